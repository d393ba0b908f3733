import { sql, type RawBuilder } from 'kysely';
import { STAGE_RULES, type DashboardCounts, type View } from '@smms/shared';
import { sumWhere, countersOf } from '../lifecycle/index.js';
import type { Db } from '../../db/connection.js';
import { type Scope, peopleInScope } from '../access/index.js';

/**
 * The people cards: from people_counts (migration 0007), a user without a creator counted under 0, so an
 * AE_ADMIN's officers are the rows it created; a field officer's own dashboard, rare, reads the user itself.
 */
function peopleCounts(scope: Scope, view: View) {
  const cards = (from: RawBuilder<unknown>, n: RawBuilder<unknown>, officers: RawBuilder<unknown>) => sql`
      select
        (coalesce(sum(${n}) filter (where role = 'FIELD_OFFICER' and ${officers}), 0))::int as field_officers,
        (coalesce(sum(${n}) filter (where role = 'AE_ADMIN'), 0))::int as ae_admins,
        (coalesce(sum(${n}) filter (where role = 'BI_ADMIN'), 0))::int as bi_admins
      from ${from} where access_level like ${`%${view}%`}`;
  if (scope.kind === 'self') return cards(sql`users`, sql`1`, peopleInScope(scope, 'users'));
  const officers = scope.kind === 'createdBy' ? sql`created_by = ${scope.adminId}` : sql`true`;
  return cards(sql`people_counts`, sql`n`, officers);
}

/** Installations are meters or modems; both tables share the columns the counts need. */
const TABLE: Record<View, 'meters' | 'modems'> = { Meters: 'meters', Modems: 'modems' };

/**
 * Every card of a dashboard from one aggregate statement (SPEC §2.4; DESIGN §6: no call per card), over
 * the trigger-maintained counters of migrations 0006 and 0007 rather than every installation (issue 12).
 */
export async function dashboardCounts(db: Db, scope: Scope, view: View): Promise<DashboardCounts> {
  const result = await sql<Omit<DashboardCounts, 'view'>>`
    select s.*, p.*
    from (
      select
        ${sumWhere(STAGE_RULES.installed, 'c')} as installed,
        ${sumWhere(STAGE_RULES.commissioned, 'c')} as commissioned,
        ${sumWhere(STAGE_RULES.accepted, 'c')} as accepted,
        ${sumWhere(STAGE_RULES.rejected, 'c')} as rejected,
        ${sumWhere(STAGE_RULES['pending-review'], 'c')} as pending
      from ${countersOf(TABLE[view], scope)}
    ) s, (${peopleCounts(scope, view)}) p
  `.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('dashboard counts returned no row');
  return { view, ...row };
}
