import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActivityList,
  ActivityQuery,
  DashboardQuery,
  DashboardResponse,
  ErrorResponse,
  NotificationList,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { actorOf, scopeOf } from '../../plugins/auth.js';
import { recentActivities } from '../activity/activity.read.js';
import { dashboardCounts } from './dashboard.repo.js';
import { notificationsFor } from './notifications.js';

const ADMINS = { roles: ['BI_SUPER_ADMIN', 'BI_ADMIN', 'AE_ADMIN'] } as const;
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dashboard',
    {
      config: { access: ADMINS },
      schema: {
        tags: ['dashboard'],
        summary: 'Dashboard cards of a view, in the caller’s scope',
        querystring: DashboardQuery,
        response: { 200: DashboardResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await dashboardCounts(db, scopeOf(actorOf(request)), request.query.view),
    }),
  );
  app.get(
    '/activities',
    {
      config: { access: ADMINS },
      schema: {
        tags: ['dashboard'],
        summary: 'Recent activities from the audit log, scoped like the lists',
        querystring: ActivityQuery,
        response: { 200: ActivityList, ...errors },
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
      config: { access: ADMINS },
      schema: {
        tags: ['dashboard'],
        summary: 'What awaits the signed-in user',
        response: { 200: NotificationList, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await notificationsFor(db, actorOf(request)) }),
  );
};
