import { randomBytes } from 'node:crypto';
import { AUTH } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import type { UserRow } from '../../db/schema.js';
import { smsFailures } from '../../lib/event-counters.js';
import { badRequest, tooManyRequests, unauthorized, HttpError } from '../../lib/http-error.js';
import { newOtp, newToken, sameHash, sha256 } from '../../lib/tokens.js';
import { ACTIONS, audit } from '../../lib/audit.js';
import { findUserByPhone, findUserByUsername, markLoggedIn, setPasswordHash } from '../users/index.js';
import * as otps from './otps.repo.js';
import { checkPasswordPolicy, hashPassword, timingDummyHash, verifyPassword } from '../../lib/password.js';
import { createSession, revokeSession, revokeUserSessions } from '../sessions/index.js';
import type { Background } from '../../lib/background.js';
import type { SmsProvider } from './sms.js';
import { signInKeys, signInSucceeded, takeSignInAttempt } from './throttle.js';
import type { TwoStepService } from './totp.service.js';
import { confirmCurrentPassword } from './reauth.js';
import { purgeEndedSignIns } from './purge.js';

/** Ended sessions, challenges and OTPs are cleared after a sign-in, at most this often per process. */
const PURGE_EVERY_MS = 60_000;

/** Compared against when there is no OTP, so a wrong code costs the same either way. */
const NO_CODE = `0$${'0'.repeat(64)}`;

