/** Auth screen strings the spec leaves to us; the spec's own strings come from @smms/shared AUTH. */
export const AUTH_UI = {
  username: 'Username',
  password: 'Password',
  usernamePlaceholder: 'Enter your username',
  passwordPlaceholder: 'Enter your password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  noConsoleAccessTitle: 'No console access',
  signOut: 'Sign out',
  resetTitle: 'Reset Password',
  resetConfirm: (phone: string) =>
    `An OTP will be sent to your registered phone number ${phone}. Do you want to continue?`,
  otpSentTo: (phone: string) => `Enter the 6-digit OTP sent to ${phone}.`,
  enterOtp: 'Enter OTP',
  otp: 'OTP',
  sendOtp: 'Send OTP',
  resendOtp: 'Send a new OTP',
  useSentOtp: 'Enter the OTP already sent',
  otpAlreadySent: (phone: string) =>
    `An OTP was already sent to ${phone}; you can enter it instead of waiting for a new one.`,
  otpAlreadyVerified: 'This OTP is verified. Continue to set your new password.',
  continue: 'Continue',
  sendingOtp: 'Sending OTP...',
  verifyOtp: 'Verify OTP',
  verifyingOtp: 'Verifying...',
  setNewPassword: 'Set a new password for your account.',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  updatePassword: 'Update Password',
  updatingPassword: 'Updating...',
  back: 'Back',
  cancel: 'Cancel',
} as const;

export const PASSWORD_RESET_CLOSE_MS = 2000;
