import { expect, test, type Page } from '@playwright/test';
import {
  AUTO_COMMISSION_MESSAGES as M,
  AUTO_COMMISSION_TEXTS as U,
  COMPARISON_FIELD_LABELS as F,
  DTR_IMPORT_MESSAGES,
  DTR_IMPORT_TEXTS as T,
  DTR_TEMPLATE_HEADER,
  METER_DETAIL_LABELS,
  PAGE_TITLES,
  REVIEW_TEXTS as R,
  ruleSummary,
  TOAST_TITLES,
  COMMISSION_WORDS,
} from '@smms/shared';
import { expectAccessible } from '../support/fixtures.js';
import { openFirstMeter, settled } from '../support/meters.js';
import { createOfficerViaApi, officerInput } from '../support/people-forms.js';
import { stateFile } from '../support/roles.js';
import { toast } from '../support/session.js';

/**
 * Auto-commissioning as the super admin's rule (issue 36): set it, see which meters a DTR import would have the
 * rule approve, import, and undo one of the rule's approvals from the meter's details. It changes commission
 * statuses and the rule every screen works under, so it runs after the other specs (the "review" project).
 */
test.beforeEach(() => test.slow());

const HEADERS = { 'x-requested-with': 'smms' };
const RULE_URL = '/api/v1/settings/auto-commission';

/** Two LIVE Pending meters at a DTR the master does not have yet: one matches it in every field, one but capacity. */
async function metersAwaitingTheirDtr(page: Page, run: string) {
  const officer = await createOfficerViaApi(page, officerInput('Rulecheck'));
  const meters = [
    { meterSno: `${run}-M1`, dtrCapacity: '100 KVA' },
    { meterSno: `${run}-M2`, dtrCapacity: '63 KVA' },
  ];
  for (const meter of meters) {
    const response = await page.request.post('/api/v1/meters', {
      headers: HEADERS,
      data: {
        ...meter,
        fieldOfficerId: officer.id,
        dtrSno: `${run}-DTR`,
        substationName: 'E2E Substation',
        division: 'E2E Division',
        organization: 'E2E EDC',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const heard = await page.request.post('/api/v1/meters/communication', {
    headers: HEADERS,
    data: {
      reports: meters.map((m) => ({ meterSno: m.meterSno, communicatedAt: new Date().toISOString() })),
    },
  });
  expect(heard.status(), await heard.text()).toBe(200);
  return [`${run}-M1`, `${run}-M2`] as const;
}

/** Puts the rule back as the demo has it (on, every field), whatever the test left. */
async function restoreRule(page: Page) {
  const { data } = (await (await page.request.get(RULE_URL)).json()) as { data: { version: number } };
  const fields = ['dtrNo', 'substation', 'district', 'edc', 'capacity'];
  await page.request.put(RULE_URL, {
    headers: HEADERS,
    data: { version: data.version, enabled: true, fields },
  });
}

test.describe('The super admin and the auto-commissioning rule', () => {
  test.use({ storageState: stateFile('superadmin') });

  test('sets the rule, sees the meters an import would have it approve, imports, and undoes one approval', async ({
    page,
  }) => {
    const run = `E2E-AC-${Date.now().toString(36).toUpperCase()}`;
    const [first, second] = await metersAwaitingTheirDtr(page, run);
    try {
      await page.goto('/superadmin/dashboard');
      await page.getByRole('link', { name: PAGE_TITLES.dtrImport }).click();
      const rule = page.getByRole('region', { name: U.heading });
      await expect(rule.getByRole('checkbox', { name: U.enabled })).toBeVisible();
      await expect(rule.getByRole('checkbox', { name: F.dtrNo })).toBeDisabled();
      await rule.getByRole('checkbox', { name: U.enabled }).check();
      await rule.getByRole('checkbox', { name: F.capacity }).uncheck();
      await expectAccessible(page);
      await rule.getByRole('button', { name: U.save }).click();
      await expect(toast(page, U.savedToast, M.saved(true))).toBeVisible();
      const saved = { enabled: true, fields: ['dtrNo', 'substation', 'district', 'edc'] as const };
      await expect(rule.getByText(U.current(ruleSummary(saved)))).toBeVisible();

      // The DTR arrives: the check lists both meters (capacity is no longer compared), each a link.
      const master = [DTR_TEMPLATE_HEADER, `${run}-DTR,E2E Substation,E2E Division,E2E EDC,100 KVA,,,,`];
      await page.getByLabel(T.fileLabel).setInputFiles({
        name: `${run}.csv`,
        mimeType: 'text/csv',
        buffer: Buffer.from(master.join('\n')),
      });
      await page.getByRole('button', { name: T.check }).click();
      const preview = page.getByRole('region', { name: T.previewHeading });
      const wouldApprove = preview.getByRole('list', { name: T.wouldApprove });
      await expect(wouldApprove.getByRole('link')).toHaveText([first, second]);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectAccessible(page);

      await preview.getByRole('button', { name: T.importRows(1) }).click();
      const result = page.getByRole('region', { name: T.resultHeading });
      const approved = result.getByRole('list', { name: T.approved });
      await expect(approved.getByRole('link')).toHaveText([first, second]);
      await expect(toast(page, T.importedToast, DTR_IMPORT_MESSAGES.imported(1, 0, 2))).toBeVisible();

      // The link opens the meter among the accepted, where the super admin undoes the rule's approval.
      await approved.getByRole('link', { name: first }).click();
      await expect(page).toHaveURL(new RegExp(`/superadmin/commission-done\\?q=${first}$`));
      await settled(page);
      const { dialog, meterSno } = await openFirstMeter(page, PAGE_TITLES.commissionedAccepted);
      expect(meterSno).toBe(first);
      await dialog.getByRole('button', { name: U.undo }).click();
      const undo = page.getByRole('dialog', { name: U.undoTitle(R.oneMeter(first)) });
      await undo.getByRole('button', { name: U.undo }).click();
      await expect(undo.getByText(U.undoReasonRequired)).toBeVisible();
      await expectAccessible(page);
      await undo.getByLabel(U.undoReason).fill('The pole number in the photo is not this DTR');
      await undo.getByRole('button', { name: U.undo }).click();
      await expect(toast(page, TOAST_TITLES.success, U.undone(first))).toBeVisible();
      const commission = dialog
        .getByText(METER_DETAIL_LABELS.commissionStatus, { exact: true })
        .locator('+ dd');
      await expect(commission).toHaveText(COMMISSION_WORDS.Pending);
      await expect(dialog.getByRole('button', { name: U.undo })).toHaveCount(0);
    } finally {
      await restoreRule(page);
    }
  });
});
