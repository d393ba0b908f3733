import {
  CONFLICT,
  csvFileName,
  grantAccess,
  UNASSIGNED_DIVISION,
  USERS,
  type CreateAdmin,
  type CreateFieldOfficer,
  type Role,
  type UpdateUser,
  type UserQuery,
  type View,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { isPgError, PG } from '../../db/pg-errors.js';
import type { UserRow } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import type { Actor } from '../../plugins/auth.js';
import { ACTIONS } from '../activity/actions.js';
import { recordActivity } from '../activity/activity.repo.js';
import { checkPasswordPolicy, hashPassword } from '../auth/password.js';
import { revokeUserSessions } from '../auth/sessions.repo.js';
import { toUser } from './users.mapper.js';
import * as repo from './users.repo.js';
import type { UserFilters } from './users.filters.js';
import { adminCsv, officerCsv } from './users.export.js';

export const OFFICER_ROLES = ['FIELD_OFFICER'] as const satisfies readonly Role[];
const EXPORT_BATCH = 1000;

export function createUsersService({ db }: { db: Db }) {
  /** The people an actor may manage: an AE_ADMIN its own officers; the super admin everyone. Others: 404. */
  async function manageable(actor: Actor, id: number): Promise<UserRow> {
    const user = await repo.findUserById(db, id);
    const allowed =
      user &&
      (actor.user.role === 'BI_SUPER_ADMIN' ||
        (actor.user.role === 'AE_ADMIN' &&
          user.role === 'FIELD_OFFICER' &&
          user.createdBy === actor.user.id));
    if (!user || !allowed) throw notFound(USERS.userNotFound);
    return user;
  }

  /** AE_ADMIN lists only the officers it created, whatever createdBy it asks for (DESIGN §4). */
  const officerFilters = <T extends UserFilters>(actor: Actor, query: T): T =>
    actor.user.role === 'AE_ADMIN' ? { ...query, createdBy: actor.user.id } : query;

  async function listOfficers(actor: Actor, query: UserQuery) {
    const { rows, total } = await repo.listUsers(db, OFFICER_ROLES, officerFilters(actor, query));
    const counts = await repo.officerCounts(
      db,
      rows.map((r) => r.id),
    );
    return {
      data: rows.map((r) => ({
        ...toUser(r),
        counts: counts.get(r.id) as NonNullable<ReturnType<typeof counts.get>>,
      })),
      total,
    };
  }

  async function listAdmins(roles: readonly Role[], query: UserQuery) {
    const [{ rows, total }, stats] = await Promise.all([
      repo.listUsers(db, roles, query),
      repo.adminStats(db, roles, query.view),
    ]);
    const { roles: present, ...numbers } = stats;
    return { data: rows.map(toUser), total, stats: numbers, roles: present };
  }

  /** Both phone and username (= phone) are unique for officers: either clash means the phone is taken. */
  async function insertOfficerRow(values: Parameters<typeof repo.insertUser>[1]) {
    try {
      return await repo.insertUser(db, values);
    } catch (error) {
      if (isPgError(error) && error.code === PG.uniqueViolation) throw conflict(CONFLICT.phone);
      throw error;
    }
  }

  async function createOfficer(actor: Actor, input: CreateFieldOfficer, ip: string) {
    const row = await insertOfficerRow({
      username: input.phone,
      passwordHash: null,
      role: 'FIELD_OFFICER',
      accessLevel: input.accessLevel,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email ?? input.phone,
      phone: input.phone,
      alternatePhone: input.alternatePhone,
      circle: input.circle,
      division: input.division || UNASSIGNED_DIVISION,
      subDivision: input.subDivision,
      section: input.section,
      createdBy: actor.user.id,
    });
    await recordActivity(db, {
      actorId: actor.user.id,
      action: ACTIONS.userCreated,
      entityType: 'user',
      entityId: row.id,
      location: row.division,
      details: { username: row.username, role: row.role },
      ip,
    });
    return toUser(row);
  }

  async function createAdmin(actor: Actor, input: CreateAdmin, ip: string) {
    if (actor.user.role !== 'BI_SUPER_ADMIN') throw forbidden('Only the super admin can create admins.');
    checkPasswordPolicy(input.password);
    const row = await repo.insertUser(db, {
      username: input.username,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      accessLevel: input.accessLevel,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      alternatePhone: null,
      circle: null,
      division: input.division || UNASSIGNED_DIVISION,
      subDivision: null,
      section: null,
      createdBy: actor.user.id,
    });
    await recordActivity(db, {
      actorId: actor.user.id,
      action: ACTIONS.userCreated,
      entityType: 'user',
      entityId: row.id,
      location: row.division,
      details: { username: row.username, role: row.role },
      ip,
    });
    return toUser(row);
  }

  /** One person the caller may manage, with counts when it is a field officer. */
  async function get(actor: Actor, id: number) {
    const user = await manageable(actor, id);
    const counts = user.role === 'FIELD_OFFICER' ? (await repo.officerCounts(db, [id])).get(id) : undefined;
    return { ...toUser(user), ...(counts ? { counts } : {}) };
  }

  async function update(actor: Actor, id: number, input: UpdateUser, ip: string) {
    const target = await manageable(actor, id);
    if (input.isActive === false && target.id === actor.user.id) throw badRequest(USERS.cannotChangeSelf);
    const changes = Object.fromEntries(
      Object.entries(input).filter(([, v]) => v !== undefined),
    ) as UpdateUser;
    if (changes.division === null) changes.division = UNASSIGNED_DIVISION;
    // An officer's username is its phone (SPEC §3), so it follows a phone change.
    if (target.role === 'FIELD_OFFICER') {
      delete changes.username;
      if (changes.phone) Object.assign(changes, { username: changes.phone });
      // The officer's email defaults to its phone (SPEC §5); keep them together unless it was set apart.
      if (changes.phone && changes.email === undefined && target.email === target.phone) {
        Object.assign(changes, { email: changes.phone });
      }
    }
    const updated = await db.transaction().execute(async (tx) => {
      const row = await repo.updateUser(tx, id, { ...changes, division: changes.division ?? undefined });
      if (!row) throw notFound(USERS.userNotFound);
      if (changes.isActive === false) await revokeUserSessions(tx, id);
      const action =
        changes.isActive === undefined
          ? ACTIONS.userUpdated
          : changes.isActive
            ? ACTIONS.userActivated
            : ACTIONS.userDeactivated;
      await recordActivity(tx, {
        actorId: actor.user.id,
        action,
        entityType: 'user',
        entityId: id,
        location: row.division,
        details: { username: row.username, changed: Object.keys(changes) },
        ip,
      });
      return row;
    });
    return toUser(updated);
  }

  async function grant(actor: Actor, id: number, view: View, ip: string) {
    const target = await manageable(actor, id);
    const accessLevel = grantAccess(target.accessLevel, view);
    const row = await repo.updateUser(db, id, { accessLevel });
    await recordActivity(db, {
      actorId: actor.user.id,
      action: ACTIONS.accessGranted,
      entityType: 'user',
      entityId: id,
      details: { username: target.username, accessLevel },
      ip,
    });
    return toUser(row as UserRow);
  }

  async function remove(actor: Actor, id: number, ip: string) {
    const target = await manageable(actor, id);
    if (target.id === actor.user.id) throw badRequest(USERS.cannotChangeSelf);
    if ((await repo.installationCount(db, id)) > 0) throw conflict(USERS.hasInstallations);
    await db.transaction().execute(async (tx) => {
      await repo.deleteUser(tx, id);
      await recordActivity(tx, {
        actorId: actor.user.id,
        action: ACTIONS.userDeleted,
        entityType: 'user',
        entityId: id,
        details: { username: target.username, role: target.role },
        ip,
      });
    });
  }

  /**
   * Who owns a phone, for the "User Already Exists" flow: only what the dialog shows, and only for people
   * the caller may manage. Anyone else's phone is reported taken without saying whose it is.
   */
  async function lookupPhone(actor: Actor, phone: string) {
    const user = await repo.findUserByPhone(db, phone);
    if (!user) return { exists: false, user: null };
    const mine = await manageable(actor, user.id).then(
      () => true,
      () => false,
    );
    return {
      exists: true,
      user: mine
        ? {
            id: user.id,
            firstName: user.firstName,
            lastName: user.lastName,
            role: user.role,
            accessLevel: user.accessLevel,
          }
        : null,
    };
  }

  async function* exportCsv(
    actor: Actor,
    kind: 'officers' | 'admins',
    roles: readonly Role[],
    filters: UserFilters,
  ): AsyncGenerator<string> {
    const csv = kind === 'officers' ? officerCsv : adminCsv;
    yield csv.header;
    const scoped = kind === 'officers' ? officerFilters(actor, filters) : filters;
    let afterId = 0;
    for (;;) {
      const rows = await repo.userExportBatch(db, roles, scoped, afterId, EXPORT_BATCH);
      if (rows.length === 0) return;
      const counts =
        kind === 'officers'
          ? await repo.officerCounts(
              db,
              rows.map((r) => r.id),
            )
          : null;
      yield rows.map((r) => csv.line(r, counts?.get(r.id))).join('');
      afterId = rows[rows.length - 1]?.id ?? afterId;
      if (rows.length < EXPORT_BATCH) return;
    }
  }

  const exportFileName = (actor: Actor, kind: 'officers' | 'admins', roles: readonly Role[]) =>
    csvFileName(
      kind === 'officers'
        ? actor.user.role === 'AE_ADMIN'
          ? 'ae-field-officers'
          : 'field-officers'
        : roles.includes('BI_ADMIN')
          ? 'bi-admins'
          : 'ae-admins',
    );

  return {
    listOfficers,
    listAdmins,
    createOfficer,
    createAdmin,
    update,
    grant,
    remove,
    lookupPhone,
    get,
    exportCsv,
    exportFileName,
    manageable,
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
