import swagger from '@fastify/swagger';
import { API_KEY_RATE_LIMIT, AUTH_COOKIE, BATCH_MAX_ITEMS } from '@trusty/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI 3.1 document of /api/v1, generated from the routes' own zod schemas (the shared
 * contracts) by @fastify/swagger, so it cannot describe a body the route does not validate.
 * Served at /api/v1/openapi.json; the web app's /docs/api renders it. Routes that are no call a
 * user makes (probes, metrics, the payment provider's callbacks) are left out; the drift test
 * (test/http/openapi.test.ts) fails when any other route is missing or its schema differs.
 */

export const API_PREFIX = '/api/v1';

/** Paths that are not part of the public API, by prefix under /api/v1. */
export const UNDOCUMENTED = [
  '/health',
  '/metrics',
  '/bench',
  '/openapi.json',
  '/subscription/webhook',
  '/subscription/local-checkout',
];

export const isDocumented = (url: string) =>
  url.startsWith(`${API_PREFIX}/`) &&
  !UNDOCUMENTED.some((prefix) => url.slice(API_PREFIX.length).startsWith(prefix));

const TAGS: Array<[string, string]> = [
  ['/api-keys', 'API keys and webhooks'],
  ['/tbm/excel', 'Spreadsheets'],
  ['/tbm', 'Classification'],
  ['/results', 'Results'],
  ['/rules', 'Rules'],
  ['/auth', 'Account'],
  ['/subscription', 'Credits'],
  ['/contact', 'Contact'],
];

const tagOf = (url: string) =>
  TAGS.find(([prefix]) => url.slice(API_PREFIX.length).startsWith(prefix))?.[1] ?? 'Other';

/** Who may call a route: a key of a scope, or only a signed-in session. */
function securityOf(scope: string | undefined, needsAuth: boolean) {
  if (scope) return [{ apiKey: [] }, { session: [] }];
  return needsAuth ? [{ session: [] }] : [];
}

const errorEnvelope = {
  type: 'object',
  required: ['success', 'message', 'error'],
  properties: {
    success: { const: false },
    message: { type: 'string', description: 'What went wrong, in words for a person' },
    error: { type: 'string', description: 'A stable code, e.g. VALIDATION_ERROR' },
  },
  additionalProperties: true,
} as const;

/**
 * Calls whose bodies are not JSON (and so have no zod body schema): described by hand here, and
 * checked by the drift test like the rest.
 */
const multipartUpload = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['excelFile'],
        properties: {
          excelFile: {
            type: 'string',
            format: 'binary',
            description: '.xlsx or .xls, under 10 MB',
          },
          connectionId: { type: 'string', description: 'The progress stream to report to' },
          callbackUrl: {
            type: 'string',
            format: 'uri',
            description:
              'Announce the finished job here (signed like the account webhook). Answers 202 at once.',
          },
        },
      },
    },
  },
};

const NON_JSON: Record<string, Record<string, unknown>> = {
  [`post ${API_PREFIX}/tbm/excel/process`]: { requestBody: multipartUpload },
  [`post ${API_PREFIX}/tbm/excel/process-with-sse`]: { requestBody: multipartUpload },
  [`get ${API_PREFIX}/tbm/excel/download/{processId}`]: {
    responses: {
      200: {
        description: 'The result workbook',
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
            schema: { type: 'string', format: 'binary' },
          },
        },
      },
    },
  },
  [`get ${API_PREFIX}/tbm/excel/progress/{connectionId}`]: {
    responses: {
      200: {
        description:
          'Server-sent events: `progress` {stage, processed, total, percent}, then `complete` {result} or `error` {message}',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
    },
  },
  [`get ${API_PREFIX}/rules/export`]: {
    responses: {
      200: {
        description: 'The rules as CSV',
        content: { 'text/csv': { schema: { type: 'string' } } },
      },
    },
  },
};

type Operation = { responses?: Record<string, unknown>; [key: string]: unknown };
type Document = { paths?: Record<string, Record<string, Operation>> };

/** The generated document with what zod cannot say: error answers and non-JSON bodies. */
export function completeDocument(document: Document): Document {
  // A plugin's root route is registered as `/prefix/`; the calls are documented without it.
  document.paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, operations]) => [
      path.length > 1 ? path.replace(/\/$/, '') : path,
      operations,
    ]),
  );
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const extra = NON_JSON[`${method} ${path}`];
      if (extra) {
        if (extra.requestBody) operation.requestBody = extra.requestBody;
        if (extra.responses)
          operation.responses = { ...operation.responses, ...(extra.responses as object) };
      }
      operation.responses = {
        ...operation.responses,
        '4XX': {
          description:
            'Refused: 400 invalid input (the message names the field; a batch item by its index), 401 no or a revoked key, 402 not enough credits (`needed`, `available`), 403 not allowed, 404 not found or not yours, 429 too many calls (`Retry-After`)',
          content: { 'application/json': { schema: errorEnvelope } },
        },
      };
    }
  }
  return document;
}

/** A route as Fastify registered it: what the drift test holds the document to. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema?: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app as registered (the drift test compares the document with it). */
    registeredRoutes: RegisteredRoute[];
  }
}

export const openApiPlugin = fp(async (app: FastifyInstance) => {
  const registered: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      registered.push({ method, url: route.url, schema: route.schema as Record<string, unknown> });
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Trusty API',
        version: '1',
        description: [
          'Classify IT costs against the TBM taxonomy from your own programs.',
          `Authenticate with an API key (Profile → API keys) as \`Authorization: Bearer trusty_…\`. A key acts as its user: same credits, rules and results. Each key may make ${API_KEY_RATE_LIMIT.requestsPerMinute} calls a minute (\`RateLimit-*\` headers on every answer; 429 with \`Retry-After\` past it).`,
          `A batch holds up to ${BATCH_MAX_ITEMS.toLocaleString('en-US')} items; send an \`Idempotency-Key\` header to retry safely.`,
        ].join('\n\n'),
      },
      servers: [{ url: app.config.appUrl }],
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key: `trusty_` and 38 characters',
          },
          session: { type: 'apiKey', in: 'cookie', name: AUTH_COOKIE },
        },
      },
    },
    transform: (input) => {
      const { url, route } = input as typeof input & {
        route: { config?: { apiKey?: string }; preHandler?: unknown };
      };
      if (!isDocumented(url)) return { schema: { hide: true }, url };
      // A route without schemas (a download, the progress stream) is documented all the same.
      const out = input.schema ? jsonSchemaTransform(input) : { schema: {}, url };
      const scope = route.config?.apiKey;
      const schema = (out.schema ?? {}) as Record<string, unknown>;
      schema.tags = [tagOf(url)];
      schema.security = securityOf(scope, Boolean(route.preHandler));
      if (scope) schema['x-api-key-scope'] = scope;
      return { schema, url: out.url };
    },
  });
});

export async function openApiRoute(app: FastifyInstance): Promise<void> {
  app.get('/openapi.json', { config: { apiKey: 'read' } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return completeDocument(app.swagger() as Document);
  });
}
