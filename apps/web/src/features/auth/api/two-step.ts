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

/** A change from the profile: a code and the current password (issue 37 item 9). */
export interface TwoStepProof {
  code: string;
  currentPassword: string;
}

export const useConfirmTwoStep = () =>
  useTwoStepMutation((proof: TwoStepProof) =>
    api.post<RecoveryCodesResponse>('/auth/two-step/confirm', proof),
  );
export const useRenewRecoveryCodes = () =>
  useTwoStepMutation((proof: TwoStepProof) =>
    api.post<RecoveryCodesResponse>('/auth/two-step/recovery-codes', proof),
  );
/** The code may be a recovery code here. */
export const useDisableTwoStep = () =>
  useTwoStepMutation((proof: TwoStepProof) => api.post<MessageResponse>('/auth/two-step/disable', proof));
