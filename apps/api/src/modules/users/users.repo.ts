import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { UserRow } from '../../db/schema.js';

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ passwordHash, updatedAt: sql`now()`, version: eb('version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

export async function markLoggedIn(db: Db, userId: number): Promise<string> {
  const row = await db
    .updateTable('users')
    .set({ lastLoginAt: sql`now()` })
    .where('id', '=', userId)
    .returning('lastLoginAt')
    .executeTakeFirstOrThrow();
  return row.lastLoginAt ?? new Date().toISOString();
}

export async function countUsersWithRole(db: Db, role: UserRow['role']): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('role', '=', role)
    .executeTakeFirstOrThrow();
  return row.n;
}
