import { CATEGORIZATION_KEYS, type Categorization, type ClassifiedResult } from '@trusty/contracts';
import { sql } from 'drizzle-orm';
import { preparedStatement, type Db } from '../../db/client';
import { layerFieldsOf } from '../results/row-shape';
import type { RuleMatchResult } from './rule-matcher';

/**
 * A single analysis one of the account's rules decided: answered without the engine, stored as
 * a result row (method rule, not charged), counted as a hit of the rule and in the account's
 * costs analyzed, in one statement.
 */

const storeStatement = preparedStatement<{ id: string }>(
  'store_rule_analysis',
  () => sql`
    WITH hit AS (
      UPDATE rules SET hits = hits + 1
      WHERE id = ${sql.placeholder('ruleId')}::uuid AND user_id = ${sql.placeholder('userId')}::uuid
      RETURNING id, layers
    ), counted AS (
      -- a classified cost like any other: Total Costs Analyzed counts it (issue 34 §3)
      UPDATE users SET total_costs_alignment = total_costs_alignment + 1
      WHERE id = ${sql.placeholder('userId')}::uuid
    )
    INSERT INTO result_rows (user_id, cost_name, normalized_name, status,
                             cost_pool, sub_cost_pool, it_tower, sub_tower,
                             technical_solution, technical_category,
                             confidence, method, rule_id, reason, charged, taxonomy_version)
    SELECT ${sql.placeholder('userId')}::uuid, ${sql.placeholder('costName')}::text,
           ${sql.placeholder('normalizedName')}::text, 'classified',
           ${sql.placeholder('costPool')}::text, ${sql.placeholder('subCostPool')}::text,
           ${sql.placeholder('itTower')}::text, ${sql.placeholder('subTower')}::text,
           ${sql.placeholder('technicalSolution')}::text,
           ${sql.placeholder('technicalCategory')}::text,
           1, 'rule', (SELECT id FROM hit), ${sql.placeholder('reason')}::text,
           false, ${sql.placeholder('taxonomyVersion')}::text
    RETURNING id`,
);

export async function answerByRule(
  db: Db,
  input: {
    userId: string;
    costName: string;
    normalizedName: string;
    decided: RuleMatchResult;
    taxonomyVersion: string;
  },
): Promise<ClassifiedResult> {
  const { rule, reason } = input.decided;
  const layers = rule.layers;
  await storeStatement(db, {
    userId: input.userId,
    ruleId: rule.id,
    costName: input.costName,
    normalizedName: input.normalizedName,
    ...layerFieldsOf(layers),
    reason,
    taxonomyVersion: input.taxonomyVersion,
  });
  const categorization = Object.fromEntries(
    CATEGORIZATION_KEYS.map((key) => [key, layers[key]]),
  ) as Omit<Categorization, 'Confidence'>;
  return {
    costName: input.costName,
    classified: true,
    categorization: { ...categorization, Confidence: '100%' },
    confidence: 1,
    method: 'rule',
    reason,
    taxonomyVersion: input.taxonomyVersion,
  };
}
