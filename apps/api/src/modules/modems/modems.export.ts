import {
  csvRow,
  localDateTime,
  MODEM_EXPORT_PREFIXES,
  REJECTION_CATEGORY_LABELS,
  type Modem,
  type ModemList,
  type RejectionCategory,
  type Role,
} from '@smms/shared';

/** A column's value may need the utility's zone: dates are written as its wall-clock time. */
type Column = [header: string, value: (m: Modem, zone: string) => unknown];

const category = (m: Modem) =>
  m.rejectionCategory
    ? (REJECTION_CATEGORY_LABELS[m.rejectionCategory as RejectionCategory] ?? m.rejectionCategory)
    : null;
const REJECTED: Column[] = [
  ['Rejection Reason', (m) => m.rejectionReason],
  ['Category', category],
];

/** SPEC §2.9, AE_ADMIN's lists: Zone is the modem's division, Serial Number its modem number. */
const AE: Column[] = [
  ['Modem ID', (m) => m.id],
  ['Serial Number', (m) => m.modemSno],
  ['Zone', (m) => m.division],
  ['Field Officer', (m) => m.fieldOfficerName],
  ['Installation Date', (m, zone) => localDateTime(m.installedOn, zone)],
  ['Status', (m) => m.stage],
];

/** SPEC §2.9, the BI roles' lists; commissioned and accepted add Communication, rejected its reason. */
const BI: Column[] = [
  ['ID', (m) => m.id],
  ['Modem Number', (m) => m.modemSno],
  ['Meter Number', (m) => m.meterSno],
  ['Service Number', (m) => m.serviceNo],
  ['Phone', (m) => m.phone],
  ['Section', (m) => m.section],
  ['Division', (m) => m.division],
  ['Status', (m) => m.stage],
];
const COMMUNICATION: Column[] = [['Communication', (m) => m.communicationStatus]];

/** AE_ADMIN's Modems Commissioned adds Commission Date before Status, as its table does. */
const AE_COMMISSIONED: Column[] = [
  ...AE.slice(0, -1),
  ['Commission Date', (m, zone) => localDateTime(m.commissionedAt, zone)],
  ...AE.slice(-1),
];

export function modemExportColumns(role: Role, list: ModemList): Column[] {
  if (role === 'AE_ADMIN')
    return list === 'rejected' ? [...AE, ...REJECTED] : list === 'commissioned' ? AE_COMMISSIONED : AE;
  if (list === 'rejected') return [...BI, ...REJECTED];
  return list === 'all' ? BI : [...BI, ...COMMUNICATION];
}
export const modemCsvHeader = (role: Role, list: ModemList) =>
  csvRow(modemExportColumns(role, list).map(([h]) => h));
export const modemCsvLine = (role: Role, list: ModemList, m: Modem, zone: string) =>
  csvRow(modemExportColumns(role, list).map(([, value]) => value(m, zone)));

export const modemExportPrefix = (role: Role, list: ModemList) =>
  role === 'AE_ADMIN' ? MODEM_EXPORT_PREFIXES[list].ae : MODEM_EXPORT_PREFIXES[list].bi;
