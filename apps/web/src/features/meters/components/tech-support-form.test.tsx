import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  METER_DETAIL_LABELS as L,
  METER_LIFECYCLE,
  RECOMMENDATION_WORDS,
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

afterEach(() => vi.unstubAllGlobals());

const UPDATE = '/meters/bi-admin/update-tech-support';

/** A server holding one pending meter; `answer` decides what the update call returns. */
function serve(answer: (body: Record<string, unknown>) => Response | Promise<Response>) {
  let meter: Meter = makeMeter();
  const bodies: Record<string, unknown>[] = [];
  const spy = mockFetch(async (url, init) => {
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
    if (/\/meters\/\d+$/.test(url)) return json(200, { success: true, data: meter });
    return json(200, meterPage([meter]));
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
    message: METER_LIFECYCLE.techSupportUpdated,
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
  it('sets the status with a comment, toasts, reloads the list and shows the new status', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { spy, bodies } = serve(async (body) => {
      await held;
      return updated(body);
    });
    const { user, dialog } = await openMeter();
    expect(valueOf(dialog, L.recommendation)).toHaveTextContent(RECOMMENDATION_WORDS.none);

    const form = within(dialog).getByRole('region', { name: T.heading });
    const status = within(form).getByLabelText(/^Status/);
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([T.selectStatus, 'Approve', 'Reject']);
    const button = within(form).getByRole('button', { name: T.update });
    expect(button).toBeDisabled();

    await user.selectOptions(status, 'Approved');
    await user.type(within(form).getByLabelText(T.comment), 'Data verified');
    expect(button).toBeEnabled();
    const listsBefore = listCalls(spy);
    await user.click(button);

    expect(await within(form).findByRole('button', { name: T.updating })).toBeDisabled();
    release();

    expect(await screen.findByText(METER_LIFECYCLE.techSupportUpdated)).toBeInTheDocument();
    expect(bodies).toEqual([
      { meterId: 42, version: 1, techSupportStatus: 'Approved', comments: 'Data verified' },
    ]);
    await waitFor(() =>
      expect(valueOf(dialog, L.recommendation)).toHaveTextContent(RECOMMENDATION_WORDS.approve),
    );
    expect(valueOf(dialog, L.comments)).toHaveTextContent('Data verified');
    expect(listCalls(spy)).toBeGreaterThan(listsBefore);
    expect(status).toHaveValue('');
    expect(within(form).getByRole('button', { name: T.update })).toBeDisabled();
  });

  it('asks a rejection for its category and comment before sending, and toasts a failure', async () => {
    const { bodies } = serve(() => json(500, { success: false, message: 'boom' }));
    const { user, dialog } = await openMeter();
    await user.selectOptions(within(dialog).getByLabelText(/^Status/), 'Rejected');
    await user.click(within(dialog).getByRole('button', { name: T.update }));
    expect(within(dialog).getByText(R.categoryRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(T.commentRequired)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText(R.category), 'documentation');
    await user.type(within(dialog).getByLabelText(R.comment), 'Photo 2 is blurred');
    await user.click(within(dialog).getByRole('button', { name: T.update }));
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
    expect(within(dialog).getByRole('button', { name: T.update })).toBeEnabled();
  });

  it('says so when another reviewer changed the meter first', async () => {
    serve(() => json(409, { success: false, message: 'stale' }));
    const { user, dialog } = await openMeter();
    await user.selectOptions(within(dialog).getByLabelText(/^Status/), 'Approved');
    await user.click(within(dialog).getByRole('button', { name: T.update }));
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
    expect(within(dialog).queryByRole('region', { name: T.heading })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: T.update })).not.toBeInTheDocument();
  });
});
