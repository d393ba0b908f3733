import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BULK_MAX, type MeterPage } from '@smms/shared';
import { meterKeys } from './meter-keys';
import type { MeterListQuery } from './get-meters';

/** GET /meters/pending-with-tech-support (SPEC §7): Tech Support Management's pending meters. */
export const PENDING_TECH_SUPPORT_PATH = '/meters/pending-with-tech-support';
/** Its export: every row matching the filters, as pending-meters-tech-support-{date}.csv. */
export const PENDING_TECH_SUPPORT_EXPORT_PATH = `${PENDING_TECH_SUPPORT_PATH}/export`;

/** The first BULK_MAX meters matching the filters in force (the bulk bar's "select all matching"). */
export const loadPendingMatching = async (query: Record<string, string | number>) =>
  (await api.get<MeterPage>(PENDING_TECH_SUPPORT_PATH, { query: { ...query, page: 1, pageSize: BULK_MAX } }))
    .data;

export const usePendingTechSupport = (query: MeterListQuery) =>
  useQuery({
    queryKey: meterKeys.list(PENDING_TECH_SUPPORT_PATH, query),
    queryFn: ({ signal }) => api.get<MeterPage>(PENDING_TECH_SUPPORT_PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });
