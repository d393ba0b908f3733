import { expect, test, type Page } from '@playwright/test';
import { AUTH, AUTH_LABELS, DASHBOARD_TITLES, FORM_TEXTS, ROLE_TITLE, roleHome } from '@smms/shared';
import { expectAccessible } from '../support/fixtures.js';
import { demoAdmin, demoFieldOfficer } from '../support/people.js';
import { DEMO_LOGINS } from '../support/roles.js';
import { clientWithSession, meStatus, sessionCookie, signInThroughForm, toast } from '../support/session.js';

// Every test starts signed out, in a fresh browser context.

/** A refused sign-in's line at the top of the form (not a toast: issue 38). */
const formProblem = (page: Page) => page.getByRole('alert', { name: FORM_TEXTS.summaryLabel });

test.describe('Signing in to the console', () => {
  test('the login page greets the user and the password can be shown and hidden', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: AUTH.welcomeBack })).toBeVisible();
    await expect(page.getByText(AUTH.signInSubtitle, { exact: true })).toBeVisible();
    await expect(page.getByLabel(AUTH_LABELS.username, { exact: true })).toBeFocused();
    await expectAccessible(page);

    const password = page.getByLabel(AUTH_LABELS.password, { exact: true });
    await password.fill('secret-123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: AUTH_LABELS.showPassword }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('secret-123');
    await page.getByRole('button', { name: AUTH_LABELS.hidePassword }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: AUTH_LABELS.showPassword })).toBeVisible();
  });

  test('empty fields are refused at the form, each at its field, with no navigation', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: AUTH.signIn }).click();
    const problem = formProblem(page);
    await expect(problem).toHaveText(`Error — ${AUTH.fillAllFields}`);
    const username = page.getByLabel(AUTH_LABELS.username, { exact: true });
    await expect(username).toBeFocused();
    await expect(username).toHaveAccessibleDescription(FORM_TEXTS.required(AUTH_LABELS.username));
    await expect(page).toHaveURL('/login');
    await expectAccessible(page);

    // A username alone is not enough either: the password says so and takes the focus.
    await username.fill(DEMO_LOGINS.aeadmin.username);
    await page.getByRole('button', { name: AUTH.signIn }).click();
    const password = page.getByLabel(AUTH_LABELS.password, { exact: true });
    await expect(password).toBeFocused();
    await expect(password).toHaveAccessibleDescription(FORM_TEXTS.required(AUTH_LABELS.password));
    await expect(username).not.toHaveAttribute('aria-invalid');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: AUTH.welcomeBack })).toBeVisible();
  });

  test('a wrong password is refused with "Login Failed" at the form, the focus on the password', async ({
    page,
  }) => {
    await signInThroughForm(page, DEMO_LOGINS.aeadmin.username, 'Not-the-password-1');
    await expect(formProblem(page)).toHaveText(`${AUTH.loginFailedTitle} — ${AUTH.invalidCredentials}`);
    await expect(page.getByText(AUTH.invalidCredentials, { exact: true })).toHaveCount(1);
    await expect(page.getByLabel(AUTH_LABELS.password, { exact: true })).toBeFocused();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: AUTH.welcomeBack })).toBeVisible();
    await expect(page.getByRole('button', { name: AUTH.signIn })).toBeEnabled();
    await expectAccessible(page);
  });

  test('repeated failures slow sign-in down, and the form says how long to wait', async ({
    page,
    request,
  }) => {
    // An unknown account is slowed down like a real one. The form is filled first; then, after the
    // third failure each one doubles the wait (1 s, 2 s, 4 s): fail five times, retrying whenever the
    // server says to wait, and the form's attempt falls within the 4 s wait.
    const username = 'e2e.slowed.down';
    await page.goto('/');
    await page.getByLabel(AUTH_LABELS.username, { exact: true }).fill(username);
    await page.getByLabel(AUTH_LABELS.password, { exact: true }).fill('Not-the-password-1');
    let failures = 0;
    await expect
      .poll(
        async () => {
          const answer = await request.post('/api/v1/auth/login', {
            data: { username, password: 'Not-the-password-1' },
          });
          if (answer.status() === 401) failures += 1;
          else expect(answer.headers()['retry-after']).toMatch(/^\d+$/);
          return failures;
        },
        { intervals: [250], timeout: 20_000 },
      )
      .toBe(5);
    await page.getByRole('button', { name: AUTH.signIn }).click();
    const slowed = formProblem(page).filter({ hasText: 'Too many failed sign-in attempts.' });
    await expect(slowed).toContainText(/Please try again in [1-4] seconds?\./);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: AUTH.signIn })).toBeEnabled();
  });

  for (const [username, { role }] of Object.entries(DEMO_LOGINS)) {
    test(`${username} lands on the ${role} dashboard and stays signed in on reload`, async ({ page }) => {
      const admin = await demoAdmin(username);
      const dashboard = roleHome(admin.role);
      const heading = page.getByRole('heading', { name: DASHBOARD_TITLES[admin.role].Meters });
      const header = page.getByRole('banner');

      await signInThroughForm(page, admin.username, admin.password);
      await expect(page).toHaveURL(dashboard);
      await expect(toast(page, AUTH.loginSuccessTitle, AUTH.loginSuccess)).toBeVisible();
      await expect(heading).toBeVisible();
      await expect(header.getByText(ROLE_TITLE[admin.role], { exact: true })).toBeVisible();
      await expect(header).toContainText(`Welcome, ${admin.firstName} ${admin.lastName}`);
      await expectAccessible(page);

      await page.reload();
      await expect(page).toHaveURL(dashboard);
      await expect(heading).toBeVisible();
      await expect(header.getByText(ROLE_TITLE[admin.role], { exact: true })).toBeVisible();

      // The login page sends someone already signed in straight back to their dashboard.
      await page.goto('/');
      await expect(page).toHaveURL(dashboard);
      await expect(heading).toBeVisible();
    });
  }

  test('the Sign In button reads "Signing In..." while the server answers', async ({ page }) => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/v1/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    const admin = await demoAdmin('biadmin');
    await signInThroughForm(page, admin.username, admin.password);
    const busy = page.getByRole('button', { name: AUTH.signingIn });
    await expect(busy).toBeDisabled();
    await expect(page.getByLabel(AUTH_LABELS.username, { exact: true })).toBeDisabled();
    answer();
    await expect(page).toHaveURL(roleHome(admin.role));
  });
});

