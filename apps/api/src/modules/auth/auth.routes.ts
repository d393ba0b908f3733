import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH,
  LoginAnswer,
  LoginRequest,
  maskPhone,
  MeResponse,
  MessageResponse,
  OtpSentResponse,
  OtpValidatedResponse,
  PasswordResetRequest,
  SendOtpRequest,
  SetPasswordRequest,
  ValidateOtpRequest,
} from '@smms/shared';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { actorOf, CSRF_HEADER, sessionCookieName, sessionCookieOptions } from '../sessions/index.js';
import { toUser } from '../users/index.js';
import type { AuthService } from './auth.service.js';
import { secondFactorNeeded } from './second-factor-answer.js';
import { addressLimit } from './address-limits.js';

const SIGNED_IN = allow(ROLES.everyone);

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; secureCookies: boolean }> = async (
  app,
  opts,
) => {
  const { auth } = opts;
  const cookieName = sessionCookieName(opts.secureCookies);
  const client = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        body: LoginRequest,
        response: { 200: LoginAnswer, ...ERRORS },
      },
    },
    async (request, reply) => {
      const result = await auth.login(request.body.username, request.body.password, client(request));
      // The right password of an admin with two-step sign-in: no session yet, the next step's token.
      if (result.pending) return secondFactorNeeded(result.pending);
      const { user, token, expiresAt } = result;
      reply.setCookie(cookieName, token, sessionCookieOptions(opts.secureCookies, expiresAt));
      // The console (which sends the CSRF header) never sees the token: its session lives in the httpOnly cookie.
      const fromConsole = Boolean(request.headers[CSRF_HEADER]);
      return {
        success: true as const,
        user: toUser(user),
        token: fromConsole ? undefined : token,
        message: AUTH.loggedIn,
      };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends this session on the server',
        response: { 200: MessageResponse, ...ERRORS },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await auth.logout(actor.user.id, actor.sessionId, request.ip);
      reply.clearCookie(cookieName, { path: '/', secure: opts.secureCookies });
      return { success: true, message: AUTH.loggedOut };
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user (session restore)',
        response: { 200: MeResponse, ...ERRORS },
      },
    },
    async (request) => ({ success: true as const, user: toUser(actorOf(request).user) }),
  );

  const textsFromAddress = addressLimit(app, 'otpTexts', AUTH.otpTooManyFromAddress);
  const passwordsFromAddress = addressLimit(app, 'setPassword', AUTH.setPasswordTooOften);

  async function sendOtp(request: FastifyRequest, login: { username?: string; phone?: string }) {
    await textsFromAddress(request);
    await auth.sendOtp(login, request.ip);
    // The masked phone is told only to the signed-in owner of the account (found the way the OTP's is).
    const own = request.actor?.user;
    const asked = login.username
      ? own?.username.toLowerCase() === login.username.toLowerCase()
      : own?.phone === login.phone;
    return {
      success: true as const,
      message: AUTH.otpSent,
      phone: own && asked ? maskPhone(own.phone) : undefined,
    };
  }
  async function validateOtp(request: FastifyRequest, body: z.infer<typeof ValidateOtpRequest>) {
    const resetToken = await auth.validateOtp(body, body.otp, request.ip);
    return { success: true as const, message: AUTH.otpValidated, resetToken };
  }
  async function setPassword(
    request: FastifyRequest,
    reply: FastifyReply,
    body: z.infer<typeof SetPasswordRequest>,
  ) {
    await passwordsFromAddress(request);
    const caller = request.actor
      ? {
          user: request.actor.user,
          sessionId: request.actor.sessionId,
          currentPassword: body.currentPassword,
        }
      : null;
    await auth.setPassword(body.resetToken, body.newPassword, caller, request.ip);
    return reply.send({ success: true, message: AUTH.passwordUpdated });
  }

  // SPEC §7 keeps one path for the three steps; a body without `action` asks for an OTP.
  const ResetBody = z.preprocess(
    (v) => (v && typeof v === 'object' && !('action' in v) ? { ...v, action: 'send-otp' } : v),
    PasswordResetRequest,
  );
  app.post(
    '/auth/password-reset',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Password reset: send OTP, validate OTP, or set the new password (by `action`)',
        body: ResetBody,
        response: { 200: z.union([OtpValidatedResponse, OtpSentResponse, MessageResponse]), ...ERRORS },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.action === 'validate-otp') return validateOtp(request, body);
      if (body.action === 'set-password') return setPassword(request, reply, body);
      return sendOtp(request, body);
    },
  );
  app.post(
    '/auth/otp',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Send (or resend) a password reset OTP',
        body: SendOtpRequest,
        response: { 200: OtpSentResponse, ...ERRORS },
      },
    },
    (request) => sendOtp(request, request.body),
  );
  app.post(
    '/auth/validate-otp',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Check an OTP; answers a one-time reset token',
        body: ValidateOtpRequest,
        response: { 200: OtpValidatedResponse, ...ERRORS },
      },
    },
    (request) => validateOtp(request, request.body),
  );
  app.post(
    '/auth/set-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the reset token of a validated OTP',
        body: SetPasswordRequest,
        response: { 200: MessageResponse, ...ERRORS },
      },
    },
    (request, reply) => setPassword(request, reply, request.body),
  );
};
