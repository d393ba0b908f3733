import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PhoneLookupResponse } from '@smms/shared';
import { api } from '@/lib/api-client';
import { userKeys } from '@/lib/api/user-keys';

type LookupResponse = z.infer<typeof PhoneLookupResponse>;
export type PhoneOwner = NonNullable<LookupResponse['user']>;

/** The phone belongs to someone the caller may not manage: taken, but not whose. */
export const OUT_OF_SCOPE = 'out-of-scope' as const;
export type PhoneLookupResult = PhoneOwner | typeof OUT_OF_SCOPE | null;

export async function lookupPhone(phone: string, signal?: AbortSignal): Promise<PhoneLookupResult> {
  const { exists, user } = await api.get<LookupResponse>('/users/lookup', { query: { phone }, signal });
  return exists ? (user ?? OUT_OF_SCOPE) : null;
}

export const phoneLookupQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: userKeys.lookup(phone),
    queryFn: ({ signal }) => lookupPhone(phone, signal),
    staleTime: 0,
  });

/** Who owns a phone, asked fresh each time the phone field is left (the "User Already Exists" check). */
export function usePhoneLookup() {
  const queryClient = useQueryClient();
  return useCallback(
    (phone: string) => queryClient.fetchQuery(phoneLookupQueryOptions(phone)),
    [queryClient],
  );
}
