import { useRef, useState, type FormEvent } from 'react';
import { AREA_MESSAGES, AREAS_SCREEN as T } from '@smms/shared';
import { controlProps, Field } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-client';

interface AreaNameDialogProps {
  title: string;
  description: string;
  initialName?: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Saves the name; a refusal comes back as the error to show at the field. */
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** The server's refusal, at the name field: a taken name (409) or the name's own check (400). */
const refusalOf = (error: unknown) =>
  isApiError(error) && error.errors?.name ? error.errors.name : errorMessage(error, T.failed);

/** Add an area, or rename one: one Name field whose problems show beneath it. */
export function AreaNameDialog(props: AreaNameDialogProps) {
  const { title, description, initialName = '', submitLabel, busyLabel, busy, onSave, onClose } = props;
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      setError(AREA_MESSAGES.nameRequired);
      return inputRef.current?.focus();
    }
    try {
      await onSave(name.trim());
    } catch (failure) {
      setError(refusalOf(failure));
      inputRef.current?.focus();
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-6">
          <Field id="area-name" label={T.nameLabel} required error={error}>
            <Input
              ref={inputRef}
              {...controlProps('area-name', { required: true, error })}
              value={name}
              autoComplete="off"
              maxLength={100}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
            />
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              {T.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? busyLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
