import {
  AREA_FIELDS,
  CONFLICT,
  csvFileName,
  grantAccess,
  UNASSIGNED_DIVISION,
  USERS,
  type CreateAdmin,
  type CreateFieldOfficer,
  type FieldOfficer,
  type Role,
  type UpdateUser,
  type User,
  type UserQuery,
  type View,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { isPgError, PG } from '../../db/pg-errors.js';
import type { Insertable } from 'kysely';
import type { UserRow, UsersTable } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import { assertMayGrant, assertView, canManage, scopeOf, type Actor } from '../access/index.js';
import { ACTIONS, audit } from '../../lib/audit.js';
import { checkPasswordPolicy, hashPassword } from '../../lib/password.js';
import { revokeUserSessions } from '../sessions/index.js';
import { rowsFromJson } from '../../lib/serializer.js';
import { toUser } from './users.mapper.js';
import { assertEmailKept, profileChanges } from './users.rules.js';
import * as repo from './users.repo.js';
import type { UserFilters } from './users.filters.js';
import { userExport } from './users.export.js';
import type { CsvExporter } from '../../lib/csv-export.js';
import { createAreasService } from '../areas/index.js';

/** These fields of an object, as they are (absent ones stay absent). */
const pick = <T extends object, K extends keyof T>(from: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

export const OFFICER_ROLES = ['FIELD_OFFICER'] as const satisfies readonly Role[];

/** `timeZone`: the utility's zone, in which the CSV files write their dates and are named. */
/** `csv` streams the exports: COPY on PostgreSQL, keyset batches on PGlite. */
export function createUsersService({ db, timeZone, csv }: { db: Db; timeZone: string; csv: CsvExporter }) {
  /** The people an actor may manage: an AE_ADMIN its own officers; the super admin everyone. Others: 404. */
  async function manageable(actor: Actor, id: number): Promise<UserRow> {
    const user = await repo.findUserById(db, id);
    if (!user || !canManage(actor, user)) throw notFound(USERS.userNotFound);
    return user;
  }
  /** People's areas are chosen from the area hierarchy (issue 11). */
  const areas = createAreasService({ db });

  /** An AE_ADMIN lists only the officers it created, whatever createdBy it asks for (access module). */
  async function listOfficers(actor: Actor, query: UserQuery) {
    assertView(actor, query.view);
    const { rows, ...page } = await repo.listPeople(db, scopeOf(actor), OFFICER_ROLES, query, 'officers');
    return { data: rowsFromJson<FieldOfficer>(rows), ...page };
  }

  async function listAdmins(actor: Actor, roles: readonly Role[], query: UserQuery) {
    const [{ rows, ...page }, stats] = await Promise.all([
      repo.listPeople(db, scopeOf(actor), roles, query, 'admins'),
      repo.adminStats(db, roles, query.view),
    ]);
    const { roles: present, ...numbers } = stats;
    return { data: rowsFromJson<User>(rows), ...page, stats: numbers, roles: present };
  }

  /**
   * An officer's username is its phone (SPEC §3), so a clash of either means the phone is taken: the
   * caller is told about the phone, whichever unique index tripped first (SPEC §5).
   */
  async function asOfficerWrite<T>(role: Role, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (role === 'FIELD_OFFICER' && isPgError(error) && error.code === PG.uniqueViolation)
        throw conflict(CONFLICT.phone);
      throw error;
    }
  }

  /** Stores a new person created by the actor, with the audit entry. */
  async function insertPerson(actor: Actor, values: Omit<Insertable<UsersTable>, 'createdBy'>) {
    const row = await asOfficerWrite(values.role, () =>
      repo.insertUser(db, {
        ...values,
        division: values.division || UNASSIGNED_DIVISION,
        createdBy: actor.user.id,
      }),
    );
    await audit(db, actor, ACTIONS.userCreated, {
      on: { type: 'user', id: row.id },
      location: row.division,
      details: { username: row.username, role: row.role },
    });
    return toUser(row);
  }

  /** An officer's username is its phone, and its email the phone unless one is given (SPEC §3, §5). */
  const createOfficer = async (actor: Actor, input: CreateFieldOfficer) => {
    assertMayGrant(actor, input.accessLevel);
    await areas.assertPath(pick(input, AREA_FIELDS));
    return insertPerson(actor, {
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
      division: input.division,
      subDivision: input.subDivision,
      section: input.section,
    });
  };

  async function createAdmin(actor: Actor, input: CreateAdmin) {
    if (actor.user.role !== 'BI_SUPER_ADMIN') throw forbidden(USERS.onlySuperAdminCreatesAdmins);
    checkPasswordPolicy(input.password);
    await areas.assertPath({ division: input.division });
    return insertPerson(actor, {
      username: input.username,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      accessLevel: input.accessLevel,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email ?? null,
      phone: input.phone,
      alternatePhone: null,
      circle: null,
      division: input.division ?? UNASSIGNED_DIVISION,
      subDivision: null,
      section: null,
    });
  }

  /** One person the caller may manage, with counts when it is a field officer. */
  async function get(actor: Actor, id: number) {
    const user = await manageable(actor, id);
    const counts = user.role === 'FIELD_OFFICER' ? await repo.officerCounts(db, id) : undefined;
    return { ...toUser(user), ...(counts ? { counts } : {}) };
  }

  async function update(actor: Actor, id: number, input: UpdateUser) {
    const target = await manageable(actor, id);
    assertMayGrant(actor, input.accessLevel);
    if (input.isActive === false && target.id === actor.user.id) throw badRequest(USERS.cannotChangeSelf);
    // The profile's reset asks for the current password; here it is not, so a stolen session could set one.
    if (input.password !== undefined && target.id === actor.user.id)
      throw badRequest(USERS.ownPasswordFromProfile);
    const { password, ...profile } = input;
    const changes = profileChanges(target, profile);
    await areas.assertPath(pick(profile, AREA_FIELDS), pick(target, AREA_FIELDS));
    if (password !== undefined) checkPasswordPolicy(password);
    const passwordHash = password === undefined ? undefined : await hashPassword(password);
    const updated = await db.transaction().execute(async (tx) => {
      const row = await asOfficerWrite(target.role, () =>
        repo.updateUser(tx, id, { ...changes, ...(passwordHash ? { passwordHash } : {}) }),
      );
      if (!row) throw notFound(USERS.userNotFound);
      // A deactivated account and a changed password both end every session but the caller's own.
      if (changes.isActive === false || passwordHash) await revokeUserSessions(tx, id, actor.sessionId);
      const action =
        changes.isActive === undefined
          ? ACTIONS.userUpdated
          : changes.isActive
            ? ACTIONS.userActivated
            : ACTIONS.userDeactivated;
      // Only the fields given: profileChanges always has a division key, undefined when not sent, which
      // listed "division" as changed and wrote a second entry for a password change alone.
      const changed = Object.entries(changes)
        .filter(([, value]) => value !== undefined)
        .map(([field]) => field);
      if (changed.length > 0 || !passwordHash)
        await audit(tx, actor, action, {
          on: { type: 'user', id },
          location: row.division,
          details: { username: row.username, changed },
        });
      if (passwordHash)
        await audit(tx, actor, ACTIONS.passwordChanged, {
          on: { type: 'user', id },
          location: row.division,
          details: { username: row.username },
        });
      return row;
    });
    return toUser(updated);
  }

  async function grant(actor: Actor, id: number, view: View) {
    const target = await manageable(actor, id);
    assertMayGrant(actor, view);
    const accessLevel = grantAccess(target.accessLevel, view);
    assertEmailKept(target, { accessLevel });
    const row = await repo.updateUser(db, id, { accessLevel });
    await audit(db, actor, ACTIONS.accessGranted, {
      on: { type: 'user', id },
      details: { username: target.username, accessLevel },
    });
    return toUser(row as UserRow);
  }

  async function remove(actor: Actor, id: number) {
    const target = await manageable(actor, id);
    if (target.id === actor.user.id) throw badRequest(USERS.cannotChangeSelf);
    if ((await repo.installationCount(db, id)) > 0) throw conflict(USERS.hasInstallations);
    await db.transaction().execute(async (tx) => {
      await repo.deleteUser(tx, id);
      await audit(tx, actor, ACTIONS.userDeleted, {
        on: { type: 'user', id },
        details: { username: target.username, role: target.role },
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

  /** Every person matching the filters, as CSV, in the list's order; officers with their counts. */
  function exportCsv(
    actor: Actor,
    kind: 'officers' | 'admins',
    roles: readonly Role[],
    filters: UserFilters,
    order: repo.UserOrder,
  ) {
    if (kind === 'officers') assertView(actor, filters.view);
    return csv.stream(userExport(db, kind, { scope: scopeOf(actor), roles, filters, order }, timeZone));
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
      timeZone,
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
