import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  INSTALLED_RANGE_TEXTS,
  PAGE_TITLES,
  REPORT_COLUMNS as C,
  REPORT_TEXTS as T,
  type ProgressReport,
} from '@smms/shared';
import { calledUrls, json, mockFetch } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { ReportsPage } from './reports-page';

const ROWS: ProgressReport['rows'] = [
  {
    period: '2026-11-09',
    key: 'Agra Urban I',
    name: 'Agra Urban I',
    installed: 3,
    live: 2,
    recommended: 0,
    accepted: 2,
    rejected: 1,
    firstTimeRight: 1,
    reworks: 2,
    medianHoursToAccept: 72,
  },
  {
    period: '2026-11-16',
    key: null,
    name: null,
    installed: 2,
    live: 1,
    recommended: 1,
    accepted: 0,
    rejected: 0,
    firstTimeRight: 0,
    reworks: 0,
    medianHoursToAccept: null,
  },
];

function serve() {
  return mockFetch((url) => {
    if (url.includes('/areas')) return json(200, { success: true, data: [] });
    const q = new URL(url, 'http://x').searchParams;
    return json(200, {
      success: true,
      data: {
        view: 'Meters',
        period: q.get('period'),
        by: q.get('by'),
        from: q.get('from'),
        to: q.get('to'),
        timeZone: 'Asia/Kolkata',
        rows: ROWS,
        truncated: false,
        slowest: [
          { key: 'Agra Urban I', name: 'Agra Urban I', accepted: 2, medianHoursToAccept: 72 },
          { key: 'Khair', name: 'Khair', accepted: 5, medianHoursToAccept: 30 },
        ],
      },
    });
  });
}
const reportCalls = (spy: ReturnType<typeof mockFetch>) =>
  calledUrls(spy)
    .filter((u) => u.includes('/reports/progress?'))
    .map((u) => Object.fromEntries(new URL(u, 'http://x').searchParams));

describe('the Reports page', () => {
  it('asks for the report the address names, and shows each row, the rates and the totals', async () => {
    const spy = serve();
    renderRoute(<ReportsPage view="Meters" />, '/list?period=week&by=division&from=2026-11-09&to=2026-11-22');
    expect(await screen.findByRole('heading', { name: PAGE_TITLES.reports, level: 1 })).toBeVisible();
    const table = await screen.findByRole('table', { name: `${T.tableCaption} ${T.groups.division}` });
    expect(reportCalls(spy).at(-1)).toEqual({
      view: 'Meters',
      period: 'week',
      by: 'division',
      from: '2026-11-09',
      to: '2026-11-22',
    });
    const agra = within(table).getByRole('row', { name: /Agra Urban I/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const value = (row: HTMLElement, column: string) =>
      [...row.querySelectorAll('td, th')][headers.indexOf(column)]?.textContent;
    expect(value(agra, C.firstTimeRightRate)).toBe('50%');
    expect(value(agra, C.medianDaysToAccept)).toBe('3.0');
    expect(within(table).getByRole('rowheader', { name: T.unnamed })).toBeVisible();
    const total = within(table).getByRole('row', { name: new RegExp(`^\\s*${T.total}`) });
    expect(value(total, C.installed)).toBe('5');
    expect(value(total, C.firstTimeRightRate)).toBe('50%');
    expect(screen.getByRole('button', { name: T.exportCsv })).toBeVisible();
    expect(screen.getByRole('button', { name: T.exportXlsx })).toBeVisible();

    // The slowest divisions, the longest median first, in days.
    const slowest = screen.getByRole('table', { name: T.slowestTitle(T.groupsPlural.division) });
    expect(
      within(slowest)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Agra Urban I', '3.0', '2'],
      ['Khair', '1.3', '5'],
    ]);
  });

  it('keeps each choice in the address, and says what is wrong with a reversed range without asking', async () => {
    const user = userEvent.setup();
    const spy = serve();
    const { params } = renderRoute(<ReportsPage view="Meters" />, '/list?from=2026-11-09&to=2026-11-22');
    await screen.findByRole('table', { name: `${T.tableCaption} ${T.groups.division}` });
    await user.selectOptions(screen.getByRole('combobox', { name: T.by }), 'officer');
    await waitFor(() => expect(params().get('by')).toBe('officer'));
    expect(await screen.findByRole('table', { name: `${T.tableCaption} ${T.groups.officer}` })).toBeVisible();

    const asked = reportCalls(spy).length;
    // A date field takes its value whole, as a browser's picker gives it.
    fireEvent.change(screen.getByLabelText(T.from), { target: { value: '2026-12-01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(INSTALLED_RANGE_TEXTS.reversed);
    expect(screen.queryByRole('button', { name: T.exportCsv })).toBeNull();
    expect(reportCalls(spy).filter((q) => q.from === '2026-12-01')).toEqual([]);
    expect(reportCalls(spy).length).toBeGreaterThanOrEqual(asked);
  });
});
