import { z } from 'zod';
import type { TaxonomyChoices } from './choices';

export const STATED_CONFIDENCE = ['high', 'medium', 'low'] as const;
export type StatedConfidence = (typeof STATED_CONFIDENCE)[number];

const REASON_MAX = 240;

/**
 * The structured-output schema (OpenAI strict mode: every property required, no extras).
 * `reason` comes before the choices so the model states its evidence before it picks.
 */
export function answerJsonSchema(choices: TaxonomyChoices): Record<string, unknown> {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['items'],
    properties: {
      items: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'reason', 'costPool', 'subTower', 'solution', 'confidence'],
          properties: {
            id: { type: 'integer', description: 'The id of the item this answer is for.' },
            reason: {
              type: 'string',
              description: 'One short sentence: the words or product that decided it.',
            },
            costPool: {
              type: 'string',
              enum: [...choices.costPools.keys()],
              description: 'Cost Pool / Sub-Cost Pool',
            },
            subTower: {
              type: 'string',
              enum: [...choices.subTowers.keys()],
              description: 'IT Tower / Sub-Tower',
            },
            solution: {
              type: 'string',
              enum: [...choices.solutions.keys()],
              description: 'Technical Solution / Technical Category',
            },
            confidence: { type: 'string', enum: [...STATED_CONFIDENCE] },
          },
        },
      },
    },
  };
}

/**
 * Answers are cached by normalised name and served to every user whose line normalises the
 * same way, so a reason must not carry one requester's identifiers (invoice numbers, amounts,
 * dates): money and any token with three or more digits are dropped.
 */
export function sanitizeReason(reason: string): string {
  return reason
    .replace(/[$€£¥]\s?\d[\d,.]*/g, '')
    .replace(/[^\s,;:()]*\d{3,}[^\s,;:()]*/g, '')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, REASON_MAX);
}

const answerItemSchema = z.object({
  id: z.number().int().nonnegative(),
  reason: z.string().transform(sanitizeReason),
  costPool: z.string(),
  subTower: z.string(),
  solution: z.string(),
  confidence: z.enum(STATED_CONFIDENCE),
});
export type AnswerItem = z.infer<typeof answerItemSchema>;

const envelopeSchema = z.object({ items: z.array(z.unknown()) });

export class UnusableAnswerError extends Error {}

/**
 * Reads the model's message into answers by id. The envelope must parse; after that each item
 * stands alone, so one malformed item costs only that item. Duplicate ids keep the first.
 */
export function parseAnswer(content: string | null | undefined): Map<number, AnswerItem> {
  if (!content) throw new UnusableAnswerError('the model sent no answer');
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new UnusableAnswerError('the answer was not valid JSON');
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success)
    throw new UnusableAnswerError('the answer did not have the expected shape');
  const answers = new Map<number, AnswerItem>();
  for (const raw of envelope.data.items) {
    const item = answerItemSchema.safeParse(raw);
    if (item.success && !answers.has(item.data.id)) answers.set(item.data.id, item.data);
  }
  return answers;
}
