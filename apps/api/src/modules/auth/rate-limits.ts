import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every limit of the auth calls, in one place. Counted per client IP unless named otherwise, in
 * the database every instance shares (decision 021): two instances behind a balancer allow one
 * limit's worth between them, and a restart forgets nothing.
 * A person needs far fewer attempts than these; a script needs far more.
 */
export const AUTH_LIMITS = {
  /** Every sign-in attempt, right or wrong. */
  loginPerIp: { max: 10, timeWindow: MINUTE },
  /**
   * Failed sign-ins (login-throttle.ts). Per address and client: once reached, that client cannot
   * sign in to that address until the window ends, even with the right password (otherwise the
   * limit would confirm a correct guess); other clients, the owner's among them, are not held
   * back. Per address from all clients together: a ceiling that only guessing from ten or more
   * machines reaches; past it a browser that has signed in there before goes on as usual, and
   * everyone else gets one attempt per delay (1 s, doubling per failure, at most 5 minutes).
   */
  loginFailures: {
    perEmailAndClient: { max: 5, windowMs: 15 * MINUTE },
    perEmail: { max: 50, windowMs: HOUR },
    beyondCeiling: { firstDelayMs: 1000, maxDelayMs: 5 * MINUTE },
    deviceMs: 180 * 24 * HOUR,
  },
  /** Generous enough for a team signing up together from one office address. */
  registerPerIp: { max: 10, timeWindow: HOUR },
  /** Each call may send a mail to someone else's inbox. */
  forgotPasswordPerIp: { max: 5, timeWindow: HOUR },
  resendVerificationPerIp: { max: 5, timeWindow: HOUR },
  /** Tokens are unguessable; this only keeps a script from hammering the database. */
  resetPasswordPerIp: { max: 20, timeWindow: HOUR },
} as const;

type Limit = { max: number; timeWindow: number };

/**
 * Route `config` for a per-IP limit (nothing when RATE_LIMITS=false). `appliesTo` narrows it
 * to some requests of a route; it runs after validation, so it sees the parsed body.
 */
export function perIpLimit(
  config: Pick<Config, 'rateLimits'>,
  limit: Limit,
  appliesTo?: (request: FastifyRequest) => boolean,
): { rateLimit?: RateLimitOptions } {
  if (!config.rateLimits) return {};
  return {
    rateLimit: {
      ...limit,
      hook: 'preHandler',
      ...(appliesTo ? { allowList: (request: FastifyRequest) => !appliesTo(request) } : {}),
    },
  };
}
