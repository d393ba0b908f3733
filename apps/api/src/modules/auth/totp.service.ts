import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { AUTH, isConsoleRole, TWO_STEP } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import type { UserRow } from '../../db/schema.js';
import { badRequest, conflict, forbidden, tooManyRequests, unauthorized } from '../../lib/http-error.js';
import { ACTIONS, audit } from '../../lib/audit.js';
import { openSecret, sealSecret } from '../../lib/secret-box.js';
import { newToken, sha256 } from '../../lib/tokens.js';
import { findUserById } from '../users/index.js';
import { readSetting } from '../settings/index.js';
import type { Actor } from '../access/index.js';
import { confirmCurrentPassword } from './reauth.js';
import { resetTwoStep } from './two-step-reset.js';
import { signInSucceeded, takeSignInAttempt, type SignInKeys } from './throttle.js';
import { base32Encode, matchingStep, newTotpSecret, otpauthUri } from './totp.js';
import * as repo from './totp.repo.js';

export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'SMMS';

/** 50 random bits as `xxxxx-xxxxx` (base32, lower case): too many to guess, easy to type. */
const newRecoveryCode = (): string => {
  const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
  return `${text.slice(0, 5)}-${text.slice(5)}`;
};
/** How a recovery code is stored and looked up, whatever case and dashes it is typed with. */
const recoveryHash = (code: string): string => sha256(code.toLowerCase().replace(/[^a-z2-7]/g, ''));
const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);

/** Wrong second factors are slowed down the way wrong passwords are, per account and address. */
const codeKeys = (userId: number, ip: string): SignInKeys => ({
  pair: `2fa:${userId}|${ip}`,
  address: `addr:${ip}`,
});

/** A change of two-step sign-in from a signed-in session: a code and the current password. */
interface Proof {
  code: string;
  currentPassword?: string;
}

/** Only the console's admins have two-step sign-in; field officers sign in to the field app. */
const hasTwoStep = (user: Pick<UserRow, 'role'>): boolean => isConsoleRole(user.role);

