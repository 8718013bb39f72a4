import { AUTH_COOKIE } from '@trusty/contracts';
import type { FastifyReply } from 'fastify';
import { SESSION_TTL_MS } from './sessions';

// Secure cookies still work on http://localhost in browsers, so no exception for development.
const ATTRIBUTES = { httpOnly: true, secure: true, sameSite: 'strict', path: '/' } as const;

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(AUTH_COOKIE, token, { ...ATTRIBUTES, maxAge: Math.floor(SESSION_TTL_MS / 1000) });
}

/** Same attributes as when set, or the browser keeps the original cookie. */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.setCookie(AUTH_COOKIE, '', { ...ATTRIBUTES, maxAge: 0, expires: new Date(0) });
}

/**
 * A browser that has signed in to an address (login-throttle.ts): sent back only to the auth
 * calls, and kept for half a year.
 */
export const DEVICE_COOKIE = 'trusty_device';

export function setDeviceCookie(reply: FastifyReply, token: string, maxAgeMs: number): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    ...ATTRIBUTES,
    path: '/api/v1/auth',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}
