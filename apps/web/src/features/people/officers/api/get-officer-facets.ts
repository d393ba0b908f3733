import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX, type View } from '@smms/shared';
import { fetchFieldOfficers } from '@/lib/api/get-field-officers';
import { userKeys } from '@/lib/api/user-keys';

export interface OfficerFacets {
  subDivisions: string[];
  sections: string[];
}

const distinct = (values: (string | null)[]) =>
  [...new Set(values.filter((v): v is string => Boolean(v?.trim())))].sort((a, b) => a.localeCompare(b));

/**
 * The Sub Division and Section options behind "More Filters": the places of the caller's officers. An
 * AE_ADMIN's officers fit in one page; the server has no people-side facet call yet.
 */
export const officerFacetsQueryOptions = (view: View) =>
  queryOptions({
    queryKey: [...userKeys.lists(), 'facets', view] as const,
    queryFn: async ({ signal }): Promise<OfficerFacets> => {
      const page = await fetchFieldOfficers(
        { view, pageSize: PAGE_SIZE_MAX, sort: 'division', order: 'asc' },
        signal,
      );
      return {
        subDivisions: distinct(page.data.map((o) => o.subDivision)),
        sections: distinct(page.data.map((o) => o.section)),
      };
    },
    staleTime: 5 * 60_000,
  });

export const useOfficerFacets = (view: View, enabled: boolean) =>
  useQuery({ ...officerFacetsQueryOptions(view), enabled });
