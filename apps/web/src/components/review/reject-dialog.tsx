import { useId, useState, type ReactNode } from 'react';
import {
  PHOTO_FAULT_OPTIONS,
  PHOTO_FAULT_TEXTS as P,
  REVIEW_TEXTS as T,
  type PhotoFault,
  type PhotoFaultValue,
  type RejectionCategory,
} from '@smms/shared';
import { controlProps, Field } from '@/components/form/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ReviewFormDialog } from './review-form-dialog';
import { RejectionCategoryOptions } from './rejection-category-options';

export interface Rejection {
  rejectionCategory: RejectionCategory;
  comment: string;
  /** The photos at fault and why (issue 42); none named leaves it out. */
  photoFaults?: PhotoFault[];
}

/** A photo the rejection may name: its slot and where to see it. */
export interface NameablePhoto {
  slot: number;
  url: string;
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
  /** The installation's photos, each of which the rejection may name as at fault (a meter's). */
  photos?: readonly NameablePhoto[];
}

/**
 * A rejection needs a category and a comment (the field officer must know what to fix); a meter's may also name
 * its photos at fault, which the field's rework list asks to replace (issue 42).
 */
export function RejectDialog({
  what,
  pending,
  onConfirm,
  onCancel,
  initial,
  detail,
  photos = [],
}: RejectDialogProps) {
  const id = useId();
  const [category, setCategory] = useState<RejectionCategory | ''>(initial?.rejectionCategory ?? '');
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [faults, setFaults] = useState<Record<number, PhotoFaultValue>>({});
  const [checked, setChecked] = useState(false);
  const errors = {
    category: checked && !category ? T.categoryRequired : null,
    comment: checked && !comment.trim() ? T.commentRequired : null,
  };

  function submit() {
    setChecked(true);
    if (pending || !category || !comment.trim()) return;
    const photoFaults = photos.flatMap(({ slot }) => (faults[slot] ? [{ slot, fault: faults[slot] }] : []));
    onConfirm({
      rejectionCategory: category,
      comment: comment.trim(),
      ...(photoFaults.length ? { photoFaults } : {}),
    });
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
      {photos.length > 0 && (
        <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-photos-hint`}>
          <legend className="text-sm font-medium">{P.legend}</legend>
          <p id={`${id}-photos-hint`} className="text-xs text-muted-foreground">
            {P.hint}
          </p>
          <ul className="grid grid-cols-2 gap-3">
            {photos.map(({ slot, url }) => (
              <li key={slot} className="flex min-w-0 flex-col gap-1">
                <img
                  src={url}
                  alt={P.photo(slot)}
                  loading="lazy"
                  className="h-24 w-full rounded-md border bg-muted object-cover"
                />
                <span aria-hidden="true" className="text-xs text-muted-foreground">
                  {P.photo(slot)}
                </span>
                <NativeSelect
                  aria-label={P.select(slot)}
                  value={faults[slot] ?? ''}
                  onChange={(event) => {
                    const fault = event.target.value as PhotoFaultValue | '';
                    setFaults(({ [slot]: _dropped, ...rest }) => (fault ? { ...rest, [slot]: fault } : rest));
                  }}
                >
                  <option value="">{P.notAtFault}</option>
                  {PHOTO_FAULT_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </ReviewFormDialog>
  );
}
