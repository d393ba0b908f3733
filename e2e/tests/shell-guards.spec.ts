import { expect, test, type Page } from '@playwright/test';
import {
  APP,
  AUTH,
  AUTH_LABELS,
  DASHBOARD_TITLES,
  NAV_LABELS,
  NOT_FOUND_PAGE,
  PAGE_TITLES,
  ROLE_TITLE,
  SHELL_LABELS,
} from '@smms/shared';
import { expectAccessible } from '../support/fixtures.js';
import { demoAdmin } from '../support/people.js';
import { stateFile } from '../support/roles.js';
import { signInThroughForm } from '../support/session.js';

/** The paths the page's main frame has shown, redirects included, from now on. */
function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

const loginHeading = (page: Page) => page.getByRole('heading', { name: AUTH.welcomeBack });

test.describe('An anonymous visitor', () => {
  test('is turned back from every console group to the login page', async ({ page }) => {
    for (const path of ['/superadmin/dashboard', '/biadmin/meters-installed', '/admin/field-officers']) {
      await page.goto(path);
      await expect(page).toHaveURL('/');
      await expect(loginHeading(page)).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('sees the 404 page on an unknown path, with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText(NOT_FOUND_PAGE.code, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: NOT_FOUND_PAGE.title })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: NOT_FOUND_PAGE.home }).click();
    await expect(page).toHaveURL('/');
    await expect(loginHeading(page)).toBeVisible();
  });
});

test.describe('While the stored session loads', () => {
  test.use({ storageState: stateFile('superadmin') });

  test('a spinner shows and nobody is turned away until the session is known', async ({ page }) => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/v1/auth/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/superadmin/meters-installed');
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    await expect(page).toHaveURL('/superadmin/meters-installed');
    await expectAccessible(page);

    answer();
    await expect(page.getByRole('heading', { name: PAGE_TITLES.metersInstalled })).toBeVisible();
    await expect(page).toHaveURL('/superadmin/meters-installed');
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  });
});

test.describe('An AE_ADMIN', () => {
  test.use({ storageState: stateFile('aeadmin') });
  const dashboardHeading = (page: Page) =>
    page.getByRole('heading', { name: DASHBOARD_TITLES.AE_ADMIN.Meters });

  test('/admin opens its dashboard', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(dashboardHeading(page)).toBeVisible();
    await expectAccessible(page);
  });

  test('is sent to / from the pages of other roles, and from there to its own dashboard', async ({
    page,
  }) => {
    for (const path of ['/superadmin/dashboard', '/biadmin/dashboard', '/biadmin/meters-installed']) {
      const visited = recordPaths(page);
      await page.goto(path);
      await expect(page).toHaveURL('/admin/dashboard');
      await expect(dashboardHeading(page)).toBeVisible();
      expect(visited, `${path} goes through /`).toContain('/');
      await expect(page.getByRole('banner').getByText(ROLE_TITLE.AE_ADMIN, { exact: true })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('sees the 404 page on an unknown path under its own prefix', async ({ page }) => {
    await page.goto('/admin/no-such-page');
    await expect(page.getByRole('heading', { name: NOT_FOUND_PAGE.title })).toBeVisible();
    await expectAccessible(page);
    // Home is the login page, which sends a signed-in admin on to the dashboard.
    await page.getByRole('link', { name: NOT_FOUND_PAGE.home }).click();
    await expect(page).toHaveURL('/admin/dashboard');
  });
});

test.describe('The super admin shell', () => {
  test.use({ storageState: stateFile('superadmin') });
  const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

  test('the sidebar collapses to icons, remembers it, and its logo leads to the dashboard', async ({
    page,
  }) => {
    await page.goto('/superadmin/meters-installed');
    const sidebar = sidebarOf(page);
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    const current = sidebar.getByRole('link', { name: NAV_LABELS.metersInstalled });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByText(APP.footer, { exact: true })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeGreaterThan(200);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeLessThan(80);
    // Icons only: each entry keeps its name for screen readers and as a tooltip.
    await expect(current).toHaveAttribute('title', NAV_LABELS.metersInstalled);
    await expect(sidebar.getByText(APP.footer, { exact: true })).toHaveCount(0);
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await sidebar.getByRole('link', { name: `${APP.name} home` }).click();
    await expect(page).toHaveURL('/superadmin/dashboard');
    await expect(page.getByRole('heading', { name: DASHBOARD_TITLES.BI_SUPER_ADMIN.Meters })).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeGreaterThan(200);
    await expect(sidebar.getByText(APP.footer, { exact: true })).toBeVisible();
  });

  test('the View selector switches Meters and Modems and follows to the matching page', async ({ page }) => {
    await page.goto('/superadmin/meters-installed');
    const view = page.getByRole('banner').getByLabel('View', { exact: true });
    const sidebar = sidebarOf(page);
    await expect(view).toHaveValue('Meters');

    await view.selectOption('Modems');
    await expect(page).toHaveURL('/superadmin/modems-installed');
    await expect(page.getByRole('heading', { name: PAGE_TITLES.modemsInstalled })).toBeVisible();
    await expect(view).toHaveValue('Modems');
    await expect(sidebar.getByRole('link', { name: NAV_LABELS.modemsInstalled })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebar.getByRole('link', { name: NAV_LABELS.metersInstalled })).toHaveCount(0);
    await expectAccessible(page);

    await view.selectOption('Meters');
    await expect(page).toHaveURL('/superadmin/meters-installed');
    await expect(page.getByRole('heading', { name: PAGE_TITLES.metersInstalled })).toBeVisible();

    // The dashboard belongs to both views: it stays, and shows the chosen one.
    // On the dashboard, as its user is, before switching: a switch while its page still loads maps the page being left.
    await sidebar.getByRole('link', { name: NAV_LABELS.dashboard }).click();
    await expect(page).toHaveURL('/superadmin/dashboard');
    await expect(page.getByRole('heading', { name: DASHBOARD_TITLES.BI_SUPER_ADMIN.Meters })).toBeVisible();
    await view.selectOption('Modems');
    await expect(page).toHaveURL('/superadmin/dashboard');
    await expect(page.getByRole('heading', { name: DASHBOARD_TITLES.BI_SUPER_ADMIN.Modems })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: NAV_LABELS.modemsInstalled })).toBeVisible();
    await expectAccessible(page);
  });

  test('the profile popover shows who is signed in', async ({ page }) => {
    // Two popovers, each scanned by axe at both widths in both themes: more than a minute on a busy machine.
    test.slow();
    const me = await demoAdmin('superadmin');
    await page.goto('/superadmin/dashboard');
    await page.getByRole('banner').getByRole('button', { name: 'Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Profile' });
    await expect(profile).toBeVisible();
    await expect(profile.getByText(`${me.firstName} ${me.lastName}`, { exact: true })).toBeVisible();
    await expect(profile.getByText(ROLE_TITLE[me.role], { exact: true })).toBeVisible();
    await expect(profile.getByText(me.phone, { exact: true })).toBeVisible();
    await expect(profile.getByText(me.email ?? '', { exact: true })).toBeVisible();
    await expect(profile.getByText('Active', { exact: true })).toBeVisible();
    await expect(profile.getByRole('button', { name: AUTH_LABELS.resetTitle })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(profile).toBeHidden();

    await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('An admin with only one view', () => {
  test('has no View selector and is kept in its view', async ({ page }) => {
    const modemsOnly = await demoAdmin('aeadmin.jhansi');
    await signInThroughForm(page, modemsOnly.username, modemsOnly.password);
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(page.getByRole('heading', { name: DASHBOARD_TITLES.AE_ADMIN.Modems })).toBeVisible();
    await expect(page.getByLabel('View', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: NAV_LABELS.modemsInstalled })).toBeVisible();
    await expectAccessible(page);

    // A meters page, e.g. from a bookmark, opens its modems twin.
    await page.goto('/admin/meters-installed');
    await expect(page).toHaveURL('/admin/modems-installed');
    await expect(page.getByRole('heading', { name: PAGE_TITLES.modemsInstalled })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('On a phone (390 px)', () => {
  test.use({ storageState: stateFile('superadmin'), viewport: { width: 390, height: 844 } });

  /** How far the page scrolls sideways: nothing may stick out at 390 px. */
  const sideways = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  test('the sidebar is a drawer, the header fits, and nothing scrolls sideways', async ({ page }) => {
    await page.goto('/superadmin/dashboard');
    const title = page.getByRole('heading', { name: DASHBOARD_TITLES.BI_SUPER_ADMIN.Meters, level: 1 });
    await expect(title).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport();
    expect(await sideways(page)).toBe(0);

    // The skip link comes first and lands on the page's content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: SHELL_LABELS.skipToContent });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    const toggle = page.getByRole('button', { name: SHELL_LABELS.toggleSidebar });
    await toggle.click();
    const drawer = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(drawer).toBeInViewport();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    await toggle.click();
    await drawer.getByRole('link', { name: NAV_LABELS.techSupport }).click();
    await expect(page.getByRole('heading', { name: PAGE_TITLES.techSupport, level: 1 })).toBeVisible();
    await expect(drawer).toHaveCount(0);
    await expect(page.locator('table[aria-busy="false"]')).toHaveCount(1);
    expect(await sideways(page)).toBe(0);
    await expectAccessible(page);
  });
});
