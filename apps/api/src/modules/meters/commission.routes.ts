import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BulkCommissionChange,
  BulkCommissionResponse,
  CommissionChange,
  IdParam,
  isVerdict,
  METER_LIFECYCLE,
  MeterResponse,
  TechSupportUpdate,
  techSupportLabel,
  UndoDecision,
} from '@smms/shared';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { actorOf } from '../sessions/index.js';
import type { CommissionService } from './commission.service.js';

export const commissionRoutes: FastifyPluginAsyncZod<{ commission: CommissionService }> = async (
  app,
  { commission },
) => {
  app.put(
    '/meters/:id/commission-status',
    {
      config: { access: allow(ROLES.everyone, 'Meters') },
      schema: {
        tags: ['meters'],
        summary: 'Approve, reject or reopen a meter (allowed transitions only; send the version read)',
        params: IdParam,
        body: CommissionChange,
        response: { 200: MeterResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { meter, message } = await commission.changeStatus(
        actorOf(request),
        request.params.id,
        request.body,
      );
      return { success: true as const, data: meter, message };
    },
  );
  app.post(
    '/meters/:id/undo-decision',
    {
      config: { access: allow(ROLES.superAdmin, 'Meters') },
      schema: {
        tags: ['meters'],
        summary:
          'Undo your own Approve or Reject of a meter within minutes of it, while it is the last change (send the version the decision answered with): it awaits a decision again, and its review record keeps both',
        params: IdParam,
        body: UndoDecision,
        response: { 200: MeterResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { meter, message } = await commission.undoDecision(
        actorOf(request),
        request.params.id,
        request.body,
      );
      return { success: true as const, data: meter, message };
    },
  );
  app.post(
    '/meters/commission-status/bulk',
    {
      config: { access: allow(ROLES.superAdmin, 'Meters') },
      schema: {
        tags: ['meters'],
        summary:
          'Approve or reject up to 500 meters, each with the version read; each is applied on its own and reported (done, stale, not-allowed, not-found)',
        body: BulkCommissionChange,
        response: { 200: BulkCommissionResponse, ...ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await commission.changeStatusBulk(actorOf(request), request.body)),
    }),
  );
  app.post(
    '/meters/bi-admin/update-tech-support',
    {
      config: { access: allow(ROLES.reviewers, 'Meters') },
      schema: {
        tags: ['meters'],
        summary:
          "Recommend (BI_ADMIN) or set a meter's tech support status; a rejection needs rejectionCategory and comments; a sent version must be current",
        body: TechSupportUpdate,
        response: { 200: MeterResponse, ...ERRORS },
      },
    },
    async (request) => {
      const status = request.body.techSupportStatus;
      return {
        success: true as const,
        data: await commission.updateTechSupport(actorOf(request), request.body),
        message: isVerdict(status)
          ? METER_LIFECYCLE.recommended(techSupportLabel(status))
          : METER_LIFECYCLE.techSupportUpdated,
      };
    },
  );
};
