import { describe, expect, it } from 'vitest';
import { AUTH } from '@smms/shared';
import { isOtp, newPasswordError } from './password-rules';

describe('newPasswordError', () => {
  it('checks in the order of SPEC §5: required, matching, long enough', () => {
    expect(newPasswordError('', '')).toBe(AUTH.enterNewPassword);
    expect(newPasswordError('abcdefgh', 'abcdefgi')).toBe(AUTH.passwordsDoNotMatch);
    expect(newPasswordError('short', 'short')).toBe(AUTH.passwordTooShort);
    expect(newPasswordError('long enough', 'long enough')).toBeNull();
  });
});

describe('isOtp', () => {
  it('accepts exactly six digits', () => {
    expect(isOtp('123456')).toBe(true);
    expect(isOtp('12345')).toBe(false);
    expect(isOtp('12345a')).toBe(false);
  });
});
