import {
  createLlmEngine,
  createLocalEngine,
  type Classification,
  type ClassifierEngine,
  type ResultCache,
} from '@trusty/tbm';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { classificationCache } from '../db/schema/index';

/** The engine every classification goes through; chosen once at start from CLASSIFIER. */
export type Classifier = ClassifierEngine;

export interface ClassifierDeps {
  db: Db;
  log: FastifyBaseLogger;
}

/**
 * Model answers in `classification_cache`, keyed `${engine}:${taxonomyVersion}:${normalized}`.
 * Only the model's answers are kept: local results cost nothing to recompute, and recomputing
 * them means an improved local engine takes effect without flushing anything.
 */
export function createDbResultCache(db: Db, engine: string, taxonomyVersion: string): ResultCache {
  const prefix = `${engine}:${taxonomyVersion}:`;
  return {
    async get(normalized) {
      const keys = [...new Set(normalized)].map((n) => prefix + n);
      const found = new Map<string, Classification>();
      if (keys.length === 0) return found;
      const rows = await db
        .update(classificationCache)
        .set({ hits: sql`${classificationCache.hits} + 1` })
        .where(inArray(classificationCache.key, keys))
        .returning({ key: classificationCache.key, result: classificationCache.result });
      for (const row of rows)
        found.set(row.key.slice(prefix.length), row.result as unknown as Classification);
      return found;
    },
    async set(results) {
      // One row per key: PostgreSQL refuses an upsert that touches a row twice.
      const byKey = new Map(results.map((result) => [prefix + result.normalized, result]));
      if (byKey.size === 0) return;
      await db
        .insert(classificationCache)
        .values(
          [...byKey].map(([key, result]) => ({
            key,
            engine,
            taxonomyVersion,
            result: result as unknown as Record<string, unknown>,
          })),
        )
        // A row is only rewritten when the engine found it unusable (or two requests missed
        // together): the newer answer replaces it.
        .onConflictDoUpdate({
          target: classificationCache.key,
          set: { result: sql`excluded.result`, createdAt: sql`now()` },
        });
    },
  };
}

export function createClassifier(config: Config, deps: ClassifierDeps): Classifier {
  const local = createLocalEngine();
  if (config.classifier !== 'llm' || !config.llm) return local;
  const log = deps.log.child({ module: 'classifier' });
  log.info(
    { baseUrl: config.llm.baseUrl ?? 'https://api.openai.com/v1', model: config.llm.model },
    'LLM classifier enabled',
  );
  return createLlmEngine({
    baseURL: config.llm.baseUrl,
    apiKey: config.llm.apiKey,
    model: config.llm.model,
    fallback: local,
    cache: createDbResultCache(deps.db, 'llm', local.taxonomyVersion),
    // The items still get an answer (the local one, or a fresh model call); the log says why.
    onError: (err, context) =>
      log.warn({ err, items: context.items }, `LLM classifier: ${context.during} failed`),
  });
}
