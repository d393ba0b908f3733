import { DASHBOARD_SECTIONS, type View } from '@smms/shared';

/** The dashboards' words (SPEC §2.4), verbatim where the spec gives them; the headings are shared with the tests. */
export const DASHBOARD_TEXTS = {
  ...DASHBOARD_SECTIONS,
  loading: 'Loading dashboard data...',
  failed: 'Failed to load dashboard data',
  retry: 'Retry',
  /** The chart speaks of the view's installations: meters, or modems (issue 38 item 10). */
  statusOverviewHint: (view: View) =>
    `Share of installed ${view === 'Modems' ? 'modems' : 'meters'} at each stage`,
  activitiesFailed: 'Failed to load recent activities',
  noActivity: 'No activity yet',
  noTypeActivity: (type: string) => `No ${type} activity yet`,
  activitiesHint: 'Activities will appear here once you start using the system',
  by: (name: string) => `by ${name}`,
} as const;
