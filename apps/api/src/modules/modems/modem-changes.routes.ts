import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PhotoQuery,
  ErrorResponse,
  IdempotencyHeaders,
  IdParam,
  MODEM_API_TEXTS,
  ModemCommissionChange,
  ModemResponse,
  SaveModem,
  UndoDecision,
  wholeNumber,
} from '@smms/shared';
import { badRequest } from '../../lib/http-error.js';
import { claimOf } from '../../lib/idempotency.js';
import { readMultipart } from '../../lib/multipart.js';
import { parseOr400 } from '../../lib/parse.js';
import { allow, ERRORS, PHOTO_FILES, ROLES } from '../../lib/route-kit.js';
import { actorOf } from '../sessions/index.js';
import { assignPhotoSlots, type SlottedUpload } from '../lifecycle/index.js';
import { photoCacheControl } from '../../lib/photo-slots.js';
import type { ModemChangesService, Saved } from './modem-changes.service.js';

const PhotoParams = IdParam.extend({ slot: wholeNumber(1, 4) });

/** The modem calls that change something: the field app's install, the review's decisions; and the photos. */
export const modemChangesRoutes: FastifyPluginAsyncZod<{ changes: ModemChangesService }> = async (
  app,
  { changes },
) => {
  app.post(
    '/modem/save-meter-data',
    {
      config: {
        access: allow(ROLES.installers, 'Modems'),
        documentedBody: { fields: SaveModem, json: true, files: PHOTO_FILES, idempotent: true },
      },
      schema: {
        tags: ['modems'],
        summary:
          'Register a modem (JSON, or multipart with up to four photos photo1..photo4); the same modem number again changes nothing and answers 200 with the stored modem',
        consumes: ['application/json', 'multipart/form-data'],
        headers: IdempotencyHeaders,
        response: { 200: ModemResponse, 201: ModemResponse, ...ERRORS, 422: ErrorResponse },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const actor = actorOf(request);
      const body = request.isMultipart() ? await readMultipart(request) : { fields: request.body };
      const uploads: SlottedUpload[] = 'files' in body ? assignPhotoSlots(body.files) : [];
      const { fields } = body;
      if (!fields || typeof fields !== 'object') throw badRequest(MODEM_API_TEXTS.sendModem);
      const input = parseOr400(SaveModem, fields);
      const answer = ({ modem, created }: Saved) => ({
        status: created ? 201 : 200,
        body: {
          success: true,
          data: modem,
          message: created ? MODEM_API_TEXTS.saved : MODEM_API_TEXTS.alreadySaved,
        },
      });
      return changes.keys.answerOnce(reply, claimOf(request, actor.user.id, body), answer, (key) =>
        changes.save(actor, input, uploads, key),
      );
    },
  );
  app.put(
    '/modem/:id/commission-status',
    {
      config: { access: allow(ROLES.everyone, 'Modems') },
      schema: {
        tags: ['modems'],
        summary: 'Approve, reject or reopen a modem (allowed transitions only; send the version read)',
        params: IdParam,
        body: ModemCommissionChange,
        response: { 200: ModemResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { modem, message } = await changes.changeStatus(
        actorOf(request),
        request.params.id,
        request.body,
      );
      return { success: true as const, data: modem, message };
    },
  );
  app.post(
    '/modem/:id/undo-decision',
    {
      config: { access: allow(ROLES.superAdmin, 'Modems') },
      schema: {
        tags: ['modems'],
        summary:
          'Undo your own Approve or Reject of a modem within minutes of it, while it is the last change (send the version the decision answered with): it awaits a decision again, and its review record keeps both',
        params: IdParam,
        body: UndoDecision,
        response: { 200: ModemResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { modem, message } = await changes.undoDecision(
        actorOf(request),
        request.params.id,
        request.body,
      );
      return { success: true as const, data: modem, message };
    },
  );
  app.get(
    '/modem/:id/photos/:slot',
    {
      config: { access: allow(ROLES.everyone, 'Modems') },
      schema: {
        tags: ['modems'],
        summary: 'A modem photo (JPEG), for staff who may see the modem',
        params: PhotoParams,
        querystring: PhotoQuery,
      },
    },
    async (request, reply) => {
      const { id, slot } = request.params;
      const { photo, version } = await changes.photoFile(actorOf(request), id, slot);
      if (!photo) return reply.status(404).send({ success: false, message: MODEM_API_TEXTS.photoNotFound });
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', photoCacheControl(request.query.v, version))
        .send(photo);
    },
  );
};
