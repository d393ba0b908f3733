import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CommissionChange, IdParam, METER_LIFECYCLE, MeterResponse, TechSupportUpdate } from '@smms/shared';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { actorOf } from '../../plugins/auth.js';
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
    '/meters/bi-admin/update-tech-support',
    {
      config: { access: allow(ROLES.reviewers, 'Meters') },
      schema: {
        tags: ['meters'],
        summary: 'Set the tech support status of a meter, with an optional comment',
        body: TechSupportUpdate,
        response: { 200: MeterResponse, ...ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      data: await commission.updateTechSupport(actorOf(request), request.body),
      message: METER_LIFECYCLE.techSupportUpdated,
    }),
  );
};
