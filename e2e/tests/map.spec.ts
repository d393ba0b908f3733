import { expect, test } from '@playwright/test';
import {
  FLAGS_TEXTS,
  INSTALLED_RANGE_TEXTS,
  MAP_SCREEN,
  METER_COLUMNS,
  METER_SCREENS,
  MODEM_DETAIL_TEXTS,
  NAV_LABELS,
  PAGE_TITLES,
  PAGES,
} from '@smms/shared';
import { expectAccessible } from '../support/fixtures.js';
import { columnValues, listTable, listTotal, searchFor, settled } from '../support/meters.js';
import { stateFile } from '../support/roles.js';

// Issue 42's map: the demo's installations where they stand, over the circles' outlines, with no tile server.
test.use({ storageState: stateFile('superadmin') });

test('the map shows the demo without tiles, and the site outside its circle opens from it', async ({
  page,
}) => {
  await page.goto('/superadmin/dashboard');
  await page.getByRole('link', { name: NAV_LABELS.map, exact: true }).click();
  await expect(page).toHaveURL(/\/superadmin\/map$/);
  await expect(page.getByRole('heading', { name: PAGE_TITLES.map, level: 1 })).toBeVisible();
  const map = page.getByRole('region', { name: MAP_SCREEN.label('meter') });
  await expect(map).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText(MAP_SCREEN.noTiles)).toBeVisible();
  await expect(page.getByText(/^[\d,]+ meters with coordinates in view$/)).toBeVisible();
  // Each demo circle's outline is drawn, and its meters are marks.
  await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(5);
  await expect(map.getByRole('button', { name: /meters: .*Zoom in$/ }).first()).toBeVisible();
  await expectAccessible(page);

  // The Modems view's map, filtered as its lists are: the one modem outside its circle's outline.
  await page.getByRole('banner').getByLabel('View', { exact: true }).selectOption('Modems');
  const modems = page.getByRole('region', { name: MAP_SCREEN.label('modem') });
  await expect(modems).toBeVisible();
  await page.getByLabel('Flag filter').selectOption('outside-area');
  await expect(page).toHaveURL(/flag=outside-area/);
  await expect(page.getByText(MAP_SCREEN.located(1, 'modem'))).toBeVisible();
  const mark = modems.getByRole('button', { name: /^Modem MDM\d+: .*, flagged\. Open$/ });
  const serial = /Modem (MDM\d+)/.exec((await mark.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  await mark.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: MODEM_DETAIL_TEXTS.title(serial) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: `${FLAGS_TEXTS.heading} (1)` })).toContainText(
    /lie outside the outline of circle \w+, in circle \w+/,
  );
  await expectAccessible(page);
});

test('a list opens its meters on the map with its search, which the map can drop', async ({ page }) => {
  await page.goto(`/superadmin/${PAGES.metersInstalled}`);
  await settled(page);
  const [serial = ''] = await columnValues(
    listTable(page, PAGE_TITLES.metersInstalled),
    METER_COLUMNS.meterSno,
  );
  await searchFor(page, METER_SCREENS.installed.texts.searchPlaceholder, serial);
  expect(await listTotal(page)).toBe(1);

  await page.getByRole('link', { name: MAP_SCREEN.viewOnMap }).click();
  await expect(page).toHaveURL(new RegExp(`/superadmin/map\\?q=${serial}$`));
  const map = page.getByRole('region', { name: MAP_SCREEN.label('meter') });
  await expect(map).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText(MAP_SCREEN.carried)).toBeVisible();
  await expect(page.getByText(MAP_SCREEN.located(1, 'meter'))).toBeVisible();
  await expect(map.getByRole('button', { name: new RegExp(`^Meter ${serial}: .*Open$`) })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: MAP_SCREEN.clearCarried }).click();
  await expect(page).toHaveURL(/\/superadmin\/map$/);
  await expect(page.getByText(MAP_SCREEN.carried)).toHaveCount(0);
  await expect(map).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText(/^[\d,]+ meters with coordinates in view$/)).toBeVisible();

  // A carried filter the server refuses: its words, and no Retry that could only fail again.
  await page.goto('/superadmin/map?installedFrom=2026-02-30');
  await expect(page.getByRole('alert')).toHaveText(INSTALLED_RANGE_TEXTS.invalidDay);
  await expect(page.getByRole('button', { name: MAP_SCREEN.retry })).toHaveCount(0);
  await page.getByRole('button', { name: MAP_SCREEN.clearCarried }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/^[\d,]+ meters with coordinates in view$/)).toBeVisible();
});
