import { createColumnHelper } from '@tanstack/react-table';
import { ACCEPTED_REASON, METER_COLUMNS, METER_DETAIL_TEXTS, type Meter } from '@smms/shared';
import { formatDate } from '@/lib/format-date';
import { MeterStatusBadge } from './meter-badges';

const column = createColumnHelper<Meter>();
const orNa = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? METER_DETAIL_TEXTS.notAvailable : value;

/** Column ids of sortable columns are the API's sort keys. */
const BASE = [
  column.accessor('id', { id: 'id', header: METER_COLUMNS.id }),
  column.accessor('meterSno', {
    id: 'meterSno',
    header: METER_COLUMNS.meterSno,
    cell: (c) => <span className="font-medium">{c.getValue()}</span>,
  }),
  column.accessor('substationName', {
    id: 'substationName',
    header: METER_COLUMNS.substationName,
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
    cell: (c) => formatDate(c.getValue()),
  }),
  column.accessor('status', {
    id: 'status',
    header: METER_COLUMNS.status,
    enableSorting: false,
    cell: (c) => <MeterStatusBadge status={c.getValue()} />,
  }),
];

/** The Reason column: why a meter was rejected, or how an accepted one came to be approved. */
const reasonOf = (m: Meter) =>
  m.commissionStatus === 'Approved'
    ? m.autoCommissioned
      ? ACCEPTED_REASON.auto
      : ACCEPTED_REASON.approved
    : orNa(m.reason);

const REASON = column.display({
  id: 'reason',
  header: METER_COLUMNS.reason,
  cell: (c) => reasonOf(c.row.original),
});

export const meterColumns = ({ reason }: { reason: boolean }) => (reason ? [...BASE, REASON] : BASE);
