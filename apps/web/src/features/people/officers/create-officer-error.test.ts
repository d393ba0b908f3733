import { describe, expect, it } from 'vitest';
import { CONFLICT, CREATE_OFFICER_ERRORS as E, USER_FAILURES } from '@smms/shared';
import { ApiError } from '@/lib/api-client';
import { createOfficerErrorToast, createOfficerFailure } from './create-officer-error';

describe('createOfficerErrorToast', () => {
  it('names a duplicate phone, username or email', () => {
    expect(createOfficerErrorToast(CONFLICT.phone)).toEqual({
      title: E.duplicatePhoneTitle,
      description: E.duplicatePhone,
    });
    expect(createOfficerErrorToast(CONFLICT.username)).toEqual({
      title: E.duplicateUsernameTitle,
      description: E.duplicateUsername,
    });
    expect(createOfficerErrorToast('Email already exists')).toEqual({
      title: E.duplicateEmailTitle,
      description: E.duplicateEmail,
    });
  });

  it('gives any other "already exists" as a duplicate entry with the server message', () => {
    expect(createOfficerErrorToast('Record already exists')).toEqual({
      title: E.duplicateEntryTitle,
      description: 'Record already exists',
    });
  });

  it('maps "Duplicate entry", "constraint", "required" and "invalid"', () => {
    expect(createOfficerErrorToast("Duplicate entry '9876' for key")).toEqual({
      title: E.duplicateEntryTitle,
      description: E.duplicateEntry,
    });
    expect(createOfficerErrorToast('violates check constraint "x"')).toEqual({
      title: 'Validation Error',
      description: E.constraint,
    });
    expect(createOfficerErrorToast('Circle is required').title).toBe(E.missingInformationTitle);
    expect(createOfficerErrorToast('Invalid circle').title).toBe(E.invalidDataTitle);
  });

  it('strips the "Error creating user" prefix', () => {
    expect(createOfficerErrorToast('Error creating user: database unreachable')).toEqual({
      title: E.systemErrorTitle,
      description: 'database unreachable',
    });
  });

  it('strips the prefix also when the rest says "already exists"', () => {
    expect(createOfficerErrorToast('Error creating user: Phone number already exists')).toEqual({
      title: E.duplicateEntryTitle,
      description: 'Phone number already exists',
    });
  });

  it('falls back to Error with the server message, or the fixed text without one', () => {
    expect(createOfficerErrorToast('Something odd')).toEqual({
      title: 'Error',
      description: 'Something odd',
    });
    expect(createOfficerErrorToast('')).toEqual({ title: 'Error', description: USER_FAILURES.createOfficer });
  });
});

describe('createOfficerFailure', () => {
  it('maps an answer by its message and a network failure to the fixed text', () => {
    expect(createOfficerFailure(new ApiError(409, CONFLICT.phone, undefined, CONFLICT.phone)).title).toBe(
      E.duplicatePhoneTitle,
    );
    expect(createOfficerFailure(new ApiError(0, 'Network error'))).toEqual({
      title: 'Error',
      description: USER_FAILURES.createOfficer,
    });
    expect(createOfficerFailure(new TypeError('boom')).description).toBe(USER_FAILURES.createOfficer);
  });

  it('gives the fixed text, not "HTTP error! status: 400", for an answer without a message', () => {
    expect(createOfficerFailure(new ApiError(400, 'HTTP error! status: 400'))).toEqual({
      title: 'Error',
      description: USER_FAILURES.createOfficer,
    });
  });
});
