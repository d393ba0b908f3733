import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { LogOut } from 'lucide-react';
import { SESSION_LABELS as L, type UserSession } from '@smms/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';

const column = createColumnHelper<UserSession>();

/** The Sessions dialog's columns; none sorts (the server's order: the most recently used first). */
export function sessionColumns(onEnd: (session: UserSession) => void): ColumnDef<UserSession, unknown>[] {
  return [
    column.accessor('device', {
      header: L.device,
      enableSorting: false,
      cell: ({ row: { original: s } }) => (
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium whitespace-nowrap">{s.device}</span>
          {s.current && <Badge variant="success">{L.current}</Badge>}
        </div>
      ),
    }),
    column.accessor('ip', { header: L.ip, enableSorting: false, cell: (c) => c.getValue() ?? L.unknownIp }),
    column.accessor('createdAt', {
      header: L.createdAt,
      enableSorting: false,
      cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
    }),
    column.accessor('lastSeenAt', {
      header: L.lastSeenAt,
      enableSorting: false,
      cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
    }),
    column.display({
      id: 'actions',
      header: L.actions,
      meta: { stickyEnd: true },
      cell: ({ row: { original: s } }) => (
        <Button
          variant="outline"
          size="sm"
          className="text-destructive"
          aria-label={L.endOne(s.device, s.id)}
          onClick={() => onEnd(s)}
        >
          <LogOut aria-hidden="true" />
          {L.end}
        </Button>
      ),
    }),
  ] as ColumnDef<UserSession, unknown>[];
}
