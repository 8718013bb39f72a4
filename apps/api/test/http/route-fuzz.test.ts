import { randomUUID } from 'node:crypto';
import { RULES_CSV_COLUMNS } from '@trusty/contracts';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app';
import { LAPTOP } from '../helpers/stored-results';
import { createUser } from '../helpers/users';
import { seedRows } from '../modules/rules/rules-kit';

/**
 * Issue 33 item 6: every route, sent NUL, other control characters and lone surrogates in every
 * field its schemas name (query, route parameters, body), and broken multipart where it reads a
 * form, answers a 4xx or a success, never a 5xx.
 */

const t = useTestApp({ RATE_LIMITS: 'false' });

const LAPTOP_CELLS = 'Hardware,Expense,End User,Workspace,Workplace,Client Computing';

/** A consistent answer (a laptop), by the names a layer goes by in bodies. */
const LAYER_VALUES: Record<string, string> = Object.fromEntries(
  Object.entries(LAPTOP).flatMap(([key, value]) => {
    const camel = key
      .replace(/[- ](\w)/g, (_, c: string) => c.toUpperCase())
      .replace(/^\w/, (c) => c.toLowerCase());
    return [
      [key, value],
      [camel, value],
      [camel.replace(/^it/, 'it'), value],
    ];
  }),
);

const HOSTILE = ['a\u0000b', 'a\u0007b', 'a\ud800b', '\udfffa'];

/** A harmless value for a string field, by its format, so that the request reaches the handler. */
function benign(json: Record<string, unknown>, name: string): string {
  const layer = LAYER_VALUES[name];
  if (layer) return layer;
  if (json.format === 'uuid') return randomUUID();
  if (json.format === 'email') return `fuzz-${randomUUID().slice(0, 8)}@example.com`;
  if (json.format === 'uri' || json.format === 'url') return 'https://example.com/fuzz';
  return 'Dell laptop';
}

/**
 * A value of the schema's shape with harmless strings, but `text` in its `target`-th string
 * field (counted depth first): one field at a time, so that the others pass validation and the
 * hostile one reaches whatever the handler does with it. `leaves` counts the string fields.
 */
function sample(
  schema: unknown,
  text: string,
  target: number,
  leaves = { n: 0 },
  depth = 0,
  name = '',
): unknown {
  const json = schema as Record<string, unknown>;
  if (depth > 6 || !json || typeof json !== 'object') return text;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = json[key] as unknown[] | undefined;
    if (options?.length)
      return sample(options[options.length - 1], text, target, leaves, depth + 1, name);
  }
  if ('const' in json) return json.const;
  if (Array.isArray(json.enum)) return json.enum[0];
  switch (json.type) {
    case 'object': {
      const properties = (json.properties ?? {}) as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(properties))
        out[key] = sample(property, text, target, leaves, depth + 1, key);
      // A record (additionalProperties) gets a hostile key too.
      if (json.additionalProperties && typeof json.additionalProperties === 'object')
        out[leaves.n++ === target ? text : 'key'] = sample(
          json.additionalProperties,
          text,
          target,
          leaves,
          depth + 1,
        );
      return out;
    }
    case 'array':
      return [sample(json.items, text, target, leaves, depth + 1, name)];
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    default:
      return leaves.n++ === target ? text : benign(json, name);
  }
}

const jsonSchemaOf = (schema: unknown) => {
  try {
    return schema instanceof z.ZodType
      ? z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
      : undefined;
  } catch {
    return undefined;
  }
};

/** Query keys of a route's schema, or a few of the names list routes take. */
function queryKeysOf(schema: unknown): string[] {
  const json = jsonSchemaOf(schema) as { properties?: Record<string, unknown> } | undefined;
  return Object.keys(json?.properties ?? { q: 1, tower: 1, costPool: 1 });
}

/** URL-encoded as a browser would, a lone surrogate as the bytes of its UTF-8 form. */
function encodeQuery(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (code >= 0xd800 && code <= 0xdfff)
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
      return encodeURIComponent(char);
    })
    .join('');
}

