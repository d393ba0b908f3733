import { useId, useState, type FormEvent } from 'react';
import {
  BI_ADMIN_TECH_SUPPORT_STATUSES,
  TECH_SUPPORT_TEXTS as T,
  TOAST_TITLES,
  type Meter,
  type TechSupportUpdate,
} from '@smms/shared';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { notify } from '@/lib/notify';
import { useUpdateTechSupport } from '../api/update-tech-support';

type Status = TechSupportUpdate['techSupportStatus'];

interface TechSupportFormProps {
  meter: Pick<Meter, 'id'>;
  /** The statuses offered; the BI admin's by default (SPEC §2.8). */
  statuses?: readonly Status[];
}

/** "Update Tech Support Status": a status (required) and an optional comment for one meter. */
export function TechSupportForm({ meter, statuses = BI_ADMIN_TECH_SUPPORT_STATUSES }: TechSupportFormProps) {
  const id = useId();
  const [status, setStatus] = useState<Status | ''>('');
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const update = useUpdateTechSupport();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    if (!status) {
      setMissing(true);
      return;
    }
    const comments = comment.trim();
    try {
      const result = await update.mutateAsync({
        meterId: meter.id,
        techSupportStatus: status,
        ...(comments ? { comments } : {}),
      });
      notify.success(TOAST_TITLES.success, result.message);
      setStatus('');
      setComment('');
    } catch {
      notify.error(TOAST_TITLES.error, T.failed);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 border-t border-border pt-4">
      <h3 id={`${id}-heading`} className="text-base font-semibold">
        {T.heading}
      </h3>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-status`}>
            {T.status}
            <span aria-hidden="true"> *</span>
          </Label>
          <NativeSelect
            id={`${id}-status`}
            className="w-full sm:w-64"
            value={status}
            required
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? `${id}-status-error` : undefined}
            onChange={(event) => {
              setStatus(event.target.value as Status | '');
              setMissing(false);
            }}
          >
            <option value="">{T.selectStatus}</option>
            {statuses.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
          <FormError id={`${id}-status-error`} message={missing ? T.statusRequired : null} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-comment`}>{T.comment}</Label>
          <textarea
            id={`${id}-comment`}
            rows={3}
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            className="min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-sm shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={!status || update.isPending}>
            {update.isPending ? T.updating : T.update}
          </Button>
        </div>
      </form>
    </section>
  );
}
