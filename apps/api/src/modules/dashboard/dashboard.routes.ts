import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTIVITY_EXPORT,
  ActivityList,
  ActivityExportQuery,
  ActivityQuery,
  DashboardQuery,
  DashboardResponse,
  DashboardTrendResponse,
  NotificationList,
  NotificationQuery,
  WaitingQuery,
  WaitingResponse,
  csvFileName,
  exportFileName,
  slaCutoffs,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { actorOf } from '../sessions/index.js';
import { assertView, scopeOf } from '../access/index.js';
import type { CsvExporter } from '../../lib/csv-export.js';
import { sendDownload } from '../../lib/download-reply.js';
import { singleFlight } from '../../lib/single-flight.js';
import { activityExport, activityLines, recentActivities } from '../activity/index.js';
import { dashboardCounts } from './dashboard.repo.js';
import { dashboardTrend } from './dashboard-trend.repo.js';
import { notificationsFor } from './notifications.js';
import { overdueTrend, recordOverdueToday } from './overdue-days.repo.js';
import { waitingByGroup } from './waiting.repo.js';
import { readReviewTargets } from '../review-targets/index.js';

const STAFF = allow(ROLES.staff);

/** `timeZone`: the utility's zone, whose calendar days the trend counts by and the export's dates are in. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db; timeZone: string; csv: CsvExporter }> = async (
  app,
  { db, timeZone, csv },
) => {
  const waits = singleFlight<WaitingResponse['data']>();
  app.get(
    '/dashboard',
    {
      config: { access: STAFF },
      schema: {
        tags: ['dashboard'],
        summary: 'Dashboard cards of a view, in the caller’s scope',
        querystring: DashboardQuery,
        response: { 200: DashboardResponse, ...ERRORS },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      assertView(actor, request.query.view);
      return { success: true as const, data: await dashboardCounts(db, scopeOf(actor), request.query.view) };
    },
  );
  app.get(
    '/dashboard/waiting',
    {
      config: { access: STAFF },
      schema: {
        tags: ['dashboard'],
        summary:
          'Installations waiting in one review step by circle, division or field officer: how many, median and 90th-percentile wait, overdue; and the step’s overdue trend over the last 30 days (issue 41)',
        querystring: WaitingQuery,
        response: { 200: WaitingResponse, ...ERRORS },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { view, step, by } = request.query;
      assertView(actor, view);
      const scope = scopeOf(actor);
      const targets = await readReviewTargets(db);
      // People opening the same waits at once share one reading of them (lib/single-flight.ts).
      const data = await waits(JSON.stringify([view, step, by, scope, targets]), async () => {
        const cutoffs = slaCutoffs(targets, new Date(), timeZone);
        await recordOverdueToday(db, view, cutoffs, timeZone);
        const [found, trend] = await Promise.all([
          waitingByGroup(db, scope, request.query, cutoffs),
          overdueTrend(db, scope, view, step, timeZone),
        ]);
        return { step, by, targetDays: targets.steps[step], ...found, trend };
      });
      return { success: true as const, data };
    },
  );
  app.get(
    '/dashboard/trend',
    {
      config: { access: STAFF },
      schema: {
        tags: ['dashboard'],
        summary:
          'Installs and approvals per day over the last 30 days (utility time zone), in the caller’s scope',
        querystring: DashboardQuery,
        response: { 200: DashboardTrendResponse, ...ERRORS },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      assertView(actor, request.query.view);
      const data = await dashboardTrend(db, scopeOf(actor), request.query.view, timeZone);
      return { success: true as const, data };
    },
  );
  app.get(
    '/activities',
    {
      config: { access: STAFF },
      schema: {
        tags: ['dashboard'],
        summary:
          'The audit log, newest first, scoped like the lists; by record (entityType + entityId), actor, action, from/to; `limit` a page, `before` the next page',
        querystring: ActivityQuery,
        response: { 200: ActivityList, ...ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await recentActivities(db, scopeOf(actorOf(request)), request.query)),
    }),
  );
  app.get(
    '/activities/export',
    {
      config: { access: STAFF },
      schema: {
        tags: ['dashboard'],
        summary:
          'Every audit log entry of the same filters, newest first (limit and before do not apply): CSV, or with format=ndjson one JSON entry a line with its details whole',
        querystring: ActivityExportQuery,
      },
    },
    async (request, reply) => {
      const scope = scopeOf(actorOf(request));
      if (request.query.format === 'ndjson')
        return sendDownload(
          reply,
          exportFileName(ACTIVITY_EXPORT.filePrefix, timeZone, 'ndjson'),
          activityLines(db, scope, request.query),
        );
      return sendDownload(
        reply,
        csvFileName(ACTIVITY_EXPORT.filePrefix, timeZone),
        csv.stream(activityExport(db, scope, request.query, timeZone)),
      );
    },
  );
  app.get(
    '/notifications',
    {
      config: { access: STAFF },
      schema: {
        tags: ['dashboard'],
        summary:
          'What awaits the signed-in user in a view (Meters by default), each counted as the list it opens',
        querystring: NotificationQuery,
        response: { 200: NotificationList, ...ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      data: await notificationsFor(db, actorOf(request), request.query.view, timeZone),
    }),
  );
};
