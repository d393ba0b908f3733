import { CompiledQuery } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { MAX_STATEMENTS, planningPerCall, preparedListReader } from './prepared-lists.js';

/** List pages as named prepared statements on PostgreSQL (db/prepared-lists.ts). */
describe('planningPerCall', () => {
  it('adds force_custom_plan to the URL, after any options the URL already gives', () => {
    const plain = new URL(planningPerCall('postgres://u@db:5432/smms'));
    expect(plain.searchParams.get('options')).toBe('-c plan_cache_mode=force_custom_plan');
    const given = new URL(
      planningPerCall('postgres://u@db:5432/smms?options=-c%20search_path%3Dx&sslmode=disable'),
    );
    expect(given.searchParams.get('options')).toBe('-c search_path=x -c plan_cache_mode=force_custom_plan');
    expect(given.searchParams.get('sslmode')).toBe('disable');
  });
});

// Each database runs the tests that apply to it: PGlite has no pool and prepares nothing.
if (process.env.DATABASE_URL)
  describe('preparedListReader on PostgreSQL', () => {
    let t: TestApp;
    let pool: pg.Pool;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());
    // One connection, so what it has prepared can be read back on it.
    const onePool = () =>
      (pool = new pg.Pool({ connectionString: planningPerCall(t.config.databaseUrl ?? ''), max: 1 }));
    afterEach(() => pool.end());
    const prepared = async () =>
      (
        await pool.query<{ n: number }>(
          `select count(*)::int as n from pg_prepared_statements where name like 'list\\_%'`,
        )
      ).rows[0]?.n;

    it('prepares a statement the second time it is read, once per connection, answering as an unnamed one does', async () => {
      const read = preparedListReader(onePool());
      const query = CompiledQuery.raw(
        'select id, username, role from users where role = $1 order by id limit 5',
        ['BI_SUPER_ADMIN'],
      );
      const first = await read(query);
      expect(first.fields).toEqual(['id', 'username', 'role']);
      expect(first.rows.length).toBeGreaterThan(0);
      expect(await prepared()).toBe(0);
      expect(await read(query)).toEqual(first);
      expect(await prepared()).toBe(1);
      expect(await read(query)).toEqual(first);
      const unnamed = await pool.query({ text: query.sql, values: [...query.parameters], rowMode: 'array' });
      expect(unnamed.rows).toEqual(first.rows);
      expect(await prepared()).toBe(1);
      const mode = await pool.query<{ m: string }>(`select current_setting('plan_cache_mode') as m`);
      expect(mode.rows[0]?.m).toBe('force_custom_plan');
    });

    it('answers a table that changed shape under its prepared statement, unnamed from then on', async () => {
      const read = preparedListReader(onePool());
      await pool.query('create table prepared_probe (a int)');
      try {
        await pool.query('insert into prepared_probe values (1)');
        const query = CompiledQuery.raw('select * from prepared_probe');
        expect((await read(query)).fields).toEqual(['a']);
        expect((await read(query)).fields).toEqual(['a']);
        expect(await prepared()).toBe(1);
        await pool.query(`alter table prepared_probe add column b text default 'x'`);
        expect(await read(query)).toEqual({ fields: ['a', 'b'], rows: [[1, 'x']] });
        expect(await read(query)).toEqual({ fields: ['a', 'b'], rows: [[1, 'x']] });
      } finally {
        await pool.query('drop table prepared_probe');
      }
    });

    it(`names at most ${MAX_STATEMENTS} texts, each read twice, and runs the rest unnamed`, async () => {
      const read = preparedListReader(onePool());
      for (let i = 0; i < MAX_STATEMENTS + 5; i += 1)
        for (const _time of [1, 2]) {
          const { rows } = await read(CompiledQuery.raw(`select ${i}::int as n`));
          expect(rows).toEqual([[i]]);
        }
      expect(await prepared()).toBe(MAX_STATEMENTS);
    });
  });
