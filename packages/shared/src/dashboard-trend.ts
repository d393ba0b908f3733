import { z } from 'zod';
import { View } from './enums.js';

/** How many days the dashboards' trend chart covers, ending today in the utility's zone. */
export const TREND_DAYS = 30;

/** One day of the trend: installations made and approvals decided (by a reviewer or automatically). */
export const TrendDay = z.object({
  /** The utility's calendar day, YYYY-MM-DD. */
  day: z.string(),
  installs: z.number().int(),
  approvals: z.number().int(),
});
export type TrendDay = z.infer<typeof TrendDay>;

/** GET /dashboard/trend?view=: the last TREND_DAYS days, oldest first, in the caller's scope. */
export const DashboardTrend = z.object({ view: View, timeZone: z.string(), days: z.array(TrendDay) });
export type DashboardTrend = z.infer<typeof DashboardTrend>;
export const DashboardTrendResponse = z.object({ success: z.literal(true), data: DashboardTrend });
export type DashboardTrendResponse = z.infer<typeof DashboardTrendResponse>;
