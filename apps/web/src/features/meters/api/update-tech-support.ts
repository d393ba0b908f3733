import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Meter, TechSupportUpdate } from '@smms/shared';
import { api } from '@/lib/api-client';
import { meterKeys } from './meter-keys';

export const updateTechSupport = (input: TechSupportUpdate) =>
  api.post<{ success: true; data: Meter; message: string }>('/meters/bi-admin/update-tech-support', input);

/**
 * POST /meters/bi-admin/update-tech-support (SPEC §7): the open meter takes the server's record and the
 * lists reload; the form reports failures itself.
 */
export function useUpdateTechSupport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTechSupport,
    meta: { toastError: false },
    onSuccess: async ({ data: meter }) => {
      queryClient.setQueryData(meterKeys.detail(meter.id), meter);
      await queryClient.invalidateQueries({ queryKey: meterKeys.lists() });
    },
  });
}
