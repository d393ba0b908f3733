import { expect, test, type Page } from '@playwright/test';
import {
  DASHBOARD_SECTIONS,
  METER_DETAIL_LABELS,
  METER_DETAIL_TEXTS,
  PAGES,
  PHOTO_VIEWER_TEXTS as V,
  ROLE_PREFIX,
  TREND_DAYS,
  CHART_TEXTS,
  TREND_TEXTS,
  roleHome,
  type DashboardTrend,
  type Meter,
} from '@smms/shared';
import { axeViolations } from '../support/axe.js';
import { expectAccessible } from '../support/fixtures.js';
import { settled } from '../support/meters.js';
import { DEMO_LOGINS, stateFile, type DemoRole } from '../support/roles.js';

// Axe on dialogs and dashboards, on a busy machine.
test.beforeEach(() => test.slow());

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const ZONE = 'Asia/Kolkata';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "23 Nov 2026, 14:05": an instant as the utility's wall-clock time, worked out here on its own. */
function inUtilityZone(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${Number(parts.day)} ${MONTHS[Number(parts.month) - 1]} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

/** A demo meter with all four photos and a last communication, found through the API as the console reads it. */
async function meterWithPhotos(page: Page): Promise<Meter> {
  const response = await page.request.get('/api/v1/meters?stage=commissioned&pageSize=200');
  expect(response.ok()).toBe(true);
  const meters = ((await response.json()) as { data: Meter[] }).data;
  const meter = meters.find((m) => m.photo1 && m.photo2 && m.photo3 && m.photo4 && m.lastCommunicatedAt);
  if (!meter) throw new Error('no demo meter with four photos');
  return meter;
}

/** Opens the super admin's installed list on that meter and its detail dialog. */
async function openMeter(page: Page, meter: Meter) {
  await page.goto(
    `${ROLE_PREFIX.BI_SUPER_ADMIN}/${PAGES.metersInstalled}?q=${encodeURIComponent(meter.meterSno)}`,
  );
  await settled(page);
  const table = page.locator('table[data-rows-for]').first();
  await table.getByRole('row', { name: new RegExp(`Open details of meter ${meter.meterSno}$`) }).click();
  const dialog = page.getByRole('dialog', { name: METER_DETAIL_TEXTS.title(meter.meterSno) });
  await expect(dialog).toBeVisible();
  return dialog;
}

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

test.describe('Photo viewer and dates (super admin, a browser in another zone)', () => {
  // The browser is in New York: what the console shows is still India's time.
  test.use({ storageState: stateFile('superadmin'), timezoneId: 'America/New_York' });

  for (const [size, viewport] of [
    ['1440', DESKTOP],
    ['390', PHONE],
  ] as const) {
    test(`steps, zooms and rotates the photos from the keyboard, and closes back to the photo (${size} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const meter = await meterWithPhotos(page);
      const details = await openMeter(page, meter);
      const opener = details.getByRole('button', { name: METER_DETAIL_TEXTS.photoAlt(2, meter.meterSno) });
      await opener.focus();
      await page.keyboard.press('Enter');
      const viewer = page.getByRole('dialog', { name: METER_DETAIL_TEXTS.photoAlt(2, meter.meterSno) });
      await expect(viewer).toBeVisible();
      await expect(viewer.getByText(V.position(2, 4))).toBeVisible();

      await page.keyboard.press('ArrowRight');
      await expect(
        page.getByRole('dialog', { name: METER_DETAIL_TEXTS.photoAlt(3, meter.meterSno) }),
      ).toBeVisible();
      await expect(page.getByText(V.position(3, 4))).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      const first = page.getByRole('dialog', { name: METER_DETAIL_TEXTS.photoAlt(1, meter.meterSno) });
      await expect(first.getByText(V.position(1, 4))).toBeVisible();

      const photo = first.getByRole('region', { name: V.viewport });
      const shown = first.getByRole('img');
      const width = async () => (await shown.boundingBox())?.width ?? 0;
      const unzoomed = await width();
      await page.keyboard.press('+');
      await page.keyboard.press('+');
      await expect(photo).toHaveAttribute('data-zoom', '2');
      // The photo itself is drawn twice as large (not only its label says 200%).
      await expect.poll(width).toBeGreaterThan(unzoomed * 1.9);
      // Zoomed, the photo is larger than its box and scrolls.
      await expect
        .poll(() =>
          photo.evaluate((box) => box.scrollWidth > box.clientWidth && box.scrollHeight > box.clientHeight),
        )
        .toBe(true);
      // The zoom level's button is named by what it shows, then what it does (WCAG 2.5.3, an opt-in axe rule).
      expect(await axeViolations(page, { rules: ['label-content-name-mismatch'] })).toEqual([]);
      await page.keyboard.press('-');
      await expect(photo).toHaveAttribute('data-zoom', '1.5');
      await page.keyboard.press('0');
      await expect(photo).toHaveAttribute('data-zoom', '1');
      // R rotates here; the review dialog underneath would reject on R, so the keys stay in the viewer.
      await page.keyboard.press('r');
      await expect(first.getByRole('img')).toHaveAttribute('data-rotation', '90');
      await expect(first.getByRole('img')).toHaveJSProperty('complete', true);

      const box = await first.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      await noSidewaysScroll(page);
      await expectAccessible(page);

      await page.keyboard.press('Escape');
      await expect(first).toBeHidden();
      await expect(details).toBeVisible();
      await expect(opener).toBeFocused();
    });
  }

  test('shows Installed On and Last Communicated in the utility’s zone, the latter as a relative time', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const meter = await meterWithPhotos(page);
    const details = await openMeter(page, meter);
    const valueOf = (label: string) => details.locator(`dt:text-is("${label}") + dd`);
    await expect(valueOf(METER_DETAIL_LABELS.installedOn)).toHaveText(inUtilityZone(meter.installedOn));
    const last = valueOf(METER_DETAIL_LABELS.lastCommunicatedAt).locator('time');
    await expect(last).toHaveAttribute('title', inUtilityZone(meter.lastCommunicatedAt ?? ''));
    await expect(last).toHaveText(/^(just now|\d+ (min|h|d) ago|\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2})$/);
    await page.keyboard.press('Escape');

    // The list's Installation Date is the same day in India, not in New York.
    const table = page.locator('table[data-rows-for]').first();
    const day = inUtilityZone(meter.installedOn).replace(/, .*$/, '');
    await expect(table.locator('tbody tr').first()).toContainText(day);
  });
});

const ROLES: DemoRole[] = ['superadmin', 'biadmin', 'aeadmin'];

for (const role of ROLES) {
  test.describe(`Dashboard trend (${role})`, () => {
    test.use({ storageState: stateFile(role) });

    test('shows installs and approvals of the last 30 days beside the cards, the numbers the API gives', async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(roleHome(DEMO_LOGINS[role].role));
      const table = page.getByRole('table', { name: TREND_TEXTS.caption });
      await expect(table).toBeAttached();
      const api = await page.request.get('/api/v1/dashboard/trend?view=Meters');
      const trend = ((await api.json()) as { data: DashboardTrend }).data;
      expect(trend.days).toHaveLength(TREND_DAYS);
      expect(trend.timeZone).toBe(ZONE);

      const rows = await table
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((cell) => cell.textContent ?? '')));
      const expected = [...trend.days].reverse().map((d) => [d.installs, d.approvals].map(String));
      expect(rows.map((r) => r.slice(1))).toEqual(expected);
      const total = (key: 'installs' | 'approvals') => trend.days.reduce((n, d) => n + d[key], 0);
      await expect(page.getByText(TREND_TEXTS.total(TREND_TEXTS.installs, total('installs')))).toBeVisible();
      await expect(
        page.getByText(TREND_TEXTS.total(TREND_TEXTS.approvals, total('approvals'))),
      ).toBeVisible();

      // Beside the cards at 1440 px: the chart's top is level with the first card's.
      const chart = page.getByRole('heading', { name: TREND_TEXTS.title });
      const card = page.getByRole('list', { name: DASHBOARD_SECTIONS.counts }).getByRole('link').first();
      const [chartBox, cardBox] = [await chart.boundingBox(), await card.boundingBox()];
      expect(chartBox && cardBox && chartBox.x > cardBox.x + cardBox.width).toBe(true);
      await expectAccessible(page);

      await page
        .getByRole('region', { name: TREND_TEXTS.title })
        .getByRole('button', { name: CHART_TEXTS.showTable })
        .click();
      await expect(page.getByRole('region', { name: TREND_TEXTS.caption })).toBeVisible();
      await expectAccessible(page);
    });

    test('fits a phone: the chart under the cards, no sideways scroll', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(roleHome(DEMO_LOGINS[role].role));
      await expect(page.getByRole('heading', { name: TREND_TEXTS.title })).toBeVisible();
      await expect(page.getByTestId('trend-bars')).toBeVisible();
      await noSidewaysScroll(page);
      await expectAccessible(page);
    });
  });
}
