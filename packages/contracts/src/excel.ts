import { z } from 'zod';
import { CATEGORIZATION_KEYS } from './classify';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const excelMessages = {
  invalidType: 'Please upload a valid Excel file (.xlsx or .xls)',
  tooLarge: 'File size must be less than 10MB',
} as const;

export interface ExcelProcessResult {
  processId: string;
  totalRows: number;
  /** Rows classified: by the engine (charged, one credit each) or by the account's rules (free). */
  successfulRows: number;
  /** Of the classified rows, those one of the account's rules decided: not charged (issue 15). */
  ruleRows?: number;
  errorRows: number;
  /** Rows with a name the engine could not place: marked Unclassified, not charged. */
  unclassifiedRows: number;
  /** Total and subtotal lines: recognised as such and skipped, not charged. */
  skippedRows: number;
  errors: string[];
  /** ISO timestamp. */
  expiresAt: string;
}

export type ProgressStage = 'validating' | 'analyzing' | 'categorizing' | 'writing';

export interface ProgressEvent {
  stage: ProgressStage;
  processed: number;
  total: number;
  percent: number;
}

export const EXCEL_EXTENSIONS = ['.xlsx', '.xls'] as const;

/** What the picker offers; the server decides by content. */
export const EXCEL_ACCEPT =
  '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';

/**
 * The client-side check of spec §5 (name and size); the server repeats it and also checks the
 * content. Returns the message to show, or null when the file may be uploaded.
 */
export function excelFileIssue(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!EXCEL_EXTENSIONS.some((ext) => name.endsWith(ext)) || file.size === 0)
    return excelMessages.invalidType;
  if (file.size >= MAX_UPLOAD_BYTES) return excelMessages.tooLarge;
  return null;
}

/** Header names accepted for the cost-name column, in order of preference. */
export const COST_NAME_HEADERS = [
  'Cost Name',
  'costName',
  'Name',
  'Description',
  'Cost Item',
  'Item',
  'Line Description',
] as const;

/** Columns appended to the classified sheet of the result workbook, in order. */
export const RESULT_COLUMNS = [
  ...CATEGORIZATION_KEYS,
  'Confidence',
  'Method',
  'Status',
  'Reason',
] as const;
export type ResultColumn = (typeof RESULT_COLUMNS)[number];

/**
 * Who decided a row, as the result file's Method column says it (issue 34 §4): the engine, one of
 * the account's rules, or a person's correction. Confidence stays a number beside it, so a pivot
 * table can average it and filter by Method.
 */
export const RESULT_METHOD_WORDS = {
  engine: 'Engine',
  rule: 'Your rule',
  user: 'Your correction',
} as const;

/** The words of the Method column for a stored method (`lexicon` and `llm` are both the engine). */
export function resultMethodWords(method: 'lexicon' | 'llm' | 'rule' | 'user'): string {
  return method === 'rule' || method === 'user'
    ? RESULT_METHOD_WORDS[method]
    : RESULT_METHOD_WORDS.engine;
}

/** What each result column means, as the Summary sheet explains it to whoever opens the file. */
export const RESULT_COLUMN_MEANINGS: Record<ResultColumn, string> = {
  'Cost Pool': 'TBM v4.0 cost pool: what kind of spend the line is (Staffing, Hardware, Cloud…)',
  'Sub-Cost Pool': 'The finer kind of spend within the cost pool',
  'IT Tower': 'TBM IT tower: the technology area the spend supports',
  'Sub-Tower': 'The finer area within the IT tower',
  'Technical Solution': 'TBM solution type the spend delivers',
  'Technical Category': 'TBM solution category of that solution',
  Confidence:
    'How sure the answer is, 0–100 %. Always a number: 100 % where your rule or your correction decided; empty when the row was not classified',
  Method:
    'Who decided the row: "Engine" (Trusty\'s classifier), "Your rule" (one of your rules, not charged) or "Your correction" (a person chose the layers); empty for skipped and error rows',
  Status:
    '"Classified", "Unclassified" (nothing recognised, not charged), "Skipped" (a total or subtotal line) or "Error" (no usable cost name)',
  Reason:
    'Why: what was recognised in the line, the rule that decided it, or what was wrong with it',
};

