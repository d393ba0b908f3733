import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DASHBOARD_SECTIONS,
  STEP_WORDS,
  TREND_TEXTS,
  WAITING_PANEL_TEXTS,
  type Activity,
  type ConsoleRole,
  type View,
} from '@smms/shared';
import { calledUrls, json, mockFetch } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { Dashboard } from './dashboard';
import { formatDateTime } from '@/lib/format-date';

const COUNTS = {
  installed: 40,
  commissioned: 30,
  accepted: 20,
  rejected: 5,
  pending: 15,
  fieldOfficers: 7,
  aeAdmins: 3,
  biAdmins: 2,
};

const ACTIVITY: Activity = {
  id: 1,
  at: '2025-03-01T10:00:00.000Z',
  action: 'METER_APPROVED',
  label: 'Meter approved',
  actorName: 'Bhavna Iyer',
  location: 'Kamla Nagar 33/11 KV',
  entityType: 'meter',
  entityId: 4,
  subject: 'SM24000004',
  from: 'Pending',
  to: 'Approved',
  comment: null,
};

const TREND = {
  view: 'Meters',
  timeZone: 'Asia/Kolkata',
  days: Array.from({ length: 30 }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    installs: i === 29 ? 7 : 1,
    approvals: i === 28 ? 4 : 0,
  })),
};

/** The waits by division: Agra Urban I has the most overdue; 30 divisions wait in all. */
const waiting = (step: string, by: string) => ({
  step,
  by,
  targetDays: 2,
  groups: 30,
  rows: [
    {
      key: 'Agra Urban I',
      name: 'Agra Urban I',
      waiting: 300,
      medianHours: 216,
      p90Hours: 400,
      overdue: 280,
    },
    { key: null, name: null, waiting: 4, medianHours: 5, p90Hours: 30, overdue: 0 },
  ],
  // Recorded on the last two days only.
  trend: Array.from({ length: 30 }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    waiting: i < 28 ? null : 290 + i,
    overdue: i < 28 ? null : 250 + i,
  })),
});

function serve({ failDashboard = false, activities = [] as Activity[] } = {}) {
  return mockFetch((url) => {
    if (url.includes('/dashboard/trend')) return json(200, { success: true, data: TREND });
    if (url.includes('/dashboard/waiting')) {
      const query = new URLSearchParams(url.split('?')[1]);
      return json(200, { success: true, data: waiting(query.get('step') ?? '', query.get('by') ?? '') });
    }
    if (url.includes('/dashboard'))
      return failDashboard
        ? json(400, { success: false, message: 'no' })
        : json(200, { success: true, data: { view: 'Meters', ...COUNTS } });
    if (url.includes('/activities')) return json(200, { success: true, data: activities });
    return json(404, {});
  });
}

const show = (role: ConsoleRole, view: View = 'Meters') =>
  renderRoute(<Dashboard role={role} view={view} title="Dash" />);

const cards = () =>
  within(screen.getByRole('list', { name: DASHBOARD_SECTIONS.counts }))
    .getAllByRole('link')
    .map((a) => [a.textContent?.replace(/[\d,]+$/, ''), a.getAttribute('href')] as const);

