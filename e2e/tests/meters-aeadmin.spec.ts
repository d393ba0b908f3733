import { expect, request, test, type APIRequestContext } from '@playwright/test';
import {
  CARD_LABELS,
  DASHBOARD_SECTIONS,
  DASHBOARD_TITLES,
  METER_COLUMNS,
  METER_DETAIL_TEXTS,
  METER_LIST_TEXTS,
  METER_SCREENS,
  PAGE_TITLES,
  REJECTION_CATEGORY_LABELS,
  REJECTION_TYPE_FILTER,
  COMMISSION_WORDS,
  STATE_WORDS,
} from '@smms/shared';
import { expectAccessible } from '../support/fixtures.js';
import {
  columnValues,
  exportList,
  filterBy,
  listTable,
  listTotal,
  nextPage,
  openFirstMeter,
  openList,
  searchFor,
} from '../support/meters.js';
import { stateFile } from '../support/roles.js';

test.use({ storageState: stateFile('aeadmin') });

const S = METER_SCREENS;

/** The lowest 500 meter ids a session may see, and how many it sees in all. */
async function meterIds(client: APIRequestContext) {
  const response = await client.get('/api/v1/meters?stage=installed&sort=id&order=asc&pageSize=500');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { total: number; data: { id: number }[] };
  return { total: body.total, ids: body.data.map((m) => m.id) };
}

test.describe('An AE_ADMIN on the meter screens', () => {
  test('sees its own counts on the dashboard, and the installed list agrees', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(
      page.getByRole('heading', { name: DASHBOARD_TITLES.AE_ADMIN.Meters, level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: DASHBOARD_SECTIONS.statusOverview })).toBeVisible();
    await expect(page.getByRole('list', { name: DASHBOARD_SECTIONS.statusOverview })).toContainText('%');
    await expectAccessible(page);
    const card = page.getByRole('link', { name: new RegExp(`^${CARD_LABELS.totalInstalled}`) });
    const installed = Number(((await card.textContent()) ?? '').replace(/\D/g, ''));
    await card.click();
    await expect(page.getByRole('heading', { name: PAGE_TITLES.metersInstalled, level: 1 })).toBeVisible();
    expect(await listTotal(page)).toBe(installed);
  });

  test('sees only its officers’ meters on Meters Installed', async ({ page }) => {
    const title = PAGE_TITLES.metersInstalled;
    await openList(page, '/admin/meters-installed', title, 'installed');
    const own = await meterIds(page.request);
    const bi = await request.newContext({
      baseURL: test.info().project.use.baseURL,
      storageState: stateFile('biadmin'),
    });
    const all = await meterIds(bi);
    await bi.dispose();
    expect(await listTotal(page)).toBe(own.total);
    expect(own.total).toBeLessThan(all.total);
    // A meter of another AE_ADMIN's officer, within the range of ids this one sees, is not found.
    const last = Math.max(...own.ids);
    const others = all.ids.filter((id) => id < last && !own.ids.includes(id));
    expect(others.length).toBeGreaterThan(0);
    expect((await page.request.get(`/api/v1/meters/${others[0]}`)).status()).toBe(404);
    await filterBy(page, S.installed.filter.label, 'COMMISSIONED', 'status');
    await searchFor(page, S.installed.texts.searchPlaceholder, 'SM2400');
    const total = await listTotal(page);
    await nextPage(page, total);
    for (const sno of await columnValues(listTable(page, title), METER_COLUMNS.meterSno))
      expect(sno).toContain('SM2400');
    await expect(page.getByLabel(METER_LIST_TEXTS.divisionFilter)).toHaveCount(0);
    await expectAccessible(page);
  });

  test('filters Meters Commissioned and opens a meter it may edit', async ({ page }) => {
    const title = PAGE_TITLES.metersCommissioned;
    await openList(page, '/admin/meters-commissioned', title, 'commissioned');
    await filterBy(page, S.commissioned.filter.label, 'INACTIVE', 'status');
    // The API's INACTIVE is the state Rejected, and the list says so.
    expect(new Set(await columnValues(listTable(page, title), METER_COLUMNS.status))).toEqual(
      new Set([STATE_WORDS.rejected]),
    );
    await nextPage(page, await listTotal(page));
    const { dialog } = await openFirstMeter(page, title);
    await expect(dialog.getByRole('button', { name: METER_DETAIL_TEXTS.edit })).toBeVisible();
    await dialog.getByRole('button', { name: METER_DETAIL_TEXTS.edit }).click();
    await expect(dialog.getByLabel(/Meter S\.No/)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: METER_DETAIL_TEXTS.cancel }).click();
    await expect(dialog.getByRole('heading', { name: METER_DETAIL_TEXTS.photos })).toBeVisible();
  });

  test('exports its inactive rejected meters, and those rejected for their documents', async ({ page }) => {
    const title = PAGE_TITLES.commissionRejected;
    await openList(page, '/admin/commission-rejected', title, 'rejected');
    await nextPage(page, await listTotal(page));
    await filterBy(page, REJECTION_TYPE_FILTER.label, 'Inactive', 'reason');
    const total = await listTotal(page);
    expect(total).toBeGreaterThan(0);
    const csv = await exportList(page, 'ae-meters-rejected');
    expect(csv.rows).toHaveLength(total);
    const type = csv.header.indexOf(METER_COLUMNS.rejectionType);
    for (const row of csv.rows) expect(row[type]).toBe('Inactive');

    // The Reason filter is the category the super admin decided.
    const documentation = REJECTION_CATEGORY_LABELS.documentation;
    await filterBy(page, S.rejected.filter.label, documentation, 'category', 'documentation');
    const documented = await listTotal(page);
    expect(documented).toBeGreaterThan(0);
    expect(documented).toBeLessThan(total);
    const byReason = await exportList(page, 'ae-meters-rejected');
    expect(byReason.rows).toHaveLength(documented);
    const reason = byReason.header.indexOf(METER_COLUMNS.reason);
    for (const row of byReason.rows) expect([row[reason], row[type]]).toEqual([documentation, 'Inactive']);
  });

  test('pages the accepted list and opens a meter with its photos', async ({ page }) => {
    const title = PAGE_TITLES.commissionedAccepted;
    await openList(page, '/admin/commission-done', title, 'accepted');
    await filterBy(page, S.accepted.filter.label, 'Approved', 'acceptance');
    await nextPage(page, await listTotal(page));
    const { dialog } = await openFirstMeter(page, title);
    await expect(dialog.getByText(COMMISSION_WORDS.Approved, { exact: true }).first()).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await searchFor(page, S.accepted.texts.searchPlaceholder, 'Bazar Feeder');
    const csv = await exportList(page, 'ae-meters-commission-accepted');
    expect(csv.rows).toHaveLength(await listTotal(page));
  });
});