test.describe('Signing out', () => {
  test('logout returns to the login page and ends the session on the server', async ({
    page,
    context,
    baseURL,
  }) => {
    const admin = await demoAdmin('aeadmin');
    await signInThroughForm(page, admin.username, admin.password);
    await expect(page).toHaveURL(roleHome(admin.role));
    const token = await sessionCookie(context);
    expect(token, 'the browser holds a session cookie').toBeTruthy();
    const oldSession = await clientWithSession(baseURL ?? '', token ?? '');
    expect(await meStatus(oldSession)).toBe(200);

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: AUTH.welcomeBack })).toBeVisible();
    await expectAccessible(page);
    expect(await sessionCookie(context)).toBeUndefined();
    // The old cookie, replayed, is worth nothing: the server ended the session.
    expect(await meStatus(oldSession)).toBe(401);
    await oldSession.dispose();

    // And the browser cannot get back in with Back or a bookmark.
    await page.goto(roleHome(admin.role));
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: AUTH.welcomeBack })).toBeVisible();
  });
});

test.describe('A field officer', () => {
  test('is told the console is not for them and can sign out', async ({ page }) => {
    const officer = await demoFieldOfficer();
    await signInThroughForm(page, officer.username, officer.password);
    await expect(page.getByRole('heading', { name: AUTH_LABELS.noConsoleAccessTitle })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: AUTH.noConsoleAccess })).toBeVisible();
    await expect(page).toHaveURL('/');
    await expectAccessible(page);

    // No console page lets them in either.
    await page.goto(roleHome('AE_ADMIN'));
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: AUTH_LABELS.noConsoleAccessTitle })).toBeVisible();

    await page.getByRole('button', { name: AUTH_LABELS.signOut }).click();
    await expect(page.getByRole('heading', { name: AUTH.welcomeBack })).toBeVisible();
    await expect(page.getByLabel(AUTH_LABELS.username, { exact: true })).toHaveValue('');
  });
});
