import { describe, expect, it } from 'vitest';
import { AUTH } from '@smms/shared';
import { isOtp, newPasswordErrors } from './password-rules';

describe('isOtp', () => {
  it('accepts exactly six digits', () => {
    expect(isOtp('123456')).toBe(true);
    expect(isOtp('12345')).toBe(false);
    expect(isOtp('12345a')).toBe(false);
  });
});

describe('newPasswordErrors', () => {
  it('puts each problem at its field, both at once', () => {
    expect(newPasswordErrors('', '')).toEqual({ password: AUTH.enterNewPassword });
    expect(newPasswordErrors('short', 'other')).toEqual({
      password: AUTH.passwordTooShort,
      confirmation: AUTH.passwordsDoNotMatch,
    });
    expect(newPasswordErrors('long enough', 'long enough')).toEqual({});
  });
});
