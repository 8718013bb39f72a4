import { z } from 'zod';
import { categorizeSchema, classifiedResultSchema, unclassifiedResultSchema } from './classify';
import { controlCharactersMessage, hasControlCharacters, wellFormed } from './text';

/*
 * The public API (issue 32): API keys, batch classification, webhooks, job status.
 */

/**
 * `classify`: categorize, batch, spreadsheets and reading results; `read`: reading results and
 * rules only. No key may act on the account itself (password, profile, keys, purchases).
 */
export const API_KEY_SCOPES = ['classify', 'read'] as const;
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

/** Every key starts with this, so that secret scanners and people can recognise one. */
export const API_KEY_PREFIX = 'trusty_';
/** `trusty_` + 32 random base62 characters + a 6-character checksum of them. */
export const API_KEY_PATTERN = /^trusty_[0-9A-Za-z]{38}$/;
/** What the list shows of a key: `trusty_` and its first 8 random characters. */
export const API_KEY_SHOWN_CHARS = API_KEY_PREFIX.length + 8;
export const API_KEY_NAME_MAX = 60;
/** Live (unrevoked) keys an account may hold. */
export const API_KEYS_PER_ACCOUNT = 20;

export const apiKeyMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must not exceed ${API_KEY_NAME_MAX} characters`,
  nameControl: controlCharactersMessage('Name'),
  scope: 'Scope must be "classify" or "read"',
} as const;

/** POST /api-keys */
export const createApiKeySchema = z.object({
  name: z
    .string({ error: apiKeyMessages.nameRequired })
    .trim()
    .min(1, apiKeyMessages.nameRequired)
    .max(API_KEY_NAME_MAX, apiKeyMessages.nameTooLong)
    .refine((v) => !hasControlCharacters(v), apiKeyMessages.nameControl)
    .transform(wellFormed),
  scope: z.enum(API_KEY_SCOPES, { error: apiKeyMessages.scope }),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const apiKeyUsageSchema = z.object({
  calls: z.number().int(),
  items: z.number().int(),
  credits: z.number().int(),
});
export type ApiKeyUsage = z.infer<typeof apiKeyUsageSchema>;

export const apiKeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: apiKeyScopeSchema,
  /** The key's first characters, e.g. `trusty_AbCd1234`: enough to recognise it, not to use it. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** All time, and the last 30 days. */
  usage: apiKeyUsageSchema,
  usage30Days: apiKeyUsageSchema,
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

/** The answer to creating a key: the only time the whole key is ever sent. */
export const createdApiKeySchema = z.object({ key: z.string(), apiKey: apiKeySummarySchema });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyIdParamsSchema = z.object({ id: z.string().uuid('Unknown key') });

/** Rate limits per key, the same on every instance (documented on /docs/api). */
export const API_KEY_RATE_LIMIT = { requestsPerMinute: 300 } as const;

// ---------------------------------------------------------------------------------------------
// Batch classification

export const BATCH_MAX_ITEMS = 1_000;
export const BATCH_ID_MAX = 100;

export const batchMessages = {
  itemsRequired: 'items must be a list of cost items',
  empty: 'A batch needs at least one item',
  tooMany: `A batch holds at most ${BATCH_MAX_ITEMS.toLocaleString('en-US')} items`,
  idRequired: 'id is required (your own id for the item, echoed in the answer)',
  idTooLong: `id must not exceed ${BATCH_ID_MAX} characters`,
  duplicateId: 'id must be unique within the batch',
  currency: 'currency must be a three-letter ISO 4217 code such as EUR or USD',
  amount: 'amount must be a finite number',
  fieldTooLong: 'must not exceed 200 characters',
} as const;

const contextField = (label: string) =>
  z
    .string()
    .trim()
    .max(200, `${label} ${batchMessages.fieldTooLong}`)
    .refine((v) => !hasControlCharacters(v), controlCharactersMessage(label))
    .transform(wellFormed)
    .optional();

export const batchItemSchema = z.object({
  id: z
    .string({ error: batchMessages.idRequired })
    .min(1, batchMessages.idRequired)
    .max(BATCH_ID_MAX, batchMessages.idTooLong)
    .refine((v) => !hasControlCharacters(v), controlCharactersMessage('id')),
  costName: categorizeSchema.shape.costName,
  vendor: contextField('vendor'),
  glAccount: contextField('glAccount'),
  costCentre: contextField('costCentre'),
  amount: z.number({ error: batchMessages.amount }).finite(batchMessages.amount).optional(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, batchMessages.currency)
    .transform((v) => v.toUpperCase())
    .optional(),
});
export type BatchItem = z.output<typeof batchItemSchema>;

/** POST /tbm/categorize/batch */
export const batchRequestSchema = z.object({
  items: z
    .array(batchItemSchema, { error: batchMessages.itemsRequired })
    .min(1, batchMessages.empty)
    .max(BATCH_MAX_ITEMS, batchMessages.tooMany)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.id))
          ctx.addIssue({ code: 'custom', message: batchMessages.duplicateId, path: [index, 'id'] });
        seen.add(item.id);
      });
    }),
});
export type BatchRequest = z.input<typeof batchRequestSchema>;

const withId = { id: z.string() };
export const batchResultItemSchema = z.discriminatedUnion('classified', [
  classifiedResultSchema.extend(withId),
  unclassifiedResultSchema.extend(withId),
]);
export type BatchResultItem = z.infer<typeof batchResultItemSchema>;

export const batchResultSchema = z.object({
  /** The Results entry that holds the batch's rows. */
  batchId: z.string(),
  /** In the order of the request's items. */
  items: z.array(batchResultItemSchema),
  /** Items the engine classified: one credit each. */
  charged: z.number().int(),
  /** Items one of the account's rules decided: free. */
  ruleAnswered: z.number().int(),
  /** Items nothing was recognised in: free. */
  unclassified: z.number().int(),
  /** Credits left after this call. */
  balance: z.number().int(),
});
export type BatchResult = z.infer<typeof batchResultSchema>;

export const IDEMPOTENCY_KEY_MAX = 255;
export const idempotencyKeyHeaderSchema = z
  .string()
  .min(1)
  .max(IDEMPOTENCY_KEY_MAX, `Idempotency-Key must not exceed ${IDEMPOTENCY_KEY_MAX} characters`)
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII without spaces')
  .optional();

// ---------------------------------------------------------------------------------------------
// Spreadsheet jobs and webhooks

export const jobStateSchema = z.enum(['queued', 'running', 'completed', 'failed', 'cancelled']);

/** GET /tbm/excel/status/:processId */
export const jobStatusSchema = z.object({
  processId: z.string(),
  state: jobStateSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Once completed: the same result the upload call answers. */
  result: z.unknown().optional(),
  /** Once failed or cancelled: what went wrong. */
  error: z.object({ message: z.string(), code: z.string() }).optional(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** Fits the upload form's 1 KB field limit. */
/**
 * POST /tbm/excel/process with a `callbackUrl` field or `Prefer: respond-async`: 202 once the
 * file is queued; the job is then polled at `statusUrl` or announced to the callback. Also the
 * 202 of an upload whose request stopped waiting before its job ended (`running` when it was
 * last seen running), with a `message` beside it.
 */
export const acceptedUploadSchema = z.object({
  processId: z.string(),
  state: z.enum(['queued', 'running']),
  statusUrl: z.string(),
});
export type AcceptedUpload = z.infer<typeof acceptedUploadSchema>;

/** Uploads an account may have queued or running in the background at once. */
export const MAX_BACKGROUND_UPLOADS = 5;

export const WEBHOOK_URL_MAX = 1_000;
export const webhookMessages = {
  url: 'Enter a valid URL',
  tooLong: `URL must not exceed ${WEBHOOK_URL_MAX} characters`,
} as const;

export const webhookUrlSchema = z
  .string()
  .trim()
  .max(WEBHOOK_URL_MAX, webhookMessages.tooLong)
  .url(webhookMessages.url);

/** PUT /api-keys/webhook: `url` null turns the account's webhook off. */
export const webhookSettingsInputSchema = z.object({ url: webhookUrlSchema.nullable() });

export const webhookSettingsSchema = z.object({
  url: z.string().nullable(),
  /** Signs every announcement (`Trusty-Signature`); per account. */
  secret: z.string(),
});
export type WebhookSettings = z.infer<typeof webhookSettingsSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  jobId: z.string(),
  target: z.enum(['callback', 'webhook']),
  url: z.string(),
  event: z.string(),
  state: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** Events a webhook receives. */
export const WEBHOOK_EVENTS = ['spreadsheet.completed', 'spreadsheet.failed'] as const;
export const WEBHOOK_SIGNATURE_HEADER = 'trusty-signature';
