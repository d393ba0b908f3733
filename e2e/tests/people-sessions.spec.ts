import { expect, request, test, type Page } from '@playwright/test';
import { ADMIN_LIST_LABELS, PAGE_TITLES, SESSION_LABELS, SESSIONS, TOAST_TITLES } from '@smms/shared';
import { expectAccessible } from '../support/fixtures.js';
import { searchIn } from '../support/meters.js';
import { freshPhone } from '../support/people-forms.js';
import { stateFile } from '../support/roles.js';
import { meStatus, toast } from '../support/session.js';

// Each dialog is checked with axe, which takes a while on a busy machine.
test.beforeEach(() => test.slow());
test.use({ storageState: stateFile('superadmin') });

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';
const PASSWORD = 'Quiet-River-42';

/** A new AE_ADMIN (so no other spec's sessions are touched), created by the signed-in super admin. */
async function newAdmin(page: Page) {
  const phone = freshPhone();
  const username = `e2e.sessions.${phone.slice(-6)}`;
  const response = await page.request.post('/api/v1/users', {
    data: {
      role: 'AE_ADMIN',
      firstName: 'Sana',
      lastName: `Iyer ${phone.slice(-4)}`,
      phone,
      username,
      password: PASSWORD,
    },
    headers: { 'x-requested-with': 'smms' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { username, name: `Sana Iyer ${phone.slice(-4)}` };
}

/** The admin signed in elsewhere: a browser of its own, with the user agent given. */
async function signedInElsewhere(baseURL: string, username: string, userAgent: string) {
  const client = await request.newContext({ baseURL, userAgent });
  const response = await client.post('/api/v1/auth/login', {
    data: { username, password: PASSWORD },
    headers: { 'x-requested-with': 'smms' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return client;
}

test.describe('The super admin and an admin’s sessions', () => {
  test('lists where an admin is signed in, ends one, then all, each after a confirmation', async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const admin = await newAdmin(page);
    const desk = await signedInElsewhere(baseURL ?? '', admin.username, CHROME_WINDOWS);
    const phone = await signedInElsewhere(baseURL ?? '', admin.username, FIREFOX_ANDROID);

    await page.goto('/superadmin/manage-admins');
    await expect(page.getByRole('heading', { name: PAGE_TITLES.manageAdmins, level: 1 })).toBeVisible();
    await searchIn(page, page.getByLabel(ADMIN_LIST_LABELS.searchAdmins), admin.username);
    const row = page
      .getByRole('table', { name: ADMIN_LIST_LABELS.adminsTable })
      .getByRole('row')
      .filter({ hasText: admin.name });
    await row.getByRole('button', { name: SESSION_LABELS.open(admin.name) }).click();

    const dialog = page.getByRole('dialog', { name: SESSION_LABELS.title(admin.name) });
    const sessions = dialog.getByRole('table', { name: SESSION_LABELS.table });
    await expect(sessions.getByRole('row').filter({ hasText: 'Chrome on Windows' })).toBeVisible();
    await expect(sessions.getByRole('row').filter({ hasText: 'Firefox on Android' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('sessions-1440.png') });

    // End the desk's session: Escape on the confirmation first changes nothing.
    const endDesk = sessions.getByRole('button', { name: /^End session \d+ \(Chrome on Windows\)$/ });
    await endDesk.click();
    const confirm = page.getByRole('dialog', { name: SESSION_LABELS.confirmTitle });
    await expect(confirm).toContainText(SESSION_LABELS.confirmOne('Chrome on Windows'));
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    expect(await meStatus(desk)).toBe(200);
    await endDesk.click();
    await confirm.getByRole('button', { name: SESSION_LABELS.confirm, exact: true }).click();
    await expect(toast(page, TOAST_TITLES.success, SESSIONS.ended)).toBeVisible();
    await expect(sessions.getByRole('row').filter({ hasText: 'Chrome on Windows' })).toHaveCount(0);
    expect(await meStatus(desk)).toBe(401);
    expect(await meStatus(phone)).toBe(200);

    await dialog.getByRole('button', { name: SESSION_LABELS.endAll }).click();
    const confirmAll = page.getByRole('dialog', { name: SESSION_LABELS.confirmAllTitle });
    await expect(confirmAll).toContainText(SESSION_LABELS.confirmAll(admin.name));
    await expectAccessible(page);
    await confirmAll.getByRole('button', { name: SESSION_LABELS.endAll }).click();
    await expect(toast(page, TOAST_TITLES.success, SESSIONS.allEnded(1))).toBeVisible();
    await expect(sessions.getByText(SESSION_LABELS.empty)).toBeVisible();
    expect(await meStatus(phone)).toBe(401);
    await expect(dialog.getByRole('button', { name: SESSION_LABELS.endAll })).toBeDisabled();
    await dialog.getByRole('button', { name: SESSION_LABELS.close }).click();
    await expect(dialog).toBeHidden();
    await desk.dispose();
    await phone.dispose();
  });

  test('fits a phone: the sessions show as cards with their End button', async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const admin = await newAdmin(page);
    const desk = await signedInElsewhere(baseURL ?? '', admin.username, CHROME_WINDOWS);
    await page.goto('/superadmin/manage-admins');
    await searchIn(page, page.getByLabel(ADMIN_LIST_LABELS.searchAdmins), admin.username);
    await page.getByRole('button', { name: SESSION_LABELS.open(admin.name) }).click();
    const dialog = page.getByRole('dialog', { name: SESSION_LABELS.title(admin.name) });
    await expect(dialog.getByText('Chrome on Windows')).toBeVisible();
    const end = dialog.getByRole('button', { name: /^End session \d+ \(Chrome on Windows\)$/ });
    await expect(end).toBeInViewport();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('sessions-390.png') });
    // Keyboard only: focus reaches the End button and Enter opens the confirmation.
    await end.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: SESSION_LABELS.confirmTitle })).toBeVisible();
    await page.keyboard.press('Escape');
    await desk.dispose();
  });
});
