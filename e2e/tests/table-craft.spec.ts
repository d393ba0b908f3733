import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN_LIST_LABELS,
  METER_LIST_TEXTS,
  METER_SCREENS,
  modemScreen,
  OFFICER_LIST_LABELS,
  OFFICER_COLUMNS,
  TABLE_CONTROLS,
  TECH_SUPPORT_COLUMNS,
  STATE_WORDS,
} from '@smms/shared';
import { expectAccessible } from '../support/fixtures.js';
import { columnValues, settled, urlParam } from '../support/meters.js';
import { resetPreferences, stateFile, type DemoRole } from '../support/roles.js';

// Lists with axe on each, on a busy machine. The tests read and keep their choices in their own browser
// context, so they spread over both workers.
test.beforeEach(() => test.slow());
test.describe.configure({ mode: 'parallel' });

// The layouts checked here are the defaults: preferences follow the user across browsers, and specs of the
// console project turn columns on (showColumns). This spec runs after them (project "layout") and starts clean.
test.beforeAll(({ baseURL }) => resetPreferences(baseURL ?? '', ['superadmin', 'aeadmin', 'biadmin']));

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const list = (page: Page) => page.locator('table[data-rows-for]').first();
const scrollBox = (page: Page) => page.locator('[data-scroll-box]').first();

/** Opens a list and waits for its rows. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(list(page)).toBeVisible();
  await settled(page);
}

/** The list's Actions (or, without row actions, its last) column header lies inside the window. */
async function expectLastColumnInView(page: Page) {
  const headers = list(page).getByRole('columnheader');
  const last = headers.last();
  const box = await last.boundingBox();
  expect(box, 'the last column has a box').not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
  expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
  // The scroll box ends inside the window: its sideways scrollbar is reachable without scrolling the page.
  const scroll = await scrollBox(page).boundingBox();
  expect(scroll && scroll.y + scroll.height).toBeLessThanOrEqual(DESKTOP.height);
}

/** The list's default columns fit its box: nothing scrolls sideways. */
const expectNoSidewaysScroll = (page: Page) =>
  expect
    .poll(() => scrollBox(page).evaluate((box) => box.scrollWidth - box.clientWidth))
    .toBeLessThanOrEqual(0);

/** Each row's card stays short on a phone: its lead, state and a few figures, not every column. */
async function expectShortCards(page: Page, most: number) {
  const cards = list(page).locator('tbody tr[data-row-id]');
  await expect(cards.first()).toBeVisible();
  const heights = await cards.evaluateAll((rows) =>
    rows.slice(0, 5).map((r) => r.getBoundingClientRect().height),
  );
  for (const height of heights) expect(height).toBeLessThanOrEqual(most);
}

