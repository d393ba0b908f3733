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

/** `{prefix}-{yyyy-mm-dd}.csv`, dated in the given (default: current) day. */
export function csvFileName(prefix: string, date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${prefix}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}
