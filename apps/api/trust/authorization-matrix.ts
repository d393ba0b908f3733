import { AUTH, FLAG_CHECKS_DEFAULT, REVIEW_TARGETS_DEFAULT, TWO_STEP, type Role } from '@smms/shared';

/**
 * The authorization matrix as data (issue 13, item 2): every route the API registers, how to build a
 * valid call of it, what it acts on, and who may make it. `authorization.trust.ts` sends each call as
 * each identity below and checks the answer against `expected()`; a route missing here fails that test.
 *
 * The rules, as DESIGN §3-4 and the access module state them:
 * - no session, or a session that is no longer live (deactivated user, idle or absolute expiry, logged
 *   out, issued before a password change, a forged token): 401 on every route that is not public;
 * - a live session whose role the route does not name: 403;
 * - a service account's token (issue 39): allowed only on the routes that name one of its scopes (`service`),
 *   403 on every other; a revoked account's token: 401, as no session;
 * - an AE_ADMIN reaching an object (officer, meter, modem) of another AE_ADMIN's officers: 404, as if it
 *   did not exist; a list or count in its scope is allowed and simply holds none of them;
 * - everything else is allowed and answers the route's success status.
 * A route may name exceptions where its own rule is narrower than its role set (`except`).
 */

/** Who sends the call. Every identity works in both views, so a refusal is about role, scope or session. */
export const IDENTITIES = [
  'anonymous',
  'fieldOfficer',
  'aeOwn',
  'aeOther',
  'biAdmin',
  'superAdmin',
  'deactivated',
  'idleExpired',
  'absoluteExpired',
  'loggedOut',
  'beforePasswordChange',
  'forged',
  'service',
  'serviceRevoked',
] as const;
export type Identity = (typeof IDENTITIES)[number];

/** The role of each live identity; the dead sessions all belong to super admins, the widest role. */
export const ROLE_OF: Record<Identity, Role | null> = {
  anonymous: null,
  fieldOfficer: 'FIELD_OFFICER',
  aeOwn: 'AE_ADMIN',
  aeOther: 'AE_ADMIN',
  biAdmin: 'BI_ADMIN',
  superAdmin: 'BI_SUPER_ADMIN',
  deactivated: 'BI_SUPER_ADMIN',
  idleExpired: 'BI_SUPER_ADMIN',
  absoluteExpired: 'BI_SUPER_ADMIN',
  loggedOut: 'BI_SUPER_ADMIN',
  beforePasswordChange: 'BI_SUPER_ADMIN',
  forged: null,
  service: null,
  serviceRevoked: null,
};

/** Identities whose session is live (the others present none, a dead one or a forged one). */
export const LIVE: readonly Identity[] = ['fieldOfficer', 'aeOwn', 'aeOther', 'biAdmin', 'superAdmin'];

export type Outcome = 'allowed' | 401 | 403 | 404;

/**
 * What the calls act on, made by the test before the matrix runs. Everything belongs to `officer`, a
 * field officer created by the AE_ADMIN `aeOwn`; `aeOther` is another AE_ADMIN with officers of its own.
 * The `new…` makers give a call that changes or removes its target an object of its own.
 */
export interface World {
  officer: { id: number; phone: string; username: string };
  meter: { id: number; meterSno: string; dtrSno: string };
  modem: { id: number; meterSno: string; modemSno: string };
  ticketId: number;
  newMeter(options?: { photo?: boolean }): Promise<{ id: number; version: number }>;
  newModem(): Promise<{ id: number; version: number }>;
  newOfficer(): Promise<{ id: number; phone: string }>;
  /** A new officer of aeOwn's, signed in once: its id and the session's. */
  newOfficerSession(): Promise<{ id: number; sessionId: number }>;
  newTicket(): Promise<{ id: number; version: number }>;
  /** A new circle, with an outline drawn when asked. */
  newArea(options?: { outline?: boolean }): Promise<{ id: number }>;
  newServiceAccount(): Promise<{ id: number }>;
  /** A multipart body holding one small JPEG in `field`. */
  photoForm(field: string): { payload: Buffer; headers: Record<string, string> };
  /** What another AE_ADMIN must never read in an answer: the officer's username and serials. */
  hidden: readonly string[];
  /** A text unique to this run and call (serials, names, phones). */
  unique(prefix: string): string;
}

export interface CellRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered (Fastify's URL template). */
  route: string;
  /** What the call acts on, for a reader and for failure messages. */
  acts: string;
  /** The roles that may call it, or public. */
  roles: readonly Role[] | 'public';
  /** The call reaches one object of `officer`'s: another AE_ADMIN gets 404. */
  perObject?: boolean;
  /** The status an allowed call answers (200 unless said). */
  status?: number;
  /** With a status a refusal also has (401, 403, 404): the message that tells the handler answered. */
  message?: string;
  /** Cells where the route's own rule is narrower than its role set, with the reason in `why`. */
  except?: Partial<Record<Identity, Outcome>>;
  why?: string;
  /** Allowed calls end the caller's session: each is sent with a fresh session of the same user. */
  endsSession?: boolean;
  /** A service account's token of the route's scope may call it too (`orService`). */
  service?: boolean;
  request(world: World): CellRequest | Promise<CellRequest>;
}

