import {
  CONFLICT,
  MODEM_API_TEXTS,
  MODEM_LIFECYCLE,
  MODEM_MESSAGES,
  type CommissionChange,
  type CommissionStatus,
  type Modem,
  type SaveModem,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { isPgError, PG } from '../../db/pg-errors.js';
import { ACTIONS, audit, type Action } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { createIdempotencyKeys, type KeyGuard } from '../../lib/idempotency.js';
import { scopeOf, type Actor } from '../access/access.js';
import { actingOfficer } from '../access/acting-officer.js';
import { assertRejectionComplete, decideCommission } from '../lifecycle/commission-decision.js';
import { INSTALLED_STEP, recordReviewStep } from '../lifecycle/review-record.js';
import type { PhotoStore, SlottedUpload } from '../meters/photo-storage.js';
import { installedBy, installWithPhotos } from '../lifecycle/install.js';
import { toModem } from './modems.mapper.js';
import * as repo from './modems.repo.js';

const ACTION: Record<CommissionStatus, Action> = {
  Approved: ACTIONS.modemApproved,
  Rejected: ACTIONS.modemRejected,
  Pending: ACTIONS.modemReopened,
};
const MESSAGE: Record<CommissionStatus, string> = {
  Approved: MODEM_LIFECYCLE.approved,
  Rejected: MODEM_LIFECYCLE.rejected,
  Pending: MODEM_LIFECYCLE.reopened,
};

/** The field app's install call and the review's decisions: the changes a modem goes through. */
export function createModemChangesService({ db, photos }: { db: Db; photos: PhotoStore }) {
  async function mustFind(actor: Actor, id: number, from: Db = db): Promise<Modem> {
    const row = await repo.findModem(from, scopeOf(actor), id);
    if (!row) throw notFound(MODEM_API_TEXTS.notFound);
    return toModem(row);
  }

  const officerFor = (actor: Actor, officerId: number | undefined) =>
    actingOfficer(db, actor, officerId, {
      officerRequired: MODEM_API_TEXTS.officerRequired,
      officerNotFound: MODEM_MESSAGES.officerNotFound,
    });

  /** The modem already registered under this number: the caller's to see again (200), or another's (409). */
  async function existing(actor: Actor, modemSno: string): Promise<Modem | null> {
    const row = await repo.findModemBySno(db, modemSno);
    if (!row) return null;
    const mine = await repo.findModem(db, scopeOf(actor), row.id);
    if (!mine) throw conflict(CONFLICT.modemSno);
    return toModem(mine);
  }

  /**
   * POST /modem/save-meter-data: registers a modem with its photos. Idempotent by modem number: the same
   * number again changes nothing and answers the modem as stored (`created: false`). With an
   * Idempotency-Key's guard, the key is claimed first in the install's transaction and answered last.
   */
  async function save(actor: Actor, input: SaveModem, uploads: SlottedUpload[], key?: KeyGuard<Saved>) {
    const before = await existing(actor, input.modemSno);
    if (before) return { modem: before, created: false };
    const officer = await officerFor(actor, input.fieldOfficerId);
    const { fieldOfficerId: _ignored, ...fields } = input;
    try {
      const id = await installWithPhotos(photos, uploads, (store) =>
        db.transaction().execute(async (tx) => {
          await key?.reserve(tx);
          const modemId = await repo.insertModem(tx, installedBy(fields, officer));
          await store(modemId, (photo) => repo.insertPhoto(tx, { modemId, ...photo }));
          await recordReviewStep(tx, actor, { installation: 'modem', id: modemId }, INSTALLED_STEP);
          await audit(tx, actor, ACTIONS.modemInstalled, {
            on: { type: 'modem', id: modemId },
            location: fields.division ?? officer.division,
            details: { modemSno: fields.modemSno, officerId: officer.id, photos: uploads.length },
          });
          await key?.keep(tx, { modem: await mustFind(actor, modemId, tx), created: true });
          return modemId;
        }),
      );
      return { modem: await mustFind(actor, id), created: true };
    } catch (error) {
      // Two installs of one modem at once: the second finds the first's row (its photos already removed).
      if (isPgError(error) && error.code === PG.uniqueViolation) {
        const raced = await existing(actor, input.modemSno);
        if (raced) return { modem: raced, created: false };
      }
      throw error;
    }
  }

  /** PUT /modem/{id}/commission-status: the meters' rule (DESIGN §5), on the modem's row. */
  async function changeStatus(actor: Actor, id: number, change: CommissionChange) {
    if (change.commissionStatus === 'Rejected') assertRejectionComplete(change, 'comment', MODEM_LIFECYCLE);
    const modem = await mustFind(actor, id);
    const decision = decideCommission(actor, modem, change, MODEM_LIFECYCLE);
    if (decision.refused) throw decision.error;
    const { from, to, category } = decision;
    await db.transaction().execute(async (tx) => {
      const values = {
        ...decision.values,
        rejectionReason: to === 'Rejected' ? (change.comment ?? null) : null,
      };
      if (!(await repo.updateModem(tx, id, change.version, values))) throw conflict(CONFLICT.staleVersion);
      await recordReviewStep(tx, actor, { installation: 'modem', id }, decision.step);
      await audit(tx, actor, ACTION[to], {
        on: { type: 'modem', id },
        location: modem.division,
        details: { modemSno: modem.modemSno, from, to, comment: change.comment ?? null, category },
      });
    });
    return { modem: await mustFind(actor, id), message: MESSAGE[to] };
  }

  /** The file of one photo of a modem the actor may see. */
  async function photoFile(actor: Actor, id: number, slot: number): Promise<string> {
    await mustFind(actor, id);
    const photo = await repo.modemPhoto(db, id, slot);
    if (!photo) throw notFound(MODEM_API_TEXTS.photoNotFound);
    return photos.resolve(photo.fileName);
  }

  return { save, changeStatus, photoFile, keys: createIdempotencyKeys(db) };
}

/** What an install answers: the modem, and whether this call registered it. */
export interface Saved {
  modem: Modem;
  created: boolean;
}
export type ModemChangesService = ReturnType<typeof createModemChangesService>;
