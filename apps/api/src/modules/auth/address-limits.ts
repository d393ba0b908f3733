import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/http-error.js';

/**
 * Calls per client address (issue 37), on @fastify/rate-limit's store as every request limit is: Redis when
 * REDIS_URL is set (one count for every instance), this process's own otherwise or while Redis is down.
 */
export const ADDRESS_LIMITS = {
  /** OTP texts asked for from one address: a family or an office asks for a few; a flood, thousands. */
  otpTexts: [
    { max: 3, seconds: 60 },
    { max: 10, seconds: 3_600 },
  ],
  /** New passwords set with a reset token: a person needs one, or a few after a refused weak password. */
  setPassword: [{ max: 10, seconds: 900 }],
} as const;

type Windows = readonly { max: number; seconds: number }[];

/** A check that answers 429 with Retry-After and the message once the address is past any of its windows. */
export function addressLimit(
  app: FastifyInstance,
  name: keyof typeof ADDRESS_LIMITS,
  message: (seconds: number) => string,
) {
  const windows: Windows = ADDRESS_LIMITS[name];
  const limits = windows.map(({ max, seconds }) =>
    app.createRateLimit({
      max,
      timeWindow: seconds * 1_000,
      keyGenerator: (request) => `${name}:${seconds}:${request.ip}`,
    }),
  );
  return async (request: FastifyRequest): Promise<void> => {
    for (const limit of limits) {
      const counted = await limit(request);
      if (!counted.isAllowed && counted.isExceeded)
        throw tooManyRequests(message(counted.ttlInSeconds), counted.ttlInSeconds);
    }
  };
}
