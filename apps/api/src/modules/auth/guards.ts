import { AUTH_COOKIE, ErrorCode } from '@trusty/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../http/errors';
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

/** Resolves the session once per API request, so guards and handlers share it. */
export const authContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
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
