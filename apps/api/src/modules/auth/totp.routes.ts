import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH,
  DisableTwoStepRequest,
  EnrolledSignInResponse,
  IdParam,
  LoginResponse,
  MessageResponse,
  PendingEnrolRequest,
  RecoveryCodesResponse,
  ResetTwoStepRequest,
  SecondFactorRequest,
  TotpCodeRequest,
  TWO_STEP,
  TwoStepSetup,
  TwoStepStatus,
} from '@smms/shared';
import type { UserRow } from '../../db/schema.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { actorOf, CSRF_HEADER, sessionCookieName, sessionCookieOptions } from '../sessions/index.js';
import { toUser } from '../users/index.js';
import type { AuthService } from './auth.service.js';
import type { TwoStepService } from './totp.service.js';

/** Two-step sign-in is the console admins' own (field officers sign in to the field app). */
const ADMINS = allow(ROLES.staff);
const SUPER = allow(ROLES.superAdmin);

/**
 * A wrong code or password from a signed-in admin (setting up, renewing codes, turning it off) is bad input, a 400:
 * the session is fine, and a 401 would tell the console the session had ended and sign the admin out. The same
 * checks answer 401 while a sign-in is being finished, where there is no session yet.
 */
const withSession = <T>(change: Promise<T>): Promise<T> =>
  change.catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 401 ? badRequest(error.message) : error;
  });

/**
 * Two-step sign-in (issue 13, item 9): finishing a sign-in with a code or by setting it up (public: the
 * pending token from POST /auth/login is the proof of the password), and an admin's own setup.
 */
export const twoStepRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  twoStep: TwoStepService;
  secureCookies: boolean;
}> = async (app, { auth, twoStep, secureCookies }) => {
  const cookieName = sessionCookieName(secureCookies);

  /** Opens the session the way POST /auth/login does once every step has passed. */
  async function signedIn(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
    const session = await auth.startSession(user, client);
    reply.setCookie(cookieName, session.token, sessionCookieOptions(secureCookies, session.expiresAt));
    const fromConsole = Boolean(request.headers[CSRF_HEADER]);
    return {
      success: true as const,
      user: toUser(session.user),
      token: fromConsole ? undefined : session.token,
      message: AUTH.loggedIn,
    };
  }

  app.post(
    '/auth/login/second-factor',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Finish a sign-in with a code from the authenticator app or a recovery code',
        body: SecondFactorRequest,
        response: { 200: LoginResponse, ...ERRORS },
      },
    },
    async (request, reply) => {
      const user = await twoStep.completeWithCode(request.body.pendingToken, request.body.code, request.ip);
      return signedIn(request, reply, user);
    },
  );

  app.post(
    '/auth/login/enrol',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Two-step sign-in is required: start setting it up for the pending sign-in',
        body: PendingEnrolRequest,
        response: { 200: TwoStepSetup, ...ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await twoStep.beginAtSignIn(request.body.pendingToken)),
    }),
  );

  app.post(
    '/auth/login/enrol/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Turn two-step sign-in on with a first code and finish the pending sign-in',
        body: SecondFactorRequest,
        response: { 200: EnrolledSignInResponse, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { pendingToken, code } = request.body;
      const { user, recoveryCodes } = await twoStep.confirmAtSignIn(pendingToken, code, request.ip);
      return { ...(await signedIn(request, reply, user)), recoveryCodes };
    },
  );

  app.get(
    '/auth/two-step',
    {
      config: { access: ADMINS },
      schema: {
        tags: ['auth'],
        summary: 'Whether two-step sign-in is on for me, required, and recovery codes left',
        response: { 200: TwoStepStatus, ...ERRORS },
      },
    },
    async (request) => ({ success: true as const, ...(await twoStep.status(actorOf(request).user)) }),
  );

  app.post(
    '/auth/two-step/setup',
    {
      config: { access: ADMINS },
      schema: {
        tags: ['auth'],
        summary: 'Start setting up two-step sign-in: a new secret as text and QR code',
        response: { 200: TwoStepSetup, ...ERRORS },
      },
    },
    async (request) => ({ success: true as const, ...(await twoStep.begin(actorOf(request).user)) }),
  );

  app.post(
    '/auth/two-step/confirm',
    {
      config: { access: ADMINS },
      schema: {
        tags: ['auth'],
        summary:
          'Turn two-step sign-in on with a first code and the current password; answers the recovery codes once',
        body: TotpCodeRequest,
        response: { 200: RecoveryCodesResponse, ...ERRORS },
      },
    },
    async (request) => {
      const recoveryCodes = await withSession(twoStep.enrol(actorOf(request).user, request.body, request.ip));
      return { success: true as const, message: TWO_STEP.enabled, recoveryCodes };
    },
  );

  app.post(
    '/auth/two-step/recovery-codes',
    {
      config: { access: ADMINS },
      schema: {
        tags: ['auth'],
        summary:
          'Replace the recovery codes (the current password, and a current code for the authenticator)',
        body: TotpCodeRequest,
        response: { 200: RecoveryCodesResponse, ...ERRORS },
      },
    },
    async (request) => {
      const recoveryCodes = await withSession(
        twoStep.renewRecoveryCodes(actorOf(request).user, request.body, request.ip),
      );
      return { success: true as const, message: TWO_STEP.recoveryCodesRenewed, recoveryCodes };
    },
  );

  app.post(
    '/auth/two-step/disable',
    {
      config: { access: ADMINS },
      schema: {
        tags: ['auth'],
        summary:
          'Turn two-step sign-in off with the current password and a current or recovery code (not while required)',
        body: DisableTwoStepRequest,
        response: { 200: MessageResponse, ...ERRORS },
      },
    },
    async (request) => {
      await withSession(twoStep.disable(actorOf(request).user, request.body, request.ip));
      return { success: true, message: TWO_STEP.disabled };
    },
  );

  app.post(
    '/users/:id/two-step/reset',
    {
      config: { access: SUPER },
      schema: {
        tags: ['users'],
        summary: "Reset another admin's two-step sign-in (audited with the reason); their sessions end",
        params: IdParam,
        body: ResetTwoStepRequest,
        response: { 200: MessageResponse, ...ERRORS },
      },
    },
    async (request) => {
      const name = await twoStep.reset(actorOf(request), request.params.id, request.body.reason);
      return { success: true, message: TWO_STEP.resetDone(name) };
    },
  );
};
