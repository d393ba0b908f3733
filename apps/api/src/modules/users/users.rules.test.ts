import { describe, expect, it } from 'vitest';
import { USERS } from '@smms/shared';
import type { UserRow } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { profileChanges } from './users.rules.js';

const officer = { role: 'FIELD_OFFICER', phone: '9811111111', email: '9811111111' } as UserRow;
const admin = { role: 'AE_ADMIN', phone: '9822222222', email: 'ae@utility.in' } as UserRow;

describe('the columns a profile update writes', () => {
  it("moves an officer's username, and its email while it was the phone, with a new phone", () => {
    expect(profileChanges(officer, { phone: '9833333333' })).toMatchObject({
      phone: '9833333333',
      username: '9833333333',
      email: '9833333333',
    });
    const apart = { ...officer, email: 'neha@utility.in' };
    expect(profileChanges(apart, { phone: '9833333333' })).not.toHaveProperty('email');
    expect(profileChanges(officer, { phone: '9833333333', email: 'x@y.in' }).email).toBe('x@y.in');
  });

  it("never takes an officer's username from the body: it is always the phone", () => {
    expect(profileChanges(officer, { username: 'someone', firstName: 'Neha' })).toEqual({
      firstName: 'Neha',
    });
  });

  it('refuses to clear a field an officer must have, and names it', () => {
    try {
      profileChanges(officer, { section: null, circle: null });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).message).toBe(USERS.fillRequiredOfficer);
      expect(Object.keys((error as HttpError).errors ?? {}).sort()).toEqual(['circle', 'section']);
    }
  });

  it("stores an admin's cleared division as Unassigned and leaves absent fields out", () => {
    expect(profileChanges(admin, { division: null })).toEqual({ division: 'Unassigned' });
    expect(profileChanges(admin, { lastName: 'Rao', email: undefined })).toEqual({ lastName: 'Rao' });
  });
});
