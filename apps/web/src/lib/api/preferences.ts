import { queryOptions } from '@tanstack/react-query';
import type { PreferenceResponse, Preferences, PreferencesResponse } from '@smms/shared';
import { api } from '@/lib/api-client';

/** Keyed by user, so one person's preferences never stand in for the next one's in the same tab. */
export const preferenceKeys = {
  all: ['preferences'] as const,
  of: (userId: number) => [...preferenceKeys.all, userId] as const,
};

/** GET /me/preferences: the signed-in person's console preferences, name → value. */
export const fetchPreferences = async (signal?: AbortSignal): Promise<Preferences> =>
  (await api.get<PreferencesResponse>('/me/preferences', { signal })).data;

export const preferencesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: preferenceKeys.of(userId),
    queryFn: ({ signal }) => fetchPreferences(signal),
    // Read once a session: the console's own writes keep it current, and another browser's choices can wait
    // for the next sign-in rather than move columns under the person's hands.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** PUT /me/preferences/{name}. */
export const putPreference = (name: string, value: string) =>
  api.put<PreferenceResponse>(`/me/preferences/${encodeURIComponent(name)}`, { value });
