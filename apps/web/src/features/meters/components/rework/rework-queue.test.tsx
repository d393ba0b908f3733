import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PAGE_SIZE_DEFAULT,
  PHOTO_FAULT_TEXTS as P,
  REWORK_QUEUE_TEXTS as T,
  REWORK_TEXTS as W,
  TABLE_LABELS,
  type ReworkItem,
} from '@smms/shared';
import { calledUrls, json, mockFetch } from '@/test/fetch-mock';
import { makeMeter } from '@/test/meters';
import { renderRoute } from '@/test/render-route';
import { ReworkQueue } from './rework-queue';

const item = (over: Partial<ReworkItem>): ReworkItem => ({
  id: 41,
  meterSno: 'SM24000041',
  version: 3,
  division: 'Agra Urban I',
  officer: { id: 7, name: 'Ravi Kumar', phone: '9876500011' },
  rejectedAt: '2026-11-20T10:15:00.000Z',
  rejectedBy: 'Super Admin',
  category: 'documentation',
  comment: 'Seal not in the photo',
  photos: [],
  ...over,
});

const page = (data: ReworkItem[], total = data.length) =>
  json(200, {
    success: true,
    data,
    total,
    page: 1,
    pageSize: PAGE_SIZE_DEFAULT,
    nextCursor: null,
    prevCursor: null,
    totalIsEstimate: false,
  });

describe('ReworkQueue', () => {
  it('lists each meter to rework with its officer, the rejection and which named photos are replaced', async () => {
    const spy = mockFetch((url) =>
      url.includes('/meters/rework')
        ? page([
            item({
              photos: [
                { slot: 2, fault: 'blurred', replaced: true },
                { slot: 3, fault: 'seal-not-visible', replaced: false },
              ],
            }),
            item({ id: 42, meterSno: 'SM24000042', photos: [], comment: 'Wrong DTR number' }),
          ])
        : json(200, { success: true, data: [] }),
    );
    renderRoute(<ReworkQueue />);
    const list = await screen.findByRole('list', { name: T.label });
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(first).toHaveTextContent('Ravi Kumar · 9876500011');
    expect(first).toHaveTextContent('Documentation');
    expect(first).toHaveTextContent('Seal not in the photo');
    expect(within(first!).getByText(`${P.named(2, 'blurred')} — ${P.replaced}`)).toBeVisible();
    expect(within(first!).getByText(`${P.named(3, 'seal-not-visible')} — ${P.notReplaced}`)).toBeVisible();
    expect(second).toHaveTextContent(T.noPhotos);
    expect(screen.getByText(TABLE_LABELS.showing(1, 2, 2, 'meters'))).toBeVisible();
    expect(
      calledUrls(spy).some((url) => url.includes(`/meters/rework?page=1&pageSize=${PAGE_SIZE_DEFAULT}`)),
    ).toBe(true);
  });

  it('opens a meter in its details, where a rejected one can be reopened', async () => {
    const user = userEvent.setup();
    const meter = makeMeter({ id: 41, meterSno: 'SM24000041', commissionStatus: 'Rejected' });
    mockFetch((url) => {
      if (url.includes('/meters/rework')) return page([item({})]);
      if (url.endsWith('/meters/41')) return json(200, { success: true, data: meter });
      return json(200, { success: true, data: [] });
    });
    renderRoute(<ReworkQueue />);
    await user.click(await screen.findByRole('button', { name: T.open('SM24000041') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: W.reopen })).toBeVisible();
  });

  it('moves a bookmarked page past the end to the last page, never saying the queue is empty', async () => {
    const spy = mockFetch((url) =>
      url.includes('page=3') ? page([], 60) : page([item({ id: 51, meterSno: 'SM24000051' })], 60),
    );
    renderRoute(<ReworkQueue />, '/list?page=3');
    expect(await screen.findByRole('button', { name: T.open('SM24000051') })).toBeVisible();
    expect(calledUrls(spy).some((url) => url.includes('/meters/rework?page=2&'))).toBe(true);
    expect(screen.queryByText(T.empty)).toBeNull();
  });

  it('says when no meter waits for rework', async () => {
    mockFetch(() => page([]));
    renderRoute(<ReworkQueue />);
    expect(await screen.findByText(T.empty)).toBeVisible();
  });
});
