import type { z } from 'zod';
import type { CreateAdmin, CreateUser, UserResponse } from '@smms/shared';
import { api } from '@/lib/api-client';
import { usePeopleMutation } from './people-mutation';

/** What POST /users takes, as the shared schema reads it (before its defaults and trimming). */
export type CreateUserBody = z.input<typeof CreateUser>;
export type CreateOfficerBody = Extract<CreateUserBody, { role: 'FIELD_OFFICER' }>;
export type CreateAdminBody = z.input<typeof CreateAdmin>;

export const createUser = (body: CreateUserBody) => api.post<z.infer<typeof UserResponse>>('/users', body);

/** POST /users. */
export const useCreateUser = () => usePeopleMutation(createUser);
