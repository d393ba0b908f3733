import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Where each kind of installation's divisions come from: the meters' or the modems' in scope. */
export const DIVISIONS_PATHS = { meters: '/meters/divisions', modems: '/modem/divisions' } as const;
export type DivisionsSource = keyof typeof DIVISIONS_PATHS;

export const fetchDivisions = async (source: DivisionsSource = 'meters', signal?: AbortSignal) =>
  (await api.get<{ success: true; data: string[] }>(DIVISIONS_PATHS[source], { signal })).data;

export const divisionsQueryOptions = (source: DivisionsSource = 'meters') =>
  queryOptions({
    // The meters' key stays ['divisions'] as before; the modems' has its own.
    queryKey: source === 'meters' ? (['divisions'] as const) : (['divisions', source] as const),
    queryFn: ({ signal }) => fetchDivisions(source, signal),
    staleTime: 5 * 60_000,
  });

/**
 * The division filters' options: the divisions of the installations (meters, or modems) in the caller's
 * scope, which are also where its officers work (there is no people-side list of them).
 */
export const useDivisions = (enabled = true, source: DivisionsSource = 'meters') =>
  useQuery({ ...divisionsQueryOptions(source), enabled });
