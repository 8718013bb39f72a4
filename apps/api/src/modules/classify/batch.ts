import { storedMoney } from '../excel/amounts';
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  CATEGORIZATION_KEYS,
  UNCLASSIFIED_MESSAGE,
  type BatchItem,
  type BatchResult,
  type BatchResultItem,
  type Categorization,
} from '@trusty/contracts';
import { TAXONOMY_VERSION, type Classification, type CostLine } from '@trusty/tbm';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { excelResults, type resultRows, type StoredLayers } from '../../db/schema/index';
import { InsufficientCreditsError } from '../../http/errors';
import type { Classifier } from '../../infra/classifier';
import { chargeCredits, recordUsage } from '../credits/service';
import { completeIdempotencyKey, type IdempotentCall } from '../idempotency/idempotency';
import { normalizedNameOf } from '../results/normalized-name';
import { layerFieldsOf } from '../results/row-shape';
import type { RuleMatchResult } from '../rules/rule-matcher';
import { loadRuleSet } from '../rules/rule-store';
import { CREDITS_PER_COST, toCategorizeResult } from './service';

/**
 * POST /tbm/categorize/batch (issue 32): up to 1,000 items in one call. The account's rules
 * decide first (free); the engine classifies each distinct line once; the batch is then quoted
 * (one credit per item the engine classified; unclassified items are free) and refused with 402
 * when it does not fit. Otherwise one transaction charges it, stores its rows as one Results
 * entry (an `excel_results` record of kind `batch`, no file), and keeps the answer for its
 * `Idempotency-Key`: all of it or none of it.
 */

/** The local engine runs on this thread: a batch is classified this many lines per turn. */
const LINES_PER_TURN = 100;

type Decision =
  { kind: 'rule'; match: RuleMatchResult } | { kind: 'engine'; classification: Classification };

function lineOf(item: BatchItem): CostLine {
  const line: CostLine = { name: item.costName };
  if (item.vendor) line.vendor = item.vendor;
  if (item.glAccount) line.glAccount = item.glAccount;
  if (item.costCentre) line.costCentre = item.costCentre;
  return line;
}

const lineKey = (line: CostLine) =>
  [line.name, line.vendor ?? '', line.glAccount ?? '', line.costCentre ?? ''].join('\u0000');

/** Each distinct line once, a turn of the event loop at a time when the engine runs here. */
async function classifyDistinct(
  classifier: Classifier,
  lines: CostLine[],
): Promise<Map<string, Classification>> {
  const distinct = [...new Map(lines.map((line) => [lineKey(line), line])).values()];
  const answers = new Map<string, Classification>();
  const step = classifier.runsOnEventLoop ? LINES_PER_TURN : distinct.length;
  for (let at = 0; at < distinct.length; at += step) {
    const chunk = distinct.slice(at, at + step);
    const classified = await classifier.classifyLines(chunk);
    chunk.forEach((line, i) => answers.set(lineKey(line), classified[i] as Classification));
    if (at + step < distinct.length) await nextTurn();
  }
  return answers;
}

async function decide(
  deps: { db: Db; classifier: Classifier },
  input: { userId: string; items: BatchItem[]; rulesVersion?: number },
): Promise<Decision[]> {
  const rules = await loadRuleSet(deps.db, input.userId, input.rulesVersion);
  const byRule = input.items.map((item) =>
    rules.size > 0
      ? rules.match({
          name: item.costName,
          ...(item.vendor ? { vendor: item.vendor } : {}),
          ...(item.glAccount ? { glAccount: item.glAccount } : {}),
        })
      : undefined,
  );
  const engineLines = input.items.flatMap((item, i) => (byRule[i] ? [] : [lineOf(item)]));
  const answers = await classifyDistinct(deps.classifier, engineLines);
  return input.items.map((item, i) => {
    const match = byRule[i];
    if (match) return { kind: 'rule', match };
    return { kind: 'engine', classification: answers.get(lineKey(lineOf(item))) as Classification };
  });
}

function layersOf(layers: StoredLayers): Omit<Categorization, 'Confidence'> {
  return Object.fromEntries(CATEGORIZATION_KEYS.map((key) => [key, layers[key]])) as Omit<
    Categorization,
    'Confidence'
  >;
}

