import { sql, type RawBuilder } from 'kysely';
import type { FlagCode, InstallationKind } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { OWNERS } from './flags.repo.js';

/**
 * A check over every installation (a start's check, a limit or an outline changed) refreshes only those whose flag
 * of `code` would change: gained, lost, or found with other words. `found` is the check's finding over every
 * installation of `kind`, one row (installation_id, detail) each, compared with the flags held; the installations
 * whose flag differs are taken in id order, and their ids returned for the check to refresh by id.
 *
 * Taking them first is what keeps it from deadlocking: the flags' triggers take each installation a write touches
 * (migration 0035), and a decision's transaction may hold one as it refreshes that one's own flag. Refreshing
 * every installation would also rewrite every flagged one twice (deleted and found again) for nothing.
 */
export async function takeChanged(
  tx: Db,
  kind: InstallationKind,
  code: FlagCode,
  found: RawBuilder<unknown>,
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select i.id from ${sql.table(OWNERS[kind].table)} i
     where i.id in (
       select coalesce(f.installation_id, n.installation_id)
         from (select installation_id, detail from installation_flags where kind = ${kind} and code = ${code}) f
         full join (${found}) n on n.installation_id = f.installation_id
        where f.installation_id is null or n.installation_id is null or f.detail <> n.detail)
     order by i.id for no key update`.execute(tx);
  return rows.map((r) => r.id);
}
