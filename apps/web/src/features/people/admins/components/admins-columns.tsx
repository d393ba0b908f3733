import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { ADMIN_COLUMNS as C, ADMIN_TEXTS, fullName, UNASSIGNED_DIVISION, type User } from '@smms/shared';
import { AccountStatusBadge } from '../../components/account-status-badge';
import { RowActions } from '../../components/row-actions';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format-date';
import type { AdminScreen } from '../screens';

const column = createColumnHelper<User>();

const id = column.accessor('id', { id: 'id', header: C.id, meta: { numeric: true } });
const name = column.accessor((a) => fullName(a), {
  id: 'firstName',
  header: C.name,
  meta: { card: 'title' },
  cell: (c) => <span className="font-medium whitespace-nowrap">{c.getValue()}</span>,
});
const contact = column.display({
  id: 'contact',
  header: C.contact,
  meta: { card: 'figure' },
  cell: ({ row: { original: a } }) => (
    <div className="flex flex-col whitespace-nowrap">
      <span className={a.email ? undefined : 'text-muted-foreground'}>{a.email || ADMIN_TEXTS.noEmail}</span>
      <span className="text-xs text-muted-foreground">{a.phone}</span>
    </div>
  ),
});
// Every row of a Manage list holds the role its title names: off by default there (Columns turns it on).
const role = column.accessor('role', {
  header: C.role,
  enableSorting: false,
  meta: { hiddenByDefault: true },
  cell: (c) => <Badge variant="secondary">{c.getValue()}</Badge>,
});
const division = column.accessor('division', {
  id: 'division',
  header: C.division,
  meta: { card: 'figure' },
  cell: (c) => c.getValue() || UNASSIGNED_DIVISION,
});
const status = column.accessor('isActive', {
  id: 'status',
  header: C.status,
  enableSorting: false,
  meta: { card: 'state' },
  cell: (c) => <AccountStatusBadge isActive={c.getValue()} />,
});
const lastLogin = column.accessor('lastLoginAt', {
  id: 'lastLoginAt',
  header: C.lastLogin,
  cell: (c) => (c.getValue() ? formatDate(c.getValue()) : ADMIN_TEXTS.notAvailable),
});
// The detailed form's username and creation date are off by default so it fits 1280 px (Columns has them).
const username = column.accessor('username', {
  header: C.username,
  enableSorting: false,
  meta: { hiddenByDefault: true },
});
const email = column.accessor('email', {
  header: C.email,
  enableSorting: false,
  meta: { truncate: true, card: 'figure' },
  cell: (c) => c.getValue() || ADMIN_TEXTS.notAvailable,
});
const phone = column.accessor('phone', { header: C.phone, enableSorting: false });
const created = column.accessor('createdAt', {
  id: 'createdAt',
  header: C.createdAt,
  meta: { hiddenByDefault: true },
  cell: (c) => formatDate(c.getValue()),
});

export interface AdminColumnActions {
  onEdit: (admin: User) => void;
  onToggle: (admin: User) => void;
  onSessions: (admin: User) => void;
  onResetTwoStep: (admin: User) => void;
}

/** SPEC §2.7 columns: the contact form, or the modem BI admins' detailed form. */
export function adminColumns(screen: AdminScreen, actions: AdminColumnActions): ColumnDef<User, unknown>[] {
  const actionsColumn = column.display({
    id: 'actions',
    header: C.actions,
    meta: { stickyEnd: true },
    cell: ({ row: { original: a } }) => (
      <RowActions
        name={fullName(a)}
        isActive={a.isActive}
        onEdit={() => actions.onEdit(a)}
        onToggle={() => actions.onToggle(a)}
        onSessions={() => actions.onSessions(a)}
        onResetTwoStep={() => actions.onResetTwoStep(a)}
      />
    ),
  });
  const columns =
    screen.layout === 'detailed'
      ? [id, name, username, email, phone, division, role, status, created, actionsColumn]
      : [id, name, contact, role, division, status, lastLogin, actionsColumn];
  return columns as ColumnDef<User, unknown>[];
}
