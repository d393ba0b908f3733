import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  METER_DETAIL_TEXTS as T,
  METER_EDIT_FIELDS,
  METER_EDIT_TEXTS,
  NETWORK,
  type Meter,
} from '@smms/shared';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { errorMessage, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useUpdateMeter } from '../api/update-meter';
import { MeterEditField } from './meter-edit-field';
import { meterChanges, toLocalInput, valuesOf, type MeterFormValues } from './meter-form-values';

interface EditFormProps {
  meter: Meter;
  onDone: () => void;
  /** Fetches the meter again after a conflict; resolves with the fresh record. */
  onReload: () => Promise<Meter | undefined>;
}

/** Edits a meter; sends the version it was opened with, so a concurrent change answers 409. */
export function MeterEditForm({ meter, onDone, onReload }: EditFormProps) {
  // The record the form's values came from: a background refresh must not move the version under us.
  const [base, setBase] = useState(meter);
  const form = useForm<MeterFormValues>({ defaultValues: valuesOf(meter) });
  const update = useUpdateMeter();
  const conflict = isApiError(update.error) && update.error.status === 409;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await update.mutateAsync({ id: base.id, changes: meterChanges(base, values) });
      notify.success(message ?? T.updated);
      onDone();
    } catch (error) {
      for (const [field, message] of Object.entries(isApiError(error) ? (error.errors ?? {}) : {}))
        if (field in values) form.setError(field as keyof MeterFormValues, { message });
    }
  });

  async function reload() {
    const fresh = await onReload();
    update.reset();
    if (fresh) {
      setBase(fresh);
      form.reset(valuesOf(fresh));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {METER_EDIT_FIELDS.map((field) => (
          <MeterEditField
            key={field.name}
            form={form}
            name={field.name}
            label={field.label}
            maxLength={field.max}
            required={'required' in field ? METER_EDIT_TEXTS.meterSnoRequired : undefined}
          />
        ))}
        <MeterEditField
          form={form}
          name="installedOn"
          label={METER_EDIT_TEXTS.installedOn}
          type="datetime-local"
          max={toLocalInput(new Date().toISOString())}
        />
      </div>
      <MeterEditField
        form={form}
        name="comments"
        label={METER_EDIT_TEXTS.comments}
        maxLength={2000}
        multiline
      />
      {update.error && (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 p-3">
          <FormError message={errorMessage(update.error, NETWORK.unexpected)} />
          {conflict && (
            <Button variant="outline" size="sm" onClick={() => void reload()}>
              {T.reload}
            </Button>
          )}
        </div>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? T.saving : T.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
