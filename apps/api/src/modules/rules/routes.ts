import multipart from '@fastify/multipart';
import {
  RULES_CSV_MAX_BYTES,
  createRuleSchema,
  rulePreviewInputSchema,
  rulePreviewSchema,
  ruleMessages,
  ruleSchema,
  rulesImportResultSchema,
  rulesPageSchema,
  rulesQuerySchema,
  updateRuleSchema,
} from '@trusty/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rules } from '../../db/schema/index';
import { formReadError } from '../../http/multipart-form';
import { currentAuth, requireAuth, requireVerified } from '../auth/guards';
import { importRefused, importRules } from './import-rules';
import { rulesToCsv } from './rules-csv';
import { createRule, deleteRule, listRules, previewRule, updateRule } from './service';

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

// Any text: a malformed id answers the same 404 as someone else's.
const idParams = z.object({ id: z.string().max(64) });

/** A body over the cap is read up to twice the cap, so it gets the rules file's own message. */
const CSV_BODY_LIMIT = RULES_CSV_MAX_BYTES * 2;

const tooLarge = () =>
  importRefused([{ line: 1, message: ruleMessages.csvTooLarge }], ruleMessages.csvTooLarge);

/** The CSV of an import: a text/csv body, or the `file` field of a multipart form. */
async function csvText(request: FastifyRequest): Promise<string> {
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        const buffer = await part.toBuffer();
        if (part.file.truncated || buffer.length > RULES_CSV_MAX_BYTES) throw tooLarge();
        if (part.fieldname === 'file') return csvFileText(buffer);
      }
    } catch (error) {
      throw formReadError(error);
    }
    throw importRefused([{ line: 1, message: ruleMessages.csvEmpty }], ruleMessages.csvEmpty);
  }
  const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  if (body.length > RULES_CSV_MAX_BYTES) throw tooLarge();
  return csvFileText(body);
}

/**
 * A rules file's text: UTF-8 when its bytes are UTF-8, else Windows-1252 (Excel's "CSV" on a
 * Western Windows, and a superset of Latin-1), so "Société Générale" keeps its letters rather
 * than becoming U+FFFD (issue 33 item 9).
 */
function csvFileText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * The account's rules (decision 020), mounted at /api/v1/rules. Owner only: the caller's id is in
 * every query, so another account's rule is simply not found. Changes need a verified email, as
 * every call that changes results does.
 */
export const rulesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: RULES_CSV_MAX_BYTES + 1, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: false,
  });
  app.addContentTypeParser(
    ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'],
    { parseAs: 'buffer', bodyLimit: CSV_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/',
    {
      preHandler: requireAuth,
      config: { apiKey: 'read' },
      schema: { querystring: rulesQuerySchema, response: { 200: ok(rulesPageSchema) } },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const data = await listRules(app.db, { userId: user.id, ...request.query });
      return { success: true as const, data };
    },
  );

  app.post(
    '/',
    {
      preHandler: requireVerified,
      schema: { body: createRuleSchema, response: { 201: ok(ruleSchema) } },
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const data = await createRule(app.db, { userId: user.id, ...request.body });
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/preview',
    {
      preHandler: requireAuth,
      schema: { body: rulePreviewInputSchema, response: { 200: ok(rulePreviewSchema) } },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const data = await previewRule(app.db, { userId: user.id, ...request.body });
      return { success: true as const, data };
    },
  );

  app.get(
    '/export',
    { preHandler: requireAuth, config: { apiKey: 'read' } },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const rows = await app.db
        .select()
        .from(rules)
        .where(eq(rules.userId, user.id))
        .orderBy(asc(rules.matchKind), asc(rules.matchValue));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="trusty-rules.csv"')
        .header('cache-control', 'no-store')
        .send(rulesToCsv(rows));
    },
  );

  app.post(
    '/import',
    {
      preHandler: requireVerified,
      config: { formBody: true },
      bodyLimit: CSV_BODY_LIMIT,
      schema: { response: { 200: ok(rulesImportResultSchema) } },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const data = await importRules(app.db, { userId: user.id, text: await csvText(request) });
      return { success: true as const, data };
    },
  );

  app.patch(
    '/:id',
    {
      preHandler: requireVerified,
      schema: { params: idParams, body: updateRuleSchema, response: { 200: ok(ruleSchema) } },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const data = await updateRule(app.db, {
        userId: user.id,
        id: request.params.id,
        ...request.body,
      });
      return { success: true as const, data };
    },
  );

  app.delete(
    '/:id',
    {
      preHandler: requireVerified,
      schema: { params: idParams, response: { 200: ok(z.object({ id: z.string() })) } },
    },
    async (request) => {
      const { user } = currentAuth(request);
      await deleteRule(app.db, { userId: user.id, id: request.params.id });
      return { success: true as const, data: { id: request.params.id } };
    },
  );
};
