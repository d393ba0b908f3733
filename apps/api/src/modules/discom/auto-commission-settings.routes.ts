import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AutoCommissionSettingResponse, ChangeAutoCommissionRule } from '@smms/shared';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { actorOf } from '../sessions/index.js';
import type { AutoCommissionService } from './auto-commission.service.js';

/** The super admin's auto-commissioning rule (issue 36): a setting like the security settings, version-checked. */
export const autoCommissionSettingsRoutes: FastifyPluginAsyncZod<{ rule: AutoCommissionService }> = async (
  app,
  { rule },
) => {
  const SUPER_ADMIN = allow(ROLES.superAdmin);

  app.get(
    '/settings/auto-commission',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags: ['settings'],
        summary: 'The auto-commissioning rule: on or off, the compared fields that must match, its version',
        response: { 200: AutoCommissionSettingResponse, ...ERRORS },
      },
    },
    async () => ({ success: true as const, data: await rule.readRule() }),
  );

  app.put(
    '/settings/auto-commission',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags: ['settings'],
        summary:
          'Change the auto-commissioning rule (partial: enabled, fields; dtrNo always among the fields) with the version read',
        body: ChangeAutoCommissionRule,
        response: { 200: AutoCommissionSettingResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { rule: data, message } = await rule.changeRule(actorOf(request), request.body);
      return { success: true as const, message, data };
    },
  );
};
