import {
  CATEGORIZATION_KEYS,
  decimalToUnits,
  unitsToDecimal,
  type CategorizationKey,
  type Layers,
  type ResultRow,
} from '@trusty/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { resultRows } from '../../db/schema/index';

export type ResultRowRecord = typeof resultRows.$inferSelect;

/** Each layer's field in a row record (camelCase), as LAYER_COLUMNS names its column. */
const LAYER_FIELDS = {
  'Cost Pool': 'costPool',
  'Sub-Cost Pool': 'subCostPool',
  'IT Tower': 'itTower',
  'Sub-Tower': 'subTower',
  'Technical Solution': 'technicalSolution',
  'Technical Category': 'technicalCategory',
} as const satisfies Record<CategorizationKey, string>;

/** The six layer fields of a row record. */
type LayerFields<Value> = Record<(typeof LAYER_FIELDS)[CategorizationKey], Value>;

/** The six layers from where a row keeps each, or null when it has none (unclassified, skipped, error). */
function layersFrom(valueOf: (layer: CategorizationKey) => string | null): Layers | null {
  const layers = {} as Layers;
  for (const layer of CATEGORIZATION_KEYS) {
    const value = valueOf(layer);
    if (value === null || value === '') return null;
    layers[layer] = value;
  }
  return layers;
}

/** A row record's six layers, or null when it has none. */
export const layersOf = (row: LayerFields<string | null>): Layers | null =>
  layersFrom((layer) => row[LAYER_FIELDS[layer]]);

/** A row's six layer fields from the layers (the other way from layersOf): all null for none. */
export function layerFieldsOf(layers: Layers): LayerFields<string>;
export function layerFieldsOf(layers: Layers | null): LayerFields<string | null>;
export function layerFieldsOf(layers: Layers | null): LayerFields<string | null> {
  const fields = {} as LayerFields<string | null>;
  for (const layer of CATEGORIZATION_KEYS) fields[LAYER_FIELDS[layer]] = layers?.[layer] ?? null;
  return fields;
}

/** The six layer columns of `result_rows` as a raw query returns them (snake_case). */
export interface LayerColumns {
  cost_pool: string | null;
  sub_cost_pool: string | null;
  it_tower: string | null;
  sub_tower: string | null;
  technical_solution: string | null;
  technical_category: string | null;
}

/** Each layer's column in `result_rows`. */
export const LAYER_COLUMNS: Record<CategorizationKey, keyof LayerColumns> = {
  'Cost Pool': 'cost_pool',
  'Sub-Cost Pool': 'sub_cost_pool',
  'IT Tower': 'it_tower',
  'Sub-Tower': 'sub_tower',
  'Technical Solution': 'technical_solution',
  'Technical Category': 'technical_category',
};

/** The six layer columns, in layer order, for a SELECT list (`alias.cost_pool, …`, or bare without an alias). */
export const layerColumnsOf = (alias?: string): SQL =>
  sql.raw(
    Object.values(LAYER_COLUMNS)
      .map((column) => (alias ? `${alias}.${column}` : column))
      .join(', '),
  );

/**
 * The SET list that hands a row to the rule that now decides it, at full confidence: the rule's
 * layers, reason and id as `alias` carries them (`new_layers`, `new_reason`, `new_rule_id`).
 */
export function setDecidedByRule(alias: string): SQL {
  const layers = Object.entries(LAYER_COLUMNS).map(
    ([layer, column]) => `${column} = ${alias}.new_layers->>'${layer}'`,
  );
  return sql.raw(`status = 'classified', ${layers.join(', ')}, confidence = 1, method = 'rule',
    reason = ${alias}.new_reason, rule_id = ${alias}.new_rule_id, updated_at = now()`);
}

/** A raw record's six layers, or null when it has none. */
export const layersOfColumns = (record: LayerColumns): Layers | null =>
  layersFrom((layer) => record[LAYER_COLUMNS[layer]]);

/**
 * Confidence is stored as `real`: one driver reads 0.83 back as 0.8299999833…; six decimals
 * are more than any screen shows and keep equal values equal.
 */
export function roundConfidence(value: number | null): number | null {
  return value === null ? null : Math.round(value * 1e6) / 1e6;
}

/** A numeric's text without trailing zeros or exponent ("1200.50" → "1200.5"). */
export const canonicalDecimal = (text: string): string => unitsToDecimal(decimalToUnits(text));

export function toResultRow(row: ResultRowRecord): ResultRow {
  const layers = row.status === 'classified' ? layersOf(row) : null;
  return {
    id: row.id,
    uploadId: row.uploadId,
    row: row.rowNumber,
    costName: row.costName,
    normalizedName: row.normalizedName,
    context: row.context ?? {},
    amount: row.amount === null ? null : canonicalDecimal(row.amount),
    currency: row.currency,
    amountIssue: row.amountIssue,
    status: row.status,
    layers,
    confidence: layers ? roundConfidence(row.confidence) : null,
    method: row.method,
    reason: row.reason,
    ruleId: row.ruleId,
    review: row.review,
    charged: row.charged,
    taxonomyVersion: row.taxonomyVersion,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A row's six layer columns as the journal stores them (NULL when it has none). */
export const storedLayersOf = (alias: string): SQL =>
  sql.raw(`
  CASE WHEN ${alias}.cost_pool IS NULL THEN NULL ELSE jsonb_build_object(
    'Cost Pool', ${alias}.cost_pool, 'Sub-Cost Pool', ${alias}.sub_cost_pool,
    'IT Tower', ${alias}.it_tower, 'Sub-Tower', ${alias}.sub_tower,
    'Technical Solution', ${alias}.technical_solution,
    'Technical Category', ${alias}.technical_category) END`);
