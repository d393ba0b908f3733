import { queryOptions } from '@tanstack/react-query';
import type { MeResponse, User } from '@smms/shared';
import { api, isApiError } from '@/lib/api-client';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

/** The signed-in user, or null when there is no session (a 401 here is the normal anonymous answer). */
export async function fetchMe(signal?: AbortSignal): Promise<User | null> {
  try {
    const response = await api.get<MeResponse>('/auth/me', { signal, redirectOn401: false });
    return response.user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 60_000,
    retry: 1,
  });
