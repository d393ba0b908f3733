import {
  AREA_MESSAGES as M,
  AREAS_SCREEN,
  areaPathProblem,
  hasOutlineLevel,
  INSTALLATION_KINDS,
  OUTLINE_MESSAGES,
  parentKindOf,
  type AreaPath,
  type Corner,
  type CreateArea,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { isPgError, PG } from '../../db/pg-errors.js';
import { ACTIONS, audit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import type { Actor } from '../access/index.js';
import { holdFlags, refreshAreaFlags } from '../flags/index.js';
import * as repo from './areas.repo.js';
import type { AreaRow } from './areas.repo.js';

const toArea = (row: AreaRow) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() });

/** A name taken at its place in the tree is a 409 with the name, not a 500. */
async function unique<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isPgError(error) && error.code === PG.uniqueViolation) throw conflict(M.duplicate(name));
    throw error;
  }
}

/**
 * A change of what the area check reads (issue 42: an outline, or the name of an outlined area or of a circle
 * holding one, as installations name their circle and division) checks every installation again, in its
 * transaction: `write` runs between the flags' lock, taken first, and the check. Without an outline involved, it
 * is just `write`.
 */
async function withOutlineCheck<T>(tx: Db, outlined: boolean, write: () => Promise<T>): Promise<T> {
  if (outlined) await holdFlags(tx);
  const written = await write();
  if (outlined) for (const kind of INSTALLATION_KINDS) await refreshAreaFlags(tx, kind, 'all');
  return written;
}

const isOutlined = (areas: readonly AreaRow[]) => areas.some((area) => area.outlinePoints !== null);

/**
 * The area hierarchy: everyone signed in to the console reads it, the super admin shapes it (routes).
 * A rename carries its people along; an area that holds others or people cannot be removed. A circle's or
 * division's outline checks the installations in it (issue 42).
 */
export function createAreasService({ db }: { db: Db }) {
  const list = async () => (await repo.listAreas(db)).map(toArea);

  async function existing(id: number) {
    const area = await repo.findArea(db, id);
    if (!area) throw notFound(M.notFound);
    return area;
  }

  async function create(actor: Actor, input: CreateArea) {
    const parentKind = parentKindOf(input.kind);
    const parentId = input.parentId ?? null;
    if (parentKind === null && parentId !== null)
      throw badRequest(M.circleHasNoParent, { parentId: M.circleHasNoParent });
    if (parentKind !== null) {
      const parent = parentId === null ? undefined : await repo.findArea(db, parentId);
      if (!parent || parent.kind !== parentKind) {
        const message = M.wrongParent(
          AREAS_SCREEN.kindLabels[input.kind].toLowerCase(),
          AREAS_SCREEN.kindLabels[parentKind].toLowerCase(),
        );
        throw badRequest(message, { parentId: message });
      }
    }
    const row = await db.transaction().execute(async (tx) => {
      const inserted = await unique(input.name, () =>
        repo.insertArea(tx, { kind: input.kind, name: input.name, parentId }),
      );
      await audit(tx, actor, ACTIONS.areaCreated, {
        on: { type: 'area', id: inserted.id },
        location: inserted.name,
        details: { kind: inserted.kind, name: inserted.name, parentId },
      });
      return inserted;
    });
    return toArea(row);
  }

  async function rename(actor: Actor, id: number, name: string) {
    const area = await existing(id);
    if (area.name === name) return toArea(area);
    const path = await repo.pathOf(db, area);
    // A circle's divisions are found by its name too.
    const below = area.kind === 'circle' ? (await repo.listAreas(db)).filter((a) => a.parentId === id) : [];
    const row = await db.transaction().execute(async (tx) => {
      const renamed = await withOutlineCheck(tx, isOutlined([area, ...below]), () =>
        unique(name, () => repo.renameArea(tx, id, name)),
      );
      if (!renamed) throw notFound(M.notFound);
      const people = await repo.renameOnUsers(tx, path, name);
      await audit(tx, actor, ACTIONS.areaRenamed, {
        on: { type: 'area', id },
        location: name,
        details: { kind: area.kind, from: area.name, to: name, people },
      });
      return renamed;
    });
    return toArea(row);
  }

  async function remove(actor: Actor, id: number) {
    const area = await existing(id);
    const children = await repo.countChildren(db, id);
    if (children > 0) throw conflict(M.hasChildren(area.name, children));
    const people = await repo.countUsersOn(db, await repo.pathOf(db, area));
    if (people > 0) throw conflict(M.inUse(area.name, people));
    await db.transaction().execute(async (tx) => {
      await withOutlineCheck(tx, isOutlined([area]), () => repo.deleteArea(tx, id));
      await audit(tx, actor, ACTIONS.areaDeleted, {
        on: { type: 'area', id },
        location: area.name,
        details: { kind: area.kind, name: area.name },
      });
    });
    return toArea(area);
  }

  /**
   * Draws a circle's or division's outline (or removes it: null), audited, and checks every installation against
   * the outlines again in the same transaction.
   */
  async function changeOutline(actor: Actor, id: number, corners: readonly Corner[] | null) {
    const area = await existing(id);
    if (!hasOutlineLevel(area.kind)) throw badRequest(OUTLINE_MESSAGES.wrongLevel);
    if (corners === null && area.outlinePoints === null) throw notFound(OUTLINE_MESSAGES.none(area.name));
    const row = await db.transaction().execute(async (tx) => {
      const changed = await withOutlineCheck(tx, true, () => repo.setOutline(tx, id, corners));
      if (!changed) throw notFound(M.notFound);
      await audit(tx, actor, corners ? ACTIONS.areaOutlineSet : ACTIONS.areaOutlineRemoved, {
        on: { type: 'area', id },
        location: area.name,
        details: {
          kind: area.kind,
          name: area.name,
          corners: corners?.length ?? 0,
          before: area.outlinePoints,
        },
      });
      return changed;
    });
    return toArea(row);
  }

  const outlines = async () => ({
    type: 'FeatureCollection' as const,
    features: await repo.outlineFeatures(db),
  });

  /**
   * Refuses (400, with the field) a person's areas that are not a path of the tree. Only the fields a
   * request sends are checked, against what the person keeps of the others: an update that sends none
   * is not checked at all, so a stored value the list no longer holds survives edits of other fields.
   */
  async function assertPath(sent: AreaPath, kept: AreaPath = {}) {
    const fields = Object.entries(sent).filter(([, v]) => v !== undefined);
    if (fields.length === 0) return;
    const problem = areaPathProblem(await repo.listAreas(db), { ...kept, ...Object.fromEntries(fields) });
    if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
  }

  return { list, create, rename, remove, changeOutline, outlines, assertPath };
}

export type AreasService = ReturnType<typeof createAreasService>;
