import { z } from 'zod';
import { View } from './enums.js';
import { INSTALLED_RANGE_TEXTS, isCalendarDay, isReversedRange } from './installed-range.js';

/**
 * Progress reports (issue 41): the installations of a range of installation days, per day or week and per
 * circle, division, sub division or field officer, each column the total of a list with the same filters
 * (Installed from/to, the area or officer), so a report's numbers equal the lists they summarise; and from the
 * review record, how many were accepted the first time, how many rejections sent them back, and the median time
 * from installation to acceptance.
 */
export const REPORT_PERIODS = ['day', 'week'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_GROUPS = ['circle', 'division', 'subDivision', 'officer'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
/** The most rows the Reports page holds (period × group); more, and it says so (the files hold every row). */
export const REPORT_ROWS_MAX = 10_000;
/** How many of the slowest groups a report names (the longest median time to accept over its range). */
export const REPORT_SLOWEST = 8;
/** The longest range a report covers, by period: ~3 months by day, a year by week. */
export const REPORT_MAX_DAYS: Record<ReportPeriod, number> = { day: 92, week: 371 };

export const REPORT_MESSAGES = {
  day: 'Enter the dates as YYYY-MM-DD',
  tooLong: (period: ReportPeriod) =>
    `A report by ${period} covers at most ${REPORT_MAX_DAYS[period]} days: choose a shorter range or report by week`,
} as const;

const Day = z.string().refine(isCalendarDay, { error: REPORT_MESSAGES.day });
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

const ReportFilters = z.object({
  view: View.default('Meters'),
  period: z.enum(REPORT_PERIODS).default('week'),
  by: z.enum(REPORT_GROUPS).default('division'),
  from: Day,
  to: Day,
  /** One circle's installations only (a circle head's report). */
  circle: z.string().trim().min(1).max(100).optional(),
});
/** The range in order, and no longer than its period allows. */
const inRange = <S extends z.ZodType<z.infer<typeof ReportFilters>>>(schema: S) =>
  schema
    .refine((q) => !isReversedRange(q.from, q.to), { error: INSTALLED_RANGE_TEXTS.reversed, path: ['from'] })
    .refine((q) => daysBetween(q.from, q.to) <= REPORT_MAX_DAYS[q.period], {
      error: (issue) => REPORT_MESSAGES.tooLong((issue.input as { period: ReportPeriod }).period),
      path: ['to'],
    });

/** GET /reports/progress: the view, the period and grouping, the installation days (both included). */
export const ReportQuery = inRange(ReportFilters);
export type ReportQuery = z.infer<typeof ReportQuery>;
/** GET /reports/progress/export: the same, as a CSV or XLSX file. */
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export const ReportExportQuery = inRange(
  ReportFilters.extend({ format: z.enum(REPORT_FORMATS).default('csv') }),
);

export const ReportRow = z.object({
  /** The first day of the period (a week starts on Monday), YYYY-MM-DD in the utility's calendar. */
  period: z.string(),
  /** The circle, division or sub division's name, or the officer's id; null: installations with none. */
  key: z.string().nullable(),
  /** What the row is called on screen: the area's name or the officer's. */
  name: z.string().nullable(),
  installed: z.number().int(),
  live: z.number().int(),
  /** Awaiting a decision with a recommendation. */
  recommended: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  /** Accepted without any rejection in their record. */
  firstTimeRight: z.number().int(),
  /** Rejections in the record (each a rework sent to the field). */
  reworks: z.number().int(),
  /** The median time from installation to acceptance, in hours (null: none accepted). */
  medianHoursToAccept: z.number().nullable(),
});
export type ReportRow = z.infer<typeof ReportRow>;

/** A group over the report's whole range, among the slowest: its accepted installations and their median time. */
export const ReportSlowGroup = z.object({
  key: z.string().nullable(),
  name: z.string().nullable(),
  accepted: z.number().int(),
  medianHoursToAccept: z.number(),
});
export type ReportSlowGroup = z.infer<typeof ReportSlowGroup>;

export const ProgressReport = z.object({
  view: View,
  period: z.enum(REPORT_PERIODS),
  by: z.enum(REPORT_GROUPS),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  rows: z.array(ReportRow),
  /** More than REPORT_ROWS_MAX rows matched: `rows` holds the first of them. */
  truncated: z.boolean(),
  /** The REPORT_SLOWEST groups whose accepted installations took longest (median), the slowest first. */
  slowest: z.array(ReportSlowGroup),
});
export type ProgressReport = z.infer<typeof ProgressReport>;
export const ProgressReportResponse = z.object({ success: z.literal(true), data: ProgressReport });
