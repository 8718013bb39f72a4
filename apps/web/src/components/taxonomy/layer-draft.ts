import { LAYER_KEYS, type Layers, type TaxonomyResponseData } from '@trusty/contracts';

export type LayerKey = (typeof LAYER_KEYS)[number];

/** The six layers as the pickers hold them: '' while a layer is not chosen. */
export type LayerDraft = Record<LayerKey, string>;

export interface LayerGroup {
  name: string;
  children: string[];
}

/** The three parent → child pairs of the taxonomy, in the order the layers are read. */
export interface LayerPair {
  parent: LayerKey;
  child: LayerKey;
  groups: LayerGroup[];
}

export function layerPairs(taxonomy: TaxonomyResponseData): LayerPair[] {
  return [
    {
      parent: 'Cost Pool',
      child: 'Sub-Cost Pool',
      groups: taxonomy.costPools.map((p) => ({ name: p.name, children: p.subPools })),
    },
    {
      parent: 'IT Tower',
      child: 'Sub-Tower',
      groups: taxonomy.towers.map((t) => ({ name: t.name, children: t.subTowers })),
    },
    {
      parent: 'Technical Solution',
      child: 'Technical Category',
      groups: taxonomy.solutionTypes.map((s) => ({ name: s.name, children: s.categories })),
    },
  ];
}

export const emptyDraft = (): LayerDraft =>
  Object.fromEntries(LAYER_KEYS.map((key) => [key, ''])) as LayerDraft;

/**
 * A row's answer as a starting point: only what the taxonomy still holds is kept (an answer of
 * an older taxonomy version may name a member that no longer exists), so the pickers never
 * show a value they do not offer.
 */
export function draftFromLayers(
  layers: Layers | null | undefined,
  taxonomy: TaxonomyResponseData,
): LayerDraft {
  const draft = emptyDraft();
  if (!layers) return draft;
  for (const pair of layerPairs(taxonomy)) {
    const group = pair.groups.find((g) => g.name === layers[pair.parent]);
    if (!group) continue;
    draft[pair.parent] = group.name;
    if (group.children.includes(layers[pair.child])) draft[pair.child] = layers[pair.child];
  }
  return draft;
}

/** The six layers once every one is chosen, else undefined. */
export function completeLayers(draft: LayerDraft): Layers | undefined {
  return LAYER_KEYS.every((key) => draft[key] !== '') ? { ...draft } : undefined;
}

/** The layers as words in a sentence ("Choose an IT tower"). */
export const LAYER_NOUNS: Record<LayerKey, string> = {
  'Cost Pool': 'a cost pool',
  'Sub-Cost Pool': 'a sub-cost pool',
  'IT Tower': 'an IT tower',
  'Sub-Tower': 'a sub-tower',
  'Technical Solution': 'a technical solution',
  'Technical Category': 'a technical category',
};

/** "Choose a sub-tower" for every layer still empty. */
export function missingLayerErrors(draft: LayerDraft): Partial<Record<LayerKey, string>> {
  return Object.fromEntries(
    LAYER_KEYS.filter((key) => draft[key] === '').map((key) => [key, `Choose ${LAYER_NOUNS[key]}`]),
  );
}

/** A parent chosen: the child stays only if it belongs to it. */
export function withParent(draft: LayerDraft, pair: LayerPair, parent: string): LayerDraft {
  const group = pair.groups.find((g) => g.name === parent);
  const keepChild = group?.children.includes(draft[pair.child]) ?? false;
  return { ...draft, [pair.parent]: parent, [pair.child]: keepChild ? draft[pair.child] : '' };
}

/** A child chosen under its parent: the parent follows, since a child names one parent here. */
export function withChild(
  draft: LayerDraft,
  pair: LayerPair,
  parent: string,
  child: string,
): LayerDraft {
  return { ...draft, [pair.parent]: parent, [pair.child]: child };
}
