import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { logDestination } from './log-destination.js';

describe('where log lines go (LOG_FORMAT)', () => {
  it('JSON unless in development at a terminal, or asked for', async () => {
    expect(await logDestination({ env: 'production' }, true)).toBeUndefined();
    expect(await logDestination({ env: 'test' }, true)).toBeUndefined();
    expect(await logDestination({ env: 'development' }, false)).toBeUndefined();
    expect(await logDestination({ env: 'development', logFormat: 'json' }, true)).toBeUndefined();
    expect(await logDestination({ env: 'development' }, true)).toBeDefined();
    expect(await logDestination({ env: 'production', logFormat: 'pretty' }, false)).toBeDefined();
  });

  it('pretty: a line a person reads, with the level, the message and the request id', async () => {
    const out = new PassThrough();
    const destination = await logDestination({ env: 'production', logFormat: 'pretty' }, false, out);
    const log = pino({ level: 'info' }, destination);
    log.warn({ reqId: 'c0ffee00' }, 'Redis unavailable');
    out.end();
    const line = await text(out);
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: Redis unavailable\n/);
    expect(line).toContain('reqId: "c0ffee00"');
    expect(line).not.toContain('{"level"');
  });
});
