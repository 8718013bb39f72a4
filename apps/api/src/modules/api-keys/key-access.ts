import { API_KEY_RATE_LIMIT, type ApiKeyScope } from '@trusty/contracts';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '../../http/errors';
import { sharedRateLimitStore } from '../../lib/shared-rate-limit-store';
import { findApiKey, recordKeyUsage, type ApiKeyIdentity } from './service';

/**
 * Which calls a key may make (decision 026). A route opts in with `config.apiKey`: the scope a
 * key needs for it (`read` is enough where a `classify` key may also call). A route without it
 * refuses every key: account actions (password, profile, keys, purchases) and anything added
 * later stay out of a key's reach unless someone decides otherwise.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    apiKey?: ApiKeyScope;
  }
  interface FastifyRequest {
    /** What a call made with a key classified and charged, for its usage (set by handlers). */
    apiKeyUsage?: { items: number; credits: number };
  }
}

export const ApiKeyErrorCode = {
  notAllowed: 'API_KEY_NOT_ALLOWED',
  scope: 'INSUFFICIENT_SCOPE',
} as const;

const RATE_WINDOW_MS = 60_000;

/** Refuses a key on a route that does not take one, or one whose scope is too narrow. */
export function checkKeyAccess(request: FastifyRequest, key: ApiKeyIdentity): void {
  const needs = request.routeOptions.config?.apiKey;
  if (!needs)
    throw forbidden(
      'API keys cannot make this call. Account actions (password, profile, API keys, purchases) need a signed-in session.',
      ApiKeyErrorCode.notAllowed,
    );
  if (needs === 'classify' && key.scope !== 'classify')
    throw forbidden(
      'This key has the "read" scope; this call needs a key with the "classify" scope.',
      ApiKeyErrorCode.scope,
    );
}

export const invalidKey = () => unauthorized('Invalid or revoked API key');

/**
 * Resolves a key for `authContextPlugin`: the user it acts as, checked against the route.
 * Unknown or revoked: 401 (never a fall-through to the session lookup).
 */
export async function authenticateKey(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
) {
  const found = await findApiKey(app.db, token);
  if (!found) throw invalidKey();
  checkKeyAccess(request, found.key);
  return found;
}

/**
 * Per-key rate limit, counted in `rate_counters` like every other limit (decision 021), so all
 * instances count together. Sets the IETF draft's `RateLimit-*` headers on every answer to a
 * key; past the limit, 429 with `Retry-After`.
 */
export function keyRateLimiter(app: FastifyInstance) {
  // The store takes a key prefix as its second argument (the plugin's own children use it).
  const Store = sharedRateLimitStore(app.sharedCounters) as unknown as new (
    options: undefined,
    prefix: string,
  ) => FastifyRateLimitStore;
  const store = new Store(undefined, 'apikey');
  const max = API_KEY_RATE_LIMIT.requestsPerMinute;
  return async (reply: FastifyReply, key: ApiKeyIdentity): Promise<void> => {
    if (!app.config.rateLimits) return;
    const { current, ttl } = await new Promise<{ current: number; ttl: number }>(
      (resolve, reject) =>
        store.incr(
          key.id,
          (error, result) => (error ? reject(error) : resolve(result!)),
          RATE_WINDOW_MS,
          max,
        ),
    );
    const resetSeconds = Math.max(1, Math.ceil(ttl / 1000));
    reply.header('ratelimit-limit', String(max));
    reply.header('ratelimit-remaining', String(Math.max(0, max - current)));
    reply.header('ratelimit-reset', String(resetSeconds));
    reply.header('ratelimit-policy', `${max};w=${RATE_WINDOW_MS / 1000}`);
    if (current > max) {
      reply.header('retry-after', String(resetSeconds));
      throw new AppError(
        429,
        'RATE_LIMITED',
        `This key made more than ${max} calls in a minute. Try again in ${resetSeconds} s.`,
        { retryAfterSeconds: resetSeconds },
      );
    }
  };
}

/** Counts each answered call of a key, and its items and credits, after the answer is sent. */
export function registerKeyUsage(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const key = request.auth?.apiKey;
    if (!key) return;
    app.metrics.countApiKeyRequest(
      key.scope,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
    );
    const usage = request.apiKeyUsage ?? { items: 0, credits: 0 };
    await recordKeyUsage(app.db, key.id, usage).catch((error: unknown) =>
      request.log.warn({ err: error }, 'API key usage not recorded'),
    );
  });
}
