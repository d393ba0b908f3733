import { z } from 'zod';
import { User } from './users.js';
import { AUTH } from './messages.js';
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
export const SetPasswordRequest = z.object({
  resetToken: z.string().min(20).max(200),
  newPassword: NewPassword,
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
