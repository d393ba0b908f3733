import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessLevel, User } from '@smms/shared';
import { api } from '@/lib/api-client';
import { userKeys } from './user-keys';

export interface CreateOfficerBody {
  role: 'FIELD_OFFICER';
  firstName: string;
  lastName: string;
  phone: string;
  alternatePhone?: string;
  circle: string;
  division: string;
  subDivision: string;
  section: string;
  accessLevel: AccessLevel;
  email?: string;
}

export interface CreateAdminBody {
  role: 'AE_ADMIN' | 'BI_ADMIN';
  firstName: string;
  lastName: string;
  phone: string;
  username: string;
  password: string;
  email?: string;
  division?: string;
  accessLevel: AccessLevel;
}

export type CreateUserBody = CreateOfficerBody | CreateAdminBody;

export const createUser = (body: CreateUserBody) =>
  api.post<{ success: true; message: string; user: User }>('/users', body);

/** POST /users; the dialogs toast the outcome themselves (SPEC §8 titles). */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    meta: { toastError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
