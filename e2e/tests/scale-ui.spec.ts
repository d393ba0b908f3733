import { expect, test, type Page } from '@playwright/test';
import { LIST_MESSAGES, METER_COLUMNS, METER_SCREENS, TABLE_LABELS } from '@smms/shared';
import { expectAccessible } from '../support/fixtures.js';
import { columnValues, settled, urlParam } from '../support/meters.js';
import { stateFile } from '../support/roles.js';

// Issue 12 on the demo data: lists page by cursor, and a search needs 3 characters.
test.beforeEach(() => test.slow());
test.use({ storageState: stateFile('superadmin') });

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const PATH = '/superadmin/meters-installed';
const texts = METER_SCREENS.installed.texts;

const list = (page: Page) => page.locator('table[data-rows-for]').first();
const sno = (page: Page) => columnValues(list(page), METER_COLUMNS.meterSno);
const next = (page: Page) => page.getByRole('button', { name: TABLE_LABELS.next, exact: true });
const previous = (page: Page) => page.getByRole('button', { name: TABLE_LABELS.previous, exact: true });

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(list(page)).toBeVisible();
  await settled(page);
}

/** Presses a paging button and waits for the rows of the page it leads to. */
async function turn(page: Page, button: 'next' | 'previous', toPage: number) {
  await (button === 'next' ? next(page) : previous(page)).click();
  await expect.poll(() => urlParam(page, 'page')).toBe(toPage > 1 ? String(toPage) : null);
  await settled(page);
  await expect(page.getByText(`Page ${toPage} of `)).toBeVisible();
}

