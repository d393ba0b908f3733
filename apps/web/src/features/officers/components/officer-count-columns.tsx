import { createColumnHelper } from '@tanstack/react-table';
import { OFFICER_COLUMNS as C, type FieldOfficer } from '@smms/shared';

const column = createColumnHelper<FieldOfficer>();
const num = (value: number) => <span className="tabular-nums">{value}</span>;

/** Server-computed counts of each officer (one aggregate query for the page, never a call per officer). */
export const meterCounts = [
  column.accessor((o) => o.counts.meters.total, {
    id: 'metersAssigned',
    header: C.metersAssigned,
    enableSorting: false,
    cell: (c) => num(c.getValue()),
  }),
  column.accessor((o) => o.counts.meters.installed, {
    id: 'installed',
    header: C.installed,
    enableSorting: false,
    cell: (c) => num(c.getValue()),
  }),
  column.accessor((o) => o.counts.meters.commissioned, {
    id: 'commissioned',
    header: C.commissioned,
    enableSorting: false,
    cell: (c) => num(c.getValue()),
  }),
  column.accessor((o) => o.counts.meters.approved, {
    id: 'approved',
    header: C.approved,
    enableSorting: false,
    cell: (c) => num(c.getValue()),
  }),
  column.accessor((o) => o.counts.meters.rejected, {
    id: 'rejected',
    header: C.rejected,
    enableSorting: false,
    cell: (c) => num(c.getValue()),
  }),
];

export const modemCounts = [
  column.accessor((o) => o.counts.modems.installed, {
    id: 'installed',
    header: C.installed,
    enableSorting: false,
    cell: (c) => num(c.getValue()),
  }),
  column.accessor((o) => o.counts.modems.commissioned, {
    id: 'commissioned',
    header: C.commissioned,
    enableSorting: false,
    cell: (c) => num(c.getValue()),
  }),
  column.accessor((o) => o.counts.modems.accepted, {
    id: 'accepted',
    header: C.accepted,
    enableSorting: false,
    cell: (c) => num(c.getValue()),
  }),
  column.accessor((o) => o.counts.modems.rejected, {
    id: 'rejected',
    header: C.rejected,
    enableSorting: false,
    cell: (c) => num(c.getValue()),
  }),
];
