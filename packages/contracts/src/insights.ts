import { z } from 'zod';
import { currencyCodeSchema, decimalAmountSchema } from './money';

/**
 * Coverage of spend (issue 31): how much of the money is mapped, how well, and where the rest
 * sits, per currency (never added across currencies). Amounts are decimal strings.
 *
 * Every row with an amount and a cost name (total lines and rows in error left out) is in exactly
 * one of: decided by a rule (`byRules`, a rule made from a correction included), by a person
 * (`byPeople`: accepted or corrected), by the
 * engine at or above the review threshold (`engineConfident`), classified below it and not yet
 * reviewed (`toReview`), or not placed at all (`unclassified`). Their sum is `total`.
 */

const amount = decimalAmountSchema;

/** Spend of one pool or tower: all of it, and the part mapped with confidence. */
export const spendGroupSchema = z.object({
  name: z.string(),
  amount,
  /** Of `amount`, what is decided (rule, person) or at or above the threshold. */
  confident: amount,
  rows: z.number().int(),
});
export type SpendGroup = z.infer<typeof spendGroupSchema>;

/** A vendor or a normalised name holding unreviewed or unclassified spend. */
export const spendLeaderSchema = z.object({
  /** The vendor, or the normalised name rows are grouped by. */
  key: z.string(),
  /** What people read: the vendor, or one of the rows' names as written. */
  label: z.string(),
  amount,
  rows: z.number().int(),
});
export type SpendLeader = z.infer<typeof spendLeaderSchema>;

export const spendLeadersSchema = z.object({
  vendors: z.array(spendLeaderSchema),
  names: z.array(spendLeaderSchema),
});
export type SpendLeaders = z.infer<typeof spendLeadersSchema>;

/** How many leaders each list holds. */
export const SPEND_LEADERS = 10;

export const currencySpendSchema = z.object({
  /** ISO 4217; null for amounts whose file did not say. */
  currency: currencyCodeSchema.nullable(),
  total: amount,
  rows: z.number().int(),
  /** Spend mapped with confidence at each layer: decided, or the layer at or above the threshold. */
  covered: z.object({ costPool: amount, itTower: amount, subTower: amount }),
  byRules: amount,
  byPeople: amount,
  engineConfident: amount,
  toReview: amount,
  unclassified: amount,
  byPool: z.array(spendGroupSchema),
  byTower: z.array(spendGroupSchema),
  /** Classified spend from each pool to each tower. */
  flow: z.array(z.object({ costPool: z.string(), itTower: z.string(), amount })),
  topToReview: spendLeadersSchema,
  topUnclassified: spendLeadersSchema,
});
export type CurrencySpend = z.infer<typeof currencySpendSchema>;

export const spendCoverageSchema = z.object({
  reviewThreshold: z.number(),
  /** Largest total first. */
  currencies: z.array(currencySpendSchema),
  /** Rows with a cost name but no amount (an empty cell, or no amount column). */
  rowsWithoutAmount: z.number().int(),
  /** Rows whose amount could not be read (each says why in its status). */
  amountIssues: z.number().int(),
  /**
   * False when the leaders were picked from each upload's largest 100 of a list rather than from
   * all of them (an upload with more): then a vendor spread thinly over many uploads may be missing.
   */
  leadersComplete: z.boolean(),
});
export type SpendCoverage = z.infer<typeof spendCoverageSchema>;

/** One upload's spend and coverage in one currency, for the trend across uploads. */
export const coverageTrendPointSchema = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
  currency: currencyCodeSchema.nullable(),
  total: amount,
  /** Decided or at or above the threshold on all six layers. */
  confident: amount,
  covered: z.object({ costPool: amount, itTower: amount, subTower: amount }),
});
export type CoverageTrendPoint = z.infer<typeof coverageTrendPointSchema>;

export const insightsMessages = {
  badDate: 'Dates must be written as YYYY-MM-DD.',
  badPeriod: 'The start of the period must not be after its end.',
} as const;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, insightsMessages.badDate)
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), insightsMessages.badDate);

/** GET /insights?from=&to= — both optional, whole days in UTC, `to` included. */
export const insightsQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: insightsMessages.badPeriod,
    path: ['from'],
  });
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

export const insightsSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  coverage: spendCoverageSchema,
  /** Uploads of the period, oldest first, one point per currency each (largest first). */
  trend: z.array(coverageTrendPointSchema),
});
export type Insights = z.infer<typeof insightsSchema>;
