import { sql } from 'kysely';
import { ACCEPTANCE_RULES, STAGE_RULES } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { countWhere } from '../lifecycle/index.js';
import { dtrKey, dtrKeyOf } from './discom.sql.js';

/** The master row of a DTR, found by its key (trimmed, case-insensitive). */
export async function findDtr(db: Db, dtrNo: string) {
  return db
    .selectFrom('dtrReference as d')
    .selectAll('d')
    .where(dtrKey('d.dtr_no'), '=', dtrKeyOf(dtrNo))
    .executeTakeFirst();
}
export type DtrRow = NonNullable<Awaited<ReturnType<typeof findDtr>>>;

/** How many meters name a DTR, how many of them are Pending and how many the server approved. */
export async function metersAtDtr(db: Db, dtrNo: string) {
  return db
    .selectFrom('meters as m')
    .select([
      sql<number>`count(*)::int`.as('meters'),
      countWhere(STAGE_RULES['pending-review'], 'm').as('pendingMeters'),
      countWhere(ACCEPTANCE_RULES['Auto-Commissioned'], 'm').as('autoCommissionedMeters'),
    ])
    .where(dtrKey('m.dtr_sno'), '=', dtrKeyOf(dtrNo))
    .executeTakeFirstOrThrow();
}
