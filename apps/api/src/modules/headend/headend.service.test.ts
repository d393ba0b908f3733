import { describe, expect, it } from 'vitest';
import { latestReports } from './headend.service.js';

describe('latestReports', () => {
  it('keeps the latest time of each serial, in the order serials first appear', () => {
    expect(
      latestReports([
        { meterSno: 'A', communicatedAt: '2026-06-01T10:00:00Z' },
        { meterSno: 'B', communicatedAt: '2026-06-01T09:00:00Z' },
        { meterSno: 'A', communicatedAt: '2026-06-01T11:00:00+05:30' },
        { meterSno: 'A', communicatedAt: '2026-06-01T12:00:00Z' },
      ]),
    ).toEqual([
      { meterSno: 'A', at: new Date('2026-06-01T12:00:00Z') },
      { meterSno: 'B', at: new Date('2026-06-01T09:00:00Z') },
    ]);
  });
});
