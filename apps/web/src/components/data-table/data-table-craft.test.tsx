import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { FullPageSpinner } from '@/components/ui/spinner';
import { UserStorageScope, useUserStoredValue } from '@/lib/user-storage';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { DataTable, ListToolbar, useListParams } from '.';

interface Person {
  id: number;
  name: string;
  city: string;
  visits: number;
}
type Fetch = (query: Record<string, string | number>) => Promise<{ rows: Person[]; total: number }>;

const columns: ColumnDef<Person, unknown>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name' },
  { id: 'city', accessorKey: 'city', header: 'City', enableSorting: false },
  { id: 'visits', accessorKey: 'visits', header: 'Visits', meta: { numeric: true } },
  { id: 'actions', header: 'Actions', cell: () => <button type="button">Edit</button> },
];
const TEXTS = { loading: 'Loading people...', empty: 'No people found', error: 'Failed to load people' };
const CITIES = [
  { value: 'agra', label: 'Agra Rural' },
  { value: 'mathura', label: 'Mathura' },
];

/** 300 people in Agra; a search or another city finds nobody. */
const people: Fetch = async (query) => {
  const total = query.q || (query.city && query.city !== 'agra') ? 0 : 300;
  const page = Number(query.page);
  const size = Number(query.pageSize);
  const count = Math.max(0, Math.min(size, total - (page - 1) * size));
  const rows = Array.from({ length: count }, (_, i) => {
    const id = (page - 1) * size + i + 1;
    return { id, name: `Person ${id}`, city: 'Agra', visits: id * 3 };
  });
  return { rows, total };
};

function People({
  onOpen = () => {},
  defaultSort = 'name',
}: {
  onOpen?: (p: Person) => void;
  /** The list's own order: by name, or by a field no column shows. */
  defaultSort?: string;
}) {
  const list = useListParams<'city'>({ filters: ['city'], defaultSort, defaultOrder: 'asc' });
  const query = useQuery({
    queryKey: ['people', list.pageQuery],
    queryFn: () => people(list.pageQuery),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <>
      <ListToolbar
        list={list}
        search={{ placeholder: 'Search people' }}
        filters={[{ param: 'city', label: 'City filter', all: 'All Cities', options: CITIES }]}
      />
      <input aria-label="Note" />
      <DataTable
        label="People"
        listId="people"
        items="people"
        columns={columns}
        data={query.data?.rows}
        total={query.data?.total ?? 0}
        params={list}
        texts={TEXTS}
        status={{
          isLoading: query.isPending,
          isError: query.isError,
          isFetching: query.isFetching,
          isPlaceholderData: query.isPlaceholderData,
          onRetry: () => void query.refetch(),
        }}
        onRowClick={onOpen}
        rowLabel={(p) => `Open ${p.name}`}
      />
    </>
  );
}

const asUser = (userId: number) => (
  <UserStorageScope userId={userId} pending={<FullPageSpinner />}>
    <People />
  </UserStorageScope>
);

describe('DataTable keyboard', () => {
  it('moves between rows with the arrow keys, Home and End, with one Tab stop for all rows', async () => {
    const user = userEvent.setup();
    renderRoute(<People />);
    const first = await screen.findByRole('row', { name: 'Open Person 1' });
    const rows = screen.getAllByRole('row', { name: /^Open Person/ });
    expect(rows.filter((row) => row.tabIndex === 0)).toEqual([first]);

    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('row', { name: 'Open Person 2' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}');
    expect(first).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('row', { name: 'Open Person 50' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
    // The Tab stop follows the row last focused, so Tab comes back to it.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('row', { name: 'Open Person 2' })).toHaveAttribute('tabindex', '0');
    expect(first).toHaveAttribute('tabindex', '-1');
  });

  it('opens the focused row with Enter after moving to it', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderRoute(<People onOpen={onOpen} />);
    (await screen.findByRole('row', { name: 'Open Person 1' })).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 3 }));
  });

  it('focuses the search with /, but not while typing in a field', async () => {
    const user = userEvent.setup();
    renderRoute(<People />);
    const search = screen.getByRole('searchbox');
    (await screen.findByRole('row', { name: 'Open Person 1' })).focus();
    await user.keyboard('/');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');

    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.click(note);
    await user.keyboard('a/b');
    expect(note).toHaveFocus();
    expect(note).toHaveValue('a/b');
  });
});

