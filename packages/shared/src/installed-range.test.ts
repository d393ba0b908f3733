import { describe, expect, it } from 'vitest';
import { INSTALLED_RANGE_TEXTS, isCalendarDay, isReversedRange, nextCalendarDay } from './installed-range.js';
import { startOfDayIn } from './time-zone.js';

describe('the Installed range', () => {
  it('takes real calendar days only', () => {
    expect(isCalendarDay('2026-11-01')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('1/11/2026')).toBe(false);
  });

  it('is reversed only when its start is after its end', () => {
    expect(isReversedRange('2026-11-15', '2026-11-01')).toBe(true);
    expect(isReversedRange('2026-11-01', '2026-11-01')).toBe(false);
    expect(isReversedRange('2026-11-15', undefined)).toBe(false);
  });

  it('begins a day at midnight in the zone, across a month and a clock change', () => {
    expect(startOfDayIn('2026-11-01', 'Asia/Kolkata').toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(startOfDayIn(nextCalendarDay('2026-12-31'), 'UTC').toISOString()).toBe('2027-01-01T00:00:00.000Z');
    // New York leaves daylight saving time on 1 Nov 2026: midnight is still at UTC-4.
    expect(startOfDayIn('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDayIn('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('names its days on the chip as the console writes dates', () => {
    expect(INSTALLED_RANGE_TEXTS.chip('2026-11-01', '2026-11-15')).toBe(
      'Installed: 1 Nov 2026 – 15 Nov 2026',
    );
    expect(INSTALLED_RANGE_TEXTS.chip(undefined, '2026-11-15')).toBe('Installed: until 15 Nov 2026');
  });
});
