import { batchRequestSchema, createApiKeySchema } from '@trusty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isDocumented, UNDOCUMENTED } from '../../src/http/openapi';
import { useTestApp } from '../helpers/app';

/**
 * The drift test: the OpenAPI document must describe every call of /api/v1 that Fastify has
 * registered (bar probes, metrics and the payment provider's callbacks), with the schemas the
 * routes validate against. A route added without reaching the document, or a document that
 * says something else than the route checks, fails here.
 */
type Operation = {
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: Array<{ in: string; name: string; schema: unknown; required?: boolean }>;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security?: unknown[];
  'x-api-key-scope'?: string;
};
let paths: Record<string, Record<string, Operation>>;

const t = useTestApp();

beforeAll(async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(response.statusCode).toBe(200);
  const document = response.json();
  expect(document.openapi).toBe('3.1.0');
  paths = document.paths;
});

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');

/** The document spells a constant as a one-value enum (the OpenAPI 3.0 way, also valid 3.1). */
function constAsEnum(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(constAsEnum);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'const') out.enum = [inner];
    else out[key] = constAsEnum(inner);
  }
  return out;
}
const jsonSchema = (schema: unknown, io: 'input' | 'output') => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema as z.ZodType, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return constAsEnum(rest);
};

const documentedRoutes = () =>
  t.app.registeredRoutes.filter((route) => route.method !== 'HEAD' && isDocumented(route.url));

describe('GET /api/v1/openapi.json', () => {
  it("leaves out only probes, metrics, itself and the payment provider's callbacks", () => {
    expect(UNDOCUMENTED).toEqual([
      '/health',
      '/metrics',
      '/bench',
      '/openapi.json',
      '/subscription/webhook',
      '/subscription/local-checkout',
    ]);
  });

  it('documents every registered call of the API', () => {
    const routes = documentedRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes.filter(
      (route) => !paths[openApiPath(route.url)]?.[route.method.toLowerCase()],
    );
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('documents nothing that is not a route', () => {
    const registered = new Set(
      documentedRoutes().map((route) => `${route.method.toLowerCase()} ${openApiPath(route.url)}`),
    );
    const extra = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => `${method} ${path}`)
        .filter((key) => !registered.has(key)),
    );
    expect(extra).toEqual([]);
  });

  it('describes each body and answer with the schema the route validates', () => {
    for (const route of documentedRoutes()) {
      const operation = paths[openApiPath(route.url)]![route.method.toLowerCase()]!;
      const label = `${route.method} ${route.url}`;
      const body = route.schema?.body;
      if (body)
        expect(operation.requestBody?.content['application/json']?.schema, label).toEqual(
          jsonSchema(body, 'input'),
        );
      const ok = (route.schema?.response as Record<string, unknown> | undefined)?.[200];
      if (ok)
        expect(operation.responses['200']?.content?.['application/json']?.schema, label).toEqual(
          jsonSchema(ok, 'output'),
        );
      // Every call says how it fails.
      expect(operation.responses['4XX'], label).toBeDefined();
    }
  });

  it('describes the public API with the shared contracts, and who may call what', () => {
    const batch = paths['/api/v1/tbm/categorize/batch']!.post!;
    expect(batch.requestBody?.content['application/json']?.schema).toEqual(
      jsonSchema(batchRequestSchema, 'input'),
    );
    expect(batch['x-api-key-scope']).toBe('classify');
    expect(batch.parameters?.map((p) => `${p.in}:${p.name}`)).toContain('header:idempotency-key');
    const createKey = paths['/api/v1/api-keys']!.post!;
    expect(createKey.requestBody?.content['application/json']?.schema).toEqual(
      jsonSchema(createApiKeySchema, 'input'),
    );
    // Account actions: a session only.
    expect(createKey.security).toEqual([{ session: [] }]);
    expect(paths['/api/v1/results']!.get!['x-api-key-scope']).toBe('read');
    // Calls whose bodies are not JSON are described all the same.
    const upload = paths['/api/v1/tbm/excel/process']!.post!;
    expect(Object.keys(upload.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['200', '202']));
    const download = paths['/api/v1/tbm/excel/download/{processId}']!.get!;
    expect(download.responses['200']?.content).toHaveProperty(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });
});
