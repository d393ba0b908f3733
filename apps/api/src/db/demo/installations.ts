import type { Insertable } from 'kysely';
import type { DtrReferenceTable, MetersTable, ModemsTable } from '../schema.js';
import {
  CAPACITIES,
  CIRCLES,
  CONSUMER_PREFIXES,
  FEEDER_WORDS,
  FIRST_NAMES,
  LAST_NAMES,
  ORGANIZATION,
  REGION,
  SPREAD_DEGREES,
  SUBSTATION_WORDS,
  type Centre,
} from './geography.js';
import type { Random } from './random.js';

export interface Officer {
  id: number;
  circle: string;
  division: string;
  subDivision: string;
  section: string;
}

const DAY = 86_400_000;

/** One place on the network a meter can sit: its DTR with the substation and feeder above it. */
interface Site {
  dtrNo: string;
  substation: string;
  substationNumber: string;
  feeder: string;
  feederNumber: string;
  capacity: string;
}

const centreOf = (circle: string): Centre => (CIRCLES.find((c) => c.circle === circle) ?? CIRCLES[0]).centre;

/** A point of a circle's square (geography.ts SPREAD_DEGREES) at fractions `y` north and `x` east across it. */
const inCircle = ([lat, lng]: Centre, y: number, x: number) => ({
  latitude: lat + (y * 2 - 1) * SPREAD_DEGREES,
  longitude: lng + (x * 2 - 1) * SPREAD_DEGREES,
});

/**
 * Where a DTR stands: anywhere round its circle's middle, the same for a DTR number wherever it is drawn (from the
 * number itself, so the demo's other draws do not move).
 */
export function spotOf(dtrNo: string, centre: Centre): { latitude: number; longitude: number } {
  let hash = 2_166_136_261;
  for (const char of dtrNo) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return inCircle(centre, (hash & 0xffff) / 0xffff, (hash >>> 16) / 0xffff);
}

function siteFor(random: Random, circleCode: string, n: number): Site {
  const substation = `${SUBSTATION_WORDS[n % SUBSTATION_WORDS.length]} 33/11 KV`;
  return {
    dtrNo: `DTR-${circleCode}-${String(n).padStart(5, '0')}`,
    substation,
    substationNumber: `SS-${circleCode}-${String(n % SUBSTATION_WORDS.length).padStart(3, '0')}`,
    feeder: `${FEEDER_WORDS[n % FEEDER_WORDS.length]} Feeder ${(n % 4) + 1}`,
    feederNumber: `FD-${circleCode}-${String(n % 97).padStart(3, '0')}`,
    capacity: random.pick(CAPACITIES),
  };
}

/**
 * The division whose reviews are behind: its waiting installations are weeks old (the demo's late division). One
 * of aeadmin's two, so every role's dashboard shows it, at any demo size.
 */
export const LATE_DIVISION = 'Agra Urban II';

/**
 * An installation of a steady rollout: installed on any day of its months, and reviewed within days of it. Older
 * than a few days (weeks in LATE_DIVISION), nearly all are live and decided, with a tail left behind (a meter that
 * never came online, a review that stalled, a rejection awaiting rework); the last days' are mostly still in review.
 * So the reports chart a steady rollout, the waits are days old but for the late division's, and the targets have
 * something to sort without every waiting installation being overdue.
 */
function rolloutState(random: Random, division: string, rolloutDays: number) {
  const daysAgo = random.int(0, rolloutDays);
  const settled = daysAgo > (division === LATE_DIVISION ? 30 : 4);
  const live = random.chance(settled ? 0.97 : 0.6);
  const roll = random.next();
  const commissionStatus: 'Approved' | 'Rejected' | 'Pending' = settled
    ? live && roll < 0.95
      ? 'Approved'
      : roll > 0.975
        ? 'Rejected'
        : 'Pending'
    : live && roll < 0.15
      ? 'Approved'
      : roll > 0.9
        ? 'Rejected'
        : 'Pending';
  return { daysAgo, live, commissionStatus };
}

export interface MeterPlan {
  meters: Insertable<MetersTable>[];
  dtrs: Insertable<DtrReferenceTable>[];
}

/**
 * Meters spread over every stage: Installed (Pending, not communicating), Commissioned (LIVE),
 * Accepted (Approved) and Rejected; DTR master rows for most of them, a few deliberately mismatching.
 */
