import { createHmac, randomBytes } from 'node:crypto';

/**
 * TOTP (RFC 6238 over RFC 4226 HOTP): HMAC-SHA-1, 6 digits, 30-second steps, with node:crypto only.
 * Authenticator apps read the secret as base32 (RFC 4648, no padding).
 */
export const TOTP = { digits: 6, stepSeconds: 30, window: 1, secretBytes: 20 } as const;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32 as people type it: any case, spaces and dashes ignored. Throws on other characters. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export const newTotpSecret = (): Buffer => randomBytes(TOTP.secretBytes);

/** The step a moment falls in (seconds since the epoch / 30). */
export const stepAt = (ms: number): number => Math.floor(ms / 1000 / TOTP.stepSeconds);

/** RFC 4226: the code of one counter value, `digits` long with leading zeros. */
export function hotp(secret: Buffer, counter: number, digits: number = TOTP.digits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

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
export function otpauthUri(secret: Buffer, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret: base32Encode(secret),
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP.digits),
    period: String(TOTP.stepSeconds),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
