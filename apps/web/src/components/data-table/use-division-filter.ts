import { useDivisions, type DivisionsSource } from '@/lib/api/get-divisions';
import type { ListFilter } from './list-toolbar';
import { withCurrent } from './with-current';

/**
 * A list's Division filter: the divisions of the meters (or modems) in the caller's scope, asked only
 * when the list has the filter, with a bookmarked division kept even before (or without) the options
 * arriving.
 */
export function useDivisionFilter(
  enabled: boolean,
  current: string,
  texts: { label: string; all: string },
  source: DivisionsSource = 'meters',
): ListFilter<'division'> {
  const divisions = useDivisions(enabled, source);
  return { param: 'division', ...texts, options: withCurrent(divisions.data ?? [], current) };
}
