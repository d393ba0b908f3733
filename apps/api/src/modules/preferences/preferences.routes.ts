import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PreferenceParams, PreferenceResponse, PreferencesResponse, SetPreference } from '@smms/shared';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { actorOf } from '../sessions/index.js';
import type { PreferencesService } from './preferences.service.js';

/** Every console role keeps its own; field officers have no console to keep them for. */
const OWN = allow(ROLES.staff);

/** The caller's own console preferences (issue 38, item 10): no id in the path, so no one else's to name. */
export const preferencesRoutes: FastifyPluginAsyncZod<{ preferences: PreferencesService }> = async (
  app,
  { preferences },
) => {
  app.get(
    '/me/preferences',
    {
      config: { access: OWN },
      schema: {
        tags: ['preferences'],
        summary: 'My console preferences (columns shown, page size), by name',
        response: { 200: PreferencesResponse, ...ERRORS },
      },
    },
    async (request) => ({ success: true as const, data: await preferences.list(actorOf(request).user.id) }),
  );

  app.delete(
    '/me/preferences',
    {
      config: { access: OWN },
      schema: {
        tags: ['preferences'],
        summary: 'Forget all my console preferences: every list opens with its default columns and page size',
        response: { 200: PreferencesResponse, ...ERRORS },
      },
    },
    async (request) => {
      await preferences.reset(actorOf(request).user.id);
      return { success: true as const, data: {} };
    },
  );

  app.put(
    '/me/preferences/:name',
    {
      config: { access: OWN },
      schema: {
        tags: ['preferences'],
        summary: 'Set one of my console preferences (at most 100; a new one past that is refused, 409)',
        params: PreferenceParams,
        body: SetPreference,
        response: { 200: PreferenceResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { name } = request.params;
      const { value } = request.body;
      await preferences.set(actorOf(request).user.id, name, value);
      return { success: true as const, data: { name, value } };
    },
  );
};
