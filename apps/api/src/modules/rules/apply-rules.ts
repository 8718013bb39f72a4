import { CATEGORIZATION_KEYS } from '@trusty/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { StoredLayers } from '../../db/schema/index';
import {
  changeColumns,
  mergeChanges,
  NO_CHANGE,
  readChange,
  recountAfter,
  type RowsChange,
} from '../results/recount';
import { CORRECTED_REASON } from '../results/review-actions';
import {
  LAYER_COLUMNS,
  layerColumnsOf,
  setDecidedByRule,
  storedLayersOf,
  type LayerColumns,
} from '../results/row-shape';
import { compileRules, type RuleRecord, type RuleSet } from './rule-matcher';

/**
 * Rules applied to the account's stored rows (decision 020): only rows with an answer to judge
 * and nobody accepted or corrected (a correction is only adopted, never changed: decision 025). SQL narrows the rows a rule can match; the compiled rule set
 * then decides each one, so a new phrase rule never overrides a row an exact-name rule wins.
 */

type Execute = { rows: unknown[] };
const rowsOf = <T>(result: unknown) => (result as Execute).rows as T[];

/** Vendor and GL account as `normalizeForRules` writes them, for the column's text in `r`. */
const identifierOf = (column: 'vendor' | 'glAccount') =>
  sql`btrim(regexp_replace(lower(r.context->>${column}), ${'\\s+'}, ' ', 'g'))`;

/** The stored rows (alias `r`) a rule's match selects, whatever decides them in the end. */
export function matchCondition(kind: RuleRecord['matchKind'], value: string): SQL {
  switch (kind) {
    case 'name':
      return sql`r.normalized_name = ${value}`;
    case 'vendor':
      return sql`${identifierOf('vendor')} = ${value}`;
    case 'glAccount':
      return sql`${identifierOf('glAccount')} = ${value}`;
    case 'phrase': {
      // Normalised names and phrases are words of [a-z0-9] joined by single spaces: padding
      // both with spaces makes LIKE a whole-word match; no pattern characters can occur.
      const pattern = `% ${value.replace(/[\\%_]/g, (c) => `\\${c}`)} %`;
      return sql`(' ' || r.normalized_name || ' ') LIKE ${pattern} ESCAPE '\\'`;
    }
  }
}

export const JUDGED_ROWS = sql`r.status IN ('classified', 'unclassified')`;

interface CandidateRow extends LayerColumns {
  id: string;
  cost_name: string;
  vendor: string | null;
  gl_account: string | null;
  rule_id: string | null;
  method: string | null;
  review: 'unreviewed' | 'accepted' | 'corrected';
  reason: string;
}

/**
 * Rows a rule may take: those nobody reviewed, and those a person corrected (method `user`),
 * which a rule only adopts when it gives them the very layers the person chose (`decide`).
 */
async function candidates(db: Db, userId: string, where: SQL): Promise<CandidateRow[]> {
  return rowsOf<CandidateRow>(
    await db.execute(sql`
      SELECT r.id, r.cost_name, r.context->>'vendor' AS vendor,
             r.context->>'glAccount' AS gl_account, r.rule_id, r.method, r.review, r.reason,
             ${layerColumnsOf('r')}
      FROM result_rows r
      WHERE r.user_id = ${userId} AND ${JUDGED_ROWS} AND ${where}
        AND (r.review = 'unreviewed' OR (r.review = 'corrected' AND r.method = 'user'))`),
  );
}

const sameLayers = (row: CandidateRow, layers: StoredLayers) =>
  CATEGORIZATION_KEYS.every((key) => row[LAYER_COLUMNS[key]] === layers[key]);

interface Decision {
  id: string;
  row: CandidateRow;
  rule: RuleRecord;
  reason: string;
}

/**
 * Candidates a rule of `deciding` wins and whose answer that rule would change. A row a person
 * corrected is taken only when the rule gives it the layers the person chose: its answer stays,
 * and it now counts as the rule's (the rule made from a correction decides that row, issue 34).
 */
function decide(rows: CandidateRow[], set: RuleSet, deciding: ReadonlySet<string>): Decision[] {
  const out: Decision[] = [];
  for (const row of rows) {
    const line: { name: string; vendor?: string; glAccount?: string } = { name: row.cost_name };
    if (row.vendor) line.vendor = row.vendor;
    if (row.gl_account) line.glAccount = row.gl_account;
    const won = set.match(line);
    if (!won || !deciding.has(won.rule.id)) continue;
    if (row.review !== 'unreviewed' && !sameLayers(row, won.rule.layers)) continue;
    // A rule's value edited to another spelling of the same match rewrites the reason too.
    const unchanged =
      row.method === 'rule' &&
      row.rule_id === won.rule.id &&
      row.reason === won.reason &&
      sameLayers(row, won.rule.layers);
    if (!unchanged) out.push({ id: row.id, row, rule: won.rule, reason: won.reason });
  }
  return out;
}

/** Rows the rule set would change if `rule` were saved (it replaces a rule with its id). */
export async function rowsRuleWouldChange(
  db: Db,
  userId: string,
  rule: RuleRecord,
  others: RuleRecord[],
): Promise<number> {
  const set = compileRules([...others.filter((other) => other.id !== rule.id), rule]);
  const rows = await candidates(db, userId, matchCondition(rule.matchKind, rule.matchValue));
  // An answer that changes: a row already holding the rule's layers (from the engine or an
  // earlier version of the rule) is matched but keeps its answer.
  return decide(rows, set, new Set([rule.id])).filter((d) => !sameLayers(d.row, d.rule.layers))
    .length;
}

