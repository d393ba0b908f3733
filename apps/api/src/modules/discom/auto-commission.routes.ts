import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam, MeterResponse, UndoAutoCommission } from '@smms/shared';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { actorOf } from '../sessions/index.js';
import type { AutoCommissionService } from './auto-commission.service.js';

/** The super admin undoes an approval of the auto-commissioning rule's (issue 36). */
export const autoCommissionRoutes: FastifyPluginAsyncZod<{ rule: AutoCommissionService }> = async (
  app,
  { rule },
) => {
  app.post(
    '/meters/:id/undo-auto-commission',
    {
      config: { access: allow(ROLES.superAdmin, 'Meters') },
      schema: {
        tags: ['meters'],
        summary:
          "Undo the auto-commissioning rule's approval of a meter: back to Pending for people, never approved by the rule again (comment and version required)",
        params: IdParam,
        body: UndoAutoCommission,
        response: { 200: MeterResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { meter, message } = await rule.undo(actorOf(request), request.params.id, request.body);
      return { success: true as const, data: meter, message };
    },
  );
};
