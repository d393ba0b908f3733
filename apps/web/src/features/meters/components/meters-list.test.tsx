import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCEPTED_REASON, REVIEW_FILTER, type ConsoleRole } from '@smms/shared';
import { TABLE_TEXTS } from '@/components/data-table';
import { calledUrls, json, mockFetch } from '@/test/fetch-mock';
import { makeMeter, meterPage } from '@/test/meters';
import { renderRoute } from '@/test/render-route';
import type { MeterListPage } from '../screens';
import { MetersList } from './meters-list';

const ROWS = [
  makeMeter({
    id: 1,
    meterSno: 'SM1',
    commissionStatus: 'Rejected',
    // Rejected for its location after a BI_ADMIN recommended rejecting it (issue 36).
    rejectionCategory: 'location',
    reason: 'Technical Issues',
    status: 'INACTIVE',
  }),
  makeMeter({
    id: 2,
    meterSno: 'SM2',
    commissionStatus: 'Approved',
    autoCommissioned: true,
    status: 'COMMISSIONED',
  }),
];

function serve() {
  return mockFetch((url) => {
    if (url.includes('/meters/divisions')) return json(200, { success: true, data: ['Agra Rural', 'Khair'] });
    if (url.includes('/review-claims/mine'))
      return json(200, {
        success: true,
        data: { meters: { holding: 0, expiresAt: null }, modems: { holding: 0, expiresAt: null } },
      });
    if (url.endsWith('/flags')) return json(200, { success: true, data: [] });
    if (url.includes('/meters/claims')) return json(200, { success: true, data: [] });
    if (url.includes('/meters/export'))
      return new Response('"Meter ID"\r\n', {
        headers: { 'Content-Disposition': 'attachment; filename="commissioned-rejected-2025-03-01.csv"' },
      });
    const one = /\/meters\/(\d+)$/.exec(url);
    if (one) return json(200, { success: true, data: ROWS.find((m) => m.id === Number(one[1])) });
    // The server answers the page it was asked for (its true number, issue 12).
    return json(200, meterPage(ROWS, 120, Number(new URL(url, 'http://test').searchParams.get('page') ?? 1)));
  });
}

const show = (role: ConsoleRole, page: MeterListPage, path = '/list') =>
  renderRoute(<MetersList role={role} page={page} title="Meters" />, path);

const listCalls = (spy: ReturnType<typeof mockFetch>) =>
  calledUrls(spy)
    .filter((u) => /\/meters\?/.test(u))
    .map((u) => new URL(u, 'http://x').searchParams);

