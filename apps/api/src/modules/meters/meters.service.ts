import type {
  Bounds,
  ReworkQuery,
  CreateMeter,
  HistoryQuery,
  Meter,
  MeterQuery,
  TechSupportQuery,
  UpdateMeter,
} from '@smms/shared';
import {
  installationHistory,
  recordReviewStep,
  reviewRecordOf,
  evidenceChange,
  preparedPhoto,
  type PhotoStore,
  type SlottedUpload,
  install,
  installedBy,
  reworkDone,
} from '../lifecycle/index.js';
import {
  CONFLICT,
  csvFileName,
  evidenceLabel,
  METER_LIFECYCLE,
  METER_MESSAGES,
  photoField,
  REWORK_MESSAGES,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { ACTIONS, audit } from '../../lib/audit.js';
import { reviewDecisions } from '../../lib/event-counters.js';
import { scopeOf, type Actor } from '../access/index.js';
import { actingOfficer } from '../users/index.js';
import { withSlaCutoffs } from '../review-targets/index.js';
import {
  holdFlags,
  installationFlags,
  refreshDtrFlags,
  numberPartners,
  refreshIdentityFlags,
  rematchPartners,
  refreshPlace,
  refreshPhotoFlags,
} from '../flags/index.js';
import { exportPrefix, meterExport } from './meters.export.js';
import { meterMap } from './meters.map.js';
import { techSupportFilters, type MeterFilters, type MeterListQuery } from './meters.filters.js';
import { toMeter } from './meters.mapper.js';
import { meterFacets } from './meters.facets.js';
import { reworkPage } from './rework.js';
import { rowsAsJson } from '../../lib/serializer.js';
import * as repo from './meters.repo.js';
import type { MeterOrder } from './meters.repo.js';
import type { CsvExporter } from '../../lib/csv-export.js';
import { createIdempotencyKeys, type KeyGuard } from '../../lib/idempotency.js';

/** The fields an edit checks again: its number (identity checks), its place (the DTR and area checks, issue 42). */
const IDENTITY_FIELDS = ['meterSno'] as const;
const PLACE_FIELDS = ['latitude', 'longitude', 'dtrSno', 'circle', 'division'] as const;

export function createMetersService({
  db,
  photos,
  timeZone,
  csv,
}: {
  db: Db;
  photos: PhotoStore;
  /** Streams the exports: COPY on PostgreSQL, keyset batches on PGlite. */
  csv: CsvExporter;
  /** The utility's zone: the CSV's dates and file name are its wall-clock time. */
  timeZone: string;
}) {
  async function mustFind(actor: Actor, id: number, from: Db = db): Promise<Meter> {
    const row = await repo.findMeter(from, scopeOf(actor), id);
    if (!row) throw notFound(METER_MESSAGES.notFound);
    return toMeter(row);
  }

  const officerFor = (actor: Actor, officerId: number | undefined) =>
    actingOfficer(db, actor, officerId, METER_MESSAGES);

  /** A list's filters as the SQL takes them: with the zone, who asks (the claim filter) and the SLA cut-offs. */
  const asked = <F extends MeterFilters>(actor: Actor, filters: F) =>
    withSlaCutoffs(db, { ...filters, timeZone, claimer: actor.user.id }, timeZone);

  async function list(actor: Actor, query: MeterListQuery) {
    const filters = await asked(actor, query);
    const { rows, ...page } = await repo.listMeters(db, scopeOf(actor), filters);
    return { data: rowsAsJson(rows.map(toMeter)), ...page };
  }

  /** Tech Support Management (SPEC §2.8): the meter list, its stage fixed to the pending meters. */
  const listTechSupport = (actor: Actor, query: TechSupportQuery) => list(actor, techSupportFilters(query));

  /** The counts beside a list's review and recommendation options (meters.facets.ts), the list's filters held. */
  const facets = async (actor: Actor, filters: MeterFilters) =>
    meterFacets(db, scopeOf(actor), await asked(actor, filters));

  async function listForOfficer(actor: Actor, officerId: number, query: MeterQuery) {
    await officerFor(actor, officerId);
    return list(actor, { ...query, officerId });
  }

  /** Registers a meter; with an Idempotency-Key's guard, the key is claimed first and answered last. */
  async function create(
    actor: Actor,
    input: CreateMeter,
    uploads: SlottedUpload[],
    key?: KeyGuard<Meter>,
  ): Promise<Meter> {
    const officer = await officerFor(actor, input.fieldOfficerId);
    const { fieldOfficerId: _ignored, ...fields } = input;
    const id = await install(db, actor, photos, uploads, {
      kind: 'meter',
      insert: (tx) => repo.insertMeter(tx, installedBy(fields, officer)),
      insertPhoto: (tx, meterId, photo) => repo.upsertPhoto(tx, { meterId, ...photo }),
      audit: {
        action: ACTIONS.meterInstalled,
        location: fields.substationName ?? officer.division,
        details: { meterSno: fields.meterSno, officerId: officer.id },
      },
      ...(key && {
        key: { reserve: key.reserve, keep: async (tx, id) => key.keep(tx, await mustFind(actor, id, tx)) },
      }),
    });
    return mustFind(actor, id);
  }

  /**
   * An edit, with the version read. A change to a reviewed meter's evidence sends it back to review with an
   * 'evidence-changed' event (lifecycle/evidence.ts) in the same transaction; the answer says so.
   */
  async function update(
    actor: Actor,
    id: number,
    input: UpdateMeter,
  ): Promise<{ meter: Meter; message: string }> {
    const before = await mustFind(actor, id);
    const { version, installedOn, ...fields } = input;
    const changes = Object.fromEntries(
      Object.entries({ ...fields, installedOn }).filter(([, v]) => v !== undefined),
    );
    const changed = Object.keys(changes).filter(
      (k) => String(changes[k]) !== String(before[k as keyof Meter]),
    );
    const review = evidenceChange(before, changed, METER_LIFECYCLE, evidenceLabel);
    const checked = (fields: readonly string[]) => fields.some((field) => changed.includes(field));
    await db.transaction().execute(async (tx) => {
      if (checked([...IDENTITY_FIELDS, ...PLACE_FIELDS])) await holdFlags(tx);
      if (!(await repo.updateMeter(tx, id, version, { ...changes, ...review?.values })))
        throw conflict(CONFLICT.staleVersion);
      if (review) await recordReviewStep(tx, actor, { installation: 'meter', id }, review.step);
      if (checked(IDENTITY_FIELDS)) await refreshIdentityFlags(tx, 'meter', id);
      if (checked(PLACE_FIELDS)) await refreshPlace(tx, 'meter', id, before.dtrSno);
      await audit(tx, actor, ACTIONS.meterUpdated, {
        on: { type: 'meter', id },
        location: before.substationName,
        details: { meterSno: before.meterSno, changed, ...(review ? { backToReview: review.from } : {}) },
      });
    });
    const message = !review
      ? METER_MESSAGES.updated
      : review.leftToPeople
        ? METER_LIFECYCLE.leftToPeople
        : METER_LIFECYCLE.evidenceChanged(review.from);
    return { meter: await mustFind(actor, id), message };
  }

  /**
   * A photo put or removed is a new version of the meter, so a decision made on the photos seen before is stale
   * (409); on a reviewed meter it is changed evidence too, and the review record says so. Its photo matches are
   * found again (flags module).
   */
  async function photoChanged(tx: Db, actor: Actor, id: number, slot: number): Promise<boolean> {
    const current = await mustFind(actor, id, tx);
    const review = evidenceChange(current, [photoField(slot)], METER_LIFECYCLE, evidenceLabel);
    // The last photo a rejection named, replaced, sends the meter back to review (photo-faults.ts).
    const rework = await reworkDone(tx, actor, 'meter', current);
    const values = { ...review?.values, ...(rework ? { ...rework.values, autoCommissioned: false } : {}) };
    if (!(await repo.updateMeter(tx, id, current.version, values))) throw conflict(CONFLICT.staleVersion);
    if (review) await recordReviewStep(tx, actor, { installation: 'meter', id }, review.step);
    if (rework) {
      await recordReviewStep(tx, actor, { installation: 'meter', id }, rework.step);
      await audit(tx, actor, ACTIONS.meterReopened, {
        on: { type: 'meter', id },
        location: current.division,
        details: {
          meterSno: current.meterSno,
          from: 'Rejected',
          to: 'Pending',
          comment: rework.step.comment,
        },
      });
    }
    await refreshPhotoFlags(tx, 'meter', id);
    return rework !== null;
  }

  async function remove(actor: Actor, id: number): Promise<void> {
    const meter = await mustFind(actor, id);
    await db.transaction().execute(async (tx) => {
      // Its flags go with it (a trigger), after any check that read it has written its own.
      await holdFlags(tx);
      const partners = await numberPartners(tx, 'meter', id);
      await repo.deleteMeter(tx, id);
      // The others on its DTR have a new middle without it; those flagged only with it for its number, none.
      await refreshDtrFlags(tx, [meter.dtrSno]);
      await rematchPartners(tx, 'meter', partners);
      await audit(tx, actor, ACTIONS.meterDeleted, {
        on: { type: 'meter', id },
        location: meter.substationName,
        details: { meterSno: meter.meterSno, officerId: meter.fieldOfficerId },
      });
    });
    await photos.removeMeter(id);
  }

  /**
   * Puts one photo in a slot. The file is written first, under a name of its own; then, with the meter's
   * row held, the slot's row is swapped and audited, and the file it named before is removed once that has
   * committed. Uploads to one meter queue on its row, so however many race, the slot keeps the last one's
   * file and each earlier file is removed by the upload that replaced it; an upload that fails removes its
   * own file.
   */
  async function savePhoto(
    actor: Actor,
    id: number,
    slot: number,
    upload: Buffer,
  ): Promise<{ meter: Meter; message: string }> {
    await mustFind(actor, id);
    const { jpeg, sha256, dhash } = await preparedPhoto(upload);
    const fileName = await photos.write(id, slot, jpeg);
    let replaced: string | undefined;
    let reopened = false;
    try {
      replaced = await db.transaction().execute(async (tx) => {
        await holdFlags(tx);
        if (!(await repo.lockMeter(tx, id))) throw notFound(METER_MESSAGES.notFound);
        const previous = (await repo.meterPhotos(tx, id)).find((p) => p.slot === slot);
        const photo = {
          meterId: id,
          slot,
          fileName,
          contentType: 'image/jpeg',
          sizeBytes: jpeg.length,
          sha256,
          dhash,
        };
        await repo.upsertPhoto(tx, photo);
        reopened = await photoChanged(tx, actor, id, slot);
        await audit(tx, actor, ACTIONS.meterUpdated, { on: { type: 'meter', id }, details: { photo: slot } });
        return previous?.fileName;
      });
    } catch (error) {
      await photos.remove(fileName);
      throw error;
    }
    if (replaced) await photos.remove(replaced);
    if (reopened) reviewDecisions.inc({ installation: 'meter', to: 'Pending', by: 'person' });
    const message = reopened ? REWORK_MESSAGES.backInReview : METER_MESSAGES.photoSaved;
    return { meter: await mustFind(actor, id), message };
  }

  /**
   * A photo's file and the meter's version it belongs to. The version is read first: a photo replaced in
   * between is then a newer photo under an older version's URL, never an older photo under the new one's.
   */
  async function photoFile(actor: Actor, id: number, slot: number) {
    const { version } = await mustFind(actor, id);
    const photo = (await repo.meterPhotos(db, id)).find((p) => p.slot === slot);
    if (!photo) throw notFound(METER_MESSAGES.photoNotFound);
    return { photo: await photos.read(photo.fileName), version };
  }

  /**
   * Removes one photo: with the meter's row held (as savePhoto holds it, and as the triggers that keep its
   * photo mask take it: migration 0012), the slot's row goes and the removal is audited; its file is removed
   * once that has committed.
   */
  async function deletePhoto(actor: Actor, id: number, slot: number): Promise<void> {
    await mustFind(actor, id);
    const removed = await db.transaction().execute(async (tx) => {
      await holdFlags(tx);
      if (!(await repo.lockMeter(tx, id))) throw notFound(METER_MESSAGES.notFound);
      const row = await repo.deletePhoto(tx, id, slot);
      if (!row) throw notFound(METER_MESSAGES.photoNotFound);
      await photoChanged(tx, actor, id, slot);
      await audit(tx, actor, ACTIONS.meterUpdated, {
        on: { type: 'meter', id },
        details: { photoRemoved: slot },
      });
      return row;
    });
    await photos.remove(removed.fileName);
  }

  /** Checks an export may run before any byte is sent: an officer's list needs that officer in scope. */
  async function checkExport(actor: Actor, filters: MeterFilters): Promise<void> {
    if (filters.officerId && actor.user.role !== 'FIELD_OFFICER') await officerFor(actor, filters.officerId);
  }

  /** All rows matching the filters, as CSV, in the list's order. */
  const exportCsv = async (actor: Actor, filters: MeterFilters, order: MeterOrder) =>
    csv.stream(await meterExport(db, scopeOf(actor), await asked(actor, filters), order, timeZone));

  /** The list's meters on the map (issue 42), as the list filters them. */
  async function map(actor: Actor, filters: MeterFilters & { bbox?: Bounds; zoom: number }) {
    await checkExport(actor, filters);
    const { bbox, zoom } = filters;
    return meterMap(db, scopeOf(actor), await asked(actor, filters), { bbox, zoom });
  }

  const exportFileName = (actor: Actor, filters: MeterFilters) =>
    csvFileName(exportPrefix(actor.user.role, filters), timeZone);

  const divisions = (actor: Actor) => repo.meterDivisions(db, scopeOf(actor));

  /** The review record of a meter the actor may see. */
  const reviewRecord = async (actor: Actor, id: number) => {
    await mustFind(actor, id);
    return reviewRecordOf(db, 'meter', id);
  };

  /** What the checks found on a meter the actor may see (issue 42). */
  const flags = async (actor: Actor, id: number) => {
    await mustFind(actor, id);
    return installationFlags(db, actor, 'meter', id);
  };

  /** The History of a meter the actor may see: its record's steps and its other changes, newest first. */
  const history = async (actor: Actor, id: number, query: HistoryQuery) => {
    await mustFind(actor, id);
    return installationHistory(db, 'meter', id, query);
  };

  /** The rework list of the meters in the actor's scope (rework.ts). */
  const rework = (actor: Actor, query: ReworkQuery) => reworkPage(db, actor, query);

  return {
    list,
    listTechSupport,
    rework,
    facets,
    listForOfficer,
    get: mustFind,
    reviewRecord,
    flags,
    history,
    create,
    update,
    remove,
    savePhoto,
    photoFile,
    deletePhoto,
    checkExport,
    exportCsv,
    exportFileName,
    map,
    divisions,
    keys: createIdempotencyKeys(db),
  };
}

export type MetersService = ReturnType<typeof createMetersService>;
