import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@smms/shared';
import { api } from '@/lib/api-client';

export const logout = () => api.post<MessageResponse>('/auth/logout', {});

/** Logging out always ends the local session, so a failed call is not worth a toast. */
export const useLogoutMutation = () => useMutation({ mutationFn: logout, meta: { toastError: false } });
