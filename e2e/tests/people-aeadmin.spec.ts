import { expect, test, type Page } from '@playwright/test';
import {
  CREATE_OFFICER_ERRORS,
  INSTALLED_RANGE_TEXTS,
  OFFICER_MODEMS_LABELS,
  OFFICER_MODEMS_TEXTS,
  METER_DETAIL_TEXTS,
  MODEM_DETAIL_TEXTS,
  OFFICER_COLUMNS,
  OFFICER_LIST_LABELS,
  OFFICER_METERS_LABELS,
  OFFICER_METERS_TEXTS,
  OFFICER_TEXTS,
  PAGE_DESCRIPTIONS,
  PAGE_TITLES,
  PEOPLE_DIALOGS,
  PEOPLE_LABELS,
  TABLE_CONTROLS,
  TOAST_TITLES,
  USERS,
} from '@smms/shared';
import { expectAccessible } from '../support/fixtures.js';
import {
  createOfficerViaApi,
  DATED_CSV,
  exportFile,
  fillOfficerForm,
  formSummary,
  freshPhone,
  officerInput,
} from '../support/people-forms.js';
import { cellOf, columnValues, listTotal, searchIn, settled, urlParam } from '../support/meters.js';
import { stateFile } from '../support/roles.js';
import { toast } from '../support/session.js';

// Each screen and dialog is checked with axe, which takes a while on a busy machine.
test.beforeEach(() => test.slow());

test.use({ storageState: stateFile('aeadmin') });

const officersTable = (page: Page) => page.getByRole('table', { name: OFFICER_LIST_LABELS.officersTable });
const search = (page: Page, text: string) =>
  searchIn(page, page.getByLabel(OFFICER_LIST_LABELS.searchOfficers), text);

