import { describe, expect, it } from 'vitest';
import { isValidTimeZone, localDateTime, localDay } from './time-zone.js';

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
});
