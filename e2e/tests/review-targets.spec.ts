import { expect, test, type Page } from '@playwright/test';
import {
  HEADER_LABELS,
  NAV_LABELS,
  NOTIFICATION_LABELS,
  PAGE_TITLES,
  REVIEW_TARGET_TEXTS as T,
  SLA_FILTER,
  SLA_WORDS,
  STEP_WORDS,
  TECH_SUPPORT_LIST_TEXTS,
  WAITING_COLUMN,
  WAITING_PANEL_TEXTS,
  type ReviewTargetsSetting,
} from '@smms/shared';
import { expectAccessible } from '../support/fixtures.js';
import { columnValues, filterBy, listTable, listTotal, settled } from '../support/meters.js';
import { stateFile } from '../support/roles.js';

const TARGETS = '/api/v1/settings/review-targets';
const readTargets = async (page: Page) =>
  ((await (await page.request.get(TARGETS)).json()) as { data: ReviewTargetsSetting }).data;

test.describe('Review targets (issue 41): on time, due soon and overdue at every step', () => {
  test.use({ storageState: stateFile('superadmin') });
  // The second test changes the targets the first reads.
  test.describe.configure({ mode: 'serial' });

  test('the bell opens the decision queue on its overdue meters, the longest wait first, each saying so', async ({
    page,
  }) => {
    await page.goto('/superadmin/dashboard');
    // The sidebar says how many of the queue are overdue, within the entry's name.
    await expect(
      page.getByRole('link', { name: new RegExp(`^${NAV_LABELS.techSupport}, [\\d,]+ overdue$`) }),
    ).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^${HEADER_LABELS.bell(0)}`) }).click();
    await page.getByRole('link', { name: new RegExp(NOTIFICATION_LABELS.overdueReview) }).click();
    await expect(page).toHaveURL(/\/superadmin\/tech-support\?sla=overdue&sort=stepSince&order=asc$/);
    await settled(page);
    await expect(page.getByLabel(SLA_FILTER.label)).toHaveValue('overdue');
    const table = listTable(page, PAGE_TITLES.techSupport);
    await expect(table.getByRole('columnheader', { name: WAITING_COLUMN })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(await listTotal(page)).toBeGreaterThan(0);
    const waits = await columnValues(table, WAITING_COLUMN);
    expect(waits.length).toBeGreaterThan(0);
    for (const wait of waits) expect(wait).toContain(SLA_WORDS.overdue);
    // Choosing On time instead lists none of those, and no wait on it is flagged.
    await filterBy(page, SLA_FILTER.label, SLA_WORDS['on-time'], 'sla', 'on-time');
    for (const wait of await columnValues(table, WAITING_COLUMN))
      expect(wait).not.toMatch(new RegExp(`${SLA_WORDS.overdue}|${SLA_WORDS['due-soon']}`));
    await expectAccessible(page);
  });

  test('the dashboard says which division is late in a step, and the month of its overdue', async ({
    page,
  }) => {
    await page.goto('/superadmin/dashboard');
    const panel = page.getByRole('region', { name: WAITING_PANEL_TEXTS.title });
    await panel.getByLabel(WAITING_PANEL_TEXTS.step).selectOption('live');
    const table = panel.getByRole('table', { name: `${WAITING_PANEL_TEXTS.title}: ${STEP_WORDS.live}` });
    await expect(table).toBeVisible();
    await expect(panel).not.toHaveAttribute('aria-busy', 'true');
    // The most overdue division first: the demo's late one has some.
    const first = table.locator('tbody tr').first();
    expect(Number((await first.locator('td').last().textContent())?.replaceAll(',', ''))).toBeGreaterThan(0);
    // The trend below: 30 days, newest first, each recorded (the demo's month, today's by this read).
    const trend = panel.getByRole('table', { name: WAITING_PANEL_TEXTS.trendCaption(STEP_WORDS.live) });
    await expect(trend.locator('tbody tr')).toHaveCount(30);
    expect(await trend.locator('tbody tr td').allTextContents()).not.toContain('–');
    await expectAccessible(page);
  });

  test('a longer target takes the decided step out of Overdue at once, everywhere', async ({ page }) => {
    const before = await readTargets(page);
    await page.goto('/superadmin/review-targets');
    await expect(page.getByRole('heading', { name: PAGE_TITLES.reviewTargets, level: 1 })).toBeVisible();
    const recommended = page
      .getByRole('region', { name: T.everywhere })
      .getByRole('spinbutton', { name: STEP_WORDS.recommended });
    await expect(recommended).toHaveValue(String(before.steps.recommended ?? ''));
    await expectAccessible(page);
    try {
      await recommended.fill('365');
      await page.getByRole('button', { name: T.save }).click();
      await expect(page.getByText(T.savedToast)).toBeVisible();
      await expect(page.getByText(/^Last changed by /)).toBeVisible();
      // Only the BI_ADMIN's step can be overdue now: nothing recommended is.
      await page.goto('/superadmin/tech-support?sla=overdue&recommendation=approve');
      await settled(page);
      await expect(page.getByText(TECH_SUPPORT_LIST_TEXTS.empty)).toBeVisible();
    } finally {
      const now = await readTargets(page);
      const { version, updatedAt: _at, updatedBy: _by, ...targets } = now;
      const restored = await page.request.put(TARGETS, {
        headers: { 'x-requested-with': 'smms' },
        data: { ...targets, steps: before.steps, version },
      });
      expect(restored.status()).toBe(200);
    }
  });
});