describe('MetersList', () => {
  it('asks for the page in the URL with the filters, and shows the paging footer', async () => {
    const spy = serve();
    show('AE_ADMIN', 'installed', '/list?status=ACTIVE&page=2&q=SM1');
    expect(await screen.findByText('Showing 51–100 of 120 meters')).toBeInTheDocument();
    const params = listCalls(spy).at(-1);
    expect(Object.fromEntries(params ?? [])).toEqual({
      stage: 'installed',
      status: 'ACTIVE',
      q: 'SM1',
      page: '2',
      pageSize: '50',
      sort: 'installedOn',
      order: 'desc',
    });
    expect(screen.getByLabelText('Status filter')).toHaveValue('ACTIVE');
    expect(screen.getByRole('searchbox')).toHaveValue('SM1');
  });

  it("shows the category decided as the super admin's Reason and the derived label as the Rejection Type", async () => {
    serve();
    show('BI_SUPER_ADMIN', 'rejected');
    const row = (await screen.findByText('SM1')).closest('tr') as HTMLElement;
    // Rejection Type is off by default (the list fits 1280 px); the Columns menu turns it on.
    expect(screen.queryByRole('columnheader', { name: 'Rejection Type' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Rejection Type' }));
    await user.keyboard('{Escape}');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    const cell = (header: string) => within(row).getAllByRole('cell')[headers.indexOf(header)];
    expect(cell('Reason')).toHaveTextContent(/^Location$/);
    expect(cell('Rejection Type')).toHaveTextContent(/^Technical Issues$/);
  });

  it('filters the rejected list by Reason (the category) and Rejection Type, each with its chip', async () => {
    const user = userEvent.setup();
    const spy = serve();
    const { params } = show('BI_SUPER_ADMIN', 'rejected');
    await screen.findByText('SM1');
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Reason filter')).toEqual([
      'All Reasons',
      'Technical',
      'Documentation',
      'Location',
      'Communication',
      'Other',
    ]);
    expect(options('Rejection Type filter')).toEqual([
      'All Rejection Types',
      'Technical Issues',
      'Rejected while live',
      'Inactive',
    ]);
    await user.selectOptions(screen.getByLabelText('Reason filter'), 'Location');
    await user.selectOptions(screen.getByLabelText('Rejection Type filter'), 'Inactive');
    const division = screen.getByLabelText('Division filter');
    await waitFor(() => expect(within(division).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(division, 'Khair');
    expect(params().get('category')).toBe('location');
    expect(params().get('reason')).toBe('Inactive');
    expect(params().get('division')).toBe('Khair');
    await waitFor(() =>
      expect(Object.fromEntries(listCalls(spy).at(-1) ?? [])).toMatchObject({
        stage: 'rejected',
        category: 'location',
        reason: 'Inactive',
        division: 'Khair',
      }),
    );
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getByText('Reason: Location')).toBeInTheDocument();
    expect(within(chips).getByText('Rejection Type: Inactive')).toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: /Reason: Location/ }));
    expect(params().get('category')).toBeNull();
    expect(params().get('reason')).toBe('Inactive');
  });

  it('opens on the step, circle and division a waits row names, each a chip that removes it', async () => {
    const user = userEvent.setup();
    const spy = serve();
    const { params } = show('BI_ADMIN', 'installed', '/list?step=live&circle=Agra&division=Khair');
    await screen.findByText('SM1');
    expect(Object.fromEntries(listCalls(spy).at(-1) ?? [])).toMatchObject({
      stage: 'installed',
      step: 'live',
      circle: 'Agra',
      division: 'Khair',
    });
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Step: Live, awaiting recommendation', 'Circle: Agra', 'Division: Khair']);
    await user.click(within(chips).getByRole('button', { name: /Step: Live/ }));
    expect(params().get('step')).toBeNull();
    expect(params().get('circle')).toBe('Agra');
    await waitFor(() => expect(listCalls(spy).at(-1)?.get('step')).toBeNull());
  });

  it('gives the other roles the rejected filters without the two columns', async () => {
    serve();
    show('AE_ADMIN', 'rejected', '/list?category=documentation');
    await screen.findByText('SM1');
    expect(screen.getByLabelText('Reason filter')).toHaveValue('documentation');
    expect(screen.getByLabelText('Rejection Type filter')).toHaveValue('');
    expect(screen.queryByRole('columnheader', { name: 'Reason' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Rejection Type' })).not.toBeInTheDocument();
  });

  it("exports every row matching the filters and search in the list's order, without paging", async () => {
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const spy = serve();
    show(
      'BI_SUPER_ADMIN',
      'rejected',
      '/list?category=other&reason=Inactive&q=Agra&page=3&sort=meterSno&order=asc',
    );
    await screen.findByText('SM1');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(calledUrls(spy).some((u) => u.includes('/meters/export'))).toBe(true));
    const url = new URL(calledUrls(spy).find((u) => u.includes('/meters/export')) as string, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      stage: 'rejected',
      category: 'other',
      reason: 'Inactive',
      q: 'Agra',
      sort: 'meterSno',
      order: 'asc',
    });
  });

  it("makes BI_ADMIN's commissioned page the pending review", async () => {
    const spy = serve();
    show('BI_ADMIN', 'commissioned');
    await screen.findByText('SM1');
    expect(listCalls(spy).at(-1)?.get('stage')).toBe('pending-review');
    const filter = screen.getByLabelText(REVIEW_FILTER.label);
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([REVIEW_FILTER.all, 'Approve or reject', 'None']);
    // The default filter is in force and says so (issue 38: no hidden filter).
    expect(
      within(screen.getByRole('list', { name: TABLE_TEXTS.activeFilters })).getByText('Recommendation: None'),
    ).toBeVisible();
    expect(screen.queryByLabelText('Division filter')).not.toBeInTheDocument();
  });

  it("opens no dialog from the super admin's commissioned list", async () => {
    serve();
    show('BI_SUPER_ADMIN', 'commissioned');
    const cell = await screen.findByText('SM1');
    expect(cell.closest('tr')).not.toHaveAttribute('tabindex');
    expect(screen.getByRole('searchbox')).toHaveAttribute(
      'placeholder',
      'Search by meter number, customer, location, or field officer...',
    );
  });

  it('shows how an accepted meter was approved, and opens its details', async () => {
    const user = userEvent.setup();
    serve();
    show('BI_SUPER_ADMIN', 'accepted');
    const row = (await screen.findByText('SM2')).closest('tr') as HTMLElement;
    expect(within(row).getByText(ACCEPTED_REASON.auto)).toBeInTheDocument();
    await user.click(row);
    expect(await screen.findByRole('dialog', { name: 'Meter Details - SM2' })).toBeInTheDocument();
  });

  it('shows the list error and refetches on Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch(() => (fail ? json(400, { success: false, message: 'bad' }) : json(200, meterPage(ROWS))));
    show('AE_ADMIN', 'accepted');
    expect(await screen.findByText('Failed to load approved meters data')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('SM1')).toBeInTheDocument();
  });
});
