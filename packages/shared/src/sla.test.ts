import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDay, startOfDayIn, weekdayOf } from './time-zone.js';
import { ChangeReviewTargets } from './review-targets.js';
import {
  REVIEW_TARGETS_DEFAULT,
  slaCutoffs,
  slaState,
  workingDaysBefore,
  type ReviewTargets,
} from './sla.js';

/** The working time from `since` to `now`, walked forward over the zone's calendar days. */
function workingTimeBetween(
  since: number,
  now: number,
  zone: string,
  workingDays: readonly number[],
): number {
  let total = 0;
  let t = since;
  while (t < now) {
    const day = localDay(new Date(t), zone);
    const next = Math.min(now, startOfDayIn(nextDay(day), zone).getTime());
    if (workingDays.includes(weekdayOf(day))) total += next - t;
    t = next;
  }
  return total;
}
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const NOW = Date.parse('2026-11-25T09:30:00Z'); // a Wednesday
const instant = fc.integer({ min: NOW - 40 * 86_400_000, max: NOW });

describe('working days', () => {
  it('names ISO weekdays', () => {
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(weekdayOf('2026-11-30')).toBe(1);
  });

  for (const zone of ['Asia/Kolkata', 'Europe/London', 'America/New_York'])
    it(`counts back the working time exactly, in ${zone} (through its clock changes)`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: Date.parse('2026-03-01T00:00:00Z'), max: Date.parse('2026-11-30T00:00:00Z') }),
          fc.integer({ min: 1, max: 40 }).map((halves) => halves / 2),
          fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 }),
          (now, days, workingDays) => {
            const cutoff = workingDaysBefore(new Date(now), days, zone, workingDays).getTime();
            expect(cutoff).toBeLessThan(now);
            expect(workingTimeBetween(cutoff, now, zone, workingDays)).toBe(days * 86_400_000);
          },
        ),
        { numRuns: 60 },
      );
    });

  it('does not count a weekend: a Friday evening start is one working day old on Monday evening', () => {
    const now = new Date('2026-11-30T13:00:00Z'); // Monday 18:30 in Kolkata
    const cutoff = workingDaysBefore(now, 1, 'Asia/Kolkata', [1, 2, 3, 4, 5]);
    expect(cutoff.toISOString()).toBe('2026-11-27T13:00:00.000Z'); // Friday 18:30
  });
});

describe('on time, due soon, overdue', () => {
  const targets: ReviewTargets = {
    ...REVIEW_TARGETS_DEFAULT,
    circles: { North: { live: 4 } },
  };
  const cutoffs = slaCutoffs(targets, new Date(NOW), 'Asia/Kolkata');
  const live = { commissionStatus: 'Pending', communicationStatus: 'LIVE', techSupportStatus: null };

  it('agrees with the working time waited, for everywhere and for a circle of its own', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(null, 'North', 'South'), (since, circle) => {
        const target = circle === 'North' ? 4 : 2;
        const waited = workingTimeBetween(since, NOW, 'Asia/Kolkata', targets.workingDays) / 86_400_000;
        const state = slaState({ ...live, circle, stepSince: new Date(since).toISOString() }, cutoffs);
        const expected = waited > target ? 'overdue' : waited > target * 0.75 ? 'due-soon' : 'on-time';
        // Exactly at a cut-off the two may differ by the instant itself; fast-check rarely lands there.
        if (Math.abs(waited - target) > 1e-9 && Math.abs(waited - target * 0.75) > 1e-9)
          expect(state).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('gives an accepted installation, or one in a step with no target, no state', () => {
    const none = slaCutoffs(
      { ...targets, steps: { ...targets.steps, rejected: null } },
      new Date(NOW),
      'UTC',
    );
    const old = new Date(NOW - 90 * 86_400_000).toISOString();
    expect(
      slaState({ ...live, commissionStatus: 'Approved', circle: null, stepSince: old }, cutoffs),
    ).toBeNull();
    expect(
      slaState({ ...live, commissionStatus: 'Rejected', circle: null, stepSince: old }, none),
    ).toBeNull();
    expect(slaState({ ...live, commissionStatus: 'Rejected', circle: null, stepSince: old }, cutoffs)).toBe(
      'overdue',
    );
  });
});

describe('a change of the targets', () => {
  const base = { version: 1, ...REVIEW_TARGETS_DEFAULT };
  it('takes half days and refuses what is not a target', () => {
    expect(ChangeReviewTargets.safeParse({ ...base, steps: { ...base.steps, live: 1.5 } }).success).toBe(
      true,
    );
    for (const live of [0, 0.25, 366, -1, '2'])
      expect(ChangeReviewTargets.safeParse({ ...base, steps: { ...base.steps, live } }).success).toBe(false);
    expect(ChangeReviewTargets.safeParse({ ...base, workingDays: [] }).success).toBe(false);
    expect(ChangeReviewTargets.safeParse({ ...base, workingDays: [1, 1] }).success).toBe(false);
    expect(ChangeReviewTargets.safeParse({ ...base, dueSoonPercent: 100 }).success).toBe(false);
    expect(ChangeReviewTargets.safeParse({ ...base, circles: { North: { decided: 1 } } }).success).toBe(
      false,
    );
    expect(ChangeReviewTargets.safeParse({ ...base, extra: 1 }).success).toBe(false);
  });
});
