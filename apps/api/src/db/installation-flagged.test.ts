import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeter, addModem, addUser } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import type { Db } from './connection.js';
import { migrateTo, migrateToLatest } from './migrate.js';

/**
 * Meters' and modems' `flagged` (migration 0035) is exactly whether installation_flags holds a flag of theirs,
 * whatever plain SQL does to the flags: inserts of several at once, of both kinds, a second flag, moves, deletes
 * of one of two, cascades and truncates. Checked against the flags themselves on whichever database the suite runs.
 */
let t: TestApp;
let db: Db;
let officerId: number;
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.dbHandle.db;
  officerId = (await addUser(db, { username: 'flagged_officer', role: 'FIELD_OFFICER' })).id;
});
afterAll(() => t.close());

const KINDS = [
  { kind: 'meter', table: 'meters' },
  { kind: 'modem', table: 'modems' },
] as const;
type Kind = (typeof KINDS)[number];

const run = (text: string) => sql.raw(text).execute(db);

/** Each installation's kept `flagged`, after checking it against the flags for every installation of both kinds. */
async function expectExact(): Promise<Map<string, boolean>> {
  const kept = new Map<string, boolean>();
  for (const { kind, table } of KINDS) {
    const { rows } = await sql<{ id: number; kept: boolean; actual: boolean }>`
      select i.id, i.flagged as kept,
             exists (select 1 from installation_flags f where f.kind = ${kind} and f.installation_id = i.id) as actual
        from ${sql.table(table)} i order by i.id`.execute(db);
    expect(rows.filter((r) => r.kept !== r.actual)).toEqual([]);
    for (const r of rows) kept.set(`${kind}:${r.id}`, r.kept);
  }
  return kept;
}

async function installation({ kind }: Kind): Promise<number> {
  return (
    kind === 'meter'
      ? await addMeter(db, { fieldOfficerId: officerId })
      : await addModem(db, { fieldOfficerId: officerId })
  ).id;
}
const flag = (kind: string, id: number, code: string, related = 0) =>
  `('${kind}', ${id}, '${code}', '${related ? kind : ''}', ${related})`;
const insert = (...values: string[]) =>
  run(`insert into installation_flags (kind, installation_id, code, related_kind, related_id)
       values ${values.join(', ')}`);

describe('flagged', () => {
  it('follows the flags of both kinds in one statement, a second flag, a move and the deletes', async () => {
    const [meterA, meterB, modemA] = [
      await installation(KINDS[0]),
      await installation(KINDS[0]),
      await installation(KINDS[1]),
    ];
    let kept = await expectExact();
    expect([kept.get(`meter:${meterA}`), kept.get(`modem:${modemA}`)]).toEqual([false, false]);

    await insert(flag('meter', meterA, 'outside-area'), flag('modem', modemA, 'reworked'));
    kept = await expectExact();
    expect([kept.get(`meter:${meterA}`), kept.get(`meter:${meterB}`), kept.get(`modem:${modemA}`)]).toEqual([
      true,
      false,
      true,
    ]);

    // A second flag, then the first one's deletion: still flagged by the second.
    await insert(flag('meter', meterA, 'same-meter-number', meterB));
    await run(`delete from installation_flags where kind = 'meter' and code = 'outside-area'`);
    kept = await expectExact();
    expect(kept.get(`meter:${meterA}`)).toBe(true);

    // Moved to another installation by an update: the one it left is clear, the one it reached flagged.
    await run(`update installation_flags set installation_id = ${meterB} where kind = 'meter'`);
    kept = await expectExact();
    expect([kept.get(`meter:${meterA}`), kept.get(`meter:${meterB}`)]).toEqual([false, true]);

    // An installation deleted takes its flags with it; the others keep theirs.
    await run(`delete from meters where id = ${meterB}`);
    kept = await expectExact();
    expect(kept.has(`meter:${meterB}`)).toBe(false);
    expect(kept.get(`modem:${modemA}`)).toBe(true);
  });

  it('is false everywhere after installation_flags is truncated', async () => {
    const meter = await installation(KINDS[0]);
    await insert(flag('meter', meter, 'reworked'));
    expect((await expectExact()).get(`meter:${meter}`)).toBe(true);
    await run(`truncate installation_flags`);
    const kept = await expectExact();
    expect([...kept.values()].every((flagged) => !flagged)).toBe(true);
  });
});

describe('migration 0035', () => {
  it('marks the installations flagged before it, and drops the column again on the way down', async () => {
    const meter = await installation(KINDS[0]);
    const modem = await installation(KINDS[1]);
    await migrateTo(db, '0034-installation-places');
    const columnsOf = async (table: string) =>
      (
        await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table}`.execute(db)
      ).rows.map((r) => r.name);
    expect(await columnsOf('meters')).not.toContain('flagged');
    await insert(flag('meter', meter, 'far-from-dtr'), flag('modem', modem, 'outside-area'));
    await migrateToLatest(db);
    const kept = await expectExact();
    expect([kept.get(`meter:${meter}`), kept.get(`modem:${modem}`)]).toEqual([true, true]);
  });
});
