import { expect, test } from '@playwright/test';
import { PAGE_TITLES, TECH_SUPPORT_COLUMNS as C, WAITING_COLUMN } from '@smms/shared';
import { expectAccessible } from '../support/fixtures.js';
import { columnValues, listTable, settled } from '../support/meters.js';
import { stateFile } from '../support/roles.js';

/** "40 min", "5 h", "3 d" (a cell's shown text, before its hidden words) as minutes, to compare waits. */
const minutes = (text: string) => {
  const match = /^(\d+) (min|h|d)\b/.exec(text.trim());
  if (!match) throw new Error(`no wait in "${text}"`);
  return Number(match[1]) * { min: 1, h: 60, d: 1440 }[match[2] as 'min' | 'h' | 'd'];
};

test.describe('Ageing (issue 41): how long each installation has waited in its step', () => {
  test.use({ storageState: stateFile('superadmin') });

  test('the decision queue shows each wait, and a click on Waiting puts the longest first', async ({
    page,
  }) => {
    await page.goto('/superadmin/tech-support');
    await settled(page);
    const table = listTable(page, PAGE_TITLES.techSupport);
    expect(C.waiting).toBe(WAITING_COLUMN);
    // One click: the longest wait first, which is Waiting descending (the oldest step_since first, as the
    // address says in the API's terms).
    await page.getByRole('button', { name: WAITING_COLUMN, exact: true }).click();
    await expect(page).toHaveURL(/sort=stepSince&order=asc/);
    await settled(page);
    await expect(table.getByRole('columnheader', { name: WAITING_COLUMN })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const waits = (await columnValues(table, WAITING_COLUMN)).map(minutes);
    expect(waits.length).toBeGreaterThan(1);
    expect(waits).toEqual([...waits].sort((a, b) => b - a));
    // The longest wait of the demo's queue is days, not minutes: its history spans weeks.
    expect(waits[0]).toBeGreaterThanOrEqual(2 * 1440);
    // Each cell names its step and since when, in its tooltip and (hidden text) for a screen reader.
    await expect(table.locator('tbody time').first()).toContainText(/ · .+ since \d/);
    await expect(table.locator('tbody time').first()).toHaveAttribute(
      'title',
      / since \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
    );
    await expectAccessible(page);
  });
});
