import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CLAIM_FILTER,
  CLAIM_TEXTS,
  MODEM_LIST_TEXTS,
  modemScreen,
  SERVER,
  WAITING_COLUMN,
  type ConsoleRole,
  type ModemList,
} from '@smms/shared';
import { calledUrls, json, mockFetch } from '@/test/fetch-mock';
import { makeModem, modemPage } from '@/test/modems';
import { renderRoute } from '@/test/render-route';
import { ModemsList } from './modems-list';

const ROWS = [
  makeModem({ id: 1, modemSno: 'MD1', stage: 'Installed', communicationStatus: 'Offline' }),
  makeModem({
    id: 2,
    modemSno: 'MD2',
    division: null,
    commissionStatus: 'Rejected',
    stage: 'Rejected',
    rejectionCategory: 'documentation',
    rejectionReason: 'Photo of the meter box missing',
  }),
];

function serve() {
  return mockFetch((url) => {
    if (url.endsWith('/flags')) return json(200, { success: true, data: [] });
    if (url.endsWith('/review-record')) return json(200, { success: true, data: [] });
    if (url.includes('/modem/divisions')) return json(200, { success: true, data: ['Agra Rural', 'Khair'] });
    // The super admin's decision queue asks who is reviewing its rows: MD2 is the caller's (claimed queues).
    if (url.includes('/modem/claims'))
      return json(200, {
        success: true,
        data: [{ id: 2, reviewer: 'Sunil Mehta', mine: true, expiresAt: '2026-12-01T10:00:00Z' }],
      });
    if (url.includes('/review-claims/mine'))
      return json(200, {
        success: true,
        data: {
          meters: { holding: 0, expiresAt: null },
          modems: { holding: 1, expiresAt: '2026-12-01T10:00:00Z' },
        },
      });
    if (url.includes('/export'))
      return new Response('"ID"\r\n', {
        headers: { 'Content-Disposition': 'attachment; filename="x.csv"' },
      });
    const one = /\/modem\/(\d+)$/.exec(url);
    if (one) return json(200, { success: true, data: ROWS.find((m) => m.id === Number(one[1])) });
    // The server answers the page it was asked for (its true number, issue 12).
    return json(200, modemPage(ROWS, 120, Number(new URL(url, 'http://test').searchParams.get('page') ?? 1)));
  });
}

const show = (role: ConsoleRole, list: ModemList, path = '/list') =>
  renderRoute(<ModemsList role={role} list={list} title="Modems" />, path);

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
const listCalls = (spy: ReturnType<typeof mockFetch>, list: ModemList) =>
  calledUrls(spy)
    .filter((u) => u.includes(`/modem/${list}?`))
    .map((u) => Object.fromEntries(new URL(u, 'http://x').searchParams));
