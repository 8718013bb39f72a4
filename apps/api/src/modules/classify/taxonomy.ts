import type { TaxonomyResponseData } from '@trusty/contracts';
import { getTaxonomy } from '@trusty/tbm';

/**
 * What the pickers show under a chosen member: a cost pool's definition, a sub-tower's examples.
 * Keyed by name, so only layers whose names are unique across the taxonomy get an entry (a
 * sub-cost pool such as "Expense" sits under several pools, and some share a pool's name).
 */
function helpOf(taxonomy: ReturnType<typeof getTaxonomy>): Record<string, string> {
  const help: Record<string, string> = {};
  for (const pool of taxonomy.costPools) help[pool.name] = pool.definition;
  for (const tower of taxonomy.towers) {
    for (const sub of tower.subTowers) {
      if (sub.examples.length > 0) help[sub.name] = `For example: ${sub.examples.join('; ')}.`;
    }
  }
  return help;
}

let cached: TaxonomyResponseData | undefined;

/** The hierarchy the engine classifies into, in the client's shape (built once: it is static data). */
export function taxonomyForClient(): TaxonomyResponseData {
  if (cached) return cached;
  const taxonomy = getTaxonomy();
  cached = {
    version: taxonomy.version,
    costPools: taxonomy.costPools.map((p) => ({
      name: p.name,
      subPools: p.subPools.map((s) => s.name),
    })),
    towers: taxonomy.towers.map((t) => ({
      name: t.name,
      subTowers: t.subTowers.map((s) => s.name),
    })),
    solutionTypes: taxonomy.solutionTypes.map((t) => ({
      name: t.name,
      categories: t.categories.map((c) => c.name),
    })),
    help: helpOf(taxonomy),
  };
  return cached;
}
