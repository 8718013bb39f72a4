import {
  acceptRowsSchema,
  answerCandidateSchema,
  correctRowsSchema,
  journalSchema,
  resultPreferencesSchema,
  resultsPageSchema,
  resultsQuerySchema,
  reviewOutcomeSchema,
  reviewPageSchema,
  reviewQuerySchema,
  rowsPageSchema,
  rowsQuerySchema,
  uploadDetailSchema,
} from '@trusty/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth, requireAuth, requireVerified } from '../auth/guards';
import { rowCandidates } from './candidates';
import { dismissFailedUpload } from './dismiss-failed-upload';
import { getRowJournal } from './journal';
import { listResults } from './list-results';
import { asThreshold, setResultPreferences } from './preferences';
import { acceptRows, correctRows } from './review-actions';
import { listReviewGroups } from './review-groups';
import { getUploadDetail } from './upload-detail';
import { listUploadRows } from './upload-rows';

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** A selection of 5,000 row ids is about 200 KB of JSON, over the app's default body limit. */
const SELECTION_BODY_LIMIT = 256 * 1024;

// Any text: a malformed id answers the same 404 as someone else's (see ownership.ts).
const idParams = z.object({ id: z.string() });

/**
 * The results workspace (decision 020), mounted at /api/v1/results. Owner-only throughout: the
 * caller's id is in every query, so another account's id is simply not found. The review
 * threshold comes with the session's user row, so it costs no query of its own.
 */
export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const threshold = (user: { reviewThreshold: number }) => asThreshold(user.reviewThreshold);

  app.get(
    '/',
    {
      preHandler: requireAuth,
      config: { apiKey: 'read' },
      schema: { querystring: resultsQuerySchema, response: { 200: ok(resultsPageSchema) } },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const data = await listResults(app.db, {
        userId: user.id,
        reviewThreshold: threshold(user),
        query: request.query,
      });
      return { success: true as const, data };
    },
  );

  app.get(
    '/uploads/:id',
    {
      preHandler: requireAuth,
      config: { apiKey: 'read' },
      schema: { params: idParams, response: { 200: ok(uploadDetailSchema) } },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const data = await getUploadDetail(app.db, {
        userId: user.id,
        uploadId: request.params.id,
        reviewThreshold: threshold(user),
      });
      return { success: true as const, data };
    },
  );

  // A failed upload, dismissed from the Results list (issue 34 §8).
  app.delete(
    '/failed-uploads/:id',
    {
      preHandler: requireVerified,
      schema: { params: idParams, response: { 200: ok(z.object({ id: z.string() })) } },
    },
    async (request) => {
      const { user } = currentAuth(request);
      await dismissFailedUpload(app.db, user.id, request.params.id);
      return { success: true as const, data: { id: request.params.id } };
    },
  );

  app.get(
    '/uploads/:id/rows',
    {
      preHandler: requireAuth,
      config: { apiKey: 'read' },
      schema: {
        params: idParams,
        querystring: rowsQuerySchema,
        response: { 200: ok(rowsPageSchema) },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const data = await listUploadRows(app.db, {
        userId: user.id,
        uploadId: request.params.id,
        reviewThreshold: threshold(user),
        query: request.query,
      });
      return { success: true as const, data };
    },
  );

  app.get(
    '/uploads/:id/review',
    {
      preHandler: requireAuth,
      config: { apiKey: 'read' },
      schema: {
        params: idParams,
        querystring: reviewQuerySchema,
        response: { 200: ok(reviewPageSchema) },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const data = await listReviewGroups(app.db, {
        userId: user.id,
        uploadId: request.params.id,
        reviewThreshold: threshold(user),
        query: request.query,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    '/rows/accept',
    {
      preHandler: requireVerified,
      bodyLimit: SELECTION_BODY_LIMIT,
      schema: { body: acceptRowsSchema, response: { 200: ok(reviewOutcomeSchema) } },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const data = await acceptRows(app.db, {
        userId: user.id,
        selection: request.body.selection,
        reviewThreshold: threshold(user),
      });
      return { success: true as const, data };
    },
  );

  app.post(
    '/rows/correct',
    {
      preHandler: requireVerified,
      bodyLimit: SELECTION_BODY_LIMIT,
      schema: { body: correctRowsSchema, response: { 200: ok(reviewOutcomeSchema) } },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const data = await correctRows(app.db, {
        userId: user.id,
        selection: request.body.selection,
        layers: request.body.layers,
        reviewThreshold: threshold(user),
      });
      return { success: true as const, data };
    },
  );

  app.get(
    '/rows/:id/journal',
    {
      preHandler: requireAuth,
      config: { apiKey: 'read' },
      schema: { params: idParams, response: { 200: ok(journalSchema) } },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const data = await getRowJournal(app.db, { userId: user.id, rowId: request.params.id });
      return { success: true as const, data };
    },
  );

  app.get(
    '/rows/:id/candidates',
    {
      preHandler: requireAuth,
      config: { apiKey: 'read' },
      schema: { params: idParams, response: { 200: ok(z.array(answerCandidateSchema)) } },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const data = await rowCandidates(app.db, { userId: user.id, rowId: request.params.id });
      return { success: true as const, data };
    },
  );

  app.get(
    '/preferences',
    { preHandler: requireAuth, schema: { response: { 200: ok(resultPreferencesSchema) } } },
    async (request) => {
      const { user } = currentAuth(request);
      return { success: true as const, data: { reviewThreshold: threshold(user) } };
    },
  );

  app.put(
    '/preferences',
    {
      preHandler: requireAuth,
      schema: { body: resultPreferencesSchema, response: { 200: ok(resultPreferencesSchema) } },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const data = await setResultPreferences(app.db, user.id, request.body);
      return { success: true as const, data };
    },
  );
};