export function createTwoStepService({
  db,
  key,
  log,
}: {
  db: Db;
  key: Buffer;
  /** Told of a secret this server's TOTP_KEY cannot open (instances with different keys, a changed key). */
  log?: { error(details: object, message: string): void };
}) {
  const required = () => readSetting(db, 'requireTwoStep');

  async function enabledTotp(userId: number) {
    const row = await repo.findTotp(db, userId);
    return row?.enabledAt ? row : undefined;
  }

  async function status(user: UserRow) {
    const on = Boolean(await enabledTotp(user.id));
    return {
      enabled: on,
      required: hasTwoStep(user) && (await required()),
      recoveryCodesLeft: on ? await repo.recoveryCodesLeft(db, user.id) : 0,
    };
  }

  /**
   * What the right password leads to: nothing more (null), a code (`code`) or, when the super admin
   * requires two-step sign-in, setting it up (`enrol`). Answers the pending sign-in's token.
   */
  async function gate(user: UserRow): Promise<{ kind: 'code' | 'enrol'; pendingToken: string } | null> {
    if (!hasTwoStep(user)) return null;
    const kind = (await enabledTotp(user.id)) ? 'code' : (await required()) ? 'enrol' : null;
    if (!kind) return null;
    const pendingToken = newToken();
    await repo.createChallenge(db, { tokenHash: sha256(pendingToken), userId: user.id, kind });
    return { kind, pendingToken };
  }

  /** Starts setting up an authenticator: a new secret, shown once as text and as a QR code. */
  async function begin(user: UserRow) {
    if (!hasTwoStep(user)) throw forbidden(TWO_STEP.notForRole);
    const secret = newTotpSecret();
    if (!(await repo.savePendingTotp(db, user.id, sealSecret(key, secret))))
      throw conflict(TWO_STEP.alreadyOn);
    const uri = otpauthUri(secret, user.username, ISSUER);
    return {
      secret: base32Encode(secret).replace(/(.{4})(?=.)/g, '$1 '),
      otpauthUri: uri,
      qrDataUrl: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 200 }),
    };
  }

  async function newRecoveryCodes(userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await repo.replaceRecoveryCodes(db, userId, codes.map(recoveryHash));
    return codes;
  }

  /**
   * The authenticator's secret; one sealed under another TOTP_KEY (the key was changed) matches no code,
   * so its admin signs in with a recovery code and sets it up again instead of meeting a 500. The log says
   * so: instances started with different TOTP_KEYs refuse every right code, and nothing else would tell.
   */
  function readSecret(userId: number, sealed: string): Buffer {
    try {
      return openSecret(key, sealed);
    } catch {
      log?.error(
        { userId },
        'two-step secret not readable with this TOTP_KEY: every code is refused (is TOTP_KEY the same on every instance?)',
      );
      throw unauthorized(TWO_STEP.invalidCode);
    }
  }

  /** A code from the app within ±1 step, and newer than any accepted before. */
  async function checkTotp(userId: number, sealed: string, code: string, enable: boolean): Promise<void> {
    const step = matchingStep(readSecret(userId, sealed), code);
    if (step === null) throw unauthorized(TWO_STEP.invalidCode);
    if (!(await repo.takeStep(db, userId, step, enable))) throw unauthorized(TWO_STEP.codeReused);
  }

  /** A code from the app, or else one of the recovery codes (spent by its use). */
  async function checkCodeOrRecovery(userId: number, sealed: string, code: string): Promise<void> {
    if (isTotpCode(code)) return checkTotp(userId, sealed, code, false);
    if (!(await repo.useRecoveryCode(db, userId, recoveryHash(code))))
      throw unauthorized(TWO_STEP.invalidCode);
  }

  /** Runs one code check under the sign-in throttle: a wait answers 429 before the code is looked at. */
  async function throttled<T>(
    user: { id: number },
    ip: string,
    check: () => Promise<T>,
    failed: () => Promise<void>,
  ) {
    const keys = codeKeys(user.id, ip);
    const wait = await takeSignInAttempt(db, keys);
    if (wait > 0) throw tooManyRequests(AUTH.tooManyAttempts(wait), wait);
    try {
      const result = await check();
      await signInSucceeded(db, keys);
      return result;
    } catch (error) {
      await failed();
      throw error;
    }
  }

  /** The first code turns the authenticator on; answers the recovery codes, shown this once. */
  async function confirm(user: UserRow, code: string, ip: string): Promise<string[]> {
    const row = await repo.findTotp(db, user.id);
    if (!row) throw badRequest(TWO_STEP.notStarted);
    if (row.enabledAt) throw conflict(TWO_STEP.alreadyOn);
    await throttled(
      user,
      ip,
      () => checkTotp(user.id, row.secretEnc, code, true),
      async () => undefined,
    );
    const codes = await newRecoveryCodes(user.id);
    await audit(db, { user, ip }, ACTIONS.twoStepEnabled, { on: { type: 'user', id: user.id } });
    return codes;
  }

  /** Turning it on from the profile: the current password (issue 37 item 9), then the first code. */
  async function enrol(user: UserRow, proof: Proof, ip: string): Promise<string[]> {
    await confirmCurrentPassword(db, user, proof.currentPassword, ip, 'two-step-on');
    return confirm(user, proof.code, ip);
  }

  /**
   * Turning it off takes the current password and a current code or a recovery code, both: a password just
   * changed (or seen) is not enough on its own. Never while the super admin requires it.
   */
  async function disable(user: UserRow, proof: Proof, ip: string) {
    const row = await enabledTotp(user.id);
    if (!row) throw badRequest(TWO_STEP.notOn);
    if (await required()) throw forbidden(TWO_STEP.requiredCannotDisable);
    await confirmCurrentPassword(db, user, proof.currentPassword, ip, 'two-step-off');
    await throttled(
      user,
      ip,
      () => checkCodeOrRecovery(user.id, row.secretEnc, proof.code),
      () => audit(db, { user, ip }, ACTIONS.secondFactorFailed, { details: { purpose: 'disable' } }),
    );
    await repo.deleteTotp(db, user.id);
    await audit(db, { user, ip }, ACTIONS.twoStepDisabled, { on: { type: 'user', id: user.id } });
  }

  /** New recovery codes for the current password and a current code; the old ones stop working. */
  async function renewRecoveryCodes(user: UserRow, proof: Proof, ip: string): Promise<string[]> {
    const row = await enabledTotp(user.id);
    if (!row) throw badRequest(TWO_STEP.notOn);
    await confirmCurrentPassword(db, user, proof.currentPassword, ip, 'recovery-codes');
    await throttled(
      user,
      ip,
      () => checkTotp(user.id, row.secretEnc, proof.code, false),
      () => audit(db, { user, ip }, ACTIONS.secondFactorFailed, { details: { purpose: 'recovery-codes' } }),
    );
    const codes = await newRecoveryCodes(user.id);
    await audit(db, { user, ip }, ACTIONS.recoveryCodesRenewed, { on: { type: 'user', id: user.id } });
    return codes;
  }

  /** The pending sign-in a token names, with its (still active) user; anything else is "sign in again". */
  async function pending(pendingToken: string, kind: 'code' | 'enrol') {
    const challenge = await repo.liveChallenge(db, sha256(pendingToken));
    const user = challenge?.kind === kind ? await findUserById(db, challenge.userId) : undefined;
    if (!challenge || !user?.isActive) throw unauthorized(TWO_STEP.signInExpired);
    return { challenge, user };
  }

  /** Finishes a sign-in with a code from the app or a recovery code; answers the user to start a session. */
  async function completeWithCode(pendingToken: string, code: string, ip: string): Promise<UserRow> {
    const { challenge, user } = await pending(pendingToken, 'code');
    const row = await enabledTotp(user.id);
    if (!row) throw unauthorized(TWO_STEP.signInExpired);
    const byRecovery = !isTotpCode(code);
    await throttled(
      user,
      ip,
      () => checkCodeOrRecovery(user.id, row.secretEnc, code),
      async () => {
        await repo.countChallengeTry(db, challenge.id);
        await audit(db, { user, ip }, ACTIONS.secondFactorFailed, { details: { recoveryCode: byRecovery } });
      },
    );
    if (!(await repo.spendChallenge(db, challenge.id))) throw unauthorized(TWO_STEP.signInExpired);
    if (byRecovery)
      await audit(db, { user, ip }, ACTIONS.recoveryCodeUsed, { on: { type: 'user', id: user.id } });
    await audit(db, { user, ip }, ACTIONS.secondFactorPassed, { details: { recoveryCode: byRecovery } });
    return user;
  }

  /** Enrolment at sign-in (the setting requires it): the setup, for the pending sign-in's user. */
  async function beginAtSignIn(pendingToken: string) {
    const { user } = await pending(pendingToken, 'enrol');
    return begin(user);
  }

  /** Enrolment at sign-in: the first code turns it on and finishes the sign-in. */
  async function confirmAtSignIn(pendingToken: string, code: string, ip: string) {
    const { challenge, user } = await pending(pendingToken, 'enrol');
    const recoveryCodes = await confirm(user, code, ip).catch(async (error: unknown) => {
      await repo.countChallengeTry(db, challenge.id);
      throw error;
    });
    if (!(await repo.spendChallenge(db, challenge.id))) throw unauthorized(TWO_STEP.signInExpired);
    return { user, recoveryCodes };
  }

  return {
    status,
    gate,
    begin,
    enrol,
    disable,
    reset: (actor: Actor, id: number, reason: string) => resetTwoStep(db, actor, id, reason),
    renewRecoveryCodes,
    completeWithCode,
    beginAtSignIn,
    confirmAtSignIn,
  };
}

export type TwoStepService = ReturnType<typeof createTwoStepService>;