test.describe('Paging by cursor', () => {
  test.use({ viewport: DESKTOP });

  test('Next and Previous move by cursor, Back returns, a page size change drops the cursor', async ({
    page,
  }) => {
    await open(page, `${PATH}?pageSize=25`);
    const first = await sno(page);
    expect(first).toHaveLength(25);
    await expect(previous(page)).toBeDisabled();

    await turn(page, 'next', 2);
    const secondCursor = urlParam(page, 'cursor');
    expect(secondCursor, 'page 2 is reached by a cursor').toBeTruthy();
    const second = await sno(page);
    expect(
      second.some((s) => first.includes(s)),
      'page 2 shows other meters',
    ).toBe(false);
    await expect(page.getByText(/^Showing 26–50 of /)).toBeVisible();

    await turn(page, 'next', 3);
    expect(urlParam(page, 'cursor')).toBeTruthy();
    expect(urlParam(page, 'cursor')).not.toBe(secondCursor);
    const third = await sno(page);
    expect(third.some((s) => second.includes(s))).toBe(false);
    await page.screenshot({ path: test.info().outputPath('paging-1440.png') });
    await expectAccessible(page);

    // Back: the previous page, by the same address.
    await page.goBack();
    await expect.poll(() => urlParam(page, 'cursor')).toBe(secondCursor);
    await settled(page);
    expect(await sno(page)).toEqual(second);

    // Forward again, then Previous by the page's prevCursor comes back to the same rows.
    await page.goForward();
    await settled(page);
    expect(await sno(page)).toEqual(third);
    await turn(page, 'previous', 2);
    expect(urlParam(page, 'cursor')).toBeTruthy();
    expect(await sno(page)).toEqual(second);
    await turn(page, 'previous', 1);
    expect(await sno(page)).toEqual(first);
    await expect(previous(page)).toBeDisabled();

    // Any change but paging starts the list again from its first page, without a cursor.
    await turn(page, 'next', 2);
    await page.getByLabel('Rows per page').selectOption('50');
    await expect.poll(() => urlParam(page, 'pageSize')).toBeNull();
    expect(urlParam(page, 'cursor')).toBeNull();
    expect(urlParam(page, 'page')).toBeNull();
    await settled(page);
    expect((await sno(page)).slice(0, 25)).toEqual(first);
  });

  for (const viewport of [DESKTOP, PHONE])
    test(`paging by keyboard keeps focus on Previous and Next at either end of the list (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await open(page, '/superadmin/field-assistants?pageSize=25');
      await expect(previous(page)).toBeDisabled();
      await next(page).focus();
      // Enter on Next to the last page: there Next turns disabled and focus moves to Previous, not the page's body.
      let at = 1;
      while (at < 10 && (await next(page).isEnabled())) {
        await expect(next(page)).toBeFocused();
        await page.keyboard.press('Enter');
        at += 1;
        await expect.poll(() => urlParam(page, 'page')).toBe(String(at));
        await settled(page);
        await expect(page.getByText(`Page ${at} of `)).toBeVisible();
      }
      expect(at, 'the officers list has more than one page of 25').toBeGreaterThan(1);
      await expect(next(page)).toBeDisabled();
      await expect(previous(page)).toBeFocused();
      // And back by Enter on Previous: on page 1 focus moves to Next.
      while (at > 1) {
        await expect(previous(page)).toBeFocused();
        await page.keyboard.press('Enter');
        at -= 1;
        await expect.poll(() => urlParam(page, 'page')).toBe(at > 1 ? String(at) : null);
        await settled(page);
        await expect(page.getByText(`Page ${at} of `)).toBeVisible();
      }
      await expect(previous(page)).toBeDisabled();
      await expect(next(page)).toBeFocused();
      await page.screenshot({ path: test.info().outputPath(`paging-keyboard-${viewport.width}.png`) });
      await expectAccessible(page);
    });

  test('an old bookmark with a cursor of another list goes back to page 1, with a notice', async ({
    page,
  }) => {
    await open(page, `${PATH}?pageSize=25`);
    await turn(page, 'next', 2);
    const cursor = urlParam(page, 'cursor') ?? '';
    // The same cursor on the list in the other order no longer fits it.
    await page.goto(`${PATH}?pageSize=25&order=asc&sort=installedOn&page=2&cursor=${cursor}`);
    await expect(page.getByText(LIST_MESSAGES.staleCursor)).toBeVisible();
    await expect.poll(() => urlParam(page, 'cursor')).toBeNull();
    expect(urlParam(page, 'page')).toBeNull();
    expect(urlParam(page, 'order')).toBe('asc');
    await settled(page);
    await expect(page.getByText('Page 1 of ')).toBeVisible();
    await expect(list(page).locator('tbody tr[data-row-id]').first()).toBeVisible();
  });
});

test.describe('Search needs 3 characters', () => {
  for (const viewport of [DESKTOP, PHONE])
    test(`2 characters show the hint and keep the rows; 3 search (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      const searched: string[] = [];
      page.on('request', (request) => {
        const q = new URL(request.url()).searchParams.get('q');
        if (request.url().includes('/api/v1/meters') && q !== null) searched.push(q);
      });
      await open(page, PATH);
      const rows = await list(page)
        .locator('tbody tr[data-row-id]')
        .evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-id')));
      // A meter on the page, read from the table (a card's cell also holds its column's name).
      const target = (await sno(page))[2] ?? '';
      expect(target.length).toBeGreaterThanOrEqual(3);
      await page.setViewportSize(viewport);
      if (viewport === PHONE) await expect(list(page)).toHaveAttribute('data-layout', 'cards');

      const box = page.getByPlaceholder(texts.searchPlaceholder);
      await box.fill(target.slice(0, 2));
      await expect(box).toHaveAccessibleDescription(LIST_MESSAGES.searchTooShort);
      await expect(page.getByText(LIST_MESSAGES.searchTooShort)).toBeVisible();
      // Enter commits a search at once: a 2-character one stays out of the URL and off the wire.
      await box.press('Enter');
      expect(urlParam(page, 'q')).toBeNull();
      await settled(page);
      expect(
        await list(page)
          .locator('tbody tr[data-row-id]')
          .evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-id'))),
      ).toEqual(rows);
      await page.screenshot({ path: test.info().outputPath(`search-hint-${viewport.width}.png`) });
      await expectAccessible(page);

      await box.fill(target);
      await expect.poll(() => urlParam(page, 'q')).toBe(target);
      await settled(page);
      await expect(box).not.toHaveAccessibleDescription(LIST_MESSAGES.searchTooShort);
      await expect(list(page).getByText(target).first()).toBeVisible();
      expect(searched.every((q) => q.length >= 3)).toBe(true);
      expect(searched).toContain(target);
      if (viewport === PHONE) {
        await expect(list(page)).toHaveAttribute('data-layout', 'cards');
        await page.screenshot({ path: test.info().outputPath('search-390.png'), fullPage: true });
      }
    });
});
