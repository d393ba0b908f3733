import { describe, expect, it } from 'vitest';
import type { DashboardCounts } from '@smms/shared';
import { barHeight, percentOf, statusBars } from './status-overview';

const counts = (over: Partial<DashboardCounts> = {}): DashboardCounts => ({
  view: 'Meters',
  installed: 0,
  commissioned: 0,
  accepted: 0,
  rejected: 0,
  pending: 0,
  fieldOfficers: 0,
  aeAdmins: 0,
  biAdmins: 0,
  ...over,
});

describe('Status Overview', () => {
  it('shows 0 percent for every stage when nothing is installed', () => {
    const bars = statusBars(counts());
    expect(bars.map((b) => b.percent)).toEqual([0, 0, 0, 0, 0]);
    expect(bars.map((b) => b.height)).toEqual([0, 0, 0, 0, 0]);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('gives each stage its share of the installed total, in whole percent', () => {
    const bars = statusBars(
      counts({ installed: 200, commissioned: 125, accepted: 50, rejected: 1, pending: 149 }),
    );
    expect(bars.map((b) => [b.label, b.percent])).toEqual([
      ['Total Installed', 100],
      ['Commissioned', 63],
      ['Accepted', 25],
      ['Rejected', 1],
      ['Awaiting review', 75],
    ]);
  });

  it('draws the tallest bar 200 px high and any non-zero bar at least 20 px', () => {
    const bars = statusBars(counts({ installed: 1000, commissioned: 500, accepted: 1, rejected: 0 }));
    expect(bars.map((b) => b.height)).toEqual([200, 100, 20, 0, 0]);
    expect(barHeight(3, 3)).toBe(200);
    expect(barHeight(0, 3)).toBe(0);
  });
});
