import type { Insertable } from 'kysely';
import {
  comparable,
  COMPARED_FIELDS,
  compareWithDiscom,
  METER_FIELD_OF,
  meterDiscomValues,
  type ComparedField,
} from '@smms/shared';
import type { DtrReferenceTable, MetersTable } from '../schema.js';
import { CAPACITIES } from './geography.js';
import type { Random } from './random.js';

type Meter = Insertable<MetersTable>;
type Dtr = Insertable<DtrReferenceTable>;

/** What the rule read, as its event names it: the compared fields of the meter and of its master row. */
export interface RuleRead {
  meter: Record<ComparedField, string | null>;
  dtr: Record<ComparedField, string | null>;
}

/** The master row's column of each compared field (discom.sql.ts). */
const DTR_COLUMN = {
  dtrNo: 'dtrNo',
  substation: 'substation',
  district: 'district',
  edc: 'edc',
  capacity: 'capacity',
} as const satisfies Record<ComparedField, keyof Dtr>;

const read = <R>(row: R, columns: Record<ComparedField, string>) =>
  Object.fromEntries(
    COMPARED_FIELDS.map((f) => [f, (row[columns[f] as keyof R] as string | null | undefined) ?? null]),
  ) as Record<ComparedField, string | null>;

/**
 * A meter's DTR master row and whether the meter's data all match it, by the comparison rule the server uses;
 * with what the rule would read from both.
 */
export function dtrMatcher(dtrs: Dtr[]) {
  const master = new Map(dtrs.map((d) => [comparable(d.dtrNo), d]));
  return (meter: Meter): { matches: boolean; read: RuleRead | null } => {
    const row = meter.dtrSno ? master.get(comparable(meter.dtrSno)) : undefined;
    if (!row) return { matches: false, read: null };
    const matches = compareWithDiscom(meterSide(meter), masterSide(row)).match;
    return { matches, read: { meter: read(meter, METER_FIELD_OF), dtr: read(row, DTR_COLUMN) } };
  };
}

/**
 * What auto-commissioning (DESIGN §5) makes of a planned meter the rule could approve (LIVE, Pending, matching
 * its DTR, nobody's rejection on its record) as if it had been installed through the API: the rule approved it
 * when the head-end first heard it ('auto'), and perhaps the super admin undid that ('undone'); or a person
 * rejected it before that and it was reopened ('reopened'); either way it is left to people and may wait,
 * matching. Otherwise it has the kind of field error a reviewer then sees highlighted (another capacity, a
 * substation written short) and no longer matches (null).
 */
export function settleAutoCommissioning(random: Random, meter: Meter): 'auto' | 'undone' | 'reopened' | null {
  if (random.chance(0.25)) return 'auto';
  if (random.chance(0.07)) return 'undone';
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
