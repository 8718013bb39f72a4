import type { CategorizationKey, TaxonomyResponseData } from '@trusty/contracts';

/**
 * Real TBM v4.0 values, shown until (or unless) GET /tbm/taxonomy answers, so the page never
 * waits on the API to say something true.
 */
export const BUILT_IN_TAXONOMY: TaxonomyResponseData = {
  version: '4.0',
  costPools: [
    {
      name: 'Hardware',
      subPools: ['Depreciation & Amortization', 'Lease', 'Maintenance & Support'],
    },
    { name: 'Software', subPools: ['Licensing', 'Maintenance & Support'] },
    { name: 'Internal Labor', subPools: ['Internal Labor'] },
    {
      name: 'Outside Services',
      subPools: ['Cloud Service Providers', 'Consulting', 'Managed Service Providers'],
    },
    { name: 'Telecom', subPools: ['Telecom'] },
  ],
  towers: [
    { name: 'Compute', subTowers: ['Servers', 'Mainframe'] },
    { name: 'Network', subTowers: ['LAN/WAN', 'Voice'] },
    { name: 'End User', subTowers: ['Workspace', 'IT Help Desk', 'End User Software'] },
    { name: 'Security & Compliance', subTowers: ['Security', 'Disaster Recovery'] },
  ],
  solutionTypes: [
    { name: 'Infrastructure', categories: ['Compute', 'Storage'] },
    { name: 'Workplace', categories: ['Client Computing', 'Communication & Collaboration'] },
    { name: 'Shared & Corporate', categories: ['Finance', 'Workforce'] },
    { name: 'Business', categories: ['Customer Service'] },
  ],
};

/** Up to `count` items spread evenly across the list, so examples are not all from its first corner. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from(
    { length: count },
    (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))] as T,
  );
}

/** "Parent › child" pairs, skipping children that only repeat their parent (Telecom › Telecom). */
function children(groups: ReadonlyArray<{ name: string; items: readonly string[] }>): string[] {
  return groups.flatMap((group) =>
    group.items.filter((item) => item !== group.name).map((item) => `${group.name} › ${item}`),
  );
}

const EXAMPLES_PER_LAYER = 4;

/** A few values of each of the six layers, taken from the taxonomy the engine classifies into. */
export function layerExamples(taxonomy: TaxonomyResponseData): Record<CategorizationKey, string[]> {
  const pick = (items: string[]) => spread(items, EXAMPLES_PER_LAYER);
  return {
    'Cost Pool': pick(taxonomy.costPools.map((p) => p.name)),
    'Sub-Cost Pool': pick(
      children(taxonomy.costPools.map((p) => ({ name: p.name, items: p.subPools }))),
    ),
    'IT Tower': pick(taxonomy.towers.map((t) => t.name)),
    'Sub-Tower': pick(children(taxonomy.towers.map((t) => ({ name: t.name, items: t.subTowers })))),
    'Technical Solution': pick(taxonomy.solutionTypes.map((s) => s.name)),
    'Technical Category': pick(
      children(taxonomy.solutionTypes.map((s) => ({ name: s.name, items: s.categories }))),
    ),
  };
}
