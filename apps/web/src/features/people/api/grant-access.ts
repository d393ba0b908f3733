import type { z } from 'zod';
import type { UserResponse, View } from '@smms/shared';
import { api } from '@/lib/api-client';
import { usePeopleMutation } from './people-mutation';

export const grantAccess = ({ id, view }: { id: number; view: View }) =>
  api.post<z.infer<typeof UserResponse>>(`/users/${id}/access`, { view });

/** POST /users/{id}/access: the server merges the view into the user's access level (SPEC §4). */
export const useGrantAccess = () => usePeopleMutation(grantAccess);
