import { useState } from 'react';
import { INSTALLED_RANGE_TEXTS as T, isCalendarDay } from '@smms/shared';
import { Input } from '@/components/ui/input';
import type { ListParams } from './use-list-params';

/** The URL parameters of the Installed range: calendar days, both included (the server reads its zone). */
export const INSTALLED_RANGE_PARAMS = ['installedFrom', 'installedTo'] as const;

/**
 * The Installed range of a meter or modem list: two native date inputs, kept in the URL. Each bound limits the
 * other's picker, so the browser offers no reversed range (the server answers one with 400).
 */
export function InstalledRangeFilter<F extends string>({ list }: { list: ListParams<F> }) {
  const filters = list.filters as Record<string, string>;
  const from = filters.installedFrom ?? '';
  const to = filters.installedTo ?? '';
  const bounds = [
    { name: 'installedFrom', label: T.fromLabel, value: from, min: undefined, max: to || undefined },
    { name: 'installedTo', label: T.toLabel, value: to, min: from || undefined, max: undefined },
  ] as const;
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      {bounds.map(({ name, ...bound }) => (
        <DayInput key={name} {...bound} onDay={(day) => list.setFilter(name as unknown as F, day)} />
      ))}
    </div>
  );
}

/** A year typed digit by digit passes through 0002, 0020 and 0200: only a day of a plausible year filters. */
const isFilterDay = (day: string) => isCalendarDay(day) && day >= '1900';

interface DayInputProps {
  label: string;
  value: string;
  min: string | undefined;
  max: string | undefined;
  onDay: (day: string) => void;
}

/**
 * One bound: what is typed stays in the field while it is being typed, and reaches the list (and the URL) once it
 * is a whole day or cleared; a change from outside (its chip removed, Back) shows at once.
 */
function DayInput({ label, value, min, max, onDay }: DayInputProps) {
  const [draft, setDraft] = useState(value);
  const [given, setGiven] = useState(value);
  if (given !== value) {
    setGiven(value);
    setDraft(value);
  }
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="text-muted-foreground">{label}</span>
      <Input
        type="date"
        className="w-full sm:w-40"
        value={draft}
        min={min}
        max={max}
        onChange={(event) => {
          const day = event.target.value;
          setDraft(day);
          if (day === '' || isFilterDay(day)) onDay(day);
        }}
      />
    </label>
  );
}

/** The range's one chip, "Installed: 1 Nov 2026 – 15 Nov 2026", which removes both days. */
export function installedRangeChip<F extends string>(list: ListParams<F>) {
  const filters = list.filters as Record<string, string>;
  if (!filters.installedFrom && !filters.installedTo) return [];
  return [
    {
      key: 'installed',
      text: T.chip(filters.installedFrom || undefined, filters.installedTo || undefined),
      onRemove: () => list.resetFilters(INSTALLED_RANGE_PARAMS as unknown as F[]),
    },
  ];
}
