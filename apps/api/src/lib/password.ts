import { hash, verify } from '@node-rs/argon2';
import { AUTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@smms/shared';
import { badRequest } from './http-error.js';
import { COMMON_PASSWORDS } from './common-passwords.js';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under isolatedModules).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the user does not exist, so both failures take the same time. */
let dummyHash: Promise<string> | null = null;
export const timingDummyHash = (): Promise<string> => (dummyHash ??= hashPassword('not-a-real-password-0'));

/** DESIGN §3: 8–128 characters, no composition rules, common passwords refused. */
export function checkPasswordPolicy(password: string): void {
  if (!password) throw badRequest(AUTH.enterNewPassword, { password: AUTH.enterNewPassword });
  if (password.length < PASSWORD_MIN_LENGTH)
    throw badRequest(AUTH.passwordTooShort, { password: AUTH.passwordTooShort });
  if (password.length > PASSWORD_MAX_LENGTH)
    throw badRequest(AUTH.passwordTooLong, { password: AUTH.passwordTooLong });
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw badRequest(AUTH.passwordTooCommon, { password: AUTH.passwordTooCommon });
  }
}
