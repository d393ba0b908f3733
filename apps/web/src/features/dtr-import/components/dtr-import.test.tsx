import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DTR_IMPORT_MESSAGES as M,
  DTR_IMPORT_TEXTS as T,
  type DtrImportResult,
  PAGE_TITLES,
} from '@smms/shared';
import { renderRoute } from '@/test/render-route';
import { mockXhr, type SentRequest, type XhrAnswer } from '@/test/xhr-mock';
import { DtrImport } from './dtr-import';

const meterHref = (meter: { meterSno: string }, approved: boolean) =>
  `/superadmin/${approved ? 'commission-done' : 'meters-installed'}?q=${meter.meterSno}`;

afterEach(() => vi.unstubAllGlobals());

const csv = (name = 'dtr-master.csv') =>
  new File(['DTR Number,Substation\nE-1,Kamla Nagar\n'], name, { type: 'text/csv' });

const counts = (over: Partial<DtrImportResult>): DtrImportResult => ({
  dryRun: true,
  rows: 4,
  inserted: 2,
  updated: 1,
  unchanged: 0,
  autoCommissioned: 1,
  autoCommissionedMeters: [{ id: 7, meterSno: 'SM0007' }],
  ruleOn: true,
  leftForReview: 2,
  errorCount: 1,
  errors: [{ line: 5, dtrNo: null, reason: M.dtrRequired }],
  ignoredColumns: [],
  encoding: 'utf-8',
  ...over,
});
const ok = (data: DtrImportResult): XhrAnswer => ({
  status: 200,
  body: { success: true, message: data.dryRun ? M.previewed(data.rows) : 'Imported.', data },
});

/** A tile's number, found by its label. */
const count = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

async function chooseAndCheck(answer: (request: SentRequest) => XhrAnswer | Promise<XhrAnswer>) {
  const sent = mockXhr(answer);
  const user = userEvent.setup();
  renderRoute(<DtrImport title={PAGE_TITLES.dtrImport} meterHref={meterHref} />);
  expect(screen.getByText(T.requiredColumns + ':')).toBeVisible();
  await user.upload(screen.getByLabelText(T.fileLabel), csv());
  const check = screen.getByRole('button', { name: T.check });
  expect(check).toHaveFocus();
  await user.click(check);
  return { user, sent };
}

