import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '@smms/shared';

/**
 * A whole number from the environment, strictly: `0.5`, `1e3`, `0x10` and ` 7` are refused at start-up
 * (issue 13: SESSION_IDLE_MINUTES=0.5 passed a coercing check, then every signed-in call answered 400).
 */
const wholeNumberText = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
const wholeNumber = (min: number, max: number, fallback: number) =>
  wholeNumberText(min, max).default(fallback);

/**
 * Shedding on event-loop delay is for PostgreSQL: the embedded PGlite runs its queries on the server's one thread,
 * so a long query or migration there reads as an overloaded loop and would shed the requests that follow it.
 */
const defaultEventLoopDelayMs = (databaseUrl: string | undefined) => (databaseUrl ? 1000 : 0);

/** Shedding starts at 90% of the heap V8 may grow to (`--max-old-space-size`), short of a fatal OOM. */
function defaultHeapMb(): number {
  return Math.floor((v8.getHeapStatistics().heap_size_limit / 1_048_576) * 0.9);
}

/**
 * The open-files soft limit less a reserve for the database, photos, logs and the runtime: each connection is a
 * descriptor, and at the limit Node's own timers throw EMFILE and end the process. Linux's /proc says the
 * limit; elsewhere 4,096 connections.
 */
function defaultMaxConnections(): number {
  try {
    const limits = fs.readFileSync('/proc/self/limits', 'utf8');
    const soft = /^Max open files\s+(\d+|unlimited)/m.exec(limits)?.[1];
    if (soft && soft !== 'unlimited') return Math.max(64, Number(soft) - 256);
  } catch {
    // Not Linux: the fallback below.
  }
  return 4096;
}

/** The origin a tile URL template loads from, for the console's img-src ('https://{s}.tiles.example' → a wildcard). */
export const tileOrigins = (template: string | undefined): string[] => {
  const origin = template && /^https?:\/\/[^/]+/.exec(template)?.[0];
  return origin ? [origin.replace('{s}', '*')] : [];
};

/** How many proxies to believe for the client address: none, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const isAddressOrCidr = (entry: string): boolean => {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const v4 = IPV4.test(address);
  const v6 = !v4 && address.includes(':') && /^[0-9a-fA-F:.]+$/.test(address);
  if (!v4 && !v6) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (v4 ? 32 : 128);
};

/** TRUST_PROXY: unset, `false` or `0` = off; `N` = N hops; `a,b/24` = those proxies' addresses. */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value = '', ctx): TrustProxy => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrCidr(entry));
    if (bad.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `not false, a hop count or a list of proxy addresses/CIDRs (bad: ${bad.join(', ')})`,
    });
    return z.NEVER;
  });

/** TOTP_KEY: 32 bytes, base64 (`openssl rand -base64 32`). */
const totpKey = z
  .string()
  .trim()
  .optional()
  .refine(
    (v) => v === undefined || Buffer.from(v, 'base64').length === 32,
    'must be 32 bytes in base64 (openssl rand -base64 32)',
  );

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: wholeNumber(0, 65535, 8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** `transaction` behind PgBouncer's (or another pooler's) transaction mode: no named statements, no `options`. */
  DATABASE_POOL_MODE: z.enum(['session', 'transaction']).default('session'),
  /** PostgreSQL itself, past the pooler: migrations and the bootstrap hold a session's advisory lock. */
  DATABASE_DIRECT_URL: z.string().url().optional(),
  DB_POOL_MAX: wholeNumber(1, 500, 10),
  DB_STATEMENT_TIMEOUT_MS: wholeNumber(0, 3_600_000, 30_000),
  REDIS_URL: z.string().url().optional(),
  ADMIN_USERNAME: z.string().trim().min(3).default('superadmin'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ADMIN_PHONE: z
    .string()
    .regex(/^[6-9]\d{9}$/)
    .default('9999999999'),
  SMS_PROVIDER: z.enum(['outbox', 'http']).optional(),
  SMS_HTTP_URL: z.string().url().optional(),
  PHOTO_DIR: z.string().optional(),
  S3_BUCKET: z.string().trim().min(3).optional(),
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_PREFIX: z
    .string()
    .trim()
    .regex(/^([\w.-]+\/)*$/, 'must be empty or end with "/" (e.g. smms/photos/)')
    .default(''),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  WEB_DIR: z.string().optional(),
  SESSION_IDLE_MINUTES: wholeNumber(1, 24 * 60, 30),
  SESSION_MAX_HOURS: wholeNumber(1, 24 * 30, 12),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: readable lines in development at a terminal, JSON lines everywhere else (lib/log-destination.ts). */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  RATE_LIMIT_PER_MINUTE: wholeNumber(1, 1_000_000_000, 600),
  TRUST_PROXY: trustProxy,
  TOTP_KEY: totpKey,
  UTILITY_TIME_ZONE: z
    .string()
    .trim()
    .default(DEFAULT_TIME_ZONE)
    .refine(isValidTimeZone, 'not a time zone Intl knows (use an IANA name such as Asia/Kolkata)'),
  SHUTDOWN_TIMEOUT_SECONDS: wholeNumber(1, 600, 10),
  LOAD_SHEDDING: z.enum(['on', 'off']).default('on'),
  SHED_EVENT_LOOP_DELAY_MS: wholeNumberText(0, 60_000).optional(),
  SHED_HEAP_MB: wholeNumber(0, 1_048_576, defaultHeapMb()),
  SHED_RSS_MB: wholeNumber(0, 1_048_576, 0),
  WORKERS: wholeNumber(1, 64, 1),
  REQUEST_TIMEOUT_SECONDS: wholeNumber(5, 3600, 300),
  IDLE_SOCKET_SECONDS: wholeNumber(1, 600, 75),
  MAX_CONNECTIONS_PER_ADDRESS: wholeNumberText(0, 1_000_000).optional(),
  MAX_CONNECTIONS: wholeNumberText(0, 1_000_000).optional(),
  API_DOCS: z.enum(['on', 'off']).optional(),
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, 'must be at least 16 characters (openssl rand -hex 16)')
    .optional(),
  /** OpenTelemetry's own variables: tracing is on when either endpoint is set. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().url().optional(),
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('smms'),
  /** The map's tiles (issue 42): a tile server's URL template; without it the map draws the areas on a grid. */
  MAP_TILES_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}/, 'must be an http(s) URL holding {z}, {x} and {y}')
    .optional(),
  MAP_TILES_ATTRIBUTION: z.string().trim().min(1).max(300).optional(),
});

