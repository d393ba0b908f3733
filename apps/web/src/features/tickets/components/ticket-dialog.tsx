import { useState, type ReactNode } from 'react';
import { CONFLICT, TICKET_DIALOG_TEXTS as D, ticketNumber, type UpdateTicket } from '@smms/shared';
import { focusRowOnClose } from '@/components/data-table';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useTicket } from '../api/get-ticket';
import { useUpdateTicket } from '../api/update-ticket';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';
import { TicketHistory } from './ticket-history';
import { TicketManageForm } from './ticket-manage-form';

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'flex flex-col gap-0.5 sm:col-span-3' : 'flex flex-col gap-0.5'}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** One ticket: SPEC §2.8's fields, the super admin's changes and the history, fresh from the server. */
export function TicketDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useTicket(id);
  const update = useUpdateTicket();
  const [problem, setProblem] = useState<string | null>(null);
  const ticket = query.data;

  const save = (change: Omit<UpdateTicket, 'version'>) => {
    if (!ticket) return;
    setProblem(null);
    update.mutate({ id, version: ticket.version, ...change } as UpdateTicket & { id: number }, {
      onSuccess: () => notify.success(D.saved),
      onError: (error) => {
        const message = errorMessage(error, D.stale);
        setProblem(message === CONFLICT.staleVersion ? D.stale : message);
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl" onCloseAutoFocus={focusRowOnClose(id)}>
        <DialogHeader>
          <DialogTitle>{D.title(ticketNumber(id))}</DialogTitle>
          <DialogDescription>{ticket?.title ?? ''}</DialogDescription>
        </DialogHeader>
        {!ticket ? (
          query.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(query.error, D.notSet)}
            </p>
          ) : (
            <Spinner />
          )
        ) : (
          <>
            <dl className="grid gap-4 sm:grid-cols-3">
              <Item label={D.status}>
                <TicketStatusBadge status={ticket.status} />
              </Item>
              <Item label={D.priority}>
                <TicketPriorityBadge priority={ticket.priority} />
              </Item>
              <Item label={D.category}>{ticket.category}</Item>
              <Item label={D.reportedBy}>{ticket.reportedBy ?? D.notSet}</Item>
              <Item label={D.assignedTo}>{ticket.assignedTo ?? D.unassigned}</Item>
              <Item label={D.modemId}>{ticket.modemSno ?? D.notSet}</Item>
              <Item label={D.location}>{ticket.location ?? D.notSet}</Item>
              <Item label={D.created}>{formatDateTime(ticket.createdAt)}</Item>
              <Item label={D.lastUpdated}>{formatDateTime(ticket.updatedAt)}</Item>
              <Item label={D.description} wide>
                <span className="whitespace-pre-wrap">{ticket.description}</span>
              </Item>
            </dl>
            {problem && (
              <p
                role="alert"
                className="rounded-md border border-destructive/40 bg-red-50 px-3 py-2 text-sm text-red-800"
              >
                {problem}
              </p>
            )}
            {/* A new version (saved here or by someone else) opens the form on the ticket as it now is. */}
            <TicketManageForm key={ticket.version} ticket={ticket} pending={update.isPending} onSave={save} />
            <section aria-labelledby={`ticket-${id}-history`} className="flex flex-col gap-3">
              <h3 id={`ticket-${id}-history`} className="text-sm font-semibold">
                {D.history}
              </h3>
              <TicketHistory history={ticket.history} />
            </section>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
