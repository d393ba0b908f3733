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

  it("refuses an officer's username other than its phone, naming the field: it is always the phone", () => {
    try {
      profileChanges(officer, { username: 'someone', firstName: 'Neha' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).errors).toEqual({ username: USERS.officerUsernameIsPhone });
    }
    // The username it has, or the one the new phone gives it, is no change and is accepted.
    expect(profileChanges(officer, { username: '9811111111', firstName: 'Neha' })).toEqual({
      firstName: 'Neha',
    });
    expect(profileChanges(officer, { username: '9844444444', phone: '9844444444' })).toMatchObject({
      username: '9844444444',
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
