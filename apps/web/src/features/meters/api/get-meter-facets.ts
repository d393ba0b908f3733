import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatCount, type MeterFacets } from '@smms/shared';
import { api } from '@/lib/api-client';
import type { ListFilter } from '@/components/data-table';
import { meterKeys } from './meter-keys';
import type { MeterListQuery } from './get-meters';

/**
 * GET {list}/facets: beside each review or recommendation option, the total its list shows with that option
 * chosen (DESIGN §7), counted by the server for the list's other filters. A key of their own (not the lists'
 * pages, whose rows a review rewrites in place); whatever refreshes the lists after a change refreshes them too.
 */
export const useMeterFacets = (listPath: string, query: MeterListQuery, enabled = true) =>
  useQuery({
    queryKey: meterKeys.facets(listPath, query),
    queryFn: ({ signal }) =>
      api.get<{ success: true; data: MeterFacets }>(`${listPath}/facets`, { query, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    enabled,
  });

/** A filter whose options say how many rows each would list: "None (312)"; as it was until the counts come. */
export function withCounts<F extends string>(
  filter: ListFilter<F>,
  counts: Record<string, number> | undefined,
): ListFilter<F> {
  if (!counts) return filter;
  return {
    ...filter,
    options: filter.options.map((option) => {
      const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
      const n = counts[value];
      return n === undefined ? option : { value, label: `${label} (${formatCount(n)})` };
    }),
  };
}
