import type { TaxonomyResponseData } from '@trusty/contracts';
import { getTaxonomy } from '@trusty/tbm';

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
  };
  return cached;
}
