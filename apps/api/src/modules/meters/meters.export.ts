import { csvRow, type Meter, type MeterStage, type Role } from '@smms/shared';

type Column = [header: string, value: (m: Meter) => unknown];

const officer = (m: Meter) => [m.fieldOfficerName, m.fieldOfficerLastName].filter(Boolean).join(' ');

/** SPEC §2.5: the installed list's export columns; the other lists add what they show. */
const BASE: Column[] = [
  ['Meter ID', (m) => m.id],
  ['Meter Number', (m) => m.meterSno],
  ['DTR Number', (m) => m.dtrSno],
  ['Substation', (m) => m.substationName],
  ['Feeder', (m) => m.feederName],
  ['Field Officer', officer],
  ['Installation Date', (m) => m.installedOn],
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

export const exportColumns = (stage: MeterStage): Column[] => [...BASE, ...(EXTRA[stage] ?? [])];
export const csvHeader = (stage: MeterStage) => csvRow(exportColumns(stage).map(([h]) => h));
export const csvLine = (stage: MeterStage, m: Meter) =>
  csvRow(exportColumns(stage).map(([, value]) => value(m)));

/** File name prefixes of SPEC §2.5/§2.6: AE_ADMIN's files carry "ae-". */
const PREFIX: Record<MeterStage, { ae: string; other: string }> = {
  installed: { ae: 'ae-meters-installed', other: 'meters-installed' },
  commissioned: { ae: 'ae-meters-commissioned', other: 'meters-commissioned' },
  'pending-review': { ae: 'ae-meters-pending-review', other: 'meters-pending-review' },
  rejected: { ae: 'ae-meters-rejected', other: 'commissioned-rejected' },
  accepted: { ae: 'ae-meters-commission-accepted', other: 'commissioned-accepted' },
};

export function exportPrefix(role: Role, stage: MeterStage, forOfficer: boolean): string {
  if (forOfficer) return role === 'AE_ADMIN' ? 'ae-field-officer-meters' : 'field-officer-meters';
  return role === 'AE_ADMIN' ? PREFIX[stage].ae : PREFIX[stage].other;
}
