import { describe, expect, it } from 'vitest';
import { DATE_TEXTS, formatDate, formatDateTime } from './format-date';

describe('formatDate', () => {
  it('shows a date in the browser’s local format', () => {
    const iso = '2025-03-14T10:30:00.000Z';
    expect(formatDate(iso)).toBe(new Date(iso).toLocaleDateString());
    expect(formatDateTime(iso)).toBe(new Date(iso).toLocaleString());
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const date = new Date(2024, 0, 2);
    expect(formatDate(date)).toBe(date.toLocaleDateString());
    expect(formatDate(date.getTime())).toBe(date.toLocaleDateString());
  });

  it('shows N/A when the date is missing', () => {
    expect(formatDate(null)).toBe(DATE_TEXTS.missing);
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDateTime('')).toBe('N/A');
  });

  it('shows Invalid Date when the value cannot be parsed', () => {
    expect(formatDate('not a date')).toBe(DATE_TEXTS.invalid);
    expect(formatDateTime('2025-13-45')).toBe('Invalid Date');
  });
});