const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('modem list screens (SPEC §2.9)', () => {
  it.each([
    ['all', ['Modem ID', 'Serial Number', 'Zone', 'Field Officer', 'Installation Date', 'Waiting', 'Status']],
    [
      'commissioned',
      [
        'Modem ID',
        'Serial Number',
        'Zone',
        'Field Officer',
        'Installation Date',
        'Waiting',
        'Commission Date',
        'Status',
      ],
    ],
    [
      'accepted',
      ['Modem ID', 'Serial Number', 'Zone', 'Field Officer', 'Installation Date', 'Waiting', 'Status'],
    ],
    [
      'rejected',
      [
        'Modem ID',
        'Serial Number',
        'Zone',
        'Field Officer',
        'Installation Date',
        'Waiting',
        'Status',
        'Rejection Category',
      ],
    ],
  ] as const)("gives AE_ADMIN's %s list its columns", (list, columns) => {
    expect(modemScreen('AE_ADMIN', list).columns.map((c) => c.header)).toEqual(columns);
  });

  const BI = [
    'ID',
    'Modem Number',
    'Meter Number',
    'Service Number',
    'Phone',
    'Section',
    'Division',
    'Waiting',
    'Status',
  ];
  it.each([
    ['all', BI],
    ['commissioned', [...BI, 'Communication']],
    ['accepted', [...BI, 'Communication']],
    ['rejected', [...BI, 'Reason', 'Rejection Type']],
  ] as const)("gives the BI roles' %s list its columns", (list, columns) => {
    for (const role of ['BI_ADMIN', 'BI_SUPER_ADMIN'] as const)
      expect(modemScreen(role, list).columns.map((c) => c.header)).toEqual(columns);
  });

  it('names the export files as SPEC §2.9 does', () => {
    expect(modemScreen('AE_ADMIN', 'accepted').exportPrefix).toBe('ae-modems-commission-done');
    expect(modemScreen('BI_ADMIN', 'rejected').exportPrefix).toBe('bi-superadmin-modems-commission-rejected');
  });

  it('shows the AE rows with Zone (Unknown when missing), the category in words, and status and category filters', async () => {
    const user = userEvent.setup();
    const spy = serve();
    const { params } = show('AE_ADMIN', 'rejected');
    const row = (await screen.findByText('MD2')).closest('tr') as HTMLElement;
    // Waiting is off by default (Columns has it).
    expect(headers()).toEqual(
      modemScreen('AE_ADMIN', 'rejected')
        .columns.map((c) => c.header)
        .filter((h) => h !== 'Waiting'),
    );
    expect(within(row).getByText('Unknown')).toBeInTheDocument();
    expect(within(row).getByText('Documentation')).toBeInTheDocument();
    expect(optionsOf('Status filter')).toEqual(['All Status', 'Rejected']);
    expect(optionsOf('Category filter')).toEqual([
      'All Categories',
      'Technical',
      'Documentation',
      'Location',
      'Communication',
      'Other',
    ]);
    expect(screen.queryByLabelText('Division filter')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category filter'), 'Location');
    expect(params().get('category')).toBe('location');
    await waitFor(() => expect(listCalls(spy, 'rejected').at(-1)).toMatchObject({ category: 'location' }));
  });

  it("asks the BI list's page with search and division from the URL, and a division filter", async () => {
    const spy = serve();
    show('BI_ADMIN', 'commissioned', '/list?division=Khair&q=MD1&page=2');
    expect(await screen.findByText('Showing 51–100 of 120 modems')).toBeInTheDocument();
    expect(listCalls(spy, 'commissioned').at(-1)).toEqual({
      division: 'Khair',
      q: 'MD1',
      page: '2',
      pageSize: '50',
      sort: 'installedOn',
      order: 'desc',
    });
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', MODEM_LIST_TEXTS.searchPlaceholder);
    await waitFor(() =>
      expect(optionsOf('Division filter')).toEqual(['All Divisions', 'Agra Rural', 'Khair']),
    );
    // The bell's "commissioned modems awaiting your decision" opens this list filtered by Status.
    expect(optionsOf('Status filter')).toEqual([
      'All Status',
      'Live, awaiting review',
      'Accepted',
      'Rejected',
    ]);
    expect(headers()).toContain('Communication');
  });

  it("shows the BI roles' rejected rows with the category decided as Reason and the derived Rejection Type", async () => {
    const user = userEvent.setup();
    const spy = serve();
    const { params } = show('BI_SUPER_ADMIN', 'rejected');
    const row = (await screen.findByText('MD2')).closest('tr') as HTMLElement;
    const cell = (header: string) => within(row).getAllByRole('cell')[headers().indexOf(header)];
    expect(cell('Reason')).toHaveTextContent(/^Documentation$/);
    // Rejected while LIVE, with no recommendation to reject: the lifecycle's Commission Rejected.
    expect(cell('Rejection Type')).toHaveTextContent(/^Rejected while live$/);
    // The decision's comment is in the dialog (Rejection Reason) and the export, not read as the Reason.
    expect(within(row).queryByText('Photo of the meter box missing')).not.toBeInTheDocument();
    expect(optionsOf('Rejection Type filter')).toEqual([
      'All Rejection Types',
      'Technical Issues',
      'Rejected while live',
      'Inactive',
    ]);
    await user.selectOptions(screen.getByLabelText('Rejection Type filter'), 'Technical Issues');
    expect(params().get('reason')).toBe('Technical Issues');
    await waitFor(() =>
      expect(listCalls(spy, 'rejected').at(-1)).toMatchObject({ reason: 'Technical Issues' }),
    );
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getByText('Rejection Type: Technical Issues')).toBeInTheDocument();
  });

  it('exports every row matching the filters and search, without paging', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const spy = serve();
    show('BI_SUPER_ADMIN', 'rejected', '/list?category=technical&division=Khair&q=Agra&page=3');
    await screen.findByText('MD2');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(calledUrls(spy).some((u) => u.includes('/modem/rejected/export'))).toBe(true));
    const url = new URL(calledUrls(spy).find((u) => u.includes('/export')) as string, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      category: 'technical',
      division: 'Khair',
      q: 'Agra',
      sort: 'installedOn',
      order: 'desc',
    });
  });

  it('shows the empty text, and the error with a Retry that refetches', async () => {
    const user = userEvent.setup();
    // SPEC §8: the server's message preferred; the list's own words when the server said none.
    let answer = json(503, { success: false, message: SERVER.databaseUnavailable });
    mockFetch(() => answer.clone());
    show('BI_ADMIN', 'accepted');
    expect(await screen.findByText(SERVER.databaseUnavailable)).toBeInTheDocument();
    answer = json(500, {});
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Failed to fetch accepted modems data')).toBeInTheDocument();
    answer = json(200, modemPage([]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No modems found matching your criteria')).toBeInTheDocument();
  });

  it("makes the super admin's Modems Commissioned a claimed queue: Start reviewing, the claim filter, who reviews each", async () => {
    serve();
    show('BI_SUPER_ADMIN', 'commissioned');
    await screen.findByText('MD2');
    expect(headers()).toContain(WAITING_COLUMN);
    const waiting = headers().indexOf(WAITING_COLUMN);
    const cells = (modemSno: string) =>
      within(screen.getByRole('row', { name: MODEM_LIST_TEXTS.openRow(modemSno) })).getAllByRole('cell');
    await waitFor(() => expect(cells('MD2')[waiting]).toHaveTextContent(CLAIM_TEXTS.reviewedByYou));
    expect(cells('MD1')[waiting]).not.toHaveTextContent(/being reviewed/i);
    expect(optionsOf(CLAIM_FILTER.label)).toEqual([
      CLAIM_FILTER.all,
      ...CLAIM_FILTER.options.map((o) => o.label),
    ]);
    expect(screen.getByRole('button', { name: CLAIM_TEXTS.start })).toBeVisible();
    // The caller holds one modem: Stop reviewing is offered, even after a reload.
    expect(await screen.findByRole('button', { name: CLAIM_TEXTS.stop })).toBeVisible();
  });

  it('offers no claims on the BI admin’s modem lists, which decide nothing', async () => {
    serve();
    show('BI_ADMIN', 'commissioned');
    await screen.findByText('MD2');
    expect(screen.queryByRole('button', { name: CLAIM_TEXTS.start })).toBeNull();
    expect(screen.queryByLabelText(CLAIM_FILTER.label)).toBeNull();
  });
});
