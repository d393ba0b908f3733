import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActivityList,
  ActivityQuery,
  DashboardQuery,
  DashboardResponse,
  DashboardTrendResponse,
  NotificationList,
  NotificationQuery,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { actorOf } from '../../plugins/auth.js';
import { assertView, scopeOf } from '../access/access.js';
import { recentActivities } from '../activity/activity.read.js';
import { dashboardCounts } from './dashboard.repo.js';
import { dashboardTrend } from './dashboard-trend.repo.js';
import { notificationsFor } from './notifications.js';

const STAFF = allow(ROLES.staff);

/** `timeZone`: the utility's zone, whose calendar days the trend counts by. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db; timeZone: string }> = async (
  app,
  { db, timeZone },
) => {
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
          'Recent activities from the audit log, scoped like the lists; by record (entityType + entityId), actor, action, from/to',
        querystring: ActivityQuery,
        response: { 200: ActivityList, ...ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      data: await recentActivities(db, scopeOf(actorOf(request)), request.query),
    }),
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
      data: await notificationsFor(db, actorOf(request), request.query.view),
    }),
  );
};
