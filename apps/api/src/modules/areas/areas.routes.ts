import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AREA_MESSAGES,
  AreaList,
  AreaOutlineBody,
  AreaOutlines,
  AreaResponse,
  CreateArea,
  IdParam,
  OUTLINE_MESSAGES,
  RenameArea,
} from '@smms/shared';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { actorOf } from '../sessions/index.js';
import type { AreasService } from './areas.service.js';

/** Every console role reads the tree (forms and filters offer it); only the super admin changes it. */
const READ = allow(ROLES.staff);
const MANAGE = allow(ROLES.superAdmin);

export const areasRoutes: FastifyPluginAsyncZod<{ areas: AreasService }> = async (app, { areas }) => {
  app.get(
    '/areas',
    {
      config: { access: READ },
      schema: {
        tags: ['areas'],
        summary: 'The whole area hierarchy: circles, divisions, sub divisions and sections',
        response: { 200: AreaList, ...ERRORS },
      },
    },
    async () => ({ success: true as const, data: await areas.list() }),
  );
  app.get(
    '/areas/outlines',
    {
      config: { access: READ },
      schema: {
        tags: ['areas'],
        summary: "The circles' and divisions' outlines as a GeoJSON FeatureCollection (what the map draws)",
        response: { 200: AreaOutlines, ...ERRORS },
      },
    },
    async () => ({ success: true as const, data: await areas.outlines() }),
  );
  app.put(
    '/areas/:id/outline',
    {
      config: { access: MANAGE },
      schema: {
        tags: ['areas'],
        summary:
          "Draw a circle's or division's outline from GeoJSON (a Polygon, or a Feature or one-feature FeatureCollection of one); its installations are checked against it",
        params: IdParam,
        body: AreaOutlineBody,
        response: { 200: AreaResponse, ...ERRORS },
      },
    },
    async (request) => {
      const area = await areas.changeOutline(actorOf(request), request.params.id, request.body);
      return { success: true as const, message: OUTLINE_MESSAGES.set(area.name), data: area };
    },
  );
  app.delete(
    '/areas/:id/outline',
    {
      config: { access: MANAGE },
      schema: {
        tags: ['areas'],
        summary:
          "Remove a circle's or division's outline; its installations are no longer checked against it",
        params: IdParam,
        response: { 200: AreaResponse, ...ERRORS },
      },
    },
    async (request) => {
      const area = await areas.changeOutline(actorOf(request), request.params.id, null);
      return { success: true as const, message: OUTLINE_MESSAGES.removed(area.name), data: area };
    },
  );
  app.post(
    '/areas',
    {
      config: { access: MANAGE },
      schema: {
        tags: ['areas'],
        summary: 'Add an area: a circle at the top, anything else under an area of the level above',
        body: CreateArea,
        response: { 201: AreaResponse, ...ERRORS },
      },
    },
    async (request, reply) => {
      const area = await areas.create(actorOf(request), request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: AREA_MESSAGES.created(area.name), data: area });
    },
  );
  app.patch(
    '/areas/:id',
    {
      config: { access: MANAGE },
      schema: {
        tags: ['areas'],
        summary: 'Rename an area; the people assigned to it keep it under the new name',
        params: IdParam,
        body: RenameArea,
        response: { 200: AreaResponse, ...ERRORS },
      },
    },
    async (request) => {
      const area = await areas.rename(actorOf(request), request.params.id, request.body.name);
      return { success: true as const, message: AREA_MESSAGES.renamed(area.name), data: area };
    },
  );
  app.delete(
    '/areas/:id',
    {
      config: { access: MANAGE },
      schema: {
        tags: ['areas'],
        summary: 'Remove an area that holds no other area and is assigned to no one (409 otherwise)',
        params: IdParam,
        response: { 200: AreaResponse, ...ERRORS },
      },
    },
    async (request) => {
      const area = await areas.remove(actorOf(request), request.params.id);
      return { success: true as const, message: AREA_MESSAGES.deleted(area.name), data: area };
    },
  );
};
