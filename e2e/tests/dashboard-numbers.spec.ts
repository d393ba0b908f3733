import { expect, test, type Page } from '@playwright/test';
import { DASHBOARD_SECTIONS, DASHBOARD_TITLES, HEADER_LABELS } from '@smms/shared';
import { listTotal, settled } from '../support/meters.js';
import { stateFile } from '../support/roles.js';

// Runs in the `layout` project, once every console spec has finished: those add admins and officers, and a
// count read on the dashboard must still be the list's total a moment later.

const heading = (page: Page, name?: string) => page.getByRole('heading', { level: 1, name });
const banner = (page: Page) => page.getByRole('banner');

/** The number a card or bell item shows ("Total Installed 1,234", "1,066 meters awaiting…"), as a number. */
const shownCount = (text: string | null, at: 'start' | 'end') => {
  const match = (at === 'end' ? /([\d,]+)\s*$/ : /^\s*([\d,]+)/).exec(text ?? '');
  if (!match?.[1]) throw new Error(`no count in "${text}"`);
  return Number(match[1].replaceAll(',', ''));
};

/**
 * Issue 38, "every number is its list's total": each card of the dashboard and each item of the bell opens a
 * list whose footer total is the number shown (read from the footer, never by paging).
 */
async function walkDashboardNumbers(page: Page, dashboard: string, title: string) {
  await page.goto(dashboard);
  await expect(heading(page, title)).toBeVisible();
  const cards = page.getByRole('list', { name: DASHBOARD_SECTIONS.counts }).getByRole('link');
  await expect(cards.first()).toHaveText(/\d\s*$/);
  // The cards: the counts' links that end in a number.
  const shown = (
    await cards.evaluateAll((links) =>
      links.map((a) => [a.textContent ?? '', a.getAttribute('href') ?? ''] as const),
    )
  ).filter(([text]) => /\d\s*$/.test(text));
  expect(shown.length).toBeGreaterThanOrEqual(4);
  for (const [text, href] of shown) {
    await page.goto(href);
    await settled(page);
    expect(await listTotal(page), `${text} → ${href}`).toBe(shownCount(text, 'end'));
  }
  await page.goto(dashboard);
  const bell = banner(page).getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const items = page.getByRole('dialog', { name: HEADER_LABELS.notifications }).getByRole('link');
  const bellItems = await items.evaluateAll((links) =>
    links.map((a) => [a.textContent ?? '', a.getAttribute('href') ?? ''] as const),
  );
  await page.keyboard.press('Escape');
  expect(bellItems.length, 'the demo has work waiting for every role').toBeGreaterThan(0);
  for (const [text, href] of bellItems) {
    await page.goto(href);
    await settled(page);
    expect(await listTotal(page), `bell: ${text}`).toBe(shownCount(text, 'start'));
  }
}

test.describe('Every number is the total of the list it opens', () => {
  test.describe('the super admin', () => {
    test.use({ storageState: stateFile('superadmin') });
    test('dashboard cards and bell', async ({ page }) => {
      await walkDashboardNumbers(page, '/superadmin/dashboard', DASHBOARD_TITLES.BI_SUPER_ADMIN.Meters);
    });
    test("an officer's modem tiles", async ({ page }) => {
      await page.goto('/superadmin/modem-field-assistants');
      await settled(page);
      await page.getByRole('table').first().locator('tbody tr').first().click();
      await expect(page).toHaveURL(/field-officer-modems\//);
      await settled(page);
      const tiles = page.getByRole('main').locator('button[aria-pressed]');
      await expect(tiles).toHaveCount(4);
      // The counts come apart from the list: their tiles are busy until then.
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
      for (const tile of await tiles.all()) {
        const text = await tile.textContent();
        await tile.click();
        await expect(tile).toHaveAttribute('aria-pressed', 'true');
        await settled(page);
        expect(await listTotal(page), `tile ${text}`).toBe(shownCount(text, 'end'));
      }
    });
  });

  test.describe('the BI admin', () => {
    test.use({ storageState: stateFile('biadmin') });
    test('dashboard cards and bell', async ({ page }) => {
      await walkDashboardNumbers(page, '/biadmin/dashboard', DASHBOARD_TITLES.BI_ADMIN.Meters);
    });
  });

  test.describe('the AE admin', () => {
    test.use({ storageState: stateFile('aeadmin') });
    test("dashboard cards, bell, and an officer's count columns", async ({ page }) => {
      await walkDashboardNumbers(page, '/admin/dashboard', DASHBOARD_TITLES.AE_ADMIN.Meters);
      // The officer row's counts are the totals of his meters page filtered to the same list.
      await page.goto('/admin/field-officers');
      await settled(page);
      const table = page.getByRole('table').first();
      const headers = await table.getByRole('columnheader').allTextContents();
      const cells = await table.locator('tbody tr').first().getByRole('cell').allTextContents();
      const count = (header: string) => Number((cells[headers.indexOf(header)] ?? '').replaceAll(',', ''));
      for (const header of ['Meters Assigned', 'Commissioned', 'Accepted', 'Rejected'])
        expect(headers).toContain(header);
      // The row opens the officer's meters: his id is in that address.
      await table.locator('tbody tr').first().click();
      await expect(page).toHaveURL(/field-officer-meters\/\d+/);
      const id = /field-officer-meters\/(\d+)/.exec(page.url())?.[1];
      for (const [header, filter] of [
        ['Meters Assigned', ''],
        ['Commissioned', '?officerStatus=Commissioned'],
        ['Accepted', '?officerStatus=Approved'],
        ['Rejected', '?officerStatus=Rejected'],
      ] as const) {
        await page.goto(`/admin/field-officer-meters/${id}${filter}`);
        await settled(page);
        expect(await listTotal(page), `officer ${id}: ${header}`).toBe(count(header));
      }
    });
  });
});
