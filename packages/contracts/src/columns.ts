import { z } from 'zod';

/**
 * Which column of a sheet plays which part (issue 34 §2): the Excel Processor shows what it
 * detected after a file is chosen, the user confirms or changes it, and the upload is read that
 * way. A choice is remembered per header layout for the account.
 */

/** The parts a column can play, in the order the picker lists them. */
export const COLUMN_ROLES = [
  'costName',
  'vendor',
  'glAccount',
  'glDescription',
  'costCentre',
  'amount',
  'credit',
  'currency',
  'serviceCategory',
  'serviceSubcategory',
  'chargeDescription',
  'providerName',
] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];

export const COLUMN_ROLE_LABELS: Record<ColumnRole, string> = {
  costName: 'Cost name',
  vendor: 'Vendor',
  glAccount: 'GL account',
  glDescription: 'GL account description',
  costCentre: 'Cost centre',
  amount: 'Amount (or debit)',
  credit: 'Credit (amount = debit − credit)',
  currency: 'Currency',
  serviceCategory: 'FOCUS ServiceCategory',
  serviceSubcategory: 'FOCUS ServiceSubcategory',
  chargeDescription: 'FOCUS ChargeDescription',
  providerName: 'FOCUS ProviderName',
};

/** Excel's last column (XFD). */
export const MAX_COLUMN = 16_384;
/** Excel's last row. */
export const MAX_ROW = 1_048_576;

export const columnMessages = {
  costNameRequired: 'Choose the column that holds the cost names.',
  sameColumnTwice: 'A column can play one part only: choose another column for one of them.',
  invalidChoice: 'The column choice sent with the file is not valid.',
  sheetMissing: 'This workbook has no sheet of that name.',
} as const;

const columnNumber = z.number().int().min(1).max(MAX_COLUMN);

const rolesShape = z
  .object({
    costName: columnNumber,
    vendor: columnNumber.optional(),
    glAccount: columnNumber.optional(),
    glDescription: columnNumber.optional(),
    costCentre: columnNumber.optional(),
    amount: columnNumber.optional(),
    credit: columnNumber.optional(),
    currency: columnNumber.optional(),
    serviceCategory: columnNumber.optional(),
    serviceSubcategory: columnNumber.optional(),
    chargeDescription: columnNumber.optional(),
    providerName: columnNumber.optional(),
  })
  .strict();

/** Column numbers (1 = A) by role; only the cost name is required. */
export const columnRolesSchema = rolesShape.refine((roles) => {
  const used = Object.values(roles).filter((column) => column !== undefined);
  return new Set(used).size === used.length;
}, columnMessages.sameColumnTwice);
export type ColumnRoles = z.infer<typeof columnRolesSchema>;

/** Roles as detected: possibly none at all (no cost-name header). */
export const detectedRolesSchema = rolesShape.partial();
export type DetectedRoles = z.infer<typeof detectedRolesSchema>;

/**
 * How to read an upload: its sheet, the row of its headers, and the part of each column. Sent
 * with the file (multipart field `columns`, JSON) when the user changed what was detected.
 */
export const columnChoiceSchema = z
  .object({
    sheet: z.string().min(1).max(31),
    headerRow: z.number().int().min(1).max(MAX_ROW),
    roles: columnRolesSchema,
    /** The header layout the choice was made for (the preview's `layoutKey`): remembered by it. */
    layoutKey: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
  })
  .strict();
export type ColumnChoice = z.infer<typeof columnChoiceSchema>;

/** Where the columns shown came from. */
export const columnSourceSchema = z.enum(['headers', 'remembered', 'none']);
export type ColumnSource = z.infer<typeof columnSourceSchema>;

/** POST /tbm/excel/preview (multipart `excelFile`, optional field `sheet`): nothing is charged. */
export const sheetPreviewSchema = z.object({
  /** Every worksheet of the workbook, in order. */
  sheets: z.array(z.string()),
  sheet: z.string(),
  /** The row of the headers: the detected one, else the first row with text. */
  headerRow: z.number().int(),
  layoutKey: z.string(),
  /** The sheet's columns with text, A first, each with its header (empty when it has none). */
  columns: z.array(z.object({ column: z.number().int(), letter: z.string(), header: z.string() })),
  /** The first rows under the header, their cells in `columns` order (shortened). */
  rows: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })),
  /** What was detected (or remembered); no cost name when nothing was. */
  roles: detectedRolesSchema,
  source: columnSourceSchema,
  /** Process File may go ahead without a confirmation: the cost name came from a known header or a remembered choice. */
  certain: z.boolean(),
  /** Per column, the rows under the header whose cell would be a cost to classify: the quote. */
  namedRows: z.array(z.object({ column: z.number().int(), rows: z.number().int() })),
  /** Rows under the header with any text. */
  dataRows: z.number().int(),
  /** The account's balance, to set the quote against. */
  balance: z.number().int(),
  /** The same file (by content) already processed in the account, its latest upload (issue 34 §5). */
  duplicateOf: z
    .object({ processId: z.string(), fileName: z.string(), createdAt: z.string() })
    .nullable(),
});
export type SheetPreview = z.infer<typeof sheetPreviewSchema>;

/** The most a file read with `costName` in this column can cost: one credit per named row. */
export function quoteFor(preview: Pick<SheetPreview, 'namedRows'>, costName?: number): number {
  return preview.namedRows.find((entry) => entry.column === costName)?.rows ?? 0;
}
