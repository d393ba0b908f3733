import { sql } from 'kysely';
import type { InstallationKind, PhotoPair } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { bandSql } from '../../db/migrations/0029-photo-flags.js';
import { bandProbes, DETAIL_BITS, informative, type PhotoFingerprint } from '../../lib/photo-fingerprint.js';

/** Each kind's photos table and the column naming its installation. */
export const PHOTO_TABLES = {
  meter: { table: 'meter_photos', key: 'meter_id' },
  modem: { table: 'modem_photos', key: 'modem_id' },
} as const satisfies Record<InstallationKind, { table: string; key: string }>;

/** A photo of another installation that matches one of this installation's. */
export interface PhotoMatch extends PhotoPair {
  otherKind: InstallationKind;
  otherId: number;
}

interface OwnPhoto extends PhotoFingerprint {
  slot: number;
}

/** An installation's fingerprinted photos. */
async function ownPhotos(db: Db, kind: InstallationKind, id: number): Promise<OwnPhoto[]> {
  const { table, key } = PHOTO_TABLES[kind];
  const { rows } = await sql<{ slot: number; sha256: string; dhash: string }>`
    select slot, sha256, dhash::text as dhash from ${sql.table(table)}
     where ${sql.ref(key)} = ${id} and dhash is not null and sha256 is not null
     order by slot`.execute(db);
  return rows.map((r) => ({ slot: r.slot, sha256: r.sha256, dhash: BigInt(r.dhash) }));
}

/** The nearest matches kept a photo and kind: a photo reused a thousand times is flagged on the first twenty. */
export const MATCHES_KEPT = 20;

/**
 * The photos of other installations (meters' and modems') that match `photo`: the same file, or a difference hash
 * within `distance` bits. Candidates come from the SHA-256 index and from each of the four band indexes on its own
 * (a band within ⌊distance / 4⌋ bits of the photo's, photo-fingerprint.ts bandProbes), and the whole distance is
 * tested in the band index, which carries the hash (migration 0036): no candidate's row is read. A picture with
 * almost no detail (a covered lens, a blank wall: hardly a bit set, or hardly one clear) has a hash that says little,
 * so it matches by its file only, on either side (a match is the same whichever side looks).
 */
function matchesOf(db: Db, kind: InstallationKind, id: number, photo: OwnPhoto, distance: number) {
  const probes = informative(photo.dhash) ? bandProbes(photo.dhash, distance) : [];
  const dhash = photo.dhash.toString();
  return Promise.all(
    (Object.keys(PHOTO_TABLES) as InstallationKind[]).map(async (otherKind) => {
      const { table, key } = PHOTO_TABLES[otherKind];
      const owner = sql.ref(`o.${key}`);
      const others = sql`o.dhash is not null${otherKind === kind ? sql` and ${owner} <> ${id}` : sql``}`;
      const bits = sql`bit_count((o.dhash # ${dhash}::bigint)::bit(64))`;
      // The other side's rule too: a picture without detail matches by its file only, whichever side looks.
      const otherInformative = sql`bit_count(o.dhash::bit(64)) between ${DETAIL_BITS} and ${64 - DETAIL_BITS}`;
      const byBand = probes.map(
        (values, k) => sql`
          select ${owner} as id, o.slot, ${bits}::int as distance, false as same_file
            from ${sql.table(table)} o
           where ${sql.raw(bandSql('o.dhash', k))} = any(${values}::bigint[]) and ${others}
             and ${bits} <= ${distance} and ${otherInformative}`,
      );
      const { rows } = await sql<{ id: number; slot: number; distance: number; sameFile: boolean }>`
        select * from (
          select distinct on (c.id, c.slot) c.id, c.slot, c.distance, c.same_file
            from (
              select ${owner} as id, o.slot, ${bits}::int as distance, true as same_file
                from ${sql.table(table)} o
               where o.sha256 = ${photo.sha256} and ${others}
              ${
                byBand.length
                  ? sql.join(
                      byBand.map((branch) => sql`union all ${branch}`),
                      sql` `,
                    )
                  : sql``
              }
            ) c
           order by c.id, c.slot, c.same_file desc
        ) m
         order by m.same_file desc, m.distance, m.id, m.slot
         limit ${MATCHES_KEPT}`.execute(db);
      return rows.map((r): PhotoMatch => ({
        slot: photo.slot,
        otherKind,
        otherId: r.id,
        otherSlot: r.slot,
        distance: r.sameFile ? 0 : r.distance,
        sameFile: r.sameFile,
      }));
    }),
  ).then((each) => each.flat());
}

/** Every match of every fingerprinted photo of the installation, by this photo's slot then the other's. */
export async function photoMatches(
  db: Db,
  kind: InstallationKind,
  id: number,
  distance: number,
): Promise<PhotoMatch[]> {
  const own = await ownPhotos(db, kind, id);
  const found: PhotoMatch[] = [];
  for (const photo of own) found.push(...(await matchesOf(db, kind, id, photo, distance)));
  return found;
}
