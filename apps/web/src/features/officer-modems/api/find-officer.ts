import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FieldOfficer, View } from '@smms/shared';
import { fetchFieldOfficers } from '@/lib/api/get-field-officers';
import { userKeys } from '@/lib/api/user-keys';

/** The officer who owns a phone, through the list call's search (a phone is unique). */
export const officerByPhoneQueryOptions = (phone: string, view?: View) => {
  const query = { q: phone, pageSize: 25, ...(view ? { view } : {}) };
  return queryOptions({
    queryKey: [...userKeys.officers(query), 'by-phone'] as const,
    queryFn: async ({ signal }): Promise<FieldOfficer | null> =>
      (await fetchFieldOfficers(query, signal)).data.find((o) => o.phone === phone) ?? null,
  });
};

export const useOfficerByPhone = (phone: string, view?: View, enabled = true) =>
  useQuery({ ...officerByPhoneQueryOptions(phone, view), enabled });
