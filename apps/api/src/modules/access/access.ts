import { AUTH, USERS, viewsOf, type AccessLevel, type View } from '@smms/shared';
import { forbidden } from '../../lib/http-error.js';
import type { UserRow } from '../../db/schema.js';

/**
 * Who may see and change what (DESIGN §4), in one place: every list, count, export, detail and change
 * asks this module, and its SQL twin (access.sql.ts) narrows the queries by the same scope.
 *
 * - BI_SUPER_ADMIN: everything. BI_ADMIN: every installation, no people management.
 * - AE_ADMIN: the field officers it created (createdBy) and their installations; anything else is 404.
 * - FIELD_OFFICER: itself and its own installations (the field app's calls).
 * - accessLevel ("Meters", "Modems", "Meters,Modems") is the set of views a person works in, and it does
 *   limit what a BI_ADMIN, AE_ADMIN or field officer may read and change: meter calls need Meters, modem
 *   calls need Modems, a dashboard or people list of a view needs that view (403 otherwise). The super
 *   admin works in both views whatever its accessLevel says.
 * - An admin gives only what it has: an AE_ADMIN grants its officers only views it works in itself.
 * - The Discom reference data (the DTR master) is read by the BI roles: BI_ADMIN's feature (SPEC §6), and
 *   the super admin's, who may do everything. Others compare their own meters with their own DTR only.
 */

/** The signed-in caller of a request, as the auth plugin resolves it. */
export interface Actor {
  user: UserRow;
  sessionId: number;
  via: 'cookie' | 'bearer';
  /** The client address the request came from, for the audit log. */
  ip: string;
}

/** What part of the installations and people an actor sees. */
export type Scope =
  { kind: 'all' } | { kind: 'createdBy'; adminId: number } | { kind: 'self'; userId: number };

export function scopeOf(actor: Actor): Scope {
  switch (actor.user.role) {
    case 'AE_ADMIN':
      return { kind: 'createdBy', adminId: actor.user.id };
    case 'FIELD_OFFICER':
      return { kind: 'self', userId: actor.user.id };
    default:
      return { kind: 'all' };
  }
}

type Person = Pick<UserRow, 'id' | 'role' | 'createdBy'>;

/** A field officer the actor may see and act for: itself, one it created (AE_ADMIN), or any (BI roles). */
export function canSeeOfficer(actor: Actor, officer: Person): boolean {
  if (officer.role !== 'FIELD_OFFICER') return false;
  const scope = scopeOf(actor);
  if (scope.kind === 'createdBy') return officer.createdBy === scope.adminId;
  if (scope.kind === 'self') return officer.id === scope.userId;
  return true;
}

/** A person the actor may edit, activate, grant access to or delete: the super admin anyone, an AE_ADMIN its officers. */
export function canManage(actor: Actor, person: Person): boolean {
  if (actor.user.role === 'BI_SUPER_ADMIN') return true;
  return (
    actor.user.role === 'AE_ADMIN' && person.role === 'FIELD_OFFICER' && person.createdBy === actor.user.id
  );
}

/** Whether the actor works in a view (see above: the super admin always does). */
export const mayUseView = (actor: Actor, view: View): boolean =>
  actor.user.role === 'BI_SUPER_ADMIN' || viewsOf(actor.user.accessLevel).includes(view);

/** Refuses (403) a call about a view the actor does not work in; no view named means no view asked for. */
export function assertView(actor: Actor, view: View | undefined): void {
  if (view && !mayUseView(actor, view)) throw forbidden(AUTH.noViewAccess(view));
}

/** Refuses (403) giving an access level with a view the actor does not work in itself, naming that view. */
export function assertMayGrant(actor: Actor, accessLevel: AccessLevel | undefined): void {
  if (!accessLevel) return;
  const missing = viewsOf(accessLevel).find((view) => !mayUseView(actor, view));
  if (missing) throw forbidden(USERS.cannotGrantView(missing));
}

/** Whether the actor may read any DTR's row of the Discom reference data (see above). */
export const mayReadDiscomData = (actor: Actor): boolean =>
  actor.user.role === 'BI_ADMIN' || actor.user.role === 'BI_SUPER_ADMIN';
