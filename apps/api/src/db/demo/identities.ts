import type { Insertable } from 'kysely';
import type { MetersTable, ModemsTable } from '../schema.js';
import { CIRCLES } from './geography.js';

type Meter = Insertable<MetersTable>;
type Modem = Insertable<ModemsTable>;

/** The newest first, by install time. */
const newest = <T extends { installedOn?: Date | string | null }>(rows: T[]) =>
  [...rows].sort((a, b) => new Date(b.installedOn ?? 0).getTime() - new Date(a.installedOn ?? 0).getTime());

/**
 * The modems, newest first: the live ones awaiting a decision first (what awaits the super admin), then the others
 * awaiting a first report, then (in a demo too small to hold enough) any.
 */
function awaitingFirst(modems: Modem[]): Modem[] {
  const all = newest(modems);
  const pending = all.filter((m) => m.commissionStatus === 'Pending');
  return [
    ...pending.filter((m) => m.communicationStatus === 'LIVE'),
    ...pending.filter((m) => m.communicationStatus !== 'LIVE'),
    ...all.filter((m) => m.commissionStatus !== 'Pending'),
  ];
}

/**
 * The demo's numbers written twice (issue 42), as a field officer typing one again would: of the meters awaiting
 * the super admin's decision, the oldest holds the next oldest's meter number with a dash (SM-24000604 beside
 * SM24000604); of the modems awaiting a decision (the live first), the two newest name one meter, and the next two one service
 * connection, once with a dash. Changes the planned rows in place, and the audit entries of the histories made
 * for them (`activities`, which name the meter's number); the identity checks flag each pair once the demo is
 * loaded (flags module, checkStoredInstallations).
 */
export function repeatNumbers(
  meters: Meter[],
  modems: Modem[],
  activities: { details?: unknown }[],
  awaitingDecision: (meter: Meter) => boolean,
): void {
  // The oldest: the newest of each list hold the demo's photos, and the reused ones (demo/photos.ts).
  const [meterA, meterB] = newest(meters.filter(awaitingDecision)).reverse();
  if (meterA && meterB) {
    const was = JSON.stringify({ meterSno: meterA.meterSno }).slice(1, -1);
    meterA.meterSno = meterB.meterSno.replace(/^SM/, 'SM-');
    const now = JSON.stringify({ meterSno: meterA.meterSno }).slice(1, -1);
    for (const entry of activities)
      if (typeof entry.details === 'string' && entry.details.includes(was))
        entry.details = entry.details.replace(was, now);
  }
  const [a, b, c, d] = awaitingFirst(modems);
  if (!a || !b || !c || !d) return;
  a.meterSno = b.meterSno;
  c.serviceNo = d.serviceNo ? d.serviceNo.replace(/^SC/, 'SC-') : c.serviceNo;
}

/** About 4.2 km: twice the default distance a meter may stand from its DTR's others. */
const STRAY_DEGREES = 0.038;

/**
 * The demo's far-away site (issue 42): of the meters awaiting the super admin's decision, the oldest (after the
 * two whose numbers are written twice) on a DTR with two others is set about 4 km north of them, as a site photo
 * taken elsewhere would place it; the DTR check flags it once the demo is loaded.
 */
export function strayFromDtr(meters: Meter[], awaitingDecision: (meter: Meter) => boolean): void {
  const onDtr = new Map<string, number>();
  for (const meter of meters)
    if (meter.dtrSno && meter.latitude != null) onDtr.set(meter.dtrSno, (onDtr.get(meter.dtrSno) ?? 0) + 1);
  const stray = newest(meters.filter(awaitingDecision))
    .reverse()
    .slice(2)
    .find((meter) => meter.dtrSno && meter.latitude != null && (onDtr.get(meter.dtrSno) ?? 0) >= 3);
  if (stray) stray.latitude = Number(stray.latitude) + STRAY_DEGREES;
}

/**
 * The demo's site outside its circle (issue 42): the modem awaiting a decision after the four whose numbers are
 * written twice stands in the next circle's town, as coordinates read off another install would place it; the area
 * check flags it against its own circle's outline once the demo is loaded.
 */
export function outsideItsCircle(modems: Modem[]): void {
  const modem = awaitingFirst(modems)[4];
  if (!modem) return;
  const next = CIRCLES[(CIRCLES.findIndex((c) => c.circle === modem.circle) + 1) % CIRCLES.length];
  if (!next) return;
  modem.latitude = next.centre[0] + 0.012;
  modem.longitude = next.centre[1] - 0.008;
}
