import { z } from 'zod';
import { CATEGORIZATION_KEYS, type CategorizationKey } from './classify';
import { currencyCodeSchema, decimalAmountSchema } from './money';

/**
 * The results workspace (issue 15): every single analysis and every row of every processed
 * workbook is kept per row, can be searched, reviewed, corrected, and taught to the account as
 * rules. Every endpoint here is owner-only: another account's id answers 404 like an unknown one.
 */

export const resultMessages = {
  notFound: 'This result does not exist.',
  rowNotFound: 'This row does not exist.',
  inconsistentLayers: 'The chosen layers do not belong together in the TBM taxonomy.',
  emptySelection: 'Select at least one row.',
  tooManyRows: 'Select at most 5,000 rows at a time.',
  selectionShape: 'Select rows by rowIds, or by uploadId and normalizedNames.',
  badRowId: 'rowIds must hold row ids.',
  badUploadId: 'uploadId must be an upload id.',
  fileExpired: 'The file of this upload has expired; its rows are still here.',
  thresholdRange: 'The review threshold must be between 50% and 99%.',
  amountRange: 'The smallest amount must not be above the largest.',
  badAmount: 'Amounts are numbers such as 1000 or 1234.56.',
  uploadFailed: 'This spreadsheet could not be processed. Please try again.',
} as const;

/** The six layers, every one a taxonomy member; the API checks they belong together. */
const layerName = (layer: string) =>
  z
    .string({ error: `${layer} is required` })
    .min(1, `${layer} is required`)
    .max(200, `${layer} must not exceed 200 characters`);
export const layersSchema = z.object(
  {
    'Cost Pool': layerName('Cost Pool'),
    'Sub-Cost Pool': layerName('Sub-Cost Pool'),
    'IT Tower': layerName('IT Tower'),
    'Sub-Tower': layerName('Sub-Tower'),
    'Technical Solution': layerName('Technical Solution'),
    'Technical Category': layerName('Technical Category'),
  } satisfies Record<CategorizationKey, z.ZodString>,
  { error: 'The six layers are required' },
);
export type Layers = z.infer<typeof layersSchema>;
export const LAYER_KEYS = CATEGORIZATION_KEYS;

/**
 * How a row's current answer was decided: the engine (`lexicon`, `llm`), one of the account's
 * rules (`rule`), or a person correcting it by hand (`user`).
 */
export const resultMethodSchema = z.enum(['lexicon', 'llm', 'rule', 'user']);
export type ResultMethod = z.infer<typeof resultMethodSchema>;

/** classified: has layers; unclassified: nothing recognised; skipped: a total line; error: no usable name. */
export const rowStatusSchema = z.enum(['classified', 'unclassified', 'skipped', 'error']);
export type RowStatus = z.infer<typeof rowStatusSchema>;

