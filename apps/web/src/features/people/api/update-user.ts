import type { z } from 'zod';
import type { UpdateUser, UserResponse } from '@smms/shared';
import { api } from '@/lib/api-client';
import { usePeopleMutation } from './people-mutation';

/** What PUT /users/{id} may change: any subset of the profile, the account state or the access level. */
export type UserChanges = z.input<typeof UpdateUser>;

export const updateUser = ({ id, changes }: { id: number; changes: UserChanges }) =>
  api.put<z.infer<typeof UserResponse>>(`/users/${id}`, changes);

/** PUT /users/{id} for edits and activate/deactivate. */
export const useUpdateUser = () => usePeopleMutation(updateUser);
