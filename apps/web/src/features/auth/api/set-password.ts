import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@smms/shared';
import { api } from '@/lib/api-client';

export const setPassword = ({ resetToken, newPassword }: { resetToken: string; newPassword: string }) =>
  api.post<MessageResponse>('/auth/password-reset', { action: 'set-password', resetToken, newPassword });

export const useSetPasswordMutation = () =>
  useMutation({ mutationFn: setPassword, meta: { toastError: false } });
