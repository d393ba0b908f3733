import { randomBytes } from 'node:crypto';
import { HOTP, Secret, TOTP as OtpTotp } from 'otpauth';

/**
 * TOTP (RFC 6238 over RFC 4226 HOTP): HMAC-SHA-1, 6 digits, 30-second steps, computed by `otpauth` (issue 40: a
 * vetted library, not a hand-made HMAC truncation). Authenticator apps read the secret as base32 (RFC 4648, no
 * padding).
 */
export const TOTP = { digits: 6, stepSeconds: 30, window: 1, secretBytes: 20 } as const;

export const base32Encode = (bytes: Uint8Array): string =>
  new Secret({ buffer: toArrayBuffer(bytes) }).base32;

/** Reads base32 as people type it: any case, spaces and dashes ignored. Throws on other characters. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  if (!/^[A-Z2-7]*$/.test(clean)) throw new Error('not base32');
  return Buffer.from(Secret.fromBase32(clean).bytes);
}

function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy.buffer;
}

export const newTotpSecret = (): Buffer => randomBytes(TOTP.secretBytes);

/** The step a moment falls in (seconds since the epoch / 30). */
export const stepAt = (ms: number): number => Math.floor(ms / 1000 / TOTP.stepSeconds);

/** RFC 4226: the code of one counter value, `digits` long with leading zeros. */
export const hotp = (secret: Buffer, counter: number, digits: number = TOTP.digits): string =>
  HOTP.generate({
    secret: new Secret({ buffer: toArrayBuffer(secret) }),
    algorithm: 'SHA1',
    digits,
    counter,
  });

export const totpAt = (secret: Buffer, ms: number, digits: number = TOTP.digits): string =>
  hotp(secret, stepAt(ms), digits);

/**
 * The step whose code `code` is, within ±1 step of `ms` (clock drift), or null. Every candidate is
 * computed, so the time taken says nothing about which one matched.
 */
export function matchingStep(secret: Buffer, code: string, ms: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = stepAt(ms);
  let found: number | null = null;
  for (let step = now - TOTP.window; step <= now + TOTP.window; step += 1) {
    if (hotp(secret, step) === code && found === null) found = step;
  }
  return found;
}

/** The otpauth:// URI authenticator apps scan (Key URI Format). */
export const otpauthUri = (secret: Buffer, account: string, issuer: string): string =>
  new OtpTotp({
    issuer,
    label: account,
    secret: new Secret({ buffer: toArrayBuffer(secret) }),
    algorithm: 'SHA1',
    digits: TOTP.digits,
    period: TOTP.stepSeconds,
  }).toString();
