import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import {
  MODEM_DETAIL_TEXTS,
  MODEM_LIST_TEXTS,
  rejectionCategoryLabel,
  rejectionReason,
  rejectionTypeWord,
  type Modem,
  type ModemColumnId,
  type ModemColumnSpec,
} from '@smms/shared';
import { formatDate } from '@/lib/format-date';
import { CommunicationBadge } from '@/components/review/state-badges';
import { WaitingCell } from '@/components/review/waiting-cell';
import { ClaimNote } from '@/components/review/claims';
import { SerialWithFlag } from '@/components/flags/flag-mark';
import { ModemStageBadge } from './modem-badges';

const column = createColumnHelper<Modem>();
const orNa = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? MODEM_DETAIL_TEXTS.notAvailable : value;

export const categoryLabel = (category: string | null) => orNa(rejectionCategoryLabel(category));

/** "full name (phone)", as the dialogs show the installing officer. */
export const officerLabel = (m: Pick<Modem, 'fieldOfficerName' | 'fieldOfficerPhone'>) =>
  m.fieldOfficerName
    ? m.fieldOfficerPhone
      ? `${m.fieldOfficerName} (${m.fieldOfficerPhone})`
      : m.fieldOfficerName
    : orNa(m.fieldOfficerPhone);

const text = (id: ModemColumnId, key: keyof Modem) =>
  column.accessor((m) => m[key] as string | null, {
    id,
    enableSorting: false,
    cell: (c) => orNa(c.getValue()),
  });

/** Every column a modem list can show; the ids of sortable ones are the API's sort keys. */
const COLUMNS: Record<ModemColumnId, ColumnDef<Modem, unknown>> = {
  id: column.accessor('id', { id: 'id' }),
  modemSno: column.accessor('modemSno', {
    id: 'modemSno',
    meta: { card: 'title' },
    cell: (c) => <SerialWithFlag serial={c.getValue()} flagged={c.row.original.flagged} />,
  }),
  meterSno: { ...text('meterSno', 'meterSno'), meta: { card: 'figure' } },
  serviceNo: text('serviceNo', 'serviceNo'),
  // The consumer's phone and the section: off by default so each list fits 1280 px (Columns turns them on).
  phone: { ...text('phone', 'phone'), meta: { hiddenByDefault: true } },
  section: { ...text('section', 'section'), meta: { hiddenByDefault: true } },
  division: column.accessor('division', {
    id: 'division',
    meta: { card: 'figure' },
    cell: (c) => c.getValue() || MODEM_LIST_TEXTS.unknown,
  }),
  fieldOfficer: column.accessor((m) => m.fieldOfficerName, {
    id: 'fieldOfficer',
    enableSorting: false,
    cell: (c) => orNa(c.getValue()),
  }),
  installedOn: column.accessor('installedOn', {
    id: 'installedOn',
    meta: { card: 'figure' },
    cell: (c) => formatDate(c.getValue()),
  }),
  // A modem is commissioned when the head-end first hears it (communication LIVE): N/A until then.
  commissionDate: column.accessor('commissionedAt', {
    id: 'commissionDate',
    enableSorting: false,
    cell: (c) => formatDate(c.getValue()),
  }),
  // How long the modem has waited in its review step (issue 41): off by default, in Columns; sortable.
  waiting: column.accessor('stepSince', {
    id: 'stepSince',
    sortDescFirst: true,
    meta: { hiddenByDefault: true, durationOfSortKey: true },
    cell: (c) => <WaitingCell installation={c.row.original} />,
  }),
  status: column.accessor('stage', {
    id: 'status',
    enableSorting: false,
    meta: { card: 'state' },
    cell: (c) => <ModemStageBadge stage={c.getValue()} />,
  }),
  communication: column.accessor('communicationStatus', {
    id: 'communication',
    enableSorting: false,
    cell: (c) => <CommunicationBadge status={c.getValue()} />,
  }),
  // The category decided, in words: AE_ADMIN's Rejection Category, the BI roles' Reason (issue 36).
  category: column.accessor('rejectionCategory', {
    id: 'category',
    enableSorting: false,
    cell: (c) => categoryLabel(c.getValue()),
  }),
  // The lifecycle's derived label (Technical Issues, Rejected while live, Inactive), by the shared rule.
  rejectionType: column.accessor((m) => rejectionTypeWord(rejectionReason(m)), {
    id: 'rejectionType',
    enableSorting: false,
    meta: { card: 'figure' },
    cell: (c) => orNa(c.getValue()),
  }),
} as Record<ModemColumnId, ColumnDef<Modem, unknown>>;

/** A decision queue's wait: shown by default, with who is reviewing the modem under it (claimed queues). */
const WAITING_CLAIMED: ColumnDef<Modem, unknown> = {
  ...COLUMNS.waiting,
  meta: { ...COLUMNS.waiting.meta, hiddenByDefault: false, card: 'figure' },
  cell: (c) => (
    <>
      <WaitingCell installation={c.row.original} />
      <ClaimNote id={c.row.original.id} />
    </>
  ),
};

/**
 * One screen's columns, in its order and with its names (AE_ADMIN's Serial Number and Zone); on a claimed
 * queue, the wait says who is reviewing each.
 */
export const modemColumns = (
  specs: readonly ModemColumnSpec[],
  { claims = false }: { claims?: boolean } = {},
): ColumnDef<Modem, unknown>[] =>
  specs.map(({ id, header }) => ({
    ...(claims && id === 'waiting' ? WAITING_CLAIMED : COLUMNS[id]),
    header,
  }));
