import { describe, expect, it } from 'vitest';
import { loadConfig, startupWarnings } from './config.js';

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('numeric settings', () => {
  it('takes whole numbers and the defaults', () => {
    const config = loadConfig({ SESSION_IDLE_MINUTES: '15', SESSION_MAX_HOURS: '8' });
    expect(config.session).toEqual({ idleMinutes: 15, maxHours: 8 });
    expect(loadConfig({}).session).toEqual({ idleMinutes: 30, maxHours: 12 });
    expect(loadConfig({}).port).toBe(8080);
    expect(loadConfig({}).rateLimitPerMinute).toBe(600);
  });

  it.each([
    ['SESSION_IDLE_MINUTES', '0.5'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['SESSION_IDLE_MINUTES', '-5'],
    ['SESSION_IDLE_MINUTES', '1e3'],
    ['SESSION_IDLE_MINUTES', '100000'],
    ['SESSION_MAX_HOURS', '1.5'],
    ['SESSION_MAX_HOURS', '0x10'],
    ['SESSION_MAX_HOURS', ' 7'],
    ['SESSION_MAX_HOURS', ''],
    ['RATE_LIMIT_PER_MINUTE', '2.5'],
    ['PORT', '80.5'],
    ['PORT', '70000'],
    ['WORKERS', '0'],
    ['WORKERS', '1.5'],
    ['WORKERS', '65'],
  ])('refuses %s=%j at start-up, naming the variable', (name, value) => {
    expect(refusal({ [name]: value })).toMatch(new RegExp(`^Invalid configuration: ${name}: must be`));
  });
});

describe('WORKERS', () => {
  const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/smms';
  it('is one process unless set, and several on PostgreSQL', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
    expect(loadConfig({ WORKERS: '4', DATABASE_URL }).workers).toBe(4);
  });

  it('refuses more than one on the embedded database, saying why', () => {
    expect(refusal({ WORKERS: '2' })).toBe(
      'Invalid configuration: WORKERS above 1 needs DATABASE_URL (PostgreSQL): the embedded database is opened by one process only',
    );
  });
});

describe('connections', () => {
  it('caps one address at 200 unless behind a proxy, and the process below its open-files limit', () => {
    const direct = loadConfig({}).connections;
    expect(direct).toMatchObject({ requestTimeoutMs: 300_000, idleSocketMs: 75_000, perAddress: 200 });
    expect(direct.max).toBeGreaterThanOrEqual(64);
    // Behind a proxy every connection is the proxy's: no cap unless one is set.
    expect(loadConfig({ TRUST_PROXY: '1' }).connections.perAddress).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '500' }).connections.perAddress).toBe(
      500,
    );
    expect(loadConfig({ MAX_CONNECTIONS: '1000', IDLE_SOCKET_SECONDS: '20' }).connections).toMatchObject({
      max: 1000,
      idleSocketMs: 20_000,
    });
    expect(refusal({ REQUEST_TIMEOUT_SECONDS: '2' })).toContain('REQUEST_TIMEOUT_SECONDS');
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set, in production too', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        TOTP_KEY: TEST_TOTP_KEY,
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'https://sms.example/send',
      }).trustProxy,
    ).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each(['true', 'yes', '-1', '1.5', '10.0.0.0/33', '300.1.1.1', 'proxy.local', '10.0.0.1,'])(
    'refuses %j with a clear message',
    (value) => {
      expect(refusal({ TRUST_PROXY: value })).toMatch(
        /^Invalid configuration: TRUST_PROXY: not false, a hop count or a list of proxy addresses\/CIDRs/,
      );
    },
  );
});

const TEST_TOTP_KEY = Buffer.alloc(32, 7).toString('base64');

describe('SMS_PROVIDER', () => {
  it('must be chosen in production, where the outbox would send no text to anyone', () => {
    const production = { NODE_ENV: 'production', TOTP_KEY: TEST_TOTP_KEY };
    expect(() => loadConfig(production)).toThrow(/SMS_PROVIDER is required in production/);
    expect(loadConfig({ ...production, SMS_PROVIDER: 'outbox' }).sms.provider).toBe('outbox');
    expect(loadConfig({}).sms.provider).toBe('outbox');
  });

  it('outbox, chosen in production, is said at every start', () => {
    const production = { NODE_ENV: 'production', TOTP_KEY: TEST_TOTP_KEY };
    expect(startupWarnings(loadConfig({ ...production, SMS_PROVIDER: 'outbox' }))).toEqual([
      'SMS_PROVIDER=outbox in production: one-time codes are written to DATA_DIR/sms-outbox.jsonl and texted to nobody',
    ]);
    expect(
      startupWarnings(
        loadConfig({ ...production, SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://sms.example/' }),
      ),
    ).toEqual([]);
    // Outside production the outbox is the default; only the derived TOTP key is worth a word.
    expect(startupWarnings(loadConfig({ TOTP_KEY: TEST_TOTP_KEY }))).toEqual([]);
    expect(startupWarnings(loadConfig({}))).toEqual([expect.stringMatching(/^TOTP_KEY is not set/)]);
  });
});

describe('TOTP_KEY', () => {
  it('is required in production, and must be 32 bytes of base64', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox' })).toThrow(
      /TOTP_KEY is required in production/,
    );
    expect(() => loadConfig({ TOTP_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /TOTP_KEY: must be 32 bytes/,
    );
    const config = loadConfig({ NODE_ENV: 'production', TOTP_KEY: TEST_TOTP_KEY, SMS_PROVIDER: 'outbox' });
    expect(config.totp).toEqual({ key: Buffer.alloc(32, 7), derived: false });
  });

  it('is derived from DATA_DIR outside production, and says so', () => {
    const a = loadConfig({ DATA_DIR: '/tmp/a' }).totp;
    expect(a.derived).toBe(true);
    expect(a.key).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: '/tmp/b' }).totp.key.equals(a.key)).toBe(false);
  });
});
