import { useId, useState, type FormEvent } from 'react';
import {
  CreateTicket,
  TICKET_CATEGORIES,
  TICKET_FORM_TEXTS as F,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  ticketNumber,
  TOAST_TITLES,
} from '@smms/shared';
import { controlProps, Field } from '@/components/form/field';
import { FormSummary } from '@/components/form/form-summary';
import { TextField } from '@/components/form/text-field';
import { useFocusFirstInvalid } from '@/components/form/use-flagged-fields';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreateTicket } from '../api/create-ticket';
import { Textarea } from '@/components/ui/textarea';

type Values = Record<'title' | 'description' | 'priority' | 'category' | 'modemSno' | 'location', string>;
const EMPTY: Values = {
  title: '',
  description: '',
  priority: 'medium',
  category: '',
  modemSno: '',
  location: '',
};

/**
 * New Ticket: checked with the server's own schema first, so its messages show beside the fields and the
 * focus moves to the first (the one form-error pattern of components/form).
 */
export function NewTicketDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const id = useId();
  const create = useCreateTicket();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<{ title: string; description: string } | null>(null);
  const { formRef, request: focusFirstInvalid } = useFocusFirstInvalid();
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, category: values.category || undefined };
    const parsed = CreateTicket.safeParse(body);
    setProblem(null);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return focusFirstInvalid();
    }
    setErrors({});
    create.mutate(body as CreateTicket, {
      onSuccess: (ticket) => {
        notify.success(F.created(ticketNumber(ticket.id)));
        onCreated(ticket.id);
      },
      onError: (error) => {
        // Said once (issue 38): a message the server put at a field stays there, with the focus on it; only
        // what no field says goes in the line at the top.
        const atFields = isApiError(error) && error.errors ? error.errors : {};
        const message = errorMessage(error, F.failed);
        setErrors(atFields);
        if (!Object.values(atFields).includes(message))
          setProblem({ title: TOAST_TITLES.error, description: message });
        focusFirstInvalid();
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{F.title}</DialogTitle>
          <DialogDescription>{F.description}</DialogDescription>
        </DialogHeader>
        <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormSummary problem={problem} />
          <TextField
            id={`${id}-title`}
            label={F.titleLabel}
            required
            maxLength={200}
            value={values.title}
            onChange={set('title')}
            error={errors.title}
          />
          <Field id={`${id}-description`} label={F.descriptionLabel} required error={errors.description}>
            <Textarea
              {...controlProps(`${id}-description`, { required: true, error: errors.description })}
              rows={4}
              maxLength={4000}
              value={values.description}
              onChange={set('description')}
              className="min-h-24"
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-priority`} label={F.priorityLabel}>
              <NativeSelect id={`${id}-priority`} value={values.priority} onChange={set('priority')}>
                {TICKET_PRIORITIES.map((p) => (
                  <option key={p} value={p}>
                    {TICKET_PRIORITY_LABELS[p]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id={`${id}-category`} label={F.categoryLabel} required error={errors.category}>
              <NativeSelect
                {...controlProps(`${id}-category`, { required: true, error: errors.category })}
                value={values.category}
                onChange={set('category')}
              >
                <option value="">{F.chooseCategory}</option>
                {TICKET_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <TextField
              id={`${id}-modem`}
              label={F.modemLabel}
              maxLength={50}
              value={values.modemSno}
              onChange={set('modemSno')}
              error={errors.modemSno ?? errors.modemId}
              placeholder={F.modemHint}
            />
            <TextField
              id={`${id}-location`}
              label={F.locationLabel}
              maxLength={200}
              value={values.location}
              onChange={set('location')}
              error={errors.location}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={create.isPending}>
              {F.cancel}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? F.creating : F.create}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