test.describe('An AE_ADMIN on Field Officers', () => {
  test('sees its officers with counts, filters them and pages through them', async ({ page }) => {
    await page.goto('/admin/field-officers');
    await expect(page.getByRole('heading', { name: PAGE_TITLES.fieldOfficers, level: 1 })).toBeVisible();
    await expect(page.getByText(PAGE_DESCRIPTIONS.fieldOfficers)).toBeVisible();
    await expect(page.getByPlaceholder(OFFICER_TEXTS.searchPlaceholder)).toBeVisible();
    for (const header of ['Name', 'Primary Phone', 'Meters Assigned', 'Installed', 'Accepted', 'Rejected'])
      await expect(officersTable(page).getByRole('columnheader', { name: header })).toBeVisible();
    // The id, the alternate phone and the places are off by default (the list fits 1280 px with its counts).
    await expect(officersTable(page).getByRole('columnheader', { name: 'Alternate Phone' })).toHaveCount(0);
    await expect(page.getByText(/^Showing \d+–\d+ of \d+ field officers$/)).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel(OFFICER_LIST_LABELS.statusFilter).selectOption('Inactive');
    await expect(page).toHaveURL(/status=Inactive/);

    await page.getByRole('button', { name: OFFICER_TEXTS.moreFilters }).click();
    const subDivision = page.getByLabel(OFFICER_LIST_LABELS.subDivisionFilter);
    await expect(subDivision).toBeVisible();
    await expect(page.getByLabel(OFFICER_LIST_LABELS.sectionFilter)).toBeVisible();
    await page.getByLabel(OFFICER_LIST_LABELS.statusFilter).selectOption('');
    await expect(subDivision.locator('option').nth(1)).toBeAttached();
    const choice = await subDivision.locator('option').nth(1).textContent();
    await subDivision.selectOption(choice ?? '');
    await expect(page).toHaveURL(/subDivision=/);
    await settled(page);
    // Sub Division is off by default (the list fits 1280 px with its counts): Columns turns it on.
    await page.getByRole('button', { name: TABLE_CONTROLS.columns }).click();
    await page.getByRole('menuitemcheckbox', { name: OFFICER_COLUMNS.subDivision }).click();
    await page.keyboard.press('Escape');
    const cells = await columnValues(officersTable(page), OFFICER_COLUMNS.subDivision);
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell).toBe(choice);
    await expectAccessible(page);

    await page.goto('/admin/field-officers?pageSize=25');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText('Page 2 of', { exact: false })).toBeVisible();
  });

  test('adds an officer and finds it in the list', async ({ page }) => {
    const officer = officerInput('Anil');
    await page.goto('/admin/field-officers');
    await page.getByRole('button', { name: OFFICER_TEXTS.addOfficer }).click();
    const dialog = page.getByRole('dialog', { name: OFFICER_TEXTS.addDialogTitle });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: OFFICER_LIST_LABELS.createOfficer }).click();
    await expect(formSummary(dialog)).toContainText(USERS.fillRequired);

    await fillOfficerForm(page, { ...officer, phone: '12345' });
    await expect(dialog.getByText(USERS.invalidPhoneInline)).toBeVisible();
    await fillOfficerForm(page, officer);
    await expect(dialog.getByText(USERS.invalidPhoneInline)).toHaveCount(0);
    await dialog.getByRole('button', { name: OFFICER_LIST_LABELS.createOfficer }).click();
    await expect(toast(page, TOAST_TITLES.success, USERS.officerCreated)).toBeVisible();
    await expect(dialog).toBeHidden();

    await search(page, officer.phone);
    const row = officersTable(page).getByRole('row', {
      name: OFFICER_LIST_LABELS.openOfficer(`Anil ${officer.lastName}`),
    });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Active');
  });

  test('is told when the phone is already taken', async ({ page }) => {
    const officer = officerInput('Bala');
    await createOfficerViaApi(page, officer);
    await page.goto('/admin/field-officers');
    await page.getByRole('button', { name: OFFICER_TEXTS.addOfficer }).click();
    const dialog = page.getByRole('dialog', { name: OFFICER_TEXTS.addDialogTitle });
    await fillOfficerForm(page, { ...officerInput('Chitra'), phone: officer.phone });
    await expect(dialog.getByText(USERS.phoneExistsInView('Meters'))).toBeVisible();

    await dialog.getByRole('button', { name: OFFICER_LIST_LABELS.createOfficer }).click();
    await expect(
      toast(page, CREATE_OFFICER_ERRORS.duplicatePhoneTitle, CREATE_OFFICER_ERRORS.duplicatePhone),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: PEOPLE_LABELS.cancel }).click();
    await expect(dialog).toBeHidden();
  });

  test('gives a meters officer Modems access from the modem field officers view', async ({ page }) => {
    const officer = officerInput('Deepa');
    const name = `Deepa ${officer.lastName}`;
    await page.goto('/admin/field-officers');
    await page.getByRole('button', { name: OFFICER_TEXTS.addOfficer }).click();
    await fillOfficerForm(page, officer);
    await page.getByRole('button', { name: OFFICER_LIST_LABELS.createOfficer }).click();
    await expect(toast(page, TOAST_TITLES.success, USERS.officerCreated)).toBeVisible();

    await page.goto('/admin/modem-field-officers');
    await expect(page.getByRole('heading', { name: PAGE_TITLES.modemFieldOfficers })).toBeVisible();
    await search(page, officer.phone);
    await expect(officersTable(page).getByText(OFFICER_TEXTS.empty)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: OFFICER_TEXTS.addOfficer }).click();
    const form = page.getByRole('dialog', { name: OFFICER_TEXTS.addDialogTitle });
    await form.getByLabel('Phone', { exact: true }).fill(officer.phone);
    await form.getByLabel('Phone', { exact: true }).blur();
    const exists = page.getByRole('dialog', { name: PEOPLE_DIALOGS.userExistsTitle });
    await expect(exists).toBeVisible();
    await expect(exists).toContainText(name);
    await expect(exists).toContainText('Meters,Modems');
    await expectAccessible(page);
    await exists.getByRole('button', { name: PEOPLE_DIALOGS.addAccess('Modems') }).click();
    await expect(toast(page, TOAST_TITLES.success, USERS.accessUpdated('Meters,Modems'))).toBeVisible();
    await expect(form).toBeHidden();

    const row = officersTable(page).getByRole('row').filter({ hasText: officer.phone });
    await expect(row).toBeVisible();
    await expect(row).toContainText(name);
  });

  test('deactivates and activates an officer after a confirmation naming them, and edits it', async ({
    page,
  }) => {
    const officer = officerInput('Esha');
    const name = `Esha ${officer.lastName}`;
    await createOfficerViaApi(page, officer);
    await page.goto(`/admin/field-officers?q=${officer.phone}`);
    const row = officersTable(page).getByRole('row').filter({ hasText: officer.phone });
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: PEOPLE_LABELS.deactivate(name) }).click();
    // Titled by what it does and to whom (issue 38), not "Confirm Action".
    const confirm = page.getByRole('dialog', { name: PEOPLE_DIALOGS.confirmTitle(false, name) });
    await expect(confirm).toContainText(PEOPLE_DIALOGS.confirmQuestion(false, 'field officer'));
    await expect(confirm).toContainText(PEOPLE_DIALOGS.confirmEffect(false, 'field officer'));
    await expectAccessible(page);
    await confirm.getByRole('button', { name: PEOPLE_DIALOGS.confirmLabel(false) }).click();
    await expect(toast(page, TOAST_TITLES.success, USERS.officerStatus(false))).toBeVisible();
    await expect(row).toContainText('Inactive');

    await row.getByRole('button', { name: PEOPLE_LABELS.activate(name) }).click();
    const reactivate = page.getByRole('dialog', { name: PEOPLE_DIALOGS.confirmTitle(true, name) });
    await expect(reactivate).toContainText(PEOPLE_DIALOGS.confirmEffect(true, 'field officer'));
    await reactivate.getByRole('button', { name: PEOPLE_DIALOGS.confirmLabel(true) }).click();
    await expect(toast(page, TOAST_TITLES.success, USERS.officerStatus(true))).toBeVisible();
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: PEOPLE_LABELS.edit(name) }).click();
    const edit = page.getByRole('dialog', { name: OFFICER_LIST_LABELS.editOfficerTitle });
    await expect(edit.getByLabel('Phone', { exact: true })).toHaveValue(officer.phone);
    await expectAccessible(page);
    await edit.getByLabel('Section', { exact: true }).selectOption('Section B');
    await edit.getByRole('button', { name: PEOPLE_LABELS.saveChanges }).click();
    await expect(toast(page, TOAST_TITLES.success, USERS.officerUpdated)).toBeVisible();
    // Section is off by default (the list fits 1280 px with its counts): Columns turns it on.
    await page.getByRole('button', { name: TABLE_CONTROLS.columns }).click();
    await page.getByRole('menuitemcheckbox', { name: OFFICER_COLUMNS.section }).click();
    await page.keyboard.press('Escape');
    await expect(row).toContainText('Section B');
  });

  test('exports its officers as ae-field-officers-{date}.csv', async ({ page }) => {
    await page.goto('/admin/field-officers');
    await expect(officersTable(page).getByRole('row').nth(1)).toBeVisible();
    const download = await exportFile(page);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^ae-field-officers${DATED_CSV.source}`));
  });
});

test.describe("An AE_ADMIN on an officer's meters", () => {
  test('opens them from the list, views and edits a meter, filters and exports', async ({ page }) => {
    await page.goto('/admin/field-officers?sort=id&order=asc');
    const first = officersTable(page)
      .getByRole('row', { name: /^Open meters of / })
      .first();
    const label = (await first.getAttribute('aria-label')) ?? '';
    const name = label.replace('Open meters of ', '');
    await first.click();
    await expect(page).toHaveURL(/\/admin\/field-officer-meters\/\d+$/);
    await expect(page.getByRole('heading', { name: OFFICER_METERS_TEXTS.title(name) })).toBeVisible();
    await expect(page.getByText(OFFICER_METERS_TEXTS.subtitle)).toBeVisible();
    await expectAccessible(page);

    const meters = page.getByRole('table', { name: OFFICER_METERS_LABELS.metersTable });
    const menu = meters.getByRole('button', { name: /^Actions for meter / }).first();
    const meterSno = ((await menu.getAttribute('aria-label')) ?? '').replace('Actions for meter ', '');
    await menu.click();
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: OFFICER_METERS_TEXTS.viewDetails }).click();
    const details = page.getByRole('dialog', { name: METER_DETAIL_TEXTS.title(meterSno) });
    await expect(details).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    await meters.getByRole('button', { name: `Actions for meter ${meterSno}` }).click();
    await page.getByRole('menuitem', { name: OFFICER_METERS_TEXTS.edit }).click();
    await expect(details.getByRole('button', { name: METER_DETAIL_TEXTS.save })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    const download = await exportFile(page);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^ae-field-officer-meters${DATED_CSV.source}`));

    await page.getByLabel(OFFICER_METERS_LABELS.statusFilter).selectOption('Approved');
    await expect(page).toHaveURL(/officerStatus=Approved/);
    await settled(page);
    await expect(meters.locator('tbody tr').first()).toContainText(
      /Accepted|No meters found for this field officer/,
    );

    // A bookmark or a reload has no navigation state: the page still works from the id in the URL.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(' - Meters List');

    await page.getByRole('main').getByRole('link', { name: PAGE_TITLES.fieldOfficers }).click();
    await expect(page).toHaveURL('/admin/field-officers');
  });

  test('shows the spec text for an officer it cannot see', async ({ page }) => {
    await page.goto('/admin/field-officer-meters/999999');
    await expect(page.getByRole('heading', { name: OFFICER_METERS_TEXTS.noOfficer })).toBeVisible();
    await expectAccessible(page);
  });

  test('sees an empty list for a new officer', async ({ page }) => {
    const officer = officerInput('Farid', freshPhone());
    const { id } = await createOfficerViaApi(page, officer);
    await page.goto(`/admin/field-officers?q=${officer.phone}`);
    await officersTable(page).getByRole('row').filter({ hasText: officer.phone }).click();
    await expect(page).toHaveURL(`/admin/field-officer-meters/${id}`);
    await expect(
      page.getByRole('heading', { name: OFFICER_METERS_TEXTS.title(`Farid ${officer.lastName}`) }),
    ).toBeVisible();
    await expect(page.getByText(OFFICER_METERS_TEXTS.empty)).toBeVisible();
  });
});

