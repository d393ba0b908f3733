import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/** A service account as the list shows it: never its token's hash. */
export interface ServiceAccountRow {
  id: number;
  name: string;
  scopes: string[];
  tokenHint: string;
  createdAt: string;
  createdByName: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  revokedByName: string | null;
}

const COLUMNS = [
  'id',
  'name',
  'scopes',
  'tokenHint',
  'createdAt',
  'createdByName',
  'lastUsedAt',
  'revokedAt',
  'revokedByName',
] as const;

/** The active accounts first, then the revoked; newest first within each. */
export function listServiceAccounts(db: Db): Promise<ServiceAccountRow[]> {
  return db
    .selectFrom('serviceAccounts')
    .select(COLUMNS)
    .orderBy(sql`revoked_at is not null`)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function insertServiceAccount(
  db: Db,
  account: { name: string; scopes: string[]; tokenHash: string; tokenHint: string; createdBy: number },
): Promise<ServiceAccountRow> {
  return db
    .insertInto('serviceAccounts')
    .values({
      ...account,
      createdByName: sql<string>`(select nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), '')
                                     from users where id = ${account.createdBy})`,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Revokes a live account; undefined when there is none of that id live (missing, or revoked already). */
export function revokeServiceAccount(db: Db, id: number, by: number): Promise<ServiceAccountRow | undefined> {
  return db
    .updateTable('serviceAccounts')
    .set({
      revokedAt: sql<string>`now()`,
      revokedBy: by,
      revokedByName: sql<string>`(select nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), '')
                                     from users where id = ${by})`,
    })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export function serviceAccountExists(db: Db, id: number): Promise<boolean> {
  return db.selectFrom('serviceAccounts').select('id').where('id', '=', id).executeTakeFirst().then(Boolean);
}
