import { isDeepStrictEqual } from 'node:util';
import {
  CONFLICT,
  FLAG_CHECK_MESSAGES as M,
  INSTALLATION_KINDS,
  type ChangeFlagChecks,
  type FlagChecksSetting,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { ACTIONS, audit } from '../../lib/audit.js';
import type { Background } from '../../lib/background.js';
import { conflict } from '../../lib/http-error.js';
import type { Actor } from '../access/index.js';
import { readSetting, readStoredSetting, writeSettingAt } from '../settings/index.js';
import { refreshDtrFlags } from './dtr-distance.sql.js';
import { holdFlags } from './flags.repo.js';
import { refreshReworkFlags } from './rework.sql.js';
import { prunePhotoMatches, recheckStoredPhotos, startPhotoRecheck } from './photo-recheck.js';

export interface FlagChecksDeps {
  db: Db;
  background: Background;
}

/**
 * The checks' setting (issue 42), which the super admin changes version-checked and audited. Lowering the photo
 * distance removes the matches it no longer allows in the same transaction; raising it checks the stored photos
 * again in the background (photo-recheck.ts), which `resume` also picks up at a start. A new DTR distance or
 * rework limit finds those flags again everywhere, in the same transaction.
 */
export function createFlagChecksService({ db, background }: FlagChecksDeps) {
  // A re-check asked for while one runs here is run again after it: the loop reads the cursor afresh.
  let wanted = false;
  let running = false;
  function resume() {
    wanted = true;
    if (running) return;
    running = true;
    background.run('stored photos checked again', async (signal) => {
      try {
        while (wanted && !signal.aborted) {
          wanted = false;
          await recheckStoredPhotos(db, signal);
        }
      } finally {
        running = false;
      }
    });
  }

  async function read(): Promise<FlagChecksSetting> {
    const [setting, recheck] = await Promise.all([
      readStoredSetting(db, 'flagChecks'),
      readSetting(db, 'photoRecheck'),
    ]);
    return {
      ...setting.value,
      version: setting.version,
      updatedAt: setting.updatedAt,
      updatedBy: setting.updatedByName,
      recheck: recheck && {
        checked: recheck.checked,
        total: recheck.total,
        startedAt: recheck.startedAt,
        finishedAt: recheck.finishedAt,
      },
    };
  }

  /**
   * The super admin replaces the setting with the version read: 409 when another change came first. A change
   * that changes nothing is answered as it is (no new version, no audit entry).
   */
  async function change(actor: Actor, input: ChangeFlagChecks) {
    const { version, ...next } = input;
    const outcome = await db.transaction().execute(async (tx) => {
      // First: the flags it prunes or re-checks are found under this lock (flags.repo.ts holdFlags).
      await holdFlags(tx);
      const current = await readStoredSetting(tx, 'flagChecks');
      if (current.version !== version) throw conflict(CONFLICT.staleVersion);
      if (isDeepStrictEqual(next, current.value) && version > 0) return undefined;
      const written = await writeSettingAt(tx, 'flagChecks', next, actor.user.id, version);
      if (written === null) throw conflict(CONFLICT.staleVersion);
      const before = current.value.photoDistance;
      const removed = next.photoDistance < before ? await prunePhotoMatches(tx, next.photoDistance) : 0;
      const recheck = next.photoDistance > before;
      if (recheck) await startPhotoRecheck(tx, actor.user.id);
      // The DTR and rework checks are a statement each over every installation: found again here.
      if (next.dtrDistanceMeters !== current.value.dtrDistanceMeters) await refreshDtrFlags(tx, 'all');
      if (next.reworkLimit !== current.value.reworkLimit)
        for (const kind of INSTALLATION_KINDS) await refreshReworkFlags(tx, kind, 'all');
      await audit(tx, actor, ACTIONS.settingChanged, {
        details: {
          setting: 'flagChecks',
          before: current.value,
          after: next,
          version: written,
          ...(next.photoDistance < before ? { photoMatchesRemoved: removed } : {}),
          ...(recheck ? { storedPhotosCheckedAgain: true } : {}),
        },
      });
      return { removed, recheck, lowered: next.photoDistance < before };
    });
    if (outcome?.recheck) resume();
    const message = !outcome
      ? undefined
      : outcome.recheck
        ? M.rechecking
        : outcome.lowered && outcome.removed > 0
          ? M.pruned(outcome.removed)
          : M.saved;
    return { data: await read(), message };
  }

  return { read, change, resume };
}
export type FlagChecksService = ReturnType<typeof createFlagChecksService>;
