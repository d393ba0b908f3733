import { expect, test, type Page } from '@playwright/test';
import {
  MODEM_DETAIL_LABELS,
  MODEM_REVIEW_TEXTS,
  REJECTION_CATEGORY_LABELS,
  REVIEW_RECORD_TEXTS,
  REVIEW_TEXTS,
  TOAST_TITLES,
  modemScreen,
  COMMISSION_WORDS,
  STATE_WORDS,
} from '@smms/shared';
import { expectAccessible } from '../support/fixtures.js';
import { columnValues, listTotal } from '../support/meters.js';
import { MODEM_TITLES, openModemList, openModemRow } from '../support/modems.js';
import { stateFile } from '../support/roles.js';
import { toast } from '../support/session.js';

/**
 * The super admin decides Pending modems from the modem dialog (DESIGN §7). These tests change commission
 * statuses, so they run after the other specs (the "review" project).
 */
test.describe.configure({ timeout: 120_000 });
test.use({ storageState: stateFile('superadmin') });

const API = '/api/v1';
const HEADERS = { 'X-Requested-With': 'smms' };
const TITLE = MODEM_TITLES.all;
const BI = modemScreen('BI_SUPER_ADMIN', 'all');
const header = (id: string) => BI.columns.find((c) => c.id === id)?.header as string;

/** The index on the page of the first Pending modem (Installed or Commissioned) after `from`. */
async function pendingRow(page: Page, from = 0) {
  const statuses = await columnValues(page.getByRole('table', { name: TITLE }), header('status'));
  const index = statuses.findIndex(
    (s, i) => i >= from && (s === STATE_WORDS.installed || s === STATE_WORDS.commissioned),
  );
  expect(index, 'a Pending modem on the first page').toBeGreaterThanOrEqual(0);
  return index;
}

/** The dialog open now, whichever modem it shows. */
const anyDialog = (page: Page) => page.getByRole('dialog', { name: /^Modem Details - / });

const commission = (page: Page) =>
  page.getByRole('dialog').getByText(MODEM_DETAIL_LABELS.commissionStatus, { exact: true }).locator('+ dd');

test('approves a Pending modem with A at once, Undo in its toast takes it back, and the accepted list grows', async ({
  page,
}) => {
  await openModemList(page, '/superadmin/modems-commission-done', 'accepted');
  const accepted = await listTotal(page);
  await openModemList(page, '/superadmin/modems-installed', 'all');
  const { dialog, modemSno } = await openModemRow(page, TITLE, await pendingRow(page));
  await expect(dialog.getByRole('button', { name: REVIEW_TEXTS.approve })).toBeVisible();
  // No confirmation (issue 38): the approval is made, and its toast offers Undo.
  await page.keyboard.press('a');
  const approved = toast(page, TOAST_TITLES.success, MODEM_REVIEW_TEXTS.approved(modemSno));
  await expect(approved).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // The review moves on: the decided modem's dialog gives way to the next modem of the list.
  await expect(dialog).toHaveCount(0);
  await expect(anyDialog(page)).toBeVisible();
  await expectAccessible(page);
  // Undo, clicked over the open dialog, takes it back: the review returns to the modem, awaiting a decision.
  await approved.getByRole('button', { name: REVIEW_TEXTS.undo }).click();
  await expect(toast(page, TOAST_TITLES.success, REVIEW_TEXTS.undone(`modem ${modemSno}`))).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(commission(page)).toHaveText(COMMISSION_WORDS.Pending);
  await page.keyboard.press('a');
  await expect(toast(page, TOAST_TITLES.success, MODEM_REVIEW_TEXTS.approved(modemSno))).toHaveCount(1);
  await expect(dialog).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(anyDialog(page)).toHaveCount(0);
  await openModemList(page, '/superadmin/modems-commission-done', 'accepted');
  expect(await listTotal(page)).toBe(accepted + 1);
});

test('rejects only with a category and a comment', async ({ page }) => {
  await openModemList(page, '/superadmin/modems-installed', 'all');
  const index = await pendingRow(page);
  const { dialog, modemSno } = await openModemRow(page, TITLE, index);
  await dialog.getByRole('button', { name: REVIEW_TEXTS.reject }).click();
  const reject = page.getByRole('dialog', { name: REVIEW_TEXTS.rejectTitle(`modem ${modemSno}`) });
  await reject.getByRole('button', { name: REVIEW_TEXTS.reject }).click();
  await expect(reject.getByText(REVIEW_TEXTS.categoryRequired)).toBeVisible();
  await expectAccessible(page);
  await reject.getByLabel(REVIEW_TEXTS.category).selectOption({ label: REJECTION_CATEGORY_LABELS.location });
  await reject.getByLabel(REVIEW_TEXTS.comment).fill('Modem mounted on the wrong pole');
  await reject.getByRole('button', { name: REVIEW_TEXTS.reject }).click();
  await expect(toast(page, TOAST_TITLES.success, MODEM_REVIEW_TEXTS.rejected(modemSno))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(anyDialog(page)).toHaveCount(0);
  // Opened again from its row (the whole list keeps it in its place), it is Rejected with the comment.
  const again = await openModemRow(page, TITLE, index);
  expect(again.modemSno).toBe(modemSno);
  await expect(commission(page)).toHaveText(COMMISSION_WORDS.Rejected);
  await expect(again.dialog.getByText('Modem mounted on the wrong pole')).toBeVisible();
});

test('says what was decided first, and shows the new state', async ({ page }) => {
  await openModemList(page, '/superadmin/modems-installed', 'all');
  const index = await pendingRow(page);
  const ids = await columnValues(page.getByRole('table', { name: TITLE }), header('id'));
  const id = Number(ids[index]);
  await openModemRow(page, TITLE, index);
  // Another reviewer approves it meanwhile, with the version this dialog read.
  const modem = (await (await page.request.get(`${API}/modem/${id}`)).json()) as {
    data: { version: number };
  };
  const other = await page.request.put(`${API}/modem/${id}/commission-status`, {
    headers: HEADERS,
    data: { commissionStatus: 'Approved', version: modem.data.version },
  });
  expect(other.ok()).toBe(true);
  await page.keyboard.press('a');
  // The demo has one super admin: the change made first was this same person's (another tab), and is said so.
  const words = REVIEW_RECORD_TEXTS.changedBySelf(
    REVIEW_RECORD_TEXTS.kind.decision,
    COMMISSION_WORDS.Approved,
  );
  await expect(toast(page, TOAST_TITLES.error, words)).toBeVisible();
  await expect(commission(page)).toHaveText(COMMISSION_WORDS.Approved);
});
