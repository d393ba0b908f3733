import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProgressReportResponse,
  ReportExportQuery,
  ReportQuery,
  reportFileName,
  type ProgressReport,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { sendDownload } from '../../lib/download-reply.js';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { assertView, scopeOf, type Actor } from '../access/index.js';
import { actorOf } from '../sessions/index.js';
import { reportCsv, reportXlsx } from './reports.export.js';
import { progressReport, reportRows } from './reports.repo.js';

const STAFF = allow(ROLES.staff);

/**
 * Progress reports (issue 41): every console role, in its own scope (an AE_ADMIN's officers' installations),
 * as JSON for the Reports page or as a CSV or XLSX file of the same rows.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ db: Db; timeZone: string }> = async (
  app,
  { db, timeZone },
) => {
  async function report(actor: Actor, query: ReportQuery): Promise<ProgressReport> {
    assertView(actor, query.view);
    const { rows, truncated, slowest } = await progressReport(db, scopeOf(actor), query, timeZone);
    const { view, period, by, from, to } = query;
    return { view, period, by, from, to, timeZone, rows, truncated, slowest };
  }

  app.get(
    '/reports/progress',
    {
      config: { access: STAFF },
      schema: {
        tags: ['reports'],
        summary:
          'Progress of the installations of a range of days, per day or week and per circle, division, sub division or officer',
        querystring: ReportQuery,
        response: { 200: ProgressReportResponse, ...ERRORS },
      },
    },
    async (request) => ({ success: true as const, data: await report(actorOf(request), request.query) }),
  );
  app.get(
    '/reports/progress/export',
    {
      config: { access: STAFF },
      schema: {
        tags: ['reports'],
        summary: 'Every row of the progress report as a CSV or XLSX file (format=csv|xlsx), streamed',
        querystring: ReportExportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const actor = actorOf(request);
      assertView(actor, query.view);
      const batches = await reportRows(db, scopeOf(actor), query, timeZone);
      const name = reportFileName(query.by, query.period, query.from, query.to, format);
      return sendDownload(reply, name, format === 'csv' ? reportCsv(batches) : reportXlsx(batches));
    },
  );
};
