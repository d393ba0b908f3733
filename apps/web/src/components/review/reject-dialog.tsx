import { useId, useState, type FormEvent } from 'react';
import {
  REJECTION_CATEGORIES,
  REJECTION_CATEGORY_LABELS,
  REVIEW_TEXTS as T,
  type RejectionCategory,
} from '@smms/shared';
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
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';

export interface Rejection {
  rejectionCategory: RejectionCategory;
  comment: string;
}

interface RejectDialogProps {
  what: string;
  pending: boolean;
  onConfirm: (rejection: Rejection) => void;
  onCancel: () => void;
}

/** A rejection needs a category and a comment (the field officer must know what to fix). */
export function RejectDialog({ what, pending, onConfirm, onCancel }: RejectDialogProps) {
  const id = useId();
  const [category, setCategory] = useState<RejectionCategory | ''>('');
  const [comment, setComment] = useState('');
  const [checked, setChecked] = useState(false);
  const errors = {
    category: checked && !category ? T.categoryRequired : null,
    comment: checked && !comment.trim() ? T.commentRequired : null,
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (pending || !category || !comment.trim()) return;
    onConfirm({ rejectionCategory: category, comment: comment.trim() });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{T.rejectTitle(what)}</DialogTitle>
          <DialogDescription>{T.rejectBody}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Field id={`${id}-category`} label={T.category} required error={errors.category}>
            <NativeSelect
              {...controlProps(`${id}-category`, { required: true, error: errors.category })}
              value={category}
              autoFocus
              onChange={(event) => setCategory(event.target.value as RejectionCategory | '')}
            >
              <option value="">{T.chooseCategory}</option>
              {REJECTION_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {REJECTION_CATEGORY_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id={`${id}-comment`} label={T.comment} required error={errors.comment}>
            <Textarea
              {...controlProps(`${id}-comment`, { required: true, error: errors.comment })}
              rows={3}
              maxLength={2000}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? T.saving : T.reject}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
