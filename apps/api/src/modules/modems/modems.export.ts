import { sql } from 'kysely';
import {
  FLAGS_TEXTS,
  MODEM_EXPORT_PREFIXES,
  REJECTION_CATEGORY_LABELS,
  REJECTION_COLUMNS,
  type ModemList,
  type Role,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { csvQuery, type CsvColumn } from '../../lib/csv-export.js';
import { dateCell, joinedCell, labelCell, plainCell, textCell } from '../../lib/csv-cells.js';
import { flagWordsSql } from '../flags/index.js';
import { lastDecisionSql, rejectionReasonSql, stateLabelSql } from '../lifecycle/index.js';
import { modemWhere, type ModemFilters } from './modems.filters.js';
import { SORT_KEYS, type ModemOrder } from './modems.repo.js';

/** A column's cell may need the utility's zone: dates are written as its wall-clock time. */
type Column = [header: string, cell: (zone: string) => CsvColumn['cell']];

const col = (column: string) => sql.ref(column);
const text = (column: string) => () => textCell(col(column));
const date = (column: string) => (zone: string) => dateCell(col(column), zone);
const id = () => plainCell(col('d.id'));
const stage = () => plainCell(stateLabelSql('modems', 'd'));

const category = () => labelCell(col('d.rejection_category'), REJECTION_CATEGORY_LABELS, 'as-is');
/** The decision's comment, from the review record (issue 36), not the row's copy. */
const rejectionReason = () => textCell(lastDecisionSql('modem', 'd', 'comment'));

/** SPEC §2.9: AE_ADMIN's rejected export adds Rejection Reason (the decision's comment) and Category. */
const AE_REJECTED: Column[] = [
  ['Rejection Reason', rejectionReason],
  ['Category', category],
];

/**
 * The BI roles' rejected list: its Reason (the category decided, in words) and Rejection Type (the derived
 * label) as its table shows them (issue 36), then the decision's comment.
 */
const BI_REJECTED: Column[] = [
  [REJECTION_COLUMNS.reason, category],
  [REJECTION_COLUMNS.rejectionType, () => plainCell(rejectionReasonSql('d'))],
  ['Rejection Reason', rejectionReason],
];

/** SPEC §2.9, AE_ADMIN's lists: Zone is the modem's division, Serial Number its modem number. */
const AE: Column[] = [
  ['Modem ID', id],
  ['Serial Number', text('d.modem_sno')],
  ['Zone', text('d.division')],
  ['Field Officer', () => textCell(sql`u.first_name || ' ' || u.last_name`)],
  ['Installation Date', date('d.installed_on')],
  ['Status', stage],
];

/** SPEC §2.9, the BI roles' lists; commissioned and accepted add Communication, rejected its reason. */
const BI: Column[] = [
  ['ID', id],
  ['Modem Number', text('d.modem_sno')],
  ['Meter Number', text('d.meter_sno')],
  ['Service Number', text('d.service_no')],
  ['Phone', text('d.phone')],
  ['Section', text('d.section')],
  ['Division', text('d.division')],
  ['Status', stage],
];
const COMMUNICATION: Column[] = [['Communication', text('d.communication_status')]];

/** AE_ADMIN's Modems Commissioned adds Commission Date before Status, as its table does. */
const AE_COMMISSIONED: Column[] = [
  ...AE.slice(0, -1),
  ['Commission Date', date('d.commissioned_at')],
  ...AE.slice(-1),
];

/** The officer modems page's export (SPEC §2.6 style): its own columns. */
const OFFICER: Column[] = [
  ['Modem ID', id],
  ['Modem No', text('d.modem_sno')],
  ['Meter No', text('d.meter_sno')],
  ['Service No', text('d.service_no')],
  ['Consumer Name', text('d.consumer_name')],
  ['Location', () => joinedCell(', ', ['d.section', 'd.sub_division', 'd.division', 'd.circle'].map(col))],
  ['Status', stage],
  ['Installed On', date('d.installed_on')],
  ['Last Communication', date('d.last_communicated_at')],
];

function listColumns(role: Role, list: ModemList): Column[] {
  if (role === 'AE_ADMIN')
    return list === 'rejected' ? [...AE, ...AE_REJECTED] : list === 'commissioned' ? AE_COMMISSIONED : AE;
  if (list === 'rejected') return [...BI, ...BI_REJECTED];
  return list === 'all' ? BI : [...BI, ...COMMUNICATION];
}

/** A list's export columns, or (role 'officer') the officer modems page's. */
/** Issue 42: every list's last column, what the modem is flagged for. */
const FLAGS: Column = [FLAGS_TEXTS.exportColumn, () => plainCell(flagWordsSql('modem', 'd'))];

export const modemExportColumns = (of: { role: Role; list: ModemList } | 'officer', zone: string) =>
  [...(of === 'officer' ? OFFICER : listColumns(of.role, of.list)), FLAGS].map(
    ([header, cell]): CsvColumn => ({ header, cell: cell(zone) }),
  );

/** Every modem of a list (the list's WHERE, scope and order) as cell texts. */
export const modemExport = (db: Db, filters: ModemFilters, order: ModemOrder, columns: CsvColumn[]) =>
  csvQuery(
    db
      .selectFrom('modems as d')
      .innerJoin('users as u', 'u.id', 'd.fieldOfficerId')
      .where((eb) => modemWhere(eb, filters)),
    columns,
    { key: SORT_KEYS[order.sort], id: 'd.id', direction: order.order },
  );

export const modemExportPrefix = (role: Role, list: ModemList) =>
  role === 'AE_ADMIN' ? MODEM_EXPORT_PREFIXES[list].ae : MODEM_EXPORT_PREFIXES[list].bi;
