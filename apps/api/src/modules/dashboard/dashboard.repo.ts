import { sql } from 'kysely';
import { STAGE_RULES, type DashboardCounts, type View } from '@smms/shared';
import { sumWhere } from '../lifecycle/lifecycle.sql.js';
import type { Db } from '../../db/connection.js';
import type { Scope } from '../access/access.js';
import { peopleInScope } from '../access/access.sql.js';
import { countersOf } from '../lifecycle/counters.sql.js';

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
    ) s, (
      select
        (count(*) filter (where role = 'FIELD_OFFICER' and ${peopleInScope(scope, 'users')}))::int as field_officers,
        (count(*) filter (where role = 'AE_ADMIN'))::int as ae_admins,
        (count(*) filter (where role = 'BI_ADMIN'))::int as bi_admins
      from users where access_level like ${`%${view}%`}
    ) p
  `.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('dashboard counts returned no row');
  return { view, ...row };
}
