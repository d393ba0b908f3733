import { describe, expect, it } from 'vitest';
import { countOf, formatCount } from './numbers.js';
import { REVIEW_NAV_TEXTS } from './tech-support.js';
import { TABLE_LABELS } from './table.js';

describe('formatCount', () => {
  it('groups counts in lakhs and crores, whatever the language the process runs in', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(40382)).toBe('40,382');
    expect(formatCount(1000000)).toBe('10,00,000');
    expect(formatCount(12345678)).toBe('1,23,45,678');
  });

  it("writes what Intl's en-IN grouping writes, without asking Intl", () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    const values = [1, 12, 123, 1234, 12345, 123456, 1234567, 98765432, 100000, 9999999, 1e10 + 7, -4321];
    for (let n = 0; n < 2e6; n += 7919) values.push(n);
    for (const n of values) expect(formatCount(n), String(n)).toBe(intl.format(n));
  });

  it('is how every list footer and review position writes its numbers', () => {
    expect(TABLE_LABELS.showing(999951, 1000000, 1000000, 'meters')).toBe(
      'Showing 9,99,951–10,00,000 of 10,00,000 meters',
    );
    // One row: one number, and one thing in the singular (issue 38: not "Showing 1–1 of 1 meters").
    expect(TABLE_LABELS.showing(1, 1, 1, 'meters')).toBe('Showing 1 of 1 meter');
    expect(TABLE_LABELS.showing(1, 1, 1, 'field officers')).toBe('Showing 1 of 1 field officer');
    expect(TABLE_LABELS.showing(1, 1, 1, 'people')).toBe('Showing 1 of 1 person');
    expect(TABLE_LABELS.showing(51, 51, 51, 'meters')).toBe('Showing 51 of 51 meters');
    expect(TABLE_LABELS.showing(1, 2, 2, 'meters')).toBe('Showing 1–2 of 2 meters');
    expect(TABLE_LABELS.pageOf(1, 20000)).toBe('Page 1 of 20,000');
    expect(TABLE_LABELS.pageOf(2, 24692, true)).toBe('Page 2 of about 24,692');
    expect(REVIEW_NAV_TEXTS.position(1500, 1234567, true)).toBe('1,500 of about 12,34,567');
  });
});

describe('countOf', () => {
  it('names one thing in the singular and any other count in the plural, grouped', () => {
    expect(countOf(1, 'row')).toBe('1 row');
    expect(countOf(0, 'row')).toBe('0 rows');
    expect(countOf(50000, 'row')).toBe('50,000 rows');
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries');
  });
});
