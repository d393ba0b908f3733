import { z } from 'zod';
import { countOf, formatCount } from './screens/numbers.js';

/**
 * The DTR master CSV (DESIGN §5): its columns, how a header names them, and what an import answers.
 * POST /discom/dtr-import takes the file (multipart field `file`, or a text/csv body); `?dryRun=true`
 * answers the same counts without keeping anything.
 */

/**
 * Each column: the field it fills, the name the template uses, whether a file must have it, and other
 * names a header may give it (as `headerKey` reads them).
 */
export const DTR_COLUMNS = [
  {
    field: 'dtrNo',
    title: 'DTR Number',
    required: true,
    aliases: ['dtrno', 'dtr', 'dtrsno', 'dtrserialnumber'],
  },
  { field: 'substation', title: 'Substation', required: true, aliases: ['substationname'] },
  {
    field: 'district',
    title: 'District/Division',
    required: true,
    aliases: ['district', 'division'],
  },
  {
    field: 'edc',
    title: 'EDC/Organization',
    required: true,
    aliases: ['edc', 'organization', 'organisation', 'edcorganisation'],
  },
  { field: 'capacity', title: 'Capacity', required: true, aliases: ['dtrcapacity', 'capacitykva'] },
  { field: 'region', title: 'Region', required: false, aliases: [] },
  { field: 'status', title: 'Status', required: false, aliases: ['dtrstatus'] },
  { field: 'circle', title: 'Circle', required: false, aliases: [] },
  { field: 'feeder', title: 'Feeder', required: false, aliases: ['feedername'] },
] as const;
export type DtrColumn = (typeof DTR_COLUMNS)[number]['field'];

/** The longest DTR number and cell an import keeps (a meter's DTR number holds 60). */
export const DTR_LIMITS = {
  dtrNo: 60,
  cell: 200,
  errorsListed: 1000,
  /** The meters an import's answer names among those the rule approves (or would); the count has them all. */
  approvalsListed: 1000,
  fileBytes: 32 * 1024 * 1024,
} as const;

/** A header as the matching reads it: case, spaces and punctuation do not count ("DTR No." is "dtrno"). */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The column a header names, or null for a column the import does not use. */
export function columnOfHeader(header: string): DtrColumn | null {
  const key = headerKey(header);
  if (!key) return null;
  const column = DTR_COLUMNS.find(
    (c) =>
      headerKey(c.title) === key ||
      headerKey(c.field) === key ||
      (c.aliases as readonly string[]).includes(key),
  );
  return column?.field ?? null;
}

/** The template's header line, for a download link beside the upload. */
export const DTR_TEMPLATE_HEADER = DTR_COLUMNS.map((c) => c.title).join(',');

export const DtrImportQuery = z.object({ dryRun: z.stringbool().default(false) });

/** The encodings a DTR file is read in (DtrImportResult.encoding). */
export const DTR_ENCODINGS = ['utf-8', 'windows-1252'] as const;

export const DtrImportError = z.object({
  /** The line of the file the record starts on (the header is line 1). */
  line: z.number().int(),
  dtrNo: z.string().nullable(),
  reason: z.string(),
});
export type DtrImportError = z.infer<typeof DtrImportError>;

export const DtrImportResult = z.object({
  dryRun: z.boolean(),
  /** Data records read (blank lines aside). */
  rows: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Pending meters approved because they now match their DTR (or that would be, on a dry run). */
  autoCommissioned: z.number().int(),
  /**
   * Those meters by number, in meter-number order: the first DTR_LIMITS.approvalsListed. Each decision is the
   * auto-commissioning rule's, not the importer's (an event naming the rule and this import).
   */
  autoCommissionedMeters: z.array(z.object({ id: z.number().int(), meterSno: z.string() })),
  /** Whether the auto-commissioning rule was on: when off, an import changes reference data only. */
  ruleOn: z.boolean(),
  /** Pending meters at the imported DTRs that the rule leaves (or would leave) to people. */
  leftForReview: z.number().int(),
  errorCount: z.number().int(),
  /** The first DTR_LIMITS.errorsListed refused records, each with its line and reason. */
  errors: z.array(DtrImportError),
  /** Headers that name no column of the import; their cells are not read. */
  ignoredColumns: z.array(z.string()),
  /**
   * How the file's bytes were read: UTF-8, or Windows-1252 when they are not UTF-8 (Excel's "CSV (Comma
   * delimited)" on Windows), so its letters are kept rather than turned into U+FFFD; the message says so.
   */
  encoding: z.enum(DTR_ENCODINGS),
});
export type DtrImportResult = z.infer<typeof DtrImportResult>;
export const DtrImportResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: DtrImportResult,
});

export const DTR_IMPORT_MESSAGES = {
  noFile: 'Send the DTR master as a CSV file (multipart field "file") or as a text/csv body.',
  oneFile: 'Send one CSV file per import.',
  empty: 'The file is empty: the first line must name the columns.',
  tooLarge: `The file is too large: at most ${DTR_LIMITS.fileBytes / 1024 / 1024} MB.`,
  missingColumns: (titles: readonly string[]) =>
    `Missing required column${titles.length > 1 ? 's' : ''}: ${titles.join(', ')}. The first line must name the columns ${DTR_TEMPLATE_HEADER}.`,
  duplicateColumn: (title: string, headers: readonly string[]) =>
    `The column ${title} is named twice (${headers.join(', ')}); keep one.`,
  dtrRequired: 'DTR Number is empty',
  dtrTooLong: `DTR Number is longer than ${DTR_LIMITS.dtrNo} characters`,
  cellTooLong: (title: string) => `${title} is longer than ${DTR_LIMITS.cell} characters`,
  tooManyCells: (cells: number, columns: number) => `The line has ${cells} cells; the header has ${columns}`,
  unclosedQuote: 'A quoted cell is not closed before the end of the file',
  duplicateDtr: (firstLine: number) =>
    `The same DTR Number is already on line ${firstLine}; only that line is kept`,
  previewed: (rows: number) => `Checked ${countOf(rows, 'row')}; nothing was changed (dry run).`,
  readAsWindows1252:
    'The file is not UTF-8, so it was read as Windows-1252 (what Excel saves as "CSV (Comma delimited)"). Check its names; to be sure, save it as "CSV UTF-8".',
  imported: (inserted: number, updated: number, commissioned: number) =>
    `Imported: ${formatCount(inserted)} new, ${formatCount(updated)} updated DTRs; ${formatCount(commissioned)} meters auto-commissioned.`,
} as const;