describe('DataTable filters', () => {
  it('shows each search and filter as a removable chip, and Clear filters on empty results', async () => {
    const user = userEvent.setup();
    const { params } = renderRoute(<People />, '/list?q=zzz&city=mathura');
    expect(await screen.findByText(TEXTS.empty)).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Search: zzz', 'City: Mathura']);

    await user.click(screen.getByRole('button', { name: 'Remove City: Mathura' }));
    expect(params().get('city')).toBeNull();
    expect(params().get('q')).toBe('zzz');

    // The empty list's own Clear filters button (one more sits beside the chips).
    const table = screen.getByRole('table', { name: 'People' });
    await user.click(within(table).getByRole('button', { name: 'Clear filters' }));
    expect(params().toString()).toBe('');
    expect(await screen.findByText('Showing 1–50 of 300 people')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows no chips for a list at its defaults', async () => {
    renderRoute(<People />, '/list?page=2');
    expect(await screen.findByText('Showing 51–100 of 300 people')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });
});

describe('DataTable preferences', () => {
  // The server is away: what these tests read is this browser's own copy of each user's choices.
  beforeEach(() => mockFetch(() => Response.error()));

  it('hides a column chosen in the Columns menu and remembers it for this list and user', async () => {
    const user = userEvent.setup();
    const first = renderRoute(asUser(7));
    await screen.findByText('Person 1');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu');
    // The actions column is not the user's to hide.
    expect(
      within(menu)
        .getAllByRole('menuitemcheckbox')
        .map((item) => item.textContent),
    ).toEqual(['Name', 'City', 'Visits']);
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'City' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
    first.unmount();

    renderRoute(asUser(7));
    await screen.findByText('Person 1');
    expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Visits' })).toBeInTheDocument();
  });

  it('keeps each user’s column choice apart', async () => {
    localStorage.setItem('smms.user.7.columns.people', '["city"]');
    renderRoute(asUser(8));
    await screen.findByText('Person 1');
    expect(screen.getByRole('columnheader', { name: 'City' })).toBeInTheDocument();
  });

  it('opens a list without a page size in the URL at the size the user chose last', async () => {
    const user = userEvent.setup();
    const first = renderRoute(asUser(7));
    await screen.findByText('Showing 1–50 of 300 people');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '100');
    expect(await screen.findByText('Showing 1–100 of 300 people')).toBeInTheDocument();
    first.unmount();

    const { params } = renderRoute(asUser(7), '/list');
    expect(await screen.findByText('Showing 1–100 of 300 people')).toBeInTheDocument();
    expect(screen.getByLabelText('Rows per page')).toHaveValue('100');
    expect(params().get('pageSize')).toBeNull();
  });

  it('lets a page size in the URL win, and another user keep the default', async () => {
    localStorage.setItem('smms.user.7.page-size', '100');
    const first = renderRoute(asUser(7), '/list?pageSize=25');
    expect(await screen.findByText('Showing 1–25 of 300 people')).toBeInTheDocument();
    first.unmount();
    renderRoute(asUser(9), '/list');
    expect(await screen.findByText('Showing 1–50 of 300 people')).toBeInTheDocument();
  });
});

/** The server's side of the preferences (GET/PUT /me/preferences): `kept` is what it holds. */
function preferencesServer(kept: Record<string, string>, { failPuts = false } = {}) {
  const puts: { name: string; value: string }[] = [];
  const spy = mockFetch((url, init) => {
    if (!url.includes('/me/preferences')) return json(404, { success: false, message: 'Not found' });
    if (init.method !== 'PUT') return json(200, { success: true, data: kept });
    const name = decodeURIComponent(url.split('/').pop() ?? '');
    const { value } = JSON.parse(String(init.body)) as { value: string };
    puts.push({ name, value });
    if (failPuts) return json(503, { success: false, message: 'Service unavailable' });
    kept[name] = value;
    return json(200, { success: true, data: { name, value } });
  });
  return { spy, puts };
}

describe('DataTable preferences on the server (issue 38, item 10)', () => {
  const hideCity = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitemcheckbox', { name: 'City' }));
    await user.keyboard('{Escape}');
  };

  it('sends a column choice to the server, showing it at once', async () => {
    const user = userEvent.setup();
    const server = preferencesServer({});
    renderRoute(asUser(7));
    await screen.findByText('Person 1');
    await hideCity(user);
    expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
    await waitFor(() => expect(server.puts).toEqual([{ name: 'columns.people', value: '["city"]' }]));
    expect(server.spy.mock.calls.some(([url]) => String(url).endsWith('/api/v1/me/preferences'))).toBe(true);
  });

  it('uses the choice the server holds in a browser that has none, and keeps it for the next first paint', async () => {
    preferencesServer({ 'columns.people': '["city"]', 'page-size': '100' });
    renderRoute(asUser(7));
    expect(await screen.findByText('Showing 1–100 of 300 people')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
    expect(localStorage.getItem('smms.user.7.columns.people')).toBe('["city"]');
  });

  it('in a browser with no copy yet, reads no list until the server’s preferences come (one read, at its size)', async () => {
    let answer = (_: Response) => {};
    const held = new Promise<Response>((resolve) => (answer = resolve));
    mockFetch(() => held);
    const sizes: string[] = [];
    const Recorded = () => {
      const list = useListParams<never>({ defaultSort: 'name' });
      sizes.push(String(list.pageQuery.pageSize));
      return null;
    };
    renderRoute(
      <UserStorageScope userId={8} pending={<FullPageSpinner />}>
        <Recorded />
      </UserStorageScope>,
    );
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(sizes).toEqual([]);
    answer(json(200, { success: true, data: { 'page-size': '100' } }));
    await waitFor(() => expect(sizes.length).toBeGreaterThan(0));
    expect(new Set(sizes)).toEqual(new Set(['100']));
    expect(localStorage.getItem('smms.copied.8')).toBe('1');
  });

  it('keeps one setter while the server’s values arrive, so nothing that depends on it runs again', async () => {
    localStorage.setItem('smms.copied.9', '1');
    let answer = (_: Response) => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const setters = new Set<unknown>();
    const values: string[] = [];
    const Recorded = () => {
      const [value, set] = useUserStoredValue('page-size', (raw) => raw ?? '50');
      setters.add(set);
      values.push(value);
      return null;
    };
    renderRoute(
      <UserStorageScope userId={9} pending={<FullPageSpinner />}>
        <Recorded />
      </UserStorageScope>,
    );
    await waitFor(() => expect(values).toContain('50'));
    answer(json(200, { success: true, data: { 'page-size': '100' } }));
    await waitFor(() => expect(values.at(-1)).toBe('100'));
    expect(setters.size).toBe(1);
  });

  it('keeps a choice the server did not take, over the server’s older one, and sends it again next time', async () => {
    const user = userEvent.setup();
    const failing = preferencesServer({}, { failPuts: true });
    const first = renderRoute(asUser(7));
    await screen.findByText('Person 1');
    await hideCity(user);
    await waitFor(() => expect(failing.puts).toHaveLength(1));
    expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
    first.unmount();

    const server = preferencesServer({ 'columns.people': '[]' });
    renderRoute(asUser(7));
    await screen.findByText('Person 1');
    await waitFor(() => expect(server.puts).toEqual([{ name: 'columns.people', value: '["city"]' }]));
    expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
  });
});

describe('DataTable on a phone', () => {
  // A phone's width, as the table asks for it (PHONE_QUERY).
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query === '(max-width: 639px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('shows each row as a card of "Column: value" pairs with a Sort by select', async () => {
    const user = userEvent.setup();
    const { params } = renderRoute(<People />);
    const row = await screen.findByRole('row', { name: 'Open Person 2' });
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('data-layout', 'cards');
    expect(row).toHaveTextContent('NamePerson 2');
    expect(row).toHaveTextContent('Visits6');
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    // No sort buttons hidden in the header: sorting is the select's.
    expect(screen.queryByRole('button', { name: /^Name/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Visits (descending)');
    expect(params().get('sort')).toBe('visits');
    expect(params().get('order')).toBe('desc');
  });

  it("names the list's own order when no column shows it, and goes back to it", async () => {
    const user = userEvent.setup();
    const { params } = renderRoute(<People defaultSort="joinedOn" />);
    await screen.findByRole('row', { name: 'Open Person 2' });
    const sortBy = screen.getByLabelText<HTMLSelectElement>('Sort by');
    // Not "Name (ascending)", the first column's order, while the rows are in the list's own.
    expect(sortBy.selectedOptions[0]?.textContent).toBe('Oldest first');
    await user.selectOptions(sortBy, 'Visits (descending)');
    expect(params().get('sort')).toBe('visits');
    await user.selectOptions(sortBy, 'Newest first');
    expect([params().get('sort'), params().get('order')]).toEqual(['joinedOn', 'desc']);
    await user.selectOptions(sortBy, 'Oldest first');
    expect([params().get('sort'), params().get('order')]).toEqual([null, null]);
    expect(sortBy.selectedOptions[0]?.textContent).toBe('Oldest first');
  });
});
