import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ADMIN_TEXTS,
  AREA_MESSAGES,
  OUTLINE_MESSAGES,
  AREAS_SCREEN,
  AUTH,
  FORM_TEXTS,
  NAV_LABELS,
  OFFICER_LIST_LABELS,
  OFFICER_TEXTS,
  PAGE_TITLES,
  PERSON_FIELDS,
  TOAST_TITLES,
  USERS,
} from '@smms/shared';
import { expectAccessible } from '../support/fixtures.js';
import { searchIn } from '../support/meters.js';
import { fillOfficerForm, formSummary, officerInput } from '../support/people-forms.js';
import { stateFile } from '../support/roles.js';
import { toast } from '../support/session.js';

// Issue 11, forms: errors at the fields, every password rule at once, areas chosen from the hierarchy.
test.beforeEach(() => test.slow());
test.use({ storageState: stateFile('superadmin') });

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const officersTable = (page: Page) => page.getByRole('table', { name: OFFICER_LIST_LABELS.officersTable });

/** The text of what a control's aria-describedby points at. */
async function description(control: Locator): Promise<string> {
  const ids = (await control.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const texts: string[] = [];
  for (const id of ids) texts.push((await control.page().locator(`[id="${id}"]`).textContent()) ?? '');
  return texts.join(' ');
}

const optionValues = async (select: Locator) =>
  (
    await select
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
  ).filter(Boolean);

test.describe('Forms that explain', () => {
  test('an empty officer form shows each message at its field and puts the focus on the first', async ({
    page,
  }) => {
    await page.goto('/superadmin/field-assistants');
    await page.getByRole('button', { name: OFFICER_TEXTS.addFieldOfficer }).click();
    const dialog = page.getByRole('dialog', { name: OFFICER_TEXTS.addDialogTitle });
    await dialog.getByRole('button', { name: OFFICER_LIST_LABELS.createOfficer }).click();

    await expect(formSummary(dialog)).toContainText(USERS.fillRequiredOfficer);
    // No toast for what the fields already say.
    await expect(toast(page, TOAST_TITLES.validation)).toHaveCount(0);
    const first = dialog.getByLabel(PERSON_FIELDS.firstName, { exact: true });
    await expect(first).toBeFocused();
    for (const field of [
      'firstName',
      'lastName',
      'phone',
      'circle',
      'division',
      'subDivision',
      'section',
    ] as const) {
      const control = dialog.getByLabel(PERSON_FIELDS[field], { exact: true });
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(await description(control)).toBe(FORM_TEXTS.required(PERSON_FIELDS[field]));
    }
    await expect(dialog.getByLabel(PERSON_FIELDS.alternatePhone, { exact: true })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expectAccessible(page);

    // Typing into a field takes its message away; the others stay.
    await first.fill('Asha');
    await expect(first).not.toHaveAttribute('aria-invalid');
    await expect(dialog.getByLabel(PERSON_FIELDS.lastName, { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // Starred fields sit level with their neighbours.
    const top = async (label: string) =>
      (await dialog.getByLabel(label, { exact: true }).boundingBox())?.y ?? Number.NaN;
    expect(await top(PERSON_FIELDS.phone)).toBe(await top(PERSON_FIELDS.alternatePhone));
  });

  test('the admin form lists every password rule from the start and ticks each one as it is met', async ({
    page,
  }) => {
    await page.goto('/superadmin/manage-admins');
    await page.getByRole('button', { name: ADMIN_TEXTS.addAeAdmin }).click();
    const dialog = page.getByRole('dialog', { name: ADMIN_TEXTS.addAeAdminTitle });
    const rules = dialog.getByRole('list', { name: FORM_TEXTS.passwordRulesLabel });
    const rule = (id: string) => rules.locator(`[data-rule="${id}"]`);
    await expect(rule('length')).toHaveText(new RegExp(FORM_TEXTS.passwordRules.length));
    await expect(rule('match')).toHaveText(new RegExp(FORM_TEXTS.passwordRules.match));
    await expect(rule('length')).toHaveAttribute('data-met', 'false');
    await expect(rule('match')).toHaveAttribute('data-met', 'false');

    const password = dialog.getByLabel(PERSON_FIELDS.password, { exact: true });
    const confirm = dialog.getByLabel(PERSON_FIELDS.confirmPassword, { exact: true });
    await password.fill('short');
    await confirm.fill('short');
    await expect(rule('length')).toHaveAttribute('data-met', 'false');
    await expect(rule('match')).toHaveAttribute('data-met', 'true');
    await password.fill('Quiet-River-42');
    await expect(rule('length')).toHaveAttribute('data-met', 'true');
    await expect(rule('match')).toHaveAttribute('data-met', 'false');

    await dialog.getByRole('button', { name: ADMIN_TEXTS.createAdmin }).click();
    await expect(dialog.getByLabel(PERSON_FIELDS.firstName, { exact: true })).toBeFocused();
    expect(await description(confirm)).toContain(AUTH.passwordsDoNotMatch);
    expect(await description(password)).toContain(FORM_TEXTS.passwordRules.length);
    await expectAccessible(page);
  });

  test('areas are dependent selects, and the officer created with them is found under its division', async ({
    page,
  }) => {
    await page.goto('/superadmin/field-assistants');
    await page.getByRole('button', { name: OFFICER_TEXTS.addFieldOfficer }).click();
    const dialog = page.getByRole('dialog', { name: OFFICER_TEXTS.addDialogTitle });
    const select = (field: 'circle' | 'division' | 'subDivision' | 'section') =>
      dialog.getByLabel(PERSON_FIELDS[field], { exact: true });
    await expect(select('division')).toBeDisabled();
    await expect(select('circle').locator('option', { hasText: 'Etawah' })).toBeAttached();
    await select('circle').selectOption('Etawah');
    expect(await optionValues(select('division'))).toEqual(['Bharthana', 'Etawah City']);
    await select('division').selectOption('Bharthana');
    await select('subDivision').selectOption('Bharthana SD-2');
    // Another circle empties the levels below it.
    await select('circle').selectOption('Agra');
    await expect(select('division')).toHaveValue('');
    await expect(select('subDivision')).toHaveValue('');
    await expect(select('subDivision')).toBeDisabled();

    const officer = {
      ...officerInput('Bhanu'),
      circle: 'Etawah',
      division: 'Bharthana',
      subDivision: 'Bharthana SD-2',
      section: 'Section C',
    };
    await fillOfficerForm(page, officer);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: OFFICER_LIST_LABELS.createOfficer }).click();
    await expect(toast(page, TOAST_TITLES.success, USERS.officerCreated)).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByLabel(OFFICER_LIST_LABELS.divisionFilter).selectOption('Bharthana');
    await expect(page).toHaveURL(/division=Bharthana/);
    await searchIn(page, page.getByLabel(OFFICER_LIST_LABELS.searchOfficers), officer.phone);
    await expect(
      officersTable(page).getByRole('row', {
        name: OFFICER_LIST_LABELS.openOfficer(`Bhanu ${officer.lastName}`),
      }),
    ).toBeVisible();
  });
});

test.describe('The super admin on Areas', () => {
  test('adds, renames and removes areas, with confirmations and the server’s refusals said', async ({
    page,
  }) => {
    await page.goto('/superadmin/dashboard');
    await page.getByRole('link', { name: NAV_LABELS.areas, exact: true }).click();
    await expect(page).toHaveURL(/\/superadmin\/areas$/);
    await expect(heading(page, PAGE_TITLES.areas)).toBeVisible();
    const tree = page.getByRole('list', { name: AREAS_SCREEN.treeLabel });
    await expect(tree.locator('[data-kind="circle"][data-area="Agra"]')).toBeVisible();
    await expectAccessible(page);

    const suffix = String(Date.now()).slice(-6);
    const name = `E2E Circle ${suffix}`;
    await page.getByRole('button', { name: AREAS_SCREEN.addCircle }).click();
    let dialog = page.getByRole('dialog', { name: AREAS_SCREEN.addTitle('Circle') });
    const nameField = dialog.getByLabel(AREAS_SCREEN.nameLabel, { exact: true });
    await dialog.getByRole('button', { name: AREAS_SCREEN.add, exact: true }).click();
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    expect(await description(nameField)).toBe(AREA_MESSAGES.nameRequired);
    await nameField.fill('Agra');
    await dialog.getByRole('button', { name: AREAS_SCREEN.add, exact: true }).click();
    await expect.poll(() => description(nameField)).toBe(AREA_MESSAGES.duplicate('Agra'));
    await expectAccessible(page);
    await nameField.fill(name);
    await dialog.getByRole('button', { name: AREAS_SCREEN.add, exact: true }).click();
    await expect(toast(page, TOAST_TITLES.success, AREA_MESSAGES.created(name))).toBeVisible();
    await expect(dialog).toBeHidden();
    const circle = tree.locator(`[data-area="${name}"]`);
    await expect(circle).toBeVisible();

    const renamed = `${name} North`;
    await page.getByRole('button', { name: AREAS_SCREEN.rename(name) }).click();
    dialog = page.getByRole('dialog', { name: AREAS_SCREEN.renameTitle('Circle') });
    await expect(dialog.getByLabel(AREAS_SCREEN.nameLabel, { exact: true })).toHaveValue(name);
    await expectAccessible(page);
    await dialog.getByLabel(AREAS_SCREEN.nameLabel, { exact: true }).fill(renamed);
    await dialog.getByRole('button', { name: AREAS_SCREEN.save }).click();
    await expect(toast(page, TOAST_TITLES.success, AREA_MESSAGES.renamed(renamed))).toBeVisible();
    await expect(tree.locator(`[data-area="${renamed}"]`)).toBeVisible();

    // Its outline (issue 42): a file that is not one outline is refused at the file; one is drawn, then saved.
    await page.getByRole('button', { name: AREAS_SCREEN.outline(renamed) }).click();
    dialog = page.getByRole('dialog', { name: AREAS_SCREEN.outlineTitle('circle', renamed) });
    await expect(dialog.getByText(AREAS_SCREEN.outlineNone)).toBeVisible();
    const file = dialog.getByLabel(AREAS_SCREEN.outlineFile);
    const geoJson = (name: string, geometry: object) => ({
      name,
      mimeType: 'application/geo+json',
      buffer: Buffer.from(JSON.stringify({ type: 'Feature', properties: {}, geometry })),
    });
    const ring = [
      [79.5, 24.5],
      [79.7, 24.5],
      [79.7, 24.7],
      [79.5, 24.7],
      [79.5, 24.5],
    ];
    await file.setInputFiles(geoJson('two.geojson', { type: 'MultiPolygon', coordinates: [[ring], [ring]] }));
    await expect(dialog.getByRole('alert')).toHaveText(OUTLINE_MESSAGES.onePart(2));
    await file.setInputFiles(geoJson('circle.geojson', { type: 'Polygon', coordinates: [ring] }));
    await expect(dialog.getByTestId('outline-preview')).toContainText(AREAS_SCREEN.outlinePreview(4));
    await expectAccessible(page);
    await dialog.getByRole('button', { name: AREAS_SCREEN.outlineSave }).click();
    await expect(toast(page, TOAST_TITLES.success, OUTLINE_MESSAGES.set(renamed))).toBeVisible();
    await expect(tree.locator(`[data-area="${renamed}"]`).getByText(AREAS_SCREEN.outlined(4))).toBeVisible();

    await page.getByRole('button', { name: AREAS_SCREEN.addChild('Division', renamed) }).click();
    dialog = page.getByRole('dialog', { name: AREAS_SCREEN.addTitle('Division') });
    await dialog.getByLabel(AREAS_SCREEN.nameLabel, { exact: true }).fill(`E2E Division ${suffix}`);
    await dialog.getByRole('button', { name: AREAS_SCREEN.add, exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: AREAS_SCREEN.expand(renamed) }).click();
    await expect(tree.locator(`[data-area="E2E Division ${suffix}"]`)).toBeVisible();

    // A circle that holds a division cannot go: the dialog says why and removes nothing.
    await page.getByRole('button', { name: AREAS_SCREEN.remove(renamed) }).click();
    dialog = page.getByRole('dialog', { name: AREAS_SCREEN.removeTitle('Circle', renamed) });
    await dialog.getByRole('button', { name: AREAS_SCREEN.removeConfirm, exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(AREA_MESSAGES.hasChildren(renamed, 1));
    await expectAccessible(page);
    await dialog.getByRole('button', { name: AREAS_SCREEN.cancel }).click();

    await page.getByRole('button', { name: AREAS_SCREEN.remove(`E2E Division ${suffix}`) }).click();
    dialog = page.getByRole('dialog', {
      name: AREAS_SCREEN.removeTitle('Division', `E2E Division ${suffix}`),
    });
    await dialog.getByRole('button', { name: AREAS_SCREEN.removeConfirm, exact: true }).click();
    await expect(
      toast(page, TOAST_TITLES.success, AREA_MESSAGES.deleted(`E2E Division ${suffix}`)),
    ).toBeVisible();
    await page.getByRole('button', { name: AREAS_SCREEN.remove(renamed) }).click();
    dialog = page.getByRole('dialog', { name: AREAS_SCREEN.removeTitle('Circle', renamed) });
    await dialog.getByRole('button', { name: AREAS_SCREEN.removeConfirm, exact: true }).click();
    await expect(toast(page, TOAST_TITLES.success, AREA_MESSAGES.deleted(renamed))).toBeVisible();
    await expect(tree.locator(`[data-area="${renamed}"]`)).toHaveCount(0);
  });
});
