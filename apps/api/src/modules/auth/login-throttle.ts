import { ErrorCode } from '@trusty/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { AUTH_LIMITS } from './rate-limits';

export interface LoginThrottle {
  /** 429 (with Retry-After) when the address has used up its failed attempts. */
  assertAllowed(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  recordFailure(request: FastifyRequest): Promise<void>;
}

const emailOf = (request: FastifyRequest) =>
  `login-failures:${(request.body as { email: string }).email}`;

/**
 * Counts failed sign-ins per address in the rate-limit plugin's store. Unknown addresses count
 * too, so a 429 here says nothing about whether an account exists.
 */
export function createLoginThrottle(app: FastifyInstance): LoginThrottle {
  if (!app.config.rateLimits)
    return { assertAllowed: async () => {}, recordFailure: async () => {} };
  const failures = app.createRateLimit({
    ...AUTH_LIMITS.loginFailuresPerEmail,
    keyGenerator: emailOf,
  });
  return {
    async assertAllowed(request, reply) {
      const state = await failures(request, { increment: false });
      if (state.isAllowed || state.remaining > 0) return;
      const minutes = Math.max(1, Math.ceil(state.ttlInSeconds / 60));
      reply.header('retry-after', state.ttlInSeconds);
      throw new AppError(
        429,
        ErrorCode.rateLimited,
        `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or reset your password.`,
      );
    },
    async recordFailure(request) {
      await failures(request);
    },
  };
}
