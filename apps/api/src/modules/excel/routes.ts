import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  acceptedUploadSchema,
  columnChoiceSchema,
  columnMessages,
  connectionIdSchema,
  jobStatusSchema,
  MAX_BACKGROUND_UPLOADS,
  webhookUrlSchema,
  type AcceptedUpload,
  EXCEL_STILL_PROCESSING,
  type ExcelProcessResult,
  excelProcessResultSchema,
  excelResultDetailsSchema,
  ON_DUPLICATE,
  sheetPreviewSchema,
  type OnDuplicate,
  type ColumnChoice,
} from '@trusty/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, InsufficientCreditsError } from '../../http/errors';
import { currentAuth, requireAuth, requireVerified } from '../auth/guards';
import { getBalance } from '../credits/service';
import { rememberLayout } from './column-layouts';
import { alreadyProcessed, earlierUpload } from './duplicate-upload';
import { excelErrors } from './excel-errors';
import { cleanFileName } from './process-spreadsheet';
import { FreeWorkBudget } from './free-work-budget';
import type { UploadOutcome } from './queue/upload-jobs';
import {
  contentDisposition,
  getResultDetails,
  getResultFile,
  sweepExpiredResults,
} from './results';
import { checkTarget } from '../webhooks/target-check';
import { jobStatus, unfinishedJobs } from './job-status';
import { previewUpload } from './preview-upload';
import { multipartLimits, readUpload, type Upload } from './upload';

const SWEEP_EVERY_SECONDS = 10 * 60;

const processReply = z.object({ success: z.literal(true), data: excelProcessResultSchema });
const acceptedReply = z.object({
  success: z.literal(true),
  data: acceptedUploadSchema,
  /** When a waiting upload stopped waiting: that its result will appear under Results. */
  message: z.string().optional(),
});

/** What an upload request answers: its result, or 202 with where to follow its job. */
type UploadAnswer =
  | { status: 'done'; result: ExcelProcessResult }
  | { status: 'accepted'; accepted: AcceptedUpload; message?: string };

const statusUrl = (id: string) => `/api/v1/tbm/excel/status/${id}`;

/** `Prefer: respond-async` (RFC 7240): answer once queued, do not wait for the result. */
const wantsBackground = (request: FastifyRequest) =>
  /(^|[,\s])respond-async([,;\s]|$)/i.test(String(request.headers.prefer ?? ''));
const previewReply = z.object({ success: z.literal(true), data: sheetPreviewSchema });

/** The `onDuplicate` field: `ask`, `process`, or absent (process, as before). */
function parseOnDuplicate(field: string | undefined): OnDuplicate {
  if (field === undefined) return 'process';
  const value = ON_DUPLICATE.find((option) => option === field);
  if (!value) throw badRequest('onDuplicate must be "ask" or "process".');
  return value;
}

/** The `columns` field of an upload: the person's choice, as JSON (issue 34 §2). */
function parseColumnChoice(field: string | undefined): ColumnChoice | undefined {
  if (field === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(field);
  } catch {
    throw badRequest(columnMessages.invalidChoice);
  }
  const parsed = columnChoiceSchema.safeParse(json);
  if (!parsed.success) {
    const refined = parsed.error.issues.find(
      (issue) => issue.message === columnMessages.sameColumnTwice,
    );
    throw badRequest(refined?.message ?? columnMessages.invalidChoice);
  }
  return parsed.data;
}
const processIdParams = z.object({ processId: z.string().max(64) });
/** What a reconnecting EventSource sends back: the id of the last event it received. */
const lastEventIdHeader = z
  .string()
  .regex(/^\d{1,15}$/, 'Last-Event-ID must be the id of an event of this stream')
  .transform(Number)
  .optional();

