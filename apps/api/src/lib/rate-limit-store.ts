import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/**
 * The rate limits' store when Redis is configured (issue 37): Redis, shared by every instance, while it answers;
 * this process's own count while it does not (unreachable, slow past its command timeout), so that limits stay
 * enforced, per instance, instead of silently off. @fastify/rate-limit's own two stores do the counting.
 */

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result: Counted | null) => void;
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
type StoreClass = new (...args: unknown[]) => Store;

const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;

interface GlobalParams {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}

/**
 * The `store` option of @fastify/rate-limit: a class it constructs with its global parameters and whose incr it
 * calls with the window and the maximum (its published types lag behind what it passes).
 */
export function redisOrLocalStore(
  redis: Redis,
  onFallback: (error: Error) => void,
): FastifyRateLimitStoreCtor {
  class RedisOrLocal implements Store {
    private readonly shared: Store;
    private readonly local: Store;

    constructor(params: GlobalParams, shared?: Store, local?: Store) {
      this.shared = shared ?? new RedisStore(params.continueExceeding, params.exponentialBackoff, redis);
      this.local = local ?? new LocalStore(params.continueExceeding, params.exponentialBackoff);
    }

    incr(key: string, done: Done, timeWindow: number, max: number): void {
      if (redis.status !== 'ready') return this.local.incr(key, done, timeWindow, max);
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) return done(null, result);
          onFallback(error);
          this.local.incr(key, done, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: unknown): Store {
      return new RedisOrLocal(
        { continueExceeding: false, exponentialBackoff: false },
        this.shared.child(routeOptions),
        this.local.child(routeOptions),
      );
    }
  }
  return RedisOrLocal as unknown as FastifyRateLimitStoreCtor;
}
