import { createColumnHelper } from '@tanstack/react-table';
import { formatCount, OFFICER_COLUMNS as C, type FieldOfficer } from '@smms/shared';

const column = createColumnHelper<FieldOfficer>();
type Counts = FieldOfficer['counts'];

/** `onCard`: one of the two counts an officer's phone card shows beside the phone (installed, accepted). */
const count = (id: string, header: string, value: (counts: Counts) => number, onCard = false) =>
  column.accessor((o) => value(o.counts), {
    id,
    header,
    enableSorting: false,
    cell: (info) => formatCount(info.getValue()),
    meta: { numeric: true, ...(onCard ? { card: 'figure' as const } : {}) },
  });

/** Server-computed counts of each officer (one aggregate query for the page, never a call per officer). */
export const meterCounts = [
  count('metersAssigned', C.metersAssigned, (c) => c.meters.total),
  count('installed', C.installed, (c) => c.meters.installed, true),
  count('commissioned', C.commissioned, (c) => c.meters.commissioned),
  count('approved', C.approved, (c) => c.meters.approved, true),
  count('rejected', C.rejected, (c) => c.meters.rejected),
];

export const modemCounts = [
  count('installed', C.installed, (c) => c.modems.installed, true),
  count('commissioned', C.commissioned, (c) => c.modems.commissioned),
  count('accepted', C.accepted, (c) => c.modems.accepted, true),
  count('rejected', C.rejected, (c) => c.modems.rejected),
];
