import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedPgliteReader } from './pglite-prepared.js';
import { MAX_STATEMENTS } from './prepared-lists.js';
import { PGliteDialect } from './pglite-dialect.js';

/** List pages as named prepared statements on PGlite (db/pglite-prepared.ts), on an in-memory PGlite of its own. */
let pg: PGlite;
beforeAll(async () => {
  pg = new PGlite();
  await pg.waitReady;
  await pg.exec(`create table probe (id int primary key, name text, at timestamptz, tags int[], ok boolean);
    insert into probe values (1, 'one', '2026-11-27T05:00:00.123Z', '{1,2}', true),
      (2, null, null, '{}', false), (3, 'thr''ee', '2026-01-01T00:00:00Z', '{3}', null)`);
});
afterAll(() => pg.close());

const prepared = async () =>
  (await pg.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements`)).rows[0]?.n;
const unnamed = async (query: CompiledQuery) => {
  const result = await pg.query<unknown[]>(query.sql, [...query.parameters], { rowMode: 'array' });
  return { fields: result.fields.map((f) => f.name), rows: result.rows };
};

describe('preparedPgliteReader', () => {
  it('prepares a text the second time it is read and answers every type as an unnamed query does', async () => {
    const read = preparedPgliteReader(pg);
    const query = CompiledQuery.raw(
      `select id, name, at, tags, ok from probe
       where id = any($1::int[]) and (name is distinct from $2 or $3::timestamptz is not null) order by id`,
      [[1, 2, 3], 'nobody', new Date('2026-11-27T00:00:00Z')],
    );
    const expected = await unnamed(query);
    expect(expected.rows.length).toBe(3);
    expect(await prepared()).toBe(0);
    expect(await read(query)).toEqual(expected);
    expect(await read(query)).toEqual(expected);
    expect(await prepared()).toBe(1);
    expect(await read(query)).toEqual(expected);
    const other = CompiledQuery.raw(query.sql, [[2], null, null]);
    expect(await read(other)).toEqual(await unnamed(other));
    expect(await prepared()).toBe(1);
  });

  it('fails a named statement that fails, and answers the next query', async () => {
    const read = preparedPgliteReader(pg);
    const query = (d: number) => CompiledQuery.raw('select id / $1::int as q from probe order by id', [d]);
    await read(query(1));
    expect((await read(query(1))).rows).toEqual([[1], [2], [3]]);
    // PGlite's own error, as its query throws it: the SQLSTATE is what the API's error path reads.
    await expect(read(query(0))).rejects.toMatchObject({ code: '22012', message: 'division by zero' });
    expect((await read(query(1))).rows).toEqual([[1], [2], [3]]);
    expect((await pg.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
  });

  it('answers a table that changed shape under its statement, unnamed from then on', async () => {
    const read = preparedPgliteReader(pg);
    await pg.exec('create table reshaped (a int); insert into reshaped values (1)');
    const query = CompiledQuery.raw('select * from reshaped');
    await read(query);
    expect(await read(query)).toEqual({ fields: ['a'], rows: [[1]] });
    await pg.exec(`alter table reshaped add column b text default 'x'`);
    expect(await read(query)).toEqual({ fields: ['a', 'b'], rows: [[1, 'x']] });
    expect(await read(query)).toEqual({ fields: ['a', 'b'], rows: [[1, 'x']] });
  });

  it('reads text of any length and script from the bytes as PGlite would', async () => {
    const read = preparedPgliteReader(pg);
    const long = 'ग्राम '.repeat(20_000);
    const query = CompiledQuery.raw(
      `select $1::text as t, '' as empty, null::text as none, 'ü€😀' as mixed`,
      [long],
    );
    const expected = await unnamed(query);
    await read(query);
    expect(await read(query)).toEqual(expected);
    expect(expected.rows[0]?.[0]).toBe(long);
  });

  it(`names at most ${MAX_STATEMENTS} texts and runs the rest unnamed`, async () => {
    await pg.exec('deallocate all');
    const read = preparedPgliteReader(pg);
    for (let i = 0; i < MAX_STATEMENTS + 5; i += 1)
      for (const _time of [1, 2])
        expect((await read(CompiledQuery.raw(`select ${i} as n`))).rows).toEqual([[i]]);
    expect(await prepared()).toBe(MAX_STATEMENTS);
  });
});

describe('PGliteDialect', () => {
  const kysely = () =>
    new Kysely<{ probe: { id: number; name: string | null } }>({ dialect: new PGliteDialect(pg) });

  it('reads selects as prepared statements and answers them as objects; writes count their rows', async () => {
    await pg.exec('deallocate all');
    const db = kysely();
    const names = () => db.selectFrom('probe').select(['id', 'name']).where('id', '<', 3).orderBy('id');
    const expected = [
      { id: 1, name: 'one' },
      { id: 2, name: null },
    ];
    expect(await names().execute()).toEqual(expected);
    expect(await names().execute()).toEqual(expected);
    expect(await prepared()).toBe(1);
    expect((await sql<{ n: number }>`select count(*)::int as n from probe`.execute(db)).rows).toEqual([
      { n: 3 },
    ]);
    const updated = await db.updateTable('probe').set({ name: 'two' }).where('id', '=', 2).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    await db.updateTable('probe').set({ name: null }).where('id', '=', 2).execute();
  });

  it('rolls back a transaction whose select fails, and answers the next query', async () => {
    const db = kysely();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('probe').set({ name: 'changed' }).where('id', '=', 1).execute();
        await sql`select 1 / (id - id) from probe`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect(await db.selectFrom('probe').select('name').where('id', '=', 1).execute()).toEqual([
      { name: 'one' },
    ]);
  });
});
