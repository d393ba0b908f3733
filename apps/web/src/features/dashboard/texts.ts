/** The dashboards' words (SPEC §2.4), verbatim where the spec gives them. */
export const DASHBOARD_TEXTS = {
  loading: 'Loading dashboard data...',
  failed: 'Failed to load dashboard data',
  retry: 'Retry',
  statusOverview: 'Status Overview',
  statusOverviewHint: 'Share of installed meters at each stage',
  recentActivities: 'Recent Activities',
  activitiesFailed: 'Failed to load recent activities',
  noActivity: 'No activity yet',
  noTypeActivity: (type: string) => `No ${type} activity yet`,
  activitiesHint: 'Activities will appear here once you start using the system',
  by: (name: string) => `by ${name}`,
} as const;
