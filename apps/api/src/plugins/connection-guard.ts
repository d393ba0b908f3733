import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

/**
 * What a hostile or broken client can hold (issue 37): the timeouts are Fastify's (buildApp); here, at most
 * `perAddress` open connections from one address (a slow-loris from one place cannot take the process's
 * descriptors) and at most `max` in all (Node closes any beyond it at once), and `Connection: close` on an
 * answer given before the request's body was read (a 401, 413 or 429), so the unread rest is never parsed as a
 * next request nor holds the socket.
 */
export const connectionGuard = fp(
  async (app: FastifyInstance, { limits }: { limits: Config['connections'] }) => {
    app.server.maxConnections = limits.max;
    if (limits.perAddress > 0) {
      const open = new Map<string, number>();
      app.server.on('connection', (socket: Socket) => {
        const address = socket.remoteAddress ?? '';
        const count = (open.get(address) ?? 0) + 1;
        if (count > limits.perAddress) {
          socket.destroy();
          return;
        }
        open.set(address, count);
        socket.once('close', () => {
          const left = (open.get(address) ?? 1) - 1;
          if (left > 0) open.set(address, left);
          else open.delete(address);
        });
      });
    }
    app.addHook('onSend', async (request, reply) => {
      if (!request.raw.complete) reply.header('connection', 'close');
    });
  },
);