test.describe("An AE_ADMIN on an officer's modems", () => {
  test('drills into an officer from Modem Field Officers: a count opens the list it counts, a row its details', async ({
    page,
  }) => {
    await page.goto('/admin/modem-field-officers?sort=id&order=asc');
    await settled(page);
    const table = officersTable(page);
    const acceptedCounts = await columnValues(table, OFFICER_COLUMNS.accepted);
    const index = acceptedCounts.findIndex((value) => value !== '0');
    expect(index).toBeGreaterThanOrEqual(0);
    const row = table.getByRole('row', { name: /^Open modems of / }).nth(index);

    // Each count is a link to the officer's modems filtered to what it counts, whose total is the count.
    const accepted = await cellOf(table, row, OFFICER_COLUMNS.accepted);
    const count = Number(((await accepted.textContent()) ?? '').replaceAll(',', ''));
    await accepted.getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/field-officer-modems\/\d{10}\?stage=Accepted$/);
    await settled(page);
    expect(count).toBeGreaterThan(0);
    expect(await listTotal(page)).toBe(count);

    // The whole list, and a modem's details from its row (Previous/Next through the officer's modems).
    await page.goto(new URL(page.url()).pathname);
    await settled(page);
    const first = page.getByRole('row', { name: /^Open details of modem / }).first();
    const modemSno = ((await first.getAttribute('aria-label')) ?? '').replace(/^.* /, '');
    await first.click();
    const details = page.getByRole('dialog', { name: MODEM_DETAIL_TEXTS.title(modemSno) });
    await expect(details).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
    await expect(first).toBeFocused();

    // An Installed range narrows the officer's modems and its tiles (a day before any install: none); its chip
    // removes it.
    const all = await listTotal(page);
    const totalTile = page.getByRole('button', { name: new RegExp(`^${OFFICER_MODEMS_TEXTS.tiles.total}`) });
    const reads = (n: number) => new RegExp(`^${OFFICER_MODEMS_TEXTS.tiles.total}\\D*${n}$`);
    await expect(totalTile).toHaveText(reads(all));
    for (const label of [INSTALLED_RANGE_TEXTS.fromLabel, INSTALLED_RANGE_TEXTS.toLabel])
      await page.getByLabel(label, { exact: true }).fill('2001-01-01');
    for (const param of ['installedFrom', 'installedTo'])
      await expect.poll(() => urlParam(page, param)).toBe('2001-01-01');
    await expect(page.getByText(OFFICER_MODEMS_LABELS.noModems)).toBeVisible();
    await expect(totalTile).toHaveText(reads(0));
    const chip = INSTALLED_RANGE_TEXTS.chip('2001-01-01', '2001-01-01');
    await page.getByRole('button', { name: new RegExp(`${chip}$`) }).click();
    // The address drops the range first: only then does settled() wait for the rows of the whole list.
    for (const param of ['installedFrom', 'installedTo'])
      await expect.poll(() => urlParam(page, param)).toBeNull();
    expect(await listTotal(page)).toBe(all);
    await expect(totalTile).toHaveText(reads(all));
  });
});
