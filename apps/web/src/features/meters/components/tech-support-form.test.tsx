import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  METER_DETAIL_LABELS as L,
  METER_LIFECYCLE,
  RECOMMENDATION_WORDS,
  REVIEW_NAV_TEXTS as N,
  REVIEW_TEXTS as R,
  TECH_SUPPORT_TEXTS as T,
  type ConsoleRole,
  type Meter,
} from '@smms/shared';
import { calledUrls, json, mockFetch } from '@/test/fetch-mock';
import { makeMeter, meterPage } from '@/test/meters';
import { renderRoute } from '@/test/render-route';
import type { MeterListPage } from '../screens';
import { MetersList } from './meters-list';

const UPDATE = '/meters/bi-admin/update-tech-support';

/** A server holding pending meters (one unless given); `answer` decides what the update call returns. */
function serve(
  answer: (body: Record<string, unknown>) => Response | Promise<Response>,
  meters: Meter[] = [makeMeter()],
) {
  let meter: Meter = meters[0]!;
  const bodies: Record<string, unknown>[] = [];
  const spy = mockFetch(async (url, init) => {
    if (url.endsWith('/flags')) return json(200, { success: true, data: [] });
    if (url.endsWith('/review-record')) return json(200, { success: true, data: [] });
    if (url.includes(UPDATE)) {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      bodies.push(body);
      const response = await answer(body);
      if (response.ok) {
        const { data } = (await response.clone().json()) as { data: Meter };
        meter = data;
      }
      return response;
    }
    if (url.includes('/meters/divisions')) return json(200, { success: true, data: ['Agra Urban I'] });
    const one = /\/meters\/(\d+)$/.exec(url);
    if (one) {
      const id = Number(one[1]);
      return json(200, { success: true, data: id === meter.id ? meter : meters.find((m) => m.id === id) });
    }
    return json(200, meterPage(meters.map((m) => (m.id === meter.id ? meter : m))));
  });
  return { spy, bodies };
}

const updated = (body: Record<string, unknown>) =>
  json(200, {
    success: true,
    data: makeMeter({
      techSupportStatus: String(body.techSupportStatus).toUpperCase(),
      comments: `[2025-03-05T10:00:00.000Z] Bina Rao: APPROVED - ${String(body.comments)}`,
      version: 2,
    }),
    message: METER_LIFECYCLE.recommended('Approve'),
  });

async function openMeter(role: ConsoleRole = 'BI_ADMIN', page: MeterListPage = 'commissioned') {
  const user = userEvent.setup();
  renderRoute(<MetersList role={role} page={page} title="Meters" />);
  await user.click(await screen.findByText('SM24000042'));
  const dialog = await screen.findByRole('dialog', { name: 'Meter Details - SM24000042' });
  return { user, dialog };
}

const valueOf = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

const listCalls = (spy: ReturnType<typeof mockFetch>) =>
  calledUrls(spy).filter((u) => /\/meters\?/.test(u)).length;

