import {
  adminEmailRequired,
  FORM_TEXTS,
  PERSON_FIELDS,
  UNASSIGNED_DIVISION,
  USERS,
  type UpdateUser,
} from '@smms/shared';
import type { UserRow } from '../../db/schema.js';
import { badRequest } from '../../lib/http-error.js';

/** What an officer must always have (SPEC §5 "Edit officer: same required fields"): null cannot clear it. */
const OFFICER_REQUIRED = ['circle', 'division', 'subDivision', 'section'] as const;

/**
 * The columns an update writes, from the fields it was sent and nothing else (STYLE §13). An officer's
 * username is its phone (SPEC §3) and its email follows the phone unless it was set apart (SPEC §5);
 * an admin's cleared division is Unassigned.
 */
export function profileChanges(target: UserRow, input: Partial<Omit<UpdateUser, 'password'>>) {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Omit<
    UpdateUser,
    'password'
  >;
  if (target.role !== 'FIELD_OFFICER') {
    assertEmailKept(target, changes);
    if (changes.division === null) changes.division = UNASSIGNED_DIVISION;
    return { ...changes, division: changes.division ?? undefined };
  }
  const cleared = OFFICER_REQUIRED.filter((field) => changes[field] === null);
  if (cleared.length > 0)
    throw badRequest(
      USERS.fillRequiredOfficer,
      Object.fromEntries(cleared.map((field) => [field, USERS.fillRequiredOfficer])),
    );
  // Its username is its phone, not a field of its own: one sent is refused rather than ignored (issue 37).
  if (changes.username !== undefined && changes.username !== (changes.phone ?? target.phone))
    throw badRequest(USERS.officerUsernameIsPhone, { username: USERS.officerUsernameIsPhone });
  delete changes.username;
  if (changes.phone) {
    Object.assign(changes, { username: changes.phone });
    if (changes.email === undefined && target.email === target.phone)
      Object.assign(changes, { email: changes.phone });
  }
  return { ...changes, division: changes.division ?? undefined };
}

/**
 * Refuses (400 at the email) leaving without an email a person who must have one (adminEmailRequired: a BI
 * admin of the Modems view), as the form does: by clearing it, or by giving the Modems view to one without.
 */
export function assertEmailKept(
  target: Pick<UserRow, 'role' | 'accessLevel' | 'email'>,
  changes: Partial<Pick<UpdateUser, 'accessLevel' | 'email'>>,
): void {
  const email = changes.email === undefined ? target.email : changes.email;
  if (!email && adminEmailRequired(target.role, changes.accessLevel ?? target.accessLevel))
    throw badRequest(USERS.fillRequired, { email: FORM_TEXTS.required(PERSON_FIELDS.email) });
}
