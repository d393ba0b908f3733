import { expect, test, type Browser, type Page } from '@playwright/test';
import { CLAIM_TEXTS as C, METER_COLUMNS, PAGE_TITLES, WAITING_COLUMN } from '@smms/shared';
import { expectAccessible } from '../support/fixtures.js';
import { columnValues, listTable, settled } from '../support/meters.js';
import { newBiAdmin } from '../support/people.js';
import { stateFile } from '../support/roles.js';
import { signInThroughForm, toast } from '../support/session.js';

const QUEUE = '/biadmin/meters-commissioned';
const TITLE = PAGE_TITLES.pendingMetersReview;

/** A page signed in as the demo's BI admin, or as a second one made for the test. */
async function reviewer(browser: Browser, login: 'biadmin' | 'second'): Promise<Page> {
  if (login === 'biadmin') return (await browser.newContext({ storageState: stateFile(login) })).newPage();
  const second = await newBiAdmin('Meera', 'Joshi');
  const page = await (await browser.newContext()).newPage();
  await signInThroughForm(page, second.username, second.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** Start reviewing on the queue: the list then shows the caller's claims, the longest wait first. */
async function startReviewing(page: Page): Promise<string[]> {
  await page.goto(QUEUE);
  await settled(page);
  await page.getByRole('button', { name: C.start }).click();
  await expect(toast(page, C.claimedTitle)).toBeVisible();
  await expect(page).toHaveURL(/claim=mine&sort=stepSince&order=asc/);
  await settled(page);
  const table = listTable(page, TITLE);
  await expect(table.getByText(C.reviewedByYou).first()).toBeVisible();
  const waits = await columnValues(table, WAITING_COLUMN);
  expect(waits.length).toBeGreaterThan(0);
  for (const wait of waits) expect(wait).toContain(C.reviewedByYou);
  return columnValues(table, METER_COLUMNS.meterSno);
}

async function stopReviewing(page: Page) {
  await page.getByRole('button', { name: C.stop }).click();
  await expect(toast(page, C.releasedTitle)).toBeVisible();
  await expect(page).not.toHaveURL(/claim=/);
}

test.describe('Claimed queues (issue 41): two BI admins reviewing at once never get the same meter', () => {
  test('each claims the next meters no one is reviewing, sees who holds the others, and gives them back', async ({
    browser,
  }) => {
    const first = await reviewer(browser, 'biadmin');
    const second = await reviewer(browser, 'second');
    const mine = await startReviewing(first);
    const theirs = await startReviewing(second);
    expect(mine.filter((sno) => theirs.includes(sno))).toEqual([]);
    await expectAccessible(first);

    // The second reviewer's whole queue, the longest wait first: the first's meters say who is reviewing them.
    await second.goto(`${QUEUE}?sort=stepSince&order=asc&pageSize=100`);
    await settled(second);
    const table = listTable(second, TITLE);
    const numbers = await columnValues(table, METER_COLUMNS.meterSno);
    const waits = await columnValues(table, WAITING_COLUMN);
    const held = numbers.flatMap((sno, i) => (mine.includes(sno) ? [waits[i] ?? ''] : []));
    expect(held.length).toBeGreaterThan(0);
    for (const wait of held) {
      expect(wait).toMatch(/Being reviewed by (?!you)/);
      expect(wait).not.toContain(C.reviewedByYou);
    }
    await expectAccessible(second);

    await stopReviewing(first);
    await stopReviewing(second);
    await second.reload();
    await settled(second);
    await expect(listTable(second, TITLE).getByText(/Being reviewed by/)).toHaveCount(0);
    await first.context().close();
    await second.context().close();
  });

  test('the super admin sees who holds claims on Review Targets and releases them', async ({ browser }) => {
    const bi = await reviewer(browser, 'biadmin');
    await startReviewing(bi);
    const admin = await (await browser.newContext({ storageState: stateFile('superadmin') })).newPage();
    await admin.goto('/superadmin/review-targets');
    const panel = admin.getByRole('region', { name: C.panelTitle });
    const release = panel.getByRole('button', { name: /^Release .+’s claims$/ });
    await expect(release).toHaveCount(1);
    await release.focus();
    await admin.keyboard.press('Enter');
    await expect(toast(admin, C.releasedTitle)).toBeVisible();
    await expect(panel.getByText(C.panelEmpty)).toBeVisible();
    await expectAccessible(admin);

    await bi.reload();
    await settled(bi);
    await expect(listTable(bi, TITLE).getByText(C.reviewedByYou)).toHaveCount(0);
    await bi.context().close();
    await admin.context().close();
  });
});
