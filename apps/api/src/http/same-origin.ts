import { AUTH_COOKIE, isLoopbackOrigin } from '@trusty/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads a form (multipart, urlencoded or text): an upload, a CSV import, the test
     * checkout's page. Every other route that changes state takes JSON only.
     */
    formBody?: boolean;
  }
}

/** One machine's own names for itself (not `*.localhost`: another name, another app). */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The content types a browser sends from another page without asking first (no preflight). */
const FORM_TYPES = new Set([
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
]);

export const sameOriginMessages = {
  crossOrigin: 'This request did not come from a Trusty page. Reload Trusty and try again.',
  formBody: 'This call takes a JSON body (Content-Type: application/json).',
} as const;

export const CROSS_ORIGIN = 'CROSS_ORIGIN_REQUEST';
export const UNSUPPORTED_MEDIA_TYPE = 'UNSUPPORTED_MEDIA_TYPE';

/**
 * The origins this app's pages are served from: APP_URL's, and, when APP_URL is a loopback
 * address, its port under any loopback name (localhost, 127.0.0.1, [::1]: issue 34's app opened
 * at 127.0.0.1). Another port is another application, even on the same host, except in
 * development, where the Vite dev server (another port) serves the pages of an API on 3000.
 */
export function pageOrigins(appUrl: string, development: boolean): (origin: string) => boolean {
  const app = new URL(appUrl);
  return (origin) => {
    if (origin === app.origin) return true;
    if (!isLoopbackOrigin(app.origin) || !isLoopbackOrigin(origin)) return false;
    if (development) return true;
    const page = new URL(origin);
    return (
      LOOPBACK_NAMES.has(page.hostname) && page.protocol === app.protocol && page.port === app.port
    );
  };
}

/**
 * Whether a state-changing browser request came from one of our pages. A request authenticated
 * by the session cookie must show it (Origin, or Sec-Fetch-Site: same-origin), since the cookie
 * also rides along with forms and no-cors fetches from other pages of the same site. A request
 * that shows where it came from must come from here, signed in or not (a sign-in posted from
 * another page would sign the browser into someone else's account). A request carrying its
 * credentials in the Authorization header was written by its sender: no page can add one
 * without a preflight we never grant.
 */
function fromOurPage(request: FastifyRequest, isOurs: (origin: string) => boolean): boolean {
  if (request.headers.authorization !== undefined) return true;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== 'null') return isOurs(origin);
  // A form posted by a page whose Referrer-Policy is no-referrer (ours, by helmet) says
  // `Origin: null`; Sec-Fetch-Site, which no page can set, still tells.
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  return origin === undefined && request.cookies?.[AUTH_COOKIE] === undefined;
}

function isFormBody(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  if (type === undefined) return false;
  const essence = type.split(';', 1)[0]!.trim().toLowerCase();
  return FORM_TYPES.has(essence);
}

/**
 * CSRF in depth (issue 33 item 5), beside the SameSite session cookie: a state-changing /api
 * call from a page that is not ours is refused (403), and a form body is refused (415) where the
 * route takes JSON, so that no page can make one without a preflight.
 */
export const sameOriginWrites = fp(async (app: FastifyInstance) => {
  const isOurs = pageOrigins(app.config.appUrl, app.config.env === 'development');
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!fromOurPage(request, isOurs)) {
      request.log.warn(
        { origin: request.headers.origin, secFetchSite: request.headers['sec-fetch-site'] },
        'state-changing request from another origin refused',
      );
      throw forbidden(sameOriginMessages.crossOrigin, CROSS_ORIGIN);
    }
    if (isFormBody(request) && !request.routeOptions.config.formBody && !request.is404)
      throw new AppError(415, UNSUPPORTED_MEDIA_TYPE, sameOriginMessages.formBody);
  });
});
