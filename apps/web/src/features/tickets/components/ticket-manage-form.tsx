import { useId, useState, type FormEvent } from 'react';
import {
  nextTicketStatuses,
  TICKET_CATEGORIES,
  TICKET_DIALOG_TEXTS as D,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  UpdateTicket as UpdateTicketSchema,
  type TicketDetail,
  type UpdateTicket,
} from '@smms/shared';
import { controlProps, Field } from '@/components/form/field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useFocusFirstInvalid } from '@/components/form/use-flagged-fields';
import { FormError } from '@/components/ui/form-error';
import { NativeSelect } from '@/components/ui/native-select';
import { useAssignees } from '../api/get-assignees';
import { Textarea } from '@/components/ui/textarea';

interface TicketManageFormProps {
  ticket: TicketDetail;
  pending: boolean;
  onSave: (change: Omit<UpdateTicket, 'version'>) => void;
}

/**
 * The super admin's changes to a ticket: its title and description (a correction), assignee (BI admins and super admins), status (only the moves
 * the lifecycle allows are offered), priority, category and a comment for the history. Only what differs
 * from the ticket is sent.
 */
export function TicketManageForm({ ticket, pending, onSave }: TicketManageFormProps) {
  const id = useId();
  const assignees = useAssignees();
  const [title, setTitle] = useState(ticket.title);
  const [description, setDescription] = useState(ticket.description);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [assignedTo, setAssignedTo] = useState(ticket.assignedToId ? String(ticket.assignedToId) : '');
  const [status, setStatus] = useState<string>(ticket.status);
  const [priority, setPriority] = useState<string>(ticket.priority);
  const [category, setCategory] = useState(ticket.category);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { formRef, request: focusFirstInvalid } = useFocusFirstInvalid();
  const next = nextTicketStatuses(ticket.status);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change: Omit<UpdateTicket, 'version'> = {};
    if (title.trim() !== ticket.title) change.title = title;
    if (description.trim() !== ticket.description) change.description = description;
    if (status !== ticket.status) change.status = status as UpdateTicket['status'];
    if (priority !== ticket.priority) change.priority = priority as UpdateTicket['priority'];
    if (category !== ticket.category) change.category = category as UpdateTicket['category'];
    const assignee = assignedTo ? Number(assignedTo) : null;
    if (assignee !== ticket.assignedToId) change.assignedTo = assignee;
    if (comment.trim()) change.comment = comment.trim();
    if (!Object.keys(change).length) return setProblem(D.nothingChanged);
    // The server's own schema first, so its messages show beside the fields.
    const parsed = UpdateTicketSchema.safeParse({ ...change, version: ticket.version });
    const found: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    setProblem(null);
    // Each problem at its field, the focus on the first (components/form's one pattern).
    if (!parsed.success) return focusFirstInvalid();
    setProblem(null);
    onSave(change);
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-lg border p-4"
      aria-label={D.manage}
    >
      <h3 className="text-sm font-semibold">{D.manage}</h3>
      <TextField
        id={`${id}-title`}
        label={D.ticketTitle}
        required
        maxLength={200}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
      />
      <Field id={`${id}-description`} label={D.description} required error={errors.description}>
        <Textarea
          {...controlProps(`${id}-description`, { required: true, error: errors.description })}
          rows={3}
          maxLength={4000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-assignee`} label={D.assignee}>
          <NativeSelect
            id={`${id}-assignee`}
            value={assignedTo}
            onChange={(e) => setAssignedTo(e.target.value)}
          >
            <option value="">{D.unassigned}</option>
            {/* The current assignee stays listed while the list loads, or after they left the role. */}
            {ticket.assignedToId && !assignees.data?.some((a) => a.id === ticket.assignedToId) && (
              <option value={ticket.assignedToId}>{ticket.assignedTo}</option>
            )}
            {assignees.data?.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.role})
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-status`} label={D.changeStatus}>
          <NativeSelect
            id={`${id}-status`}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            disabled={!next.length}
          >
            <option value={ticket.status}>{D.keepStatus(TICKET_STATUS_LABELS[ticket.status])}</option>
            {next.map((s) => (
              <option key={s} value={s}>
                {TICKET_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
          {!next.length && <p className="text-xs text-muted-foreground">{D.noNextStatus}</p>}
        </Field>
        <Field id={`${id}-priority`} label={D.priority}>
          <NativeSelect id={`${id}-priority`} value={priority} onChange={(e) => setPriority(e.target.value)}>
            {TICKET_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {TICKET_PRIORITY_LABELS[p]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-category`} label={D.category}>
          <NativeSelect id={`${id}-category`} value={category} onChange={(e) => setCategory(e.target.value)}>
            {TICKET_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field id={`${id}-comment`} label={D.comment}>
        <Textarea
          {...controlProps(`${id}-comment`, {})}
          aria-describedby={`${id}-comment-hint`}
          rows={3}
          maxLength={2000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
        <p id={`${id}-comment-hint`} className="text-xs text-muted-foreground">
          {D.commentHint}
        </p>
      </Field>
      <FormError message={problem} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? D.saving : D.save}
        </Button>
      </div>
    </form>
  );
}
