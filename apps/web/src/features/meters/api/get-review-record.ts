import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReviewRecordResponse } from '@smms/shared';
import { api } from '@/lib/api-client';
import { meterKeys } from './meter-keys';

export const fetchReviewRecord = async (meterId: number, signal?: AbortSignal) =>
  (await api.get<z.infer<typeof ReviewRecordResponse>>(`/meters/${meterId}/review-record`, { signal })).data;

/** The meter's review record, oldest first: refreshed with its history after every review. */
export const useReviewRecord = (meterId: number) =>
  useQuery({
    queryKey: meterKeys.reviewRecord(meterId),
    queryFn: ({ signal }) => fetchReviewRecord(meterId, signal),
  });