/** Every environment variable the server reads (README "Configuration" lists each; config.docs.test.ts checks). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(Env.shape);

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** How DATABASE_URL's connections are pooled: `transaction` behind a transaction pooler (PgBouncer). */
  databasePoolMode: 'session' | 'transaction';
  /** PostgreSQL past the pooler, for migrations and the bootstrap (needed in transaction mode). */
  databaseDirectUrl?: string;
  /** Each process's connections for requests (DB_POOL_MAX): sized with WORKERS × instances ≤ max_connections. */
  databasePoolMax: number;
  /** A request's statement is cancelled after this long (DB_STATEMENT_TIMEOUT_MS; 0: never). */
  statementTimeoutMs: number;
  redisUrl?: string;
  admin: { username: string; password?: string; phone: string };
  sms: { provider: 'outbox' | 'http'; httpUrl?: string };
  photoDir: string;
  /** Photos in an S3-compatible bucket instead of PHOTO_DIR (S3_BUCKET and the other S3_ settings). */
  photoBucket?: {
    name: string;
    region: string;
    endpoint?: string;
    prefix: string;
    credentials?: { accessKeyId: string; secretAccessKey: string };
  };
  webDir?: string;
  /** The OpenAPI document and its viewer at /api/docs: on unless NODE_ENV=production (API_DOCS). */
  apiDocs: boolean;
  /** GET /metrics for a scraper bearing it (plugins/metrics.ts); none without it. */
  metricsToken?: string;
  /** OpenTelemetry: where spans go (OTLP over HTTP), none when tracing is off, and the service they name. */
  tracing: { url?: string; serviceName: string };
  /** The map's tile server (MAP_TILES_URL, MAP_TILES_ATTRIBUTION), or none: the areas on a grid. */
  mapTiles: { url: string; attribution: string | null } | null;
  session: { idleMinutes: number; maxHours: number };
  logLevel: string;
  logFormat?: 'json' | 'pretty';
  rateLimitPerMinute: number;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe for request.ip (off unless TRUST_PROXY says). */
  trustProxy: TrustProxy;
  /** The utility's IANA zone: screens and CSV files show its wall-clock time; trend days are its days. */
  timeZone: string;
  /**
   * Encrypts TOTP secrets at rest (TOTP_KEY). Outside production a key derived from DATA_DIR stands in,
   * with a warning at start (`derived`); production refuses to start without one.
   */
  totp: { key: Buffer; derived: boolean };
  /** SIGTERM/SIGINT: how long open requests may take to finish before the server exits anyway. */
  shutdownTimeoutSeconds: number;
  /** Server processes on the one port (WORKERS, workers.ts): above 1 only on PostgreSQL. */
  workers: number;
  /**
   * Connections (issue 37): a request must arrive whole within requestTimeoutMs and a socket that says nothing
   * for idleSocketMs is closed; one address holds at most perAddress connections (0: no cap; off by default
   * behind a proxy, where every connection comes from the proxy), and the process at most max, kept below its
   * open-files limit so that running out of descriptors cannot end it.
   */
  connections: { requestTimeoutMs: number; idleSocketMs: number; perAddress: number; max: number };
  /** Load shedding (@fastify/under-pressure): a 503 with Retry-After past any bound; 0 turns a bound off. */
  loadShedding: {
    enabled: boolean;
    maxEventLoopDelayMs: number;
    maxHeapUsedBytes: number;
    maxRssBytes: number;
  };
};