describe('The DTR master import', () => {
  it('checks the file, previews the counts and errors, imports it and shows what it did', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user, sent } = await chooseAndCheck(async (request) => {
      if (request.url.includes('dryRun=true')) return ok(counts({}));
      request.progress(50, 100);
      await held;
      return ok(counts({ dryRun: false }));
    });

    const preview = await screen.findByRole('region', { name: T.previewHeading });
    expect(within(preview).queryByText(M.readAsWindows1252)).not.toBeInTheDocument();
    expect(count(preview, T.preview.inserted)).toHaveTextContent('2');
    expect(count(preview, T.preview.updated)).toHaveTextContent('1');
    expect(count(preview, T.preview.unchanged)).toHaveTextContent('0');
    expect(count(preview, T.preview.autoCommissioned)).toHaveTextContent('1');
    expect(count(preview, T.preview.leftForReview)).toHaveTextContent('2');
    const wouldApprove = within(preview).getByRole('list', { name: T.wouldApprove });
    expect(within(wouldApprove).getByRole('link', { name: 'SM0007' })).toHaveAttribute(
      'href',
      '/superadmin/meters-installed?q=SM0007',
    );
    const errors = within(preview).getByRole('table', { name: T.errorsTable });
    expect(within(errors).getByRole('row', { name: `5 — ${M.dtrRequired}` })).toBeVisible();
    expect(sent[0]).toMatchObject({ url: '/api/v1/discom/dtr-import?dryRun=true' });
    expect(sent[0]?.headers['X-Requested-With']).toBe('smms');
    expect((sent[0]?.body as FormData).get('file')).toMatchObject({ name: 'dtr-master.csv' });

    await user.click(within(preview).getByRole('button', { name: T.importRows(3) }));
    expect(await screen.findByRole('progressbar', { name: T.uploadProgress })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByRole('button', { name: T.chooseAnother })).toBeDisabled();
    release();

    const result = await screen.findByRole('region', { name: T.resultHeading });
    expect(sent[1]).toMatchObject({ url: '/api/v1/discom/dtr-import' });
    expect(count(result, T.result.inserted)).toHaveTextContent('2');
    expect(count(result, T.result.autoCommissioned)).toHaveTextContent('1');
    const approved = within(result).getByRole('list', { name: T.approved });
    expect(within(approved).getByRole('link', { name: 'SM0007' })).toHaveAttribute(
      'href',
      '/superadmin/commission-done?q=SM0007',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await screen.findByText(T.importedToast)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.chooseAnother }));
    expect(screen.queryByRole('region', { name: T.resultHeading })).not.toBeInTheDocument();
    expect(screen.getByLabelText(T.fileLabel)).toHaveFocus();
  });

  it('says when the file was not UTF-8 and was read as Windows-1252, and only then', async () => {
    await chooseAndCheck(() => ok(counts({ encoding: 'windows-1252' })));
    const preview = await screen.findByRole('region', { name: T.previewHeading });
    expect(within(preview).getByText(M.readAsWindows1252)).toBeVisible();
  });

  it('offers no import when nothing would change', async () => {
    await chooseAndCheck(() =>
      ok(counts({ inserted: 0, updated: 0, unchanged: 3, autoCommissioned: 0, errorCount: 0, errors: [] })),
    );
    const preview = await screen.findByRole('region', { name: T.previewHeading });
    expect(count(preview, T.preview.unchanged)).toHaveTextContent('3');
    expect(within(preview).getByRole('button', { name: T.importRows(0) })).toBeDisabled();
    expect(within(preview).getByText(T.nothingToImport)).toBeVisible();
    expect(within(preview).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the rule is off, and how many of many approvals it lists', async () => {
    const { user } = await chooseAndCheck((request) =>
      request.url.includes('dryRun=true')
        ? ok(counts({ ruleOn: false, autoCommissioned: 0, autoCommissionedMeters: [] }))
        : ok(counts({ dryRun: false, autoCommissioned: 1500 })),
    );
    const preview = await screen.findByRole('region', { name: T.previewHeading });
    expect(within(preview).getByText(T.ruleOff)).toBeVisible();
    expect(within(preview).queryByRole('list')).not.toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: T.importRows(3) }));
    const result = await screen.findByRole('region', { name: T.resultHeading });
    expect(within(result).getByText(T.approvalsListed(1, 1500))).toBeVisible();
  });

  it("shows the server's refusal as an alert and no preview", async () => {
    const refusal = M.missingColumns(['Capacity']);
    await chooseAndCheck(() => ({ status: 400, body: { success: false, message: refusal } }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(T.checkFailed);
    expect(alert).toHaveTextContent(refusal);
    expect(screen.queryByRole('region', { name: T.previewHeading })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.check })).toBeEnabled();
  });

  it('keeps the preview when the import fails, saying nothing changed', async () => {
    const { user } = await chooseAndCheck((request) =>
      request.url.includes('dryRun=true') ? ok(counts({})) : 'network',
    );
    const preview = await screen.findByRole('region', { name: T.previewHeading });
    await user.click(within(preview).getByRole('button', { name: T.importRows(3) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(T.importFailed);
    expect(screen.getByRole('region', { name: T.previewHeading })).toBeVisible();
    expect(screen.queryByRole('region', { name: T.resultHeading })).not.toBeInTheDocument();
  });

  it('takes a dropped file, and refuses one that is not a CSV without sending it', async () => {
    const sent = mockXhr(() => ok(counts({})));
    renderRoute(<DtrImport title={PAGE_TITLES.dtrImport} meterHref={meterHref} />);
    const zone = screen.getByTestId('dtr-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [csv('master.xlsx')] } });
    expect(screen.getByRole('alert')).toHaveTextContent(T.notCsv);
    fireEvent.drop(zone, { dataTransfer: { files: [csv()] } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/^dtr-master\.csv/)).toBeVisible();
    expect(sent).toHaveLength(0);
  });
});
