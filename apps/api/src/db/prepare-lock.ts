import { sql } from 'kysely';
import type { Db } from './connection.js';

/** One key for every SMMS process changing the schema: a fixed number, the same in every release. */
const PREPARE_LOCK = 7_301_626_019;

/**
 * Runs `work` on one connection holding an advisory lock, so that instances started at once on an empty
 * database, and an operator's `migrate` command, take their turns (issue 39: two starts both bootstrapped and
 * one exited). `work` must use the connection it is given.
 */
export async function withPrepareLock<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${PREPARE_LOCK})`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`select pg_advisory_unlock(${PREPARE_LOCK})`.execute(conn);
    }
  });
}
