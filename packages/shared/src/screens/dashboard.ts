import { formatCount } from './numbers.js';

/** The dashboards' section headings (SPEC §2.4). */
export const DASHBOARD_SECTIONS = {
  /** The cards' list: each count, opening the list it counts. */
  counts: 'Counts',
  statusOverview: 'Status Overview',
  recentActivities: 'Recent Activities',
} as const;

/** The dashboards' trend chart: installs and approvals per day over the last 30 days (issue 11). */
export const TREND_TEXTS = {
  title: 'Installs and approvals, last 30 days',
  hint: (zone: string) => `Per day, in the utility’s time zone (${zone})`,
  installs: 'Installs',
  approvals: 'Approvals',
  day: 'Day',
  total: (label: string, n: number) => `${label}: ${formatCount(n)}`,
  tooltip: (day: string, installs: number, approvals: number) =>
    `${day}: ${formatCount(installs)} ${installs === 1 ? 'install' : 'installs'}, ${formatCount(approvals)} ${approvals === 1 ? 'approval' : 'approvals'}`,
  caption: 'Installs and approvals per day, last 30 days',
  loading: 'Loading the trend...',
  failed: 'Failed to load the trend',
  retry: 'Retry',
} as const;
