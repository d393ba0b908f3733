import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMISSION_STATUSES, COMMUNICATION_STATUSES, installationStep } from '@smms/shared';
import { addUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { migrateTo, migrateToLatest } from '../../db/migrate.js';
import type { Db } from '../../db/connection.js';

/**
 * Migration 0022's trigger against the shared steps (lifecycle.ts STEP_RULES): whatever changes the columns the
 * steps read, by plain SQL here, `step_since` moves exactly when the step changes, and keeps a value the
 * change sets itself.
 */
let t: TestApp;
let db: Db;
let officerId: number;
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.dbHandle.db;
  officerId = (await addUser(db, { username: 'step.officer', role: 'FIELD_OFFICER' })).id;
});
afterAll(() => t.close());

const TECH = [null, 'REJECTED', 'APPROVED'];
const COMBOS = COMMISSION_STATUSES.flatMap((commissionStatus) =>
  COMMUNICATION_STATUSES.flatMap((communicationStatus) =>
    TECH.map((techSupportStatus) => ({ commissionStatus, communicationStatus, techSupportStatus })),
  ),
);
const LONG_AGO = '2026-01-01T00:00:00.000Z';

describe.each(['meters', 'modems'] as const)('%s: step_since', (table) => {
  const serial = table === 'meters' ? 'meterSno' : 'modemSno';

  it('moves to the time of the change exactly when the step changes, for every pair of field values', async () => {
    const pairs = COMBOS.flatMap((from) => COMBOS.filter((to) => to !== from).map((to) => ({ from, to })));
    const inserted = await db
      .insertInto(table)
      .values(
        pairs.map(({ from }, i) => ({
          ...from,
          [serial]: `STEP-${table}-${i}`,
          fieldOfficerId: officerId,
          installedOn: LONG_AGO,
          stepSince: LONG_AGO,
        })) as never,
      )
      .returning('id')
      .execute();
    // One plain UPDATE for every pair, as a script or another system would change them.
    const changes = pairs.map(({ to }, i) => ({ id: inserted[i]?.id, ...to }));
    const { rows: moved } = await sql<{ id: number; moved: boolean }>`
      with change as (
        select * from json_to_recordset(${JSON.stringify(changes)}::json)
          as (id int, "commissionStatus" text, "communicationStatus" text, "techSupportStatus" text))
      update ${sql.table(table)} r
         set commission_status = c."commissionStatus", communication_status = c."communicationStatus",
             tech_support_status = c."techSupportStatus"
        from change c where r.id = c.id
      returning r.id, r.step_since <> ${LONG_AGO}::timestamptz as moved`.execute(db);
    const byId = new Map(moved.map((r) => [r.id, r.moved]));
    const wrong = pairs.filter(({ from, to }, i) => {
      const changed = installationStep(from) !== installationStep(to);
      return byId.get(inserted[i]?.id as number) !== changed;
    });
    expect(wrong).toEqual([]);
    expect(moved.filter((r) => r.moved).length).toBeGreaterThan(0);
    // Moved to the change's own time (the transaction's clock), not some other.
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table)}
       where step_since <> ${LONG_AGO}::timestamptz and step_since < now() - interval '1 minute'`.execute(db);
    expect(rows[0]?.n).toBe(0);
  });

  it('keeps a step_since the change sets itself, and is untouched by changes to other columns', async () => {
    const { id } = await db
      .insertInto(table)
      .values({
        [serial]: `STEP-${table}-own`,
        fieldOfficerId: officerId,
        installedOn: LONG_AGO,
        stepSince: LONG_AGO,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const since = async () =>
      (
        await sql<{
          at: string;
        }>`select step_since::text as at from ${sql.table(table)} where id = ${id}`.execute(db)
      ).rows[0]?.at;
    const before = await since();
    await sql`update ${sql.table(table)} set division = 'Elsewhere', version = version + 1 where id = ${id}`.execute(
      db,
    );
    expect(await since()).toBe(before);
    await sql`update ${sql.table(table)} set commission_status = 'Approved', step_since = '2026-02-02T00:00:00Z'
               where id = ${id}`.execute(db);
    expect(new Date((await since()) ?? '').toISOString()).toBe('2026-02-02T00:00:00.000Z');
  });
});

describe('migration 0022', () => {
  it('dates what exists from its last review event, one in the live step from when it went LIVE if later', async () => {
    await migrateTo(db, '0021-service-accounts');
    const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;
    const insert = (
      table: 'meters' | 'modems',
      serial: string,
      values: { commission?: string; live: boolean },
    ) =>
      db
        .insertInto(table)
        .values({
          [table === 'meters' ? 'meterSno' : 'modemSno']: serial,
          fieldOfficerId: officerId,
          installedOn: at(1),
          commissionStatus: values.commission ?? 'Pending',
          communicationStatus: values.live ? 'LIVE' : 'Offline',
          ...(table === 'modems' && { commissionedAt: values.live ? at(3) : null }),
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    const decided = await insert('meters', 'MIG-DECIDED', { commission: 'Rejected', live: true });
    const quiet = await insert('meters', 'MIG-QUIET', { live: true });
    const liveModem = await insert('modems', 'MIG-LIVE', { live: true });
    // Each was installed through the API (an `installed` event, as install.ts writes); the quiet meter went LIVE
    // later, by the head-end (its METER_COMMISSIONED entry).
    await db
      .insertInto('reviewEvents')
      .values(
        [decided, quiet].map((id) => ({
          installation: 'meter' as const,
          installationId: id,
          kind: 'installed' as const,
          at: at(1),
          actorName: 'Ravi Kumar',
          toStatus: 'Pending',
        })),
      )
      .execute();
    await db
      .insertInto('activities')
      .values({
        at: at(6),
        action: 'METER_COMMISSIONED',
        entityType: 'meter',
        entityId: quiet,
        details: '{}',
      })
      .execute();
    await db
      .insertInto('reviewEvents')
      .values(
        [at(5), at(9)].map((when, i) => ({
          installation: 'meter' as const,
          installationId: decided,
          kind: 'decision' as const,
          at: when,
          actorName: 'Sunil Mehta',
          toStatus: i ? 'Rejected' : 'Pending',
        })),
      )
      .execute();
    await migrateToLatest(db);
    const since = async (table: 'meters' | 'modems', id: number) =>
      new Date(
        (await db.selectFrom(table).select('stepSince').where('id', '=', id).executeTakeFirstOrThrow())
          .stepSince,
      ).toISOString();
    expect(await since('meters', decided)).toBe(at(9));
    expect(await since('meters', quiet)).toBe(at(6));
    expect(await since('modems', liveModem)).toBe(at(3));
  });
});
