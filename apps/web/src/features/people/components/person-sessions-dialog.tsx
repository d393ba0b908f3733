import { useMemo, useState } from 'react';
import { LogOut } from 'lucide-react';
import { SESSION_LABELS as L, SESSIONS, TOAST_TITLES, type UserSession } from '@smms/shared';
import { DataTable } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useEndSessions, useUserSessions } from '../api/user-sessions';
import { notify } from '@/lib/notify';
import { ConfirmEndSessionsDialog } from './confirm-end-sessions-dialog';
import { sessionColumns } from './person-sessions-columns';

interface PersonSessionsDialogProps {
  person: { id: number; name: string };
  onClose: () => void;
}

/** Where a person is signed in, with End per session and End all (issue 13); each asks first. */
export function PersonSessionsDialog({ person, onClose }: PersonSessionsDialogProps) {
  const sessions = useUserSessions(person.id);
  const end = useEndSessions(person.id);
  const [confirming, setConfirming] = useState<UserSession | 'all' | null>(null);
  // The whole list comes in one answer (live sessions are few); the table pages it here.
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const columns = useMemo(() => sessionColumns(setConfirming), []);
  const rows = sessions.data?.data;
  // The caller's own session is among them only when the person is the caller.
  const self = rows?.some((s) => s.current) ?? false;
  const params = {
    page,
    pageSize,
    sort: undefined,
    order: 'desc' as const,
    setPage: (next: number) => setPage(next),
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
    setSort: () => undefined,
  };

  const confirm = () => {
    if (!confirming) return;
    const all = confirming === 'all';
    end.mutate(all ? null : confirming.id, {
      onSuccess: (result) => {
        notify.success(TOAST_TITLES.success, result.message);
        setConfirming(null);
      },
      onError: (error) =>
        notify.error(
          TOAST_TITLES.error,
          errorMessage(error, all ? SESSIONS.endAllFailed : SESSIONS.endFailed),
        ),
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !end.isPending && onClose()}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{L.title(person.name)}</DialogTitle>
          <DialogDescription>{L.description}</DialogDescription>
        </DialogHeader>
        <DataTable
          label={L.table}
          listId="user-sessions"
          items={L.items}
          columns={columns}
          data={rows?.slice((page - 1) * pageSize, page * pageSize)}
          total={rows?.length ?? 0}
          params={params}
          status={{
            isLoading: sessions.isPending,
            isError: sessions.isError,
            isFetching: sessions.isFetching,
            onRetry: () => void sessions.refetch(),
          }}
          texts={{ loading: L.loading, empty: L.empty, error: SESSIONS.loadError }}
          maxHeight="600px"
        />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {L.close}
          </Button>
          <Button variant="destructive" disabled={!rows?.length} onClick={() => setConfirming('all')}>
            <LogOut aria-hidden="true" />
            {L.endAll}
          </Button>
        </DialogFooter>
        {confirming && (
          <ConfirmEndSessionsDialog
            target={confirming}
            name={person.name}
            self={self}
            pending={end.isPending}
            onConfirm={confirm}
            onCancel={() => setConfirming(null)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
