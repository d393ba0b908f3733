import { expect, test } from '@playwright/test';
import {
  CARD_LABELS,
  DASHBOARD_SECTIONS,
  DASHBOARD_TITLES,
  formatCount,
  METER_COLUMNS,
  METER_DETAIL_LABELS,
  METER_DETAIL_TEXTS,
  METER_LIST_TEXTS,
  METER_SCREENS,
  PAGE_TITLES,
  RECOMMENDATION_WORDS,
  REJECTION_TYPE_FILTER,
  REVIEW_FILTER,
  STATE_WORDS,
  TABLE_CONTROLS,
  TECH_SUPPORT_TEXTS,
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

test.use({ storageState: stateFile('biadmin') });

const S = METER_SCREENS;

test.describe('A BI_ADMIN on the meter screens', () => {
  test('sees the four dashboard cards of the view', async ({ page }) => {
    await page.goto('/biadmin/dashboard');
    await expect(
      page.getByRole('heading', { name: DASHBOARD_TITLES.BI_ADMIN.Meters, level: 1 }),
    ).toBeVisible();
    const cards = page.getByRole('list', { name: DASHBOARD_SECTIONS.counts }).getByRole('link');
    await expect(cards).toHaveCount(4);
    await expect(page.getByRole('heading', { name: DASHBOARD_SECTIONS.recentActivities })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: new RegExp(`^${CARD_LABELS.accepted}`) }).click();
    await expect(page).toHaveURL(/\/biadmin\/commission-done$/);
  });

  test('filters, searches and pages Meters Installed', async ({ page }) => {
    const title = PAGE_TITLES.metersInstalled;
    await openList(page, '/biadmin/meters-installed', title, 'installed');
    await expect(page.getByLabel(METER_LIST_TEXTS.divisionFilter)).toHaveCount(0);
    await filterBy(page, S.installed.filter.label, 'PENDING', 'status');
    // The API's PENDING is the state Installed, and every screen says so.
    expect(new Set(await columnValues(listTable(page, title), METER_COLUMNS.status))).toEqual(
      new Set([STATE_WORDS.installed]),
    );
    await nextPage(page, await listTotal(page));
    await searchFor(page, S.installed.texts.searchPlaceholder, 'Kamla Nagar');
    for (const substation of await columnValues(listTable(page, title), METER_COLUMNS.substationName))
      expect(substation).toContain('Kamla Nagar');
    await expectAccessible(page);
  });

  test('opens the review queue on meters awaiting a recommendation, without editing them', async ({
    page,
  }) => {
    const title = PAGE_TITLES.pendingMetersReview;
    await openList(page, '/biadmin/meters-commissioned', title, 'pending-review');
    const filter = page.getByLabel(S['pending-review'].filter.label);
    // Each option says how many meters it lists (issue 38), once the server has counted them.
    await expect(filter.locator('option').nth(2)).toHaveText(/^None \([\d,]+\)$/);
    const options = await filter.locator('option').allTextContents();
    expect(options[0]).toBe(REVIEW_FILTER.all);
    expect(options.slice(1).map((o) => o.replace(/ \([\d,]+\)$/, ''))).toEqual(['Approve or reject', 'None']);
    // None is the default view, what still awaits the BI admin, and its chip says so; all is a choice.
    await expect(filter).toHaveValue('No Status');
    await expect(page.getByRole('list', { name: TABLE_CONTROLS.activeFilters })).toContainText(
      'Recommendation: None',
    );
    const waiting = await listTotal(page);
    expect(options[2]).toContain(`(${formatCount(waiting)})`);
    await filterBy(page, S['pending-review'].filter.label, REVIEW_FILTER.all, 'review', 'all');
    const all = await listTotal(page);
    expect(all).toBeGreaterThan(waiting);
    await nextPage(page, all);
    const { dialog } = await openFirstMeter(page, title);
    await expect(dialog.getByText('Commission Status', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: METER_DETAIL_TEXTS.edit })).toHaveCount(0);
    await expect(dialog.getByRole('form', { name: TECH_SUPPORT_TEXTS.recommendForm })).toBeVisible();
    await expectAccessible(page);
  });

  test('sees why meters were rejected', async ({ page }) => {
    const title = PAGE_TITLES.commissionRejected;
    await openList(page, '/biadmin/commission-rejected', title, 'rejected');
    await expect(
      listTable(page, title).getByRole('columnheader', { name: METER_COLUMNS.reason }),
    ).toHaveCount(0);
    await expect(
      listTable(page, title).getByRole('columnheader', { name: METER_COLUMNS.rejectionType }),
    ).toHaveCount(0);
    await filterBy(page, REJECTION_TYPE_FILTER.label, 'Technical Issues', 'reason');
    await nextPage(page, await listTotal(page));
    const { dialog } = await openFirstMeter(page, title);
    // The recommendation REJECTED reads as the recommendation's word beside its label.
    const techStatus = dialog
      .getByRole('term')
      .filter({ hasText: METER_DETAIL_LABELS.recommendation })
      .locator('xpath=following-sibling::dd[1]');
    await expect(techStatus).toHaveText(RECOMMENDATION_WORDS.reject);
    await expectAccessible(page);
  });

  test('exports exactly the auto-commissioned meters it filtered', async ({ page }) => {
    const title = PAGE_TITLES.commissionedAccepted;
    await openList(page, '/biadmin/commission-done', title, 'accepted');
    await filterBy(page, S.accepted.filter.label, 'Auto-Commissioned', 'acceptance');
    await searchFor(page, S.accepted.texts.searchPlaceholder, 'Town Feeder');
    const total = await listTotal(page);
    expect(total).toBeGreaterThan(0);
    await openFirstMeter(page, title);
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    const csv = await exportList(page, 'commissioned-accepted');
    expect(csv.rows).toHaveLength(total);
    const auto = csv.header.indexOf('Auto-Commissioned');
    for (const row of csv.rows) expect(row[auto]).toBe('Yes');
  });
});
