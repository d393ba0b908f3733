import { useId, useState, type ReactNode } from 'react';
import { REVIEW_TEXTS as T, type RejectionCategory } from '@smms/shared';
import { controlProps, Field } from '@/components/form/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ReviewFormDialog } from './review-form-dialog';
import { RejectionCategoryOptions } from './rejection-category-options';

export interface Rejection {
  rejectionCategory: RejectionCategory;
  comment: string;
}

interface RejectDialogProps {
  what: string;
  pending: boolean;
  onConfirm: (rejection: Rejection) => void;
  onCancel: () => void;
  /** Where to start: a BI_ADMIN's recommendation to reject (editable). */
  initial?: Partial<Rejection>;
  /** What a bulk rejection decides: the records and how they were recommended. */
  detail?: ReactNode;
}

/** A rejection needs a category and a comment (the field officer must know what to fix). */
export function RejectDialog({ what, pending, onConfirm, onCancel, initial, detail }: RejectDialogProps) {
  const id = useId();
  const [category, setCategory] = useState<RejectionCategory | ''>(initial?.rejectionCategory ?? '');
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [checked, setChecked] = useState(false);
  const errors = {
    category: checked && !category ? T.categoryRequired : null,
    comment: checked && !comment.trim() ? T.commentRequired : null,
  };

  function submit() {
    setChecked(true);
    if (pending || !category || !comment.trim()) return;
    onConfirm({ rejectionCategory: category, comment: comment.trim() });
  }

  return (
    <ReviewFormDialog
      title={T.rejectTitle(what)}
      description={T.rejectBody}
      confirm={T.reject}
      confirmVariant="destructive"
      pending={pending}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {detail}
      <Field id={`${id}-category`} label={T.category} required error={errors.category}>
        <NativeSelect
          {...controlProps(`${id}-category`, { required: true, error: errors.category })}
          value={category}
          autoFocus
          onChange={(event) => setCategory(event.target.value as RejectionCategory | '')}
        >
          <RejectionCategoryOptions />
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
    </ReviewFormDialog>
  );
}
