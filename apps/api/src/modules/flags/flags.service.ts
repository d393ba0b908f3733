import {
  FLAG_CODES,
  IDENTITY_CHECKS,
  type Flag,
  type IdentityMatch,
  type FlagCode,
  type FlagSubject,
  type AreaMiss,
  type DtrDistance,
  type InstallationKind,
  type PhotoPair,
  type ReworkCount,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { photoUrl } from '../../lib/photo-slots.js';
import { mayUseView, scopeOf, type Actor } from '../access/index.js';
import { readSetting } from '../settings/index.js';
import {
  flagsOf,
  holdFlags,
  identityPartners,
  photoFindings,
  replaceFlags,
  withoutFlag,
  type Finding,
  type FlagRow,
} from './flags.repo.js';
import { refreshAreaFlags } from './area-outline.sql.js';
import { refreshDtrFlags } from './dtr-distance.sql.js';
import { IDENTITY_MATCHES_KEPT, identityMatches, type IdentityFinding } from './identity-matches.sql.js';
import { photoMatches } from './photo-matches.sql.js';

/**
 * Finds again every photo match between the installation and any other, and keeps them as its flags and the
 * others' (issue 42). Runs in the transaction that stored or removed a photo, after it did, so the flags change
 * with the photos or not at all; `tx` must be a transaction (the look-ups hold a lock until it ends).
 */
export async function refreshPhotoFlags(tx: Db, kind: InstallationKind, id: number): Promise<void> {
  await holdFlags(tx);
  const { photoDistance } = await readSetting(tx, 'flagChecks');
  const matches = await photoMatches(tx, kind, id, photoDistance);
  await replaceFlags(tx, kind, id, ['photo-match'], photoFindings(matches));
}

/**
 * Finds again every other installation of the kind holding one of the installation's numbers by key (issue 42:
 * "SM-0042" and "sm0042" are one meter number), and keeps them as flags on both; in the transaction that wrote
 * the numbers, as refreshPhotoFlags. Those it was flagged with and no longer is are matched again
 * (rematchPartners).
 */
export async function refreshIdentityFlags(tx: Db, kind: InstallationKind, id: number): Promise<void> {
  await holdFlags(tx);
  const partners = await numberPartners(tx, kind, id);
  const found = await identityMatches(tx, kind, id);
  await replaceFlags(tx, kind, id, IDENTITY_CHECKS[kind], identityFindings(kind, found));
  await rematchPartners(tx, kind, partners);
}

/** The installations flagged with this one for a number, read before a change that may unflag them (a delete). */
export const numberPartners = (tx: Db, kind: InstallationKind, id: number) =>
  identityPartners(tx, kind, id, IDENTITY_CHECKS[kind]);

/** How many former partners one change matches again; any more are left to the next start's check. */
const REMATCHES_MAX = IDENTITY_MATCHES_KEPT;

/**
 * Each installation keeps its first IDENTITY_MATCHES_KEPT others a check, so a number written on more
 * installations than that is flagged on the later ones through the first ones only. When a change (a corrected
 * number, a deleted installation) leaves `partners` (read before it) with no flag of a check they held, each is
 * matched again for that check, the lowest id first, so it stays flagged with the others that still hold its
 * number; one matched again flags up to twenty of the rest, which are then skipped. After the flags lock.
 */
export async function rematchPartners(
  tx: Db,
  kind: InstallationKind,
  partners: readonly { id: number; code: FlagCode }[],
): Promise<void> {
  const lost = new Map<number, FlagCode[]>();
  for (const { id, code } of await withoutFlag(tx, kind, partners))
    lost.set(id, [...(lost.get(id) ?? []), code]);
  const flaggedNow = new Set<string>();
  let rematched = 0;
  for (const other of [...lost.keys()].sort((a, b) => a - b)) {
    const codes = (lost.get(other) ?? []).filter((code) => !flaggedNow.has(`${other}:${code}`));
    if (codes.length === 0) continue;
    if (rematched === REMATCHES_MAX) return;
    rematched += 1;
    const found = (await identityMatches(tx, kind, other)).filter((m) => codes.includes(m.code));
    await replaceFlags(tx, kind, other, codes, identityFindings(kind, found));
    for (const m of found) flaggedNow.add(`${m.otherId}:${m.code}`);
  }
}

const identityFindings = (kind: InstallationKind, found: readonly IdentityFinding[]): Finding[] =>
  found.map(({ code, otherId, value, otherValue }) => ({
    code,
    otherKind: kind,
    otherId,
    detail: { identity: { value, otherValue } },
    mirror: { identity: { value: otherValue, otherValue: value } },
  }));

/**
 * Finds again whether the installation stands outside its area's outline and, for a meter, whether it, the others on
 * its DTR and those on the DTR it left (`formerDtr`) stand far from their DTR's middle, as its coordinates, area or
 * DTR were written; in that transaction, after holdFlags.
 */
export async function refreshPlace(
  tx: Db,
  kind: InstallationKind,
  id: number,
  formerDtr: string | null = null,
): Promise<void> {
  await refreshAreaFlags(tx, kind, [id]);
  if (kind !== 'meter') return;
  const meter = await tx.selectFrom('meters').select('dtrSno').where('id', '=', id).executeTakeFirst();
  await refreshDtrFlags(tx, [meter?.dtrSno ?? null, formerDtr], [id]);
}

const isCode = (code: string): code is FlagCode => (FLAG_CODES as readonly string[]).includes(code);

/** The view an installation of each kind is worked in (access.ts: modem data needs Modems). */
const VIEW_OF = { meter: 'Meters', modem: 'Modems' } as const satisfies Record<InstallationKind, string>;

/**
 * The installation a flag names, with the photos its pairs name; one the actor may not see (another AE_ADMIN's
 * officers', or of a view the actor does not work in), by its kind only.
 */
function subjectOf(
  actor: Actor,
  row: FlagRow,
  kind: InstallationKind,
  pairs: readonly PhotoPair[],
): FlagSubject {
  if (!row.related || !mayUseView(actor, VIEW_OF[kind]))
    return { kind, id: 0, serial: '', inView: false, photos: [] };
  const { serial, version } = row.related;
  const slots = [...new Set(pairs.map((pair) => pair.otherSlot))].sort((a, b) => a - b);
  const photos = slots.map((slot) => ({ slot, url: photoUrl(kind, row.relatedId, slot, version) }));
  return { kind, id: row.relatedId, serial, inView: true, photos };
}

/**
 * An installation's flags as the API answers them to `actor` (a code this version does not know is left out);
 * the caller has checked that the actor sees the installation itself.
 */
export async function installationFlags(
  db: Db,
  actor: Actor,
  kind: InstallationKind,
  id: number,
): Promise<Flag[]> {
  const rows = await flagsOf(db, scopeOf(actor), kind, id);
  return rows.flatMap((row): Flag[] => {
    if (!isCode(row.code)) return [];
    const { pairs, identity, ...found } = (row.detail ?? {}) as {
      pairs?: PhotoPair[];
      identity?: IdentityMatch;
    } & Partial<DtrDistance & ReworkCount & AreaMiss>;
    const related = row.relatedKind === '' ? null : subjectOf(actor, row, row.relatedKind, pairs ?? []);
    return [
      {
        code: row.code,
        related,
        foundAt: row.foundAt,
        ...(pairs ? { pairs } : {}),
        // The other's number is its own: not told to whom the other is out of view.
        ...(identity ? { identity: related?.inView ? identity : { ...identity, otherValue: '' } } : {}),
        ...(row.code === 'far-from-dtr' ? { dtr: found as DtrDistance } : {}),
        ...(row.code === 'outside-area'
          ? { area: { ...(found as AreaMiss), within: found.within ?? null } }
          : {}),
        ...(row.code === 'reworked' ? { rework: found as ReworkCount } : {}),
      },
    ];
  });
}
