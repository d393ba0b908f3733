import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSetting } from '../settings/settings.repo.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { checkTotpKey, totpKeyFingerprint } from './totp-key-check.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the TOTP_KEY fingerprint (issue 39)', () => {
  it('is recorded by the first server, agrees with the same key, and a server with another key logs it', async () => {
    const db = t.app.dbHandle.db;
    const key = t.config.totp.key;
    expect(await readSetting(db, 'totpKeyFingerprint')).toBe(totpKeyFingerprint(key));
    const said: object[] = [];
    const log = { error: (details: object) => void said.push(details) };

    expect(await checkTotpKey(db, key, log)).toBe(true);
    expect(said).toEqual([]);

    const other = Buffer.alloc(32, 2);
    expect(await checkTotpKey(db, other, log)).toBe(false);
    expect(said).toEqual([
      { totpKeyFingerprint: totpKeyFingerprint(other), recordedFingerprint: totpKeyFingerprint(key) },
    ]);
    // The fingerprint identifies the key without revealing it, and the first one stays.
    expect(totpKeyFingerprint(other)).not.toBe(totpKeyFingerprint(key));
    expect(await readSetting(db, 'totpKeyFingerprint')).toBe(totpKeyFingerprint(key));
  });
});
