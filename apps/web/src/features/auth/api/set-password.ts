import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@smms/shared';
import { api } from '@/lib/api-client';

interface SetPasswordInput {
  resetToken: string;
  newPassword: string;
  /** From a signed-in session the server asks for it too (issue 37 item 9); the forgot flow has none. */
  currentPassword?: string;
}

export const setPassword = ({ resetToken, newPassword, currentPassword }: SetPasswordInput) =>
  api.post<MessageResponse>('/auth/password-reset', {
    action: 'set-password',
    resetToken,
    newPassword,
    ...(currentPassword === undefined ? {} : { currentPassword }),
  });

export const useSetPasswordMutation = () =>
  useMutation({ mutationFn: setPassword, meta: { toastError: false } });
