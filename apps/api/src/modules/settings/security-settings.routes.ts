import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SecuritySettings, SecuritySettingsResponse } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { ACTIONS, audit } from '../../lib/audit.js';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { actorOf } from '../sessions/index.js';
import { readSetting, writeSetting } from './settings.repo.js';

/** The super admin's security settings: whether admins must use two-step sign-in (issue 13, item 9). */
export const securitySettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const SUPER_ADMIN = allow(ROLES.superAdmin);
  const read = async () => ({
    success: true as const,
    requireTwoStep: await readSetting(db, 'requireTwoStep'),
  });

  app.get(
    '/settings/security',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags: ['settings'],
        summary: 'Security settings: two-step sign-in required for admins',
        response: { 200: SecuritySettingsResponse, ...ERRORS },
      },
    },
    read,
  );

  app.put(
    '/settings/security',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags: ['settings'],
        summary: 'Change the security settings',
        body: SecuritySettings,
        response: { 200: SecuritySettingsResponse, ...ERRORS },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { requireTwoStep } = request.body;
      await db.transaction().execute(async (tx) => {
        await writeSetting(tx, 'requireTwoStep', requireTwoStep, actor.user.id);
        await audit(tx, { user: actor.user, ip: request.ip }, ACTIONS.settingChanged, {
          details: { setting: 'requireTwoStep', value: requireTwoStep },
        });
      });
      return read();
    },
  );
};