/**
 * What an upload does with a file the account has already processed (multipart field
 * `onDuplicate`, issue 34 §5): `ask` refuses it with 409 `ALREADY_PROCESSED` (nothing charged)
 * and names the earlier upload; `process` processes it again. Absent: `process`, as API clients
 * have always had it; the web app sends `ask`, and `process` only when the person chose to.
 */
export const ON_DUPLICATE = ['ask', 'process'] as const;
export type OnDuplicate = (typeof ON_DUPLICATE)[number];
export const ALREADY_PROCESSED = 'ALREADY_PROCESSED';

/** "3 March 2026": how an earlier upload's day is named, in UTC so every instance agrees. */
export function processedOnDay(createdAt: string | Date): string {
  return new Date(createdAt).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const duplicateMessage = (createdAt: string | Date) =>
  `This file was processed on ${processedOnDay(createdAt)}: open it, or process it again.`;

/** Below this confidence (0..1) a classified row is worth a human look ("low confidence"). */
export const LOW_CONFIDENCE = 0.6;

/** One classified row for View Details. */
export const excelDetailRowSchema = z.object({
  /** The spreadsheet's own row number. */
  row: z.number().int(),
  costName: z.string(),
  categorization: z.record(z.enum(CATEGORIZATION_KEYS), z.string()),
  /** 0..1 */
  confidence: z.number(),
  reason: z.string(),
});
export type ExcelDetailRow = z.infer<typeof excelDetailRowSchema>;

/** GET /tbm/excel/results/:processId — the first classified rows of a result the caller owns. */
export const excelResultDetailsSchema = z.object({
  processId: z.string(),
  successfulRows: z.number().int(),
  rows: z.array(excelDetailRowSchema),
  /** True when successfulRows is larger than rows.length (the list is capped). */
  truncated: z.boolean(),
});
export type ExcelResultDetails = z.infer<typeof excelResultDetailsSchema>;

/** Connection ids the client makes up for the progress stream (crypto.randomUUID() fits). */
export const connectionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, 'connectionId must be 8 to 128 letters, digits, "-" or "_"');

export const excelProcessResultSchema = z.object({
  processId: z.string(),
  totalRows: z.number().int(),
  successfulRows: z.number().int(),
  errorRows: z.number().int(),
  unclassifiedRows: z.number().int(),
  skippedRows: z.number().int(),
  ruleRows: z.number().int().optional(),
  errors: z.array(z.string()),
  expiresAt: z.string(),
});

/**
 * The message of a 202 from the upload routes when the request stopped waiting before its job
 * ended (the database went away for a moment, the wait's bound, the server restarting): the job
 * goes on and its outcome appears under Results; uploading the file again would only process it
 * again.
 */
export const EXCEL_STILL_PROCESSING = 'Still processing — the result will appear under Results.';

/**
 * Server-Sent Events of GET /tbm/excel/progress/:connectionId. `progress.percent` is the overall
 * progress 0..100; `processed`/`total` count the current stage's own units (bytes of sheet data
 * while validating, distinct cost names while analyzing, rows while categorizing and writing).
 */
export type ExcelStreamEvent =
  | { event: 'progress'; data: ProgressEvent }
  | { event: 'complete'; data: { result: ExcelProcessResult } }
  | { event: 'error'; data: { message: string } };

/**
 * The result's file name: `processed_` + the uploaded name. Results are always .xlsx (an .xls
 * upload is converted), so an .xls name takes the extension of what the file now is.
 */
export function processedFileName(originalName: string): string {
  return `processed_${/\.xls$/i.test(originalName) ? `${originalName}x` : originalName}`;
}
