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

export const CARD_LABELS = {
  totalInstalled: 'Total Installed',
  commissioned: 'Commissioned',
  approved: 'Approved',
  accepted: 'Accepted',
  rejected: 'Rejected',
  totalRejected: 'Total Rejected',
  totalFieldOfficers: 'Total Field Officers',
  fieldOfficers: 'Field Officers',
  aeAdmins: 'AE Admins',
  biAdmins: 'BI Admins',
  installed: 'Installed',
  pending: 'Pending',
} as const;
