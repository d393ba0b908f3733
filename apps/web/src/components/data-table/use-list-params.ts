import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  LIST_FILTER_TEXTS,
  PAGE_SIZE_DEFAULT,
  SEARCH_MIN_LENGTH,
  SORT_ORDERS,
  type SortOrder,
} from '@smms/shared';
import { notify } from '@/lib/notify';
import { useUserStoredValue } from '@/lib/user-storage';

export const PAGE_SIZE_OPTIONS = [25, 50, 100, 200] as const;

/** The URL value of a filter's "all" option when the filter has a default. */
export const ALL_FILTER = 'all';

/** The signed-in user's page size, kept in this browser for every list opened without one in the URL. */
export const PAGE_SIZE_STORAGE_NAME = 'page-size';
const parsePageSize = (raw: string | null): string =>
  PAGE_SIZE_OPTIONS.some((n) => String(n) === raw) ? (raw as string) : String(PAGE_SIZE_DEFAULT);

export interface ListParamsConfig<F extends string> {
  /** The list's own filters, each one URL parameter (e.g. status, division). */
  filters?: readonly F[];
  /**
   * A filter's value when the URL names none (e.g. a review queue opens on what still awaits the
   * reviewer). Choosing the "all" option then puts ALL_FILTER in the URL, since "no parameter" is taken.
   */
  defaults?: Partial<Record<F, string>>;
  defaultSort?: string;
  defaultOrder?: SortOrder;
  /**
   * The values a filter offers, with its name for the notice (issue 38): a link's value outside them (a stale
   * bookmark's `?review=All+Pending`) is dropped from the URL, with a notice, instead of an error Retry cannot
   * clear. A filter not named here (a division, a day) takes any value.
   */
  offered?: Partial<Record<F, { name: string; values: readonly string[] }>>;
  /** The sorts the list offers; another `sort` in the link is dropped the same way. */
  sorts?: readonly string[];
}

type Changes = Record<string, string | number | null | undefined>;

/** How setPage moves: `replace` corrects the URL without a history entry; `cursor` moves by keyset. */
export interface PageMove {
  replace?: boolean;
  /** The nextCursor or prevCursor of the page on screen; without one, `page` jumps by offset. */
  cursor?: string | null;
}

export interface ListParams<F extends string = string> {
  page: number;
  /** The keyset cursor that led to this page (issue 12), if the user moved here by Next or Previous. */
  cursor: string | undefined;
  pageSize: number;
  q: string;
  sort: string | undefined;
  order: SortOrder;
  /** The list's own order, kept out of the URL; it may be by a field no column shows (installed on). */
  defaultSort: string | undefined;
  filters: Record<F, string>;
  /** The filters whose value differs from the list's default (what the filter chips show). */
  changedFilters: F[];
  /** A search or a filter other than the defaults narrows the list. */
  filtered: boolean;
  /** Drops the search and puts every filter back to its default. */
  clearFilters: () => void;
  /** Puts one filter back to its default. */
  resetFilter: (name: F) => void;
  /** Puts several filters back to their defaults at once (a range's two days). */
  resetFilters: (names: readonly F[]) => void;
  /** Goes to a page, by the cursor when one is given; the cursor only fits this list as it is filtered. */
  setPage: (page: number, options?: PageMove) => void;
  setPageSize: (pageSize: number) => void;
  setSearch: (q: string) => void;
  setFilter: (name: F, value: string) => void;
  setSort: (sort: string, order: SortOrder) => void;
  /** One filter and the order together, as one step of history (Start reviewing shows what it claimed). */
  show: (name: F, value: string, sort: string, order: SortOrder) => void;
  /** Search, filters and order, without paging: what an export of the whole list needs, in the list's order. */
  exportQuery: Record<string, string>;
  /** exportQuery plus paging (and the cursor, if any): what one page of the list needs. */
  pageQuery: Record<string, string | number>;
}

const positiveInt = (raw: string | null): number | null => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Search, filters, page, page size and order of a list, kept in the URL so a view can be bookmarked
 * and Back returns to it. Defaults stay out of the URL; any change but paging goes back to page 1 and
 * drops the cursor, which only fits the list it came from. A search shorter than the API accepts
 * (a bookmark of ?q=ab) counts as no search.
 */
