import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MeterResponse } from '@smms/shared';
import { api } from '@/lib/api-client';
import { meterKeys } from './meter-keys';

/** What the edit form sends: the version it read and the fields it changed. */
export type MeterChanges = { version: number } & Record<string, string | null | number>;

/** The saved meter and what the server says of it (an edit may send a reviewed meter back to review). */
export const updateMeter = async ({ id, changes }: { id: number; changes: MeterChanges }) =>
  api.put<z.infer<typeof MeterResponse>>(`/meters/${id}`, changes);

/** Saves an edit; the dialog reports failures itself (a stale version offers a reload). */
export function useUpdateMeter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMeter,
    meta: { toastError: false },
    onSuccess: async ({ data: meter }) => {
      queryClient.setQueryData(meterKeys.detail(meter.id), meter);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meterKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: meterKeys.allFacets() }),
        queryClient.invalidateQueries({ queryKey: meterKeys.history(meter.id) }),
      ]);
    },
  });
}
