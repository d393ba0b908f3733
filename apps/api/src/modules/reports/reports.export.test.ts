import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { PAGE_TITLES, REPORT_COLUMNS, type ReportRow } from '@smms/shared';
import { reportCsv, reportXlsx } from './reports.export.js';
import { reportPeriods } from './reports.repo.js';

/** The report's files without a database: periods as the reads go, a sheet that fills, a read that fails. */
const row = (period: string, n: number): ReportRow => ({
  period,
  key: `Division ${n}`,
  name: `Division ${n}`,
  installed: n,
  live: n,
  recommended: 0,
  accepted: n,
  rejected: 0,
  firstTimeRight: n,
  reworks: 0,
  medianHoursToAccept: 48,
});
async function* batches(...periods: ReportRow[][]) {
  for (const rows of periods) yield rows;
}

describe('reportPeriods', () => {
  it('reads a day at a time, or a week at a time from Monday, the range cutting the first and last weeks', () => {
    expect(reportPeriods({ period: 'day', from: '2026-11-29', to: '2026-12-01' })).toEqual([
      { from: '2026-11-29', to: '2026-11-29' },
      { from: '2026-11-30', to: '2026-11-30' },
      { from: '2026-12-01', to: '2026-12-01' },
    ]);
    // Wednesday 11 November to Thursday 26 November 2026: part of a week, a whole week, part of a week.
    expect(reportPeriods({ period: 'week', from: '2026-11-11', to: '2026-11-26' })).toEqual([
      { from: '2026-11-11', to: '2026-11-15' },
      { from: '2026-11-16', to: '2026-11-22' },
      { from: '2026-11-23', to: '2026-11-26' },
    ]);
    expect(reportPeriods({ period: 'week', from: '2026-11-22', to: '2026-11-22' })).toEqual([
      { from: '2026-11-22', to: '2026-11-22' },
    ]);
  });
});

describe('report files', () => {
  it('goes on to a second sheet, header again, when a sheet is full', async () => {
    const file = reportXlsx(batches([row('2026-11-09', 1), row('2026-11-09', 2)], [row('2026-11-16', 3)]), 3);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await buffer(file)) as unknown as Parameters<typeof book.xlsx.load>[0]);
    expect(book.worksheets.map((s) => s.name)).toEqual([PAGE_TITLES.reports, `${PAGE_TITLES.reports} (2)`]);
    const [first, second] = book.worksheets;
    expect(first?.getColumn(2).values).toEqual([undefined, REPORT_COLUMNS.group, 'Division 1', 'Division 2']);
    expect(second?.getColumn(2).values).toEqual([undefined, REPORT_COLUMNS.group, 'Division 3']);
  });

  it('ends the file with the error when a period cannot be read', async () => {
    async function* failing() {
      yield [row('2026-11-09', 1)];
      throw new Error('the database went away');
    }
    await expect(buffer(reportCsv(failing()))).rejects.toThrow('the database went away');
    await expect(buffer(reportXlsx(failing()))).rejects.toThrow('the database went away');
  });
});
