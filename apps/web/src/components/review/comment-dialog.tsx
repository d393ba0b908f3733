import { useId, useState, type FormEvent } from 'react';
import { REVIEW_TEXTS as R } from '@smms/shared';
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

/** What a comment dialog says: its title (naming the record), what happens, the comment's label, the button. */
export interface CommentDialogWords {
  title: (what: string) => string;
  body: string;
  label: string;
  /** Said at the field when the comment is left blank. */
  required: string;
  confirm: string;
}

interface CommentDialogProps {
  what: string;
  words: CommentDialogWords;
  pending: boolean;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
}

/**
 * A change sent back to review that must say why: a reopen (what was fixed), the undo of an automatic approval
 * (why it is undone). Nothing is sent without a comment.
 */
export function CommentDialog({ what, words, pending, onConfirm, onCancel }: CommentDialogProps) {
  const id = useId();
  const [comment, setComment] = useState('');
  const [checked, setChecked] = useState(false);
  const error = checked && !comment.trim() ? words.required : null;

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
          <DialogTitle>{words.title(what)}</DialogTitle>
          <DialogDescription>{words.body}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Field id={`${id}-comment`} label={words.label} required error={error}>
            <Textarea
              {...controlProps(`${id}-comment`, { required: true, error })}
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
              {pending ? R.saving : words.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
