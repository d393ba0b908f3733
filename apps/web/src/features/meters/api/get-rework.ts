import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReworkPage } from '@smms/shared';
import { api } from '@/lib/api-client';
import { meterKeys } from './meter-keys';

/** GET /meters/rework (issue 42): a page of the rejected meters in scope and what each is to fix. */
export const useRework = (page: number, pageSize: number) =>
  useQuery({
    queryKey: meterKeys.rework({ page, pageSize }),
    queryFn: async ({ signal }) =>
      api.get<z.infer<typeof ReworkPage>>('/meters/rework', { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
