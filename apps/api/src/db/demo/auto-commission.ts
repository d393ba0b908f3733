import type { Insertable } from 'kysely';
import { comparable, compareWithDiscom, meterDiscomValues } from '@smms/shared';
import type { DtrReferenceTable, MetersTable } from '../schema.js';
import { CAPACITIES } from './geography.js';
import type { Random } from './random.js';

type Meter = Insertable<MetersTable>;
type Dtr = Insertable<DtrReferenceTable>;

/** Whether a meter's data all match its DTR master row, by the comparison rule the server uses. */
export function dtrMatcher(dtrs: Dtr[]): (meter: Meter) => boolean {
  const master = new Map(dtrs.map((d) => [comparable(d.dtrNo), d]));
  return (meter) => {
    const row = meter.dtrSno ? master.get(comparable(meter.dtrSno)) : undefined;
    return row !== undefined && compareWithDiscom(meterSide(meter), masterSide(row)).match;
  };
}

/**
 * What auto-commissioning (DESIGN §5) makes of a planned meter the rule could approve (LIVE, Pending, matching
 * its DTR, nobody's rejection on its record) as if it had been installed through the API: the rule approved it
 * when the head-end first heard it ('auto'); or a person rejected it before that and it was reopened, so the
 * rule leaves it to people and it waits, matching ('reopened'); or it has the kind of field error a reviewer
 * then sees highlighted (another capacity, a substation written short) and no longer matches (null).
 */
export function settleAutoCommissioning(random: Random, meter: Meter): 'auto' | 'reopened' | null {
  if (random.chance(0.25)) return 'auto';
  if (random.chance(0.2)) return 'reopened';
  if (random.chance(0.5)) meter.dtrCapacity = random.pick(CAPACITIES.filter((c) => c !== meter.dtrCapacity));
  else meter.substationName = meter.substationName?.replace(/ 33\/11 KV$/, '') ?? null;
  return null;
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
