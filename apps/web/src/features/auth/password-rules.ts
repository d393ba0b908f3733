import { AUTH, OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@smms/shared';

/** What an OTP field keeps of what was typed or pasted: digits only, at most six. */
export const otpDigits = (value: string): string => value.replace(/\D/g, '').slice(0, OTP_LENGTH);

export const isOtp = (value: string): boolean => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value);

/** SPEC §5 in its order: required, then matching, then long enough. Null when the password is fine. */
export function newPasswordError(password: string, confirmation: string): string | null {
  if (!password) return AUTH.enterNewPassword;
  if (password !== confirmation) return AUTH.passwordsDoNotMatch;
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return AUTH.passwordTooLong;
  return null;
}
