import { expect, test } from '@playwright/test';
import {
  AUTH,
  NAV_LABELS,
  PAGE_TITLES,
  SERVICE_ACCOUNT_MESSAGES as M,
  SERVICE_ACCOUNTS_SCREEN as T,
  TOAST_TITLES,
} from '@smms/shared';
import { expectAccessible } from '../support/fixtures.js';
import { stateFile } from '../support/roles.js';
import { toast } from '../support/session.js';

test.use({ storageState: stateFile('superadmin') });

// Issue 39: the head-end calls with a token of its own, which the super admin creates, sees once and revokes.
test.describe('The super admin on Service Accounts', () => {
  test("creates the head-end's token, which sends its reports and nothing else, and revokes it", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.goto('/superadmin/dashboard');
    await page.getByRole('link', { name: NAV_LABELS.serviceAccounts, exact: true }).click();
    await expect(page).toHaveURL(/\/superadmin\/service-accounts$/);
    await expect(page.getByRole('heading', { name: PAGE_TITLES.serviceAccounts, level: 1 })).toBeVisible();

    const name = `E2E head-end ${String(Date.now()).slice(-6)}`;
    await page.getByRole('button', { name: T.add }).click();
    const add = page.getByRole('dialog', { name: T.addTitle });
    await add.getByLabel(T.nameLabel, { exact: true }).fill(name);
    await expectAccessible(page);
    await add.getByRole('button', { name: T.create }).click();
    const shown = page.getByRole('dialog', { name: T.tokenTitle(name) });
    const token = await shown.getByLabel(T.tokenLabel).inputValue();
    expect(token).toMatch(/^smms_sa_/);
    await expectAccessible(page);
    await shown.getByRole('button', { name: T.done }).click();
    await expect(shown).toBeHidden();

    // The token, as the head-end sends it: no cookie, no console header.
    const headEnd = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { authorization: `Bearer ${token}` },
    });
    const report = (meterSno: string) =>
      headEnd.post('/api/v1/meters/communication', {
        data: { reports: [{ meterSno, communicatedAt: new Date().toISOString() }] },
      });
    const sent = await report(`NO-SUCH-${name}`);
    expect(sent.status()).toBe(200);
    expect(((await sent.json()) as { data: { unknown: string[] } }).data.unknown).toEqual([
      `NO-SUCH-${name}`,
    ]);
    const read = await headEnd.get('/api/v1/meters?page=1&limit=1');
    expect([read.status(), ((await read.json()) as { message: string }).message]).toEqual([
      403,
      AUTH.forbidden,
    ]);

    await page.reload();
    const list = page.getByRole('list', { name: T.tableLabel });
    const item = list.getByRole('listitem').filter({ hasText: name });
    await expect(item).toContainText(token.slice(0, 12));
    await expect(item).not.toContainText(token);

    await item.getByRole('button', { name: T.revoke(name) }).click();
    const ask = page.getByRole('dialog', { name: T.revokeTitle(name) });
    await ask.getByRole('button', { name: T.revokeConfirm }).click();
    await expect(toast(page, TOAST_TITLES.success, M.revoked(name))).toBeVisible();
    await expect(item.getByRole('button', { name: T.revoke(name) })).toHaveCount(0);
    // Revoked: the same call is refused at once.
    expect((await report(`NO-SUCH-${name}`)).status()).toBe(401);
    await headEnd.dispose();
  });
});
