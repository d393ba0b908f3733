import { expect, test, type Locator } from '@playwright/test';
import {
  METER_DETAIL_LABELS,
  METER_SCREENS,
  PAGE_TITLES,
  REJECTION_CATEGORY_LABELS,
  REVIEW_RECORD_TEXTS,
  REVIEW_TEXTS as R,
  REWORK_TEXTS as T,
  TOAST_TITLES,
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
