import { sql } from 'kysely';
import {
  DECISION_EXPORT_COLUMNS as D,
  FLAGS_TEXTS,
  REJECTION_CATEGORY_LABELS,
  REJECTION_COLUMNS,
  TECH_SUPPORT_LIST_TEXTS,
  type MeterStage,
  type Role,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { csvQuery, type CsvColumn } from '../../lib/csv-export.js';
import { dateCell, joinedCell, labelCell, plainCell, textCell } from '../../lib/csv-cells.js';
import type { Scope } from '../access/index.js';
import { flagWordsSql } from '../flags/index.js';
import { lastDecisionSql, rejectionReasonSql, stateLabelSql } from '../lifecycle/index.js';
import { meterSearch, meterWhere, type MeterFilters } from './meters.filters.js';
import { SORT_KEYS, type MeterOrder } from './meters.repo.js';

/** A column's cell may need the utility's zone: dates are written as its wall-clock time. */
type Column = [header: string, cell: (zone: string) => CsvColumn['cell']];

const col = (column: string) => sql.ref(column);
const officer = () => joinedCell(' ', [col('u.first_name'), col('u.last_name')]);
const installedOn = (zone: string) => dateCell(col('m.installed_on'), zone);
const text = (column: string) => () => textCell(col(column));
/** From the review record: the latest decision's maker or comment. */
const decided = (field: 'actor_name' | 'comment') => () => textCell(lastDecisionSql('meter', 'm', field));

/** SPEC §2.5: the installed list's export columns; the other lists add what they show. */
const BASE: Column[] = [
  ['Meter ID', () => plainCell(col('m.id'))],
  ['Meter Number', text('m.meter_sno')],
  ['DTR Number', text('m.dtr_sno')],
  ['Substation', text('m.substation_name')],
  ['Feeder', text('m.feeder_name')],
  ['Field Officer', officer],
  ['Installation Date', installedOn],
  ['Status', () => plainCell(stateLabelSql('meterList', 'm'))],
  ['Division', text('m.division')],
  ['Circle', text('m.circle')],
];

const EXTRA: Partial<Record<MeterStage, Column[]>> = {
  'pending-review': [
    ['Tech Support Status', text('m.tech_support_status')],
    ['Commission Status', text('m.commission_status')],
  ],
  // The Reason is the category decided, in words; the derived label is the Rejection Type; who rejected and why
  // come from the review record (issue 36).
  rejected: [
    [
      REJECTION_COLUMNS.reason,
      () => labelCell(col('m.rejection_category'), REJECTION_CATEGORY_LABELS, 'as-is'),
    ],
    [REJECTION_COLUMNS.rejectionType, () => plainCell(rejectionReasonSql('m'))],
    [D.rejectedBy, decided('actor_name')],
    [D.rejectionComment, decided('comment')],
    ['Tech Support Status', text('m.tech_support_status')],
    ['Comments', text('m.comments')],
  ],
  accepted: [
    ['Commission Status', text('m.commission_status')],
    ['Auto-Commissioned', () => plainCell(sql`case when m.auto_commissioned then 'Yes' else 'No' end`)],
    [D.approvedBy, decided('actor_name')],
  ],
};

/** SPEC §2.8: Tech Support Management's columns, its own set. */
const TECH_SUPPORT: Column[] = [
  ['Meter S.No', text('m.meter_sno')],
  ['DTR S.No', text('m.dtr_sno')],
  ['Substation', text('m.substation_name')],
  ['Division', text('m.division')],
  ['Field Officer', officer],
  ['Tech Support Status', text('m.tech_support_status')],
  ['Commission Status', text('m.commission_status')],
  ['Installed On', installedOn],
];

type ListOf = Pick<MeterFilters, 'stage' | 'list'>;

/** Issue 42: every list's last column, what the meter is flagged for. */
const FLAGS: Column = [FLAGS_TEXTS.exportColumn, () => plainCell(flagWordsSql('meter', 'm'))];

export const exportColumns = ({ stage, list }: ListOf, zone: string): CsvColumn[] =>
  [...(list === 'tech-support' ? TECH_SUPPORT : [...BASE, ...(EXTRA[stage] ?? [])]), FLAGS].map(
    ([header, cell]) => ({ header, cell: cell(zone) }),
  );

/** Every meter of a list (the list's WHERE, scope and order) as cell texts. */
export async function meterExport(
  db: Db,
  scope: Scope,
  filters: MeterFilters,
  { sort, order }: MeterOrder,
  zone: string,
) {
  const search = await meterSearch(db, scope, filters);
  return csvQuery(
    db
      .selectFrom('meters as m')
      .innerJoin('users as u', 'u.id', 'm.fieldOfficerId')
      .where((eb) => meterWhere(eb, scope, filters, search)),
    exportColumns(filters, zone),
    { key: SORT_KEYS[sort], id: 'm.id', direction: order },
  );
}

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
