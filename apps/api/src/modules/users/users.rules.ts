import { UNASSIGNED_DIVISION, USERS, type UpdateUser } from '@smms/shared';
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
    if (changes.division === null) changes.division = UNASSIGNED_DIVISION;
    return { ...changes, division: changes.division ?? undefined };
  }
  const cleared = OFFICER_REQUIRED.filter((field) => changes[field] === null);
  if (cleared.length > 0)
    throw badRequest(
      USERS.fillRequiredOfficer,
      Object.fromEntries(cleared.map((field) => [field, USERS.fillRequiredOfficer])),
    );
  delete changes.username;
  if (changes.phone) {
    Object.assign(changes, { username: changes.phone });
    if (changes.email === undefined && target.email === target.phone)
      Object.assign(changes, { email: changes.phone });
  }
  return { ...changes, division: changes.division ?? undefined };
}
