import { LAYERS, type LayerName } from '@trusty/layers';
import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters, wellFormed } from './text';

export const COST_NAME_MAX = 500;

export const classifyMessages = {
  costNameRequired: 'Cost Name is required',
  costNameTooLong: `Cost Name must not exceed ${COST_NAME_MAX} characters`,
  costNameControl: controlCharactersMessage('Cost Name'),
} as const;

/** POST /tbm/categorize */
export const categorizeSchema = z.object({
  costName: z
    .string({ error: classifyMessages.costNameRequired })
    .trim()
    .min(1, classifyMessages.costNameRequired)
    .max(COST_NAME_MAX, classifyMessages.costNameTooLong)
    // Refused, not stripped: what the user typed is what gets classified and stored.
    .refine((v) => !hasControlCharacters(v), classifyMessages.costNameControl)
    .transform(wellFormed),
});
export type CategorizeInput = z.input<typeof categorizeSchema>;

/** The six layers in display order: one definition (`@trusty/layers`), shared with the engine. */
export const CATEGORIZATION_KEYS = LAYERS;
export type CategorizationKey = LayerName;

/** The six layers in order plus `Confidence` as a percentage string ("87%"). */
export type Categorization = Record<CategorizationKey | 'Confidence', string>;

export interface ClassifiedResult {
  costName: string;
  classified: true;
  categorization: Categorization;
  /** 0..1 */
  confidence: number;
  /** `rule`: one of the account's rules decided it (confidence 1, shown as "Your rule"; not charged). */
  method: 'lexicon' | 'llm' | 'rule';
  reason: string;
  taxonomyVersion: string;
}

/**
 * A cost the engine could not place: no layers (a default placement is not an answer) and no
 * credit charged.
 */
export interface UnclassifiedResult {
  costName: string;
  classified: false;
  /** What the user reads: not classified, not charged, what to try instead. */
  message: string;
  /** The engine's own words, for the curious. */
  reason: string;
  taxonomyVersion: string;
}

/** POST /tbm/categorize's `data`: tell the two apart by `classified`. */
export type CategorizeResult = ClassifiedResult | UnclassifiedResult;

export const UNCLASSIFIED_MESSAGE =
  "We couldn't classify this cost: no IT product, vendor or service was recognised in it. " +
  'No credit was charged. Try a more specific name, such as the vendor and product.';

/** GET /tbm/taxonomy: the hierarchy the engine classifies into (public). */
export interface TaxonomyResponseData {
  version: string;
  costPools: Array<{ name: string; subPools: string[] }>;
  towers: Array<{ name: string; subTowers: string[] }>;
  /** Technical Solution (TBM Solution Type) → Technical Category (TBM Solution Category). */
  solutionTypes: Array<{ name: string; categories: string[] }>;
  /** Help text by member name (cost pool definitions, sub-tower examples) for the pickers. */
  help?: Record<string, string>;
}

/** Response schemas: the API validates what it sends (and the key order of `categorization`). */
export const categorizationSchema = z.object({
  'Cost Pool': z.string(),
  'Sub-Cost Pool': z.string(),
  'IT Tower': z.string(),
  'Sub-Tower': z.string(),
  'Technical Solution': z.string(),
  'Technical Category': z.string(),
  Confidence: z.string(),
}) satisfies z.ZodType<Categorization>;

export const classifiedResultSchema = z.object({
  costName: z.string(),
  classified: z.literal(true),
  categorization: categorizationSchema,
  confidence: z.number().min(0).max(1),
  method: z.enum(['lexicon', 'llm', 'rule']),
  reason: z.string(),
  taxonomyVersion: z.string(),
}) satisfies z.ZodType<ClassifiedResult>;

export const unclassifiedResultSchema = z.object({
  costName: z.string(),
  classified: z.literal(false),
  message: z.string(),
  reason: z.string(),
  taxonomyVersion: z.string(),
}) satisfies z.ZodType<UnclassifiedResult>;

export const categorizeResultSchema = z.discriminatedUnion('classified', [
  classifiedResultSchema,
  unclassifiedResultSchema,
]) satisfies z.ZodType<CategorizeResult>;

const namesSchema = z.array(z.string());

export const taxonomyResponseDataSchema = z.object({
  version: z.string(),
  costPools: z.array(z.object({ name: z.string(), subPools: namesSchema })),
  towers: z.array(z.object({ name: z.string(), subTowers: namesSchema })),
  solutionTypes: z.array(z.object({ name: z.string(), categories: namesSchema })),
  help: z.record(z.string(), z.string()).optional(),
}) satisfies z.ZodType<TaxonomyResponseData>;
