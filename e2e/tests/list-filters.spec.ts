import { expect, test, type Page } from '@playwright/test';
import {
  DATE_DISPLAY_TEXTS,
  INSTALLED_RANGE_TEXTS,
  LIST_FILTER_TEXTS,
  METER_COLUMNS,
  PAGE_TITLES,
  REVIEW_FILTER,
} from '@smms/shared';
import { expectAccessible } from '../support/fixtures.js';
import { columnValues, listTable, listTotal, settled, urlParam } from '../support/meters.js';
import { stateFile } from '../support/roles.js';

/** "23 Nov 2026" (or "23 Nov 2026, 14:05") → "2026-11-23". */
function dayOf(shown: string): string {
  const match = /(\d{1,2}) (\w{3}) (\d{4})/.exec(shown);
  if (!match) throw new Error(`no date in "${shown}"`);
  const month = (DATE_DISPLAY_TEXTS.months as readonly string[]).indexOf(match[2]!) + 1;
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
}

async function setDay(page: Page, label: string, param: string, day: string) {
  await page.getByLabel(label, { exact: true }).fill(day);
  await expect.poll(() => urlParam(page, param)).toBe(day);
  await settled(page);
}

test.describe('The filters every meter list offers (issue 38)', () => {
  test.use({ storageState: stateFile('superadmin') });

  test('narrows Meters Installed by a field officer and an Installed range, and a chip removes each', async ({
    page,
  }) => {
    // The open officer search is scanned in each viewport and theme (expectAccessible), besides the list.
    test.slow();
    const title = PAGE_TITLES.metersInstalled;
    await page.goto('/superadmin/meters-installed');
    await settled(page);
    const table = listTable(page, title);
    const everything = await listTotal(page);

    // The field officer: a search among the officers the super admin sees, the first one chosen.
    await page.getByRole('button', { name: LIST_FILTER_TEXTS.officerLabel, exact: true }).click();
    await expect(page.getByRole('searchbox', { name: LIST_FILTER_TEXTS.searchOfficers })).toBeFocused();
    const choices = page.getByRole('list', { name: LIST_FILTER_TEXTS.officerLabel }).getByRole('button');
    await expect(choices.nth(1)).toBeVisible();
    await expectAccessible(page);
    const officer = ((await choices.nth(1).textContent()) ?? '').trim();
    await choices.nth(1).click();
    await expect.poll(() => urlParam(page, 'officerId')).toMatch(/^\d+$/);
    await settled(page);
    const officerChip = page.getByText(`${LIST_FILTER_TEXTS.officerChip}: ${officer}`);
    await expect(officerChip).toBeVisible();
    const theirs = await listTotal(page);
    expect(theirs).toBeLessThan(everything);

    // The range: the day of the officer's latest install, from and to.
    const day = dayOf((await columnValues(table, METER_COLUMNS.installedOn))[0] ?? '');
    await setDay(page, INSTALLED_RANGE_TEXTS.fromLabel, 'installedFrom', day);
    await setDay(page, INSTALLED_RANGE_TEXTS.toLabel, 'installedTo', day);
    const total = await listTotal(page);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(50);
    const days = await columnValues(table, METER_COLUMNS.installedOn);
    expect(days).toHaveLength(total);
    expect(days.map(dayOf).every((d) => d === day)).toBe(true);
    const chip = INSTALLED_RANGE_TEXTS.chip(day, day);
    await expect(page.getByText(chip)).toBeVisible();

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: test.info().outputPath('list-filters-1440.png'), fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('list-filters-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectAccessible(page);

    await page.getByRole('button', { name: new RegExp(`${chip}$`) }).click();
    await expect.poll(() => urlParam(page, 'installedFrom')).toBeNull();
    expect(urlParam(page, 'installedTo')).toBeNull();
    await settled(page);
    expect(await listTotal(page)).toBe(theirs);
    await page.getByRole('button', { name: new RegExp(`${LIST_FILTER_TEXTS.officerChip}: .*$`) }).click();
    await expect.poll(() => urlParam(page, 'officerId')).toBeNull();
    expect(await listTotal(page)).toBe(everything);
  });
});

test.describe('A link with a filter the list does not offer (issue 38)', () => {
  test.use({ storageState: stateFile('biadmin') });

  test('drops it with a notice and shows the list', async ({ page }) => {
    await page.goto('/biadmin/meters-commissioned?review=All+Pending');
    const notice = LIST_FILTER_TEXTS.ignored([
      { name: REVIEW_FILTER.label.replace(/\s+filter$/i, ''), value: 'All Pending' },
    ]);
    await expect(page.getByText(notice)).toBeVisible();
    await expect.poll(() => urlParam(page, 'review')).toBeNull();
    await settled(page);
    await expect(listTable(page, PAGE_TITLES.pendingMetersReview).locator('tbody tr').first()).toBeVisible();
  });
});
