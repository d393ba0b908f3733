import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UpdateUser, User } from '@smms/shared';
import { api } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** What PUT /users/{id} may change: any subset of the profile, the account state or the access level. */
export type UserChanges = z.input<typeof UpdateUser>;

export const updateUser = ({ id, changes }: { id: number; changes: UserChanges }) =>
  api.put<{ success: true; message: string; user: User }>(`/users/${id}`, changes);

/** PUT /users/{id} for edits and activate/deactivate; the screens toast the outcome. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    meta: { toastError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
