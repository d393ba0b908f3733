/**
 * How the console writes a count: one grouping everywhere, the Indian one the utility's staff read
 * ("12,34,567"), whatever the browser's language. The formatter is made on first use, so a page that
 * shows no count never starts the browser's Intl data for it.
 */
let grouping: Intl.NumberFormat | null = null;

export const formatCount = (n: number): string => (grouping ??= new Intl.NumberFormat('en-IN')).format(n);
