import { sql } from 'kysely';
import type { InstallationKind } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { readSetting, writeSetting } from '../settings/index.js';
import { holdFlags } from './flags.repo.js';
import { refreshPhotoFlags } from './flags.service.js';
import { PHOTO_TABLES } from './photo-matches.sql.js';

/**
 * The photo distance changed (issue 42): the photo-match flags follow it. A lower distance keeps only the pairs it
 * still allows, at once and exactly: each photo's stored matches are its nearest, so the nearest within less are
 * among them. A higher one can find pairs no check looked for: every installation with photos is checked again,
 * in the background, from a cursor kept in the settings so a restart (or another instance) goes on where it was.
 */

/** Installations checked again per transaction: each holds the flags lock, which installs wait for. */
const BATCH = 20;
const KINDS: readonly InstallationKind[] = ['meter', 'modem'];

/**
 * Removes every photo pair farther apart than `distance` (the same file always matches), and every photo-match
 * flag left with none; answers how many matches (pairs of installations) were removed. In the caller's
 * transaction, which holds the flags lock.
 */
export async function prunePhotoMatches(tx: Db, distance: number): Promise<number> {
  const farther = sql`not (p.value->>'sameFile')::boolean and (p.value->>'distance')::int > ${distance}`;
  await sql`
    update installation_flags f
       set detail = jsonb_set(f.detail, '{pairs}', coalesce(
             (select jsonb_agg(p.value order by p.ordinality)
                from jsonb_array_elements(f.detail->'pairs') with ordinality p
               where not (${farther})), '[]'::jsonb))
     where f.code = 'photo-match'
       and exists (select 1 from jsonb_array_elements(f.detail->'pairs') p where ${farther})`.execute(tx);
  const { rows } = await sql<{ removed: number }>`
    with removed as (
      delete from installation_flags
       where code = 'photo-match' and jsonb_array_length(detail->'pairs') = 0
      returning 1)
    select count(*)::int as removed from removed`.execute(tx);
  // Each match is kept on both installations.
  return Math.round((rows[0]?.removed ?? 0) / 2);
}

/** Starts the re-check from the first installation, counting what it will check (replacing one under way). */
export async function startPhotoRecheck(tx: Db, by: number): Promise<void> {
  const counts = KINDS.map(
    (kind) =>
      sql`(select count(distinct ${sql.ref(PHOTO_TABLES[kind].key)}) from ${sql.table(PHOTO_TABLES[kind].table)}
            where dhash is not null)`,
  );
  const { rows } = await sql<{ total: number }>`select (${sql.join(counts, sql` + `)})::int as total`.execute(
    tx,
  );
  await writeSetting(
    tx,
    'photoRecheck',
    {
      kind: KINDS[0]!,
      after: 0,
      checked: 0,
      total: rows[0]?.total ?? 0,
      startedAt: new Date().toISOString(),
      finishedAt: null,
    },
    by,
  );
}

/**
 * Checks the next batch of installations again and moves the cursor on, in one transaction: a stop between
 * batches loses nothing. Answers whether more is left.
 */
async function recheckBatch(db: Db): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await holdFlags(tx);
    const state = await readSetting(tx, 'photoRecheck');
    if (!state || state.finishedAt) return false;
    const { table, key } = PHOTO_TABLES[state.kind];
    const { rows } = await sql<{ id: number }>`
      select distinct ${sql.ref(key)} as id from ${sql.table(table)}
       where dhash is not null and ${sql.ref(key)} > ${state.after}
       order by 1 limit ${BATCH}`.execute(tx);
    for (const { id } of rows) await refreshPhotoFlags(tx, state.kind, id);
    const checked = Math.min(state.checked + rows.length, state.total);
    const next = KINDS[KINDS.indexOf(state.kind) + 1];
    const moved =
      rows.length === BATCH
        ? { ...state, after: rows.at(-1)!.id, checked }
        : next
          ? { ...state, kind: next, after: 0, checked }
          : { ...state, checked: state.total, finishedAt: new Date().toISOString() };
    await writeSetting(tx, 'photoRecheck', moved, null);
    return moved.finishedAt === null;
  });
}

/** Runs the re-check under way, if any, to its end or to `signal`. */
export async function recheckStoredPhotos(db: Db, signal: AbortSignal): Promise<void> {
  while (!signal.aborted && (await recheckBatch(db)));
}