test.describe('At 1440 px every list shows its actions', () => {
  test.use({ viewport: DESKTOP });

  test.describe('AE_ADMIN', () => {
    test.use({ storageState: stateFile('aeadmin') });
    test('Field Officers: the five counts, the phone once and the actions fit without scrolling; a card is short', async ({
      page,
    }) => {
      await open(page, '/admin/field-officers');
      const table = page.getByRole('table', { name: OFFICER_LIST_LABELS.officersTable });
      await expect(table.getByRole('columnheader').last()).toHaveText('Actions');
      for (const count of ['metersAssigned', 'installed', 'commissioned', 'approved', 'rejected'] as const)
        await expect(table.getByRole('columnheader', { name: OFFICER_COLUMNS[count] })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectLastColumnInView(page);
      // The phone shows once in the row (its own column, not again under the name).
      const first = table.locator('tbody tr').first();
      const [phone] = await columnValues(table, OFFICER_COLUMNS.phone);
      await expect(first.getByText(phone ?? '', { exact: true })).toHaveCount(1);
      await expectAccessible(page);

      await page.setViewportSize(PHONE);
      await expectShortCards(page, 200);
    });
  });

  test.describe('BI_SUPER_ADMIN', () => {
    test.use({ storageState: stateFile('superadmin') });
    for (const path of [
      '/superadmin/field-assistants',
      '/superadmin/modem-field-assistants',
      '/superadmin/manage-admins',
      '/superadmin/modem-manage-bi-admins',
      '/superadmin/meters-installed',
    ])
      test(`${path}: the last column is in view`, async ({ page }) => {
        await open(page, path);
        if (!path.endsWith('meters-installed'))
          await expect(list(page).getByRole('columnheader').last()).toHaveText('Actions');
        await expectLastColumnInView(page);
        await expectAccessible(page);
      });
  });
});

test.describe('Tech Support Management fits (super admin)', () => {
  test.use({ storageState: stateFile('superadmin') });

  test('at 1440 px Commission Status is whole and Waiting in view; at 390 px a card is short', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/superadmin/tech-support');
    await expectNoSidewaysScroll(page);
    const table = list(page);
    for (const name of [TECH_SUPPORT_COLUMNS.commissionStatus, TECH_SUPPORT_COLUMNS.waiting])
      await expect(table.getByRole('columnheader', { name })).toBeInViewport({ ratio: 1 });
    // No cell of Commission Status cuts its word ("Pendin"): each shows all it holds.
    const index = await table
      .getByRole('columnheader')
      .evaluateAll(
        (hs, name) => hs.findIndex((h) => h.textContent?.trim() === name),
        TECH_SUPPORT_COLUMNS.commissionStatus,
      );
    const clipped = await table
      .locator(`tbody tr[data-row-id] td:nth-child(${index + 1})`)
      .evaluateAll(
        (cells) =>
          cells.filter((c) => [c, ...c.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1))
            .length,
      );
    expect(clipped).toBe(0);
    await expectLastColumnInView(page);
    await expectAccessible(page);

    await page.setViewportSize(PHONE);
    await expect(table).toHaveAttribute('data-layout', 'cards');
    await expectShortCards(page, 190);
    // The card leads with the meter's number and its state.
    const card = table.locator('tbody tr[data-row-id]').first();
    await expect(card.getByText(/^SM\d+$/)).toBeVisible();
  });
});

