import {
  classifyLine,
  createLlmEngine,
  createLocalEngine,
  focusSubTower,
  lineText,
  type Classification,
  type ClassifierEngine,
  type CostLine,
  type ResultCache,
} from '@trusty/tbm';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { classificationCache } from '../db/schema/index';

/** The engine every classification goes through; chosen once at start from CLASSIFIER. */
export interface Classifier extends ClassifierEngine {
  /** Ledger lines with the columns beside their names (vendor, GL account, FOCUS columns…). */
  classifyLines(lines: readonly CostLine[]): Promise<Classification[]>;
  /**
   * Whether a call's work is this thread's CPU (the local engine) rather than a wait on a model
   * server: a long upload then calls it with a few names at a time, between turns of the loop.
   */
  readonly runsOnEventLoop: boolean;
}

/** A FOCUS row its own category columns place: the local reading of them is the answer. */
const placedByColumns = (line: CostLine) =>
  !!line.focus?.category &&
  focusSubTower(line.focus.category, line.focus.subcategory) !== undefined;

/**
 * The model reads names only: a line's other columns reach it as words after the name, except where a FOCUS
 * export's own category columns already decide (the provider said what the service is).
 */
function withLines(engine: ClassifierEngine): Classifier {
  return {
    name: engine.name,
    taxonomyVersion: engine.taxonomyVersion,
    runsOnEventLoop: false,
    classify: (names) => engine.classify(names),
    async classifyLines(lines) {
      const asked = lines.filter((line) => !placedByColumns(line));
      const answers = asked.length ? await engine.classify(asked.map(lineText)) : [];
      let next = 0;
      return lines.map((line) =>
        placedByColumns(line) ? classifyLine(line) : (answers[next++] as Classification),
      );
    },
  };
}

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
  if (config.classifier !== 'llm' || !config.llm)
    return {
      ...local,
      runsOnEventLoop: true,
      classifyLines: async (lines) => lines.map(classifyLine),
    };
  const log = deps.log.child({ module: 'classifier' });
  log.info(
    { baseUrl: config.llm.baseUrl ?? 'https://api.openai.com/v1', model: config.llm.model },
    'LLM classifier enabled',
  );
  const llm = createLlmEngine({
    baseURL: config.llm.baseUrl,
    apiKey: config.llm.apiKey,
    model: config.llm.model,
    fallback: local,
    cache: createDbResultCache(deps.db, 'llm', local.taxonomyVersion),
    // The items still get an answer (the local one, or a fresh model call); the log says why.
    onError: (err, context) =>
      log.warn({ err, items: context.items }, `LLM classifier: ${context.during} failed`),
  });
  return withLines(llm);
}
