import { ErrorCode } from '@trusty/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/availability';
import { AppError, databaseUnavailable } from './errors';

/**
 * `/items/3/costName` → `items[3].costName`: an item of a batch (the lists called `items`) is
 * named by its index, so a client can find it among a thousand. Undefined for any other path.
 */
function itemPath(instancePath: string): string | undefined {
  const segments = instancePath.split('/').filter(Boolean);
  if (segments[0] !== 'items' || !/^\d+$/.test(segments[1] ?? '')) return undefined;
  return segments
    .map((segment, i) =>
      /^\d+$/.test(segment) ? `[${segment}]` : i === 0 ? segment : `.${segment}`,
    )
    .join('');
}

/**
 * One handler: known errors map to status + code + message; anything else is a generic 500.
 * With `spaFallback`, a GET for a non-API path that is neither a file nor a client route answers
 * index.html (which renders the 404 page) with status 404.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { spaFallback?: boolean } = {},
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A refusal that says when to come back (429, 503) says it in the header clients read too.
      const retryAfter = error.details?.retryAfterSeconds;
      if (typeof retryAfter === 'number' && !reply.hasHeader('retry-after'))
        reply.header('retry-after', String(retryAfter));
      return reply
        .code(error.statusCode)
        .send({ success: false, message: error.message, error: error.code, ...error.details });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(databaseUnavailable.status)
        .header('retry-after', String(databaseUnavailable.retryAfterSeconds))
        .send({
          success: false,
          message: databaseUnavailable.message,
          error: databaseUnavailable.code,
        });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const item = first ? itemPath(first.instancePath) : undefined;
      return reply.code(400).send({
        success: false,
        message: item ? `${item}: ${first?.message}` : (first?.message ?? 'Invalid request'),
        error: ErrorCode.validation,
        ...(item ? { path: item } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({
        success: false,
        message: 'Too many requests. Please wait a moment and try again.',
        error: ErrorCode.rateLimited,
      });
    }
    if (status === 413) {
      return reply.code(413).send({
        success: false,
        message: 'Request body is too large',
        error: ErrorCode.payloadTooLarge,
      });
    }
    // Only the body parser's own error is the client's malformed JSON: a SyntaxError from our
    // code (JSON.parse of something we stored or received) is a bug, answered and logged as 500.
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(400).send({
        success: false,
        message: 'Malformed JSON in request body',
        error: ErrorCode.badJson,
      });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({
        success: false,
        message: error.message || 'Bad request',
        error: error.code ?? 'BAD_REQUEST',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({
      success: false,
      message: 'Something went wrong. Please try again.',
      error: ErrorCode.internal,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // The client's own routes are registered by serveWebApp; any other page is the client's 404
    // page, sent with a 404 status so crawlers and monitors see what a visitor sees.
    if (options.spaFallback && isPage && !path.startsWith('/api/')) {
      return reply.code(404).header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({
      success: false,
      message: `Route ${request.method} ${path} not found`,
      error: ErrorCode.notFound,
    });
  });
}
