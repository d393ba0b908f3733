import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER } from '@smms/shared';
import type { Config } from '../config.js';
import { HttpError } from '../lib/http-error.js';

/** How long a client should wait before it sends a shed request again. */
export const SHED_RETRY_AFTER_SECONDS = 10;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/under-pressure's per-route hook: answering nothing lets the request through. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}

/** The health route stays reachable under pressure, so a load balancer can read why this instance is out. */
export const NOT_SHED = { pressureHandler: () => undefined } as const;

/** The one error path answers it: `{ success: false, message }`, 503 and Retry-After. */
class Overloaded extends HttpError {
  constructor() {
    super(503, SERVER.overloaded, undefined, { 'retry-after': String(SHED_RETRY_AFTER_SECONDS) });
  }
}

/**
 * Load shedding (issue 13): past an event-loop delay, heap or RSS bound the server refuses new requests
 * with a 503 at once, before the rate limit, the session lookup or any handler, instead of queueing them
 * until everything times out. Registered first, so a shed request costs next to nothing.
 */
export const loadShedding = fp(
  async (app: FastifyInstance, { limits }: { limits: Config['loadShedding'] }) => {
    if (!limits.enabled) {
      app.decorate('isUnderPressure', () => false);
      return;
    }
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      maxHeapUsedBytes: limits.maxHeapUsedBytes,
      maxRssBytes: limits.maxRssBytes,
      retryAfter: SHED_RETRY_AFTER_SECONDS,
      customError: Overloaded,
    });
  },
);
