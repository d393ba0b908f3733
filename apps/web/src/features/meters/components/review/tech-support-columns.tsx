import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { Check, X } from 'lucide-react';
import {
  BULK_TEXTS,
  METER_DETAIL_TEXTS,
  REVIEW_TEXTS as R,
  TECH_SUPPORT_COLUMNS as C,
  type Meter,
  awaitsDecision,
} from '@smms/shared';
import { selectionColumn, type RowSelection } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { CommissionBadge, CommunicationBadge, RecommendationBadge } from '@/components/review/state-badges';
import { WaitingCell } from '@/components/review/waiting-cell';
import { ClaimNote } from '@/components/review/claims';
import { SerialWithFlag } from '@/components/flags/flag-mark';

const column = createColumnHelper<Meter>();
const orNa = (value: string | null | undefined) => value || METER_DETAIL_TEXTS.notAvailable;
const officer = (m: Meter) =>
  [m.fieldOfficerName, m.fieldOfficerLastName].filter(Boolean).join(' ') || METER_DETAIL_TEXTS.notAvailable;

interface TechSupportColumnOptions {
  selection: RowSelection<Meter>;
  onApprove: (meter: Meter) => void;
  onReject: (meter: Meter) => void;
}

/** SPEC §2.8's columns, a checkbox for bulk decisions, and each row's Approve and Reject. */
export const techSupportColumns = ({ selection, onApprove, onReject }: TechSupportColumnOptions) =>
  [
    selectionColumn(selection, { row: (m) => BULK_TEXTS.selectRow(m.meterSno), page: BULK_TEXTS.selectPage }),
    column.accessor('meterSno', {
      id: 'meterSno',
      header: C.meterSno,
      meta: { card: 'title' },
      cell: (c) => <SerialWithFlag serial={c.getValue()} flagged={c.row.original.flagged} />,
    }),
    column.accessor('dtrSno', {
      id: 'dtrSno',
      header: C.dtrSno,
      enableSorting: false,
      cell: (c) => orNa(c.getValue()),
    }),
    column.accessor('substationName', {
      id: 'substationName',
      header: C.substationName,
      // Its DTR says where the meter is: the substation is one choice away in Columns.
      meta: { hiddenByDefault: true },
      cell: (c) => orNa(c.getValue()),
    }),
    column.accessor('division', {
      id: 'division',
      header: C.division,
      // The Division filter above names it, and the DTR number says the area: off by default so the set fits
      // 1280 px with Commission Status and Installed On whole (issue 38).
      meta: { hiddenByDefault: true },
      cell: (c) => orNa(c.getValue()),
    }),
    column.accessor(officer, { id: 'fieldOfficer', header: C.fieldOfficer, enableSorting: false }),
    column.accessor('techSupportStatus', {
      id: 'techSupportStatus',
      header: C.techSupportStatus,
      enableSorting: false,
      meta: { card: 'figure' },
      cell: (c) => <RecommendationBadge status={c.getValue()} />,
    }),
    column.accessor('communicationStatus', {
      id: 'communicationStatus',
      header: C.communication,
      enableSorting: false,
      // The card on a phone shows it too: approving a meter that never communicated is the one caution here.
      meta: { card: 'figure' },
      cell: (c) => <CommunicationBadge status={c.getValue()} />,
    }),
    column.accessor('commissionStatus', {
      id: 'commissionStatus',
      header: C.commissionStatus,
      enableSorting: false,
      meta: { card: 'state' },
      cell: (c) => <CommissionBadge status={c.getValue()} />,
    }),
    column.accessor('installedOn', {
      id: 'installedOn',
      header: C.installedOn,
      // Waiting takes its room on the decision queue (issue 41): the wait since the recommendation is the work;
      // the installation date is one choice away in Columns and in the meter's details.
      meta: { hiddenByDefault: true },
      cell: (c) => formatDate(c.getValue()),
    }),
    // The decision queue's ageing (issue 41): its first click puts the longest wait first.
    column.accessor('stepSince', {
      id: 'stepSince',
      header: C.waiting,
      sortDescFirst: true,
      meta: { card: 'figure', durationOfSortKey: true },
      // Who is reviewing it, under the wait (claimed queues).
      cell: (c) => (
        <>
          <WaitingCell installation={c.row.original} />
          <ClaimNote id={c.row.original.id} />
        </>
      ),
    }),
    column.display({
      id: 'actions',
      header: C.actions,
      meta: { stickyEnd: true },
      cell: ({ row: { original: meter } }) => {
        const decided = !awaitsDecision(meter.commissionStatus);
        return (
          <div
            className="flex gap-1"
            role="presentation"
            onClick={(e) => e.stopPropagation()}
            onKeyDown={(e) => e.stopPropagation()}
          >
            {/* Icons named for the meter: two small buttons leave the row's columns their room (issue 38). */}
            <Button
              size="icon"
              variant="outline"
              className="size-8 text-emerald-700 hover:text-emerald-800 dark:text-emerald-400"
              onClick={() => onApprove(meter)}
              disabled={decided}
              aria-label={R.approveRow(meter.meterSno)}
              title={R.approve}
            >
              <Check aria-hidden="true" />
            </Button>
            <Button
              size="icon"
              variant="outline"
              className="size-8 text-red-700 hover:text-red-800 dark:text-red-400"
              onClick={() => onReject(meter)}
              disabled={decided}
              aria-label={R.rejectRow(meter.meterSno)}
              title={R.reject}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        );
      },
    }),
  ] as ColumnDef<Meter, unknown>[];
