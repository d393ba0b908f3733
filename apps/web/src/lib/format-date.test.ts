import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DATE_TEXTS,
  formatDate,
  formatDay,
  formatDateTime,
  formatRelative,
  formatWaited,
  fromZoneInput,
  setUtilityTimeZone,
  toZoneInput,
  utilityTimeZone,
} from './format-date';

// 08:35 UTC is 14:05 in India (UTC+5:30), 03:35 in New York.
const ISO = '2026-11-23T08:35:00.000Z';

afterEach(() => setUtilityTimeZone('Asia/Kolkata'));

describe('formatDate and formatDateTime', () => {
  it('write one pattern in the utility’s zone (Asia/Kolkata by default), whatever the browser’s', () => {
    expect(utilityTimeZone()).toBe('Asia/Kolkata');
    expect(formatDate(ISO)).toBe('23 Nov 2026');
    expect(formatDateTime(ISO)).toBe('23 Nov 2026, 14:05');
    // 20:00 UTC is already the next day in India.
    expect(formatDateTime('2026-11-23T20:00:00Z')).toBe('24 Nov 2026, 01:30');
    expect(formatDate('2026-09-05T00:00:00Z')).toBe('5 Sep 2026');
  });

  it('follow the zone the server names, and ignore a zone Intl does not know', () => {
    setUtilityTimeZone('America/New_York');
    expect(formatDateTime(ISO)).toBe('23 Nov 2026, 03:35');
    setUtilityTimeZone('Mars/Olympus');
    expect(utilityTimeZone()).toBe('America/New_York');
  });

  it('make no Intl call when the server names the zone already in use (the first Intl call starts ICU, before the first paint)', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      setUtilityTimeZone('Asia/Kolkata');
      expect(made).not.toHaveBeenCalled();
      setUtilityTimeZone('Europe/Berlin');
      expect(made).toHaveBeenCalled();
      expect(utilityTimeZone()).toBe('Europe/Berlin');
    } finally {
      made.mockRestore();
    }
  });

  it('add a fixed zone’s offset the server gives without asking Intl, and write what Intl writes', () => {
    const instants = Array.from({ length: 400 }, (_, i) => Date.UTC(2000, 0, 1) + i * 3_456_789_123);
    instants.push(Date.UTC(2039, 11, 31, 23, 59), Date.UTC(1999, 11, 31, 20, 0), Date.UTC(2045, 5, 1, 20, 0));
    const byIntl = (zone: string) => {
      setUtilityTimeZone(zone, null);
      return instants.map((t) => [formatDateTime(t), toZoneInput(t)]);
    };
    for (const [zone, offset] of [
      ['Asia/Kolkata', 330],
      ['Asia/Kathmandu', 345],
      ['America/Bogota', -300],
    ] as const) {
      const expected = byIntl(zone);
      setUtilityTimeZone(zone, offset);
      const made = vi.spyOn(Intl, 'DateTimeFormat');
      try {
        expect(formatDateTime(ISO)).not.toBe('');
        expect(made).not.toHaveBeenCalled();
        expect(instants.map((t) => [formatDateTime(t), toZoneInput(t)])).toEqual(expected);
      } finally {
        made.mockRestore();
      }
    }
  });

  it('accept Date objects and epoch milliseconds', () => {
    expect(formatDate(new Date(ISO))).toBe('23 Nov 2026');
    expect(formatDateTime(Date.parse(ISO))).toBe('23 Nov 2026, 14:05');
  });

  it('show N/A when the date is missing', () => {
    expect(formatDate(null)).toBe(DATE_TEXTS.missing);
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDateTime('')).toBe('N/A');
    expect(formatRelative(null)).toBe('N/A');
  });

  it('show Invalid Date when the value cannot be parsed', () => {
    expect(formatDate('not a date')).toBe(DATE_TEXTS.invalid);
    expect(formatDateTime('2025-13-45')).toBe('Invalid Date');
    expect(formatRelative('nope')).toBe('Invalid Date');
  });
});

describe('formatRelative', () => {
  const now = Date.parse(ISO);
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says how long ago in minutes, hours or days', () => {
    expect(formatRelative(ago(20_000), now)).toBe('just now');
    expect(formatRelative(ago(5 * 60_000), now)).toBe('5 min ago');
    expect(formatRelative(ago(2 * 3_600_000 + 59 * 60_000), now)).toBe('2 h ago');
    expect(formatRelative(ago(3 * 86_400_000 + 1), now)).toBe('3 d ago');
  });

  it('gives the full date-time a month on, and for a time in the future', () => {
    expect(formatRelative(ago(31 * 86_400_000), now)).toBe('23 Oct 2026, 14:05');
    expect(formatRelative(new Date(now + 3_600_000), now)).toBe('23 Nov 2026, 15:05');
    expect(formatRelative(new Date(now + 10_000), now)).toBe('just now');
  });
});

describe('formatDay', () => {
  it('writes a day counted in the utility’s zone as it is, whatever the zone', () => {
    setUtilityTimeZone('America/New_York');
    expect(formatDay('2026-11-23')).toBe('23 Nov 2026');
    expect(formatDay('2026-01-05', { short: true })).toBe('5 Jan');
    expect(formatDay('2026-13-05')).toBe('Invalid Date');
  });
});

describe('toZoneInput and fromZoneInput', () => {
  it('show and read a datetime-local value as the utility’s wall-clock time', () => {
    expect(toZoneInput(ISO)).toBe('2026-11-23T14:05');
    expect(fromZoneInput('2026-11-23T14:05')).toBe(ISO);
    expect(toZoneInput(null)).toBe('');
    expect(fromZoneInput('23/11/2026')).toBeNull();
  });

  it('meet a daylight saving change in zones that have one', () => {
    setUtilityTimeZone('Europe/Berlin');
    expect(fromZoneInput('2026-07-01T12:00')).toBe('2026-07-01T10:00:00.000Z');
    expect(fromZoneInput('2026-01-15T12:00')).toBe('2026-01-15T11:00:00.000Z');
    expect(toZoneInput('2026-07-01T10:00:00.000Z')).toBe('2026-07-01T12:00');
  });
});

describe('formatWaited', () => {
  const now = Date.parse(ISO);
  const before = (ms: number) => new Date(now - ms).toISOString();
  const MIN = 60_000;

  it('says a wait in whole minutes, hours or days, never capped', () => {
    expect(formatWaited(before(40 * MIN + 59_000), now)).toBe('40 min');
    expect(formatWaited(before(60 * MIN), now)).toBe('1 h');
    expect(formatWaited(before(23 * 60 * MIN + 59 * MIN), now)).toBe('23 h');
    expect(formatWaited(before(3 * 24 * 60 * MIN + 5 * MIN), now)).toBe('3 d');
    expect(formatWaited(before(45 * 24 * 60 * MIN), now)).toBe('45 d');
  });

  it('reads a time ahead of the clock as no wait yet, and a missing one as N/A', () => {
    expect(formatWaited(new Date(now + 5 * MIN).toISOString(), now)).toBe('0 min');
    expect(formatWaited(null, now)).toBe('N/A');
  });
});
