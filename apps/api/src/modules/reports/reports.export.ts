import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  csvRow,
  PAGE_TITLES,
  REPORT_COLUMNS,
  REPORT_TEXTS,
  type ProgressReport,
  type ReportRow,
} from '@smms/shared';

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

/** The report as CSV: the header, then a line a row (every cell quoted and guarded, as every export's). */
export const reportCsv = (report: ProgressReport): Readable =>
  Readable.from([csvRow(HEADER), ...report.rows.map((row) => csvRow(record(row)))]);

/**
 * The report as an XLSX workbook (exceljs): one sheet with the header frozen and filtered, numbers as numbers
 * and the first-time-right rate as a percentage, so it opens ready to sort and chart.
 */
export async function reportXlsx(report: ProgressReport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'SMMS';
  const sheet = workbook.addWorksheet(PAGE_TITLES.reports, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = HEADER.map((header) => ({ header, width: Math.max(12, header.length + 2) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of report.rows) sheet.addRow(record(row));
  sheet.getColumn(HEADER.indexOf(REPORT_COLUMNS.firstTimeRightRate) + 1).numFmt = '0%';
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: HEADER.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