// Column choices and the page size follow the person to any browser (kept on the server): these tests change
// them for a login of their own, so the lists of the specs running beside them keep their defaults.
test.describe('Preferences that follow the person', () => {
  test.use({ viewport: DESKTOP, storageState: stateFile('ownPreferences') });
  const BI = modemScreen('BI_ADMIN', 'all');
  const division = BI.columns.find((c) => c.id === 'division')?.header as string;

  test('the Columns menu hides a column, and the choice survives a reload and another browser', async ({
    page,
    browser,
  }) => {
    await open(page, '/biadmin/modems-installed');
    const column = list(page).getByRole('columnheader', { name: division, exact: true });
    await expect(column).toBeVisible();
    const saved = page.waitForResponse(
      (r) => r.url().includes('/me/preferences/columns.') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: TABLE_CONTROLS.columns }).click();
    const menu = page.getByRole('menu', { name: TABLE_CONTROLS.columns });
    await menu.getByRole('menuitemcheckbox', { name: division }).click();
    await expect(menu.getByRole('menuitemcheckbox', { name: division })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(column).toHaveCount(0);
    expect((await saved).ok()).toBe(true);

    await page.reload();
    await settled(page);
    await expect(list(page).getByRole('columnheader').first()).toBeVisible();
    await expect(column).toHaveCount(0);

    // Kept on the server for the person (issue 38, item 10): a browser that never saw the choice has it too.
    const other = await browser.newContext({ viewport: DESKTOP, storageState: stateFile('ownPreferences') });
    try {
      const elsewhere = await other.newPage();
      await open(elsewhere, '/biadmin/modems-installed');
      await expect(list(elsewhere).getByRole('columnheader').first()).toBeVisible();
      await expect(list(elsewhere).getByRole('columnheader', { name: division, exact: true })).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  test('the page size chosen is the one the next list opens with, in this browser and another', async ({
    page,
    browser,
  }) => {
    await open(page, '/biadmin/modems-installed');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/me/preferences/page-size') && r.request().method() === 'PUT',
    );
    await page.getByLabel('Rows per page').selectOption('100');
    await expect.poll(() => urlParam(page, 'pageSize')).toBe('100');
    expect((await saved).ok()).toBe(true);
    await open(page, '/biadmin/modems-commissioned');
    expect(urlParam(page, 'pageSize')).toBeNull();
    await expect(page.getByLabel('Rows per page')).toHaveValue('100');

    const other = await browser.newContext({ viewport: DESKTOP, storageState: stateFile('ownPreferences') });
    try {
      const elsewhere = await other.newPage();
      await open(elsewhere, '/biadmin/modems-commission-done');
      await expect(elsewhere.getByLabel('Rows per page')).toHaveValue('100');
    } finally {
      await other.close();
    }
  });
});

test.describe('List controls', () => {
  test.use({ viewport: DESKTOP, storageState: stateFile('superadmin') });
  const installed = METER_SCREENS.installed.texts;

  test('arrow keys move between rows and / goes to the search', async ({ page }) => {
    await open(page, '/superadmin/meters-installed');
    const rows = list(page).locator('tbody tr[data-row-id]');
    await rows.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(rows.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(rows.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(rows.first()).toBeFocused();
    // One Tab stop for all rows: the rest are reached with the arrows.
    await expect(list(page).locator('tbody tr[tabindex="0"]')).toHaveCount(1);

    await page.keyboard.press('/');
    await expect(page.getByPlaceholder(installed.searchPlaceholder)).toBeFocused();
  });

  test('a search that finds nothing shows its chip and Clear filters', async ({ page }) => {
    await open(page, '/superadmin/meters-installed');
    await page.getByLabel(METER_SCREENS.installed.filter.label).selectOption('INACTIVE');
    await expect.poll(() => urlParam(page, 'status')).toBe('INACTIVE');
    await page.getByPlaceholder(installed.searchPlaceholder).fill('no-such-meter-zz');
    await expect.poll(() => urlParam(page, 'q')).toBe('no-such-meter-zz');
    await settled(page);
    await expect(list(page).getByText(METER_LIST_TEXTS.empty)).toBeVisible();
    const chips = page.getByRole('list', { name: TABLE_CONTROLS.activeFilters });
    await expect(chips.getByRole('listitem')).toHaveText([
      'Search: no-such-meter-zz',
      `Status: ${STATE_WORDS.rejected}`,
    ]);
    await expectAccessible(page);

    await page
      .getByRole('button', { name: TABLE_CONTROLS.removeChip(`Status: ${STATE_WORDS.rejected}`) })
      .click();
    await expect.poll(() => urlParam(page, 'status')).toBeNull();
    await settled(page);
    await list(page).getByRole('button', { name: TABLE_CONTROLS.clearFilters }).click();
    await expect.poll(() => urlParam(page, 'q')).toBeNull();
    await settled(page);
    await expect(chips).toHaveCount(0);
    await expect(page.getByPlaceholder(installed.searchPlaceholder)).toHaveValue('');
    await expect(list(page).locator('tbody tr[data-row-id]').first()).toBeVisible();
  });

  test('Export is busy while the file comes, once, then says the file is ready', async ({ page }) => {
    await open(page, '/superadmin/meters-installed');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    await page.route('**/api/v1/meters/export**', async (route) => {
      calls += 1;
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    const button = page.getByRole('button', { name: /^Export/ });
    const download = page.waitForEvent('download');
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveText(/^Exporting/);
    await button.click({ force: true });
    release();
    const file = await download;
    expect(calls).toBe(1);
    const toasts = page.getByRole('region', { name: /^Toast messages/ });
    await expect(toasts.getByText(`${file.suggestedFilename()} is ready`)).toBeVisible();
    await expect(button).toHaveText(/^Export$/);
    await expect(button).not.toHaveAttribute('aria-busy');
  });
});

/** Every list screen of each role (the officer pages reached through their list). */
const PHONE_LISTS: Record<DemoRole, string[]> = {
  aeadmin: [
    'meters-installed',
    'meters-commissioned',
    'commission-rejected',
    'commission-done',
    'field-officers',
    'modems-installed',
    'modems-commissioned',
    'modems-commission-done',
    'modems-commission-rejected',
    'modem-field-officers',
  ].map((p) => `/admin/${p}`),
  biadmin: [
    'meters-installed',
    'meters-commissioned',
    'commission-rejected',
    'commission-done',
    'modems-installed',
    'modems-commissioned',
    'modems-commission-done',
    'modems-commission-rejected',
  ].map((p) => `/biadmin/${p}`),
  superadmin: [
    'meters-installed',
    'meters-commissioned',
    'commission-rejected',
    'commission-done',
    'modems-installed',
    'modems-commissioned',
    'modems-commission-done',
    'modems-commission-rejected',
    'field-assistants',
    'manage-admins',
    'manage-bi-admins',
    'tech-support',
    'modem-field-assistants',
    'modem-manage-admins',
    'modem-manage-bi-admins',
    'modem-tech-support',
  ].map((p) => `/superadmin/${p}`),
};

async function expectCardsThatFit(page: Page) {
  await expect(list(page)).toHaveAttribute('data-layout', 'cards');
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page);
}

test.describe('At 390 px lists are cards, with no sideways scroll', () => {
  test.use({ viewport: PHONE });
  for (const role of Object.keys(PHONE_LISTS) as DemoRole[])
    test.describe(role, () => {
      test.use({ storageState: stateFile(role) });
      test(`every list of ${role}`, async ({ page }) => {
        test.setTimeout(300_000);
        // 25 rows a page (the smallest size) instead of 50: the same screen, and half the cards for axe to read.
        for (const path of PHONE_LISTS[role]) {
          await open(page, `${path}?pageSize=25`);
          await expectCardsThatFit(page);
          // A card reads "Column: value" and opens as a row does.
          const card = list(page).locator('tbody tr[data-row-id]').first();
          if ((await card.count()) > 0) await expect(card).toBeVisible();
        }
        // The officer's own lists, opened from a card.
        if (role !== 'biadmin') {
          await open(page, role === 'aeadmin' ? '/admin/field-officers' : '/superadmin/field-assistants');
          await list(page).locator('tbody tr[data-row-id]').first().click();
          await expect(page).toHaveURL(/field-officer-meters\/\d+/);
          await settled(page);
          await expectCardsThatFit(page);
        }
        if (role === 'superadmin') {
          await open(page, '/superadmin/modem-field-assistants');
          await list(page).locator('tbody tr[data-row-id]').first().click();
          await expect(page).toHaveURL(/field-officer-modems\//);
          await settled(page);
          await expectCardsThatFit(page);
        }
      });
    });

  test.describe('sorting on cards', () => {
    test.use({ storageState: stateFile('superadmin') });
    test('the Sort by select orders the list', async ({ page }) => {
      await open(page, '/superadmin/manage-admins');
      await page
        .getByLabel(TABLE_CONTROLS.sortBy)
        .selectOption({ label: TABLE_CONTROLS.ascending('Admin ID') });
      await expect.poll(() => urlParam(page, 'order')).toBe('asc');
      await settled(page);
      await expect(page.getByRole('table', { name: ADMIN_LIST_LABELS.adminsTable })).toHaveAttribute(
        'data-layout',
        'cards',
      );
    });
  });
});
