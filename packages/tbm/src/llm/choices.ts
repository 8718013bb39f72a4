import { getTaxonomy } from '../taxonomy';
import type { LayerName } from '../types';

/**
 * The model picks three leaves, each named with its parent ("Network / LAN/WAN"), so every
 * answer names a real taxonomy member and its parent together: the six layers are
 * hierarchy-consistent by construction, and sub-pool names that repeat across pools
 * ("Expense" under Hardware and Software) stay unambiguous.
 */
export const SEPARATOR = ' / ';

interface Pair {
  parent: string;
  child: string;
}

export interface TaxonomyChoices {
  /** "Cost Pool / Sub-Cost Pool" */
  costPools: Map<string, Pair>;
  /** "IT Tower / Sub-Tower" */
  subTowers: Map<string, Pair>;
  /** "Technical Solution / Technical Category" (TBM Solution Type / Solution Category) */
  solutions: Map<string, Pair>;
}

export interface ChosenLeaves {
  costPool: string;
  subTower: string;
  solution: string;
}

const label = (parent: string, child: string) => `${parent}${SEPARATOR}${child}`;

function pairs(groups: Array<{ name: string; children: string[] }>): Map<string, Pair> {
  const map = new Map<string, Pair>();
  for (const group of groups) {
    for (const child of group.children)
      map.set(label(group.name, child), { parent: group.name, child });
  }
  return map;
}

export function taxonomyChoices(): TaxonomyChoices {
  const taxonomy = getTaxonomy();
  return {
    costPools: pairs(
      taxonomy.costPools.map((p) => ({ name: p.name, children: p.subPools.map((s) => s.name) })),
    ),
    subTowers: pairs(
      taxonomy.towers.map((t) => ({ name: t.name, children: t.subTowers.map((s) => s.name) })),
    ),
    solutions: pairs(
      taxonomy.solutionTypes.map((t) => ({
        name: t.name,
        children: t.categories.map((c) => c.name),
      })),
    ),
  };
}

/** The three labels that describe a set of six layers (used for hints). */
export function leavesOf(layers: Record<LayerName, string>): ChosenLeaves {
  return {
    costPool: label(layers['Cost Pool'], layers['Sub-Cost Pool']),
    subTower: label(layers['IT Tower'], layers['Sub-Tower']),
    solution: label(layers['Technical Solution'], layers['Technical Category']),
  };
}

/** Six layers from three labels, or undefined when any label is not one of the choices. */
export function layersOf(
  choices: TaxonomyChoices,
  leaves: ChosenLeaves,
): Record<LayerName, string> | undefined {
  const pool = choices.costPools.get(leaves.costPool);
  const tower = choices.subTowers.get(leaves.subTower);
  const solution = choices.solutions.get(leaves.solution);
  if (!pool || !tower || !solution) return undefined;
  return {
    'Cost Pool': pool.parent,
    'Sub-Cost Pool': pool.child,
    'IT Tower': tower.parent,
    'Sub-Tower': tower.child,
    'Technical Solution': solution.parent,
    'Technical Category': solution.child,
  };
}
