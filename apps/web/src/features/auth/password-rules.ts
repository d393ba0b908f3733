import { AUTH, OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@smms/shared';

/** What an OTP field keeps of what was typed or pasted: digits only, at most six. */
export const otpDigits = (value: string): string => value.replace(/\D/g, '').slice(0, OTP_LENGTH);

export const isOtp = (value: string): boolean => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value);

/**
 * SPEC §5's new-password checks (required, matching, long enough), as messages at their fields: the new password's own problem under it, a mismatch under
 * the confirmation. Empty when the password is fine.
 */
export function newPasswordErrors(
  password: string,
  confirmation: string,
): { password?: string; confirmation?: string } {
  const own = !password
    ? AUTH.enterNewPassword
    : password.length < PASSWORD_MIN_LENGTH
      ? AUTH.passwordTooShort
      : password.length > PASSWORD_MAX_LENGTH
        ? AUTH.passwordTooLong
        : null;
  const mismatch = password !== '' && password !== confirmation ? AUTH.passwordsDoNotMatch : null;
  return { ...(own ? { password: own } : {}), ...(mismatch ? { confirmation: mismatch } : {}) };
}
