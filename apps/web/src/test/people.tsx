import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { LIST_MESSAGES } from '@smms/shared';
import { DataTable, DataTableSearch, pageQueryProps, useListParams } from '@/components/data-table';
import { ApiError } from '@/lib/api-error';

/** A list for the shared table's tests, answered by a fake server with the API's list envelope. */
export interface Person {
  id: number;
  name: string;
  city: string;
}

export interface PeoplePage {
  success: true;
  data: Person[];
  total: number;
  page: number;
  pageSize: number;
  nextCursor: string | null;
  prevCursor: string | null;
  totalIsEstimate: boolean;
}
export type PeopleQuery = Record<string, string | number>;
export type Fetch = (query: PeopleQuery) => Promise<PeoplePage>;

export const PEOPLE_TEXTS = {
  loading: 'Loading people...',
  empty: 'No people found',
  error: 'Failed to load people',
};

const columns: ColumnDef<Person, string>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name' },
  { id: 'city', accessorKey: 'city', header: 'City', enableSorting: false },
];

/** What a cursor belongs to, as the API's fingerprint: every query value but where in the list it is. */
const fingerprint = ({ page: _p, pageSize: _s, cursor: _c, ...list }: PeopleQuery) =>
  JSON.stringify(Object.entries(list).sort(([a], [b]) => a.localeCompare(b)));

const person = (index: number): Person => ({ id: index + 1, name: `Person ${index + 1}`, city: 'Agra' });

/**
 * `total` people, paged as the API pages (lib/list-page.ts): a cursor names the row a page ends (next) or
 * starts (prev) at and fits only the list it came from; `page` alone jumps by offset. With `estimate`, the
 * total said is the planner's guess and `rows` people are really there.
 */
export const peopleServer =
  (total: number, { estimate = false, rows = total } = {}): Fetch =>
  async (query) => {
    const size = Number(query.pageSize);
    let start = (Number(query.page) - 1) * size;
    if (query.cursor !== undefined) {
      const [list, direction, row] = JSON.parse(atob(String(query.cursor))) as [string, string, number];
      if (list !== fingerprint(query))
        throw new ApiError(
          400,
          LIST_MESSAGES.staleCursor,
          { cursor: LIST_MESSAGES.staleCursor },
          LIST_MESSAGES.staleCursor,
        );
      start = direction === 'next' ? row + 1 : Math.max(0, row - size);
    }
    const end = Math.min(start + size, rows);
    const cursor = (direction: string, row: number) =>
      btoa(JSON.stringify([fingerprint(query), direction, row]));
    return {
      success: true,
      data: Array.from({ length: Math.max(0, end - start) }, (_, i) => person(start + i)),
      total,
      page: Math.floor(start / size) + 1,
      pageSize: size,
      nextCursor: end < rows ? cursor('next', end - 1) : null,
      prevCursor: start > 0 && start < rows ? cursor('prev', start) : null,
      totalIsEstimate: estimate,
    };
  };

/** A page with no rows, in the API's envelope. */
export const emptyPeople: PeoplePage = {
  success: true,
  data: [],
  total: 0,
  page: 1,
  pageSize: 50,
  nextCursor: null,
  prevCursor: null,
  totalIsEstimate: false,
};

/** A list as every console list is built: URL params, one page query, pageQueryProps, DataTable. */
export function PeopleList({ fetchPage, onOpen }: { fetchPage: Fetch; onOpen?: (p: Person) => void }) {
  const list = useListParams({ filters: ['city'], defaultSort: 'name', defaultOrder: 'asc' });
  const query = useQuery({
    queryKey: ['people', list.pageQuery],
    queryFn: () => fetchPage(list.pageQuery),
    // As every list of the console: the rows stay while the next page loads.
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <>
      <DataTableSearch value={list.q} onSearch={list.setSearch} placeholder="Search people" />
      <DataTable
        label="People"
        listId="people"
        items="people"
        columns={columns}
        {...pageQueryProps(query)}
        params={list}
        texts={PEOPLE_TEXTS}
        getRowId={(p) => String(p.id)}
        onRowClick={onOpen}
      />
    </>
  );
}
