import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compression } from '../plugins/compress.js';
import { addUser } from '../test/fixtures.js';
import { ADMIN_PASSWORD, createTestApp, signIn, type TestApp } from '../test/test-app.js';
import { sendDownload } from './download-reply.js';
import { csvExporter, csvQuery } from './csv-export.js';
import { plainCell } from './csv-cells.js';
import { sortKey } from './keyset.js';

/** Issue 12: an export never holds a database connection after its reader has gone, and never hangs. */
let t: TestApp;
let cookie: string;
const ROWS = 30_000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const officer = await addUser(db, { username: 'fo.stream', role: 'FIELD_OFFICER' });
  // Enough rows (about 4 MB of CSV) that the file cannot fit in the socket buffers of a reader that stops.
  await sql`insert into meters (meter_sno, dtr_sno, substation_name, feeder_name, division, circle,
      installed_on, field_officer_id)
    select 'STREAM-' || g, 'DTR-' || g, 'Substation ' || g, 'Feeder ' || g, 'Division', 'Circle',
      now() - g * interval '1 minute', ${officer.id}
    from generate_series(1, ${ROWS}) g`.execute(db);
  cookie = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** Polls a condition until it holds: the state the test waits for, not a length of time. */
async function until(condition: () => Promise<boolean> | boolean) {
  for (let i = 0; i < 500; i += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the condition never held');
}

const pool = () => t.app.dbHandle.pool;
/** No client of the pool is checked out (PostgreSQL); PGlite has no pool to hold. */
const poolIdle = () => {
  const p = pool();
  return !p || (p.idleCount === p.totalCount && p.waitingCount === 0);
};
const copiesRunning = async () => {
  if (!pool()) return 0;
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
    where query like 'COPY (%' and state <> 'idle' and pid <> pg_backend_pid()`.execute(t.app.dbHandle.db);
  return rows[0]?.n ?? 0;
};

describe('GET /api/v1/meters/export streaming', () => {
  it('streams every row, with CRLF row ends', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/meters/export?stage=installed`, {
      headers: { cookie },
    });
    const body = await response.text();
    expect(body.split('\r\n').length - 2).toBe(ROWS);
    expect(body.includes('"STREAM-1",')).toBe(true);
    expect(poolIdle()).toBe(true);
  });

  it('releases the database connection when the reader goes away mid-export', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/v1/meters/export?stage=installed',
          headers: { cookie, 'accept-encoding': 'identity' },
        },
        (response) => {
          response.once('data', (chunk: Buffer) => {
            expect(chunk.toString()).toMatch(/^"Meter ID","Meter Number"/);
            request.destroy();
            resolve();
          });
        },
      );
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    await until(async () => poolIdle() && (await copiesRunning()) === 0);
    // The database still answers, and a new export runs to its end.
    const again = await t.app.inject({ url: '/api/v1/meters/export?stage=installed', headers: { cookie } });
    expect(again.body.split('\r\n').length - 2).toBe(ROWS);
  });

  it('ends the stream with the error when a row fails after the header, and frees the connection', async () => {
    const db = t.app.dbHandle.db;
    const failing = await db
      .selectFrom('meters')
      .select('id')
      .where('meterSno', '=', 'STREAM-2')
      .executeTakeFirstOrThrow();
    const query = csvQuery(
      db.selectFrom('meters as m'),
      [
        { header: 'Meter', cell: plainCell(sql.ref('m.meter_sno')) },
        { header: 'Ratio', cell: plainCell(sql`1 / (m.id - ${failing.id})`) },
      ],
      { key: sortKey('m.installed_on', 'timestamptz'), id: 'm.id', direction: 'desc' },
    );
    const chunks: Buffer[] = [];
    const stream = await csvExporter(pool()).stream(query);
    await expect(
      (async () => {
        for await (const chunk of stream) chunks.push(Buffer.from(chunk));
      })(),
    ).rejects.toThrow(/division by zero/);
    expect(Buffer.concat(chunks).toString()).toMatch(/^"Meter","Ratio"\r\n/);
    await until(poolIdle);

    // Through HTTP (compressed, as a browser asks): a 500 if nothing was sent yet, else the answer is cut
    // off; never a whole-looking file, never left hanging.
    const app = Fastify();
    await app.register(compression);
    app.get('/failing.csv', (_request, reply) =>
      sendDownload(reply, 'failing.csv', csvExporter(pool()).stream(query)),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const outcome = await fetch(`http://127.0.0.1:${port}/failing.csv`).then((response) =>
        response.arrayBuffer().then(
          () => response.status,
          () => 'cut off',
        ),
      );
      expect([500, 'cut off']).toContain(outcome);
    } finally {
      await app.close();
    }
    await until(poolIdle);
  });
});
