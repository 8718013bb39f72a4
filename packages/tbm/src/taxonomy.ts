import raw from '../data/taxonomy-v4.json' with { type: 'json' };
import { LAYERS, type LayerName } from './types.js';

/** The taxonomy version this package implements. */
export const TAXONOMY_VERSION = '4.0';

export interface SubPool {
  code: string;
  name: string;
  /** 'confirmed' | 'inferred' | 'decided' — how sure the source is (see README). */
  status: string;
  examples: string[];
}
export interface CostPool {
  code: string;
  name: string;
  definition: string;
  subPools: SubPool[];
}
export interface SubTower {
  code: string;
  name: string;
  /** Code of the default solution category for this sub-tower. */
  solution: string;
  examples: string[];
}
export interface Tower {
  code: string;
  name: string;
  subTowers: SubTower[];
}
export interface SolutionCategory {
  code: string;
  name: string;
}
export interface SolutionType {
  code: string;
  name: string;
  categories: SolutionCategory[];
}
export interface Taxonomy {
  version: string;
  name: string;
  releaseDate: string;
  layers: LayerName[];
  costPools: CostPool[];
  towers: Tower[];
  solutionTypes: SolutionType[];
}

const data = raw as Omit<Taxonomy, 'layers'>;

/** A resolved sub-tower with its parent and default solution. */
export interface SubTowerInfo {
  code: string;
  name: string;
  tower: string;
  towerCode: string;
  solutionCode: string;
}
export interface SubPoolInfo {
  code: string;
  name: string;
  pool: string;
  poolCode: string;
}
export interface CategoryInfo {
  code: string;
  name: string;
  type: string;
  typeCode: string;
}

export const SUB_TOWERS = new Map<string, SubTowerInfo>();
export const SUB_POOLS = new Map<string, SubPoolInfo>();
export const CATEGORIES = new Map<string, CategoryInfo>();

for (const t of data.towers)
  for (const s of t.subTowers)
    SUB_TOWERS.set(s.code, {
      code: s.code,
      name: s.name,
      tower: t.name,
      towerCode: t.code,
      solutionCode: s.solution,
    });
for (const p of data.costPools)
  for (const s of p.subPools)
    SUB_POOLS.set(s.code, { code: s.code, name: s.name, pool: p.name, poolCode: p.code });
for (const t of data.solutionTypes)
  for (const c of t.categories)
    CATEGORIES.set(c.code, { code: c.code, name: c.name, type: t.name, typeCode: t.code });

export function subTower(code: string): SubTowerInfo {
  const s = SUB_TOWERS.get(code);
  if (!s) throw new Error(`unknown sub-tower code ${code}`);
  return s;
}
export function subPool(code: string): SubPoolInfo {
  const s = SUB_POOLS.get(code);
  if (!s) throw new Error(`unknown sub-pool code ${code}`);
  return s;
}
export function category(code: string): CategoryInfo {
  const c = CATEGORIES.get(code);
  if (!c) throw new Error(`unknown solution category code ${code}`);
  return c;
}

/** Six layers from three leaf codes; always hierarchy-consistent. */
export function layersFromCodes(
  subPoolCode: string,
  subTowerCode: string,
  categoryCode: string,
): Record<LayerName, string> {
  const sp = subPool(subPoolCode);
  const st = subTower(subTowerCode);
  const c = category(categoryCode);
  return {
    'Cost Pool': sp.pool,
    'Sub-Cost Pool': sp.name,
    'IT Tower': st.tower,
    'Sub-Tower': st.name,
    'Technical Solution': c.type,
    'Technical Category': c.name,
  };
}

/** The taxonomy as a JSON-serialisable structure (a fresh copy each call). */
export function getTaxonomy(version: string = TAXONOMY_VERSION): Taxonomy {
  if (version !== TAXONOMY_VERSION)
    throw new Error(`unsupported TBM taxonomy version ${version}; supported: ${TAXONOMY_VERSION}`);
  return structuredClone({ ...data, layers: [...LAYERS] });
}

// Name-based indexes for consistency checks. Sub-pool names repeat across pools
// (e.g. 'Expense' under Hardware and Software), so relations are keyed by pair.
const poolSubPool = new Set<string>();
const towerSubTower = new Set<string>();
const typeCategory = new Set<string>();
for (const s of SUB_POOLS.values()) poolSubPool.add(`${s.pool}\u0000${s.name}`);
for (const s of SUB_TOWERS.values()) towerSubTower.add(`${s.tower}\u0000${s.name}`);
for (const c of CATEGORIES.values()) typeCategory.add(`${c.type}\u0000${c.name}`);

/** Every problem with a set of layers; empty when consistent. */
export function consistencyErrors(layers: Partial<Record<LayerName, string>>): string[] {
  const errs: string[] = [];
  for (const l of LAYERS)
    if (typeof layers[l] !== 'string' || layers[l] === '') errs.push(`missing ${l}`);
  if (errs.length) return errs;
  const L = layers as Record<LayerName, string>;
  if (!poolSubPool.has(`${L['Cost Pool']}\u0000${L['Sub-Cost Pool']}`))
    errs.push(`Sub-Cost Pool '${L['Sub-Cost Pool']}' is not under Cost Pool '${L['Cost Pool']}'`);
  if (!towerSubTower.has(`${L['IT Tower']}\u0000${L['Sub-Tower']}`))
    errs.push(`Sub-Tower '${L['Sub-Tower']}' is not under IT Tower '${L['IT Tower']}'`);
  if (!typeCategory.has(`${L['Technical Solution']}\u0000${L['Technical Category']}`))
    errs.push(
      `Technical Category '${L['Technical Category']}' is not under Technical Solution '${L['Technical Solution']}'`,
    );
  return errs;
}

/** True when every layer is a taxonomy member and every parent/child relation holds. */
export function isConsistent(layers: Partial<Record<LayerName, string>>): boolean {
  return consistencyErrors(layers).length === 0;
}
