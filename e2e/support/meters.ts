import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import {
  METER_COLUMNS,
  METER_DETAIL_TEXTS,
  METER_LIST_TEXTS,
  METER_SCREENS,
  TABLE_CONTROLS,
  TABLE_LABELS,
  type MeterStage,
  csvRecords as readCsv,
} from '@smms/shared';
import { expectAccessible } from './fixtures.js';

export const DATED = String.raw`-\d{4}-\d{2}-\d{2}\.csv$`;

/** The list table of a screen, named by the screen's title. */
export const listTable = (page: Page, title: string) => page.getByRole('table', { name: title });

/**
 * Waits until every list on the page shows the rows of the address in the bar: the table marks the
 * address its rows answer (data-rows-for) only once they have arrived, so a step that changed the URL
 * (filter, search, sort, page) never reads the rows of the URL before.
 */
export async function settled(page: Page) {
  const { pathname, search } = new URL(page.url());
  await expect(page.locator('table[data-rows-for]').first()).toHaveAttribute(
    'data-rows-for',
    pathname + search,
  );
  await expect(page.locator(`table[data-rows-for]:not([data-rows-for="${pathname + search}"])`)).toHaveCount(
    0,
  );
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(METER_LIST_TEXTS.loading)).toHaveCount(0);
}

/** Opens a meter list and checks its title, filter, search and the Export button are there. */
export async function openList(page: Page, path: string, title: string, stage: MeterStage) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const screen = METER_SCREENS[stage];
  await expect(page.getByLabel(screen.filter.label)).toBeVisible();
  await expect(page.getByPlaceholder(screen.texts.searchPlaceholder)).toBeVisible();
  await expect(page.getByRole('button', { name: TABLE_LABELS.export })).toBeVisible();
  await expect(listTable(page, title).locator('tbody tr').first()).toBeVisible();
  await settled(page);
  await expectAccessible(page);
}

/** The Z of "Showing X–Y of Z meters". */
export async function listTotal(page: Page): Promise<number> {
  await settled(page);
  const text = (await page.getByText(/^Showing \d/).textContent()) ?? '';
  const match = /of ([\d,]+)(?: [a-z ]+)?$/.exec(text.trim());
  if (!match?.[1]) throw new Error(`no total in "${text}"`);
  return Number(match[1].replaceAll(',', ''));
}

/** A parameter of the page's URL now. */
export const urlParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** Picks a filter option and waits for the rows it lists (`inUrl`: the option's value in the address). */
export async function filterBy(page: Page, label: string, option: string, param: string, inUrl = option) {
  await page.getByLabel(label).selectOption(option);
  await expect.poll(() => urlParam(page, param)).toBe(inUrl);
  await settled(page);
}

/**
 * Types a search into `box` and waits for the rows it finds: the debounced box puts it in the URL, then the
 * rows of that URL arrive. Until then the rows on screen are the list's before the search, and a click on one
 * can land while it is being replaced.
 */
export async function searchIn(page: Page, box: Locator, text: string) {
  await box.fill(text);
  await expect.poll(() => urlParam(page, 'q')).toBe(text.trim() || null);
  await settled(page);
}

/** searchIn the list's search box, found by its placeholder. */
export const searchFor = (page: Page, placeholder: string, text: string) =>
  searchIn(page, page.getByPlaceholder(placeholder), text);

/** Next goes to page 2 of the list. */
export async function nextPage(page: Page, total: number) {
  await page.getByRole('button', { name: TABLE_LABELS.next }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(TABLE_LABELS.showing(51, Math.min(100, total), total))).toBeVisible();
  await settled(page);
}

/** The text of one column for every row on the page. */
export async function columnValues(table: Locator, header: string): Promise<string[]> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((h) => h.trim() === header);
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(', ')}`);
  return table.locator(`tbody tr td:nth-child(${index + 1})`).allTextContents();
}

/** Opens the first row's detail dialog with the keyboard, as a person using Tab and Enter would. */
export async function openFirstMeter(page: Page, title: string) {
  // The first row of the rows the address asks for, never of the list before a sort or a page change.
  await settled(page);
  const table = listTable(page, title);
  const row = table.getByRole('row', { name: /Open details of meter/ }).first();
  const meterSno = ((await row.getAttribute('aria-label')) ?? '').replace(/^.* /, '');
  const [idText] = await columnValues(table, METER_COLUMNS.id);
  const id = Number(idText);
  await row.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: METER_DETAIL_TEXTS.title(meterSno) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: METER_DETAIL_TEXTS.photos })).toBeVisible();
  return { dialog, meterSno, id };
}

/** Records of a CSV file (quoted cells may hold commas, quotes and line breaks): the server's own reader. */
export const csvRecords = (text: string): string[][] => [...readCsv(text)].map((record) => record.cells);

/**
 * Clicks Export, checks the server-named file and returns its records: a header row and one row per
 * meter matching the list's filters and search (the whole list, not the page).
 */
export async function exportList(page: Page, prefix: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: TABLE_LABELS.export, exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${prefix}${DATED}`));
  const records = csvRecords(fs.readFileSync(await download.path(), 'utf8'));
  expect(records[0]?.slice(0, 2)).toEqual(['Meter ID', 'Meter Number']);
  return { header: records[0] ?? [], rows: records.slice(1) };
}

/** Turns on columns a list keeps off by default (it fits 1280 px without them), through its Columns menu. */
export async function showColumns(page: Page, ...names: string[]) {
  await page.getByRole('button', { name: TABLE_CONTROLS.columns }).click();
  for (const name of names) {
    const item = page.getByRole('menuitemcheckbox', { name, exact: true });
    if ((await item.getAttribute('aria-checked')) !== 'true') await item.click();
    await expect(item).toHaveAttribute('aria-checked', 'true');
  }
  await page.keyboard.press('Escape');
}

/** One row's cell under a column, found by the column's name. */
export async function cellOf(table: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((h) => h.trim() === header);
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(', ')}`);
  return row.locator(`td:nth-child(${index + 1})`);
}
