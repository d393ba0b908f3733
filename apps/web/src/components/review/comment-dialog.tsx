import { useId, useState } from 'react';
import { controlProps, Field } from '@/components/form/field';
import { Textarea } from '@/components/ui/textarea';
import { ReviewFormDialog } from './review-form-dialog';

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

  function submit() {
    setChecked(true);
    if (pending || !comment.trim()) return;
    onConfirm(comment.trim());
  }

  return (
    <ReviewFormDialog
      title={words.title(what)}
      description={words.body}
      confirm={words.confirm}
      pending={pending}
      onSubmit={submit}
      onCancel={onCancel}
    >
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
    </ReviewFormDialog>
  );
}