describe('Dashboard', () => {
  it("shows the AE_ADMIN's five cards, each linking to its list, and the chart", async () => {
    serve();
    show('AE_ADMIN');
    expect(await screen.findByRole('link', { name: /Total Installed/ })).toHaveTextContent('40');
    expect(cards()).toEqual([
      ['Total Installed', '/admin/meters-installed'],
      ['Commissioned', '/admin/meters-commissioned'],
      ['Accepted', '/admin/commission-done'],
      ['Rejected', '/admin/commission-rejected'],
      ['Total Field Officers', '/admin/field-officers'],
    ]);
    const legend = screen.getByRole('list', { name: 'Status Overview' });
    expect(within(legend).getByText(/Commissioned: 30 \(75%\)/)).toBeInTheDocument();
    expect(await screen.findByText('No meter activity yet')).toBeInTheDocument();
  });

  it('links the AE_ADMIN modem cards to the modem lists and asks for modem counts', async () => {
    const spy = serve();
    show('AE_ADMIN', 'Modems');
    await screen.findByRole('link', { name: /Total Installed/ });
    expect(cards().map(([, href]) => href)).toEqual([
      '/admin/modems-installed',
      '/admin/modems-commissioned',
      '/admin/modems-commission-done',
      '/admin/modems-commission-rejected',
      '/admin/modem-field-officers',
    ]);
    expect(calledUrls(spy)).toContain('/api/v1/dashboard?view=Modems');
    expect(calledUrls(spy)).toContain('/api/v1/activities?type=modem&limit=10');
    expect(await screen.findByText('No modem activity yet')).toBeInTheDocument();
  });

  it("shows BI_ADMIN's four cards, the second counting the Pending Meters Review it opens", async () => {
    serve();
    show('BI_ADMIN');
    await screen.findByRole('link', { name: /Total Installed/ });
    expect(cards()).toEqual([
      ['Total Installed', '/biadmin/meters-installed'],
      // The list opens on "no recommendation yet" by default: the card opens it on all, its number's list.
      ['Awaiting review', '/biadmin/meters-commissioned?review=all'],
      ['Rejected', '/biadmin/commission-rejected'],
      ['Accepted', '/biadmin/commission-done'],
    ]);
    expect(screen.getByRole('link', { name: /Awaiting review/ })).toHaveTextContent(String(COUNTS.pending));
    expect(screen.queryByText('Status Overview')).not.toBeInTheDocument();
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });

  it('gives the super admin people cards, and one Rejected card in the modems view as in the meters one', async () => {
    serve();
    show('BI_SUPER_ADMIN', 'Modems');
    await screen.findByRole('link', { name: /Total Installed/ });
    expect(cards()).toEqual([
      ['Total Installed', '/superadmin/modems-installed'],
      ['Commissioned', '/superadmin/modems-commissioned'],
      ['Accepted', '/superadmin/modems-commission-done'],
      ['Rejected', '/superadmin/modems-commission-rejected'],
      ['Field Officers', '/superadmin/modem-field-assistants'],
      ['AE_ADMINs', '/superadmin/modem-manage-admins'],
      ['BI_ADMINs', '/superadmin/modem-manage-bi-admins'],
    ]);
    expect(await screen.findByText('No modem activity yet')).toBeInTheDocument();
    expect(
      screen.getByText('Activities will appear here once you start using the system'),
    ).toBeInTheDocument();
  });

  it('lists recent activities with action, subject, location and time', async () => {
    serve({ activities: [ACTIVITY] });
    show('BI_SUPER_ADMIN');
    const item = (await screen.findByText('Meter approved')).closest('li') as HTMLElement;
    expect(item).toHaveTextContent('SM24000004');
    expect(item).toHaveTextContent('Kamla Nagar 33/11 KV');
    // How long ago, with the full date-time in the utility's zone on hover.
    const time = item.querySelector('time');
    expect(time).toHaveAttribute('dateTime', new Date(ACTIVITY.at).toISOString());
    expect(time).toHaveAttribute('title', formatDateTime(ACTIVITY.at));
  });

  it('says when the counts fail to load, and Retry asks again', async () => {
    const user = userEvent.setup();
    const spy = serve({ failDashboard: true });
    show('AE_ADMIN');
    expect(await screen.findByText('Failed to load dashboard data')).toBeInTheDocument();
    const before = calledUrls(spy).filter((u) => u.includes('/dashboard')).length;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Failed to load dashboard data');
    expect(calledUrls(spy).filter((u) => u.includes('/dashboard')).length).toBe(before + 1);
  });

  it('shows the 30-day trend beside the cards: legend totals, and the numbers as a table for screen readers', async () => {
    serve();
    show('BI_SUPER_ADMIN');
    const table = await screen.findByRole('table', { name: 'Installs and approvals per day, last 30 days' });
    expect(screen.getByText('Installs: 36')).toBeInTheDocument();
    expect(screen.getByText('Approvals: 4')).toBeInTheDocument();
    expect(screen.getByText('Per day, in the utility’s time zone (Asia/Kolkata)')).toBeInTheDocument();
    const newest = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(newest).getByRole('rowheader')).toHaveTextContent('30 Nov 2026');
    expect(
      within(newest)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['7', '0']);
    expect(screen.getByTestId('trend-bars')).toHaveAttribute('aria-hidden', 'true');
    const chart = screen.getByRole('region', { name: TREND_TEXTS.title });
    await userEvent.click(within(chart).getByRole('button', { name: 'Show as table' }));
    expect(screen.queryByTestId('trend-bars')).not.toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Installs and approvals per day, last 30 days' }),
    ).toBeVisible();
    await userEvent.click(within(chart).getByRole('button', { name: 'Show as chart' }));
    expect(screen.getByTestId('trend-bars')).toBeInTheDocument();
  });

  it('shows how long installations wait in the reviewer’s own step, by division, the most overdue first', async () => {
    const user = userEvent.setup();
    const spy = serve();
    show('BI_ADMIN');
    const panel = await screen.findByRole('region', { name: WAITING_PANEL_TEXTS.title });
    const row = await within(panel).findByRole('row', { name: /Agra Urban I/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['300', '9 d', '16 d', '280']);
    expect(within(panel).getByRole('rowheader', { name: WAITING_PANEL_TEXTS.unnamed })).toBeVisible();
    expect(within(panel).getByText(WAITING_PANEL_TEXTS.more(2, 30))).toBeVisible();
    expect(calledUrls(spy)).toContain('/api/v1/dashboard/waiting?view=Meters&step=live&by=division');
    // The step's overdue trend, newest day first; a day not recorded is a dash.
    const trend = within(panel).getByRole('table', {
      name: WAITING_PANEL_TEXTS.trendCaption(STEP_WORDS.live),
    });
    expect(
      within(trend)
        .getAllByRole('row')
        .slice(1, 4)
        .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent)),
    ).toEqual([
      ['30 Nov 2026', '319', '279'],
      ['29 Nov 2026', '318', '278'],
      ['28 Nov 2026', '–', '–'],
    ]);
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: WAITING_PANEL_TEXTS.by }),
      'officer',
    );
    await within(panel).findByRole('columnheader', { name: WAITING_PANEL_TEXTS.groups.officer });
    expect(calledUrls(spy)).toContain('/api/v1/dashboard/waiting?view=Meters&step=live&by=officer');
  });
});