describe('The tech support update of the pending review dialog', () => {
  it('sets the status with a comment in the decision bar, toasts, reloads the list and moves on', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { spy, bodies } = serve(async (body) => {
      await held;
      return updated(body);
    });
    const { user, dialog } = await openMeter();
    expect(valueOf(dialog, L.recommendation)).toHaveTextContent(RECOMMENDATION_WORDS.none);

    // The form sits in the decision bar at the dialog's foot, its Update beside Previous and Next.
    const bar = within(dialog).getByRole('group', { name: N.bar });
    const form = within(bar).getByRole('form', { name: T.recommendForm });
    const status = within(form).getByRole('combobox', { name: /^Recommendation/ });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([T.chooseRecommendation, 'Approve', 'Reject']);
    const button = within(bar).getByRole('button', { name: T.recommend });
    expect(button).toBeDisabled();
    // The comment opens once a verdict is chosen.
    expect(within(form).queryByLabelText(T.comment)).not.toBeInTheDocument();

    await user.selectOptions(status, 'Approved');
    await user.type(within(form).getByLabelText(T.comment), 'Data verified');
    expect(button).toBeEnabled();
    const listsBefore = listCalls(spy);
    await user.click(button);

    expect(await within(bar).findByRole('button', { name: T.updating })).toBeDisabled();
    release();

    expect(await screen.findByText(METER_LIFECYCLE.recommended('Approve'))).toBeInTheDocument();
    expect(bodies).toEqual([
      { meterId: 42, version: 1, techSupportStatus: 'Approved', comments: 'Data verified' },
    ]);
    // The list's last meter was recommended: the dialog closes on the reloaded list.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(listCalls(spy)).toBeGreaterThan(listsBefore);
  });

  it('recommends from the keyboard: A then Enter approves, R picks reject and Ctrl+Enter sends; the next opens', async () => {
    const { bodies } = serve(updated, [
      makeMeter(),
      makeMeter({ id: 43, meterSno: 'SM24000043' }),
      makeMeter({ id: 44, meterSno: 'SM24000044' }),
    ]);
    const { user } = await openMeter();
    await user.keyboard('a');
    const update = screen.getByRole('button', { name: T.recommend });
    await waitFor(() => expect(update).toHaveFocus());
    expect(screen.getByRole('combobox', { name: /^Recommendation/ })).toHaveValue('Approved');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ meterId: 42, version: 1, techSupportStatus: 'Approved' });
    const second = await screen.findByRole('dialog', { name: 'Meter Details - SM24000043' });

    // R: the verdict and the focus on the category; the category, Tab, the comment, Ctrl+Enter.
    await user.keyboard('r');
    await waitFor(() => expect(within(second).getByLabelText(R.category)).toHaveFocus());
    await user.selectOptions(within(second).getByLabelText(R.category), 'documentation');
    await user.tab();
    expect(within(second).getByLabelText(R.comment)).toHaveFocus();
    await user.keyboard('Seal photo missing{Control>}{Enter}{/Control}');
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({
      meterId: 43,
      version: 1,
      techSupportStatus: 'Rejected',
      comments: 'Seal photo missing',
      rejectionCategory: 'documentation',
    });
    expect(await screen.findByRole('dialog', { name: 'Meter Details - SM24000044' })).toBeInTheDocument();
    // A fresh form for the next meter.
    expect(screen.getByRole('combobox', { name: /^Recommendation/ })).toHaveValue('');
  });

  it('asks a rejection for its category and comment before sending, and toasts a failure', async () => {
    const { bodies } = serve(() => json(500, { success: false, message: 'boom' }));
    const { user, dialog } = await openMeter();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Recommendation/ }), 'Rejected');
    await user.click(within(dialog).getByRole('button', { name: T.recommend }));
    expect(within(dialog).getByText(R.categoryRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(T.commentRequired)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText(R.category), 'documentation');
    await user.type(within(dialog).getByLabelText(R.comment), 'Photo 2 is blurred');
    await user.click(within(dialog).getByRole('button', { name: T.recommend }));
    expect(await screen.findByText(T.failed)).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(bodies).toEqual([
      {
        meterId: 42,
        version: 1,
        techSupportStatus: 'Rejected',
        comments: 'Photo 2 is blurred',
        rejectionCategory: 'documentation',
      },
    ]);
    expect(valueOf(dialog, L.recommendation)).toHaveTextContent(RECOMMENDATION_WORDS.none);
    expect(within(dialog).getByRole('button', { name: T.recommend })).toBeEnabled();
  });

  it('says so when another reviewer changed the meter first', async () => {
    serve(() => json(409, { success: false, message: 'stale' }));
    const { user, dialog } = await openMeter();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Recommendation/ }), 'Approved');
    await user.click(within(dialog).getByRole('button', { name: T.recommend }));
    expect(await screen.findByText(R.stale)).toBeInTheDocument();
  });

  it.each([
    ['AE_ADMIN', 'commissioned'],
    ['BI_ADMIN', 'installed'],
    ['BI_ADMIN', 'rejected'],
    ['BI_SUPER_ADMIN', 'accepted'],
  ] as const)('is not offered to %s on the %s list', async (role, page) => {
    serve(updated);
    const { dialog } = await openMeter(role, page);
    expect(within(dialog).queryByRole('form', { name: T.recommendForm })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: T.recommend })).not.toBeInTheDocument();
  });
});
