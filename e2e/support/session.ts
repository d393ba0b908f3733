import { expect, request, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { AUTH, AUTH_LABELS } from '@smms/shared';

export const SESSION_COOKIE = 'smms_session';

/** Types the credentials into the login page and presses Sign In, as a person would. */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.getByLabel(AUTH_LABELS.username, { exact: true }).fill(username);
  await page.getByLabel(AUTH_LABELS.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: AUTH.signIn }).click();
}

/** Opens the login page and signs in through the form. */
export async function signInThroughForm(page: Page, username: string, password: string) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: AUTH.welcomeBack })).toBeVisible();
  await submitLogin(page, username, password);
}

/** The toast with this title (and description), as shown in the toaster's region. */
export function toast(page: Page, title: string, description?: string) {
  const toasts = page.getByRole('region', { name: /^Toast messages/ }).getByRole('listitem');
  const titled = toasts.filter({ has: page.getByText(title, { exact: true }) });
  return description ? titled.filter({ has: page.getByText(description, { exact: true }) }) : titled;
}

/** The session cookie the browser holds now, or undefined. */
export async function sessionCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === SESSION_COOKIE)?.value;
}

/** A bare HTTP client presenting only this session token, to ask the server itself about a session. */
export function clientWithSession(baseURL: string, token: string) {
  return request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `${SESSION_COOKIE}=${token}` },
  });
}

/** Status of GET /api/v1/auth/me for this client: 200 while its session lives, 401 once it has ended. */
export async function meStatus(client: APIRequestContext): Promise<number> {
  return (await client.get('/api/v1/auth/me')).status();
}
