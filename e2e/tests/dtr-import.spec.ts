import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  DTR_IMPORT_MESSAGES as M,
  DTR_IMPORT_TEXTS as T,
  DTR_TEMPLATE_HEADER,
  PAGE_TITLES,
} from '@smms/shared';
import { expectAccessible } from '../support/fixtures.js';
import { stateFile } from '../support/roles.js';
import { toast } from '../support/session.js';

// Each state of the screen is checked with axe, which takes a while on a busy machine.
test.beforeEach(() => test.slow());

/**
 * A DTR master of two good rows and one without a DTR number (line 4). The numbers are this run's own
 * (E2E-DTR-...), so no demo meter sits at them and no other spec sees them.
 */
function masterFile() {
  const run = `E2E-DTR-${Date.now().toString(36)}`;
  const row = (dtr: string) => `${dtr},E2E Substation,E2E Division,E2E EDC,63 KVA,E2E Zone,Active,E2E,F1`;
  const csv = [DTR_TEMPLATE_HEADER, row(`${run}-1`), row(`${run}-2`), row('')].join('\n');
  return { name: `${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) };
}

/** The number a count tile shows, found by its label. */
const count = (region: Locator, label: string) => region.locator(`dt:text-is("${label}") + dd`);

/** Opens the import from the sidebar, as a person would. */
async function openImport(page: Page, prefix: string) {
  await page.goto(`${prefix}/dashboard`);
  await page.getByRole('link', { name: PAGE_TITLES.dtrImport }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/dtr-import$`));
  await expect(page.getByRole('heading', { name: PAGE_TITLES.dtrImport, level: 1 })).toBeVisible();
}

/** Chooses the file and checks it; answers the preview once the check is done. */
async function check(page: Page, file: ReturnType<typeof masterFile>) {
  await page.getByLabel(T.fileLabel).setInputFiles(file);
  await page.getByRole('button', { name: T.check }).click();
  const preview = page.getByRole('region', { name: T.previewHeading });
  await expect(preview).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return preview;
}

test.describe('The super admin on DTR Master Import', () => {
  test.use({ storageState: stateFile('superadmin') });

  test('checks a file, sees the refused row, imports it, and a second import changes nothing', async ({
    page,
  }) => {
    await openImport(page, '/superadmin');
    await expect(page.getByText(`${T.requiredColumns}:`)).toBeVisible();
    await expectAccessible(page);

    const file = masterFile();
    const preview = await check(page, file);
    await expect(count(preview, T.preview.inserted)).toHaveText('2');
    await expect(count(preview, T.preview.updated)).toHaveText('0');
    await expect(count(preview, T.preview.unchanged)).toHaveText('0');
    await expect(count(preview, T.preview.errors)).toHaveText('1');
    const errors = preview.getByRole('table', { name: T.errorsTable });
    await expect(errors.getByRole('row', { name: `4 — ${M.dtrRequired}` })).toBeVisible();
    await expectAccessible(page);

    await preview.getByRole('button', { name: T.importRows(2) }).click();
    const result = page.getByRole('region', { name: T.resultHeading });
    await expect(result).toBeVisible();
    await expect(count(result, T.result.inserted)).toHaveText('2');
    await expect(count(result, T.result.errors)).toHaveText('1');
    await expect(toast(page, T.importedToast, M.imported(2, 0, 0))).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: T.chooseAnother }).click();
    await expect(page.getByLabel(T.fileLabel)).toBeFocused();
    const again = await check(page, file);
    await expect(count(again, T.preview.inserted)).toHaveText('0');
    await expect(count(again, T.preview.updated)).toHaveText('0');
    await expect(count(again, T.preview.unchanged)).toHaveText('2');
    await expect(again.getByRole('button', { name: T.importRows(0) })).toBeDisabled();
    await expect(again.getByText(T.nothingToImport)).toBeVisible();
  });

  test('refuses a file without the required columns, and says why', async ({ page }) => {
    await page.goto('/superadmin/dtr-import');
    await page.getByLabel(T.fileLabel).setInputFiles({
      name: 'not-a-master.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('DTR Number,Substation\nE2E-DTR-X,Somewhere\n'),
    });
    await page.getByRole('button', { name: T.check }).click();
    const alert = page.getByRole('alert').filter({ hasText: T.checkFailed });
    await expect(alert).toContainText(
      M.missingColumns(['District/Division', 'EDC/Organization', 'Capacity']),
    );
    await expect(page.getByRole('region', { name: T.previewHeading })).toHaveCount(0);
  });
});

test.describe('A BI_ADMIN on DTR Master Import', () => {
  test.use({ storageState: stateFile('biadmin') });

  test('reaches the page from the sidebar', async ({ page }) => {
    await openImport(page, '/biadmin');
    await expect(page.getByLabel(T.fileLabel)).toBeVisible();
    await expectAccessible(page);
  });
});
