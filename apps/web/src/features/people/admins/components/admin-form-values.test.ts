import { describe, expect, it } from 'vitest';
import { AUTH, USERS } from '@smms/shared';
import { adminCreateBody, adminFormValues, adminProblem, type AdminFormValues } from './admin-form-values';

const filled: AdminFormValues = {
  firstName: 'Neha',
  lastName: 'Singh',
  email: '',
  phone: '8765432109',
  username: 'neha.singh',
  password: 'Str0ng!pass',
  confirmPassword: 'Str0ng!pass',
  division: '',
};
const add = { mode: 'add', emailRequired: false } as const;

describe('adminProblem', () => {
  it('lists the required fields of "Create admin"', () => {
    expect(adminProblem(adminFormValues(), add)?.description).toBe(USERS.fillRequiredAdmin);
  });

  it('requires the email and confirmation on the modem BI admin dialog', () => {
    const problem = adminProblem(filled, { mode: 'add', emailRequired: true });
    expect(problem).toEqual({
      title: 'Validation Error',
      description: USERS.fillRequired,
      errors: { email: 'Email is required' },
    });
  });

  it('refuses passwords that do not match, then a malformed phone', () => {
    expect(adminProblem({ ...filled, confirmPassword: 'other' }, add)?.description).toBe(
      AUTH.passwordsDoNotMatch,
    );
    expect(adminProblem({ ...filled, phone: '12345' }, add)?.title).toBe(USERS.invalidPhoneTitle);
  });

  it('puts a short password and a mismatch at their fields together', () => {
    expect(adminProblem({ ...filled, password: 'short', confirmPassword: 'other' }, add)?.errors).toEqual({
      password: AUTH.passwordTooShort,
      confirmPassword: AUTH.passwordsDoNotMatch,
    });
  });

  it('asks no password when editing', () => {
    expect(
      adminProblem({ ...filled, password: '', confirmPassword: '' }, { mode: 'edit', emailRequired: false }),
    ).toBeNull();
  });
});

describe('adminCreateBody', () => {
  it('leaves out a blank email and division and carries the role and view', () => {
    expect(adminCreateBody(filled, 'BI_ADMIN', 'Modems')).toEqual({
      role: 'BI_ADMIN',
      firstName: 'Neha',
      lastName: 'Singh',
      phone: '8765432109',
      username: 'neha.singh',
      password: 'Str0ng!pass',
      accessLevel: 'Modems',
    });
  });
});
