import { useMutation } from '@tanstack/react-query';
import type { LoginAnswer, LoginRequest } from '@smms/shared';
import { api } from '@/lib/api-client';

export const login = (credentials: LoginRequest) => api.post<LoginAnswer>('/auth/login', credentials);

/** The login screen reports failures itself, with the spec's own toast titles. */
export const useLoginMutation = () => useMutation({ mutationFn: login, meta: { toastError: false } });