/**
 * What a valid configuration still ought to tell the operator at start (app.ts logs each as a warning): a
 * choice that is allowed, but that nobody should make by accident.
 */
export function startupWarnings(config: Pick<Config, 'env' | 'sms' | 'totp'>): string[] {
  const warnings: string[] = [];
  if (config.totp.derived)
    warnings.push(
      'TOTP_KEY is not set: two-step sign-in secrets are encrypted with a key derived from DATA_DIR',
    );
  // Chosen explicitly (production refuses to start without SMS_PROVIDER): allowed, for a trial or a closed
  // network where someone reads the file, but said at every start.
  if (config.env === 'production' && config.sms.provider === 'outbox')
    warnings.push(
      'SMS_PROVIDER=outbox in production: one-time codes are written to DATA_DIR/sms-outbox.jsonl and texted to nobody',
    );
  return warnings;
}

/** Reads and validates the environment; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.SMS_PROVIDER === 'http' && !e.SMS_HTTP_URL) {
    throw new Error('Invalid configuration: SMS_HTTP_URL is required when SMS_PROVIDER=http');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  // The outbox only writes texts to a local file: in production nobody would receive an OTP, silently.
  if (e.NODE_ENV === 'production' && !e.SMS_PROVIDER) {
    throw new Error(
      'Invalid configuration: SMS_PROVIDER is required in production (http sends texts to SMS_HTTP_URL; outbox only writes them to DATA_DIR/sms-outbox.jsonl)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.TOTP_KEY) {
    throw new Error('Invalid configuration: TOTP_KEY is required in production (openssl rand -base64 32)');
  }
  if (e.DATABASE_POOL_MODE === 'transaction' && !(e.DATABASE_URL && e.DATABASE_DIRECT_URL)) {
    throw new Error(
      'Invalid configuration: DATABASE_POOL_MODE=transaction needs DATABASE_URL (the pooler) and DATABASE_DIRECT_URL (PostgreSQL itself): migrations hold a session lock that a transaction pooler cannot keep',
    );
  }
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new Error(
      'Invalid configuration: WORKERS above 1 needs DATABASE_URL (PostgreSQL): the embedded database is opened by one process only',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolMode: e.DATABASE_POOL_MODE,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    databasePoolMax: e.DB_POOL_MAX,
    statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, phone: e.ADMIN_PHONE },
    sms: { provider: e.SMS_PROVIDER ?? 'outbox', httpUrl: e.SMS_HTTP_URL },
    photoDir: path.resolve(e.PHOTO_DIR ?? path.join(dataDir, 'photos')),
    photoBucket: e.S3_BUCKET
      ? {
          name: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          prefix: e.S3_PREFIX,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    webDir: e.WEB_DIR ? path.resolve(e.WEB_DIR) : undefined,
    metricsToken: e.METRICS_TOKEN,
    tracing: {
      url:
        e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
        (e.OTEL_EXPORTER_OTLP_ENDPOINT && `${e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`),
      serviceName: e.OTEL_SERVICE_NAME,
    },
    apiDocs: (e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    mapTiles: e.MAP_TILES_URL ? { url: e.MAP_TILES_URL, attribution: e.MAP_TILES_ATTRIBUTION ?? null } : null,
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, maxHours: e.SESSION_MAX_HOURS },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    timeZone: e.UTILITY_TIME_ZONE,
    totp: e.TOTP_KEY
      ? { key: Buffer.from(e.TOTP_KEY, 'base64'), derived: false }
      : { key: createHash('sha256').update(`smms-dev-totp-key|${dataDir}`).digest(), derived: true },
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    workers: e.WORKERS,
    connections: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      idleSocketMs: e.IDLE_SOCKET_SECONDS * 1000,
      perAddress: e.MAX_CONNECTIONS_PER_ADDRESS ?? (e.TRUST_PROXY === false ? 200 : 0),
      max: e.MAX_CONNECTIONS ?? defaultMaxConnections(),
    },
    loadShedding: {
      enabled: e.LOAD_SHEDDING === 'on',
      maxEventLoopDelayMs: e.SHED_EVENT_LOOP_DELAY_MS ?? defaultEventLoopDelayMs(e.DATABASE_URL),
      maxHeapUsedBytes: e.SHED_HEAP_MB * 1_048_576,
      maxRssBytes: e.SHED_RSS_MB * 1_048_576,
    },
  };
}
