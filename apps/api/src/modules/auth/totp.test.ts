import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchingStep, otpauthUri, totpAt } from './totp.js';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII of "12345678901234567890", codes of 8 digits.
const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, SHA-1)', () => {
  it.each(RFC_VECTORS)('answers the RFC test vector at %i s', (seconds, code) => {
    expect(totpAt(RFC_SECRET, seconds * 1000, 8)).toBe(code);
    // Six digits are the last six of the same number.
    expect(totpAt(RFC_SECRET, seconds * 1000)).toBe(code.slice(2));
  });

  it('answers the RFC 4226 HOTP vectors for counters 0 to 9', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(RFC_SECRET, counter))).toEqual(expected);
  });

  it('accepts the code of the step before and after, not two steps away', () => {
    const at = 1_111_111_111_000;
    const step = Math.floor(at / 30_000);
    expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step), at)).toBe(step);
    expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step - 1), at)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step + 1), at)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step - 2), at)).toBeNull();
    expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step + 2), at)).toBeNull();
    expect(matchingStep(RFC_SECRET, 'abcdef', at)).toBeNull();
  });
});

describe('base32 (RFC 4648)', () => {
  it('encodes the RFC 4648 vectors without padding and reads them back', () => {
    const vectors = {
      f: 'MY',
      fo: 'MZXQ',
      foo: 'MZXW6',
      foob: 'MZXW6YQ',
      fooba: 'MZXW6YTB',
      foobar: 'MZXW6YTBOI',
    };
    for (const [plain, encoded] of Object.entries(vectors)) {
      expect(base32Encode(Buffer.from(plain))).toBe(encoded);
      expect(base32Decode(encoded).toString()).toBe(plain);
    }
  });

  it('reads a secret typed in groups, in lower case', () => {
    expect(base32Decode('mzxw 6ytb-oi').toString()).toBe('foobar');
    expect(() => base32Decode('MZXW1')).toThrow();
  });

  it('puts the secret, issuer and parameters in the otpauth URI', () => {
    const uri = otpauthUri(Buffer.from('foobar'), 'aeadmin', 'SMMS');
    // The Key URI Format: otpauth://totp/ISSUER:ACCOUNT?… (the parameters in any order).
    const parsed = new URL(uri);
    expect([parsed.protocol, parsed.host, decodeURIComponent(parsed.pathname)]).toEqual([
      'otpauth:',
      'totp',
      '/SMMS:aeadmin',
    ]);
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      secret: 'MZXW6YTBOI',
      issuer: 'SMMS',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
