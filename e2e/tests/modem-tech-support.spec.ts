import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  PAGE_TITLES,
  TICKET_COLUMNS as C,
  TICKET_DIALOG_TEXTS as D,
  TICKET_FORM_TEXTS as F,
  TICKET_LIST_TEXTS as T,
  TICKET_MESSAGES,
  TABLE_LABELS,
} from '@smms/shared';
import { expectAccessible } from '../support/fixtures.js';
import { columnValues, DATED, filterBy, searchFor, settled, showColumns } from '../support/meters.js';
import { stateFile } from '../support/roles.js';

test.use({ storageState: stateFile('superadmin') });

const PATH = '/superadmin/modem-tech-support';
const table = (page: Page) => page.getByRole('table', { name: T.table });

async function openList(page: Page) {
  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: PAGE_TITLES.modemTechSupport, level: 1 })).toBeVisible();
  await expect(table(page).locator('tbody tr').first()).toBeVisible();
  await settled(page);
}

test.describe('Modem Tech Support (super admin)', () => {
  test('lists the demo tickets, filters by status and priority, searches and exports', async ({ page }) => {
    await openList(page);
    // Reported By and Location are off by default (the list fits 1280 px): Columns turns them on.
    await showColumns(page, C.reportedBy, C.location);
    for (const header of Object.values(C))
      await expect(table(page).getByRole('columnheader', { name: header })).toBeVisible();
    await expectAccessible(page);

    await filterBy(page, T.statusFilter, 'in_progress', 'status');
    expect(new Set(await columnValues(table(page), C.status))).toEqual(new Set(['In Progress']));
    await filterBy(page, T.priorityFilter, 'high', 'priority');
    expect(new Set(await columnValues(table(page), C.priority))).toEqual(new Set(['High']));
    await page.goto(PATH);
    await settled(page);

    await searchFor(page, T.searchPlaceholder, 'certificate');
    await expect(table(page).locator('tbody tr')).toHaveCount(1);
    await expect(table(page).getByText('HES rejects modem certificate')).toBeVisible();
    await searchFor(page, T.searchPlaceholder, 'no such ticket anywhere');
    await expect(page.getByText(T.empty)).toBeVisible();

    await page.goto(`${PATH}?priority=critical`);
    await settled(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: TABLE_LABELS.export, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${T.exportPrefix}${DATED}`));
    const lines = fs
      .readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('"Ticket ID","Title","Status","Priority"');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes('"Critical"'))).toBe(true);
  });

  test('creates a ticket, assigns it, moves it to resolved with a comment and reads the history', async ({
    page,
  }) => {
    test.slow(); // three dialogs, each scanned at both sizes in both themes
    const title = `E2E modem offline ${Date.now()}`;
    await openList(page);
    await page.getByRole('button', { name: T.newTicket }).click();
    const form = page.getByRole('dialog', { name: F.title });
    await form.getByRole('button', { name: F.create }).click();
    await expect(form.getByText(TICKET_MESSAGES.titleRequired)).toBeVisible();
    await expect(form.getByText(TICKET_MESSAGES.categoryRequired)).toBeVisible();
    await expectAccessible(page);

    await form.getByRole('textbox', { name: F.titleLabel }).fill(title);
    await form.getByRole('textbox', { name: F.descriptionLabel }).fill('No packets since the storm.');
    await form.getByRole('combobox', { name: F.priorityLabel }).selectOption('high');
    await form.getByRole('combobox', { name: F.categoryLabel }).selectOption('Hardware');
    await form.getByRole('textbox', { name: F.locationLabel }).fill('E2E Test Yard');
    await form.getByRole('button', { name: F.create }).click();

    const dialog = page.getByRole('dialog', { name: /^Ticket TKT-/ });
    await expect(dialog.getByText(title)).toBeVisible();
    await expect(dialog.getByText(D.created_)).toBeVisible();
    await expectAccessible(page);

    const status = dialog.getByRole('combobox', { name: D.changeStatus });
    await expect(status.getByRole('option')).toHaveText([D.keepStatus('Open'), 'In Progress']);
    await dialog.getByRole('combobox', { name: D.assignee }).selectOption({ index: 1 });
    await status.selectOption('in_progress');
    await dialog.getByRole('button', { name: D.save }).click();
    await expect(dialog.getByText(D.statusChange('Open', 'In Progress'))).toBeVisible();
    await expect(status.getByRole('option')).toHaveText([D.keepStatus('In Progress'), 'Resolved']);

    await status.selectOption('resolved');
    await dialog.getByRole('textbox', { name: D.comment }).fill('Replaced the antenna cable.');
    await dialog.getByRole('button', { name: D.save }).click();
    await expect(dialog.getByText(D.statusChange('In Progress', 'Resolved'))).toBeVisible();
    await expect(dialog.getByText('Replaced the antenna cable.')).toBeVisible();
    await expect(dialog.getByText(/^Assigned To: Unassigned → /)).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await searchFor(page, T.searchPlaceholder, title);
    await expect(table(page).locator('tbody tr')).toHaveCount(1);
    expect(await columnValues(table(page), C.status)).toEqual(['Resolved']);
    expect(await columnValues(table(page), C.priority)).toEqual(['High']);
  });
});
