import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { METER_DETAIL_TEXTS, OFFICER_MODEMS_TEXTS, type Modem } from '@smms/shared';
import { StatusValueBadge } from '@/components/review/state-badges';
import { RelativeTime } from '@/components/time/relative-time';
import { formatDate } from '@/lib/format-date';
import { SerialWithFlag } from '@/components/flags/flag-mark';

const C = OFFICER_MODEMS_TEXTS.columns;
const column = createColumnHelper<Modem>();
const orNa = (value: string | null) => value || METER_DETAIL_TEXTS.notAvailable;

/** SPEC §2.6 officer modems table; the server orders it by installation date, newest first. */
export const officerModemColumns = [
  column.accessor('id', { header: C.id, enableSorting: false }),
  column.accessor('modemSno', {
    header: C.modemSno,
    enableSorting: false,
    meta: { card: 'title' },
    cell: (c) => <SerialWithFlag serial={c.getValue()} flagged={c.row.original.flagged} />,
  }),
  column.accessor('meterSno', {
    header: C.meterSno,
    enableSorting: false,
    meta: { card: 'figure' },
    cell: (c) => orNa(c.getValue()),
  }),
  column.accessor('serviceNo', {
    header: C.serviceNo,
    enableSorting: false,
    cell: (c) => orNa(c.getValue()),
  }),
  column.accessor('consumerName', {
    header: C.consumerName,
    enableSorting: false,
    cell: (c) => orNa(c.getValue()),
  }),
  column.accessor((m) => [m.section, m.subDivision, m.division, m.circle].filter(Boolean).join(', '), {
    id: 'location',
    header: C.location,
    enableSorting: false,
    meta: { truncate: true },
    cell: (c) => orNa(c.getValue()),
  }),
  column.accessor('stage', {
    header: C.status,
    enableSorting: false,
    meta: { card: 'state' },
    cell: (c) => <StatusValueBadge set="modems" value={c.getValue()} />,
  }),
  column.accessor('installedOn', {
    header: C.installedOn,
    enableSorting: false,
    meta: { card: 'figure' },
    cell: (c) => formatDate(c.getValue()),
  }),
  column.accessor('lastCommunicatedAt', {
    header: C.lastCommunicatedAt,
    enableSorting: false,
    meta: { card: 'figure' },
    cell: (c) => <RelativeTime value={c.getValue()} />,
  }),
] as ColumnDef<Modem, unknown>[];
