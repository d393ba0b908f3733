import { expect, test } from '@playwright/test';
import { PAGE_TITLES, REPORT_COLUMNS as C, REPORT_TEXTS as T } from '@smms/shared';
import { expectAccessible } from '../support/fixtures.js';
import { listTotal } from '../support/meters.js';
import { stateFile } from '../support/roles.js';

/** The year to today: the demo's installations span its last six months, whenever it is loaded. */
const day = (d: Date) => d.toISOString().slice(0, 10);
const RANGE = { from: day(new Date(Date.now() - 364 * 86_400_000)), to: day(new Date()) };

test.describe('Reports (issue 41): a circle head’s weekly report', () => {
  test.use({ storageState: stateFile('superadmin') });

  test('opens from its address, says the totals of the lists it summarises, and exports as XLSX', async ({
    page,
  }) => {
    await page.goto(`/superadmin/reports?period=week&by=division&from=${RANGE.from}&to=${RANGE.to}`);
    const table = page.getByRole('table', { name: `${T.tableCaption} ${T.groups.division}` });
    await expect(table).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
    const cells = (await table.locator('tbody tr').first().locator('td, th').allTextContents()).map((c) =>
      c.trim(),
    );
    const cell = (column: string) =>
      cells[headers.findIndex((h) => h.toLowerCase() === column.toLowerCase())];
    const [week, division] = [cells[0] ?? '', cells[1] ?? ''];
    expect(division).not.toBe('');
    // The slowest divisions to accept over the range, the longest median first.
    const slowest = page.getByRole('table', { name: T.slowestTitle(T.groupsPlural.division) });
    const medians = (await slowest.locator('tbody tr td:first-of-type').allTextContents()).map(Number);
    expect(medians.length).toBeGreaterThan(1);
    expect(medians).toEqual([...medians].sort((a, b) => b - a));
    await expectAccessible(page);

    // The same week and division on the Commission Accepted list: its total is the report's Accepted.
    const monday = new Date(`${week} UTC`);
    const sunday = new Date(monday.getTime() + 6 * 86_400_000);
    const accepted = Number((cell(C.accepted) ?? '').replaceAll(',', ''));
    await page.goto(
      `/superadmin/commission-done?division=${encodeURIComponent(division)}&installedFrom=${day(monday)}&installedTo=${day(sunday)}`,
    );
    if (accepted === 0) await expect(page.getByText('No meters found')).toBeVisible();
    else expect(await listTotal(page)).toBe(accepted);

    await page.goBack();
    await expect(page.getByRole('heading', { name: PAGE_TITLES.reports, level: 1 })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: T.exportXlsx }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`progress-division-week-${RANGE.from}-${RANGE.to}.xlsx`);
  });
});
