import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, ROLES as ALL_ROLES, type AccessLevel, type Role } from '@smms/shared';
import type { UserRow } from '../../db/schema.js';
import {
  assertMayGrant,
  canManage,
  canSeeOfficer,
  mayReadDiscomData,
  mayUseView,
  scopeOf,
  type Actor,
} from './access.js';

const person = (
  id: number,
  role: Role,
  createdBy: number | null = null,
  accessLevel: AccessLevel = 'Meters',
) => ({ id, role, createdBy, accessLevel }) as UserRow;
const actor = (user: UserRow): Actor => ({ user, sessionId: 1, via: 'cookie', ip: '127.0.0.1' });

const superAdmin = actor(person(1, 'BI_SUPER_ADMIN', null, 'Meters'));
const bi = actor(person(2, 'BI_ADMIN'));
const ae = actor(person(3, 'AE_ADMIN'));
const otherAe = actor(person(4, 'AE_ADMIN'));
const officer = person(10, 'FIELD_OFFICER', 3);
const othersOfficer = person(11, 'FIELD_OFFICER', 4);

describe('the access module (DESIGN §4)', () => {
  it('scopes an AE_ADMIN to what it created, a field officer to itself, the BI roles to everything', () => {
    expect(scopeOf(superAdmin)).toEqual({ kind: 'all' });
    expect(scopeOf(bi)).toEqual({ kind: 'all' });
    expect(scopeOf(ae)).toEqual({ kind: 'createdBy', adminId: 3 });
    expect(scopeOf(actor(officer))).toEqual({ kind: 'self', userId: 10 });
  });

  it('lets each role see exactly the officers its scope holds', () => {
    expect([superAdmin, bi, ae, otherAe].map((a) => canSeeOfficer(a, officer))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(canSeeOfficer(actor(officer), officer)).toBe(true);
    expect(canSeeOfficer(actor(officer), othersOfficer)).toBe(false);
    // Admins are never "officers" to act for.
    expect(canSeeOfficer(superAdmin, person(5, 'AE_ADMIN'))).toBe(false);
  });

  it('lets the super admin manage anyone, an AE_ADMIN only its own officers, nobody else anything', () => {
    for (const role of ALL_ROLES) expect(canManage(superAdmin, person(20, role, 99))).toBe(true);
    expect(canManage(ae, officer)).toBe(true);
    expect(canManage(ae, othersOfficer)).toBe(false);
    expect(canManage(ae, person(21, 'AE_ADMIN', 3))).toBe(false);
    expect(canManage(bi, officer)).toBe(false);
    expect(canManage(actor(officer), officer)).toBe(false);
  });

  it('limits the views by access level, except for the super admin', () => {
    for (const level of ACCESS_LEVELS) {
      const admin = actor(person(30, 'AE_ADMIN', null, level));
      expect(mayUseView(admin, 'Meters')).toBe(level.includes('Meters'));
      expect(mayUseView(admin, 'Modems')).toBe(level.includes('Modems'));
      const top = actor(person(31, 'BI_SUPER_ADMIN', null, level));
      expect([mayUseView(top, 'Meters'), mayUseView(top, 'Modems')]).toEqual([true, true]);
    }
  });

  it('lets an admin give only views it works in itself; the super admin gives any', () => {
    const metersOnly = actor(person(32, 'AE_ADMIN', null, 'Meters'));
    expect(() => assertMayGrant(metersOnly, 'Meters')).not.toThrow();
    for (const level of ['Modems', 'Meters,Modems'] as const)
      expect(() => assertMayGrant(metersOnly, level)).toThrow(/Modems/);
    for (const level of ACCESS_LEVELS) expect(() => assertMayGrant(superAdmin, level)).not.toThrow();
  });

  it('lets the BI roles read the Discom reference data, and no one else', () => {
    expect([superAdmin, bi, ae, actor(officer)].map(mayReadDiscomData)).toEqual([true, true, false, false]);
  });
});
