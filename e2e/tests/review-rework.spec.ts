import { expect, test, type Locator } from '@playwright/test';
import {
  METER_DETAIL_LABELS,
  METER_SCREENS,
  PAGE_TITLES,
  REJECTION_CATEGORY_LABELS,
  REVIEW_RECORD_TEXTS,
  REVIEW_TEXTS as R,
  REWORK_TEXTS as T,
  REWORK_MESSAGES,
  REWORK_QUEUE_TEXTS,
  PHOTO_FAULT_TEXTS as P,
  TOAST_TITLES,
  type Meter,
  type ReworkItem,
  COMMISSION_WORDS,
} from '@smms/shared';
import { expectAccessible } from '../support/fixtures.js';
import { listTotal, openFirstMeter, openList, searchFor } from '../support/meters.js';
import { demoAdmin } from '../support/people.js';
import { stateFile } from '../support/roles.js';
import { toast } from '../support/session.js';

/**
 * Sending a rejected meter back to review, and revoking an approval, from the meter's details (issue 36).
 * They change commission statuses, so they run after the other specs (the "review" project).
 */
const commission = (dialog: Locator) =>
  dialog.getByText(METER_DETAIL_LABELS.commissionStatus, { exact: true }).locator('+ dd');

test.describe('An AE_ADMIN on Commission Rejected', () => {
  test.use({ storageState: stateFile('aeadmin') });

  test('reopens a rejected meter for review, saying what was fixed, and it leaves the list', async ({
    page,
  }) => {
    const title = PAGE_TITLES.commissionRejected;
    await openList(page, '/admin/commission-rejected', title, 'rejected');
    const before = await listTotal(page);
    const { dialog, meterSno } = await openFirstMeter(page, title);
    await dialog.getByRole('button', { name: T.reopen }).click();
    const reopen = page.getByRole('dialog', { name: T.reopenTitle(R.oneMeter(meterSno)) });
    await reopen.getByRole('button', { name: T.reopen }).click();
    await expect(reopen.getByText(T.fixedRequired)).toBeVisible();
    await expectAccessible(page);
    await reopen.getByLabel(T.fixed).fill('Seal replaced and the photo taken again');
    await reopen.getByRole('button', { name: T.reopen }).click();
    await expect(toast(page, TOAST_TITLES.success, T.reopened(meterSno))).toBeVisible();
    await expect(commission(dialog)).toHaveText(COMMISSION_WORDS.Pending);
    await expect(dialog.getByRole('button', { name: T.reopen })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => listTotal(page)).toBe(before - 1);
  });
});

test.describe('The super admin on Commission Accepted', () => {
  test.use({ storageState: stateFile('superadmin') });

  test('revokes an approval with a category and a comment, and the record shows it', async ({ page }) => {
    const title = PAGE_TITLES.commissionedAccepted;
    await openList(page, '/superadmin/commission-done', title, 'accepted');
    const { dialog, meterSno } = await openFirstMeter(page, title);
    await dialog.getByRole('button', { name: T.revoke }).click();
    const reject = page.getByRole('dialog', { name: R.rejectTitle(R.oneMeter(meterSno)) });
    await reject.getByLabel(R.category).selectOption({ label: REJECTION_CATEGORY_LABELS.location });
    await reject.getByLabel(R.comment).fill('Installed at the wrong address');
    await reject.getByRole('button', { name: R.reject }).click();
    await expect(toast(page, TOAST_TITLES.success, T.revoked(meterSno))).toBeVisible();
    await expect(commission(dialog)).toHaveText('Rejected');
    await expect(dialog.getByRole('button', { name: T.revoke })).toHaveCount(0);

    // On Commission Rejected its comments show the installer's note, then the decision as the record has it.
    const rejected = PAGE_TITLES.commissionRejected;
    await openList(page, '/superadmin/commission-rejected', rejected, 'rejected');
    await searchFor(page, METER_SCREENS.rejected.texts.searchPlaceholder, meterSno);
    const opened = await openFirstMeter(page, rejected);
    expect(opened.meterSno).toBe(meterSno);
    const record = opened.dialog.getByRole('list', { name: REVIEW_RECORD_TEXTS.label });
    await expect(opened.dialog.getByText(REVIEW_RECORD_TEXTS.note, { exact: true })).toBeVisible();
    const { firstName, lastName } = await demoAdmin('superadmin');
    await expect(record.getByRole('listitem').last()).toContainText(
      `${firstName} ${lastName}${REVIEW_RECORD_TEXTS.kind.decision}Rejected`,
    );
    await expect(record.getByRole('listitem').last()).toContainText('Installed at the wrong address');
    await expectAccessible(page);
  });
});

