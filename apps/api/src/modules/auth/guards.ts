import { AUTH_COOKIE, ErrorCode } from '@trusty/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../http/errors';
import { API_KEY_PREFIX } from '@trusty/contracts';
import {
  authenticateKey,
  invalidKey,
  keyRateLimiter,
  registerKeyUsage,
} from '../api-keys/key-access';
import { looksLikeApiKey } from '../api-keys/key-material';
import { findSession, type AuthContext } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for /api requests that carry a live session (cookie or Bearer). */
    auth: AuthContext | null;
  }
}

export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return token;
  }
  const cookie = request.cookies?.[AUTH_COOKIE];
  return cookie || undefined;
}

/**
 * Resolves the session, or the API key, once per API request, so guards and handlers share it.
 * A key is told apart by its prefix and checksum: it never reaches the session lookup, and a
 * key that is not live is refused (401) rather than treated as no credentials.
 */
export const authContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  const limitKey = keyRateLimiter(app);
  registerKeyUsage(app);
  app.addHook('onRequest', async (request, reply) => {
    // Health probes and the metrics scrape (its Bearer is not a session) stay answerable, and
    // cheap, whatever the database does.
    const path = request.url;
    if (
      !path.startsWith('/api/') ||
      path.startsWith('/api/v1/health') ||
      path.startsWith('/api/v1/metrics')
    )
      return;
    const token = readToken(request);
    if (!token || token.length > 200) return;
    if (token.startsWith(API_KEY_PREFIX)) {
      if (request.is404) return;
      if (!looksLikeApiKey(token)) throw invalidKey();
      const found = await authenticateKey(app, request, token);
      request.auth = { user: found.user, sessionId: null, apiKey: found.key };
      await limitKey(reply, found.key);
      return;
    }
    request.auth = (await findSession(app.db, token)) ?? null;
  });
});

/** preHandler: 401 unless signed in. */
export async function requireAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.auth) throw unauthorized();
}

/**
 * preHandler for product calls (categorize, excel, checkout): 401 unless signed in, and 403
 * EMAIL_NOT_VERIFIED for unverified users when REQUIRE_EMAIL_VERIFICATION is on.
 */
export async function requireVerified(
  request: FastifyRequest,
  _reply: FastifyReply,
): Promise<void> {
  if (!request.auth) throw unauthorized();
  if (request.server.config.requireEmailVerification && !request.auth.user.emailVerifiedAt) {
    throw forbidden('Please verify your email address first.', ErrorCode.emailNotVerified);
  }
}

/** The signed-in user of a request that passed requireAuth/requireVerified. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
