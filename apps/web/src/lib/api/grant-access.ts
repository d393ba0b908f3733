import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, View } from '@smms/shared';
import { api } from '@/lib/api-client';
import { userKeys } from './user-keys';

export const grantAccess = ({ id, view }: { id: number; view: View }) =>
  api.post<{ success: true; message: string; user: User }>(`/users/${id}/access`, { view });

/** POST /users/{id}/access: the server merges the view into the user's access level (SPEC §4). */
export function useGrantAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantAccess,
    meta: { toastError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
