import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIST_MESSAGES } from '@smms/shared';
import { renderRoute } from '@/test/render-route';
import { PeopleList, peopleServer } from '@/test/people';
import { SEARCH_DELAY_MS } from '.';

const next = () => screen.getByRole('button', { name: 'Next' });
const previous = () => screen.getByRole('button', { name: 'Previous' });

describe('DataTable paging by cursor (issue 12)', () => {
  it('moves Next and Previous by the cursors of the page on screen, the URL keeping both', async () => {
    const user = userEvent.setup();
    const fetchPage = vi.fn(peopleServer(120));
    const { params } = renderRoute(<PeopleList fetchPage={fetchPage} />);
    expect(await screen.findByText('Showing 1–50 of 120 people')).toBeInTheDocument();
    expect(previous()).toBeDisabled();

    await user.click(next());
    expect(await screen.findByText('Person 51')).toBeInTheDocument();
    expect(params().get('page')).toBe('2');
    const second = params().get('cursor');
    expect(second).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, cursor: second }));

    await user.click(next());
    expect(await screen.findByText('Showing 101–120 of 120 people')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    expect(params().get('cursor')).not.toBe(second);

    await user.click(previous());
    expect(await screen.findByText('Showing 51–100 of 120 people')).toBeInTheDocument();
    expect(params().get('page')).toBe('2');
    expect(params().get('cursor')).toBeTruthy();

    // The top of the list is page 1 by offset: no cursor, no page in the URL.
    await user.click(previous());
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    expect(params().toString()).toBe('');
  });

  it('keeps keyboard focus on the paging buttons when Next or Previous turns disabled at either end', async () => {
    const user = userEvent.setup();
    renderRoute(<PeopleList fetchPage={peopleServer(120)} />);
    expect(await screen.findByText('Showing 1–50 of 120 people')).toBeInTheDocument();
    next().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Showing 51–100 of 120 people')).toBeInTheDocument();
    expect(next()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Showing 101–120 of 120 people')).toBeInTheDocument();
    // The last page: Next is disabled, and focus is on Previous, not the page's body.
    expect(next()).toBeDisabled();
    expect(previous()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Showing 51–100 of 120 people')).toBeInTheDocument();
    expect(previous()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Showing 1–50 of 120 people')).toBeInTheDocument();
    expect(previous()).toBeDisabled();
    expect(next()).toHaveFocus();
  });

  it('offers Next while the page has a nextCursor, whatever an estimated total says, and says "about"', async () => {
    const user = userEvent.setup();
    renderRoute(<PeopleList fetchPage={peopleServer(1234567, { estimate: true, rows: 120 })} />);
    expect(await screen.findByText('Showing 1–50 of about 12,34,567 people')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of about 24,692')).toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByText('Showing 51–100 of about 12,34,567 people')).toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByText('Showing 101–120 of about 12,34,567 people')).toBeInTheDocument();
    // The last page has no nextCursor: Next stops here though the estimate counts 24,692 pages.
    expect(next()).toBeDisabled();
    expect(screen.getByText('Page 3 of about 24,692')).toBeInTheDocument();
  });

  it('groups an exact total as the console writes counts, without "about"', async () => {
    renderRoute(<PeopleList fetchPage={peopleServer(1234567)} />);
    expect(await screen.findByText('Showing 1–50 of 12,34,567 people')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 24,692')).toBeInTheDocument();
  });

  it('drops the cursor and the page on a change of page size, sort or search', async () => {
    const user = userEvent.setup();
    const { params } = renderRoute(<PeopleList fetchPage={peopleServer(300)} />);
    await screen.findByText('Person 1');
    const toPageTwo = async () => {
      await user.click(next());
      await waitFor(() => expect(params().get('cursor')).toBeTruthy());
      await screen.findByText(/^Showing (51|101)–/);
    };

    await toPageTwo();
    await user.selectOptions(screen.getByLabelText('Rows per page'), '100');
    expect(params().get('cursor')).toBeNull();
    expect(params().get('page')).toBeNull();
    expect(await screen.findByText('Showing 1–100 of 300 people')).toBeInTheDocument();

    await toPageTwo();
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(params().get('cursor')).toBeNull();
    expect(params().get('page')).toBeNull();
    expect(params().get('order')).toBe('desc');

    await screen.findByText('Showing 1–100 of 300 people');
    await toPageTwo();
    await user.type(screen.getByRole('searchbox'), 'Agra{Enter}');
    expect(params().get('q')).toBe('Agra');
    expect(params().get('cursor')).toBeNull();
    expect(params().get('page')).toBeNull();
  });

  it('returns to the previous page with Back, cursor and all', async () => {
    const user = userEvent.setup();
    const { router, params } = renderRoute(<PeopleList fetchPage={peopleServer(300)} />);
    await screen.findByText('Person 1');
    await user.click(next());
    await screen.findByText('Person 51');
    const second = params().toString();
    await user.click(next());
    await screen.findByText('Person 101');
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Showing 51–100 of 300 people')).toBeInTheDocument();
    expect(params().toString()).toBe(second);
  });

  it('sends a stale cursor (an old bookmark) back to page 1 of the same list, with a notice', async () => {
    const stale = btoa(JSON.stringify(['another list', 'next', 99]));
    const { router, params } = renderRoute(
      <PeopleList fetchPage={peopleServer(300)} />,
      `/list?sort=name&order=desc&page=3&cursor=${stale}`,
    );
    expect(await screen.findByText(LIST_MESSAGES.staleCursor)).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–50 of 300 people')).toBeInTheDocument();
    expect(params().toString()).toBe('sort=name&order=desc');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('Failed to load people')).not.toBeInTheDocument();
    expect(screen.getByText('Person 1')).toBeInTheDocument();
  });
});

describe('DataTableSearch and the 3-character rule (issue 12)', () => {
  it('does not search on 1–2 characters and says why, tied to the box; 3 characters search', async () => {
    const user = userEvent.setup();
    const fetchPage = vi.fn(peopleServer(120));
    const { params } = renderRoute(<PeopleList fetchPage={fetchPage} />);
    await screen.findByText('Person 1');
    const box = screen.getByRole('searchbox');
    expect(box).not.toHaveAccessibleDescription(LIST_MESSAGES.searchTooShort);

    await user.type(box, 'ag');
    expect(box).toHaveAccessibleDescription(LIST_MESSAGES.searchTooShort);
    expect(screen.getByText(LIST_MESSAGES.searchTooShort)).toHaveAttribute('aria-live', 'polite');
    await user.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS * 3));
    expect(params().get('q')).toBeNull();
    expect(fetchPage).not.toHaveBeenCalledWith(expect.objectContaining({ q: expect.anything() }));
    expect(screen.getByText('Person 1')).toBeInTheDocument();

    await user.type(box, 'r');
    await waitFor(() => expect(params().get('q')).toBe('agr'), { timeout: SEARCH_DELAY_MS * 5 });
    expect(box).not.toHaveAccessibleDescription(LIST_MESSAGES.searchTooShort);
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'agr' })));

    // Back to 2 characters: the search in force stays until there are 3 again, or none.
    await user.type(box, '{Backspace}{Enter}');
    expect(box).toHaveAccessibleDescription(LIST_MESSAGES.searchTooShort);
    expect(params().get('q')).toBe('agr');
    await user.clear(box);
    await user.keyboard('{Enter}');
    expect(params().get('q')).toBeNull();
    expect(box).not.toHaveAccessibleDescription(LIST_MESSAGES.searchTooShort);
  });

  it('treats a bookmarked search of 2 characters as no search', async () => {
    const fetchPage = vi.fn(peopleServer(120));
    renderRoute(<PeopleList fetchPage={fetchPage} />, '/list?q=ag');
    expect(await screen.findByText('Showing 1–50 of 120 people')).toBeInTheDocument();
    expect(fetchPage).not.toHaveBeenCalledWith(expect.objectContaining({ q: expect.anything() }));
  });
});
