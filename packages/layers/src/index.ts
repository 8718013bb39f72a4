/**
 * The six layers of the TBM taxonomy the product shows, in display order: the one definition the engine
 * (`@trusty/tbm`) and the API contracts (`@trusty/contracts`) both use. A leaf: it imports nothing, so neither of
 * them has to import the other.
 */
export const LAYERS = [
  'Cost Pool',
  'Sub-Cost Pool',
  'IT Tower',
  'Sub-Tower',
  'Technical Solution',
  'Technical Category',
] as const;

export type LayerName = (typeof LAYERS)[number];
