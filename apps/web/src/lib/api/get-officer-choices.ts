import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FieldOfficer, User, View } from '@smms/shared';
import { api } from '@/lib/api-client';
import { fetchFieldOfficers } from './get-field-officers';
import { userKeys } from './user-keys';

/** How many officers the picker offers at once: a search narrows the rest. */
export const OFFICER_CHOICES = 20;

/**
 * The field officers a list's officer filter offers (the caller's: an AE_ADMIN its own), those of a view,
 * found by name or phone.
 */
export function useOfficerChoices(enabled: boolean, view: View, q: string) {
  const query = { view, pageSize: OFFICER_CHOICES, sort: 'firstName', order: 'asc', ...(q ? { q } : {}) };
  const choices = useQuery({
    queryKey: userKeys.officers(query),
    queryFn: ({ signal }) => fetchFieldOfficers(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
  return { officers: (choices.data?.data ?? []) as FieldOfficer[], loading: choices.isFetching };
}

/** The officer a list is filtered by, for its chip's name (GET /users/:id: one the caller may see). */
export function useChosenOfficer(chosenId: string) {
  const chosen = useQuery({
    queryKey: [...userKeys.all, 'one', chosenId],
    queryFn: async ({ signal }) =>
      (await api.get<{ success: true; data: User }>(`/users/${chosenId}`, { signal })).data,
    enabled: Boolean(chosenId),
    staleTime: 5 * 60_000,
  });
  return chosen.data ?? null;
}
