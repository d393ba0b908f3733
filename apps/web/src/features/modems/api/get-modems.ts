import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ModemList, ModemPage } from '@smms/shared';
import { api } from '@/lib/api-client';
import { modemKeys } from './modem-keys';

export type ModemListQuery = Record<string, string | number>;

/** GET /modem/all | commissioned | accepted | rejected (SPEC §7); the server narrows AE_ADMIN. */
export const modemListPath = (list: ModemList) => `/modem/${list}`;

export const modemsQueryOptions = (list: ModemList, query: ModemListQuery) =>
  queryOptions({
    queryKey: modemKeys.list(modemListPath(list), query),
    queryFn: ({ signal }) => api.get<z.infer<typeof ModemPage>>(modemListPath(list), { query, signal }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useModems = (list: ModemList, query: ModemListQuery) =>
  useQuery(modemsQueryOptions(list, query));
