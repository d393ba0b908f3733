import { isDeepStrictEqual } from 'node:util';
import {
  CONFLICT,
  REVIEW_TARGET_MESSAGES as M,
  slaCutoffs,
  type ChangeReviewTargets,
  type ReviewTargets,
  type ReviewTargetsSetting,
  type SlaCutoffs,
  type SlaState,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { ACTIONS, audit } from '../../lib/audit.js';
import { conflict } from '../../lib/http-error.js';
import type { Actor } from '../access/index.js';
import { readSetting, readStoredSetting, writeSettingAt } from '../settings/index.js';

/** The review targets as stored, with their version and who set them last. */
export async function readReviewTargets(db: Db): Promise<ReviewTargetsSetting> {
  const setting = await readStoredSetting(db, 'reviewTargets');
  return {
    ...setting.value,
    version: setting.version,
    updatedAt: setting.updatedAt,
    updatedBy: setting.updatedByName,
  };
}

/** The cut-offs of the targets in force now, in the utility's zone: what a list's SLA filter compares with. */
export async function currentCutoffs(db: Db, timeZone: string, now = new Date()): Promise<SlaCutoffs> {
  return slaCutoffs(await readSetting(db, 'reviewTargets'), now, timeZone);
}

/** A list's filters with the cut-offs its SLA filter needs (none asked: as they are, with no read). */
export async function withSlaCutoffs<F extends { sla?: SlaState }>(
  db: Db,
  filters: F,
  timeZone: string,
): Promise<F & { slaCutoffs?: SlaCutoffs }> {
  return filters.sla ? { ...filters, slaCutoffs: await currentCutoffs(db, timeZone) } : filters;
}

/**
 * The super admin replaces the targets with the version read: 409 when another change came first. A change that
 * changes nothing is answered as it is (no new version, no audit entry); any other is audited from → to.
 */
export async function changeReviewTargets(db: Db, actor: Actor, input: ChangeReviewTargets) {
  const { version, ...next } = input;
  const targets: ReviewTargets = { ...next, workingDays: [...next.workingDays].sort((a, b) => a - b) };
  let changed = false;
  await db.transaction().execute(async (tx) => {
    const current = await readStoredSetting(tx, 'reviewTargets');
    if (current.version !== version) throw conflict(CONFLICT.staleVersion);
    if (isDeepStrictEqual(targets, current.value) && version > 0) return;
    const written = await writeSettingAt(tx, 'reviewTargets', targets, actor.user.id, version);
    if (written === null) throw conflict(CONFLICT.staleVersion);
    changed = true;
    await audit(tx, actor, ACTIONS.settingChanged, {
      details: { setting: 'reviewTargets', before: current.value, after: targets, version: written },
    });
  });
  return { data: await readReviewTargets(db), message: changed ? M.saved : undefined };
}