/** unreviewed until a person accepts the answer or corrects it. */
export const reviewStatusSchema = z.enum(['unreviewed', 'accepted', 'corrected']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** Confidence bands of the filters: low < 0.6 ≤ medium < 0.8 ≤ high (rule and user rows are high). */
export const confidenceBandSchema = z.enum(['low', 'medium', 'high']);
export type ConfidenceBand = z.infer<typeof confidenceBandSchema>;

/** Where the medium and high bands start (the filters' SQL uses the same bounds). */
export const CONFIDENCE_BANDS = { medium: 0.6, high: 0.8 } as const;

/** The band of a confidence, as the filters and every badge of the web app read it (issue 34 §6). */
export function confidenceBandOf(confidence: number): ConfidenceBand {
  if (confidence >= CONFIDENCE_BANDS.high) return 'high';
  return confidence >= CONFIDENCE_BANDS.medium ? 'medium' : 'low';
}

export const DEFAULT_REVIEW_THRESHOLD = 0.8;
export const reviewThresholdSchema = z
  .number({ error: resultMessages.thresholdRange })
  .min(0.5, resultMessages.thresholdRange)
  .max(0.99, resultMessages.thresholdRange);

/** PUT /results/preferences */
export const resultPreferencesSchema = z.object({ reviewThreshold: reviewThresholdSchema });
export type ResultPreferences = z.infer<typeof resultPreferencesSchema>;

/** One stored row: of an upload (`uploadId`, `row`) or a single analysis (both null). */
export const resultRowSchema = z.object({
  id: z.string(),
  uploadId: z.string().nullable(),
  /** The spreadsheet's own row number. */
  row: z.number().int().nullable(),
  costName: z.string(),
  /** The normalised name rows are grouped and matched by. */
  normalizedName: z.string(),
  /** The other columns read beside the name, by their role (vendor, glAccount, …). */
  context: z.record(z.string(), z.string()),
  /** Exact decimal text ("1234.5"); null when the row has none or it could not be read. */
  amount: decimalAmountSchema.nullable(),
  /** ISO 4217 code of `amount`; null when the file did not say. */
  currency: currencyCodeSchema.nullable(),
  /** Why the row's amount could not be read, when it could not. */
  amountIssue: z.string().nullable(),
  status: rowStatusSchema,
  /** Null unless status is classified. */
  layers: layersSchema.nullable(),
  /** 0..1; null unless classified. Rule and user rows carry 1. */
  confidence: z.number().min(0).max(1).nullable(),
  method: resultMethodSchema.nullable(),
  reason: z.string(),
  /** The rule that decided the row, when method is rule. */
  ruleId: z.string().nullable(),
  review: reviewStatusSchema,
  /** Whether a credit was charged for this row. */
  charged: z.boolean(),
  taxonomyVersion: z.string(),
  createdAt: z.string(),
});
export type ResultRow = z.infer<typeof resultRowSchema>;

export const PAGE_SIZE_MAX = 100;
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(25),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * An upload as the Results list shows it: `ready` once its result is stored (with counters and
 * its file); `processing` while its job is queued or running (an upload can outlive the request
 * that sent it, decision 024); `failed` when its job ended in an error.
 */
export const uploadStatusSchema = z.enum(['ready', 'processing', 'failed']);
export type UploadStatus = z.infer<typeof uploadStatusSchema>;

/**
 * An upload's spend in one currency (issue 31): all of it, and the part decided (a rule, a
 * person) or at or above the review threshold. Never added across currencies.
 */
export const uploadSpendSchema = z.object({
  currency: currencyCodeSchema.nullable(),
  total: decimalAmountSchema,
  confident: decimalAmountSchema,
});
export type UploadSpend = z.infer<typeof uploadSpendSchema>;

/** A stored upload, as the Results list and its page show it. */
export const uploadSummarySchema = z.object({
  kind: z.literal('upload'),
  status: z.literal('ready'),
  id: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
  totalRows: z.number().int(),
  successfulRows: z.number().int(),
  errorRows: z.number().int(),
  unclassifiedRows: z.number().int(),
  skippedRows: z.number().int(),
  /** Rows below the review threshold nobody has accepted or corrected yet. */
  needsReview: z.number().int(),
  /** When the file stops being downloadable (the rows stay). */
  expiresAt: z.string(),
  downloadable: z.boolean(),
  /** The items of one API batch call (issue 32): no file, ever. */
  fromApi: z.boolean().optional(),
  /** Its spend per currency, largest first; empty when its rows carry no amounts. */
  spend: z.array(uploadSpendSchema),
});
export type UploadSummary = z.infer<typeof uploadSummarySchema>;

/**
 * An upload with no stored result yet: it has no rows, counters or file, so it has no page and
 * nothing to download. The id is the one its result will have once ready.
 */
const pendingUploadFields = {
  kind: z.literal('upload'),
  id: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
};
export const processingUploadSummarySchema = z.object({
  ...pendingUploadFields,
  status: z.literal('processing'),
});
export const failedUploadSummarySchema = z.object({
  ...pendingUploadFields,
  status: z.literal('failed'),
  /** What went wrong, in words for the user. */
  failure: z.string(),
});
export type PendingUploadSummary =
  z.infer<typeof processingUploadSummarySchema> | z.infer<typeof failedUploadSummarySchema>;

/** A single analysis in the Results list: its one stored row. */
export const analysisSummarySchema = z.object({
  kind: z.literal('analysis'),
  id: z.string(),
  createdAt: z.string(),
  row: resultRowSchema,
});
export type AnalysisSummary = z.infer<typeof analysisSummarySchema>;

export const resultSummarySchema = z.discriminatedUnion('kind', [
  z.discriminatedUnion('status', [
    uploadSummarySchema,
    processingUploadSummarySchema,
    failedUploadSummarySchema,
  ]),
  analysisSummarySchema,
]);
export type ResultSummary = z.infer<typeof resultSummarySchema>;

/** GET /results?kind=&page=&pageSize= — newest first; uploads of every status. */
export const resultsQuerySchema = pageQuerySchema.extend({
  kind: z.enum(['all', 'uploads', 'analyses']).default('all'),
});
export type ResultsQuery = z.infer<typeof resultsQuerySchema>;
export const resultsPageSchema = pageOf(resultSummarySchema);

/** GET /results/uploads/:id */
export const uploadDetailSchema = uploadSummarySchema.extend({
  /** The columns read beside the cost name, as the Summary sheet names them. */
  columnsRead: z.array(z.string()),
  reviewThreshold: z.number(),
  /** Rows by review state, for the page's counters. */
  reviewed: z.number().int(),
  /** Rows decided by the account's rules. */
  ruleRows: z.number().int(),
  /** True when a correction or rule changed rows since the file was last written. */
  fileOutdated: z.boolean(),
});
export type UploadDetail = z.infer<typeof uploadDetailSchema>;

/** GET /results/uploads/:id/rows — search and filters; all optional. */
/** A bound of an amount filter: a plain decimal (no thousands separators), either sign. */
const amountBound = z
  .string()
  .trim()
  .regex(/^-?\d{1,15}(\.\d{1,6})?$/, resultMessages.badAmount)
  .optional();

/** A currency filter: an ISO 4217 code, or `none` for amounts whose file did not say. */
export const currencyFilterSchema = z.union([currencyCodeSchema, z.literal('none')]);

/** Amount filters shared by the rows and the review queue (issue 31). */
const moneyFilters = {
  currency: currencyFilterSchema.optional(),
  minAmount: amountBound,
  maxAmount: amountBound,
};
const amountRangeHolds = (q: { minAmount?: string; maxAmount?: string }) =>
  q.minAmount === undefined ||
  q.maxAmount === undefined ||
  Number(q.minAmount) <= Number(q.maxAmount);

export const rowsQuerySchema = pageQuerySchema
  .extend({
    q: z.string().trim().max(200).optional(),
    band: confidenceBandSchema.optional(),
    tower: z.string().max(200).optional(),
    costPool: z.string().max(200).optional(),
    status: rowStatusSchema.optional(),
    review: reviewStatusSchema.optional(),
    /** Rows below the review threshold and unreviewed only. */
    needsReview: z.enum(['true', 'false']).optional(),
    ...moneyFilters,
    /** Sheet order (default), or the largest amount first. */
    order: z.enum(['row', 'amount']).optional(),
  })
  .refine(amountRangeHolds, { message: resultMessages.amountRange, path: ['minAmount'] });
export type RowsQuery = z.infer<typeof rowsQuerySchema>;
export const rowsPageSchema = pageOf(resultRowSchema);

/**
 * A review group: the unreviewed rows of one upload below the threshold that share a normalised
 * name, with the answer most of them have. One decision settles them all.
 */
/**
 * One of the engine's best answers for a line, with what on the line points to it (issue 34 §6):
 * a reviewer takes one with a click instead of choosing six layers by hand.
 */
export const answerCandidateSchema = z.object({
  layers: layersSchema,
  /** 0..1: the engine's share of belief in it. */
  score: z.number(),
  reason: z.string(),
  /** The answer the rows have now. */
  current: z.boolean(),
});
export type AnswerCandidate = z.infer<typeof answerCandidateSchema>;

export const reviewGroupSchema = z.object({
  normalizedName: z.string(),
  /** One of the rows' names as written. */
  costName: z.string(),
  rowCount: z.number().int(),
  status: rowStatusSchema,
  layers: layersSchema.nullable(),
  /** The lowest confidence among the rows. */
  confidence: z.number().nullable(),
  method: resultMethodSchema.nullable(),
  reason: z.string(),
  /** Context of one of the rows (vendor, GL account …) to decide with. */
  context: z.record(z.string(), z.string()),
  /** The engine's top answers (the current one first): none for a line it did not recognise. */
  candidates: z.array(answerCandidateSchema),
  /** The group's amounts added up per currency, largest first; empty without amounts. */
  spend: z.array(z.object({ currency: currencyCodeSchema.nullable(), total: decimalAmountSchema })),
});
export type ReviewGroup = z.infer<typeof reviewGroupSchema>;

/**
 * GET /results/uploads/:id/review — the doubtful first (`confidence`), or the largest amount
 * first (`amount`: a group's total in its largest currency; amounts are never converted, so a
 * currency filter narrows the queue to one). Without `order`, largest first when the upload has
 * amounts. The money filters pick whole groups: by the currencies of their rows, and by their
 * total in their largest currency.
 */
export const reviewQuerySchema = pageQuerySchema
  .extend({ order: z.enum(['amount', 'confidence']).optional(), ...moneyFilters })
  .refine(amountRangeHolds, { message: resultMessages.amountRange, path: ['minAmount'] });
export type ReviewQuery = z.infer<typeof reviewQuerySchema>;

/** GET /results/uploads/:id/review (see `reviewQuerySchema`). */
export const reviewPageSchema = pageOf(reviewGroupSchema).extend({
  /** The order the page was given in. */
  order: z.enum(['amount', 'confidence']),
});

/** Which rows an accept or correction applies to: listed rows, or whole review groups. */
export const rowSelectionSchema = z.union(
  [
    z.object({
      rowIds: z
        .array(z.uuid(resultMessages.badRowId))
        .min(1, resultMessages.emptySelection)
        .max(5_000, resultMessages.tooManyRows),
    }),
    z.object({
      uploadId: z.uuid(resultMessages.badUploadId),
      normalizedNames: z
        .array(z.string().min(1).max(600))
        .min(1, resultMessages.emptySelection)
        .max(1_000, resultMessages.tooManyRows),
    }),
  ],
  {
    // Both shapes failing would say only "Invalid input": name the problem of the shape the
    // caller meant (the one whose fields were there), else what a selection is.
    error: (issue) => {
      if (issue.code !== 'invalid_union') return undefined;
      const meant = issue.errors.find((issues) =>
        issues.every((problem) => problem.code !== 'invalid_type'),
      );
      return meant?.[0]?.message ?? resultMessages.selectionShape;
    },
  },
);
export type RowSelection = z.infer<typeof rowSelectionSchema>;

/** POST /results/rows/accept */
export const acceptRowsSchema = z.object({ selection: rowSelectionSchema });
export type AcceptRowsInput = z.infer<typeof acceptRowsSchema>;

/** POST /results/rows/correct — the six layers replace the rows' answer (method user). */
export const correctRowsSchema = z.object({
  selection: rowSelectionSchema,
  layers: layersSchema,
});
export type CorrectRowsInput = z.infer<typeof correctRowsSchema>;

/** Answer of accept and correct. */
export const reviewOutcomeSchema = z.object({ updated: z.number().int() });
export type ReviewOutcome = z.infer<typeof reviewOutcomeSchema>;

/** One journal entry: who changed which row when, from what to what. */
export const journalEntrySchema = z.object({
  id: z.string(),
  rowId: z.string(),
  action: z.enum(['accept', 'correct', 'rule', 'reapply']),
  /** The user's email (only the owner reads their own journal). */
  actor: z.string(),
  from: layersSchema.nullable(),
  to: layersSchema.nullable(),
  ruleId: z.string().nullable(),
  createdAt: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** GET /results/rows/:id/journal */
export const journalSchema = z.array(journalEntrySchema);

/**
 * GET /results/uploads/:id/apply (quote) and POST /results/uploads/:id/apply (run): the current
 * rules re-applied to the stored rows and the workbook rewritten with every correction. Rows a
 * person accepted or corrected are never changed. Nothing is classified again, so nothing is
 * charged; `credits` says so before it runs.
 */
export const applyQuoteSchema = z.object({
  /** Rows whose answer the current rules would change. */
  rowsChanging: z.number().int(),
  credits: z.number().int(),
  /** False when the file has expired: only the stored rows change. */
  rewritesFile: z.boolean(),
  /**
   * Rows your rules decide already: saving, editing or importing a rule rewrites the stored rows
   * at once (issue 34 §8), so "0 rows will change" can still leave a file to write again.
   */
  rowsByRules: z.number().int(),
  /** The stored rows changed after the file was last written: applying writes it again. */
  fileOutdated: z.boolean(),
});
export type ApplyQuote = z.infer<typeof applyQuoteSchema>;
export const applyOutcomeSchema = z.object({
  rowsChanged: z.number().int(),
  creditsCharged: z.number().int(),
  fileRewritten: z.boolean(),
});
export type ApplyOutcome = z.infer<typeof applyOutcomeSchema>;
