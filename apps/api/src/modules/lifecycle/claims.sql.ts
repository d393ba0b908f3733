import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ClaimFilter } from '@smms/shared';

/**
 * A list's claim filter (issue 41): the caller's own claims, or what no one is reviewing, and who asks; `claimed`
 * (what someone is reviewing) is the API's own, for the totals below.
 */
export interface ClaimListFilter {
  claim?: ClaimFilter | 'claimed';
  /** The caller's user id: the services set it whenever `claim` is given. */
  claimer?: number;
}

/** The claim column of review_claims that names an installation of `table`. */
const claimColumn = (table: 'meters' | 'modems') => sql.ref(table === 'meters' ? 'c.meter_id' : 'c.modem_id');

/** A live claim on the installation `alias` of `table`, optionally limited further (by whom). */
export function liveClaimSql(
  table: 'meters' | 'modems',
  alias: string,
  also: RawBuilder<SqlBool> = sql<SqlBool>`true`,
): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from review_claims c
    where ${claimColumn(table)} = ${sql.ref(`${alias}.id`)} and c.expires_at > now() and ${also})`;
}

/** The filter's condition on `alias`: none without a filter; `mine` without who asks is a bug of the caller. */
export function claimWithin(
  table: 'meters' | 'modems',
  alias: string,
  f: ClaimListFilter,
): RawBuilder<SqlBool>[] {
  if (!f.claim) return [];
  if (f.claim === 'unclaimed') return [sql<SqlBool>`not ${liveClaimSql(table, alias)}`];
  if (f.claim === 'claimed') return [liveClaimSql(table, alias)];
  if (f.claimer === undefined) throw new Error('The claim filter needs who asks');
  return [liveClaimSql(table, alias, sql<SqlBool>`c.user_id = ${f.claimer}`)];
}
