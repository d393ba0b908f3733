import { METER_EDIT_FIELDS, type Meter } from '@smms/shared';
import { changedFields } from '@/lib/changed-fields';
import { fromZoneInput, toZoneInput } from '@/lib/format-date';
import type { MeterChanges } from '../api/update-meter';

type TextField = (typeof METER_EDIT_FIELDS)[number]['name'];
export type MeterFormValues = Record<TextField | 'installedOn' | 'comments', string>;

/** An ISO instant as a datetime-local input's value, in the utility's time zone (as every date shows). */
export const toLocalInput = (iso: string): string => toZoneInput(iso);

export function valuesOf(meter: Meter): MeterFormValues {
  const values = Object.fromEntries(METER_EDIT_FIELDS.map(({ name }) => [name, meter[name] ?? ''])) as Record<
    TextField,
    string
  >;
  return { ...values, installedOn: toLocalInput(meter.installedOn), comments: meter.comments ?? '' };
}

const editable = (values: MeterFormValues) =>
  Object.fromEntries(
    Object.entries(values).map(([key, raw]) => {
      const value = raw.trim();
      if (key === 'installedOn') return [key, value ? (fromZoneInput(value) ?? undefined) : undefined];
      return [key, value === '' ? null : value];
    }),
  ) as Record<keyof MeterFormValues, string | null | undefined>;

/** What an edit sends: the version it was opened with and only the fields that differ from that record. */
export const meterChanges = (base: Meter, values: MeterFormValues): MeterChanges => ({
  ...(changedFields(editable(valuesOf(base)), editable(values)) as Record<string, string | null>),
  version: base.version,
});
