import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { METER_HISTORY_TEXTS as T, type HistoryEntry } from '@smms/shared';
import { calledUrls, json, mockFetch } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { HISTORY_PAGE_SIZE } from '../api/get-meter-history';
import { MeterHistory } from './meter-history';
import { formatDateTime } from '@/lib/format-date';

const entry = (id: number, overrides: Partial<HistoryEntry> = {}): HistoryEntry => ({
  key: `audit-${id}`,
  at: new Date(Date.UTC(2026, 5, 1, 8, 0, 0) + id * 60_000).toISOString(),
  label: 'Meter updated',
  actorName: 'Asha Verma',
  from: null,
  to: null,
  category: null,
  comment: null,
  ...overrides,
});

const list = (data: HistoryEntry[]) => json(200, { success: true, data });
const show = () => renderRoute(<MeterHistory meterId={42} />);
const items = () => within(screen.getByRole('region', { name: T.label })).getAllByRole('listitem');

describe('MeterHistory', () => {
  it("asks for the meter's History and lists each entry: what, who, when, from → to in words, comment", async () => {
    const rejected = entry(3, {
      key: 'record-3',
      label: 'Decided',
      actorName: 'Ravi Kumar',
      from: 'Pending',
      to: 'Rejected',
      comment: 'Seal broken',
      category: 'technical',
    });
    const recommended = entry(2, {
      label: 'Tech support status updated',
      actorName: 'Bina Rao',
      from: null,
      to: 'IN_PROGRESS',
    });
    const auto = entry(1, {
      key: 'record-1',
      label: 'Approved by the rule',
      actorName: null,
    });
    const spy = mockFetch(() => list([rejected, recommended, auto]));
    show();
    expect(screen.getByRole('region', { name: T.label })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText(T.loading)).toBeInTheDocument();

    await screen.findByText('Decided');
    const url = new URL(calledUrls(spy)[0]!, 'http://x');
    expect(url.pathname).toBe('/api/v1/meters/42/history');
    expect(Object.fromEntries(url.searchParams)).toEqual({ limit: String(HISTORY_PAGE_SIZE) });

    const [first, second, third] = items();
    expect(first).toHaveTextContent('Decided · Ravi Kumar');
    expect(first!.querySelector('time')).toHaveAttribute('title', formatDateTime(rejected.at));
    expect(first).toHaveTextContent(`${T.changeLabel}${T.change('Awaiting review', 'Rejected')}`);
    expect(first).toHaveTextContent(`${T.category}Technical`);
    expect(first).toHaveTextContent(`${T.comment}Seal broken`);
    // A first status came from nothing: only where it went.
    expect(second).toHaveTextContent(`${T.changeLabel}In Progress`);
    expect(second).not.toHaveTextContent('→');
    expect(second).not.toHaveTextContent('IN_PROGRESS');
    expect(third).toHaveTextContent(`Approved by the rule · ${T.system}`);
    expect(within(third!).queryByRole('term')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: T.label })).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('button', { name: T.showMore })).not.toBeInTheDocument();
  });

  it('says when nothing has been recorded yet', async () => {
    mockFetch(() => list([]));
    show();
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it('says when the history fails to load, and Retry asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch(() => (fail ? json(400, { success: false, message: 'bad' }) : list([entry(1)])));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(T.failed);
    fail = false;
    await user.click(screen.getByRole('button', { name: T.retry }));
    expect(await screen.findByText('Meter updated')).toBeInTheDocument();
  });

  it('pages through a long history with Show more, up to the oldest instant seen, without repeats', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: HISTORY_PAGE_SIZE + 5 }, (_, i) => entry(100 - i));
    const spy = mockFetch((url) => {
      const to = new URL(url, 'http://x').searchParams.get('to');
      const older = to ? all.filter((a) => Date.parse(a.at) <= Date.parse(to)) : all;
      return list(older.slice(0, HISTORY_PAGE_SIZE));
    });
    show();
    await screen.findAllByText('Meter updated');
    expect(items()).toHaveLength(HISTORY_PAGE_SIZE);

    await user.click(screen.getByRole('button', { name: T.showMore }));
    await vi.waitFor(() => expect(items()).toHaveLength(all.length));
    const oldestShown = all[HISTORY_PAGE_SIZE - 1]!;
    const to = new URL(calledUrls(spy)[1]!, 'http://x').searchParams.get('to');
    expect(Date.parse(to!)).toBe(Date.parse(oldestShown.at) + 1);
    expect(screen.queryByRole('button', { name: T.showMore })).not.toBeInTheDocument();
  });
});
