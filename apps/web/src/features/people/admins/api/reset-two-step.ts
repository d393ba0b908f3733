import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@smms/shared';
import { api } from '@/lib/api-client';

/** POST /users/{id}/two-step/reset: the super admin resets an admin's two-step sign-in, saying why. */
export const resetTwoStep = ({ id, reason }: { id: number; reason: string }) =>
  api.post<MessageResponse>(`/users/${id}/two-step/reset`, { reason });

export const useResetTwoStep = () =>
  // The dialog shows a refusal itself, under the reason, through the one error path (errorMessage).
  useMutation({ mutationFn: resetTwoStep, meta: { toastError: false } });
