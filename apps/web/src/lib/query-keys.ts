/**
 * Query keys that more than one feature touches: the dashboard's counts, the bell and the activity log
 * all move when a meter is reviewed, so the review screens refresh them by these roots.
 */
export const summaryKeys = {
  dashboard: ['dashboard'] as const,
  notifications: ['notifications'] as const,
  activities: ['activities'] as const,
};
