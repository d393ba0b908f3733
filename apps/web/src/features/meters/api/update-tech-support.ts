import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Meter, TechSupportUpdate } from '@smms/shared';
import { api, isApiError } from '@/lib/api-client';
import { meterKeys } from './meter-keys';
import { refreshAfterReview } from './refresh-after-review';

export const updateTechSupport = (input: TechSupportUpdate) =>
  api.post<{ success: true; data: Meter; message: string }>('/meters/bi-admin/update-tech-support', input);

/**
 * POST /meters/bi-admin/update-tech-support (SPEC §7): the open meter takes the server's record, and the
 * lists, counts and bell reload (a recommended meter leaves the BI admin's queue). A 409 reloads the
 * meter so the dialog shows what the other reviewer did; the form reports failures itself.
 */
export function useUpdateTechSupport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTechSupport,
    meta: { toastError: false },
    onSuccess: ({ data: meter }) => refreshAfterReview(queryClient, [meter]),
    onError: async (error, { meterId }) => {
      if (isApiError(error) && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: meterKeys.detail(meterId) });
    },
  });
}