function answerOf(item: BatchItem, decision: Decision): BatchResultItem {
  if (decision.kind === 'rule')
    return {
      id: item.id,
      costName: item.costName,
      classified: true,
      categorization: { ...layersOf(decision.match.rule.layers), Confidence: '100%' },
      confidence: 1,
      method: 'rule',
      reason: decision.match.reason,
      taxonomyVersion: TAXONOMY_VERSION,
    };
  const { classification } = decision;
  if (!classification.recognised)
    return {
      id: item.id,
      costName: item.costName,
      classified: false,
      message: UNCLASSIFIED_MESSAGE,
      reason: classification.reason,
      taxonomyVersion: classification.taxonomyVersion,
    };
  return { id: item.id, ...toCategorizeResult(item.costName, classification) };
}

/** What a row keeps beside its name: the item's context columns, by the roles uploads use. */
function contextOf(item: BatchItem): Record<string, string> {
  const context: Record<string, string> = {};
  if (item.vendor) context.vendor = item.vendor;
  if (item.glAccount) context.glAccount = item.glAccount;
  if (item.costCentre) context.costCentre = item.costCentre;
  return context;
}

function rowOf(
  input: { userId: string; batchId: string },
  item: BatchItem,
  index: number,
  decision: Decision,
  answer: BatchResultItem,
): RowInsert {
  const base = {
    userId: input.userId,
    uploadId: input.batchId,
    rowNumber: index + 1,
    costName: item.costName,
    normalizedName: normalizedNameOf(item.costName),
    context: contextOf(item),
    ...storedMoney(item.amount, item.currency),
    reason: answer.reason,
    taxonomyVersion: answer.taxonomyVersion,
  };
  if (!answer.classified) return { ...base, status: 'unclassified', charged: false };
  const layers =
    decision.kind === 'rule' ? decision.match.rule.layers : decision.classification.layers;
  return {
    ...base,
    status: 'classified',
    ...layerFieldsOf(layers),
    confidence: answer.confidence,
    // Coverage is counted per layer (issue 31); a rule's answer has none of its own.
    ...(decision.kind === 'engine'
      ? {
          poolConfidence:
            decision.classification.layerConfidence?.['Cost Pool'] ?? answer.confidence,
          towerConfidence:
            decision.classification.layerConfidence?.['IT Tower'] ?? answer.confidence,
          subTowerConfidence:
            decision.classification.layerConfidence?.['Sub-Tower'] ?? answer.confidence,
        }
      : {}),
    method: answer.method,
    ruleId: decision.kind === 'rule' ? decision.match.rule.id : null,
    charged: decision.kind === 'engine',
  };
}

export interface BatchInput {
  userId: string;
  items: BatchItem[];
  /** The balance the request's user row was read with: an early refusal costs no transaction. */
  balance: number;
  rulesVersion?: number;
  /** Set when the request carried an Idempotency-Key that this request claimed. */
  idempotency?: IdempotentCall;
}

type RowInsert = typeof resultRows.$inferInsert;

/**
 * The batch's rows in one statement with one JSON parameter: a parameter per value (20,000 for
 * 1,000 rows) costs PGlite far more to encode than one document does to unpack.
 */
async function insertRows(tx: Db, rows: RowInsert[]): Promise<void> {
  const records = rows.map((row) => ({
    user_id: row.userId,
    upload_id: row.uploadId,
    row_number: row.rowNumber,
    cost_name: row.costName,
    normalized_name: row.normalizedName,
    context: row.context,
    amount: row.amount ?? null,
    currency: row.currency ?? null,
    status: row.status,
    cost_pool: row.costPool ?? null,
    sub_cost_pool: row.subCostPool ?? null,
    it_tower: row.itTower ?? null,
    sub_tower: row.subTower ?? null,
    technical_solution: row.technicalSolution ?? null,
    technical_category: row.technicalCategory ?? null,
    confidence: row.confidence ?? null,
    pool_confidence: row.poolConfidence ?? null,
    tower_confidence: row.towerConfidence ?? null,
    sub_tower_confidence: row.subTowerConfidence ?? null,
    method: row.method ?? null,
    rule_id: row.ruleId ?? null,
    reason: row.reason ?? '',
    charged: row.charged ?? false,
    taxonomy_version: row.taxonomyVersion,
  }));
  await tx.execute(sql`
    INSERT INTO result_rows (user_id, upload_id, row_number, cost_name, normalized_name, context,
                             amount, currency, status, cost_pool, sub_cost_pool, it_tower,
                             sub_tower, technical_solution, technical_category, confidence,
                             pool_confidence, tower_confidence, sub_tower_confidence, method,
                             rule_id, reason, charged, taxonomy_version)
    SELECT user_id, upload_id, row_number, cost_name, normalized_name, context, amount, currency,
           status, cost_pool, sub_cost_pool, it_tower, sub_tower, technical_solution,
           technical_category, confidence, pool_confidence, tower_confidence,
           sub_tower_confidence, method, rule_id, reason, charged, taxonomy_version
    FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS r(
      user_id uuid, upload_id uuid, row_number integer, cost_name text, normalized_name text,
      context jsonb, amount numeric, currency text, status text, cost_pool text,
      sub_cost_pool text, it_tower text, sub_tower text, technical_solution text,
      technical_category text, confidence real, pool_confidence real, tower_confidence real,
      sub_tower_confidence real, method text, rule_id uuid, reason text, charged boolean,
      taxonomy_version text)`);
}

