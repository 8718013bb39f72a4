import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { localCandidates, type Candidate } from '../engine';
import { isConsistent } from '../taxonomy';
import {
  LAYERS,
  type Classification,
  type ClassifierEngine,
  type LayerName,
  type LocalEngine,
} from '../types';
import {
  answerJsonSchema,
  parseAnswer,
  UnusableAnswerError,
  type AnswerItem,
  type StatedConfidence,
} from './answer';
import { layersOf, leavesOf, taxonomyChoices } from './choices';
import { createLimiter } from './limiter';
import { buildMessages, type PromptItem } from './prompt';
import type { ResultCache } from './result-cache';
import { withRetry } from './retry';

export type { ResultCache } from './result-cache';

export interface LlmEngineOptions {
  /** Any OpenAI-compatible endpoint ending in /v1; unset means OpenAI itself. */
  baseURL?: string;
  apiKey: string;
  model: string;
  /** Answers every item the model cannot, and supplies the hints. */
  fallback: LocalEngine;
  /** Best candidates for a name, best first, given to the model as hints (default: the local engine's). */
  candidates?: (name: string, k: number) => Candidate[];
  /** Items per request. */
  batchSize?: number;
  /** Requests in flight at once for this engine, across all callers. */
  concurrency?: number;
  /** Per request; a timed-out batch falls back at once. */
  timeoutMs?: number;
  /** Retries of a request on 429, 5xx or a dropped connection. */
  maxRetries?: number;
  retryBaseDelayMs?: number;
  maxRetryDelayMs?: number;
  /**
   * Local answers at or above this confidence are kept without asking the model (they are
   * right often enough that a model call buys little). Above 1: ask about everything.
   */
  modelBelowConfidence?: number;
  /** Model answers by normalised name; a cached name is never sent to the model again. */
  cache?: ResultCache;
  /** Hears every failed model request or cache call (the items still get an answer). */
  onError?: (
    error: unknown,
    context: { during: 'model request' | 'cache read' | 'cache write'; items: number },
  ) => void;
}

const HINTS_PER_ITEM = 3;

/** What the model's word is worth before agreement with the local engine is considered. */
const STATED: Record<StatedConfidence, number> = { high: 0.85, medium: 0.65, low: 0.4 };

type Outcome = { answer: AnswerItem } | { problem: string };

const round2 = (n: number) => Math.round(n * 100) / 100;

function describeFailure(error: unknown): string {
  if (error instanceof UnusableAnswerError) return error.message;
  if (error instanceof APIConnectionTimeoutError) return 'the model did not answer in time';
  if (error instanceof APIConnectionError) return 'the model service could not be reached';
  if (error instanceof APIError && error.status)
    return `the model service answered HTTP ${error.status}`;
  return 'the model request failed';
}

/** A stored answer is trusted only if it still reads as a current, valid model answer. */
function isUsableCached(hit: Classification, taxonomyVersion: string): boolean {
  return (
    hit.method === 'llm' &&
    hit.taxonomyVersion === taxonomyVersion &&
    typeof hit.confidence === 'number' &&
    hit.confidence >= 0 &&
    hit.confidence <= 1 &&
    typeof hit.reason === 'string' &&
    // answers cached before the flag existed are asked again rather than guessed
    typeof hit.recognised === 'boolean' &&
    typeof hit.layers === 'object' &&
    hit.layers !== null &&
    isConsistent(hit.layers)
  );
}

function keptLocal(local: Classification): Classification {
  return { ...local, reason: `${local.reason} (confident local match; the model was not asked)` };
}

function fellBack(local: Classification, problem: string): Classification {
  return {
    ...local,
    reason: `The model's answer was unusable (${problem}), so the local match is used: ${local.reason}`,
  };
}

/**
 * The model's stated confidence, raised when the local engine independently picked the same
 * layers and lowered where they disagree. The model saw the local hints, so agreement is not
 * fully independent evidence: it closes only half of the remaining gap.
 */
function fromModel(
  local: Classification,
  layers: Record<LayerName, string>,
  answer: AnswerItem,
): Classification {
  const stated = STATED[answer.confidence];
  const agreed = (1 - stated) * 0.5;
  let agreeing = 0;
  const layerConfidence = {} as Record<LayerName, number>;
  for (const layer of LAYERS) {
    const agrees = local.layers[layer] === layers[layer];
    if (agrees) agreeing++;
    layerConfidence[layer] = round2(
      agrees ? stated + agreed * local.layerConfidence[layer] : stated * 0.8,
    );
  }
  const confidence =
    agreeing === LAYERS.length
      ? stated + agreed * local.confidence
      : stated * (0.8 + (0.2 * agreeing) / LAYERS.length);
  return {
    input: local.input,
    normalized: local.normalized,
    layers,
    layerConfidence,
    confidence: round2(Math.min(confidence, 0.99)),
    method: 'llm',
    reason: answer.reason || 'Chosen by the model.',
    // A model obliged to pick taxonomy members places even 'asdfgh'; when nothing IT was
    // recognised locally, only an answer it stands behind (not 'low') counts as placed.
    recognised: local.recognised || answer.confidence !== 'low',
    taxonomyVersion: local.taxonomyVersion,
  };
}

