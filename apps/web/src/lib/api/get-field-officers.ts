import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FieldOfficerPage } from '@smms/shared';
import { api } from '@/lib/api-client';
import { userKeys } from './user-keys';

export type OfficerListQuery = Record<string, string | number>;

export const FIELD_OFFICERS_PATH = '/users/field-officers/list';

/** One page of officers with their meter and modem counts (the server scopes an AE_ADMIN to its own). */
export const fetchFieldOfficers = (query: OfficerListQuery, signal?: AbortSignal) =>
  api.get<FieldOfficerPage>(FIELD_OFFICERS_PATH, { query, signal });

export const fieldOfficersQueryOptions = (query: OfficerListQuery) =>
  queryOptions({
    queryKey: userKeys.officers(query),
    queryFn: ({ signal }) => fetchFieldOfficers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useFieldOfficers = (query: OfficerListQuery, enabled = true) =>
  useQuery({ ...fieldOfficersQueryOptions(query), enabled });
