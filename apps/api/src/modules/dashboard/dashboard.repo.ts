import { sql } from 'kysely';
import { STAGE_RULES, type DashboardCounts, type View } from '@smms/shared';
import { countWhere } from '../lifecycle/lifecycle.sql.js';
import type { Db } from '../../db/connection.js';
import type { Scope } from '../access/access.js';
import { installationsInScope, peopleInScope } from '../access/access.sql.js';

/** Installations are meters or modems; both tables share the columns the counts need. */
const TABLE: Record<View, 'meters' | 'modems'> = { Meters: 'meters', Modems: 'modems' };

/** Every card of a dashboard from one aggregate statement (SPEC §2.4; DESIGN §6: no call per card). */
export async function dashboardCounts(db: Db, scope: Scope, view: View): Promise<DashboardCounts> {
  const table = sql.table(TABLE[view]);
  const result = await sql<Omit<DashboardCounts, 'view'>>`
    select s.*, p.*
    from (
      select
        ${countWhere(STAGE_RULES.installed, TABLE[view])} as installed,
        ${countWhere(STAGE_RULES.commissioned, TABLE[view])} as commissioned,
        ${countWhere(STAGE_RULES.accepted, TABLE[view])} as accepted,
        ${countWhere(STAGE_RULES.rejected, TABLE[view])} as rejected,
        ${countWhere(STAGE_RULES['pending-review'], TABLE[view])} as pending
      from ${table} where ${installationsInScope(scope, TABLE[view])}
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
