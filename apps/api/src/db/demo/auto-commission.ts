import type { Insertable } from 'kysely';
import { comparable, compareWithDiscom, meterDiscomValues } from '@smms/shared';
import type { DtrReferenceTable, MetersTable } from '../schema.js';
import { CAPACITIES } from './geography.js';
import type { Random } from './random.js';

type Meter = Insertable<MetersTable>;
type Dtr = Insertable<DtrReferenceTable>;

/**
 * Makes the planned meters obey auto-commissioning (DESIGN §5) as if each had been installed through the
 * API, by the same comparison rule the server uses: a LIVE Pending meter matching its DTR master row would
 * have been approved by the server, so some become Approved and auto-commissioned, and the rest get the kind of
 * field error a reviewer then sees highlighted (another capacity, a substation written short); a meter
 * marked auto-commissioned that does not match was approved by a person. Answers how many became auto.
 */
export function settleAutoCommissioning(random: Random, meters: Meter[], dtrs: Dtr[]): number {
  const master = new Map(dtrs.map((d) => [comparable(d.dtrNo), d]));
  let commissioned = 0;
  for (const meter of meters) {
    const row = meter.dtrSno ? master.get(comparable(meter.dtrSno)) : undefined;
    const matches = row !== undefined && compareWithDiscom(meterSide(meter), masterSide(row)).match;
    if (meter.autoCommissioned && !matches) meter.autoCommissioned = false;
    // The rule approves only a LIVE meter (issue 36): a silent one that matches waits for people.
    if (meter.commissionStatus !== 'Pending' || !matches || meter.communicationStatus !== 'LIVE') continue;
    if (random.chance(0.25)) {
      meter.commissionStatus = 'Approved';
      meter.autoCommissioned = true;
      meter.techSupportStatus = null;
      commissioned += 1;
    } else if (random.chance(0.5)) {
      meter.dtrCapacity = random.pick(CAPACITIES.filter((c) => c !== meter.dtrCapacity));
    } else {
      meter.substationName = meter.substationName?.replace(/ 33\/11 KV$/, '') ?? null;
    }
  }
  return commissioned;
}

const meterSide = (m: Meter) =>
  meterDiscomValues({
    dtrSno: m.dtrSno ?? null,
    substationName: m.substationName ?? null,
    division: m.division ?? null,
    organization: m.organization ?? null,
    dtrCapacity: m.dtrCapacity ?? null,
  });

const masterSide = (d: Dtr) => ({
  dtrNo: d.dtrNo,
  substation: d.substation ?? null,
  district: d.district ?? null,
  edc: d.edc ?? null,
  capacity: d.capacity ?? null,
  region: d.region ?? null,
  status: d.status ?? null,
});