const EVERYONE: readonly Role[] = ['BI_SUPER_ADMIN', 'BI_ADMIN', 'AE_ADMIN', 'FIELD_OFFICER'];
const STAFF: readonly Role[] = ['BI_SUPER_ADMIN', 'BI_ADMIN', 'AE_ADMIN'];
const MANAGERS: readonly Role[] = ['BI_SUPER_ADMIN', 'AE_ADMIN'];
const INSTALLERS: readonly Role[] = ['BI_SUPER_ADMIN', 'AE_ADMIN', 'FIELD_OFFICER'];
const REVIEWERS: readonly Role[] = ['BI_SUPER_ADMIN', 'BI_ADMIN'];
const SUPER: readonly Role[] = ['BI_SUPER_ADMIN'];

const V = '/api/v1';
const MODEM_LISTS = ['all', 'accepted', 'commissioned', 'rejected'] as const;
/**
 * An account that does not exist, new for each call: the public reset calls answer it as they answer a
 * real one, resend wait and wrong-code count included, so one name would soon answer 429.
 */
const nobody = (w: World) => w.unique('authz-nobody');

export const MATRIX: readonly RouteCase[] = [
  // Public: the same answer whoever calls, with or without a session.
  {
    method: 'GET',
    route: `${V}/health`,
    acts: 'server health',
    roles: 'public',
    request: () => ({ url: `${V}/health` }),
  },
  {
    method: 'GET',
    route: `${V}/livez`,
    acts: 'process liveness',
    roles: 'public',
    request: () => ({ url: `${V}/livez` }),
  },
  {
    method: 'GET',
    route: `${V}/readyz`,
    acts: 'instance readiness',
    roles: 'public',
    request: () => ({ url: `${V}/readyz` }),
  },
  {
    method: 'GET',
    route: `${V}/settings`,
    acts: 'console settings',
    roles: 'public',
    request: () => ({ url: `${V}/settings` }),
  },
  {
    method: 'POST',
    route: `${V}/auth/login`,
    acts: "the officer's account (a new session)",
    roles: 'public',
    request: (w) => ({
      url: `${V}/auth/login`,
      payload: { username: w.officer.username, password: 'Fixture#Pass-2026' },
    }),
  },
  {
    method: 'POST',
    route: `${V}/auth/password-reset`,
    acts: 'an OTP for an unknown account',
    roles: 'public',
    request: (w) => ({ url: `${V}/auth/password-reset`, payload: { username: nobody(w) } }),
  },
  {
    method: 'POST',
    route: `${V}/auth/otp`,
    acts: 'an OTP for an unknown account',
    roles: 'public',
    request: (w) => ({ url: `${V}/auth/otp`, payload: { username: nobody(w) } }),
  },
  {
    method: 'POST',
    route: `${V}/auth/validate-otp`,
    acts: 'a wrong OTP for an unknown account',
    roles: 'public',
    status: 400,
    request: (w) => ({ url: `${V}/auth/validate-otp`, payload: { username: nobody(w), otp: '123456' } }),
  },
  {
    method: 'POST',
    route: `${V}/auth/set-password`,
    acts: 'a password with a reset token no OTP issued',
    roles: 'public',
    status: 400,
    request: () => ({
      url: `${V}/auth/set-password`,
      payload: { resetToken: 'x'.repeat(40), newPassword: 'Another#Pass-2026' },
    }),
  },

  // Sign-in's second step (TOTP): public, refused without a pending sign-in of the caller's.
  {
    method: 'POST',
    route: `${V}/auth/login/second-factor`,
    acts: 'a pending sign-in no password opened',
    roles: 'public',
    status: 401,
    request: () => ({
      url: `${V}/auth/login/second-factor`,
      payload: { pendingToken: 'p'.repeat(43), code: '123456' },
    }),
  },
  {
    method: 'POST',
    route: `${V}/auth/login/enrol`,
    acts: 'a pending sign-in no password opened',
    roles: 'public',
    status: 401,
    request: () => ({ url: `${V}/auth/login/enrol`, payload: { pendingToken: 'p'.repeat(43) } }),
  },
  {
    method: 'POST',
    route: `${V}/auth/login/enrol/confirm`,
    acts: 'a pending sign-in no password opened',
    roles: 'public',
    status: 401,
    request: () => ({
      url: `${V}/auth/login/enrol/confirm`,
      payload: { pendingToken: 'p'.repeat(43), code: '123456' },
    }),
  },

  // The caller's own two-step sign-in: the three admin roles.
  {
    method: 'GET',
    route: `${V}/auth/two-step`,
    acts: "the caller's two-step state",
    roles: STAFF,
    request: () => ({ url: `${V}/auth/two-step` }),
  },
  {
    method: 'POST',
    route: `${V}/auth/two-step/setup`,
    acts: "the caller's TOTP secret (a new pending one)",
    roles: STAFF,
    request: () => ({ url: `${V}/auth/two-step/setup` }),
  },
  {
    method: 'POST',
    route: `${V}/auth/two-step/confirm`,
    acts: "the caller's pending TOTP secret, without the current password",
    roles: STAFF,
    status: 400,
    message: AUTH.currentPasswordNeeded,
    request: () => ({ url: `${V}/auth/two-step/confirm`, payload: { code: '000000' } }),
  },
  {
    method: 'POST',
    route: `${V}/auth/two-step/recovery-codes`,
    acts: "the caller's recovery codes, with a wrong code",
    roles: STAFF,
    status: 400,
    request: () => ({ url: `${V}/auth/two-step/recovery-codes`, payload: { code: '000000' } }),
  },
  {
    method: 'POST',
    route: `${V}/auth/two-step/disable`,
    acts: "the caller's two-step sign-in, with a wrong password",
    roles: STAFF,
    status: 400,
    request: () => ({
      url: `${V}/auth/two-step/disable`,
      payload: { code: '000000', currentPassword: 'not-the-password' },
    }),
  },
  {
    method: 'POST',
    route: `${V}/users/:id/two-step/reset`,
    acts: "the officer's two-step sign-in (it has none: field officers are not asked)",
    roles: SUPER,
    status: 400,
    message: TWO_STEP.resetNotAdmin,
    request: (w) => ({ url: `${V}/users/${w.officer.id}/two-step/reset`, payload: { reason: 'authz' } }),
  },
  {
    method: 'GET',
    route: `${V}/settings/security`,
    acts: 'the security settings',
    roles: SUPER,
    request: () => ({ url: `${V}/settings/security` }),
  },
  {
    method: 'PUT',
    route: `${V}/settings/security`,
    acts: 'the security settings (two-step not required)',
    roles: SUPER,
    request: () => ({ url: `${V}/settings/security`, payload: { requireTwoStep: false } }),
  },

  {
    method: 'GET',
    route: `${V}/settings/auto-commission`,
    acts: 'the auto-commissioning rule',
    roles: SUPER,
    request: () => ({ url: `${V}/settings/auto-commission` }),
  },
  {
    method: 'PUT',
    route: `${V}/settings/auto-commission`,
    acts: 'the auto-commissioning rule, with a version never reached (stale: nothing changes)',
    roles: SUPER,
    status: 409,
    request: () => ({ url: `${V}/settings/auto-commission`, payload: { version: 999_999, enabled: true } }),
  },
  {
    method: 'GET',
    route: `${V}/settings/review-targets`,
    acts: 'the review targets (SLAs)',
    roles: STAFF,
    request: () => ({ url: `${V}/settings/review-targets` }),
  },
  {
    method: 'PUT',
    route: `${V}/settings/review-targets`,
    acts: 'the review targets, with a version never reached (stale: nothing changes)',
    roles: SUPER,
    status: 409,
    request: () => ({
      url: `${V}/settings/review-targets`,
      payload: { version: 999_999, ...REVIEW_TARGETS_DEFAULT },
    }),
  },
  {
    method: 'GET',
    route: `${V}/settings/flag-checks`,
    acts: 'the checks that flag installations (issue 42)',
    roles: SUPER,
    request: () => ({ url: `${V}/settings/flag-checks` }),
  },
  {
    method: 'PUT',
    route: `${V}/settings/flag-checks`,
    acts: 'the checks that flag installations, with a version never reached (stale: nothing changes)',
    roles: SUPER,
    status: 409,
    request: () => ({
      url: `${V}/settings/flag-checks`,
      payload: { version: 999_999, ...FLAG_CHECKS_DEFAULT },
    }),
  },

  // Progress reports (issue 41): each role in its scope.
  {
    method: 'GET',
    route: `${V}/reports/progress`,
    acts: 'the progress report of installations in scope',
    roles: STAFF,
    request: () => ({ url: `${V}/reports/progress?from=2026-01-01&to=2026-03-31` }),
  },
  {
    method: 'GET',
    route: `${V}/reports/progress/export`,
    acts: 'the progress report as a file',
    roles: STAFF,
    request: () => ({ url: `${V}/reports/progress/export?format=xlsx&from=2026-01-01&to=2026-03-31` }),
  },

  // Claimed review queues (issue 41).
  {
    method: 'POST',
    route: `${V}/review-claims`,
    acts: "the next meters of BI_ADMIN's queue (Start reviewing)",
    roles: REVIEWERS,
    except: { superAdmin: 403 },
    why: "the recommendation queue is BI_ADMIN's; the super admin claims from its decision queues",
    request: () => ({ url: `${V}/review-claims`, payload: { queue: 'recommendation', count: 1 } }),
  },
  {
    method: 'GET',
    route: `${V}/review-claims/mine`,
    acts: "the caller's claims",
    roles: REVIEWERS,
    request: () => ({ url: `${V}/review-claims/mine` }),
  },
  {
    method: 'DELETE',
    route: `${V}/review-claims/mine`,
    acts: "the caller's claims (Stop reviewing)",
    roles: REVIEWERS,
    request: () => ({ url: `${V}/review-claims/mine` }),
  },
  {
    method: 'GET',
    route: `${V}/meters/claims`,
    acts: 'who is reviewing the meter',
    roles: STAFF,
    request: (w) => ({ url: `${V}/meters/claims?ids=${w.meter.id}` }),
  },
  {
    method: 'GET',
    route: `${V}/modem/claims`,
    acts: 'who is reviewing the modem',
    roles: STAFF,
    request: (w) => ({ url: `${V}/modem/claims?ids=${w.modem.id}` }),
  },
  {
    method: 'GET',
    route: `${V}/review-claims`,
    acts: "every reviewer's claims",
    roles: SUPER,
    request: () => ({ url: `${V}/review-claims` }),
  },
  {
    method: 'DELETE',
    route: `${V}/review-claims/:userId`,
    acts: "a reviewer's claims (the officer holds none)",
    roles: SUPER,
    request: (w) => ({ url: `${V}/review-claims/${w.officer.id}` }),
  },

  // The caller's own session.
  {
    method: 'GET',
    route: `${V}/auth/me`,
    acts: 'the caller',
    roles: EVERYONE,
    request: () => ({ url: `${V}/auth/me` }),
  },
  {
    method: 'POST',
    route: `${V}/auth/logout`,
    acts: "the caller's session",
    roles: EVERYONE,
    endsSession: true,
    request: () => ({ url: `${V}/auth/logout` }),
  },

  // The caller's own console preferences: no id in the path, so no one else's to reach.
  {
    method: 'GET',
    route: `${V}/me/preferences`,
    acts: "the caller's preferences",
    roles: STAFF,
    request: () => ({ url: `${V}/me/preferences` }),
  },
  {
    method: 'DELETE',
    route: `${V}/me/preferences`,
    acts: "all of the caller's preferences",
    roles: STAFF,
    request: () => ({ url: `${V}/me/preferences` }),
  },
  {
    method: 'PUT',
    route: `${V}/me/preferences/:name`,
    acts: "one of the caller's preferences",
    roles: STAFF,
    request: () => ({ url: `${V}/me/preferences/authz.check`, payload: { value: 'authz' } }),
  },

  // Dashboards and the activity log: counts in the caller's scope.
  {
    method: 'GET',
    route: `${V}/dashboard`,
    acts: 'counts in scope',
    roles: STAFF,
    request: () => ({ url: `${V}/dashboard` }),
  },
  {
    method: 'GET',
    route: `${V}/dashboard/trend`,
    acts: 'counts in scope',
    roles: STAFF,
    request: () => ({ url: `${V}/dashboard/trend` }),
  },
  {
    method: 'GET',
    route: `${V}/dashboard/waiting`,
    acts: 'waiting times and overdue counts in scope',
    roles: STAFF,
    request: () => ({ url: `${V}/dashboard/waiting?by=officer` }),
  },
  {
    method: 'GET',
    route: `${V}/activities`,
    acts: 'the activity log in scope',
    roles: STAFF,
    request: () => ({ url: `${V}/activities` }),
  },
  {
    method: 'GET',
    route: `${V}/activities/export`,
    acts: 'a CSV of the activity log in scope',
    roles: STAFF,
    request: () => ({ url: `${V}/activities/export` }),
  },
  {
    method: 'GET',
    route: `${V}/notifications`,
    acts: 'notifications in scope',
    roles: STAFF,
    request: () => ({ url: `${V}/notifications` }),
  },

  // Meters: lists in scope.
  {
    method: 'GET',
    route: `${V}/meters`,
    acts: 'meters in scope',
    roles: EVERYONE,
    request: () => ({ url: `${V}/meters` }),
  },
  {
    method: 'GET',
    route: `${V}/meters/facets`,
    acts: 'the filter counts of meters in scope',
    roles: EVERYONE,
    request: () => ({ url: `${V}/meters/facets` }),
  },
  {
    method: 'GET',
    route: `${V}/meters/admin/installed`,
    acts: 'meters in scope',
    roles: STAFF,
    request: () => ({ url: `${V}/meters/admin/installed` }),
  },
  {
    method: 'GET',
    route: `${V}/meters/divisions`,
    acts: 'divisions in scope',
    roles: STAFF,
    request: () => ({ url: `${V}/meters/divisions` }),
  },
  {
    method: 'GET',
    route: `${V}/meters/export`,
    acts: 'a CSV of meters in scope',
    roles: STAFF,
    request: () => ({ url: `${V}/meters/export` }),
  },
  {
    method: 'GET',
    route: `${V}/meters/map`,
    acts: 'meters in scope on the map',
    roles: STAFF,
    request: () => ({ url: `${V}/meters/map` }),
  },
  {
    method: 'GET',
    route: `${V}/meters/pending-with-tech-support`,
    acts: 'pending meters',
    roles: REVIEWERS,
    request: () => ({ url: `${V}/meters/pending-with-tech-support` }),
  },
  {
    method: 'GET',
    route: `${V}/meters/pending-with-tech-support/facets`,
    acts: 'the filter counts of pending meters',
    roles: REVIEWERS,
    request: () => ({ url: `${V}/meters/pending-with-tech-support/facets` }),
  },
  {
    method: 'GET',
    route: `${V}/meters/pending-with-tech-support/export`,
    acts: 'a CSV of pending meters',
    roles: REVIEWERS,
    request: () => ({ url: `${V}/meters/pending-with-tech-support/export` }),
  },
  {
    method: 'GET',
    route: `${V}/meters/rework`,
    acts: 'the rejected meters in scope and what to fix',
    roles: INSTALLERS,
    request: () => ({ url: `${V}/meters/rework` }),
  },
  {
    method: 'GET',
    route: `${V}/meters/field-officer/:id`,
    acts: "the officer's meters",
    roles: STAFF,
    perObject: true,
    request: (w) => ({ url: `${V}/meters/field-officer/${w.officer.id}` }),
  },

  // Meters: one meter.
  {
    method: 'GET',
    route: `${V}/meters/:id`,
    acts: "the officer's meter",
    roles: EVERYONE,
    perObject: true,
    request: (w) => ({ url: `${V}/meters/${w.meter.id}` }),
  },
  {
    method: 'GET',
    route: `${V}/meters/:id/review-record`,
    acts: "the officer's meter's review record",
    roles: EVERYONE,
    perObject: true,
    request: (w) => ({ url: `${V}/meters/${w.meter.id}/review-record` }),
  },
  {
    method: 'GET',
    route: `${V}/meters/:id/flags`,
    acts: "the officer's meter's flags",
    roles: EVERYONE,
    perObject: true,
    request: (w) => ({ url: `${V}/meters/${w.meter.id}/flags` }),
  },
  {
    method: 'GET',
    route: `${V}/meters/:id/history`,
    acts: "the officer's meter's history",
    roles: EVERYONE,
    perObject: true,
    request: (w) => ({ url: `${V}/meters/${w.meter.id}/history` }),
  },
  {
    method: 'POST',
    route: `${V}/meters`,
    acts: 'a new meter for the officer',
    roles: INSTALLERS,
    perObject: true,
    status: 201,
    request: (w) => ({
      url: `${V}/meters`,
      payload: { meterSno: w.unique('AZM'), fieldOfficerId: w.officer.id },
    }),
  },
  {
    method: 'PUT',
    route: `${V}/meters/:id`,
    acts: "the officer's meter (a copy)",
    roles: MANAGERS,
    perObject: true,
    request: async (w) => {
      const meter = await w.newMeter();
      return { url: `${V}/meters/${meter.id}`, payload: { version: meter.version, comments: 'authz' } };
    },
  },
  {
    method: 'DELETE',
    route: `${V}/meters/:id`,
    acts: "the officer's meter (a copy)",
    roles: SUPER,
    perObject: true,
    request: async (w) => ({ url: `${V}/meters/${(await w.newMeter()).id}` }),
  },
  {
    method: 'PUT',
    route: `${V}/meters/:id/commission-status`,
    acts: "the officer's meter (a copy), Pending to Approved",
    roles: EVERYONE,
    perObject: true,
    except: { fieldOfficer: 403, aeOwn: 403, biAdmin: 403 },
    why: 'every role reaches the lifecycle rule (DESIGN §5), which lets only the super admin approve a Pending meter',
    request: async (w) => {
      const meter = await w.newMeter();
      return {
        url: `${V}/meters/${meter.id}/commission-status`,
        payload: { commissionStatus: 'Approved', version: meter.version },
      };
    },
  },
  {
    method: 'POST',
    route: `${V}/meters/commission-status/bulk`,
    acts: "the officer's meter (a copy)",
    roles: SUPER,
    request: async (w) => {
      const meter = await w.newMeter();
      return {
        url: `${V}/meters/commission-status/bulk`,
        payload: { commissionStatus: 'Approved', items: [{ id: meter.id, version: meter.version }] },
      };
    },
  },
  {
    method: 'POST',
    route: `${V}/meters/:id/undo-auto-commission`,
    acts: "the officer's meter (a copy), which the rule never approved: nothing to undo",
    roles: SUPER,
    status: 409,
    request: async (w) => {
      const meter = await w.newMeter();
      return {
        url: `${V}/meters/${meter.id}/undo-auto-commission`,
        payload: { version: meter.version, comment: 'Checked on site' },
      };
    },
  },
  {
    method: 'POST',
    route: `${V}/meters/:id/undo-decision`,
    acts: "the officer's meter (a copy), never decided: nothing to undo",
    roles: SUPER,
    status: 409,
    request: async (w) => {
      const meter = await w.newMeter();
      return { url: `${V}/meters/${meter.id}/undo-decision`, payload: { version: meter.version } };
    },
  },
  {
    method: 'POST',
    route: `${V}/meters/bi-admin/update-tech-support`,
    acts: "the officer's meter (a copy)",
    roles: REVIEWERS,
    request: async (w) => {
      const meter = await w.newMeter();
      return {
        url: `${V}/meters/bi-admin/update-tech-support`,
        payload: { meterId: meter.id, techSupportStatus: 'Approved', version: meter.version },
      };
    },
  },
  {
    method: 'GET',
    route: `${V}/meters/:id/photos/:slot`,
    acts: "a photo of the officer's meter",
    roles: EVERYONE,
    perObject: true,
    request: (w) => ({ url: `${V}/meters/${w.meter.id}/photos/1` }),
  },
  {
    method: 'POST',
    route: `${V}/meters/:id/photos/:slot`,
    acts: "a photo of the officer's meter (a copy)",
    roles: INSTALLERS,
    perObject: true,
    request: async (w) => ({
      url: `${V}/meters/${(await w.newMeter()).id}/photos/2`,
      ...w.photoForm('photo'),
    }),
  },
  {
    method: 'DELETE',
    route: `${V}/meters/:id/photos/:slot`,
    acts: "a photo of the officer's meter (a copy)",
    roles: MANAGERS,
    perObject: true,
    request: async (w) => ({ url: `${V}/meters/${(await w.newMeter({ photo: true })).id}/photos/1` }),
  },
  {
    method: 'POST',
    route: `${V}/meters/communication`,
    acts: "the head-end's report on the officer's meter",
    roles: SUPER,
    service: true,
    request: (w) => ({
      url: `${V}/meters/communication`,
      payload: { reports: [{ meterSno: w.meter.meterSno, communicatedAt: new Date().toISOString() }] },
    }),
  },

  // Discom reference data and the diagnostics.
  {
    method: 'GET',
    route: `${V}/meters/bi-admin/discom-data/:dtrNo`,
    acts: "the DTR of the officer's meter",
    roles: EVERYONE,
    except: { fieldOfficer: 403, aeOwn: 403, aeOther: 403 },
    why: "SPEC's Discom lookup is the BI roles' (the access module): the service refuses the others",
    request: (w) => ({ url: `${V}/meters/bi-admin/discom-data/${w.meter.dtrSno}` }),
  },
  {
    method: 'GET',
    route: `${V}/meters-data/compare-with-discom`,
    acts: "the officer's meter against the Discom data",
    roles: STAFF,
    perObject: true,
    request: (w) => ({ url: `${V}/meters-data/compare-with-discom?meterId=${w.meter.id}` }),
  },
  {
    method: 'POST',
    route: `${V}/discom/dtr-import`,
    acts: 'the DTR master (a dry run)',
    roles: REVIEWERS,
    request: (w) => ({
      url: `${V}/discom/dtr-import?dryRun=true`,
      payload: `dtr_no,substation,district,edc,capacity,region,status\n${w.unique('DTRX')},S,D,E,100 KVA,R,Active\n`,
      headers: { 'content-type': 'text/csv' },
    }),
  },
  {
    method: 'GET',
    route: `${V}/meters/bi-admin/database-health`,
    acts: 'database statistics',
    roles: REVIEWERS,
    request: () => ({ url: `${V}/meters/bi-admin/database-health` }),
  },
  {
    method: 'GET',
    route: `${V}/meters/debug/auth`,
    acts: 'the caller',
    roles: REVIEWERS,
    request: () => ({ url: `${V}/meters/debug/auth` }),
  },
  {
    method: 'GET',
    route: `${V}/meters/bi-admin/debug-dtr/:dtr`,
    acts: "the DTR of the officer's meter",
    roles: REVIEWERS,
    request: (w) => ({ url: `${V}/meters/bi-admin/debug-dtr/${w.meter.dtrSno}` }),
  },

  // Modems: lists and searches in scope.
  ...MODEM_LISTS.flatMap((list): RouteCase[] => [
    {
      method: 'GET',
      route: `${V}/modem/${list}`,
      acts: 'modems in scope',
      roles: STAFF,
      request: () => ({ url: `${V}/modem/${list}` }),
    },
    {
      method: 'GET',
      route: `${V}/modem/${list}/export`,
      acts: 'a CSV of modems in scope',
      roles: STAFF,
      request: () => ({ url: `${V}/modem/${list}/export` }),
    },
    {
      method: 'GET',
      route: `${V}/modem/${list}/map`,
      acts: 'modems in scope on the map',
      roles: STAFF,
      request: () => ({ url: `${V}/modem/${list}/map` }),
    },
  ]),
  {
    method: 'GET',
    route: `${V}/modem/divisions`,
    acts: 'divisions in scope',
    roles: STAFF,
    request: () => ({ url: `${V}/modem/divisions` }),
  },
  {
    method: 'GET',
    route: `${V}/modem/statistics`,
    acts: 'counts in scope',
    roles: STAFF,
    request: () => ({ url: `${V}/modem/statistics` }),
  },
  {
    method: 'GET',
    route: `${V}/modem/search/meter`,
    acts: 'modems in scope',
    roles: STAFF,
    request: (w) => ({ url: `${V}/modem/search/meter?query=${w.modem.meterSno}` }),
  },
  {
    method: 'GET',
    route: `${V}/modem/search/service`,
    acts: 'modems in scope',
    roles: STAFF,
    request: () => ({ url: `${V}/modem/search/service?query=SC` }),
  },

  // Modems: one modem, one officer's modems.
  {
    method: 'GET',
    route: `${V}/modem/meter/:meterNumber`,
    acts: "modems in scope on the officer's meter number (a search: another AE_ADMIN finds none)",
    roles: STAFF,
    request: (w) => ({ url: `${V}/modem/meter/${w.modem.meterSno}` }),
  },
  {
    method: 'GET',
    route: `${V}/modem/:id`,
    acts: "the officer's modem",
    roles: STAFF,
    perObject: true,
    request: (w) => ({ url: `${V}/modem/${w.modem.id}` }),
  },
  {
    method: 'GET',
    route: `${V}/modem/:id/review-record`,
    acts: "the officer's modem's review record",
    roles: STAFF,
    perObject: true,
    request: (w) => ({ url: `${V}/modem/${w.modem.id}/review-record` }),
  },
  {
    method: 'GET',
    route: `${V}/modem/:id/flags`,
    acts: "the officer's modem's flags",
    roles: STAFF,
    perObject: true,
    request: (w) => ({ url: `${V}/modem/${w.modem.id}/flags` }),
  },
  {
    method: 'GET',
    route: `${V}/modem/by-field-officer/:phone`,
    acts: "the officer's modems",
    roles: STAFF,
    perObject: true,
    request: (w) => ({ url: `${V}/modem/by-field-officer/${w.officer.phone}` }),
  },
  {
    method: 'GET',
    route: `${V}/modem/by-field-officer/:phone/counts`,
    acts: "the officer's modem tiles",
    roles: STAFF,
    perObject: true,
    request: (w) => ({ url: `${V}/modem/by-field-officer/${w.officer.phone}/counts` }),
  },
  {
    method: 'GET',
    route: `${V}/modem/by-field-officer/:phone/export`,
    acts: "a CSV of the officer's modems",
    roles: STAFF,
    perObject: true,
    request: (w) => ({ url: `${V}/modem/by-field-officer/${w.officer.phone}/export` }),
  },
  {
    method: 'POST',
    route: `${V}/modem/save-meter-data`,
    acts: 'a new modem for the officer',
    roles: INSTALLERS,
    perObject: true,
    status: 201,
    request: (w) => ({
      url: `${V}/modem/save-meter-data`,
      payload: { modemSno: w.unique('AZD'), fieldOfficerId: w.officer.id },
    }),
  },
  {
    method: 'PUT',
    route: `${V}/modem/:id/commission-status`,
    acts: "the officer's modem (a copy), Pending to Approved",
    roles: EVERYONE,
    perObject: true,
    except: { fieldOfficer: 403, aeOwn: 403, biAdmin: 403 },
    why: 'as for meters: only the super admin approves a Pending modem',
    request: async (w) => {
      const modem = await w.newModem();
      return {
        url: `${V}/modem/${modem.id}/commission-status`,
        payload: { commissionStatus: 'Approved', version: modem.version },
      };
    },
  },
  {
    method: 'POST',
    route: `${V}/modem/:id/undo-decision`,
    acts: "the officer's modem (a copy), never decided: nothing to undo",
    roles: SUPER,
    status: 409,
    request: async (w) => {
      const modem = await w.newModem();
      return { url: `${V}/modem/${modem.id}/undo-decision`, payload: { version: modem.version } };
    },
  },
  {
    method: 'GET',
    route: `${V}/modem/:id/photos/:slot`,
    acts: "a photo of the officer's modem",
    roles: EVERYONE,
    perObject: true,
    request: (w) => ({ url: `${V}/modem/${w.modem.id}/photos/1` }),
  },

  // Tickets: the BI roles read, the super admin changes.
  {
    method: 'GET',
    route: `${V}/tickets`,
    acts: 'tickets',
    roles: REVIEWERS,
    request: () => ({ url: `${V}/tickets` }),
  },
  {
    method: 'GET',
    route: `${V}/tickets/export`,
    acts: 'a CSV of tickets',
    roles: REVIEWERS,
    request: () => ({ url: `${V}/tickets/export` }),
  },
  {
    method: 'GET',
    route: `${V}/tickets/assignees`,
    acts: 'who tickets may go to',
    roles: REVIEWERS,
    request: () => ({ url: `${V}/tickets/assignees` }),
  },
  {
    method: 'GET',
    route: `${V}/tickets/:id`,
    acts: 'a ticket',
    roles: REVIEWERS,
    request: (w) => ({ url: `${V}/tickets/${w.ticketId}` }),
  },
  {
    method: 'POST',
    route: `${V}/tickets`,
    acts: 'a new ticket',
    roles: SUPER,
    status: 201,
    request: (w) => ({
      url: `${V}/tickets`,
      payload: { title: w.unique('Ticket'), description: 'authz', category: 'Hardware' },
    }),
  },
  {
    method: 'PUT',
    route: `${V}/tickets/:id`,
    acts: 'a ticket (a copy)',
    roles: SUPER,
    request: async (w) => {
      const ticket = await w.newTicket();
      return { url: `${V}/tickets/${ticket.id}`, payload: { version: ticket.version, priority: 'high' } };
    },
  },

  // Areas: staff read the hierarchy, the super admin edits it.
  {
    method: 'GET',
    route: `${V}/areas`,
    acts: 'the area hierarchy',
    roles: STAFF,
    request: () => ({ url: `${V}/areas` }),
  },
  {
    method: 'POST',
    route: `${V}/areas`,
    acts: 'a new circle',
    roles: SUPER,
    status: 201,
    request: (w) => ({ url: `${V}/areas`, payload: { kind: 'circle', name: w.unique('Circle') } }),
  },
  {
    method: 'PATCH',
    route: `${V}/areas/:id`,
    acts: 'a circle (a copy)',
    roles: SUPER,
    request: async (w) => ({
      url: `${V}/areas/${(await w.newArea()).id}`,
      payload: { name: w.unique('Renamed') },
    }),
  },
  {
    method: 'DELETE',
    route: `${V}/areas/:id`,
    acts: 'a circle (a copy)',
    roles: SUPER,
    request: async (w) => ({ url: `${V}/areas/${(await w.newArea()).id}` }),
  },
  {
    method: 'GET',
    route: `${V}/areas/outlines`,
    acts: "the circles' and divisions' outlines",
    roles: STAFF,
    request: () => ({ url: `${V}/areas/outlines` }),
  },
  {
    method: 'PUT',
    route: `${V}/areas/:id/outline`,
    acts: "a circle's outline (a copy)",
    roles: SUPER,
    request: async (w) => ({
      url: `${V}/areas/${(await w.newArea()).id}/outline`,
      payload: {
        type: 'Polygon',
        coordinates: [
          [
            [78, 27],
            [78.2, 27],
            [78.2, 27.2],
            [78, 27],
          ],
        ],
      },
    }),
  },
  {
    method: 'DELETE',
    route: `${V}/areas/:id/outline`,
    acts: "a circle's outline (a copy)",
    roles: SUPER,
    request: async (w) => ({ url: `${V}/areas/${(await w.newArea({ outline: true })).id}/outline` }),
  },

  // Service accounts (issue 39): the super admin's alone.
  {
    method: 'GET',
    route: `${V}/service-accounts`,
    acts: 'the service accounts',
    roles: SUPER,
    request: () => ({ url: `${V}/service-accounts` }),
  },
  {
    method: 'POST',
    route: `${V}/service-accounts`,
    acts: 'a new service account',
    roles: SUPER,
    status: 201,
    request: (w) => ({
      url: `${V}/service-accounts`,
      payload: { name: w.unique('Head-end'), scopes: ['headend-communication'] },
    }),
  },
  {
    method: 'POST',
    route: `${V}/service-accounts/:id/revoke`,
    acts: 'a service account (a copy)',
    roles: SUPER,
    request: async (w) => ({ url: `${V}/service-accounts/${(await w.newServiceAccount()).id}/revoke` }),
  },

  // People: the super admin manages everyone, an AE_ADMIN its own field officers.
  {
    method: 'GET',
    route: `${V}/users/field-officers/list`,
    acts: 'field officers in scope',
    roles: MANAGERS,
    request: () => ({ url: `${V}/users/field-officers/list` }),
  },
  {
    method: 'GET',
    route: `${V}/users/field-officers/export`,
    acts: 'a CSV of field officers in scope',
    roles: MANAGERS,
    request: () => ({ url: `${V}/users/field-officers/export` }),
  },
  {
    method: 'GET',
    route: `${V}/users/admin/list`,
    acts: 'AE_ADMINs',
    roles: SUPER,
    request: () => ({ url: `${V}/users/admin/list` }),
  },
  {
    method: 'GET',
    route: `${V}/users/admin/export`,
    acts: 'a CSV of AE_ADMINs',
    roles: SUPER,
    request: () => ({ url: `${V}/users/admin/export` }),
  },
  {
    method: 'GET',
    route: `${V}/users/bi-admin/list`,
    acts: 'BI_ADMINs',
    roles: SUPER,
    request: () => ({ url: `${V}/users/bi-admin/list` }),
  },
  {
    method: 'GET',
    route: `${V}/users/bi-admin/export`,
    acts: 'a CSV of BI_ADMINs',
    roles: SUPER,
    request: () => ({ url: `${V}/users/bi-admin/export` }),
  },
  {
    method: 'GET',
    route: `${V}/users/lookup`,
    acts: "whether the officer's phone is taken",
    roles: MANAGERS,
    request: (w) => ({ url: `${V}/users/lookup?phone=${w.officer.phone}` }),
  },
  {
    method: 'GET',
    route: `${V}/users/:id`,
    acts: 'the officer',
    roles: MANAGERS,
    perObject: true,
    request: (w) => ({ url: `${V}/users/${w.officer.id}` }),
  },
  {
    method: 'POST',
    route: `${V}/users`,
    acts: "a new field officer of the caller's",
    roles: MANAGERS,
    status: 201,
    request: (w) => ({
      url: `${V}/users`,
      payload: {
        role: 'FIELD_OFFICER',
        username: w.unique('officer'),
        password: 'Officer#Pass-2026',
        firstName: 'New',
        lastName: 'Officer',
        phone: w.unique('9'),
        accessLevel: 'Meters,Modems',
        circle: 'Agra',
        division: 'Agra Urban I',
        subDivision: 'SD-1',
        section: 'Section A',
      },
    }),
  },
  {
    method: 'PUT',
    route: `${V}/users/:id`,
    acts: 'an officer of aeOwn (a copy)',
    roles: MANAGERS,
    perObject: true,
    request: async (w) => ({
      url: `${V}/users/${(await w.newOfficer()).id}`,
      payload: { lastName: 'Renamed' },
    }),
  },
  {
    method: 'POST',
    route: `${V}/users/:id/access`,
    acts: 'an officer of aeOwn (a copy)',
    roles: MANAGERS,
    perObject: true,
    request: async (w) => ({
      url: `${V}/users/${(await w.newOfficer()).id}/access`,
      payload: { view: 'Modems' },
    }),
  },
  {
    method: 'DELETE',
    route: `${V}/users/:id`,
    acts: 'an officer of aeOwn (a copy)',
    roles: MANAGERS,
    perObject: true,
    request: async (w) => ({ url: `${V}/users/${(await w.newOfficer()).id}` }),
  },

  // A person's sessions: one's own, or those of a person one manages (404 otherwise, as for the person).
  {
    method: 'GET',
    route: `${V}/users/:id/sessions`,
    acts: "the officer's sessions (the field officer's own)",
    roles: EVERYONE,
    perObject: true,
    except: { biAdmin: 404 },
    why: 'a BI_ADMIN manages no one: another person is out of its scope',
    request: (w) => ({ url: `${V}/users/${w.officer.id}/sessions` }),
  },
  {
    method: 'DELETE',
    route: `${V}/users/:id/sessions/:sessionId`,
    acts: "a session of another officer of aeOwn's",
    roles: EVERYONE,
    perObject: true,
    except: { fieldOfficer: 404, biAdmin: 404 },
    why: 'a field officer ends only its own sessions and a BI_ADMIN manages no one',
    request: async (w) => {
      const { id, sessionId } = await w.newOfficerSession();
      return { url: `${V}/users/${id}/sessions/${sessionId}` };
    },
  },
  {
    method: 'DELETE',
    route: `${V}/users/:id/sessions`,
    acts: "the sessions of another officer of aeOwn's",
    roles: EVERYONE,
    perObject: true,
    except: { fieldOfficer: 404, biAdmin: 404 },
    why: 'a field officer ends only its own sessions and a BI_ADMIN manages no one',
    request: async (w) => ({ url: `${V}/users/${(await w.newOfficerSession()).id}/sessions` }),
  },
];

