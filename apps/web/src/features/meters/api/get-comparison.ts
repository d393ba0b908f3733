import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComparisonResponse } from '@smms/shared';
import { api } from '@/lib/api-client';
import { meterKeys } from './meter-keys';

/** GET /meters-data/compare-with-discom (SPEC §7): the meter beside its DTR's row of the master. */
export const fetchComparison = (meterId: number, dtrNo: string, signal?: AbortSignal) =>
  api.get<ComparisonResponse>('/meters-data/compare-with-discom', { query: { meterId, dtrNo }, signal });

export const comparisonQueryOptions = (meterId: number, dtrNo: string) =>
  queryOptions({
    queryKey: [...meterKeys.detail(meterId), 'comparison', dtrNo] as const,
    queryFn: ({ signal }) => fetchComparison(meterId, dtrNo, signal),
  });

/** The Data Comparison of one meter; asks nothing when the meter has no DTR number. */
export const useComparison = (meterId: number, dtrNo: string) =>
  useQuery({ ...comparisonQueryOptions(meterId, dtrNo), enabled: dtrNo !== '' });
