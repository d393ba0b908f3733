import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fixedUtcOffset, SettingsResponse } from '@smms/shared';

/**
 * What the console needs before it shows anything: the utility's time zone (UTILITY_TIME_ZONE), so
 * every date on screen is the utility's wall-clock time whatever the browser's zone, with its offset when the
 * zone has one all year. Public: the sign-in page loads it too, and it says nothing about anyone.
 */
export const settingsRoutes: FastifyPluginAsyncZod<{
  timeZone: string;
  mapTiles: SettingsResponse['mapTiles'];
}> = async (app, { timeZone, mapTiles }) => {
  // Found once, when the server starts: the first page waits for this call.
  const utcOffsetMinutes = fixedUtcOffset(timeZone);
  app.get(
    '/settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Console settings: the utility’s IANA time zone, the map’s tile server',
        response: { 200: SettingsResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { success: true as const, timeZone, utcOffsetMinutes, mapTiles };
    },
  );
};
