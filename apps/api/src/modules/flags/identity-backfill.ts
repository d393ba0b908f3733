import { sql } from 'kysely';
import { IDENTITY_CHECKS, type InstallationKind } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { identityKeySql } from '../../db/migrations/0030-identity-keys.js';
import { refreshIdentityFlags } from './flags.service.js';
import { IDENTITY_COLUMNS } from './identity-matches.sql.js';

/**
 * Flags the installations stored before the identity checks (migration 0030), or loaded in bulk (the demo), whose
 * number another of their kind holds by key, and which hold no such flag yet: each in a transaction of its own, as
 * an install would. The look-up reads each key index once (a fraction of a second per million); once all are
 * flagged, a start finds none. Stops at `signal`. Answers how many installations it checked.
 */
export async function flagStoredIdentities(db: Db, signal: AbortSignal): Promise<number> {
  let checked = 0;
  for (const kind of ['meter', 'modem'] as const satisfies InstallationKind[]) {
    const { table, columns } = IDENTITY_COLUMNS[kind];
    for (const code of IDENTITY_CHECKS[kind]) {
      if (signal.aborted) return checked;
      const key = sql.raw(identityKeySql(columns[code] as string));
      const { rows } = await sql<{ id: number }>`
        select t.id from ${sql.table(table)} t
         where ${key} in (select ${key} from ${sql.table(table)} where ${key} <> ''
                           group by 1 having count(*) > 1)
           and ${key} ~ '[0-9]'
           and not exists (select 1 from installation_flags f
                            where f.kind = ${kind} and f.installation_id = t.id and f.code = ${code})
         order by t.id`.execute(db);
      for (const { id } of rows) {
        if (signal.aborted) return checked;
        await db.transaction().execute((tx) => refreshIdentityFlags(tx, kind, id));
        checked += 1;
      }
    }
  }
  return checked;
}