/**
 * Applies the account's rules in `deciding` to its stored rows, in the caller's transaction: each
 * unreviewed row a rule wins gets its layers (method rule, confidence 1, its reason), and a row a
 * person corrected to the rule's very layers is adopted by it (same answer, now the rule's); each
 * gets a journal entry (action rule, from → to). Then the rules' hits, the uploads' counters
 * and the account's total are recounted (recount.ts) and the uploads' files marked outdated.
 * `where` narrows the rows read (one rule's match); `rules` is the whole enabled set, so
 * precedence is respected. Returns how many rows changed.
 */
export async function applyRulesToRows(
  tx: Db,
  input: { userId: string; rules: RuleRecord[]; deciding: ReadonlySet<string>; where?: SQL },
): Promise<number> {
  if (input.deciding.size === 0) return 0;
  const rows = await candidates(tx, input.userId, input.where ?? sql`true`);
  const decisions = decide(rows, compileRules(input.rules), input.deciding);
  let changed = 0;
  let change = NO_CHANGE;
  for (let i = 0; i < decisions.length; i += APPLY_CHUNK) {
    const written = await writeDecisions(tx, input.userId, decisions.slice(i, i + APPLY_CHUNK));
    changed += written.changed;
    change = mergeChanges(change, written.change);
  }
  await recountAfter(tx, input.userId, change);
  return changed;
}

/** Rows written per statement: bounds the parameter and the statement's memory on a big account. */
const APPLY_CHUNK = 5_000;

async function writeDecisions(
  tx: Db,
  userId: string,
  decisions: Decision[],
): Promise<{ changed: number; change: RowsChange }> {
  const payload = JSON.stringify(
    decisions.map((d) => ({ id: d.id, rule_id: d.rule.id, reason: d.reason })),
  );
  const result = await tx.execute(sql`
    WITH decided AS (
      SELECT * FROM jsonb_to_recordset(${payload}::jsonb) AS x(id uuid, rule_id uuid, reason text)
    ),
    target AS (
      SELECT r.*, d.rule_id AS new_rule_id, d.reason AS new_reason, ru.layers AS new_layers
      FROM result_rows r
      JOIN decided d ON d.id = r.id
      JOIN rules ru ON ru.id = d.rule_id AND ru.user_id = ${userId}
      WHERE r.user_id = ${userId}
        AND (r.review = 'unreviewed'
             OR (r.review = 'corrected' AND r.method = 'user'
                 AND ${storedLayersOf('r')} = ru.layers))
      FOR UPDATE OF r
    ),
    changed AS (
      UPDATE result_rows SET ${setDecidedByRule('t')}
      FROM target t WHERE result_rows.id = t.id
      RETURNING result_rows.id
    ),
    journal AS (
      INSERT INTO result_journal (user_id, row_id, action, from_layers, to_layers, rule_id)
      SELECT ${userId}::uuid, t.id, 'rule', ${storedLayersOf('t')}, t.new_layers, t.new_rule_id
      FROM target t
      WHERE t.rule_id IS DISTINCT FROM t.new_rule_id
         OR ${storedLayersOf('t')} IS DISTINCT FROM t.new_layers
    )
    SELECT (SELECT count(*)::int FROM changed) AS changed,
           ${changeColumns(sql`target.new_rule_id`)}`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  return { changed: Number(row?.changed ?? 0), change: readChange(row) };
}

/**
 * Rules whose layers were edited (or imported anew) let go of the corrections they had adopted:
 * those rows keep the layers the person chose, which are no longer the rule's, so they are the
 * person's again. Returns how many rows it let go.
 */
export async function releaseAdopted(
  tx: Db,
  userId: string,
  ruleIds: readonly string[],
): Promise<number> {
  if (ruleIds.length === 0) return 0;
  const result = await tx.execute(sql`
    WITH target AS (
      SELECT r.* FROM result_rows r JOIN rules ru ON ru.id = r.rule_id
      WHERE r.rule_id = ANY(string_to_array(${ruleIds.join(',')}, ',')::uuid[])
        AND r.user_id = ${userId} AND r.review = 'corrected'
        AND ${storedLayersOf('r')} IS DISTINCT FROM ru.layers
      FOR UPDATE OF r
    ),
    changed AS (
      UPDATE result_rows SET method = 'user', rule_id = NULL, reason = ${CORRECTED_REASON},
                             updated_at = now()
      FROM target t WHERE result_rows.id = t.id
      RETURNING result_rows.id
    )
    SELECT (SELECT count(*)::int FROM changed) AS changed, ${changeColumns()}`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  await recountAfter(tx, userId, readChange(row));
  return Number(row?.changed ?? 0);
}

/** Matching and protected rows of a rule's match over all the account's judged rows. */
export async function matchCounts(
  db: Db,
  userId: string,
  kind: RuleRecord['matchKind'],
  value: string,
): Promise<{ matching: number; protectedRows: number }> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS matching,
           count(*) FILTER (WHERE r.review <> 'unreviewed')::int AS protected
    FROM result_rows r
    WHERE r.user_id = ${userId} AND ${JUDGED_ROWS} AND ${matchCondition(kind, value)}`);
  const row = rowsOf<{ matching: number | string; protected: number | string }>(result)[0];
  return { matching: Number(row?.matching ?? 0), protectedRows: Number(row?.protected ?? 0) };
}
