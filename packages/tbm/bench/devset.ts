/** Dev-set loading and scoring helpers shared by the benchmark, calibration script and tests. */
import calibset from '../data/calibset.json' with { type: 'json' };
import devset from '../data/devset.json' with { type: 'json' };
import tuneset from '../data/tuneset.json' with { type: 'json' };
import { LAYERS, type Classification, type LayerName } from '../src/types.js';

export interface DevItem {
  id: number;
  text: string;
  split: 'train' | 'test' | 'tune' | 'calib';
  layers: Record<LayerName, string>;
}
/** The dev set: fixed train/test split. */
export const DEVSET = devset as DevItem[];
/** A second author's lines (knowledge may be improved from its errors, like train). */
export const TUNESET = tuneset as DevItem[];
/** A third author's lines: fits the confidence calibration only; its errors are never printed. */
export const CALIBSET = calibset as DevItem[];

export function correctLayers(r: Classification, item: DevItem): Record<LayerName, boolean> {
  const out = {} as Record<LayerName, boolean>;
  for (const l of LAYERS) out[l] = r.layers[l] === item.layers[l];
  return out;
}
/** An item is fully right when all six layers match. */
export function allRight(r: Classification, item: DevItem): boolean {
  return LAYERS.every((l) => r.layers[l] === item.layers[l]);
}
