import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeter, addModem, addUser } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import type { Db } from './connection.js';
import { migrateTo, migrateToLatest } from './migrate.js';

/**
 * Meters' and modems' photo_mask (migration 0012) is exactly the slots their photos hold, whatever plain SQL
 * does to the photos tables: inserts, slot changes, moves to another installation, deletes, cascades and
 * truncates. Checked against the mask recomputed from the photos on whichever database the suite runs.
 */
let t: TestApp;
let db: Db;
let officerId: number;
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.dbHandle.db;
  officerId = (await addUser(db, { username: 'masks_officer', role: 'FIELD_OFFICER' })).id;
});
afterAll(() => t.close());

const KINDS = [
  { table: 'meters', photos: 'meter_photos', key: 'meter_id' },
  { table: 'modems', photos: 'modem_photos', key: 'modem_id' },
] as const;
type Kind = (typeof KINDS)[number];

/** Each installation's kept mask beside the one its photos give now. */
async function masks({ table, photos, key }: Kind) {
  const { rows } = await sql<{ id: number; kept: number; actual: number }>`
    select i.id, i.photo_mask as kept,
      coalesce((select bit_or(1 << (p.slot - 1)) from ${sql.table(photos)} p
                where p.${sql.raw(key)} = i.id), 0) as actual
    from ${sql.table(table)} i order by i.id`.execute(db);
  return rows;
}
async function expectExact(kind: Kind) {
  const rows = await masks(kind);
  expect(rows.filter((r) => r.kept !== r.actual)).toEqual([]);
  return new Map(rows.map((r) => [r.id, r.kept]));
}
const run = (text: string) => sql.raw(text).execute(db);
const photoValues = (key: string, id: number, slot: number) =>
  `(${id}, ${slot}, '${key}-${id}-${slot}.jpg', 'image/jpeg', 100)`;

async function installations(kind: Kind, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1)
    ids.push(
      (kind.table === 'meters'
        ? await addMeter(db, { fieldOfficerId: officerId })
        : await addModem(db, { fieldOfficerId: officerId })
      ).id,
    );
  return ids;
}

describe.each(KINDS)('$table.photo_mask', (kind) => {
  const { table, photos, key } = kind;
  const columns = `(${key}, slot, file_name, content_type, size_bytes)`;

  it('follows inserts (one statement over several installations), slot changes, moves and deletes', async () => {
    const [a, b, c] = (await installations(kind, 3)) as [number, number, number];
    let kept = await expectExact(kind);
    expect([kept.get(a), kept.get(b), kept.get(c)]).toEqual([0, 0, 0]);

    await run(`insert into ${photos} ${columns} values
      ${[photoValues(key, a, 1), photoValues(key, a, 3), photoValues(key, b, 4)].join(', ')}`);
    kept = await expectExact(kind);
    expect([kept.get(a), kept.get(b), kept.get(c)]).toEqual([0b101, 0b1000, 0]);

    await run(`update ${photos} set slot = 2 where ${key} = ${a} and slot = 3`);
    kept = await expectExact(kind);
    expect(kept.get(a)).toBe(0b011);

    await run(`update ${photos} set ${key} = ${c} where ${key} = ${b}`);
    kept = await expectExact(kind);
    expect([kept.get(b), kept.get(c)]).toEqual([0, 0b1000]);

    await run(`delete from ${photos} where ${key} = ${a} and slot = 1`);
    kept = await expectExact(kind);
    expect(kept.get(a)).toBe(0b010);

    // An installation deleted with its photos (the foreign key cascades): the others keep theirs.
    await run(`delete from ${table} where id = ${c}`);
    kept = await expectExact(kind);
    expect(kept.has(c)).toBe(false);
    expect(kept.get(a)).toBe(0b010);
  });

  it('is zero everywhere after the photos table is truncated', async () => {
    const [d] = (await installations(kind, 1)) as [number];
    await run(`insert into ${photos} ${columns} values ${photoValues(key, d, 2)}`);
    expect((await expectExact(kind)).get(d)).toBe(0b010);
    await run(`truncate ${photos}`);
    const kept = await expectExact(kind);
    expect([...kept.values()].every((mask) => mask === 0)).toBe(true);
  });
});

describe('migration 0012', () => {
  it('fills the masks of the photos that were there before it, and drops them again on the way down', async () => {
    const [meter] = (await installations(KINDS[0], 1)) as [number];
    const [modem] = (await installations(KINDS[1], 1)) as [number];
    await migrateTo(db, '0011-officer-counts');
    const columnsOf = async (table: string) =>
      (
        await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table}`.execute(db)
      ).rows.map((r) => r.name);
    expect(await columnsOf('meters')).not.toContain('photo_mask');
    await run(`insert into meter_photos (meter_id, slot, file_name, content_type, size_bytes)
      values ${[photoValues('meter_id', meter, 1), photoValues('meter_id', meter, 4)].join(', ')}`);
    await run(`insert into modem_photos (modem_id, slot, file_name, content_type, size_bytes)
      values ${photoValues('modem_id', modem, 3)}`);
    await migrateToLatest(db);
    expect((await expectExact(KINDS[0])).get(meter)).toBe(0b1001);
    expect((await expectExact(KINDS[1])).get(modem)).toBe(0b100);
  });
});