test.describe('Photos at fault and the rework loop (issue 42)', () => {
  test.use({ storageState: stateFile('superadmin') });

  test('the super admin names a photo at fault, the rework call and the AE_ADMIN’s Rework page return it, and its replacement sends the meter back to review', async ({
    page,
    browser,
  }) => {
    const ae = await (await browser.newContext({ storageState: stateFile('aeadmin') })).newPage();
    const headers = { 'X-Requested-With': 'smms' };
    // An accepted meter of the AE_ADMIN's officers that has its four photos.
    const accepted = (await (await ae.request.get('/api/v1/meters?stage=accepted&pageSize=100')).json()) as {
      data: Meter[];
    };
    const meter = accepted.data.find((m) => m.photos.length === 4);
    expect(meter, 'an accepted meter with photos').toBeDefined();
    const { id, meterSno } = meter as Meter;

    // The super admin revokes it, naming photo 2 as blurred.
    const title = PAGE_TITLES.commissionedAccepted;
    await openList(page, '/superadmin/commission-done', title, 'accepted');
    await searchFor(page, METER_SCREENS.accepted.texts.searchPlaceholder, meterSno);
    const { dialog } = await openFirstMeter(page, title);
    await dialog.getByRole('button', { name: T.revoke }).click();
    const reject = page.getByRole('dialog', { name: R.rejectTitle(R.oneMeter(meterSno)) });
    const photos = reject.getByRole('group', { name: P.legend });
    await photos.getByRole('combobox', { name: P.select(2) }).selectOption('blurred');
    await expectAccessible(page);
    await reject.getByLabel(R.category).selectOption({ label: REJECTION_CATEGORY_LABELS.documentation });
    await reject.getByLabel(R.comment).fill('The meter photo is too blurred to read');
    await reject.getByRole('button', { name: R.reject }).click();
    await expect(toast(page, TOAST_TITLES.success, T.revoked(meterSno))).toBeVisible();
    // On Commission Rejected its record names the photo.
    const rejected = PAGE_TITLES.commissionRejected;
    await openList(page, '/superadmin/commission-rejected', rejected, 'rejected');
    await searchFor(page, METER_SCREENS.rejected.texts.searchPlaceholder, meterSno);
    const opened = await openFirstMeter(page, rejected);
    const record = opened.dialog.getByRole('list', { name: REVIEW_RECORD_TEXTS.label });
    await expect(record.getByRole('list', { name: P.recordLabel })).toHaveText(P.named(2, 'blurred'));

    // The field's rework call returns it with what to fix.
    // The newest rejection comes last (the longest waiting first): the last page holds it.
    const reworkPage = async (page: number) =>
      (await (await ae.request.get(`/api/v1/meters/rework?pageSize=100&page=${page}`)).json()) as {
        data: ReworkItem[];
        total: number;
      };
    const last = Math.ceil((await reworkPage(1)).total / 100);
    const rework = await reworkPage(last);
    expect(rework.data.find((item) => item.id === id)).toMatchObject({
      meterSno,
      comment: 'The meter photo is too blurred to read',
      photos: [{ slot: 2, fault: 'blurred', replaced: false }],
    });

    // The AE_ADMIN's Rework page lists it on its last page, the photo not replaced yet.
    await ae.goto(`/admin/rework?pageSize=100&page=${last}`);
    await expect(ae.getByRole('heading', { name: PAGE_TITLES.rework, level: 1 })).toBeVisible();
    const entry = ae
      .getByRole('list', { name: REWORK_QUEUE_TEXTS.label })
      .getByRole('listitem')
      .filter({ has: ae.getByRole('button', { name: REWORK_QUEUE_TEXTS.open(meterSno) }) });
    await expect(entry).toContainText(`${P.named(2, 'blurred')} — ${P.notReplaced}`);
    await expectAccessible(ae);

    // Photo 2 replaced (by another picture: photo 3's file) sends it back to review, and off the Rework page.
    const picture = await (await ae.request.get(`/api/v1/meters/${id}/photos/3`)).body();
    const replaced = await ae.request.post(`/api/v1/meters/${id}/photos/2`, {
      headers,
      multipart: { file: { name: 'retaken.jpg', mimeType: 'image/jpeg', buffer: picture } },
    });
    expect(replaced.ok(), await replaced.text()).toBe(true);
    expect(await replaced.json()).toMatchObject({
      message: REWORK_MESSAGES.backInReview,
      data: { commissionStatus: 'Pending' },
    });
    await ae.reload();
    await expect(ae.getByRole('heading', { name: PAGE_TITLES.rework, level: 1 })).toBeVisible();
    await expect(ae.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(ae.getByRole('button', { name: REWORK_QUEUE_TEXTS.open(meterSno) })).toHaveCount(0);
    await ae.context().close();

    // The record ends with the reopen the replacement made.
    const events = (await (await page.request.get(`/api/v1/meters/${id}/review-record`)).json()) as {
      data: { kind: string; from: string; to: string; comment: string }[];
    };
    expect(events.data.at(-1)).toMatchObject({
      kind: 'decision',
      from: 'Rejected',
      to: 'Pending',
      comment: REWORK_MESSAGES.photosReplaced([2]),
    });
  });
});