export function planMeters(random: Random, count: number, officers: Officer[], now = Date.now()): MeterPlan {
  const meters: Insertable<MetersTable>[] = [];
  const dtrs = new Map<string, Insertable<DtrReferenceTable>>();
  for (let i = 0; i < count; i += 1) {
    const officer = officers[i % officers.length] as Officer;
    const place = CIRCLES.find((c) => c.circle === officer.circle) ?? CIRCLES[0];
    const site = siteFor(random, place.code, Math.floor(i / 3));
    const { daysAgo, live, commissionStatus } = rolloutState(random, officer.division, 180);
    const installedOn = new Date(now - daysAgo * DAY - random.int(0, DAY));
    // Where its review ends (review-histories.ts writes the steps that get it there): the BI_ADMIN's verdict
    // (none yet on most pending meters) and, apart, the super admin's working status.
    const techSupportStatus =
      commissionStatus === 'Rejected'
        ? random.pick(['REJECTED', null] as const)
        : commissionStatus === 'Pending'
          ? random.pick(['APPROVED', 'REJECTED', null, null, null] as const)
          : random.pick(['APPROVED', null] as const);
    const techSupportProgress =
      commissionStatus === 'Pending'
        ? random.pick(['ESCALATED', 'IN_PROGRESS', 'RESOLVED', null, null] as const)
        : random.pick(['ESCALATED', 'CLOSED', null] as const);
    meters.push({
      meterSno: `SM${String(24_000_000 + i * 7 + (i % 7)).padStart(8, '0')}`,
      dtrSno: random.chance(0.97) ? site.dtrNo : null,
      communicationStatus: live ? 'LIVE' : random.chance(0.3) ? 'Pending' : 'Offline',
      // Heard within the last day and a half, never before it was installed.
      lastCommunicatedAt: live
        ? new Date(Math.max(installedOn.getTime(), now - random.int(0, 36) * 3_600_000))
        : null,
      installedOn,
      feederName: site.feeder,
      feederNumber: site.feederNumber,
      substationName: site.substation,
      substationNumber: site.substationNumber,
      section: officer.section,
      subDivision: officer.subDivision,
      division: officer.division,
      circle: officer.circle,
      organization: ORGANIZATION,
      commissionStatus,
      techSupportStatus,
      techSupportProgress,
      rejectionCategory:
        commissionStatus === 'Rejected'
          ? random.pick(['technical', 'documentation', 'location', 'communication', 'other'] as const)
          : null,
      dtrCapacity: site.capacity,
      phone: `9${String(800_000_000 + i).padStart(9, '0')}`,
      // Within about 170 m of its DTR, as a DTR's consumers are (the DTR check, issue 42).
      latitude: spotOf(site.dtrNo, place.centre).latitude + (random.next() - 0.5) * 0.003,
      longitude: spotOf(site.dtrNo, place.centre).longitude + (random.next() - 0.5) * 0.003,
      autoCommissioned: commissionStatus === 'Approved' && random.chance(0.4),
      fieldOfficerId: officer.id,
      createdAt: installedOn,
      updatedAt: installedOn,
    });
    // Most DTRs are in the utility's master data; about one in twelve disagrees with the field.
    if (!dtrs.has(site.dtrNo) && random.chance(0.9)) {
      const mismatch = random.chance(0.08);
      dtrs.set(site.dtrNo, {
        dtrNo: site.dtrNo,
        substation: mismatch
          ? `${SUBSTATION_WORDS[(i + 3) % SUBSTATION_WORDS.length]} 33/11 KV`
          : site.substation,
        district: officer.division,
        edc: ORGANIZATION,
        capacity: mismatch && random.chance(0.5) ? random.pick(CAPACITIES) : site.capacity,
        region: REGION,
        status: 'Active',
        circle: officer.circle,
        feeder: site.feeder,
      });
    }
  }
  return { meters, dtrs: [...dtrs.values()] };
}

export function planModems(
  random: Random,
  count: number,
  officers: Officer[],
  meterSnos: string[],
  now = Date.now(),
) {
  const modems: Insertable<ModemsTable>[] = [];
  for (let i = 0; i < count; i += 1) {
    const officer = officers[i % officers.length] as Officer;
    const { daysAgo, live, commissionStatus } = rolloutState(random, officer.division, 150);
    const installedOn = new Date(now - daysAgo * DAY - random.int(0, DAY));
    const rejected = commissionStatus === 'Rejected';
    modems.push({
      modemSno: `MDM${String(7_100_000 + i * 3).padStart(8, '0')}`,
      meterSno: meterSnos[(i * 4) % Math.max(1, meterSnos.length)] ?? null,
      serviceNo: `SC${String(4_400_000 + i * 11)}`,
      phone: `8${String(700_000_000 + i).padStart(9, '0')}`,
      section: officer.section,
      division: officer.division,
      subDivision: officer.subDivision,
      circle: officer.circle,
      consumerName: `${random.pick(CONSUMER_PREFIXES)} ${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      commissionStatus,
      communicationStatus: live ? 'LIVE' : random.chance(0.4) ? 'Pending' : 'Offline',
      techSupportProgress: random.pick(['IN_PROGRESS', 'RESOLVED', null] as const),
      installedOn,
      lastCommunicatedAt: live ? new Date(now - random.int(0, 48) * 3_600_000) : null,
      // First heard within days of the install: after it, and never in the future.
      commissionedAt: live
        ? new Date(
            installedOn.getTime() + Math.min(random.int(1, 5) * DAY, (now - installedOn.getTime()) / 2),
          )
        : null,
      ...inCircle(centreOf(officer.circle), random.next(), random.next()),
      rejectionCategory: rejected
        ? random.pick(['technical', 'documentation', 'location', 'communication', 'other'] as const)
        : null,
      simNumber: `8991${String(100_000_000_000 + i * 13)}`,
      imeiNumber: `35${String(1_000_000_000_000 + i * 17).padStart(13, '0')}`,
      firmwareVersion: random.pick(['v2.1.4', 'v2.2.0', 'v2.3.1', 'v3.0.0']),
      signalStrength: random.int(15, 99),
      fieldOfficerId: officer.id,
      createdAt: installedOn,
      updatedAt: installedOn,
    });
  }
  return modems;
}