export const excelRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart parsing only exists inside this plugin: no other route accepts uploads.
  // The size limit is checked where the file is read (truncated → the spec's message), not thrown mid-stream.
  await app.register(multipart, { limits: multipartLimits, throwFileSizeLimit: false });

  const { pool, limiter, hub, uploads } = app.spreadsheetWork;
  const freeWork = new FreeWorkBudget(app.db);

  app.backgroundJobs.schedule('spreadsheet result sweep', SWEEP_EVERY_SECONDS, async () => {
    const count = await sweepExpiredResults(app.db);
    if (count > 0)
      app.log.info({ count }, 'expired spreadsheet files cleared (records and rows kept)');
  });

  /** An account that has used up its free work waits. */
  async function checkFreeWork(userId: string): Promise<void> {
    if (!app.config.rateLimits) return;
    const waitMs = await freeWork.retryAfterMs(userId);
    if (waitMs > 0) throw excelErrors.freeWorkSpent(waitMs);
  }

  /**
   * Refusals that cost nothing, before a byte of the file is read: an empty balance could pay for
   * nothing, and an account that has used up its free work waits.
   */
  async function admit(userId: string): Promise<void> {
    await checkFreeWork(userId);
    const balance = await getBalance(app.db, userId);
    if (balance <= 0) throw new InsufficientCreditsError(1, balance);
  }

  /**
   * An upload that ends without a charge spends the account's free work (our own 5xx do not,
   * nor one still processing).
   */
  async function countingFreeWork(
    userId: string,
    job: () => Promise<UploadOutcome>,
  ): Promise<UploadOutcome> {
    const started = performance.now();
    let free = true;
    try {
      const outcome = await job();
      // rows a rule decided are free too: an upload of nothing else is free work
      free =
        outcome.status === 'done' &&
        outcome.result.successfulRows - (outcome.result.ruleRows ?? 0) === 0;
      return outcome;
    } catch (error) {
      free = error instanceof AppError && error.statusCode < 500;
      throw error;
    } finally {
      if (free) await freeWork.record(userId, performance.now() - started);
    }
  }

  /**
   * Queued and answered at once (issue 32): the job runs on whatever worker takes it, is polled
   * at its status URL, and announced to `callbackUrl` and the account's webhook when it ends.
   * Nothing waits for it here, so the account's background uploads are capped instead.
   */
  async function acceptInBackground(
    request: FastifyRequest,
    upload: Upload,
    connectionId: string | undefined,
    columnChoice: ColumnChoice | undefined,
  ): Promise<AcceptedUpload> {
    const { user, apiKey } = currentAuth(request);
    let callbackUrl: string | undefined;
    if (upload.callbackUrl !== undefined) {
      const parsed = webhookUrlSchema.safeParse(upload.callbackUrl);
      if (!parsed.success)
        throw badRequest(`callbackUrl: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      callbackUrl = (await checkTarget(parsed.data, app.config.webhooks)).toString();
    }
    if ((await unfinishedJobs(app.db, user.id)) >= MAX_BACKGROUND_UPLOADS)
      throw new AppError(
        429,
        'TOO_MANY_JOBS',
        `${MAX_BACKGROUND_UPLOADS} spreadsheets of this account are already queued or running. Wait for one to finish.`,
        { retryAfterSeconds: 10 },
      );
    const { id, own } = await uploads.enqueue(
      {
        id: randomUUID(),
        userId: user.id,
        fileName: cleanFileName(upload.fileName),
        contentHash: upload.contentHash,
        connectionId,
        callbackUrl,
        apiKeyId: apiKey?.id,
        columnChoice,
      },
      upload.bytes,
    );
    request.log.info(
      { processId: id, callback: Boolean(callbackUrl), sameAsInFlight: !own },
      'spreadsheet queued',
    );
    return { processId: id, state: 'queued', statusUrl: statusUrl(id) };
  }

  async function handleUpload(
    request: FastifyRequest,
    reply: FastifyReply,
    live: boolean,
  ): Promise<UploadAnswer> {
    const { user } = currentAuth(request);
    const abort = new AbortController();
    // The client went away before the answer: stop, and charge nothing. A connection this
    // server cuts while shutting down is not the client leaving: its job goes on elsewhere.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished && !app.inFlight.closing) abort.abort();
    });
    let connectionId: string | undefined;
    try {
      await admit(user.id);
      // A thread starts while the file arrives, if none is waiting and this instance runs jobs.
      if (app.config.role !== 'web') pool.warm();
      const upload = await readUpload(request);
      if (live) {
        const parsed = connectionIdSchema.safeParse(upload.connectionId);
        if (!parsed.success) {
          throw badRequest(
            upload.connectionId === undefined
              ? 'Send the "connectionId" of the progress stream with the file.'
              : (parsed.error.issues[0]?.message ?? 'Invalid connectionId'),
          );
        }
        connectionId = parsed.data;
      }
      // Issue 34 §5: a file already processed is announced, and processing it again is a choice.
      if (parseOnDuplicate(upload.onDuplicate) === 'ask') {
        const earlier = await earlierUpload(app.db, user.id, upload.contentHash);
        if (earlier) throw alreadyProcessed(earlier);
      }
      const columnChoice = parseColumnChoice(upload.columns);
      // The choice is the person's for this header layout: the next file like it is read so too.
      if (columnChoice?.layoutKey)
        await rememberLayout(app.db, user.id, columnChoice.layoutKey, columnChoice.roles);
      if (upload.callbackUrl !== undefined || wantsBackground(request))
        return {
          status: 'accepted',
          accepted: await acceptInBackground(request, upload, connectionId, columnChoice),
        };
      const job = {
        id: randomUUID(),
        userId: user.id,
        fileName: cleanFileName(upload.fileName),
        contentHash: upload.contentHash,
        connectionId,
        apiKeyId: request.auth?.apiKey?.id,
        columnChoice,
      };
      const outcome = await limiter.forAccount(user.id, () =>
        countingFreeWork(user.id, () => uploads.submit(job, upload.bytes, abort.signal)),
      );
      if (outcome.status === 'processing') {
        request.log.info({ processId: job.id }, 'spreadsheet still processing: answered 202');
        const { processId, state } = outcome;
        return {
          status: 'accepted',
          accepted: { processId, state, statusUrl: statusUrl(processId) },
          message: EXCEL_STILL_PROCESSING,
        };
      }
      const { result } = outcome;
      if (connectionId) hub.publish(user.id, connectionId, { event: 'complete', data: { result } });
      request.log.info(
        { processId: result.processId, rows: result.totalRows, errors: result.errorRows },
        'spreadsheet processed',
      );
      return outcome;
    } catch (error) {
      if (connectionId) {
        const message = error instanceof AppError ? error.message : 'Failed to process Excel file';
        hub.publish(user.id, connectionId, { event: 'error', data: { message } });
      }
      throw error;
    }
  }

  // Same answer on both; the second also reports progress to the stream of its connectionId.
  // 202: the request stopped waiting before the job ended; it goes on (see Results).
  for (const [path, live] of [
    ['/process', false],
    ['/process-with-sse', true],
  ] as const) {
    app.post(
      path,
      {
        preHandler: requireVerified,
        config: { apiKey: 'classify', formBody: true },
        schema: { response: { 200: processReply, 202: acceptedReply } },
      },
      async (request, reply) => {
        const outcome = await handleUpload(request, reply, live);
        if (outcome.status === 'done') return { success: true as const, data: outcome.result };
        return reply.code(202).send({
          success: true as const,
          data: outcome.accepted,
          ...(outcome.message ? { message: outcome.message } : {}),
        });
      },
    );
  }

  // Issue 34 §2: the first rows, the columns detected and the quote, before anything is charged.
  app.post(
    '/preview',
    {
      preHandler: requireVerified,
      config: { apiKey: 'classify', formBody: true },
      schema: { response: { 200: previewReply } },
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const abort = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      await checkFreeWork(user.id);
      const upload = await readUpload(request);
      if (upload.sheet !== undefined && (upload.sheet === '' || upload.sheet.length > 31))
        throw badRequest(columnMessages.sheetMissing);
      const started = performance.now();
      try {
        const data = await previewUpload(
          { db: app.db, pool, limiter, jobBudgetMs: app.config.spreadsheet.jobBudgetMs },
          {
            userId: user.id,
            fileName: upload.fileName,
            bytes: upload.bytes,
            contentHash: upload.contentHash,
            sheet: upload.sheet,
          },
          abort.signal,
        );
        return { success: true as const, data };
      } finally {
        // Free, so its time counts in the account's free work (not as one of its free uploads).
        await freeWork.record(user.id, performance.now() - started, { upload: false });
      }
    },
  );

  app.get(
    '/progress/:connectionId',
    {
      preHandler: requireVerified,
      config: { apiKey: 'classify' },
      schema: { params: z.object({ connectionId: connectionIdSchema }) },
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const lastEventId = lastEventIdHeader.safeParse(request.headers['last-event-id']);
      if (!lastEventId.success) throw badRequest(lastEventId.error.issues[0]?.message ?? '');
      // Checked before taking the response over, so a refusal is still a normal JSON answer.
      hub.attach(
        user.id,
        request.params.connectionId,
        reply.raw,
        () => reply.hijack(),
        lastEventId.data,
      );
    },
  );

  app.get(
    '/download/:processId',
    { preHandler: requireAuth, config: { apiKey: 'read' }, schema: { params: processIdParams } },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const file = await getResultFile(app.db, user.id, request.params.processId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );

  app.get(
    '/status/:processId',
    {
      preHandler: requireAuth,
      config: { apiKey: 'read' },
      schema: {
        params: processIdParams,
        response: { 200: z.object({ success: z.literal(true), data: jobStatusSchema }) },
      },
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await jobStatus(app.db, user.id, request.params.processId),
      };
    },
  );

  app.get(
    '/results/:processId',
    {
      preHandler: requireAuth,
      config: { apiKey: 'read' },
      schema: {
        params: processIdParams,
        response: { 200: z.object({ success: z.literal(true), data: excelResultDetailsSchema }) },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      return {
        success: true as const,
        data: await getResultDetails(app.db, user.id, request.params.processId),
      };
    },
  );
};
