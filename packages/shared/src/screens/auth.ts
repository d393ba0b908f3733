/**
 * The sign-in and password-reset screens' labels and buttons that the spec leaves to us (its own
 * strings are AUTH in messages.ts): what a person, and a browser test, finds those screens by.
 */
export const AUTH_LABELS = {
  username: 'Username',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  noConsoleAccessTitle: 'No console access',
  signOut: 'Sign out',
  sessionExpired: 'Your session expired, sign in again',
  resetTitle: 'Reset Password',
  resetConfirm: (phone: string) =>
    `An OTP will be sent to your registered phone number ${phone}. Do you want to continue?`,
  otpSentTo: (phone: string) => `Enter the 6-digit OTP sent to ${phone}.`,
  otp: 'OTP',
  sendOtp: 'Send OTP',
  resendOtp: 'Send a new OTP',
  useSentOtp: 'Enter the OTP already sent',
  verifyOtp: 'Verify OTP',
  setNewPassword: 'Set a new password for your account.',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  updatePassword: 'Update Password',
  back: 'Back',
  cancel: 'Cancel',
  /** Issue 38 item 11: the reset reached from the sign-in page, with no session (locked out). */
  forgotPassword: 'Forgot password?',
  forgotIntro:
    'Enter your username. If it belongs to an account, an OTP will be sent to the phone number registered to it.',
  otpSentToAccount:
    'If the username belongs to an account, a 6-digit OTP was sent to its registered phone number. Enter it here.',
  forgotDone: 'Password updated successfully. Sign in with your new password.',
} as const;
