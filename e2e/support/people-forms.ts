import { expect, type Download, type Locator, type Page } from '@playwright/test';
import type { z } from 'zod';
import {
  AREA_FIELDS,
  FORM_TEXTS,
  PERSON_FIELDS,
  TABLE_LABELS,
  type CreateFieldOfficer,
  type View,
} from '@smms/shared';

/** A phone no demo person has (demo phones start 61, 71, 81 or 91), unique within a run. */
let counter = 0;
export function freshPhone(): string {
  counter += 1;
  const tail = String((Date.now() * 37 + counter * 7919 + Math.floor(Math.random() * 1e6)) % 1e8).padStart(
    8,
    '0',
  );
  return `95${tail}`;
}

/** An officer as the Add dialog takes it: the shared schema's input, less what the dialog sets itself. */
export type OfficerInput = Pick<
  z.input<typeof CreateFieldOfficer>,
  'firstName' | 'lastName' | 'phone' | 'circle' | 'division' | 'subDivision' | 'section'
> & { alternatePhone?: string };

export const officerInput = (firstName: string, phone = freshPhone()): OfficerInput => ({
  firstName,
  lastName: `E2e${phone.slice(-4)}`,
  phone,
  circle: 'Agra',
  division: 'Agra Urban I',
  subDivision: 'Agra Urban I SD-1',
  section: 'Section A',
});

const isArea = (field: string) => (AREA_FIELDS as readonly string[]).includes(field);

/**
 * Types an officer into the open Add/Edit dialog, field by field in the input's order, as a person would;
 * the areas are chosen from their selects, each once the one above it offers its areas.
 */
export async function fillOfficerForm(page: Page, officer: OfficerInput) {
  const dialog = page.getByRole('dialog');
  for (const [field, value] of Object.entries(officer) as [keyof OfficerInput, string | undefined][]) {
    if (value === undefined) continue;
    const control = dialog.getByLabel(PERSON_FIELDS[field], { exact: true });
    if (!isArea(field)) {
      await control.fill(value);
      continue;
    }
    await expect(control.locator('option', { hasText: value }).first()).toBeAttached();
    await control.focus(); // as a click would: the field before it is left (the phone check runs)
    await control.selectOption(value);
  }
}

/** The line a failed submit leaves at the top of a form (issue 11: no toast that goes away). */
export const formSummary = (form: Locator) => form.getByRole('alert', { name: FORM_TEXTS.summaryLabel });

/** Creates an officer through the API with the page's session, for steps that are not about creating one. */
export async function createOfficerViaApi(page: Page, officer: OfficerInput, view: View = 'Meters') {
  const response = await page.request.post('/api/v1/users', {
    data: { role: 'FIELD_OFFICER', ...officer, accessLevel: view },
    headers: { 'x-requested-with': 'smms' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { user: { id: number } }).user;
}

/** Clicks Export and waits for the file the browser is given. */
export async function exportFile(page: Page): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: TABLE_LABELS.export, exact: true }).click(),
  ]);
  return download;
}

/** The date part of an export's file name (yyyy-mm-dd). */
export const DATED_CSV = /-\d{4}-\d{2}-\d{2}\.csv$/;
