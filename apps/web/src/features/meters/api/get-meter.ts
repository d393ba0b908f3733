import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Meter, MeterResponse } from '@smms/shared';
import { api } from '@/lib/api-client';
import { meterKeys } from './meter-keys';

export const fetchMeter = async (id: number, signal?: AbortSignal) =>
  (await api.get<z.infer<typeof MeterResponse>>(`/meters/${id}`, { signal })).data;

export const meterQueryOptions = (id: number) =>
  queryOptions({ queryKey: meterKeys.detail(id), queryFn: ({ signal }) => fetchMeter(id, signal) });

/**
 * One meter, fresh from the server; the list's row shows meanwhile. An open review is never stale: coming back to
 * the window reads it again (another reviewer may have decided meanwhile, issue 38).
 */
export const useMeter = (id: number, row?: Meter) =>
  useQuery({ ...meterQueryOptions(id), placeholderData: row, staleTime: 0, refetchOnWindowFocus: 'always' });
