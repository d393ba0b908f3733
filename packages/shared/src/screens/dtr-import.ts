import { countOf, formatCount } from './numbers.js';

const rows = (n: number) => countOf(n, 'row');

/**
 * The DTR master import screen (DESIGN §5): choose a CSV, check it (a dry run), then apply it. The
 * server's own messages (DTR_IMPORT_MESSAGES) are shown as it sends them, the title is in PAGE_TITLES;
 * these are the screen's other words.
 */
export const DTR_IMPORT_TEXTS = {
  description:
    'Upload the Discom DTR master as a CSV file. Check it first: nothing changes until you import it.',
  fileHeading: 'CSV file',
  fileLabel: 'DTR master CSV file',
  dropHint: 'Choose a .csv file, or drop it here.',
  chosen: (name: string, size: string) => `${name} (${size})`,
  requiredColumns: 'Required columns',
  optionalColumns: 'Optional columns',
  columnsHint: 'Headers are matched ignoring case, spaces and punctuation; other columns are ignored.',
  downloadTemplate: 'Download template',
  templateFile: 'dtr-master-template.csv',
  notCsv: 'Choose a .csv file.',
  check: 'Check file',
  checking: 'Checking file...',
  chooseAnother: 'Choose another file',
  importRows: (n: number) => `Import ${rows(n)}`,
  importing: 'Importing...',
  uploadProgress: 'Upload progress',
  processing: 'Uploaded; the server is processing the file...',
  previewHeading: 'Preview',
  resultHeading: 'Import result',
  readRows: (n: number) => `${rows(n)} read from the file.`,
  preview: {
    inserted: 'Rows to insert',
    updated: 'Rows to update',
    unchanged: 'Unchanged',
    autoCommissioned: 'Meters to auto-commission',
    leftForReview: 'Meters left for review',
    errors: 'Rows with errors',
  },
  result: {
    inserted: 'Inserted',
    updated: 'Updated',
    unchanged: 'Unchanged',
    autoCommissioned: 'Meters auto-commissioned',
    leftForReview: 'Meters left for review',
    errors: 'Rows skipped',
  },
  /** The meters the auto-commissioning rule approves after the import (or would), each a link to the meter. */
  wouldApprove: 'Meters the auto-commissioning rule would approve',
  approved: 'Meters the auto-commissioning rule approved',
  approvalsHint:
    'Each approval is the rule’s decision, not the import’s: it is in the meter’s review record with this import. The other Pending meters stay for review.',
  approvalsListed: (listed: number, total: number) =>
    `Showing the first ${formatCount(listed)} of ${formatCount(total)} meters.`,
  ruleOff:
    'The auto-commissioning rule is off: the import changes the DTR master only, and every Pending meter stays for review.',
  nothingToImport: 'Nothing to import: every good row is already in the DTR master as it is.',
  ignoredColumns: (headers: readonly string[]) => `Columns not used: ${headers.join(', ')}.`,
  errorsTable: 'Rows with errors',
  errorColumns: { line: 'Line', dtrNo: 'DTR Number', reason: 'Reason' },
  errorsListed: (listed: number, total: number) =>
    `Showing the first ${formatCount(listed)} of ${formatCount(total)} rows with errors.`,
  checkFailed: 'The file could not be checked',
  importFailed: 'The import failed; nothing was changed',
  importedToast: 'DTR master imported',
} as const;