/** The answer the design gives `identity` for a call of `route`. */
export function expected(route: RouteCase, identity: Identity): Outcome {
  const stated = route.except?.[identity];
  if (stated) return stated;
  if (route.roles === 'public') return 'allowed';
  if (identity === 'service') return route.service ? 'allowed' : 403;
  if (!LIVE.includes(identity)) return 401;
  const role = ROLE_OF[identity];
  if (!role || !route.roles.includes(role)) return 403;
  if (identity === 'aeOther' && route.perObject) return 404;
  return 'allowed';
}

/**
 * Routes the matrix leaves out, and why: none of them answers with data of a person or an installation.
 * - `/api/docs…`: the OpenAPI document and its Swagger UI (plugins/api-docs.ts), the same for everyone;
 * - anything outside `/api/`: the console's built files (plugins/static-web.ts, registered only when
 *   WEB_DIR holds a build), public by nature;
 * A HEAD route is not listed on its own: Fastify answers it with its GET's hooks and handler, so it counts
 * as listed when its GET is, and the test sends HEAD for every GET cell with the GET's expectation.
 */
export function outOfMatrix(url: string): string | null {
  if (url === '/api/docs' || url.startsWith('/api/docs/')) return 'OpenAPI document and Swagger UI';
  if (!url.startsWith('/api/')) return "the console's static files";
  return null;
}