export function useListParams<F extends string = never>(config: ListParamsConfig<F> = {}): ListParams<F> {
  const { filters: filterNames = [], defaultSort, defaultOrder = 'desc' } = config;
  const defaultsKey = JSON.stringify(config.defaults ?? {});
  const [searchParams, setSearchParams] = useSearchParams();

  const update = useCallback(
    (changes: Changes, { resetPage = true, replace = false } = {}) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (resetPage) {
            next.delete('page');
            next.delete('cursor');
          }
          return next;
        },
        { replace },
      ),
    [setSearchParams],
  );

  const page = positiveInt(searchParams.get('page')) ?? 1;
  const cursor = searchParams.get('cursor') || undefined;
  const rawSize = positiveInt(searchParams.get('pageSize'));
  const [storedSize, storePageSize] = useUserStoredValue(PAGE_SIZE_STORAGE_NAME, parsePageSize);
  const pageSize = PAGE_SIZE_OPTIONS.find((n) => n === rawSize) ?? Number(storedSize);
  const rawQ = searchParams.get('q')?.trim() ?? '';
  const q = rawQ.length >= SEARCH_MIN_LENGTH ? rawQ : '';
  const offeredKey = JSON.stringify(config.offered ?? {});
  const offered = useMemo(
    () => JSON.parse(offeredKey) as Partial<Record<F, { name: string; values: string[] }>>,
    [offeredKey],
  );
  const isOffered = (name: F, raw: string | null) =>
    raw === null || raw === ALL_FILTER || !offered[name] || offered[name].values.includes(raw);
  const rawSort = searchParams.get('sort');
  const sortOffered = (value: string | null) =>
    value === null || !config.sorts || config.sorts.includes(value);
  const sort = (sortOffered(rawSort) ? rawSort : null) ?? defaultSort;
  const rawOrder = searchParams.get('order');
  const order = SORT_ORDERS.find((o) => o === rawOrder) ?? defaultOrder;
  // A string key keeps `filters` stable while the URL's filter values stay the same.
  const filterKey = JSON.stringify(
    filterNames.map((name) => {
      const inUrl = searchParams.get(name);
      const raw = (isOffered(name, inUrl) ? inUrl : null) ?? config.defaults?.[name] ?? '';
      return [name, raw === ALL_FILTER ? '' : raw];
    }),
  );
  const filters = useMemo(
    () => Object.fromEntries(JSON.parse(filterKey) as [F, string][]) as Record<F, string>,
    [filterKey],
  );

  const changedKey = JSON.stringify(
    filterNames.filter((name) => {
      const raw = searchParams.get(name);
      return raw !== null && isOffered(name, raw) && raw !== (config.defaults?.[name] ?? '');
    }),
  );
  const changedFilters = useMemo(() => JSON.parse(changedKey) as F[], [changedKey]);
  const filterNamesKey = JSON.stringify(filterNames);

  // What the link holds that the list does not offer: dropped from the URL (replaced, not pushed, so Back does
  // not return to it) with one notice naming it; the list meanwhile reads as if it were absent.
  const ignoredKey = JSON.stringify([
    ...filterNames
      .filter((name) => !isOffered(name, searchParams.get(name)))
      .map((name) => ({
        param: name,
        name: offered[name]?.name ?? name,
        value: searchParams.get(name) ?? '',
      })),
    ...(sortOffered(rawSort)
      ? []
      : [{ param: 'sort', name: LIST_FILTER_TEXTS.sortName, value: rawSort ?? '' }]),
  ]);
  useEffect(() => {
    const ignored = JSON.parse(ignoredKey) as { param: string; name: string; value: string }[];
    if (ignored.length === 0) return;
    const dropped = Object.fromEntries(ignored.map((i) => [i.param, null]));
    if (ignored.some((i) => i.param === 'sort')) dropped.order = null;
    update(dropped, { resetPage: false, replace: true });
    notify.info(LIST_FILTER_TEXTS.ignoredTitle, LIST_FILTER_TEXTS.ignored(ignored));
  }, [ignoredKey, update]);

  const exportQuery = useMemo(() => {
    const query: Record<string, string> = {};
    if (q) query.q = q;
    for (const [name, value] of Object.entries<string>(filters)) if (value) query[name] = value;
    if (sort) Object.assign(query, { sort, order });
    return query;
  }, [q, filters, sort, order]);

  const pageQuery = useMemo(
    () => ({ ...exportQuery, page, pageSize, ...(cursor ? { cursor } : {}) }),
    [exportQuery, page, pageSize, cursor],
  );

  const setters = useMemo(() => {
    // A filter's value in the URL: none when it is the default, `all` when the default is cleared.
    const filterChange = (name: F, value: string) => {
      const fallback = (JSON.parse(defaultsKey) as Partial<Record<F, string>>)[name];
      return { [name]: value === (fallback ?? '') ? null : value || ALL_FILTER };
    };
    const sortChange = (nextSort: string, nextOrder: SortOrder) => {
      const isDefault = nextSort === defaultSort && nextOrder === defaultOrder;
      return { sort: isDefault ? null : nextSort, order: isDefault ? null : nextOrder };
    };
    return {
      setPage: (next: number, { replace = false, cursor: via = null }: PageMove = {}) =>
        update({ page: next > 1 ? next : null, cursor: via }, { resetPage: false, replace }),
      setPageSize: (next: number) => {
        storePageSize(String(next));
        update({ pageSize: next === PAGE_SIZE_DEFAULT ? null : next });
      },
      setSearch: (next: string) => update({ q: next.trim() }),
      setFilter: (name: F, value: string) => update(filterChange(name, value)),
      resetFilter: (name: F) => update({ [name]: null }),
      resetFilters: (names: readonly F[]) => update(Object.fromEntries(names.map((name) => [name, null]))),
      clearFilters: () =>
        update(Object.fromEntries(['q', ...(JSON.parse(filterNamesKey) as string[])].map((k) => [k, null]))),
      setSort: (nextSort: string, nextOrder: SortOrder) => update(sortChange(nextSort, nextOrder)),
      show: (name: F, value: string, nextSort: string, nextOrder: SortOrder) =>
        update({ ...filterChange(name, value), ...sortChange(nextSort, nextOrder) }),
    };
  }, [update, defaultSort, defaultOrder, defaultsKey, filterNamesKey, storePageSize]);

  const filtered = q !== '' || changedFilters.length > 0;
  return {
    page,
    cursor,
    pageSize,
    q,
    sort,
    order,
    defaultSort,
    filters,
    changedFilters,
    filtered,
    exportQuery,
    pageQuery,
    ...setters,
  };
}
