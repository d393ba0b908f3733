import { INSTALLED_RANGE_TEXTS as T } from '@smms/shared';
import { Input } from '@/components/ui/input';
import type { ListParams } from './use-list-params';

/** The URL parameters of the Installed range: calendar days, both included (the server reads its zone). */
export const INSTALLED_RANGE_PARAMS = ['installedFrom', 'installedTo'] as const;
export type InstalledRangeParam = (typeof INSTALLED_RANGE_PARAMS)[number];

/**
 * The Installed range of a meter or modem list: two native date inputs, kept in the URL. Each bound limits the
 * other's picker, so the browser offers no reversed range (the server answers one with 400).
 */
export function InstalledRangeFilter<F extends string>({ list }: { list: ListParams<F> }) {
  const filters = list.filters as Record<string, string>;
  const from = filters.installedFrom ?? '';
  const to = filters.installedTo ?? '';
  const set = (name: InstalledRangeParam, value: string) => list.setFilter(name as unknown as F, value);
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <label className="flex flex-col gap-1 text-sm">
        <span className="text-muted-foreground">{T.fromLabel}</span>
        <Input
          type="date"
          className="w-full sm:w-40"
          value={from}
          max={to || undefined}
          onChange={(event) => set('installedFrom', event.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="text-muted-foreground">{T.toLabel}</span>
        <Input
          type="date"
          className="w-full sm:w-40"
          value={to}
          min={from || undefined}
          onChange={(event) => set('installedTo', event.target.value)}
        />
      </label>
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
