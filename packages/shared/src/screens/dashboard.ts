/** The dashboards' section headings (SPEC §2.4). */
export const DASHBOARD_SECTIONS = {
  statusOverview: 'Status Overview',
  recentActivities: 'Recent Activities',
} as const;
