import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvRow, PAGE_TITLES, REPORT_COLUMNS, REPORT_TEXTS, type ReportRow } from '@smms/shared';

/** A report row as the files write it, in REPORT_COLUMNS' order: the rate a fraction, the median in days. */
function record(row: ReportRow): (string | number | null)[] {
  return [
    row.period,
    row.name ?? REPORT_TEXTS.unnamed,
    row.installed,
    row.live,
    row.recommended,
    row.accepted,
    row.rejected,
    row.firstTimeRight,
    row.accepted === 0 ? null : Math.round((row.firstTimeRight / row.accepted) * 1000) / 1000,
    row.reworks,
    row.medianHoursToAccept === null ? null : Math.round((row.medianHoursToAccept / 24) * 10) / 10,
  ];
}
const HEADER = Object.values(REPORT_COLUMNS);

/** The report's rows as reports.repo's reportRows gives them: a batch a period, in order. */
export type ReportBatches = AsyncIterable<ReportRow[]>;

/** The report as CSV: the header, then a line a row (every cell quoted and guarded, as every export's), streamed. */
export function reportCsv(batches: ReportBatches): Readable {
  return Readable.from(
    (async function* () {
      yield csvRow(HEADER);
      for await (const rows of batches)
        if (rows.length) yield rows.map((row) => csvRow(record(row))).join('');
    })(),
  );
}

/** The most rows a worksheet holds (Excel's limit, the header included): more go on to a second sheet. */
export const SHEET_ROWS = 1_048_576;

/**
 * The report as an XLSX workbook (exceljs' streaming writer): a sheet with the header frozen and filtered,
 * numbers as numbers and the first-time-right rate as a percentage, so it opens ready to sort and chart. Rows are
 * written as each period is read, waiting while the reader is behind; past a sheet's rows a second sheet
 * ("… (2)") goes on with the header again.
 */
export function reportXlsx(batches: ReportBatches, sheetRows = SHEET_ROWS): Readable {
  const body = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: true });
  workbook.creator = 'SMMS';
  const rate = HEADER.indexOf(REPORT_COLUMNS.firstTimeRightRate);
  const addSheet = (n: number) => {
    const name = n === 1 ? PAGE_TITLES.reports : `${PAGE_TITLES.reports} (${n})`;
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: HEADER.length } };
    sheet.columns = HEADER.map((header, i) => ({
      header,
      width: Math.max(12, header.length + 2),
      ...(i === rate ? { style: { numFmt: '0%' } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    return sheet;
  };
  async function write() {
    let sheets = 1;
    let sheet = addSheet(sheets);
    let written = 1;
    for await (const rows of batches) {
      if (body.destroyed) return;
      for (const row of rows) {
        if (written === sheetRows) {
          sheet.commit();
          sheet = addSheet(++sheets);
          written = 1;
        }
        sheet.addRow(record(row)).commit();
        written += 1;
      }
      // Until the reader takes more, or goes away (a destroyed stream never drains).
      if (body.writableNeedDrain) await Promise.race([once(body, 'drain'), once(body, 'close')]);
    }
    sheet.commit();
    await workbook.commit();
  }
  write().catch((error: unknown) => body.destroy(error as Error));
  return body;
}
