import { CONFLICT, hasAccess, USERS, type Role, type View } from '@smms/shared';
import { OUT_OF_SCOPE, type PhoneLookupResult, type PhoneOwner } from '../api/lookup-phone';

/** SPEC §9: the phone is looked up on leaving the field once it has at least 10 characters. */
export const PRECHECK_MIN_LENGTH = 10;

export type PrecheckOutcome =
  { kind: 'free' } | { kind: 'taken'; message: string } | { kind: 'grantable'; owner: PhoneOwner };

interface PrecheckContext {
  view: View;
  /** The role the form creates: only a person of that role can be given this view instead. */
  role: Role;
  /** The person being edited, whose own phone is no clash. Editing never offers the access grant. */
  selfId?: number;
}

/** What the phone check of SPEC §5 makes of the owner of a phone. */
export function precheckOutcome(
  owner: PhoneLookupResult,
  { view, role, selfId }: PrecheckContext,
): PrecheckOutcome {
  if (owner === OUT_OF_SCOPE) return { kind: 'taken', message: CONFLICT.phone };
  if (!owner || owner.id === selfId) return { kind: 'free' };
  if (selfId !== undefined || owner.role !== role) return { kind: 'taken', message: CONFLICT.phone };
  if (hasAccess(owner.accessLevel, view)) return { kind: 'taken', message: USERS.phoneExistsInView(view) };
  return { kind: 'grantable', owner };
}
