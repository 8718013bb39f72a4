import type { ResultMethod } from '@trusty/contracts';
import { sql } from 'drizzle-orm';
import { preparedStatement, type Db } from '../../db/client';
import type { StoredLayers } from '../../db/schema/index';
import { layerFieldsOf } from './row-shape';

/**
 * A single analysis that is kept but not charged: one the engine could not place (status
 * unclassified, no layers) or one an account's rule decided (method rule). The charged ones are
 * stored by the charge itself (credits/service.ts chargeForClassification), in its one statement.
 */
export interface UnchargedAnalysis {
  userId: string;
  costName: string;
  normalizedName: string;
  /** Absent when nothing was recognised. */
  layers?: StoredLayers;
  confidence?: number;
  method?: ResultMethod;
  ruleId?: string;
  reason: string;
  taxonomyVersion: string;
}

const storeStatement = preparedStatement<{ id: string }>(
  'store_uncharged_analysis',
  () => sql`
    INSERT INTO result_rows (user_id, cost_name, normalized_name, status,
                             cost_pool, sub_cost_pool, it_tower, sub_tower,
                             technical_solution, technical_category,
                             confidence, method, rule_id, reason, charged, taxonomy_version)
    VALUES (${sql.placeholder('userId')}::uuid, ${sql.placeholder('costName')}::text,
            ${sql.placeholder('normalizedName')}::text, ${sql.placeholder('status')}::text,
            ${sql.placeholder('costPool')}::text, ${sql.placeholder('subCostPool')}::text,
            ${sql.placeholder('itTower')}::text, ${sql.placeholder('subTower')}::text,
            ${sql.placeholder('technicalSolution')}::text,
            ${sql.placeholder('technicalCategory')}::text,
            ${sql.placeholder('confidence')}::real, ${sql.placeholder('method')}::text,
            ${sql.placeholder('ruleId')}::uuid, ${sql.placeholder('reason')}::text, false,
            ${sql.placeholder('taxonomyVersion')}::text)
    RETURNING id`,
);

/** Stores an uncharged single analysis in one statement; returns its row id. */
export async function storeUnchargedAnalysis(db: Db, analysis: UnchargedAnalysis): Promise<string> {
  const layers = analysis.layers;
  const rows = await storeStatement(db, {
    userId: analysis.userId,
    costName: analysis.costName,
    normalizedName: analysis.normalizedName,
    status: layers ? 'classified' : 'unclassified',
    ...layerFieldsOf(layers ?? null),
    confidence: layers ? (analysis.confidence ?? null) : null,
    method: layers ? (analysis.method ?? null) : null,
    ruleId: analysis.ruleId ?? null,
    reason: analysis.reason,
    taxonomyVersion: analysis.taxonomyVersion,
  });
  const row = rows[0];
  if (!row) throw new Error('the analysis was not stored');
  return row.id;
}
