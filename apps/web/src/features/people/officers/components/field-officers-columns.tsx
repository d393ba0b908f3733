import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { Radio } from 'lucide-react';
import { fullName, OFFICER_COLUMNS as C, type FieldOfficer } from '@smms/shared';
import { AccountStatusBadge } from '../../components/account-status-badge';
import { RowActions } from '../../components/row-actions';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { OFFICERS_UI } from '../texts';
import type { OfficerScreen } from '../screens';
import { meterCounts, modemCounts, type OfficerPageLink } from './officer-count-columns';

const column = createColumnHelper<FieldOfficer>();

/** One line of a long place name, cut short; the whole of it on hover. */
const Truncated = ({ text, className }: { text: string; className?: string }) => (
  <span className={cn('truncate', className)} title={text}>
    {text}
  </span>
);
const dash = (value: string | null | undefined) => value || '—';

export interface OfficerColumnActions {
  onEdit: (officer: FieldOfficer) => void;
  onToggle: (officer: FieldOfficer) => void;
  onSessions: (officer: FieldOfficer) => void;
  onViewModems?: (officer: FieldOfficer) => void;
  /** The officer's page, which each count opens filtered to what it counts. */
  countsLink?: OfficerPageLink;
}

const idColumn = column.accessor('id', { id: 'id', header: C.id, meta: { numeric: true } });
const nameColumn = column.accessor((o) => fullName(o), {
  id: 'firstName',
  header: C.name,
  meta: { card: 'title' },
  cell: ({ row: { original: o } }) => <span className="font-medium whitespace-nowrap">{fullName(o)}</span>,
});
// Both lists name the phones alike (issue 38: one word, Primary Phone, for the same number on every list).
const phoneColumn = column.accessor('phone', {
  id: 'phone',
  header: C.phone,
  enableSorting: false,
  meta: { card: 'figure' },
});
const alternatePhoneColumn = column.accessor('alternatePhone', {
  header: C.alternatePhone,
  enableSorting: false,
  meta: { hiddenByDefault: true },
  cell: (c) => dash(c.getValue()),
});

/**
 * The AE's list: the name, the phone once (its own column), the status and the five counts, which fit 1280–1440
 * px; the id, the alternate phone and the places (one AE's officers share the circle and division, and the
 * More Filters chips say a sub division or section chosen) are off by default, each one choice away in Columns.
 */
const WIDE = [
  { ...idColumn, meta: { ...idColumn.meta, hiddenByDefault: true } },
  nameColumn,
  phoneColumn,
  alternatePhoneColumn,
  column.accessor('circle', {
    header: C.circle,
    enableSorting: false,
    meta: { hiddenByDefault: true },
    cell: (c) => dash(c.getValue()),
  }),
  column.accessor('division', {
    id: 'division',
    header: C.division,
    meta: { hiddenByDefault: true },
    cell: (c) => dash(c.getValue()),
  }),
  column.accessor('subDivision', {
    header: C.subDivision,
    enableSorting: false,
    meta: { hiddenByDefault: true },
    cell: (c) => dash(c.getValue()),
  }),
  column.accessor('section', {
    header: C.section,
    enableSorting: false,
    meta: { hiddenByDefault: true },
    cell: (c) => dash(c.getValue()),
  }),
  column.accessor('isActive', {
    header: C.status,
    enableSorting: false,
    meta: { card: 'state' },
    cell: (c) => <AccountStatusBadge isActive={c.getValue()} />,
  }),
];

/**
 * The super admin's lists (every officer, a division filter): the name, the phone, the counts and the status fit
 * 1280–1440 px; the id and the place (the division filter's chip says it when chosen) are off by default.
 */
const COMPACT = [
  { ...idColumn, meta: { ...idColumn.meta, hiddenByDefault: true } },
  nameColumn,
  phoneColumn,
  alternatePhoneColumn,
  column.display({
    id: 'location',
    header: C.location,
    meta: { hiddenByDefault: true },
    cell: ({ row: { original: o } }) => (
      <div className="flex max-w-[14rem] flex-col">
        <Truncated text={[o.circle, o.division].filter(Boolean).join(', ') || '—'} />
        <Truncated
          className="text-xs text-muted-foreground"
          text={[o.subDivision, o.section].filter(Boolean).join(', ')}
        />
      </div>
    ),
  }),
];

const statusColumn = column.accessor('isActive', {
  id: 'status',
  header: C.status,
  enableSorting: false,
  meta: { card: 'state' },
  cell: (c) => <AccountStatusBadge isActive={c.getValue()} />,
});

/** The columns of one officer list (SPEC §2.6); ids of sortable columns are the API's sort keys. */
export function officerColumns(
  screen: OfficerScreen,
  actions: OfficerColumnActions,
): ColumnDef<FieldOfficer, unknown>[] {
  const counts = (screen.view === 'Modems' ? modemCounts : meterCounts)(actions.countsLink);
  const actionsColumn = column.display({
    id: 'actions',
    header: C.actions,
    meta: { stickyEnd: true },
    cell: ({ row: { original: o } }) => {
      const name = fullName(o);
      return (
        <RowActions
          name={name}
          isActive={o.isActive}
          onEdit={() => actions.onEdit(o)}
          onToggle={() => actions.onToggle(o)}
          onSessions={() => actions.onSessions(o)}
        >
          {screen.viewModems && actions.onViewModems && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={OFFICERS_UI.viewModems(name)}
              title={OFFICERS_UI.viewModems(name)}
              onClick={() => actions.onViewModems?.(o)}
            >
              <Radio aria-hidden="true" />
            </Button>
          )}
        </RowActions>
      );
    },
  });
  // Meters Assigned counts what Installed counts (every meter an officer has is installed): the super admin's
  // narrower list leaves it to Columns; the AE's shows all five (issue 38).
  const compactCounts = counts.map((c) =>
    c.id === 'metersAssigned' ? { ...c, meta: { ...c.meta, hiddenByDefault: true } } : c,
  );
  const columns =
    screen.layout === 'wide' ? [...WIDE, ...counts] : [...COMPACT, ...compactCounts, statusColumn];
  return [...columns, actionsColumn] as ColumnDef<FieldOfficer, unknown>[];
}
