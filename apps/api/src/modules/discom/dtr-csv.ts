import {
  columnOfHeader,
  comparable,
  DTR_COLUMNS,
  DTR_IMPORT_MESSAGES as M,
  DTR_LIMITS,
  type DtrColumn,
  type DtrImportError,
  type DtrImportResult,
  csvRecords,
} from '@smms/shared';
import { badRequest } from '../../lib/http-error.js';

/** One good record of the file: its line and the value of each column the file has (blank is null). */
export interface DtrFileRow {
  line: number;
  dtrNo: string;
  values: Partial<Record<DtrColumn, string | null>>;
}

export interface DtrFile {
  /** The columns the file has; a column it lacks is left as it is on existing DTRs. */
  columns: DtrColumn[];
  ignoredColumns: string[];
  rows: DtrFileRow[];
  errors: DtrImportError[];
  /** Data records read, good and bad. */
  records: number;
}

const titleOf = (field: DtrColumn) => DTR_COLUMNS.find((c) => c.field === field)?.title ?? field;

/** Which cell holds which column, from the header; a file without a required column is refused whole (400). */
function readHeader(headers: string[]) {
  const at = new Map<DtrColumn, number>();
  const ignoredColumns: string[] = [];
  headers.forEach((header, index) => {
    const column = columnOfHeader(header);
    if (!column) {
      if (header.trim()) ignoredColumns.push(header.trim());
      return;
    }
    const first = at.get(column);
    if (first !== undefined)
      throw badRequest(
        M.duplicateColumn(
          titleOf(column),
          [headers[first] ?? '', header].map((h) => h.trim()),
        ),
      );
    at.set(column, index);
  });
  const missing = DTR_COLUMNS.filter((c) => c.required && !at.has(c.field)).map((c) => c.title);
  if (missing.length) throw badRequest(M.missingColumns(missing));
  return { at, ignoredColumns };
}

/**
 * Reads a DTR master CSV: the header names the columns (DTR_COLUMNS, matched loosely), each further
 * record is one DTR. A record is refused, with its line and reason, when its DTR number is missing or too
 * long, a cell is too long, it has more cells than the header, or its DTR number (trimmed,
 * case-insensitive) came earlier in the file; the rest of the file is still read.
 */
export function readDtrCsv(text: string): DtrFile {
  const records = csvRecords(text);
  const first = records.next();
  if (first.done || first.value.cells.every((c) => !c.trim())) throw badRequest(M.empty);
  const { at, ignoredColumns } = readHeader(first.value.cells);
  const width = first.value.cells.length;
  const columns = [...at.keys()];
  const rows: DtrFileRow[] = [];
  const errors: DtrImportError[] = [];
  const seen = new Map<string, number>();
  let count = 0;
  for (const { line, cells, unclosed } of records) {
    count += 1;
    const cell = (column: DtrColumn) => {
      const value = cells[at.get(column) as number]?.trim() ?? '';
      return value === '' ? null : value;
    };
    const dtrNo = cell('dtrNo');
    const refuse = (reason: string) => errors.push({ line, dtrNo, reason });
    if (unclosed) refuse(M.unclosedQuote);
    else if (cells.length > width && cells.slice(width).some((c) => c.trim()))
      refuse(M.tooManyCells(cells.length, width));
    else if (!dtrNo) refuse(M.dtrRequired);
    else if (dtrNo.length > DTR_LIMITS.dtrNo) refuse(M.dtrTooLong);
    else {
      const long = columns.find((c) => (cell(c)?.length ?? 0) > DTR_LIMITS.cell);
      const firstLine = seen.get(comparable(dtrNo));
      if (long) refuse(M.cellTooLong(titleOf(long)));
      else if (firstLine !== undefined) refuse(M.duplicateDtr(firstLine));
      else {
        seen.set(comparable(dtrNo), line);
        rows.push({ line, dtrNo, values: Object.fromEntries(columns.map((c) => [c, cell(c)])) });
      }
    }
  }
  return { columns, ignoredColumns, rows, errors, records: count };
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const windows1252 = new TextDecoder('windows-1252');

/**
 * A file's text: UTF-8 when its bytes are UTF-8, else Windows-1252, Excel's CSV on Windows (issue 37: such a
 * file was read as UTF-8 and every accented letter became U+FFFD, silently). Bytes of Latin text in
 * Windows-1252 are practically never valid UTF-8, and Windows-1252 reads every byte, so no letter is lost. The
 * decoders are the platform's (WHATWG Encoding). A BOM is left for the CSV reader, which skips it.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: DtrImportResult['encoding'] } {
  try {
    return { text: utf8.decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: windows1252.decode(bytes), encoding: 'windows-1252' };
  }
}
