import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPage, CreateAdmin } from '@smms/shared';
import { api } from '@/lib/api-client';
import { userKeys } from '@/lib/api/user-keys';

export type AdminKind = CreateAdmin['role'];

/** GET /users/admin/list or /users/bi-admin/list: one page, the stats and the roles present. */
export const adminListPath = (kind: AdminKind) =>
  kind === 'BI_ADMIN' ? '/users/bi-admin/list' : '/users/admin/list';

export const fetchAdmins = (kind: AdminKind, query: Record<string, string | number>, signal?: AbortSignal) =>
  api.get<AdminPage>(adminListPath(kind), { query, signal });

export const adminsQueryOptions = (kind: AdminKind, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: userKeys.admins(adminListPath(kind), query),
    queryFn: ({ signal }) => fetchAdmins(kind, query, signal),
    placeholderData: keepPreviousData,
  });

export const useAdmins = (kind: AdminKind, query: Record<string, string | number>) =>
  useQuery(adminsQueryOptions(kind, query));
