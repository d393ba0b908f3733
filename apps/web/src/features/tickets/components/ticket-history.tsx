import {
  TICKET_DIALOG_TEXTS as D,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  type TicketHistoryEntry,
  type TicketPriority,
} from '@smms/shared';
import { RelativeTime } from '@/components/time/relative-time';

const FIELD_LABELS: Record<string, string> = {
  title: D.ticketTitle,
  description: D.description,
  priority: D.priority,
  category: D.category,
  assignedTo: D.assignedTo,
};
const fieldValue = (field: string, value: string | null) =>
  value === null
    ? D.unassigned
    : field === 'priority'
      ? (TICKET_PRIORITY_LABELS[value as TicketPriority] ?? value)
      : value;

function lines(entry: TicketHistoryEntry): string[] {
  if (entry.kind === 'created') return [D.created_];
  const out: string[] = [];
  if (entry.fromStatus && entry.toStatus)
    out.push(D.statusChange(TICKET_STATUS_LABELS[entry.fromStatus], TICKET_STATUS_LABELS[entry.toStatus]));
  for (const change of entry.changes)
    out.push(
      D.fieldChange(
        FIELD_LABELS[change.field] ?? change.field,
        fieldValue(change.field, change.from),
        fieldValue(change.field, change.to),
      ),
    );
  return out;
}

/** The ticket's history, oldest first: creation, status moves, field changes and comments, with who and when. */
export function TicketHistory({ history }: { history: TicketHistoryEntry[] }) {
  if (!history.length) return <p className="text-sm text-muted-foreground">{D.noHistory}</p>;
  return (
    <ol className="flex flex-col gap-3 border-l pl-4">
      {history.map((entry) => (
        <li key={entry.id} className="text-sm">
          <p className="text-xs text-muted-foreground">
            <RelativeTime value={entry.at} /> · {D.by(entry.actorName ?? D.system)}
          </p>
          {lines(entry).map((line) => (
            <p key={line} className="font-medium whitespace-pre-wrap">
              {line}
            </p>
          ))}
          {entry.comment && (
            <p className="mt-1 rounded-md bg-muted px-3 py-2 whitespace-pre-wrap">{entry.comment}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
