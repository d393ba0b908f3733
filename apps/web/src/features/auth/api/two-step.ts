import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, RecoveryCodesResponse, TwoStepSetup, TwoStepStatus } from '@smms/shared';
import { api } from '@/lib/api-client';

export const TWO_STEP_KEY = ['auth', 'two-step'] as const;

export const twoStepStatusOptions = () =>
  queryOptions({
    queryKey: TWO_STEP_KEY,
    queryFn: ({ signal }) => api.get<TwoStepStatus>('/auth/two-step', { signal }),
  });

export const startTwoStep = () => api.post<TwoStepSetup>('/auth/two-step/setup');

/** Each change answers something to show, and the status to read again. */
function useTwoStepMutation<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { toastError: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: TWO_STEP_KEY }),
  });
}

export const useConfirmTwoStep = () =>
  useTwoStepMutation((code: string) => api.post<RecoveryCodesResponse>('/auth/two-step/confirm', { code }));
export const useRenewRecoveryCodes = () =>
  useTwoStepMutation((code: string) =>
    api.post<RecoveryCodesResponse>('/auth/two-step/recovery-codes', { code }),
  );
export const useDisableTwoStep = () =>
  useTwoStepMutation((proof: { code: string } | { password: string }) =>
    api.post<MessageResponse>('/auth/two-step/disable', proof),
  );