/**
 * Classifies with a chat-completions model constrained to the taxonomy, falling back to the
 * local engine per item whenever the model's answer is missing, late or not a valid member.
 */
export function createLlmEngine(options: LlmEngineOptions): ClassifierEngine {
  const {
    fallback,
    candidates = localCandidates,
    model,
    batchSize = 25,
    concurrency = 4,
    timeoutMs = 20_000,
    maxRetries = 3,
    retryBaseDelayMs = 500,
    maxRetryDelayMs = 10_000,
    modelBelowConfidence = 0.9,
    cache,
    onError,
  } = options;
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new Error('batchSize must be a whole number ≥ 1');
  // The SDK's own retries are off: withRetry decides (see retry.ts).
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: timeoutMs,
    maxRetries: 0,
  });
  const choices = taxonomyChoices();
  const responseFormat = {
    type: 'json_schema' as const,
    json_schema: { name: 'tbm_classification', strict: true, schema: answerJsonSchema(choices) },
  };
  const limit = createLimiter(concurrency);

  async function ask(texts: readonly string[]): Promise<Outcome[]> {
    const items: PromptItem[] = texts.map((text, id) => ({
      id,
      text,
      hints: candidates(text, HINTS_PER_ITEM).map((c) => ({
        ...leavesOf(c.layers),
        score: round2(c.score),
      })),
    }));
    let answers: Map<number, AnswerItem>;
    try {
      const completion = await limit(() =>
        withRetry(
          () =>
            client.chat.completions.create({
              model,
              temperature: 0,
              messages: buildMessages(items),
              response_format: responseFormat,
            }),
          { maxRetries, baseDelayMs: retryBaseDelayMs, maxDelayMs: maxRetryDelayMs },
        ),
      );
      const message = completion.choices[0]?.message;
      if (message?.refusal) throw new UnusableAnswerError('the model refused');
      answers = parseAnswer(message?.content);
    } catch (error) {
      onError?.(error, { during: 'model request', items: texts.length });
      const problem = describeFailure(error);
      return texts.map(() => ({ problem }));
    }
    return items.map((item) => {
      const answer = answers.get(item.id);
      return answer ? { answer } : { problem: 'the model gave no answer for this item' };
    });
  }

  function judge(local: Classification, outcome: Outcome): Classification {
    if ('problem' in outcome) return fellBack(local, outcome.problem);
    const layers = layersOf(choices, outcome.answer);
    if (!layers || !isConsistent(layers))
      return fellBack(local, 'the model chose a value outside the taxonomy');
    return fromModel(local, layers, outcome.answer);
  }

  async function cached(keys: string[]): Promise<Map<string, Classification>> {
    if (!cache || keys.length === 0) return new Map();
    try {
      return await cache.get(keys);
    } catch (error) {
      onError?.(error, { during: 'cache read', items: keys.length });
      return new Map();
    }
  }

  async function remember(results: Classification[]): Promise<void> {
    if (!cache || results.length === 0) return;
    try {
      await cache.set(results);
    } catch (error) {
      onError?.(error, { during: 'cache write', items: results.length });
    }
  }

  return {
    name: 'llm',
    taxonomyVersion: fallback.taxonomyVersion,
    async classify(names) {
      const local = await fallback.classify(names);
      const results: Classification[] = new Array(names.length);
      const settle = (group: number[], result: Classification) => {
        for (const index of group) results[index] = { ...result, input: names[index]! };
      };
      // Names that normalise alike are asked about once; a name that normalises to nothing
      // (only numbers or dates) is asked about as typed and never cached.
      const groups = new Map<string, number[]>();
      local.forEach((result, index) => {
        if (result.confidence >= modelBelowConfidence) {
          results[index] = keptLocal(result);
          return;
        }
        const key = result.normalized || `\u0000${names[index]}`;
        const group = groups.get(key);
        if (group) group.push(index);
        else groups.set(key, [index]);
      });

      const hits = await cached([...groups.keys()].filter((key) => !key.startsWith('\u0000')));
      const asked: number[][] = [];
      for (const [key, group] of groups) {
        const hit = hits.get(key);
        if (hit && isUsableCached(hit, fallback.taxonomyVersion)) settle(group, hit);
        else asked.push(group);
      }

      const answered: Classification[] = [];
      const batches: number[][][] = [];
      for (let start = 0; start < asked.length; start += batchSize)
        batches.push(asked.slice(start, start + batchSize));
      await Promise.all(
        batches.map(async (batch) => {
          const outcomes = await ask(batch.map((group) => names[group[0]!]!));
          batch.forEach((group, position) => {
            const result = judge(local[group[0]!]!, outcomes[position]!);
            settle(group, result);
            // Fallbacks are not kept: the next request for the name gives the model another chance.
            if (result.method === 'llm' && result.normalized) answered.push(result);
          });
        }),
      );
      await remember(answered);
      return results;
    },
  };
}
