import { sql } from 'kysely';
import { SERVICE_SCOPES, SERVICE_TOKEN_PREFIX, type ServiceScope } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { sha256 } from '../../lib/tokens.js';

/** A machine caller that presented a live service token (issue 39): what it may do, and its name for the log. */
export interface ServiceCaller {
  id: number;
  name: string;
  scopes: ServiceScope[];
}

export const isServiceToken = (token: string): boolean => token.startsWith(SERVICE_TOKEN_PREFIX);

/** How stale a token's "last used" may get before a call writes it again: a minute, as sessions' last-seen. */
const TOUCH_EVERY = '1 minute';

/**
 * The live service account a token belongs to, or null (unknown or revoked). Read on every call, not cached:
 * a revocation holds on every instance from the next call. Its last use moves forward at most once a minute.
 */
export async function findServiceCaller(db: Db, token: string): Promise<ServiceCaller | null> {
  const { rows } = await sql<{ id: number; name: string; scopes: string[] }>`
    with found as (
      select id, name, scopes, last_used_at from service_accounts
       where token_hash = ${sha256(token)} and revoked_at is null
    ), touched as (
      update service_accounts s set last_used_at = now()
        from found f
       where s.id = f.id and (f.last_used_at is null or f.last_used_at < now() - ${TOUCH_EVERY}::interval)
    )
    select id, name, scopes from found`.execute(db);
  const row = rows[0];
  if (!row) return null;
  const known = new Set<string>(SERVICE_SCOPES);
  return { id: row.id, name: row.name, scopes: row.scopes.filter((s): s is ServiceScope => known.has(s)) };
}
