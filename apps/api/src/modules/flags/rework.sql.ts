import { sql } from 'kysely';
import type { InstallationKind } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { readSetting } from '../settings/index.js';

/**
 * Finds again whether installations were rejected more times than the super admin allows (issue 42), from the
 * review record: each decision to Rejected is a rework asked for, less those their deciders undid. For the
 * installations named, or every one (`'all'`, when the limit changes). In the transaction that recorded the step,
 * which holds the installation's row and so cannot take the flags lock after it (flags.repo.ts holdFlags): a limit
 * changed at the same moment may have written the installation's flag first, and the later write replaces it.
 */
export async function refreshReworkFlags(
  tx: Db,
  kind: InstallationKind,
  ids: readonly number[] | 'all',
): Promise<void> {
  const { reworkLimit } = await readSetting(tx, 'flagChecks');
  const named = (column: string) =>
    ids === 'all' ? sql`true` : sql`${sql.ref(column)} = any(${ids}::int[])`;
  await sql`
    delete from installation_flags
     where kind = ${kind} and code = 'reworked' and ${named('installation_id')}`.execute(tx);
  await sql`
    insert into installation_flags (kind, installation_id, code, detail)
    select ${kind}, r.installation_id, 'reworked',
           jsonb_build_object('rejections', r.rejections, 'limit', ${reworkLimit}::int)
      from (select e.installation_id,
                   (count(*) filter (where e.kind = 'decision' and e.to_status = 'Rejected'))
                   - (count(*) filter (where e.kind = 'decision-undone' and e.from_status = 'Rejected'))
                     as rejections
              from review_events e
             where e.installation = ${kind} and e.kind in ('decision', 'decision-undone')
               and ${named('e.installation_id')}
             group by 1) r
     where r.rejections > ${reworkLimit}
    on conflict (kind, installation_id, code, related_kind, related_id) do update set detail = excluded.detail,
       found_at = excluded.found_at`.execute(tx);
}
