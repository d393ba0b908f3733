import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import {
  PEOPLE_TEXTS as TEXTS,
  PeopleList,
  emptyPeople,
  peopleServer as pageOf,
  type Fetch,
  type PeoplePage,
} from '@/test/people';
import { DataTableSearch, SEARCH_DELAY_MS } from '.';

describe('DataTable', () => {
  it('pages with Next and Previous through the URL', async () => {
    const user = userEvent.setup();
    const { params } = renderRoute(<PeopleList fetchPage={pageOf(120)} />);
    expect(await screen.findByText('Showing 1–50 of 120 people')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(params().get('page')).toBe('2');
    expect(await screen.findByText('Showing 51–100 of 120 people')).toBeInTheDocument();
    expect(screen.getByText('Person 51')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 101–120 of 120 people')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(params().get('page')).toBe('2');
  });

  it('moves a bookmarked page past the end to the last page', async () => {
    const { params } = renderRoute(<PeopleList fetchPage={pageOf(120)} />, '/list?page=9');
    expect(await screen.findByText('Showing 101–120 of 120 people')).toBeInTheDocument();
    expect(params().get('page')).toBe('3');
  });

  it('changes the page size and goes back to the first page', async () => {
    const user = userEvent.setup();
    const { params } = renderRoute(<PeopleList fetchPage={pageOf(300)} />, '/list?page=3');
    expect(await screen.findByText('Showing 101–150 of 300 people')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Rows per page'), '100');
    expect(params().get('pageSize')).toBe('100');
    expect(params().get('page')).toBeNull();
    expect(await screen.findByText('Showing 1–100 of 300 people')).toBeInTheDocument();
  });

  it('toggles the order of a sortable column and says so with aria-sort', async () => {
    const user = userEvent.setup();
    const fetchPage = vi.fn(pageOf(10));
    const { params } = renderRoute(<PeopleList fetchPage={fetchPage} />);
    await screen.findByText('Person 1');
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'City' })).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(params().get('sort')).toBe('name');
    expect(params().get('order')).toBe('desc');
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'name', order: 'desc' }));

    await user.click(screen.getByRole('button', { name: /Name/ }));
    // Back at the default order, which stays out of the URL.
    expect(params().get('order')).toBeNull();
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
  });

  it('shows the loading text, then the empty text', async () => {
    let resolve: (page: PeoplePage) => void = () => {};
    renderRoute(<PeopleList fetchPage={() => new Promise((r) => (resolve = r))} />);
    expect(await screen.findByText(TEXTS.loading)).toBeInTheDocument();
    // Nothing is counted before the first page arrives: no "Showing 0 of 0" under "Loading…".
    expect(screen.queryByText(/^Showing /)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Page /)).not.toBeInTheDocument();
    act(() => resolve(emptyPeople));
    expect(await screen.findByText(TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 people')).toBeInTheDocument();
    expect(screen.getByText(/^Page 1 of /)).toBeInTheDocument();
  });

  it('shows the error text and refetches on Retry, without reloading the page', async () => {
    const user = userEvent.setup();
    const fetchPage = vi.fn<Fetch>().mockRejectedValueOnce(new Error('down')).mockImplementation(pageOf(3));
    renderRoute(<PeopleList fetchPage={fetchPage} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.error);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Person 3')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('opens a row on click and on Enter', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderRoute(<PeopleList fetchPage={pageOf(2)} onOpen={onOpen} />);
    await user.click(await screen.findByText('Person 1'));
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }));
    const second = screen.getByText('Person 2').closest('tr') as HTMLElement;
    second.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
  });

  it('puts the search in the URL after a pause and starts again from page 1', async () => {
    const user = userEvent.setup();
    const fetchPage = vi.fn(pageOf(120));
    const { params } = renderRoute(<PeopleList fetchPage={fetchPage} />, '/list?page=2');
    await screen.findByText('Person 51');
    await user.type(screen.getByRole('searchbox'), 'Agra');
    expect(params().get('q')).toBeNull();
    await waitFor(() => expect(params().get('q')).toBe('Agra'), { timeout: SEARCH_DELAY_MS * 5 });
    expect(params().get('page')).toBeNull();
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'Agra', page: 1 })),
    );
  });

  it('commits a pending search at once when the box is left or Enter is pressed, before what comes next', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const { params } = renderRoute(<PeopleList fetchPage={pageOf(3)} onOpen={onOpen} />);
    await screen.findByText('Person 1');
    await user.type(screen.getByRole('searchbox'), 'Agra');
    // The click on a row leaves the box first: the search is in the URL before the row opens.
    await user.click(screen.getByText('Person 2'));
    expect(params().get('q')).toBe('Agra');
    expect(onOpen).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole('searchbox'), ' Rural{Enter}');
    expect(params().get('q')).toBe('Agra Rural');
  });

  it('marks which address its rows answer only once the rows for the current address are shown', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const slow: Fetch = async (query) => {
      if (Number(query.page) === 2) await new Promise<void>((resolve) => (release = resolve));
      return pageOf(120)(query);
    };
    renderRoute(<PeopleList fetchPage={slow} />, '/list');
    const table = await screen.findByRole('table', { name: 'People' });
    await waitFor(() => expect(table).toHaveAttribute('data-rows-for', '/list'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The address already says page 2, but the rows on screen are still page 1's.
    expect(table).toHaveAttribute('data-rows-for', '');
    expect(screen.getByText('Person 1')).toBeInTheDocument();
    release();
    await waitFor(() =>
      expect(table).toHaveAttribute('data-rows-for', expect.stringMatching(/^\/list\?page=2&cursor=./)),
    );
    expect(screen.getByText('Person 51')).toBeInTheDocument();
  });

  it('hands a typed search over once, even when the box is left before the pause', async () => {
    // The commit on leaving must cancel the timed one: under load the URL may not have caught up yet,
    // and a second, late commit would navigate back to the list after a row had already been opened.
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderRoute(<DataTableSearch value="" onSearch={onSearch} placeholder="Search people" />);
    await user.type(screen.getByRole('searchbox'), 'Agra');
    await user.tab();
    expect(onSearch).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS * 3));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Agra');
  });

  it('follows Back to the previous page of the list', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(<PeopleList fetchPage={pageOf(120)} />);
    await screen.findByText('Showing 1–50 of 120 people');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 51–100 of 120 people');
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Showing 1–50 of 120 people')).toBeInTheDocument();
  });
});
