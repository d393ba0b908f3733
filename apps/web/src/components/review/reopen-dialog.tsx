import { useId, useState, type FormEvent } from 'react';
import { REVIEW_TEXTS as R, REWORK_TEXTS as T } from '@smms/shared';
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
import { Textarea } from '@/components/ui/textarea';

interface ReopenDialogProps {
  what: string;
  pending: boolean;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
}

/** A reopen says what was fixed: the installation goes back to review, never straight to Approved. */
export function ReopenDialog({ what, pending, onConfirm, onCancel }: ReopenDialogProps) {
  const id = useId();
  const [comment, setComment] = useState('');
  const [checked, setChecked] = useState(false);
  const error = checked && !comment.trim() ? T.fixedRequired : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (pending || !comment.trim()) return;
    onConfirm(comment.trim());
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{T.reopenTitle(what)}</DialogTitle>
          <DialogDescription>{T.reopenBody}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Field id={`${id}-fixed`} label={T.fixed} required error={error}>
            <Textarea
              {...controlProps(`${id}-fixed`, { required: true, error })}
              rows={3}
              maxLength={2000}
              autoFocus
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
              {R.cancel}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? R.saving : T.reopen}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
