import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BULK_MAX,
  BULK_TEXTS as B,
  COMMISSION_WORDS,
  REVIEW_RECORD_TEXTS,
  PAGE_TITLES,
  REVIEW_NAV_TEXTS as N,
  REVIEW_TEXTS as R,
  CLAIM_MESSAGES,
  CLAIM_TEXTS as C,
  TECH_SUPPORT_LIST_TEXTS as T,
  type Meter,
  WAITING_COLUMN,
} from '@smms/shared';
import { TABLE_TEXTS } from '@/components/data-table';
import { json, mockFetch } from '@/test/fetch-mock';
import { makeMeter, meterPage } from '@/test/meters';
import { renderRoute } from '@/test/render-route';
import { TechSupportList } from './tech-support-list';

const PAGE_SIZE = 25;
/**
 * 30 pending meters: page 1 holds 25, page 2 the last 5. SM0002 has never communicated; a BI admin recommended
 * rejecting SM0004.
 */
const METERS = Array.from({ length: 30 }, (_, i) =>
  makeMeter({
    id: i + 1,
    meterSno: `SM${String(i + 1).padStart(4, '0')}`,
    dtrSno: null,
    ...(i === 1 ? { lastCommunicatedAt: null } : {}),
    ...(i === 3 ? { techSupportStatus: 'REJECTED' } : {}),
  }),
);

/** Every meter's review record: another super admin rejected it. */
const RECORD = [
  {
    id: 1,
    kind: 'decision',
    at: '2025-03-05T10:00:00.000Z',
    actorId: 9,
    actorRole: 'BI_SUPER_ADMIN',
    actorName: 'Asha Verma',
    from: 'Pending',
    to: 'Rejected',
    category: 'location',
    comment: 'Pole number does not match',
    rule: null,
    photoFaults: null,
  },
];

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A server holding METERS; `decide` answers the commission calls. */
function serve(decide: (call: Call) => Response = () => json(500, {})) {
  const meters = new Map(METERS.map((m) => [m.id, m]));
  const calls: Call[] = [];
  const spy = mockFetch((url, init) => {
    const call = {
      method: init.method ?? 'GET',
      url,
      body: init.body ? JSON.parse(String(init.body)) : null,
    };
    if (call.method !== 'GET') {
      calls.push(call);
      return decide(call);
    }
    if (url.includes('/meters/divisions')) return json(200, { success: true, data: [] });
    // The caller holds claims once it has made one (claimed queues).
    if (url.includes('/review-claims/mine'))
      return json(200, {
        success: true,
        data: {
          meters: calls.some((c) => c.url.endsWith('/review-claims'))
            ? { holding: 10, expiresAt: '2026-12-01T10:30:00Z' }
            : { holding: 0, expiresAt: null },
          modems: { holding: 0, expiresAt: null },
        },
      });
    // Another super admin is reviewing SM0003.
    if (url.includes('/meters/claims'))
      return json(200, {
        success: true,
        data: [{ id: 3, reviewer: 'Ravi Kumar', mine: false, expiresAt: '2026-12-01T10:00:00Z' }],
      });
    if (url.includes('/activities')) return json(200, { success: true, data: [] });
    if (url.endsWith('/flags')) return json(200, { success: true, data: [] });
    if (url.endsWith('/review-record')) return json(200, { success: true, data: RECORD });
    const one = /\/meters\/(\d+)$/.exec(url);
    if (one) return json(200, { success: true, data: meters.get(Number(one[1])) });
    const query = new URL(url, 'http://x').searchParams;
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('pageSize') ?? PAGE_SIZE);
    const rows = [...meters.values()].slice((page - 1) * size, page * size);
    return json(200, meterPage(rows, meters.size, page, size));
  });
  return { spy, calls };
}

const render = (path = `/list?pageSize=${PAGE_SIZE}`) => {
  const user = userEvent.setup();
  const view = renderRoute(<TechSupportList />, path);
  return { user, ...view };
};

const table = () => screen.getByRole('table', { name: PAGE_TITLES.techSupport });
const settled = async () => {
  await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
  await screen.findByText(METERS[0]!.meterSno);
};

