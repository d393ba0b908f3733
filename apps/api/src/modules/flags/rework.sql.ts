import { sql, type RawBuilder } from 'kysely';
import type { InstallationKind } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { readSetting } from '../settings/index.js';
import { takeChanged } from './changed-flags.sql.js';

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
  if (ids === 'all') return refreshChanged(tx, kind, reworkLimit);
  if (ids.length === 0) return;
  await sql`
    delete from installation_flags
     where kind = ${kind} and code = 'reworked' and installation_id = any(${ids}::int[])`.execute(tx);
  await sql`
    insert into installation_flags (kind, installation_id, code, detail)
    select ${kind}, r.installation_id, 'reworked', ${detailOf(reworkLimit)}
      from ${reworked(kind, reworkLimit, sql`e.installation_id = any(${ids}::int[])`)} r
    on conflict (kind, installation_id, code, related_kind, related_id) do update set detail = excluded.detail,
       found_at = excluded.found_at`.execute(tx);
}

/** The flag's detail for a row `r` of `reworked`. */
const detailOf = (limit: number) =>
  sql`jsonb_build_object('rejections', r.rejections, 'limit', ${limit}::int)`;

/** Each installation of `kind` (among `which` review events) rejected more than `limit` times, with how often. */
const reworked = (kind: InstallationKind, limit: number, which: RawBuilder<unknown>) => sql`
  (select e.installation_id,
          (count(*) filter (where e.kind = 'decision' and e.to_status = 'Rejected'))
          - (count(*) filter (where e.kind = 'decision-undone' and e.from_status = 'Rejected')) as rejections
     from review_events e
    where e.installation = ${kind} and e.kind in ('decision', 'decision-undone') and ${which}
    group by 1
   having (count(*) filter (where e.kind = 'decision' and e.to_status = 'Rejected'))
          - (count(*) filter (where e.kind = 'decision-undone' and e.from_status = 'Rejected')) > ${limit})`;

/** Every installation (the limit changed; a start's check): those whose flag would change, taken first (takeChanged). */
async function refreshChanged(tx: Db, kind: InstallationKind, limit: number) {
  const ids = await takeChanged(
    tx,
    kind,
    'reworked',
    sql`select r.installation_id, ${detailOf(limit)} as detail from ${reworked(kind, limit, sql`true`)} r`,
  );
  await refreshReworkFlags(tx, kind, ids);
}
