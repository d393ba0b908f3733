import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { isoFromPostgres } from './timestamp-text.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the drivers answered before the fast path, and still answer for any other shape. */
const viaDate = (text: string, zoned: boolean) => new Date(zoned ? text : `${text}Z`).toISOString();

describe('timestamps read from the database', () => {
  it('are the text Date#toISOString gives, for 5,000 instants PostgreSQL wrote (every fraction length)', async () => {
    const { rows } = await sql<{ zoned: string; plain: string }>`
      select t::text as zoned, (t at time zone 'UTC')::text as plain
      from (select timestamptz '1970-01-01 00:00:00+00'
                   + floor(random() * 4e9) * interval '1 second'
                   + make_interval(secs => round(random()::numeric, g % 7)::float8) as t
            from generate_series(1, 5000) g) s`.execute(t.app.dbHandle.db);
    const lengths = new Set(rows.map((r) => r.zoned.length));
    expect(lengths.size, [...lengths].join()).toBeGreaterThanOrEqual(5);
    for (const { zoned, plain } of rows) {
      expect(isoFromPostgres(zoned, true), zoned).toBe(viaDate(zoned, true));
      expect(isoFromPostgres(plain, false), plain).toBe(viaDate(plain, false));
    }
  });

  it('are what the drivers answer for a column, on this database', async () => {
    const { rows } = await sql<{ at: string; plain: string }>`
      select timestamptz '2026-01-02 03:04:05.678901+00' as at, timestamp '2026-01-02 03:04:05' as plain`.execute(
      t.app.dbHandle.db,
    );
    expect(rows[0]).toEqual({ at: '2026-01-02T03:04:05.678Z', plain: '2026-01-02T03:04:05.000Z' });
  });

  it('keeps the milliseconds without rounding, and reads other shapes through Date', () => {
    expect(isoFromPostgres('2026-11-24 10:28:37.9999+00', true)).toBe('2026-11-24T10:28:37.999Z');
    expect(isoFromPostgres('2026-11-24 10:28:37.5+00', true)).toBe('2026-11-24T10:28:37.500Z');
    expect(isoFromPostgres('2026-11-24 10:28:37+00', true)).toBe('2026-11-24T10:28:37.000Z');
    // Another session time zone: the offset is applied.
    expect(isoFromPostgres('2026-11-24 16:28:37.25+05:30', true)).toBe('2026-11-24T10:58:37.250Z');
    expect(isoFromPostgres('2026-11-24 10:28:37.25-03', true)).toBe('2026-11-24T13:28:37.250Z');
    // A four-digit year below 1000 keeps its century (Date would read 0099 as 1999).
    expect(isoFromPostgres('0099-01-01 00:00:00+00', true)).toBe('0099-01-01T00:00:00.000Z');
  });
});
