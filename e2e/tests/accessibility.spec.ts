import { expect, test, type Page } from '@playwright/test';
import { PAGES, ROLE_PREFIX } from '@smms/shared';
import { THEMES, VIEWPORTS, emulateTheme, expectAccessible } from '../support/fixtures.js';
import { settled } from '../support/meters.js';
import { DEMO_LOGINS, stateFile, type DemoRole } from '../support/roles.js';

/**
 * axe on every page of every role, at 1440 and 390 px, in light and in dark: each page the role's sidebar links
 * to in each view it has, and an officer's meters and modems pages opened from the officer lists. A screen a
 * journey has already scanned in this run is not scanned again (support/fixtures.ts); dialogs and menus are scanned
 * where the journeys open them, at the same two widths and two themes.
 */

/** The pages opened from a row of an officer list, per role: the list, and the page its rows open. */
const OFFICER_PAGES: Partial<Record<DemoRole, { list: string; opens: RegExp }[]>> = {
  aeadmin: [{ list: PAGES.fieldOfficers, opens: new RegExp(`/${PAGES.fieldOfficerMeters}/\\d+$`) }],
  superadmin: [
    { list: PAGES.fieldAssistants, opens: new RegExp(`/${PAGES.fieldOfficerMeters}/\\d+$`) },
    { list: PAGES.modemFieldAssistants, opens: new RegExp(`/${PAGES.fieldOfficerModems}/\\d+$`) },
  ],
};

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Waits until the page shows its heading and, for a list, the rows of its address, with no spinner and nothing
 * busy. A list's table comes with its page's heading (the rows later), and a dashboard's spinner too.
 */
async function ready(page: Page) {
  await expect(heading(page)).toBeVisible();
  if ((await page.locator('table[data-layout]').count()) > 0) await settled(page);
  await expect(page.locator('[aria-busy="true"], [role="status"] .animate-spin')).toHaveCount(0);
}

/** Every page the sidebar links to, in each view the role has (read at 1440 px, where the sidebar shows). */
async function sidebarPages(page: Page, role: DemoRole): Promise<string[]> {
  await page.goto(`${ROLE_PREFIX[DEMO_LOGINS[role].role]}/${PAGES.dashboard}`);
  await ready(page);
  const links = () =>
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  const paths = new Set(await links());
  const view = page.getByRole('banner').getByLabel('View', { exact: true });
  if ((await view.count()) > 0) {
    await view.selectOption('Modems');
    await expect(view).toHaveValue('Modems');
    for (const path of await links()) paths.add(path);
    await view.selectOption('Meters');
  }
  return [...paths].filter((path) => path.startsWith('/'));
}

/** The officer pages of the role, opened from the first row of each officer list, as a person opens them. */
async function officerPages(page: Page, role: DemoRole): Promise<string[]> {
  const found: string[] = [];
  for (const { list, opens } of OFFICER_PAGES[role] ?? []) {
    await page.goto(`${ROLE_PREFIX[DEMO_LOGINS[role].role]}/${list}`);
    await ready(page);
    await page
      .getByRole('row', { name: /^Open (meters|modems) of / })
      .first()
      .click();
    await expect(page).toHaveURL(opens);
    found.push(new URL(page.url()).pathname);
  }
  return found;
}

test.describe.configure({ mode: 'parallel' });

for (const role of Object.keys(DEMO_LOGINS) as DemoRole[])
  test.describe(`Every page of ${role}`, () => {
    test.use({ storageState: stateFile(role) });
    for (const viewport of VIEWPORTS)
      test(`has no serious accessibility problem at ${viewport.width} px, light and dark`, async ({
        page,
      }) => {
        test.setTimeout(420_000);
        await page.setViewportSize(VIEWPORTS[0]);
        const paths = [...(await sidebarPages(page, role)), ...(await officerPages(page, role))];
        expect(paths.length).toBeGreaterThan(5);
        await page.setViewportSize(viewport);
        for (const path of paths) {
          // 25 rows a page (the smallest size): the same screen, with half of a list's rows for axe to read.
          await page.goto(`${path}?pageSize=25`);
          await ready(page);
          // Both themes on one load: the theme changes the colours, not the rows.
          for (const theme of THEMES) {
            await emulateTheme(page, theme);
            await expectAccessible(page);
          }
        }
      });
  });

test.describe('Pages before sign-in', () => {
  for (const viewport of VIEWPORTS)
    for (const theme of THEMES)
      test(`the login and 404 pages have no serious accessibility problem at ${viewport.width} px, ${theme}`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: theme });
        for (const path of ['/', '/no-such-page']) {
          await page.goto(path);
          await expect(heading(page)).toBeVisible();
          await expectAccessible(page);
        }
      });
});
