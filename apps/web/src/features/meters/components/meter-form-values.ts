import { METER_EDIT_FIELDS, type Meter } from '@smms/shared';

type TextField = (typeof METER_EDIT_FIELDS)[number]['name'];
export type MeterFormValues = Record<TextField | 'installedOn' | 'comments', string>;

/** An ISO instant as a datetime-local input's value, in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function valuesOf(meter: Meter): MeterFormValues {
  const values = Object.fromEntries(METER_EDIT_FIELDS.map(({ name }) => [name, meter[name] ?? ''])) as Record<
    TextField,
    string
  >;
  return { ...values, installedOn: toLocalInput(meter.installedOn), comments: meter.comments ?? '' };
}
