import { localDay } from './time-zone.js';

/**
 * One CSV cell: always quoted (SPEC §2.5), inner quotes doubled, and a leading = + - @ tab or CR
 * prefixed with an apostrophe so a spreadsheet shows it as text instead of running it (DESIGN §6).
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvRow = (values: readonly unknown[]): string => `${values.map(csvCell).join(',')}\r\n`;

/** `{prefix}-{yyyy-mm-dd}.{extension}`, dated by the given (default: current) day in the utility's zone. */
export function exportFileName<E extends string>(
  prefix: string,
  timeZone: string,
  extension: E,
  date = new Date(),
): `${string}.${E}` {
  return `${prefix}-${localDay(date, timeZone)}.${extension}`;
}

/** `{prefix}-{yyyy-mm-dd}.csv`, dated by the given (default: current) day in the utility's zone. */
export const csvFileName = (prefix: string, timeZone: string, date = new Date()) =>
  exportFileName(prefix, timeZone, 'csv', date);
