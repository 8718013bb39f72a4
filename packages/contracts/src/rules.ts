import { z } from 'zod';
import { CATEGORIZATION_KEYS } from './classify';
import { layersSchema, pageOf, pageQuerySchema } from './results';

/**
 * The account's rules (issue 15 §3): "always map lines like this". They run before the engine;
 * a row they decide has method `rule`, a reason naming the rule, and is not charged.
 */

export const RULES_MAX = 5_000;
export const RULES_CSV_MAX_BYTES = 1024 * 1024;
export const RULE_VALUE_MAX = 300;

export const ruleMessages = {
  valueRequired: 'Enter what the rule matches',
  valueTooLong: `What the rule matches must not exceed ${RULE_VALUE_MAX} characters`,
  duplicate: 'A rule with this match already exists.',
  notFound: 'This rule does not exist.',
  tooMany: `An account can keep at most ${RULES_MAX.toLocaleString('en-US')} rules.`,
  csvTooLarge: 'The rules file must be smaller than 1 MB.',
  csvEmpty: 'The rules file has no rules.',
  csvHeader:
    'The first line of the rules file must be: match,value,Cost Pool,Sub-Cost Pool,IT Tower,Sub-Tower,Technical Solution,Technical Category,enabled',
} as const;

/**
 * What a rule matches, tried in this order (the first kind that matches decides; within a kind,
 * the longest value): the exact normalised name, the vendor column, the GL account, a phrase
 * the normalised line contains (whole words).
 */
export const RULE_MATCH_KINDS = ['name', 'vendor', 'glAccount', 'phrase'] as const;
export const ruleMatchKindSchema = z.enum(RULE_MATCH_KINDS);
export type RuleMatchKind = z.infer<typeof ruleMatchKindSchema>;

export const RULE_MATCH_LABELS: Record<RuleMatchKind, string> = {
  name: 'Exact name',
  vendor: 'Vendor',
  glAccount: 'GL account',
  phrase: 'Contains phrase',
};

export const ruleMatchSchema = z.object({
  kind: ruleMatchKindSchema,
  value: z
    .string({ error: ruleMessages.valueRequired })
    .trim()
    .min(1, ruleMessages.valueRequired)
    .max(RULE_VALUE_MAX, ruleMessages.valueTooLong),
});
export type RuleMatch = z.infer<typeof ruleMatchSchema>;

export const ruleSchema = z.object({
  id: z.string(),
  match: ruleMatchSchema,
  layers: layersSchema,
  enabled: z.boolean(),
  /** Rows this rule has decided, all time. */
  hits: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Rule = z.infer<typeof ruleSchema>;

/**
 * POST /rules. A new or changed rule is applied at once to the account's stored rows nobody
 * accepted or corrected (journaled as `rule`); the preview says how many first.
 */
export const createRuleSchema = z.object({
  match: ruleMatchSchema,
  layers: layersSchema,
  enabled: z.boolean().default(true),
});
export type CreateRuleInput = z.input<typeof createRuleSchema>;

/** PATCH /rules/:id */
export const updateRuleSchema = z
  .object({
    match: ruleMatchSchema.optional(),
    layers: layersSchema.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type UpdateRuleInput = z.input<typeof updateRuleSchema>;

/** GET /rules?page=&pageSize=&q= */
export const rulesQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
});
export const rulesPageSchema = pageOf(ruleSchema);

/** POST /rules/preview — how many stored rows a rule would change before it is saved. */
export const rulePreviewInputSchema = z.object({ match: ruleMatchSchema, layers: layersSchema });
export const rulePreviewSchema = z.object({
  /** Stored rows the rule matches. */
  matchingRows: z.number().int(),
  /** Of those, rows whose answer it would change. */
  changingRows: z.number().int(),
  /** Of those, rows a person accepted or corrected: a rule never changes them. */
  protectedRows: z.number().int(),
});
export type RulePreview = z.infer<typeof rulePreviewSchema>;

/** The CSV columns of export and import, in order. */
export const RULES_CSV_COLUMNS = ['match', 'value', ...CATEGORIZATION_KEYS, 'enabled'] as const;

/** POST /rules/import (text/csv body): all or nothing. */
export const rulesImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
});
export type RulesImportResult = z.infer<typeof rulesImportResultSchema>;

/** The 400 of a refused import: every problem with its CSV line number (the header is line 1). */
export const rulesImportErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.literal('VALIDATION_ERROR'),
  problems: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type RulesImportError = z.infer<typeof rulesImportErrorSchema>;
