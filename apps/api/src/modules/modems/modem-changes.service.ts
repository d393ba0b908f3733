import type { Updateable } from 'kysely';
import {
  CONFLICT,
  MODEM_API_TEXTS,
  MODEM_LIFECYCLE,
  MODEM_MESSAGES,
  type CommissionChange,
  type Modem,
  type SaveModem,
  type UndoDecision,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import type { ModemsTable } from '../../db/schema.js';
import {
  createCommission,
  type CommissionKind,
  type PhotoStore,
  type SlottedUpload,
  install,
  installedBy,
} from '../lifecycle/index.js';
import { modemStore } from './modems.store.js';
import { isPgError, PG } from '../../db/pg-errors.js';
import { ACTIONS } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { createIdempotencyKeys, type KeyGuard } from '../../lib/idempotency.js';
import { scopeOf, type Actor } from '../access/index.js';
import { actingOfficer } from '../users/index.js';
import { toModem } from './modems.mapper.js';
import * as repo from './modems.repo.js';

/** What the installation core needs to decide on a modem (lifecycle/commission.ts). */
const MODEM_COMMISSION: CommissionKind<repo.ModemRow, Modem, Updateable<ModemsTable>> = {
  toDto: toModem,
  number: (m) => ({ key: 'modemSno', value: m.modemSno, division: m.division }),
  texts: { ...MODEM_LIFECYCLE, notFound: MODEM_API_TEXTS.notFound },
  actions: {
    Approved: ACTIONS.modemApproved,
    Rejected: ACTIONS.modemRejected,
    Pending: ACTIONS.modemReopened,
    undone: ACTIONS.modemDecisionUndone,
  },
  // A modem keeps the rejection's comment as its Rejection Reason (SPEC §3), while it is rejected.
  values: (decided, change) => ({
    ...decided,
    rejectionReason: decided.commissionStatus === 'Rejected' ? (change.comment ?? null) : null,
  }),
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
      const id = await install(db, actor, photos, uploads, {
        kind: 'modem',
        insert: (tx) => repo.insertModem(tx, installedBy(fields, officer)),
        insertPhoto: (tx, modemId, photo) => repo.insertPhoto(tx, { modemId, ...photo }),
        audit: {
          action: ACTIONS.modemInstalled,
          location: fields.division ?? officer.division,
          details: { modemSno: fields.modemSno, officerId: officer.id, photos: uploads.length },
        },
        ...(key && {
          key: {
            reserve: key.reserve,
            keep: async (tx, id) => key.keep(tx, { modem: await mustFind(actor, id, tx), created: true }),
          },
        }),
      });
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

  const commission = createCommission(modemStore(db), MODEM_COMMISSION);

  /** PUT /modem/{id}/commission-status: the meters' rule (DESIGN §5), through the same core. */
  async function changeStatus(actor: Actor, id: number, change: CommissionChange) {
    const { installation: modem, message } = await commission.changeStatus(actor, id, change);
    return { modem, message };
  }

  /** POST /modem/{id}/undo-decision: the meters' undo (lifecycle/commission.ts), through the same core. */
  async function undoDecision(actor: Actor, id: number, undo: UndoDecision) {
    const { installation: modem, message } = await commission.undo(actor, id, undo);
    return { modem, message };
  }

  /** The file of one photo of a modem the actor may see. */
  /** A photo's file and the modem's version it belongs to (read first, as for meters). */
  async function photoFile(actor: Actor, id: number, slot: number) {
    const { version } = await mustFind(actor, id);
    const photo = await repo.modemPhoto(db, id, slot);
    if (!photo) throw notFound(MODEM_API_TEXTS.photoNotFound);
    return { photo: await photos.read(photo.fileName), version };
  }

  return { save, changeStatus, undoDecision, photoFile, keys: createIdempotencyKeys(db) };
}

/** What an install answers: the modem, and whether this call registered it. */
export interface Saved {
  modem: Modem;
  created: boolean;
}
export type ModemChangesService = ReturnType<typeof createModemChangesService>;
