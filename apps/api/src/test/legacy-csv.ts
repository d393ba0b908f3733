import {
  csvRow,
  localDateTime,
  rejectionCategoryLabel,
  rejectionReason,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  ticketNumber,
  type FieldOfficer,
  type Meter,
  type MeterStage,
  type Modem,
  type ModemList,
  type Role,
  type Ticket,
  type User,
} from '@smms/shared';

/**
 * The exports as they were written before issue 12 made SQL write the cells: each column a JS function of
 * the API object, each cell through shared csvCell. The tests hold the SQL exports to these bytes.
 */
type Col<T> = [string, (x: T, zone: string) => unknown];
/** The latest decision of an installation's review record, as GET …/review-record answers it (the test adds it). */
export interface Decided {
  decidedBy?: string | null;
  decisionComment?: string | null;
}
type DecidedMeter = Meter & Decided;
type DecidedModem = Modem & Decided;
const file = <T>(cols: Col<T>[], rows: T[], zone: string) =>
  csvRow(cols.map(([h]) => h)) + rows.map((r) => csvRow(cols.map(([, v]) => v(r, zone)))).join('');

const officer = (m: Meter) => [m.fieldOfficerName, m.fieldOfficerLastName].filter(Boolean).join(' ');
const METER_BASE: Col<Meter>[] = [
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
const METER_EXTRA: Partial<Record<MeterStage, Col<DecidedMeter>[]>> = {
  'pending-review': [
    ['Tech Support Status', (m) => m.techSupportStatus],
    ['Commission Status', (m) => m.commissionStatus],
  ],
  rejected: [
    ['Reason', (m) => rejectionCategoryLabel(m.rejectionCategory)],
    ['Rejection Type', (m) => m.reason],
    ['Rejected By', (m) => m.decidedBy],
    ['Rejection Comment', (m) => m.decisionComment],
    ['Tech Support Status', (m) => m.techSupportStatus],
    ['Comments', (m) => m.comments],
  ],
  accepted: [
    ['Commission Status', (m) => m.commissionStatus],
    ['Auto-Commissioned', (m) => (m.autoCommissioned ? 'Yes' : 'No')],
    ['Approved By', (m) => m.decidedBy],
  ],
};
const TECH_SUPPORT: Col<Meter>[] = [
  ['Meter S.No', (m) => m.meterSno],
  ['DTR S.No', (m) => m.dtrSno],
  ['Substation', (m) => m.substationName],
  ['Division', (m) => m.division],
  ['Field Officer', officer],
  ['Tech Support Status', (m) => m.techSupportStatus],
  ['Commission Status', (m) => m.commissionStatus],
  ['Installed On', (m, zone) => localDateTime(m.installedOn, zone)],
];
export const legacyMeters = (stage: MeterStage | 'tech-support', rows: DecidedMeter[], zone: string) =>
  file(stage === 'tech-support' ? TECH_SUPPORT : [...METER_BASE, ...(METER_EXTRA[stage] ?? [])], rows, zone);

const category = (m: Modem) => rejectionCategoryLabel(m.rejectionCategory);
const AE_REJECTED: Col<DecidedModem>[] = [
  ['Rejection Reason', (m) => m.decisionComment],
  ['Category', category],
];
const BI_REJECTED: Col<DecidedModem>[] = [
  ['Reason', category],
  ['Rejection Type', (m) => rejectionReason(m)],
  ['Rejection Reason', (m) => m.decisionComment],
];
const AE: Col<Modem>[] = [
  ['Modem ID', (m) => m.id],
  ['Serial Number', (m) => m.modemSno],
  ['Zone', (m) => m.division],
  ['Field Officer', (m) => m.fieldOfficerName],
  ['Installation Date', (m, zone) => localDateTime(m.installedOn, zone)],
  ['Status', (m) => m.stage],
];
const BI: Col<Modem>[] = [
  ['ID', (m) => m.id],
  ['Modem Number', (m) => m.modemSno],
  ['Meter Number', (m) => m.meterSno],
  ['Service Number', (m) => m.serviceNo],
  ['Phone', (m) => m.phone],
  ['Section', (m) => m.section],
  ['Division', (m) => m.division],
  ['Status', (m) => m.stage],
];
const AE_COMMISSIONED: Col<Modem>[] = [
  ...AE.slice(0, -1),
  ['Commission Date', (m, zone) => localDateTime(m.commissionedAt, zone)],
  ...AE.slice(-1),
];
const OFFICER_MODEMS: Col<Modem>[] = [
  ['Modem ID', (m) => m.id],
  ['Modem No', (m) => m.modemSno],
  ['Meter No', (m) => m.meterSno],
  ['Service No', (m) => m.serviceNo],
  ['Consumer Name', (m) => m.consumerName],
  ['Location', (m) => [m.section, m.subDivision, m.division, m.circle].filter(Boolean).join(', ')],
  ['Status', (m) => m.stage],
  ['Installed On', (m, zone) => localDateTime(m.installedOn, zone)],
  ['Last Communication', (m, zone) => localDateTime(m.lastCommunicatedAt, zone)],
];
function modemCols(role: Role, list: ModemList): Col<DecidedModem>[] {
  if (role === 'AE_ADMIN')
    return list === 'rejected' ? [...AE, ...AE_REJECTED] : list === 'commissioned' ? AE_COMMISSIONED : AE;
  if (list === 'rejected') return [...BI, ...BI_REJECTED];
  return list === 'all' ? BI : [...BI, ['Communication', (m) => m.communicationStatus]];
}
export const legacyModems = (
  of: { role: Role; list: ModemList } | 'officer',
  rows: DecidedModem[],
  zone: string,
) => file(of === 'officer' ? OFFICER_MODEMS : modemCols(of.role, of.list), rows, zone);

const active = (u: User) => (u.isActive ? 'Active' : 'Inactive');
const OFFICERS: Col<FieldOfficer>[] = [
  ['Officer ID', (u) => u.id],
  ['First Name', (u) => u.firstName],
  ['Last Name', (u) => u.lastName],
  ['Primary Phone', (u) => u.phone],
  ['Alternate Phone', (u) => u.alternatePhone],
  ['Circle', (u) => u.circle],
  ['Division', (u) => u.division],
  ['Sub Division', (u) => u.subDivision],
  ['Section', (u) => u.section],
  ['Access Level', (u) => u.accessLevel],
  ['Status', active],
  ['Meters Assigned', (u) => u.counts.meters.total],
  ['Installed', (u) => u.counts.meters.installed],
  ['Commissioned', (u) => u.counts.meters.commissioned],
  ['Approved', (u) => u.counts.meters.approved],
  ['Rejected', (u) => u.counts.meters.rejected],
  ['Modems Installed', (u) => u.counts.modems.installed],
  ['Modems Commissioned', (u) => u.counts.modems.commissioned],
  ['Modems Accepted', (u) => u.counts.modems.accepted],
  ['Modems Rejected', (u) => u.counts.modems.rejected],
];
const ADMINS: Col<User>[] = [
  ['Admin ID', (u) => u.id],
  ['First Name', (u) => u.firstName],
  ['Last Name', (u) => u.lastName],
  ['Email', (u) => u.email],
  ['Phone', (u) => u.phone],
  ['Role', (u) => u.role],
  ['Division', (u) => u.division],
  ['Status', active],
  ['Last Login', (u, zone) => localDateTime(u.lastLoginAt, zone)],
];
export const legacyOfficers = (rows: FieldOfficer[], zone: string) => file(OFFICERS, rows, zone);
export const legacyAdmins = (rows: User[], zone: string) => file(ADMINS, rows, zone);

const TICKETS: Col<Ticket>[] = [
  ['Ticket ID', (t) => ticketNumber(t.id)],
  ['Title', (t) => t.title],
  ['Status', (t) => TICKET_STATUS_LABELS[t.status]],
  ['Priority', (t) => TICKET_PRIORITY_LABELS[t.priority]],
  ['Category', (t) => t.category],
  ['Reported By', (t) => t.reportedBy],
  ['Assigned To', (t) => t.assignedTo],
  ['Modem ID', (t) => t.modemSno],
  ['Location', (t) => t.location],
  ['Description', (t) => t.description],
  ['Created Date', (t, zone) => localDateTime(t.createdAt, zone)],
  ['Last Updated', (t, zone) => localDateTime(t.updatedAt, zone)],
];
export const legacyTickets = (rows: Ticket[], zone: string) => file(TICKETS, rows, zone);
