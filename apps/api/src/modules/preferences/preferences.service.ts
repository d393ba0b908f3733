import {
  AUTH,
  PREFERENCE_MESSAGES as M,
  PREFERENCE_NAME_PATTERN,
  PREFERENCES_MAX,
  type Preferences,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { badRequest, conflict, unauthorized } from '../../lib/http-error.js';
import * as defaultRepo from './preferences.repo.js';

type Repo = typeof defaultRepo;

/**
 * The signed-in person's own console preferences: there is no other person's to reach, so there is no scope
 * to check beyond the session. Writes are not audited: a column shown or a page size is the person's view of
 * the console, changes nothing anyone else sees, and would bury the log's real entries (one per click).
 */
export function createPreferencesService({ db, repo = defaultRepo }: { db: Db; repo?: Repo }) {
  async function list(userId: number): Promise<Preferences> {
    const rows = await repo.listPreferences(db, userId);
    return Object.fromEntries(rows.map((row) => [row.name, row.value]));
  }

  /** Sets one preference: a bad name is a 400, a new one past the cap a 409; either changes nothing. */
  async function set(userId: number, name: string, value: string): Promise<void> {
    if (!PREFERENCE_NAME_PATTERN.test(name)) throw badRequest(M.invalidName, { name: M.invalidName });
    await db.transaction().execute(async (tx) => {
      if (!(await repo.lockOwner(tx, userId))) throw unauthorized(AUTH.sessionExpired);
      if ((await repo.countOthers(tx, userId, name)) >= PREFERENCES_MAX) throw conflict(M.tooMany);
      await repo.upsertPreference(tx, userId, name, value);
    });
  }

  /** Back to the console's defaults: every preference of the person forgotten. */
  const reset = (userId: number): Promise<number> => repo.deletePreferences(db, userId);

  return { list, set, reset };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
