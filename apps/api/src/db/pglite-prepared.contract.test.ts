import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import type { CompiledQuery } from 'kysely';
import { addMeter, addModem, addUser } from '../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../test/test-app.js';

/**
 * The fast path's contract (issue 40): pglite-prepared.ts reads PGlite's wire bytes itself, so every read the app
 * makes here is also run through PGlite's own `query`, and both answers must be the same, field by field and
 * value by value. A PGlite release that changes its protocol or its parsers fails this test, not the console.
 */
const compared = { reads: 0, mismatches: [] as string[] };
/** Reads that act besides reading (locks): run once, by the fast path alone. */
const ACTS = /pg_advisory|nextval|set_config/i;

vi.mock('./pglite-prepared.js', async (load) => {
  const actual = await load<typeof import('./pglite-prepared.js')>();
  return {
    ...actual,
    preparedPgliteReader: (pg: PGlite) => {
      const fast = actual.preparedPgliteReader(pg);
      return async (query: CompiledQuery) => {
        const answer = await fast(query);
        if (ACTS.test(query.sql)) return answer;
        const own = await pg.query<unknown[]>(query.sql, [...query.parameters], { rowMode: 'array' });
        const expected = { fields: own.fields.map((f) => f.name), rows: own.rows };
        compared.reads += 1;
        if (!isDeepStrictEqual(answer, expected))
          compared.mismatches.push(`${query.sql.slice(0, 160)} → ${JSON.stringify(answer).slice(0, 200)}`);
        return answer;
      };
    },
  };
});

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const officer = await addUser(db, { username: 'contract.off', role: 'FIELD_OFFICER', phone: '9811100001' });
  for (let i = 0; i < 6; i += 1) {
    await addMeter(db, {
      fieldOfficerId: officer.id,
      ...(i % 2 ? { communicationStatus: 'LIVE', lastCommunicatedAt: '2026-11-01T10:00:00Z' } : {}),
      ...(i === 3 ? { commissionStatus: 'Approved' } : i === 5 ? { commissionStatus: 'Rejected' } : {}),
      latitude: 27.1 + i / 100,
    });
    await addModem(db, { fieldOfficerId: officer.id });
  }
  cookie = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

/** Every list and read a super admin can open without an id, and the lists with their filters and sorts. */
async function calls(): Promise<string[]> {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, object> };
  const plain = Object.entries(doc.paths)
    .filter(([path, ops]) => 'get' in ops && !path.includes('{') && !path.endsWith('/export'))
    .map(([path]) => path);
  const lists = ['/api/v1/meters', '/api/v1/meters/pending-with-tech-support'];
  const variants = [
    'stage=installed',
    'stage=commissioned',
    'stage=accepted',
    'stage=rejected',
    'search=SM',
    'sortBy=installedOn&sortOrder=asc',
    'review=No%20Status',
    'recommendation=approve',
  ];
  return [...plain, ...lists.flatMap((list) => variants.map((v) => `${list}?${v}`))];
}

describe('PGlite fast path (pglite-prepared.ts)', () => {
  it("answers every read as PGlite's own query does", async () => {
    for (const url of await calls()) {
      // Twice: the second read of a text is the prepared statement.
      for (let round = 0; round < 2; round += 1) {
        const response = await t.app.inject({ url, headers: { cookie, ...CONSOLE } });
        expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      }
    }
    expect(compared.mismatches).toEqual([]);
    expect(compared.reads).toBeGreaterThan(100);
  });
});
