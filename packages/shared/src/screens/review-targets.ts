import { SLA_STATES, SLA_WORDS } from '../sla.js';
import { bellBadge } from './shell.js';
import { formatCount } from './numbers.js';

/** The super admin's Review Targets page (issue 41) and the SLA filter every list with waiting steps offers. */
export const REVIEW_TARGET_TEXTS = {
  description:
    'How long an installation may wait in each review step, in working days. Past three quarters of its target it is due soon (the share is yours to set); past its target, overdue. Lists filter by it; each reviewer’s bell and sidebar count what is overdue.',
  everywhere: 'Targets for every circle',
  everywhereHint: 'Leave a step blank for no target.',
  days: 'working days',
  noTarget: 'No target',
  week: 'Working days of the week',
  weekHint: 'A target counts only these days, in the utility’s time zone.',
  dueSoon: 'Due soon from',
  dueSoonSuffix: '% of the target',
  claimMinutes: 'A reviewer’s claim lasts',
  claimMinutesSuffix: 'minutes',
  claimMinutesHint:
    'Start reviewing gives a reviewer the next installations of its queue for this long; others skip them meanwhile.',
  circles: 'Circles with targets of their own',
  circlesHint: 'A step left blank in a circle takes the target for every circle.',
  noCircles: 'Every circle has the targets above.',
  addCircle: 'Add a circle',
  chooseCircle: 'Choose a circle',
  circle: 'Circle',
  removeCircle: (circle: string) => `Remove ${circle}’s own targets`,
  stepInCircle: (step: string, circle: string) => `${step} in ${circle}`,
  asEverywhere: 'As everywhere',
  save: 'Save targets',
  saving: 'Saving...',
  savedToast: 'Review targets saved',
  unchanged: 'Nothing to save: the targets are as shown.',
  stale:
    'Someone changed the targets while you were editing them; they now show that change. Make yours again.',
  loadFailed: 'The review targets could not be loaded.',
  retry: 'Retry',
  lastChanged: (name: string) => `Last changed by ${name}`,
  neverChanged: 'Never changed: a new database starts with the targets shown.',
} as const;

/** The SLA filter of the meter and modem lists (its URL parameter `sla`), and the badge beside a row's wait. */
export const SLA_FILTER = {
  param: 'sla',
  label: 'SLA filter',
  all: 'Any SLA',
  options: SLA_STATES.map((value) => ({ value, label: SLA_WORDS[value] })),
} as const;

/** The sidebar's count beside a list with overdue installations (the bell's overdue item for that list). */
export const SLA_NAV = {
  badge: bellBadge,
  overdue: (count: number) => `${formatCount(count)} overdue`,
} as const;

/** The dashboard's table of waits by area or officer (issue 41). */
export const WAITING_PANEL_TEXTS = {
  title: 'Waiting in review',
  hint: (target: string) =>
    `How long installations have waited in the step, and how many are past its target (${target}).`,
  noTarget: 'no target',
  target: (days: number) => `${days} working ${days === 1 ? 'day' : 'days'}`,
  step: 'Step',
  by: 'Group by',
  groups: { circle: 'Circle', division: 'Division', officer: 'Field officer' },
  waiting: 'Waiting',
  median: 'Median wait',
  p90: '90th percentile',
  overdue: 'Overdue',
  none: 'No installation waits in this step.',
  unnamed: 'Not set',
  more: (shown: number, all: number) => `The ${shown} of ${all} with the most overdue.`,
  /** A row's links: its name opens the list of what waits, its overdue count that list's Overdue. */
  openWaiting: (name: string, count: string) => `${name}: open the ${count} waiting`,
  openOverdue: (name: string, count: string) => `${name}: open the ${count} overdue`,
  trendTitle: 'Overdue, last 30 days',
  trendHint: (step: string) => `${step}: what waited and what was past its target, as last seen each day`,
  trendCaption: (step: string) => `Waiting and overdue per day, last 30 days: ${step}`,
  day: 'Day',
  trendTooltip: (day: string, waiting: number | null, overdue: number | null) =>
    waiting === null
      ? `${day}: not recorded`
      : `${day}: ${formatCount(waiting)} waiting, ${formatCount(overdue ?? 0)} overdue`,
  loading: 'Loading waits...',
  failed: 'The waits could not be loaded.',
  retry: 'Retry',
} as const;
