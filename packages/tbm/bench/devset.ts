/** Dev-set loading and scoring helpers shared by the benchmark, calibration script and tests. */
import devset from '../data/devset.json' with { type: 'json' };
import { LAYERS, type Classification, type LayerName } from '../src/types.js';

export interface DevItem {
  id: number;
  text: string;
  split: 'train' | 'test';
  layers: Record<LayerName, string>;
}
export const DEVSET = devset as DevItem[];

export function correctLayers(r: Classification, item: DevItem): Record<LayerName, boolean> {
  const out = {} as Record<LayerName, boolean>;
  for (const l of LAYERS) out[l] = r.layers[l] === item.layers[l];
  return out;
}
/** An item is fully right when all six layers match. */
export function allRight(r: Classification, item: DevItem): boolean {
  return LAYERS.every((l) => r.layers[l] === item.layers[l]);
}
