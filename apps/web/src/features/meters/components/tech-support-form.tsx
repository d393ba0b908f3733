import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  BI_ADMIN_TECH_SUPPORT_STATUSES,
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
import { cn } from '@/lib/utils';
import { useUpdateTechSupport } from '../api/update-tech-support';
import { Textarea } from '@/components/ui/textarea';
import { RejectionCategoryOptions } from '@/components/review/rejection-category-options';

type Status = TechSupportUpdate['techSupportStatus'];

interface TechSupportFormOptions {
  meter: Pick<Meter, 'id' | 'version'>;
  /** The statuses offered; the BI admin's by default (SPEC §2.8). */
  statuses?: readonly Status[];
  /**
   * "bar": in the review dialog's decision bar (the BI admin's recommendation), one row whose comment opens
   * once a status is chosen; "section": a section of the Details tab (the super admin's workflow status).
   */
  layout: 'bar' | 'section';
  /** After the server took the update (the review dialog then opens the next meter). */
  onSent?: () => void;
}

const isRejection = (status: string) => status.toUpperCase() === 'REJECTED';

/**
 * "Update Tech Support Status": a status (required) and a comment for one meter, sent with the version
 * the reviewer saw. Recommending rejection also needs a category and a comment. Returns the form's fields,
 * its Update button (which may sit apart from them, in the decision bar) and `choose`, which the A and R keys
 * call: the status is set and the focus goes where the next key is needed (Update, or the category).
 * Ctrl+Enter sends from any field.
 */
export function useTechSupportForm({
  meter,
  statuses = BI_ADMIN_TECH_SUPPORT_STATUSES,
  layout,
  onSent,
}: TechSupportFormOptions) {
  const id = useId();
  const formId = `${id}-form`;
  const [status, setStatus] = useState<Status | ''>('');
  const [category, setCategory] = useState<RejectionCategory | ''>('');
  const [comment, setComment] = useState('');
  const [checked, setChecked] = useState(false);
  // Another meter (Previous/Next) starts a blank form.
  const [formFor, setFormFor] = useState(meter.id);
  if (formFor !== meter.id) {
    setFormFor(meter.id);
    setStatus('');
    setCategory('');
    setComment('');
    setChecked(false);
  }
  const update = useUpdateTechSupport();
  const rejecting = status !== '' && isRejection(status);
  const errors = {
    status: checked && !status ? T.statusRequired : null,
    category: checked && rejecting && !category ? R.categoryRequired : null,
    comment: checked && rejecting && !comment.trim() ? T.commentRequired : null,
  };

  // Where a chosen status sends the focus, once the fields it opens have rendered.
  const categoryField = useRef<HTMLSelectElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'category' | 'submit' | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    (target === 'category' ? categoryField : submitButton).current?.focus();
  });

  function choose(next: Status) {
    setStatus(next);
    focusNext.current = isRejection(next) ? 'category' : 'submit';
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
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
      onSent?.();
    } catch (error) {
      // 409: another reviewer came first. A refusal (4xx) says why; anything else is the spec's text.
      const status = isApiError(error) ? error.status : 0;
      const message =
        status === 409 ? R.stale : status >= 400 && status < 500 ? errorMessage(error, T.failed) : T.failed;
      notify.error(TOAST_TITLES.error, message);
    }
  }

  const sendOnCtrlEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    void submit();
  };

  const bar = layout === 'bar';
  const fields = (
    <form
      id={formId}
      aria-label={bar ? T.recommendForm : undefined}
      onSubmit={(event) => void submit(event)}
      onKeyDown={sendOnCtrlEnter}
      noValidate
      className={bar ? 'flex flex-wrap items-start gap-3' : 'grid gap-3 sm:grid-cols-2'}
    >
      <Field
        id={`${id}-status`}
        label={bar ? T.recommendation : T.status}
        required
        error={errors.status}
        className={cn(bar && 'w-full sm:w-48')}
      >
        <NativeSelect
          {...controlProps(`${id}-status`, { required: true, error: errors.status })}
          value={status}
          onChange={(event) => setStatus(event.target.value as Status | '')}
        >
          <option value="">{bar ? T.chooseRecommendation : T.selectStatus}</option>
          {statuses.map((option) => (
            <option key={option} value={option}>
              {techSupportLabel(option)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {rejecting && (
        <Field
          id={`${id}-category`}
          label={R.category}
          required
          error={errors.category}
          className={cn(bar && 'w-full sm:w-56')}
        >
          <NativeSelect
            {...controlProps(`${id}-category`, { required: true, error: errors.category })}
            ref={categoryField}
            value={category}
            onChange={(event) => setCategory(event.target.value as RejectionCategory | '')}
          >
            <RejectionCategoryOptions />
          </NativeSelect>
        </Field>
      )}
      {(!bar || status) && (
        <Field
          id={`${id}-comment`}
          label={rejecting ? R.comment : T.comment}
          required={rejecting}
          error={errors.comment}
          className={bar ? 'min-w-0 flex-1 basis-64' : 'sm:col-span-2'}
        >
          <Textarea
            {...controlProps(`${id}-comment`, { required: rejecting, error: errors.comment })}
            rows={bar ? 2 : 3}
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </Field>
      )}
    </form>
  );
  const submitButtonElement = (
    <Button
      ref={submitButton}
      type="submit"
      form={formId}
      disabled={!status || update.isPending}
      aria-keyshortcuts="Control+Enter"
    >
      {update.isPending ? T.updating : bar ? T.recommend : T.update}
    </Button>
  );
  return { fields, submit: submitButtonElement, choose };
}

/** The super admin's "Update Tech Support Status" section of the Details tab. */
export function TechSupportForm(props: Omit<TechSupportFormOptions, 'layout'>) {
  const id = useId();
  const form = useTechSupportForm({ ...props, layout: 'section' });
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 border-t border-border pt-4">
      <h3 id={`${id}-heading`} className="text-base font-semibold">
        {T.heading}
      </h3>
      {form.fields}
      <div className="flex justify-end">{form.submit}</div>
    </section>
  );
}
