import { useDivisions } from '@/lib/api/get-divisions';
import type { ListFilter } from './list-toolbar';
import { withCurrent } from './with-current';

/**
 * A list's Division filter: the divisions in the caller's scope, asked only when the list has the filter,
 * with a bookmarked division kept even before (or without) the options arriving.
 */
export function useDivisionFilter(
  enabled: boolean,
  current: string,
  texts: { label: string; all: string },
): ListFilter<'division'> {
  const divisions = useDivisions(enabled);
  return { param: 'division', ...texts, options: withCurrent(divisions.data ?? [], current) };
}
