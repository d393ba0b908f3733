import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProgressReportResponse, ReportQuery } from '@smms/shared';
import { api } from '@/lib/api-client';

export const REPORT_PATH = '/reports/progress';
export const REPORT_EXPORT_PATH = `${REPORT_PATH}/export`;
export type ReportParams = Omit<ReportQuery, 'circle'> & { circle?: string };

/**
 * GET /reports/progress: the report the page's address asks for (the previous one stays while it loads); not
 * asked while the page's own check of the range fails.
 */
export const useReport = (query: ReportParams, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: ['reports', 'progress', query],
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof ProgressReportResponse>>(REPORT_PATH, { query: { ...query }, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
