import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER } from '@smms/shared';
import type { Config } from '../config.js';
import { HttpError } from '../lib/http-error.js';

/** How long a client should wait before it sends a shed request again. */
export const SHED_RETRY_AFTER_SECONDS = 10;

declare module 'fastify' {
  interface FastifyInstance {
    /** True while new requests are refused (health reports it). */
    isShedding(): boolean;
  }
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

/** under-pressure's sampling period: each bound is checked against the last second's figures. */
const SAMPLE_MS = 1000;

/**
 * Load shedding (issue 13): past an event-loop delay, heap or RSS bound the server refuses new requests
 * with a 503 at once, before the rate limit, the session lookup or any handler, instead of queueing them
 * until everything times out. Registered first, so a shed request costs next to nothing. The first samples
 * measure start-up itself (routes compiled on the one thread, a busy machine), so event-loop delay counts
 * only from two samples after the server is ready; memory bounds count at once.
 */
export const loadShedding = fp(
  async (app: FastifyInstance, { limits }: { limits: Config['loadShedding'] }) => {
    if (!limits.enabled) {
      app.decorate('isShedding', () => false);
      return;
    }
    let readyAt = Number.POSITIVE_INFINITY;
    app.addHook('onReady', async () => {
      readyAt = performance.now();
    });
    const startingUp = () => performance.now() - readyAt < 2 * SAMPLE_MS;
    const overMemory = () => {
      const { heapUsed, rssBytes } = app.memoryUsage();
      return (
        (limits.maxHeapUsedBytes > 0 && heapUsed > limits.maxHeapUsedBytes) ||
        (limits.maxRssBytes > 0 && rssBytes > limits.maxRssBytes)
      );
    };
    app.decorate('isShedding', () => app.isUnderPressure() && (overMemory() || !startingUp()));
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      maxHeapUsedBytes: limits.maxHeapUsedBytes,
      maxRssBytes: limits.maxRssBytes,
      sampleInterval: SAMPLE_MS,
      retryAfter: SHED_RETRY_AFTER_SECONDS,
      // A rejection goes to the one error path: 503, Retry-After and the message.
      pressureHandler: async (_request, _reply, type) => {
        if (type === underPressure.TYPE_EVENT_LOOP_DELAY && startingUp()) return;
        throw new Overloaded();
      },
    });
  },
);
