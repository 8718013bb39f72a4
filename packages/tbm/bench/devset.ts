/** Labelled-set loading and scoring helpers shared by the benchmark, calibration script and tests. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LAYERS, type Classification, type LayerName } from '../src/types.js';
import { LABELLED_SETS, type LabelledSet } from './sets.js';

export interface DevItem {
  id: number;
  text: string;
  split: 'train' | 'test' | 'tune' | 'calib';
  layers: Record<LayerName, string>;
}
const data = join(dirname(fileURLToPath(import.meta.url)), '../data');
/** The items of one set, as built by scripts/build-devset.ts. */
export function loadSet(set: LabelledSet): DevItem[] {
  return JSON.parse(readFileSync(join(data, set.target), 'utf8')) as DevItem[];
}
const ofRole = (role: LabelledSet['role']) =>
  LABELLED_SETS.filter((s) => s.role === role).flatMap(loadSet);
/** The dev set: fixed train/test split. */
export const DEVSET = ofRole('dev');
/** The tuning sets' lines (knowledge may be improved from their errors, like train). */
export const TUNESET = ofRole('tune');
/** The calibration sets' lines: they fit the confidence calibration only; their errors are never printed. */
export const CALIBSET = ofRole('calib');

export function correctLayers(r: Classification, item: DevItem): Record<LayerName, boolean> {
  const out = {} as Record<LayerName, boolean>;
  for (const l of LAYERS) out[l] = r.layers[l] === item.layers[l];
  return out;
}
/** An item is fully right when all six layers match. */
export function allRight(r: Classification, item: DevItem): boolean {
  return LAYERS.every((l) => r.layers[l] === item.layers[l]);
}
