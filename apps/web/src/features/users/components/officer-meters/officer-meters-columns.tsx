import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { METER_COLUMNS, METER_DETAIL_TEXTS, OFFICER_COLUMNS, stateLabel, type Meter } from '@smms/shared';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format-date';
import { OFFICER_METER_BADGE } from './officer-meter-status';
import { OfficerMeterMenu } from './officer-meter-menu';

const column = createColumnHelper<Meter>();
const orNa = (value: string | null) => value || METER_DETAIL_TEXTS.notAvailable;

export interface OfficerMeterActions {
  onViewDetails: (meter: Meter) => void;
  onEdit?: (meter: Meter) => void;
}

/** The officer's meters: the meter list columns with the officer page's status and a row menu. */
export function officerMeterColumns(actions: OfficerMeterActions): ColumnDef<Meter, unknown>[] {
  return [
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
    column.accessor((m) => stateLabel('officerMeters', m), {
      id: 'status',
      header: METER_COLUMNS.status,
      enableSorting: false,
      cell: (c) => <Badge variant={OFFICER_METER_BADGE[c.getValue()]}>{c.getValue()}</Badge>,
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{OFFICER_COLUMNS.actions}</span>,
      cell: ({ row }) => <OfficerMeterMenu meter={row.original} {...actions} />,
    }),
  ] as ColumnDef<Meter, unknown>[];
}
