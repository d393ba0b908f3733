import { createHmac } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import { claimSetting } from '../settings/index.js';

/** What identifies a TOTP_KEY without revealing it: an HMAC of a fixed text under the key, shortened. */
export const totpKeyFingerprint = (key: Buffer): string =>
  createHmac('sha256', key).update('smms totp key fingerprint').digest('hex').slice(0, 16);

/**
 * At start (issue 39): the first server on a database records its TOTP_KEY's fingerprint; a server whose key
 * differs says so in its log at once, since it can open none of the two-step secrets the others sealed (every
 * code would be refused, and nothing else would say why). Answers whether the keys agree; a database that
 * cannot be asked now is not a reason to stop (the check is a warning, the secrets say it again when opened).
 */
export async function checkTotpKey(
  db: Db,
  key: Buffer,
  log: { error(details: object, message: string): void },
): Promise<boolean> {
  const mine = totpKeyFingerprint(key);
  const recorded = await claimSetting(db, 'totpKeyFingerprint', mine).catch(() => mine);
  if (recorded === mine) return true;
  log.error(
    { totpKeyFingerprint: mine, recordedFingerprint: recorded },
    'TOTP_KEY differs from the key this database’s two-step secrets were sealed with: every two-step code will be refused here. Give every instance the same TOTP_KEY.',
  );
  return false;
}
