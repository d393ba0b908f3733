import { installationStep, WAITING_STEPS, type LifecycleFields } from './lifecycle.js';
import { dayAfter, localDay, startOfDayIn, weekdayOf } from './time-zone.js';

/**
 * Review targets (SLAs, issue 41): how many working days an installation may wait in each step someone still has
 * to act in, set by the super admin for every circle and, where one needs it, for a circle of its own. Each
 * waiting installation is then on time, due soon or overdue. One rule, here (no zod: the screens' texts read it):
 * the server compiles it to SQL with the same cut-off instants (lifecycle/sla.sql.ts), so a list's filter, the
 * bell's count and a row's badge agree. The setting's schema is review-targets.ts.
 */
export type TargetStep = (typeof WAITING_STEPS)[number];
export const TARGET_STEPS: readonly TargetStep[] = WAITING_STEPS;

export const SLA_STATES = ['on-time', 'due-soon', 'overdue'] as const;
export type SlaState = (typeof SLA_STATES)[number];
export const SLA_WORDS = {
  'on-time': 'On time',
  'due-soon': 'Due soon',
  overdue: 'Overdue',
} as const satisfies Record<SlaState, string>;

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_WORDS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** A target per step in working days; null: no target for that step. */
export type StepTargets = Record<TargetStep, number | null>;
/** A circle's own targets: the steps it names replace the targets of everywhere else. */
export type CircleTargets = Partial<Record<TargetStep, number>>;
export interface ReviewTargets {
  steps: StepTargets;
  /** By circle name (as the installations hold it). */
  circles: Record<string, CircleTargets>;
  /** ISO weekdays (1 Monday … 7 Sunday) a target counts. */
  workingDays: number[];
  /** An installation is due soon once this share of its target has passed. */
  dueSoonPercent: number;
  /** How long a reviewer's claim on an installation lasts ("Start reviewing", review-claims.ts), in minutes. */
  claimMinutes: number;
}

/**
 * A new database's targets, in force until the super admin changes them: live within 3 working days of the
 * install, recommended within 2, decided within 1, reworked within 5; Monday to Saturday are working days (the
 * demo utility's week), and an installation is due soon at three quarters of its target.
 */
export const REVIEW_TARGETS_DEFAULT: ReviewTargets = {
  steps: { installed: 3, live: 2, recommended: 1, rejected: 5 },
  circles: {},
  workingDays: [1, 2, 3, 4, 5, 6],
  dueSoonPercent: 75,
  claimMinutes: 30,
};

/** The target of a step in a circle (its own, else everywhere's), or null when the step has none. */
export function targetOf(targets: ReviewTargets, step: TargetStep, circle: string | null): number | null {
  return (circle === null ? undefined : targets.circles[circle]?.[step]) ?? targets.steps[step];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant `days` working days before `now` in the zone: the working time (the whole of each working day of
 * the zone's calendar, none of the others) from it to now is `days`. An installation whose step began before it
 * has waited at least that long. Walked back day by day; a week holds at least one working day.
 */
export function workingDaysBefore(
  now: Date,
  days: number,
  zone: string,
  workingDays: readonly number[],
): Date {
  if (workingDays.length === 0) throw new Error('no working day in the week');
  let left = days * DAY_MS;
  let day = localDay(now, zone);
  let end = now.getTime();
  for (;;) {
    const start = startOfDayIn(day, zone).getTime();
    if (workingDays.includes(weekdayOf(day))) {
      if (left <= end - start) return new Date(end - left);
      left -= end - start;
    }
    end = start;
    day = dayAfter(day, -1);
  }
}

/** The instants a step's installations turn due soon and overdue: a step began before `overdue` is overdue. */
export interface Cutoffs {
  dueSoon: string;
  overdue: string;
}
/** Every step's cut-offs for everywhere and for each circle with targets of its own; null: no target. */
export interface SlaCutoffs {
  steps: Record<TargetStep, Cutoffs | null>;
  circles: Record<string, Partial<Record<TargetStep, Cutoffs>>>;
}

/** The cut-off instants of the targets at `now`: what each row and each SQL filter compares its step's start with. */
export function slaCutoffs(targets: ReviewTargets, now: Date, zone: string): SlaCutoffs {
  const known = new Map<number, Cutoffs>();
  const cutoffsOf = (days: number): Cutoffs => {
    let cutoffs = known.get(days);
    if (!cutoffs) {
      const back = (d: number) => workingDaysBefore(now, d, zone, targets.workingDays).toISOString();
      cutoffs = { overdue: back(days), dueSoon: back((days * targets.dueSoonPercent) / 100) };
      known.set(days, cutoffs);
    }
    return cutoffs;
  };
  const steps = Object.fromEntries(
    TARGET_STEPS.map((step) => {
      const days = targets.steps[step];
      return [step, days === null ? null : cutoffsOf(days)];
    }),
  ) as Record<TargetStep, Cutoffs | null>;
  const circles = Object.fromEntries(
    Object.entries(targets.circles).map(([circle, own]) => [
      circle,
      Object.fromEntries(
        TARGET_STEPS.flatMap((step) => {
          const days = own[step];
          return days === undefined ? [] : [[step, cutoffsOf(days)]];
        }),
      ),
    ]),
  );
  return { steps, circles };
}

/** The cut-offs of a step in a circle (its own, else everywhere's), or null when the step has no target. */
export const cutoffsOf = (cutoffs: SlaCutoffs, step: TargetStep, circle: string | null): Cutoffs | null =>
  (circle === null ? undefined : cutoffs.circles[circle]?.[step]) ?? cutoffs.steps[step];

/** Whether an installation is on time, due soon or overdue in its step; null in a step with no target. */
export function slaState(
  i: LifecycleFields & { stepSince: string; circle: string | null },
  cutoffs: SlaCutoffs,
): SlaState | null {
  const step = installationStep(i);
  if (step === null || step === 'accepted') return null;
  const cut = cutoffsOf(cutoffs, step, i.circle);
  if (!cut) return null;
  const since = Date.parse(i.stepSince);
  if (since < Date.parse(cut.overdue)) return 'overdue';
  if (since < Date.parse(cut.dueSoon)) return 'due-soon';
  return 'on-time';
}
