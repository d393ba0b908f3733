/**
 * How the console writes a count: one grouping everywhere, the Indian one the utility's staff read
 * ("12,34,567": thousands, then lakhs and crores), whatever the browser's language. Written out rather than
 * asked of Intl, so showing a count never starts the browser's locale data on a page's first paint.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  const digits = Math.trunc(Math.abs(n)).toFixed(0);
  if (digits.length <= 3) return sign + digits;
  const lakhs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${lakhs},${digits.slice(-3)}`;
}

/** A count with its noun: "1 row", "50,000 rows". */
export const countOf = (n: number, one: string, many = `${one}s`) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;
