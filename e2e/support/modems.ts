import { expect, type Page } from '@playwright/test';
import {
  MODEM_DETAIL_TEXTS,
  MODEM_LIST_PAGES,
  MODEM_LIST_TEXTS,
  PAGE_TITLES,
  type ModemList,
} from '@smms/shared';
import { listTable, settled } from './meters.js';
import type { DemoRole } from './roles.js';

/** Each demo login's role and page prefix. */
export const MODEM_ROLES = [
  { login: 'superadmin', role: 'BI_SUPER_ADMIN', prefix: '/superadmin' },
  { login: 'biadmin', role: 'BI_ADMIN', prefix: '/biadmin' },
  { login: 'aeadmin', role: 'AE_ADMIN', prefix: '/admin' },
] as const satisfies readonly { login: DemoRole; role: string; prefix: string }[];

/** The four modem list pages (path under the role's prefix) and the list each shows. */
export const MODEM_PAGES = Object.entries(MODEM_LIST_PAGES) as [string, ModemList][];

export const MODEM_TITLES: Record<ModemList, string> = {
  all: PAGE_TITLES.modemsInstalled,
  commissioned: PAGE_TITLES.modemsCommissioned,
  accepted: PAGE_TITLES.modemsCommissionDone,
  rejected: PAGE_TITLES.modemsCommissionRejected,
};

/** Opens a modem list and waits for its server rows. */
export async function openModemList(page: Page, path: string, list: ModemList) {
  await page.goto(path);
  const title = MODEM_TITLES[list];
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const table = listTable(page, title);
  await expect(table.getByRole('row', { name: /Open details of modem/ }).first()).toBeVisible();
  await settled(page);
  await expect(page.getByText(MODEM_LIST_TEXTS.loading)).toHaveCount(0);
  return table;
}

/** Opens a row's modem dialog with the keyboard (Tab to the row, Enter), and checks its sections. */
export async function openModemRow(page: Page, title: string, index = 0) {
  await settled(page);
  const row = listTable(page, title)
    .getByRole('row', { name: /Open details of modem/ })
    .nth(index);
  const modemSno = ((await row.getAttribute('aria-label')) ?? '').replace(/^.* /, '');
  await row.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: MODEM_DETAIL_TEXTS.title(modemSno) });
  await expect(dialog).toBeVisible();
  for (const heading of Object.values(MODEM_DETAIL_TEXTS.sections))
    await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
  return { dialog, modemSno };
}
