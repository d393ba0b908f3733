import type { ListFilter } from './list-toolbar';

/** The values each of a list's selects offers, with its chip's name: what useListParams keeps from a link. */
export const offeredOf = <F extends string>(
  filters: readonly ListFilter<F>[],
): Record<string, { name: string; values: readonly string[] }> =>
  Object.fromEntries(
    filters.map((filter) => [
      filter.param,
      {
        name: filter.chip ?? filter.label.replace(/\s+filter$/i, ''),
        values: filter.options.map((o) => (typeof o === 'string' ? o : o.value)),
      },
    ]),
  );
