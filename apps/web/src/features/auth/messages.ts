import { AUTH_LABELS } from '@smms/shared';

/**
 * The auth screens' own words: the labels the browser tests find them by (AUTH_LABELS, shared) and the
 * placeholders and progress texts only the screens show. The spec's strings are AUTH in @smms/shared.
 */
export const AUTH_UI = {
  ...AUTH_LABELS,
  usernamePlaceholder: 'Enter your username',
  passwordPlaceholder: 'Enter your password',
  enterOtp: 'Enter OTP',
  otpAlreadySent: (phone: string) =>
    `An OTP was already sent to ${phone}; you can enter it instead of waiting for a new one.`,
  otpAlreadySentToAccount:
    'An OTP was already sent if the username belongs to an account; you can enter it instead of waiting for a new one.',
  otpAlreadyVerified: 'This OTP is verified. Continue to set your new password.',
  continue: 'Continue',
  sendingOtp: 'Sending OTP...',
  verifyingOtp: 'Verifying...',
  updatingPassword: 'Updating...',
} as const;

export const PASSWORD_RESET_CLOSE_MS = 2000;
