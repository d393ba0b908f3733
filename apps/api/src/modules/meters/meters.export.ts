import {
  csvRow,
  localDateTime,
  TECH_SUPPORT_LIST_TEXTS,
  type Meter,
  type MeterStage,
  type Role,
} from '@smms/shared';
import type { MeterFilters } from './meters.filters.js';

/** A column's value may need the utility's zone: dates are written as its wall-clock time. */
type Column = [header: string, value: (m: Meter, zone: string) => unknown];

const officer = (m: Meter) => [m.fieldOfficerName, m.fieldOfficerLastName].filter(Boolean).join(' ');

/** SPEC §2.5: the installed list's export columns; the other lists add what they show. */
const BASE: Column[] = [
  ['Meter ID', (m) => m.id],
  ['Meter Number', (m) => m.meterSno],
  ['DTR Number', (m) => m.dtrSno],
  ['Substation', (m) => m.substationName],
  ['Feeder', (m) => m.feederName],
  ['Field Officer', officer],
  ['Installation Date', (m, zone) => localDateTime(m.installedOn, zone)],
  ['Status', (m) => m.status],
  ['Division', (m) => m.division],
  ['Circle', (m) => m.circle],
];

const EXTRA: Partial<Record<MeterStage, Column[]>> = {
  'pending-review': [
    ['Tech Support Status', (m) => m.techSupportStatus],
    ['Commission Status', (m) => m.commissionStatus],
  ],
  rejected: [
    ['Reason', (m) => m.reason],
    ['Tech Support Status', (m) => m.techSupportStatus],
    ['Comments', (m) => m.comments],
  ],
  accepted: [
    ['Commission Status', (m) => m.commissionStatus],
    ['Auto-Commissioned', (m) => (m.autoCommissioned ? 'Yes' : 'No')],
  ],
};

/** SPEC §2.8: Tech Support Management's columns, its own set. */
const TECH_SUPPORT: Column[] = [
  ['Meter S.No', (m) => m.meterSno],
  ['DTR S.No', (m) => m.dtrSno],
  ['Substation', (m) => m.substationName],
  ['Division', (m) => m.division],
  ['Field Officer', officer],
  ['Tech Support Status', (m) => m.techSupportStatus],
  ['Commission Status', (m) => m.commissionStatus],
  ['Installed On', (m, zone) => localDateTime(m.installedOn, zone)],
];

type ListOf = Pick<MeterFilters, 'stage' | 'list'>;

export const exportColumns = ({ stage, list }: ListOf): Column[] =>
  list === 'tech-support' ? TECH_SUPPORT : [...BASE, ...(EXTRA[stage] ?? [])];
export const csvHeader = (of: ListOf) => csvRow(exportColumns(of).map(([h]) => h));
export const csvLine = (of: ListOf, m: Meter, zone: string) =>
  csvRow(exportColumns(of).map(([, value]) => value(m, zone)));

/** File name prefixes of SPEC §2.5/§2.6: AE_ADMIN's files carry "ae-". */
const PREFIX: Record<MeterStage, { ae: string; other: string }> = {
  installed: { ae: 'ae-meters-installed', other: 'meters-installed' },
  commissioned: { ae: 'ae-meters-commissioned', other: 'meters-commissioned' },
  'pending-review': { ae: 'ae-meters-pending-review', other: 'meters-pending-review' },
  rejected: { ae: 'ae-meters-rejected', other: 'commissioned-rejected' },
  accepted: { ae: 'ae-meters-commission-accepted', other: 'commissioned-accepted' },
};

/** SPEC §2.8: Tech Support Management's file. */
export const TECH_SUPPORT_EXPORT_PREFIX = TECH_SUPPORT_LIST_TEXTS.exportPrefix;

export function exportPrefix(role: Role, { stage, list, officerId }: MeterFilters): string {
  if (list === 'tech-support') return TECH_SUPPORT_EXPORT_PREFIX;
  if (officerId) return role === 'AE_ADMIN' ? 'ae-field-officer-meters' : 'field-officer-meters';
  return role === 'AE_ADMIN' ? PREFIX[stage].ae : PREFIX[stage].other;
}
