import { Secret, TOTP } from 'otpauth';

/**
 * The authenticator app of the tests: the code for the key `secret` the console shows (RFC 6238: SHA-1, 6 digits,
 * 30 s), `offset` 30-second steps from now, computed by the same vetted library the server uses.
 */
export const totpCode = (secret: string, offset = 0): string =>
  TOTP.generate({
    secret: Secret.fromBase32(secret.toUpperCase().replace(/[^A-Z2-7]/g, '')),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: Date.now() + offset * 30_000,
  });