export async function categorizeBatch(
  deps: { db: Db; classifier: Classifier },
  input: BatchInput,
): Promise<BatchResult> {
  const decisions = await decide(deps, input);
  const answers = input.items.map((item, i) => answerOf(item, decisions[i] as Decision));
  const charged = decisions.filter(
    (d) => d.kind === 'engine' && d.classification.recognised,
  ).length;
  const ruleAnswered = decisions.filter((d) => d.kind === 'rule').length;
  const needed = charged * CREDITS_PER_COST;
  // The quote: refused before any write when the balance read with the request cannot pay.
  if (input.balance < needed) throw new InsufficientCreditsError(needed, input.balance);

  const batchId = randomUUID();
  return deps.db.transaction(async (tx) => {
    // The charge first: its lock on the user comes before the batch record's foreign-key lock
    // on the same user (the order uploads use, so the two cannot deadlock).
    const balance =
      needed > 0
        ? (
            await chargeCredits(tx, {
              userId: input.userId,
              amount: needed,
              kind: 'usage_batch',
              reference: `batch:${batchId}`,
              metadata: { batchId, items: input.items.length, ruleAnswered },
            })
          ).balance
        : await balanceOf(tx, input.userId);
    await tx.insert(excelResults).values({
      id: batchId,
      userId: input.userId,
      kind: 'batch',
      originalName: `API batch of ${input.items.length.toLocaleString('en-US')} item${input.items.length === 1 ? '' : 's'}`,
      contentType: 'application/json',
      totalRows: input.items.length,
      successfulRows: charged + ruleAnswered,
      errorRows: 0,
      unclassifiedRows: input.items.length - charged - ruleAnswered,
      skippedRows: 0,
      columnsRead: [],
      errors: [],
      // No file to download: the entry's rows stay, as an upload's do after its file expires.
      expiresAt: new Date(),
    });
    const rows = input.items.map((item, i) =>
      rowOf({ userId: input.userId, batchId }, item, i, decisions[i] as Decision, answers[i]!),
    );
    await insertRows(tx, rows);
    await addRuleHits(tx, input.userId, decisions);
    await recordUsage(tx, input.userId, { costsClassified: charged + ruleAnswered });
    const result: BatchResult = {
      batchId,
      items: answers,
      charged,
      ruleAnswered,
      unclassified: input.items.length - charged - ruleAnswered,
      balance,
    };
    if (input.idempotency)
      await completeIdempotencyKey(tx, input.idempotency, 200, { success: true, data: result });
    return result;
  });
}

async function balanceOf(db: Db, userId: string): Promise<number> {
  const result = await db.execute(sql`SELECT credits FROM users WHERE id = ${userId}`);
  const row = (result as unknown as { rows: Array<{ credits: number | string }> }).rows[0];
  return Number(row?.credits ?? 0);
}

async function addRuleHits(tx: Db, userId: string, decisions: Decision[]): Promise<void> {
  const hits = new Map<string, number>();
  for (const d of decisions)
    if (d.kind === 'rule') hits.set(d.match.rule.id, (hits.get(d.match.rule.id) ?? 0) + 1);
  if (hits.size === 0) return;
  const values = [...hits].map(([id, n]) => ({ id, n }));
  await tx.execute(sql`
    UPDATE rules SET hits = rules.hits + v.n
    FROM json_to_recordset(${JSON.stringify(values)}::json) AS v(id uuid, n int)
    WHERE rules.id = v.id AND rules.user_id = ${userId}::uuid`);
}
