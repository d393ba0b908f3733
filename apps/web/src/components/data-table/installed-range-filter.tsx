import { INSTALLED_RANGE_TEXTS as T } from '@smms/shared';
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
      {bounds.map((bound) => (
        <label key={bound.name} className="flex flex-col gap-1 text-sm">
          <span className="text-muted-foreground">{bound.label}</span>
          <Input
            type="date"
            className="w-full sm:w-40"
            value={bound.value}
            min={bound.min}
            max={bound.max}
            onChange={(event) => list.setFilter(bound.name as unknown as F, event.target.value)}
          />
        </label>
      ))}
    </div>
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