const BROKEN_FORMS: Array<[string, string, string]> = [
  [
    'no boundary',
    'multipart/form-data',
    '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\na\r\n--x--\r\n',
  ],
  [
    'another boundary',
    'multipart/form-data; boundary=declared',
    '--sent\r\nContent-Disposition: form-data; name="excelFile"; filename="a.xlsx"\r\n\r\nPK\r\n--sent--\r\n',
  ],
  [
    'no closing boundary',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="excelFile"; filename="a.xlsx"\r\n\r\nPK\u0003\u0004',
  ],
  [
    'no closing boundary (rules file)',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nmatch,value',
  ],
  [
    'a broken part header',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition form-data name\r\n\r\nb\r\n--x--\r\n',
  ],
  [
    'NUL in a field',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="columns"\r\n\r\n{"name":"a\u0000"}\r\n--x\r\nContent-Disposition: form-data; name="sheet"\r\n\r\na\u0000\r\n--x--\r\n',
  ],
];

interface Probe {
  label: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

/** Every probe goes to every route that takes a body: a JSON route refuses a form (415), a form route JSON. */
interface Owned {
  uploadId: string;
  rowId: string;
  ruleId: string;
}

/** The caller's own resource for the route's id, so that a probe passes the owner check. */
function idFor(url: string, owned: Owned): string {
  if (url.includes('/results/rows/')) return owned.rowId;
  if (url.includes('/results/uploads/')) return owned.uploadId;
  if (url.includes('/rules/')) return owned.ruleId;
  return randomUUID();
}

function probesOf(
  route: { method: string; url: string; schema?: Record<string, unknown> },
  owned: Owned,
): Probe[] {
  const probes: Probe[] = [];
  const paramsIn = (text: string) =>
    route.url.replace(/:(\w+)/g, () => encodeQuery(text)).replace(/\*$/, encodeQuery(text));
  const withUuid = route.url.replace(/:(\w+)/g, idFor(route.url, owned));
  const bodySchema = jsonSchemaOf(route.schema?.body) ?? {
    type: 'object',
    properties: { name: {}, value: {}, email: {} },
  };
  const leaves = { n: 0 };
  sample(bodySchema, '', -1, leaves);
  for (const text of HOSTILE) {
    const label = JSON.stringify(text);
    for (const key of queryKeysOf(route.schema?.querystring))
      probes.push({
        label: `${label} in ?${key}`,
        method: route.method,
        url: `${withUuid}?${key}=${encodeQuery(text)}`,
      });
    if (route.url.includes(':') || route.url.endsWith('*'))
      probes.push({ label: `${label} in the path`, method: route.method, url: paramsIn(text) });
    if (route.method === 'GET' || route.method === 'DELETE') continue;
    for (let target = 0; target < Math.min(leaves.n, 12); target++)
      probes.push({
        label: `${label} in body field ${target}`,
        method: route.method,
        url: withUuid,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(sample(bodySchema, text, target)),
      });
    probes.push({
      label: `${label} as a text body`,
      method: route.method,
      url: withUuid,
      headers: { 'content-type': 'text/csv' },
      payload: `${RULES_CSV_COLUMNS.join(',')}\nname,${text},${LAPTOP_CELLS},true\n`,
    });
  }
  if (route.method !== 'GET' && route.method !== 'DELETE')
    for (const [label, contentType, payload] of BROKEN_FORMS)
      probes.push({
        label: `multipart: ${label}`,
        method: route.method,
        url: withUuid,
        headers: { 'content-type': contentType },
        payload,
      });
  return probes;
}

describe('every route, sent hostile text and broken forms', () => {
  it('answers no 5xx', async () => {
    const routes = t.app.registeredRoutes.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        route.method !== 'HEAD' &&
        route.method !== 'OPTIONS' &&
        // The progress stream stays open by design; its id is checked like any other.
        !route.url.endsWith('/progress/:connectionId'),
    );
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      // A fresh account per route: a route may sign out or delete its caller.
      const user = await createUser(t.app, { credits: 100 });
      const seeded = await seedRows(t, user, [{ name: 'Dell laptop' }, { name: 'Lenovo laptop' }]);
      const rule = await t.app.inject({
        method: 'POST',
        url: '/api/v1/rules',
        headers: user.headers,
        payload: { match: { kind: 'name', value: 'Acer laptop' }, layers: LAPTOP },
      });
      const owned = {
        uploadId: seeded.uploadId!,
        rowId: seeded.ids[0]!,
        ruleId: rule.json().data.id as string,
      };
      for (const probe of probesOf(route, owned)) {
        const res = await t.app.inject({
          method: probe.method as 'POST',
          url: probe.url,
          headers: { ...user.headers, ...probe.headers },
          ...(probe.payload === undefined ? {} : { payload: probe.payload }),
        });
        sent++;
        if (res.statusCode >= 500)
          failures.push(
            `${route.method} ${route.url}, ${probe.label}: ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(failures.join('\n')).toBe('');
  }, 300_000);
});
