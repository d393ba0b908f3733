import { UNDO_MINUTES } from './lifecycle.js';

/**
 * Every user-facing string of SPEC.md that more than one place needs, verbatim, so the screens,
 * the server and the tests read the same constant. Feature-only strings live with their feature.
 */
export const APP = {
  name: 'SMMS',
  tagline: 'Smart Meter Management System',
  footer: 'Smart Meter System',
} as const;

/** A wait as a person reads it: seconds under two minutes, then whole minutes (rounded up), then hours. */
export function waitText(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 120) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 7200) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

export const AUTH = {
  welcomeBack: 'Welcome Back',
  signInSubtitle: 'Sign in to your account',
  signIn: 'Sign In',
  signingIn: 'Signing In...',
  fillAllFields: 'Please fill in all fields',
  invalidCredentials: 'Invalid credentials. Please try again.',
  invalidUsernameOrPassword: 'Invalid Username or Password',
  loginError: 'An error occurred during login. Please try again.',
  loginFailedTitle: 'Login Failed',
  loginSuccessTitle: 'Login Successful',
  loginSuccess: 'Welcome!',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out successfully',
  tooManyAttempts: (seconds: number) =>
    `Too many failed sign-in attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  noConsoleAccess:
    'Field officer accounts have no access to this console. Please use the SMMS field app to register installations.',
  sessionExpired: 'Session expired. Please login again.',
  notLoggedIn: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  noViewAccess: (view: string) => `Your account has no access to the ${view} view.`,
  // Password reset (SPEC §2.3, §5, §8)
  invalidOtpFormat: 'Please enter a valid 6-digit OTP',
  invalidOtp: 'Invalid OTP',
  otpExpired: 'OTP has expired. Please request a new one.',
  otpUsed: 'This OTP has already been used. Please request a new one.',
  otpTooManyTries: 'Too many wrong OTP attempts. Please request a new one.',
  otpResendTooSoon: 'Please wait a minute before requesting another OTP.',
  // Issue 37: the caps on OTP guesses and texts, each with how long to wait (also in Retry-After).
  otpTooManyTriesToday: (seconds: number) =>
    `Too many wrong OTP attempts today. Please try again in ${waitText(seconds)}, or ask your administrator to reset your password.`,
  otpTooManyRequests: (seconds: number) =>
    `Too many OTP requests for this account. Please try again in ${waitText(seconds)}.`,
  otpTooManyFromAddress: (seconds: number) =>
    `Too many OTP requests from your network. Please try again in ${waitText(seconds)}.`,
  otpTextsPaused: (seconds: number) =>
    `OTP messages are paused because of unusually many requests. Please try again in ${waitText(seconds)}.`,
  setPasswordTooOften: (seconds: number) =>
    `Too many password reset attempts. Please try again in ${waitText(seconds)}.`,
  otpSent: 'OTP sent to your registered phone number',
  otpValidated: 'OTP verified successfully',
  enterNewPassword: 'Please enter a new password',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  passwordUpdated: 'Password updated successfully',
  // Issue 37 item 9: a change from a signed-in session proves the person, not only the session.
  currentPasswordNeeded: 'Please enter your current password',
  invalidCurrentPassword: 'Invalid current password. Please check your current password and try again.',
  resetTokenInvalid: 'Your OTP verification has expired. Please start the password reset again.',
  passwordResetFailed: 'Password reset failed',
  otpValidationFailed: 'OTP validation failed',
  passwordUpdateFailed: 'Password update failed',
  userInfoUnavailable: 'User information not available',
  failedToSendOtp: 'Failed to send OTP',
} as const;

/** SPEC §8: what the api client says when a call fails before the server could answer. */
export const NETWORK = {
  network: 'Network error: Please check your internet connection and try again.',
  timeout: 'Request timeout: The server took too long to respond. Please try again.',
  invalidJson: 'Invalid JSON response from server.',
  unexpected: 'An unexpected error occurred. Please try again later.',
  httpError: (status: number) => `HTTP error! status: ${status}`,
} as const;

export const SERVER = {
  validation: 'Validation failed',
  notFound: 'Not found',
  routeNotFound: 'The requested resource does not exist',
  internal: 'Internal server error',
  tooLarge: 'The request is too large',
  rateLimited: 'Too many requests. Please slow down and try again shortly.',
  csrf: 'Request blocked: it did not come from this console.',
  /** GET /metrics without the scraper's METRICS_TOKEN. */
  metricsToken: 'Metrics need the scraper token: Authorization: Bearer <METRICS_TOKEN>.',
  /** With WORKERS, the primary did not gather the workers' metrics in time (it is starting or stopping one). */
  metricsUnavailable: 'The workers’ metrics could not be gathered just now. Scrape again.',
  /** A NUL character (U+0000), which no text column can hold, anywhere in a call (issue 13). */
  nulText: 'Text cannot contain a NUL character (\\u0000). Remove it and send again.',
  /** Text or a date the database cannot store (bad encoding, a year it does not know). */
  unstorable: 'A text or date in this request cannot be stored. Check the values and send again.',
  /** Load shedding (issue 13): the server is past a memory or event-loop bound and refuses new work. */
  overloaded: 'The server is busy right now. Please try again in a few seconds.',
  /** The database cannot be reached (a restart, a failover, a dropped connection): 503, Retry-After. */
  databaseUnavailable: 'The database is unavailable right now. Please try again in a few seconds.',
} as const;

/** What a unique constraint answers with (SPEC §5), whichever path tripped it. */
export const CONFLICT = {
  phone: 'Phone number already exists. Please use a different phone number.',
  username: 'Username already exists. Please use a different username.',
  meterSno: 'A meter with this serial number already exists.',
  modemSno: 'A modem with this serial number already exists.',
  staleVersion: 'This record was changed by someone else. Reload it and try again.',
  generic: 'This record conflicts with an existing one.',
  inUse: 'This record is still referenced by other records and cannot be removed.',
} as const;

/** Undoing one's own decision (lifecycle.ts undoRefusal), for meters and modems alike. */
export const UNDO_DECISION = {
  notYours: 'Only the person who made a decision can undo it.',
  tooLate: `A decision can be undone only within ${UNDO_MINUTES} minutes of making it: reopen a rejection or revoke an approval instead.`,
} as const;

/** What an `Idempotency-Key` header can be answered with (issue 13): a retry replays, never repeats. */
export const IDEMPOTENCY = {
  badKey: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters (no spaces).',
  mismatch: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
} as const;

/** What the meter calls answer, beyond the spec's own words. */
export const METER_MESSAGES = {
  notFound: 'Meter not found',
  officerNotFound: 'Field officer not found',
  officerRequired: 'Choose the field officer who installed this meter',
  created: 'Meter registered successfully',
  updated: 'Meter updated successfully',
  deleted: 'Meter deleted successfully',
  photoSaved: 'Photo saved',
  photoDeleted: 'Photo removed',
  photoNotFound: 'Photo not found',
  sendMeter: 'Send the meter as a JSON object or a multipart form',
  sendOnePhoto: 'Send exactly one photo',
} as const;

/** Meter photos (DESIGN §5): what an upload may be. */
export const PHOTO_MESSAGES = {
  notImage: 'Photos must be JPEG, PNG or WebP images.',
  tooLarge: 'Each photo must be at most 10 MB.',
  tooMany: 'A meter has at most four photos.',
  slotTwice: (slot: number) => `Photo ${slot} was sent twice; send one file per slot.`,
  unknownField: (field: string) =>
    `Unknown photo field "${field}": use photo1, photo2, photo3, photo4 or photos.`,
  brokenForm: 'The form arrived cut off or malformed, so nothing was saved. Send it again.',
} as const;

export const MODEM_MESSAGES = { officerNotFound: 'Field officer not found' } as const;

export const NOT_FOUND_PAGE = {
  code: '404',
  title: 'Oops! Page not found',
  home: 'Return to Home',
} as const;
