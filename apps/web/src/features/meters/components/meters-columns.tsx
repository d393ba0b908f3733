import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import {
  ACCEPTED_REASON,
  METER_COLUMNS,
  METER_DETAIL_TEXTS,
  OFFICER_COLUMNS,
  TECH_SUPPORT_COLUMNS,
  rejectionCategoryLabel,
  installationState,
  type Meter,
  rejectionTypeWord,
} from '@smms/shared';
import { formatDate } from '@/lib/format-date';
import { MeterStatusBadge } from './meter-badges';
import { MeterRowMenu, type MeterRowActions } from './meter-row-menu';
import { RecommendationBadge, StateBadge } from '@/components/review/state-badges';
import { SerialWithFlag } from '@/components/flags/flag-mark';
import { WaitingCell } from '@/components/review/waiting-cell';
import { ClaimNote } from '@/components/review/claims';

const column = createColumnHelper<Meter>();
const orNa = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? METER_DETAIL_TEXTS.notAvailable : value;

const withMeta = <C extends ColumnDef<Meter, never>>(c: C, meta: C['meta']): C => ({
  ...c,
  meta: { ...c.meta, ...meta },
});

/** Column ids of sortable columns are the API's sort keys. */
const BASE = [
  column.accessor('id', { id: 'id', header: METER_COLUMNS.id }),
  column.accessor('meterSno', {
    id: 'meterSno',
    header: METER_COLUMNS.meterSno,
    meta: { card: 'title' },
    cell: (c) => <SerialWithFlag serial={c.getValue()} flagged={c.row.original.flagged} />,
  }),
  column.accessor('substationName', {
    id: 'substationName',
    header: METER_COLUMNS.substationName,
    meta: { card: 'figure' },
    cell: (c) => orNa(c.getValue()),
  }),
  column.accessor('feederName', {
    id: 'feederName',
    header: METER_COLUMNS.feederName,
    cell: (c) => orNa(c.getValue()),
  }),
  column.accessor('installedOn', {
    id: 'installedOn',
    header: METER_COLUMNS.installedOn,
    meta: { card: 'figure' },
    cell: (c) => formatDate(c.getValue()),
  }),
];

/** How long the meter has waited in its review step (issue 41); its first click puts the longest wait first. */
const WAITING = column.accessor('stepSince', {
  id: 'stepSince',
  header: METER_COLUMNS.waiting,
  sortDescFirst: true,
  meta: { durationOfSortKey: true },
  cell: (c) => <WaitingCell installation={c.row.original} />,
});
/** On the review queue, who is reviewing the meter too (claimed queues). */
const WAITING_CLAIMED = withMeta(
  {
    ...WAITING,
    cell: (c) => (
      <>
        <WaitingCell installation={c.row.original} />
        <ClaimNote id={c.row.original.id} />
      </>
    ),
  },
  { card: 'figure' },
);

/** The Status column: the meter's state in its one word (DESIGN §7), on every list and on one officer's page. */
const STATUS = {
  meterList: column.accessor('status', {
    id: 'status',
    header: METER_COLUMNS.status,
    enableSorting: false,
    meta: { card: 'state' },
    cell: (c) => <MeterStatusBadge status={c.getValue()} />,
  }),
  officerMeters: column.accessor((m) => installationState(m), {
    id: 'status',
    header: METER_COLUMNS.status,
    enableSorting: false,
    meta: { card: 'state' },
    cell: (c) => <StateBadge state={c.getValue()} />,
  }),
};

/**
 * The Reason column: the category the super admin decided in rejecting a meter, or how an accepted one came
 * to be approved (issue 36: never the derived label, which is the Rejection Type).
 */
const reasonOf = (m: Meter) =>
  m.commissionStatus === 'Approved'
    ? m.autoCommissioned
      ? ACCEPTED_REASON.auto
      : ACCEPTED_REASON.approved
    : orNa(m.commissionStatus === 'Rejected' ? rejectionCategoryLabel(m.rejectionCategory) : null);

const REASON = column.display({
  id: 'reason',
  header: METER_COLUMNS.reason,
  meta: { card: 'figure' },
  cell: (c) => reasonOf(c.row.original),
});

/**
 * The Rejection Type column: the lifecycle's derived label (Technical Issues, Commission Rejected, Inactive). Off
 * by default so the rejected list fits 1280 px: the Rejection Type filter (a chip when chosen) narrows by it.
 */
const REJECTION_TYPE = column.accessor('reason', {
  id: 'rejectionType',
  header: METER_COLUMNS.rejectionType,
  enableSorting: false,
  meta: { hiddenByDefault: true },
  cell: (c) => orNa(rejectionTypeWord(c.getValue())),
});

/** Pending Meters Review: what the BI admin recommended (Approve, Reject, or None while it awaits them). */
const RECOMMENDATION = column.accessor('techSupportStatus', {
  id: 'recommendation',
  header: TECH_SUPPORT_COLUMNS.recommendation,
  enableSorting: false,
  meta: { card: 'figure' },
  cell: (c) => <RecommendationBadge status={c.getValue()} />,
});

const actionsColumn = (actions: MeterRowActions) =>
  column.display({
    id: 'actions',
    meta: { stickyEnd: true },
    header: () => <span className="sr-only">{OFFICER_COLUMNS.actions}</span>,
    cell: ({ row }) => <MeterRowMenu meter={row.original} {...actions} />,
  });

interface MeterColumnOptions {
  /** The super admin's rejected and accepted lists add Reason. */
  reason?: boolean;
  /** The super admin's rejected list adds the Rejection Type after it. */
  rejectionType?: boolean;
  /** BI_ADMIN's Pending Meters Review adds the recommendation, and who is reviewing each under its wait. */
  recommendation?: boolean;
  status?: keyof typeof STATUS;
  /** A row menu, as on one officer's page. */
  actions?: MeterRowActions;
}

export const meterColumns = ({
  reason = false,
  rejectionType = false,
  recommendation = false,
  status = 'meterList',
  actions,
}: MeterColumnOptions) =>
  [
    // The review queue's recommendation takes the feeder's room (the substation says where): Columns has it.
    ...(recommendation
      ? BASE.map((c) => (c.id === 'feederName' ? withMeta(c, { hiddenByDefault: true }) : c))
      : BASE),
    // Shown on the review queue, where the oldest waits are the work; one choice away in Columns elsewhere.
    recommendation ? WAITING_CLAIMED : withMeta(WAITING, { hiddenByDefault: true }),
    STATUS[status],
    ...(recommendation ? [RECOMMENDATION] : []),
    ...(reason ? [REASON] : []),
    ...(rejectionType ? [REJECTION_TYPE] : []),
    ...(actions ? [actionsColumn(actions)] : []),
  ] as ColumnDef<Meter, unknown>[];
