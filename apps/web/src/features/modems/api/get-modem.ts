import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Modem, ModemResponse } from '@smms/shared';
import { api } from '@/lib/api-client';
import { modemKeys } from './modem-keys';

export const fetchModem = async (id: number, signal?: AbortSignal) =>
  (await api.get<z.infer<typeof ModemResponse>>(`/modem/${id}`, { signal })).data;

export const modemQueryOptions = (id: number) =>
  queryOptions({ queryKey: modemKeys.detail(id), queryFn: ({ signal }) => fetchModem(id, signal) });

/**
 * One modem, fresh from the server (with its photos); the list's row shows meanwhile, and coming back to the
 * window reads it again (another reviewer may have decided meanwhile).
 */
export const useModem = (id: number, row?: Modem) =>
  useQuery({ ...modemQueryOptions(id), placeholderData: row, staleTime: 0, refetchOnWindowFocus: 'always' });
