import { useId, useState, type FormEvent } from 'react';
import {
  BI_ADMIN_TECH_SUPPORT_STATUSES,
  REJECTION_CATEGORIES,
  REJECTION_CATEGORY_LABELS,
  REVIEW_TEXTS as R,
  TECH_SUPPORT_TEXTS as T,
  TOAST_TITLES,
  techSupportLabel,
  type Meter,
  type RejectionCategory,
  type TechSupportUpdate,
} from '@smms/shared';
import { controlProps, Field } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useUpdateTechSupport } from '../api/update-tech-support';
import { Textarea } from '@/components/ui/textarea';

type Status = TechSupportUpdate['techSupportStatus'];

interface TechSupportFormProps {
  meter: Pick<Meter, 'id' | 'version'>;
  /** The statuses offered; the BI admin's by default (SPEC §2.8). */
  statuses?: readonly Status[];
}

const isRejection = (status: string) => status.toUpperCase() === 'REJECTED';

/**
 * "Update Tech Support Status": a status (required) and a comment for one meter, sent with the version
 * the reviewer saw. Recommending rejection also needs a category and a comment.
 */
export function TechSupportForm({ meter, statuses = BI_ADMIN_TECH_SUPPORT_STATUSES }: TechSupportFormProps) {
  const id = useId();
  const [status, setStatus] = useState<Status | ''>('');
  const [category, setCategory] = useState<RejectionCategory | ''>('');
  const [comment, setComment] = useState('');
  const [checked, setChecked] = useState(false);
  const update = useUpdateTechSupport();
  const rejecting = status !== '' && isRejection(status);
  const errors = {
    status: checked && !status ? T.statusRequired : null,
    category: checked && rejecting && !category ? R.categoryRequired : null,
    comment: checked && rejecting && !comment.trim() ? T.commentRequired : null,
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (update.isPending || !status || (rejecting && (!category || !comment.trim()))) return;
    const comments = comment.trim();
    try {
      const result = await update.mutateAsync({
        meterId: meter.id,
        version: meter.version,
        techSupportStatus: status,
        ...(comments ? { comments } : {}),
        ...(rejecting && category ? { rejectionCategory: category } : {}),
      });
      notify.success(TOAST_TITLES.success, result.message);
      setStatus('');
      setCategory('');
      setComment('');
      setChecked(false);
    } catch (error) {
      // 409: another reviewer came first. A refusal (4xx) says why; anything else is the spec's text.
      const status = isApiError(error) ? error.status : 0;
      const message =
        status === 409 ? R.stale : status >= 400 && status < 500 ? errorMessage(error, T.failed) : T.failed;
      notify.error(TOAST_TITLES.error, message);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 border-t border-border pt-4">
      <h3 id={`${id}-heading`} className="text-base font-semibold">
        {T.heading}
      </h3>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-status`} label={T.status} required error={errors.status}>
          <NativeSelect
            {...controlProps(`${id}-status`, { required: true, error: errors.status })}
            value={status}
            onChange={(event) => setStatus(event.target.value as Status | '')}
          >
            <option value="">{T.selectStatus}</option>
            {statuses.map((option) => (
              <option key={option} value={option}>
                {techSupportLabel(option)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {rejecting && (
          <Field id={`${id}-category`} label={R.category} required error={errors.category}>
            <NativeSelect
              {...controlProps(`${id}-category`, { required: true, error: errors.category })}
              value={category}
              onChange={(event) => setCategory(event.target.value as RejectionCategory | '')}
            >
              <option value="">{R.chooseCategory}</option>
              {REJECTION_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {REJECTION_CATEGORY_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </Field>
        )}
        <div className="sm:col-span-2">
          <Field
            id={`${id}-comment`}
            label={rejecting ? R.comment : T.comment}
            required={rejecting}
            error={errors.comment}
          >
            <Textarea
              {...controlProps(`${id}-comment`, { required: rejecting, error: errors.comment })}
              rows={3}
              maxLength={2000}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          </Field>
        </div>
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={!status || update.isPending}>
            {update.isPending ? T.updating : T.update}
          </Button>
        </div>
      </form>
    </section>
  );
}
