import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CommissionChange,
  ErrorResponse,
  IdParam,
  METER_LIFECYCLE,
  MeterResponse,
  TechSupportUpdate,
} from '@smms/shared';
import { actorOf } from '../../plugins/auth.js';
import type { CommissionService } from './commission.service.js';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};

export const commissionRoutes: FastifyPluginAsyncZod<{ commission: CommissionService }> = async (
  app,
  { commission },
) => {
  app.put(
    '/meters/:id/commission-status',
    {
      config: { access: { roles: ['BI_SUPER_ADMIN', 'BI_ADMIN', 'AE_ADMIN', 'FIELD_OFFICER'] } },
      schema: {
        tags: ['meters'],
        summary: 'Approve, reject or reopen a meter (allowed transitions only; send the version read)',
        params: IdParam,
        body: CommissionChange,
        response: { 200: MeterResponse, ...errors },
      },
    },
    async (request) => {
      const { meter, message } = await commission.changeStatus(
        actorOf(request),
        request.params.id,
        request.body,
        request.ip,
      );
      return { success: true as const, data: meter, message };
    },
  );
  app.post(
    '/meters/bi-admin/update-tech-support',
    {
      config: { access: { roles: ['BI_SUPER_ADMIN', 'BI_ADMIN'] } },
      schema: {
        tags: ['meters'],
        summary: 'Set the tech support status of a meter, with an optional comment',
        body: TechSupportUpdate,
        response: { 200: MeterResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await commission.updateTechSupport(actorOf(request), request.body, request.ip),
      message: METER_LIFECYCLE.techSupportUpdated,
    }),
  );
};
