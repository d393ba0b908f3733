import { z } from 'zod';
import { User } from './users.js';
import { AUTH } from './messages.js';
import { TWO_STEP } from './two-step-messages.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.js';

export const LoginRequest = z.object({
  username: z.string().trim().min(1, AUTH.fillAllFields).max(100),
  password: z.string().min(1, AUTH.fillAllFields).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({
  success: z.literal(true),
  user: User,
  /** Only for clients that are not the console (the field app); browsers get an httpOnly cookie. */
  token: z.string().optional(),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const MeResponse = z.object({ success: z.literal(true), user: User });
export type MeResponse = z.infer<typeof MeResponse>;

export const Otp = z.string().regex(/^\d{6}$/, AUTH.invalidOtpFormat);

/** A new password: required, 8–128 characters (DESIGN §3; the spec's 6 is too weak). */
export const NewPassword = z
  .string()
  .min(1, AUTH.enterNewPassword)
  .min(PASSWORD_MIN_LENGTH, AUTH.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH.passwordTooLong);

const Login = z.string().trim().min(1).max(100);

/** The OTP goes to the account named by username or by phone (field officers: the same). */
export const SendOtpRequest = z.object({ username: Login.optional(), phone: Login.optional() });
export const ValidateOtpRequest = SendOtpRequest.extend({ otp: Otp });
/**
 * The password the signed-in person has now (issue 37 item 9): a change made from a session proves the
 * person, not only the session. An empty one is absent, so the server answers "please enter" for both.
 */
export const CurrentPassword = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.string().max(PASSWORD_MAX_LENGTH).optional(),
);
export const SetPasswordRequest = z.object({
  resetToken: z.string().min(20).max(200),
  newPassword: NewPassword,
  /** Required when the call carries a session (the profile's reset); the forgot flow has none. */
  currentPassword: CurrentPassword,
});

/** POST /auth/password-reset: one path, three steps told apart by `action` (SPEC §7). */
export const PasswordResetRequest = z.discriminatedUnion('action', [
  SendOtpRequest.extend({ action: z.literal('send-otp') }),
  ValidateOtpRequest.extend({ action: z.literal('validate-otp') }),
  SetPasswordRequest.extend({ action: z.literal('set-password') }),
]);
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

export const OtpSentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  phone: z.string().optional(),
});
export const OtpValidatedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  resetToken: z.string(),
});

/** Two-step sign-in (issue 13, item 9): a TOTP code (6 digits) or a recovery code (xxxxx-xxxxx). */
export const SecondFactorCode = z.string().trim().min(1, AUTH.fillAllFields).max(32);
export const PendingToken = z.string().min(20).max(200);

/** POST /auth/login when the password was right but a second step is due: no session yet. */
export const SecondFactorNeededResponse = z.object({
  success: z.literal(true),
  /** `code`: ask for a code; `enrol`: the super admin requires two-step sign-in and this admin has none. */
  secondFactor: z.enum(['code', 'enrol']),
  /** Opaque, single use, 5 minutes: names this sign-in to the next call. */
  pendingToken: z.string(),
  message: z.string(),
});
export type SecondFactorNeededResponse = z.infer<typeof SecondFactorNeededResponse>;
export const LoginAnswer = z.union([LoginResponse, SecondFactorNeededResponse]);
export type LoginAnswer = z.infer<typeof LoginAnswer>;

export const SecondFactorRequest = z.object({ pendingToken: PendingToken, code: SecondFactorCode });
export const PendingEnrolRequest = z.object({ pendingToken: PendingToken });

export const TwoStepStatus = z.object({
  success: z.literal(true),
  enabled: z.boolean(),
  /** The super admin requires it for admins: it cannot be turned off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoStepStatus = z.infer<typeof TwoStepStatus>;

/** An enrolment waiting for its first code: the secret as base32 (grouped by 4) and as a QR image. */
export const TwoStepSetup = z.object({
  success: z.literal(true),
  secret: z.string(),
  otpauthUri: z.string(),
  qrDataUrl: z.string(),
});
export type TwoStepSetup = z.infer<typeof TwoStepSetup>;

/** Turning two-step sign-in on and making new recovery codes: a code from the app and the password. */
export const TotpCodeRequest = z.object({ code: Otp, currentPassword: CurrentPassword });
export const RecoveryCodesResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponse>;
/** Enrolment finished at sign-in: the session starts, and the recovery codes are shown once. */
export const EnrolledSignInResponse = LoginResponse.extend({ recoveryCodes: z.array(z.string()) });
export type EnrolledSignInResponse = z.infer<typeof EnrolledSignInResponse>;

/**
 * Turning it off takes the password and a current code from the app or a recovery code (both): a
 * password just changed, or seen, is not enough on its own.
 */
export const DisableTwoStepRequest = z.object({
  code: SecondFactorCode,
  currentPassword: CurrentPassword,
});

/** The super admin resets another admin's two-step sign-in (a lost phone), saying why. */
export const ResetTwoStepRequest = z.object({
  reason: z.string().trim().min(1, TWO_STEP.resetReasonNeeded).max(500),
});
export type ResetTwoStepRequest = z.infer<typeof ResetTwoStepRequest>;

export const SecuritySettings = z.object({ requireTwoStep: z.boolean() });
export type SecuritySettings = z.infer<typeof SecuritySettings>;
export const SecuritySettingsResponse = SecuritySettings.extend({ success: z.literal(true) });