describe('Tech Support Management', () => {
  it('walks the list from the dialog with Next/Previous and J/K, across pages', async () => {
    serve();
    const { user, params } = render();
    await settled();
    await user.click(screen.getByRole('row', { name: T.openRow('SM0024') }));
    const dialog = await screen.findByRole('dialog', { name: 'Meter Details - SM0024' });
    expect(within(dialog).getByText(N.position(24, 30))).toBeInTheDocument();

    await user.keyboard('j');
    await screen.findByRole('dialog', { name: 'Meter Details - SM0025' });
    await user.keyboard('j');
    await screen.findByRole('dialog', { name: 'Meter Details - SM0026' });
    expect(params().get('page')).toBe('2');
    expect(screen.getByText(N.position(26, 30))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: N.previousLabel }));
    await screen.findByRole('dialog', { name: 'Meter Details - SM0025' });
    expect(params().get('page')).toBeNull();
    await user.keyboard('k');
    await screen.findByRole('dialog', { name: 'Meter Details - SM0024' });
  });

  it('approves a row after the confirmation, sending the version it shows', async () => {
    const { calls } = serve(() =>
      json(200, { success: true, data: { ...METERS[1]!, commissionStatus: 'Approved', version: 2 } }),
    );
    const { user } = render();
    await settled();
    await user.click(screen.getByRole('button', { name: R.approveRow('SM0002') }));
    const confirm = await screen.findByRole('alertdialog', { name: R.approveTitle(R.oneMeter('SM0002')) });
    // A meter the head-end never heard from is approved only after a caution.
    expect(within(confirm).getByRole('note')).toHaveTextContent(R.neverCommunicated);
    // Enter alone would not approve it: Cancel has the focus.
    await waitFor(() => expect(within(confirm).getByRole('button', { name: R.cancel })).toHaveFocus());
    await user.click(within(confirm).getByRole('button', { name: R.confirm }));
    expect(await screen.findByText(R.approved('SM0002'))).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        url: expect.stringContaining('/meters/2/commission-status') as string,
        body: { version: 1, commissionStatus: 'Approved' },
      },
    ]);
  });

  it('asks before approving a meter a BI admin recommended rejecting, and approves the others at once', async () => {
    const { calls } = serve(() =>
      json(200, { success: true, data: { ...METERS[3]!, commissionStatus: 'Approved', version: 2 } }),
    );
    const { user } = render();
    await settled();
    await user.click(screen.getByRole('button', { name: R.approveRow('SM0004') }));
    const confirm = await screen.findByRole('alertdialog', { name: R.approveTitle(R.oneMeter('SM0004')) });
    expect(within(confirm).getByRole('note')).toHaveTextContent(R.recommendedReject);
    await waitFor(() => expect(within(confirm).getByRole('button', { name: R.cancel })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: R.approveRow('SM0005') }));
    expect(await screen.findByText(R.approved('SM0005'))).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('asks a rejection for a category and a comment, and says when someone else came first', async () => {
    const { calls } = serve(() => json(409, { success: false, message: 'stale' }));
    const { user } = render();
    await settled();
    await user.click(screen.getByRole('button', { name: R.rejectRow('SM0003') }));
    const dialog = await screen.findByRole('dialog', { name: R.rejectTitle(R.oneMeter('SM0003')) });
    await user.click(within(dialog).getByRole('button', { name: R.reject }));
    expect(within(dialog).getByText(R.categoryRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(R.commentRequired)).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText(R.category), 'location');
    await user.type(within(dialog).getByLabelText(R.comment), 'GPS is 2 km off');
    await user.click(within(dialog).getByRole('button', { name: R.reject }));
    // The conflict in the record's words: who got there first, and what they did.
    expect(
      await screen.findByText(
        REVIEW_RECORD_TEXTS.changedFirst(
          'Asha Verma',
          REVIEW_RECORD_TEXTS.kind.decision,
          COMMISSION_WORDS.Rejected,
        ),
      ),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([
      { version: 1, commissionStatus: 'Rejected', rejectionCategory: 'location', comment: 'GPS is 2 km off' },
    ]);
  });

  it('selects every meter the filters match, beyond the page, in one step', async () => {
    const { spy } = serve();
    const { user } = render();
    await settled();
    await user.click(screen.getByRole('checkbox', { name: B.selectPage }));
    expect(screen.getByText(B.selected(25))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: B.selectMatching(30, BULK_MAX) }));
    expect(await screen.findByText(B.selected(30))).toBeInTheDocument();
    // One call for them, the list's own, at the most one bulk decision takes.
    const urls = spy.mock.calls.map(([url]) => String(url));
    expect(urls.some((url) => url.includes(`pageSize=${BULK_MAX}`))).toBe(true);
    expect(screen.queryByRole('button', { name: B.selectMatching(30, BULK_MAX) })).not.toBeInTheDocument();
  });

  it('approves rows chosen on two pages in one call and reports each outcome', async () => {
    const { calls } = serve((call) => {
      const items = (call.body as { items: { id: number }[] }).items;
      const results = items.map(({ id }) =>
        id === 26
          ? { id, meterSno: 'SM0026', outcome: 'stale', message: 'changed' }
          : { id, meterSno: `SM000${id}`, outcome: 'done', message: 'Meter approved' },
      );
      return json(200, { success: true, data: { results, done: 1, refused: 1 }, message: '' });
    });
    const { user } = render();
    await settled();
    await user.click(screen.getByRole('checkbox', { name: B.selectRow('SM0001') }));
    await user.click(screen.getByRole('button', { name: TABLE_TEXTS.next }));
    await user.click(await screen.findByRole('checkbox', { name: B.selectRow('SM0026') }));
    expect(screen.getByText(B.selected(2))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: B.approveSelected }));
    // The confirmation names the meters and how they were recommended; both communicated: no caution.
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(B.mix(0, 0, 2));
    expect(
      within(within(confirm).getByRole('list', { name: B.chosen }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['SM0001', 'SM0026']);
    expect(within(confirm).queryByRole('note')).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: R.confirm }));
    const report = await screen.findByRole('dialog', { name: B.resultTitle(1, 2) });
    expect(within(report).getByText(B.outcome.stale)).toBeInTheDocument();
    expect(within(report).getByText(B.outcome.done)).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([
      {
        commissionStatus: 'Approved',
        items: [
          { id: 1, version: 1 },
          { id: 26, version: 1 },
        ],
      },
    ]);
    await user.click(within(report).getByRole('button', { name: B.close }));
    // The refused meter stays chosen, to be looked at again.
    expect(screen.getByText(B.selected(1))).toBeInTheDocument();
  });

  it('shows "Error Loading Data" with Try Again when the list fails', async () => {
    let fail = true;
    mockFetch((url) => {
      if (url.includes('/meters/divisions')) return json(200, { success: true, data: [] });
      if (fail) return json(500, { success: false });
      return json(200, meterPage([] as Meter[]));
    });
    const { user } = render();
    expect(await screen.findByText(T.errorTitle, {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: T.tryAgain }));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it('shows who is reviewing a row, and Start reviewing claims from the filters in force, then shows them', async () => {
    const { calls } = serve(() =>
      json(200, {
        success: true,
        message: CLAIM_MESSAGES.claimed(10),
        data: { claimed: 10, holding: 10, expiresAt: '2026-12-01T10:30:00Z' },
      }),
    );
    const { user, params } = render(`/list?pageSize=${PAGE_SIZE}&recommendation=approve&sla=overdue`);
    await settled();
    // Who is reviewing a row is said under its wait.
    const reviewer = within(table()).getByRole('columnheader', { name: WAITING_COLUMN });
    const column = [...reviewer.parentElement!.children].indexOf(reviewer);
    const cells = (sno: string) =>
      within(screen.getByRole('row', { name: T.openRow(sno) })).getAllByRole('cell');
    await waitFor(() => expect(cells('SM0003')[column]).toHaveTextContent(C.beingReviewedBy('Ravi Kumar')));
    expect(cells('SM0001')[column]).not.toHaveTextContent(/being reviewed/i);

    await user.click(screen.getByRole('button', { name: C.start }));
    expect(await screen.findByText(C.claimedTitle)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: expect.stringMatching(/\/review-claims$/) as string,
        body: { queue: 'decision', count: 10, filters: { recommendation: 'approve', sla: 'overdue' } },
      },
    ]);
    // The list now shows the caller's claims, the longest wait first, and offers to give them back.
    await waitFor(() => expect(params().get('claim')).toBe('mine'));
    expect(params().get('sort')).toBe('stepSince');
    expect(params().get('order')).toBe('asc');
    expect(await screen.findByRole('button', { name: C.stop })).toBeVisible();
  });
});
