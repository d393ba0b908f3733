import { describe, expect, it } from 'vitest';
import { fixedUtcOffset, isValidTimeZone, localDateTime, localDay } from './time-zone.js';

describe('utility time zone', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('writes an instant as the zone’s wall-clock time without an offset', () => {
    expect(localDateTime('2026-11-23T08:35:00.000Z', 'Asia/Kolkata')).toBe('2026-11-23 14:05');
    expect(localDateTime(new Date('2026-11-23T08:35:00.000Z'), 'UTC')).toBe('2026-11-23 08:35');
    expect(localDateTime('2026-11-23T23:59:00.000Z', 'Asia/Kolkata')).toBe('2026-11-24 05:29');
  });

  it('leaves a missing or unparseable date empty', () => {
    expect(localDateTime(null, 'UTC')).toBe('');
    expect(localDateTime('not a date', 'UTC')).toBe('');
  });

  it('names the calendar day of an instant in the zone', () => {
    expect(localDay('2026-11-23T19:00:00.000Z', 'Asia/Kolkata')).toBe('2026-11-24');
    expect(localDay('2026-11-23T19:00:00.000Z', 'America/New_York')).toBe('2026-11-23');
  });

  it('gives a zone’s offset in minutes when it has not changed since 2000, and null when it has', () => {
    expect(fixedUtcOffset('Asia/Kolkata')).toBe(330);
    expect(fixedUtcOffset('UTC')).toBe(0);
    expect(fixedUtcOffset('Asia/Kathmandu')).toBe(345);
    expect(fixedUtcOffset('America/Bogota')).toBe(-300);
    // Daylight saving time every year.
    expect(fixedUtcOffset('Europe/London')).toBeNull();
    expect(fixedUtcOffset('Australia/Sydney')).toBeNull();
    // No daylight saving today, but some until 2019 and 2009: a date then is an hour off.
    expect(fixedUtcOffset('America/Sao_Paulo')).toBeNull();
    expect(fixedUtcOffset('Asia/Dhaka')).toBeNull();
  });
});