export interface AuthDeps {
  db: Db;
  sms: SmsProvider;
  /** Where texts are sent from, after the request is answered. */
  background: Background;
  session: { idleMinutes: number; maxHours: number };
  twoStep: TwoStepService;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export function createAuthService({ db, sms, background, session, twoStep }: AuthDeps) {
  let purgedAt = 0;
  async function login(username: string, password: string, client: ClientInfo) {
    const keys = signInKeys(username, client.ip);
    // Checked before any password hash is computed: a throttled attempt costs no argon2 and tells nothing.
    const wait = await takeSignInAttempt(db, keys);
    if (wait > 0) {
      await audit(db, { user: null, ip: client.ip }, ACTIONS.loginThrottled, { details: { username } });
      throw tooManyRequests(AUTH.tooManyAttempts(wait), wait);
    }
    const user = await findUserByUsername(db, username);
    const valid = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), password);
    // A deactivated account answers as a wrong password does (DESIGN §3 only says it cannot sign in): a
    // different answer would tell anyone that the account exists and that the password is right.
    if (!user || !user.passwordHash || !valid || !user.isActive) {
      const inactive = user && valid && !user.isActive ? { inactive: true } : {};
      await audit(db, { user, ip: client.ip }, ACTIONS.loginFailed, { details: { username, ...inactive } });
      throw unauthorized(AUTH.invalidUsernameOrPassword);
    }
    await signInSucceeded(db, keys);
    // An admin with two-step sign-in (or required to set it up) gets no session yet: only a pending token.
    const pending = await twoStep.gate(user);
    if (pending) return { pending };
    return startSession(user, client);
  }

  /** Opens a session for a user who has passed every step of signing in. */
  async function startSession(user: UserRow, client: ClientInfo) {
    const token = newToken();
    const expiresAt = new Date(Date.now() + session.maxHours * 3_600_000);
    await createSession(db, {
      tokenHash: sha256(token),
      userId: user.id,
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent,
    });
    const lastLoginAt = await markLoggedIn(db, user.id);
    await audit(db, { user, ip: client.ip }, ACTIONS.login, { location: user.division });
    if (Date.now() - purgedAt >= PURGE_EVERY_MS) {
      purgedAt = Date.now();
      background.run('purge ended sign-ins', () => purgeEndedSignIns(db, session.idleMinutes).then(() => {}));
    }
    return { pending: null, user: { ...user, lastLoginAt }, token, expiresAt };
  }

  async function logout(userId: number, sessionId: number, ip: string) {
    await revokeSession(db, sessionId);
    await audit(db, { user: { id: userId }, ip }, ACTIONS.logout);
  }

  async function accountFor(login: { username?: string; phone?: string }): Promise<UserRow | undefined> {
    const user = login.username
      ? await findUserByUsername(db, login.username)
      : login.phone
        ? await findUserByPhone(db, login.phone)
        : undefined;
    return user?.isActive ? user : undefined;
  }

  /**
   * Asks for an OTP to the account's phone. Every answer (sent, resend too soon) is the same for unknown and
   * deactivated accounts, so nobody can probe for them: the wait is kept per identifier asked for, and all
   * that depends on the account is done after the answer (deliverOtp).
   */
  async function sendOtp(login: { username?: string; phone?: string }, ip: string): Promise<void> {
    if (!login.username && !login.phone) throw badRequest(AUTH.userInfoUnavailable);
    const key = otps.otpKey(login);
    // Issue 37: everyone's texts at their cap is no one account's secret, and stops the flood before any wait.
    const paused = await otps.textsWait(db);
    if (paused > 0) throw tooManyRequests(AUTH.otpTextsPaused(paused), paused);
    const wait = await otps.takeOtpSend(db, key);
    if (wait > 0) throw tooManyRequests(AUTH.otpResendTooSoon, wait);
    const hourly = await otps.takeTextForIdentifier(db, key);
    if (hourly > 0) throw tooManyRequests(AUTH.otpTooManyRequests(hourly), hourly);
    background.run('otp', (stop) => deliverOtp(login, ip, stop));
  }

  /**
   * Issues and texts the OTP once the request has been answered, so neither the answer's timing nor a slow
   * or failing SMS gateway tells whether the account exists. A text that could not be delivered is in the
   * audit log; the person asks again after the resend wait.
   */
  async function deliverOtp(login: { username?: string; phone?: string }, ip: string, stop: AbortSignal) {
    const user = await accountFor(login);
    if (!user) return;
    const otp = newOtp();
    const salt = randomBytes(8).toString('hex');
    // Within the wait, the same account asked for by its other identifier: no second text. Past the account's
    // or everyone's cap (asked for by both identifiers, or in a race with other accounts): none either.
    const issued = await otps.issueOtp(db, user.id, `${salt}$${sha256(salt + otp)}`);
    if (issued === 'capped')
      await audit(db, { user, ip }, ACTIONS.otpNotDelivered, { details: { reason: 'tooManyTexts' } });
    if (issued !== 'issued') return;
    const text = `Your SMMS password reset OTP is ${otp}. It is valid for ${otps.OTP_VALID_MINUTES} minutes. Do not share it with anyone.`;
    try {
      await sms.send({ to: user.phone, text }, stop);
    } catch (error) {
      smsFailures.inc();
      const reason = error instanceof Error ? error.message : String(error);
      await audit(db, { user, ip }, ACTIONS.otpNotDelivered, { details: { reason } });
      throw error;
    }
    await audit(db, { user, ip }, ACTIONS.otpSent);
  }

  /**
   * A wrong code answers "Invalid OTP" whatever the account and its OTP (unknown, none, used, expired), and
   * the fifth wrong code for an identifier answers 429 alike; only the right code learns the OTP's state.
   * Each check counts against the day's caps (issue 37) before its code is read, and a resend clears none:
   * 10 an identifier, 10 an account (its OTPs' tries), 30 an address; the right code is given its try back.
   */
  async function validateOtp(login: { username?: string; phone?: string }, otp: string, ip: string) {
    const key = otps.otpKey(login);
    const user = await accountFor(login);
    if ((await otps.wrongTries(db, key)) >= otps.OTP_MAX_TRIES) {
      // A check refused unread (the identifier's tries are spent): still a failed check in the audit log.
      await audit(db, { user: user ?? null, ip }, ACTIONS.otpFailed, { details: { reason: 'tooManyTries' } });
      throw new HttpError(429, AUTH.otpTooManyTries);
    }
    const today = async (wait: number) => {
      await audit(db, { user: user ?? null, ip }, ACTIONS.otpFailed, { details: { reason: 'tooManyToday' } });
      return tooManyRequests(AUTH.otpTooManyTriesToday(wait), wait);
    };
    const dailyWait = await otps.takeDailyTry(db, key, ip);
    if (dailyWait > 0) throw await today(dailyWait);
    const latest = user ? await otps.latestOtp(db, user.id) : undefined;
    // Counted on the OTP itself, so asking by username and then by phone gives no more tries at one code.
    const accountWait = user && latest ? await otps.takeAccountTry(db, user.id, latest.id) : 0;
    if (accountWait > 0) throw await today(accountWait);
    const [salt = '', expected = ''] = (latest?.codeHash ?? NO_CODE).split('$');
    if (!latest || !sameHash(sha256(salt + otp), expected)) {
      const tries = await otps.countWrongTry(db, key);
      await audit(db, { user: user ?? null, ip }, ACTIONS.otpFailed);
      if (tries >= otps.OTP_MAX_TRIES) throw new HttpError(429, AUTH.otpTooManyTries);
      throw badRequest(AUTH.invalidOtp);
    }
    await otps.giveBackDailyTry(db, key, ip);
    await otps.giveBackAccountTry(db, latest.id);
    // The right code, refused for its state: still a failed check in the audit log, with why.
    const refuse = async (error: HttpError, reason: string) => {
      await audit(db, { user: user ?? null, ip }, ACTIONS.otpFailed, { details: { reason } });
      return error;
    };
    if (latest.usedAt) throw await refuse(badRequest(AUTH.otpUsed), 'used');
    if (latest.attempts >= otps.OTP_MAX_TRIES)
      throw await refuse(new HttpError(429, AUTH.otpTooManyTries), 'tooManyTries');
    if (latest.expired) throw await refuse(badRequest(AUTH.otpExpired), 'expired');
    const resetToken = newToken();
    if (!(await otps.consumeOtp(db, latest.id, sha256(resetToken))))
      throw await refuse(badRequest(AUTH.otpUsed), 'used');
    await audit(db, { user: user ?? null, ip }, ACTIONS.otpVerified);
    return resetToken;
  }

  /**
   * Sets a new password; only a reset token from a validated OTP allows it. Ends the user's other sessions.
   * From a signed-in session (the profile's reset) the current password too, checked before the token is
   * spent: the OTP proves the phone, not the person at the keyboard (issue 37 item 9). The forgot flow has
   * no session and ends every session, a thief's included.
   */
  async function setPassword(
    resetToken: string,
    newPassword: string,
    caller: { user: UserRow; sessionId: number; currentPassword: string | undefined } | null,
    ip: string,
  ) {
    checkPasswordPolicy(newPassword);
    // The token first (issue 37): a bogus one costs one lookup, never a password hash.
    if (!(await otps.resetTokenValid(db, sha256(resetToken)))) throw badRequest(AUTH.resetTokenInvalid);
    if (caller) await confirmCurrentPassword(db, caller.user, caller.currentPassword, ip, 'password');
    const passwordHash = await hashPassword(newPassword);
    const userId = await otps.takeResetToken(db, sha256(resetToken));
    if (userId === null) throw badRequest(AUTH.resetTokenInvalid);
    await db.transaction().execute(async (tx) => {
      await setPasswordHash(tx, userId, passwordHash);
      await revokeUserSessions(tx, userId, caller?.user.id === userId ? caller.sessionId : undefined);
      await audit(tx, { user: { id: userId }, ip }, ACTIONS.passwordReset);
    });
  }

  return { login, startSession, logout, sendOtp, validateOtp, setPassword };
}

export type AuthService = ReturnType<typeof createAuthService>;
