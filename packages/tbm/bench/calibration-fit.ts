/**
 * Fits the confidence calibration (data/calibration.json) on the calibration sets: lines by authors who never saw
 * the knowledge base, whose errors are never printed or read, so they are out-of-sample for it. (The dev set's
 * train split and the tuning sets are in-sample: the knowledge base was improved while reading their errors.)
 * Per layer: a monotone curve on that layer's raw strength. Overall (all six right): a logistic model on
 * OVERALL_FEATURES. Shared by scripts/calibrate.ts (writes the table) and the test that keeps the table current.
 */
import { CALIBSET, allRight } from './devset.js';
import { confidenceFeatures, decide } from '../src/engine.js';
import {
  fitCalibration,
  fitLogistic,
  interpolate,
  predictLogistic,
  type CalibKey,
  type CalibrationTable,
} from '../src/calibration.js';
import { normalizeCostName } from '../src/normalize.js';
import { LAYERS } from '../src/types.js';

/**
 * IT strength, finance strength, share of words nothing explains, cost nature only implied by what was bought, and
 * how strongly the learned second opinion (src/learned.ts) backs the weaker of the chosen sub-pool and sub-tower.
 */
export const OVERALL_FEATURES = ['subTower', 'pool', 'unexplained', 'implied', 'learnedSupport'];
const L2 = 1;
const curve = (s: Array<[number, boolean]>) => fitCalibration(s, 8, 0.5, 4);

interface Samples {
  layers: Record<CalibKey, Array<[number, boolean]>>;
  X: number[][];
  y: boolean[];
}

function collect(): Samples {
  const layers: Samples['layers'] = {
    'Cost Pool': [],
    'Sub-Cost Pool': [],
    'IT Tower': [],
    'Sub-Tower': [],
    'Technical Solution': [],
    'Technical Category': [],
    overall: [],
  };
  const X: number[][] = [];
  const y: boolean[] = [];
  for (const item of CALIBSET) {
    const d = decide(normalizeCostName(item.text), item.text);
    const sc = d.scored;
    if (!sc.known) continue; // unrecognised lines get a fixed low confidence
    const raw: Record<CalibKey, number> = {
      'Cost Pool': sc.rawPool,
      'Sub-Cost Pool': sc.rawPool,
      'IT Tower': sc.rawTower,
      'Sub-Tower': sc.rawSubTower,
      'Technical Solution': sc.rawCategory,
      'Technical Category': sc.rawCategory,
      overall: sc.rawOverall,
    };
    for (const l of LAYERS) layers[l].push([raw[l], d.layers[l] === item.layers[l]]);
    const right = allRight({ layers: d.layers } as Parameters<typeof allRight>[0], item);
    layers.overall.push([raw.overall, right]);
    const f = confidenceFeatures(sc, d.second!);
    X.push(OVERALL_FEATURES.map((k) => f[k]!));
    y.push(right);
  }
  return { layers, X, y };
}

export function fitCalibrationTable(): { table: CalibrationTable; fitted: number; wrong: number } {
  const s = collect();
  const layers: CalibrationTable['layers'] = {};
  for (const [k, v] of Object.entries(s.layers) as Array<[CalibKey, Array<[number, boolean]>]>)
    layers[k] = curve(v);
  // layers.overall is the single curve the model replaced: kept so the two can be compared
  const table: CalibrationTable = {
    version: 2,
    note: `fitted on ${CALIBSET.length} calibration-set lines by scripts/calibrate.ts; overall = P(all six layers right)`,
    layers,
    overall: fitLogistic(OVERALL_FEATURES, s.X, s.y, L2),
  };
  return { table, fitted: s.y.length, wrong: s.y.filter((t) => !t).length };
}

function auc(p: readonly number[], t: readonly boolean[]): number {
  let pairs = 0;
  let wins = 0;
  for (let i = 0; i < p.length; i++)
    if (t[i])
      for (let j = 0; j < p.length; j++)
        if (!t[j]) {
          pairs++;
          wins += p[i]! > p[j]! ? 1 : p[i] === p[j] ? 0.5 : 0;
        }
  return pairs ? wins / pairs : NaN;
}

export interface CvScore {
  auc: number;
  brier: number;
  /** per threshold t: share of lines with out-of-fold P ≥ t, and how many of them are all-six right */
  atLeast: Array<{ t: number; share: number; right: number }>;
}
const THRESHOLDS = [0.8, 0.85, 0.9, 0.95];
/**
 * Repeated k-fold cross-validation of P(all six right) on the calibration sets: the single curve on the raw
 * overall strength against the logistic model. Aggregate figures only (no line is printed).
 */
export function crossValidate(k = 5, repeats = 4): { curve: CvScore; model: CvScore } {
  const s = collect();
  const n = s.y.length;
  const acc = {
    curve: { p: new Array<number>(n).fill(0), brier: 0 },
    model: { p: new Array<number>(n).fill(0), brier: 0 },
  };
  for (let rep = 0; rep < repeats; rep++) {
    const fold = s.y.map((_, i) => (i * 7 + rep * 3) % k);
    for (let f = 0; f < k; f++) {
      const train = s.y.map((_, i) => i).filter((i) => fold[i] !== f);
      const c = curve(train.map((i) => s.layers.overall[i]!));
      const m = fitLogistic(
        OVERALL_FEATURES,
        train.map((i) => s.X[i]!),
        train.map((i) => s.y[i]!),
        L2,
      );
      s.y.forEach((t, i) => {
        if (fold[i] !== f) return;
        const pc = interpolate(c, s.layers.overall[i]![0]);
        const pm = predictLogistic(m, s.X[i]!);
        acc.curve.p[i]! += pc / repeats;
        acc.model.p[i]! += pm / repeats;
        acc.curve.brier += (pc - (t ? 1 : 0)) ** 2;
        acc.model.brier += (pm - (t ? 1 : 0)) ** 2;
      });
    }
  }
  const score = (a: { p: number[]; brier: number }): CvScore => ({
    auc: auc(a.p, s.y),
    brier: a.brier / (n * repeats),
    atLeast: THRESHOLDS.map((t) => {
      const hi = s.y.filter((_, i) => a.p[i]! >= t);
      return { t, share: hi.length / n, right: hi.filter(Boolean).length / (hi.length || 1) };
    }),
  });
  return { curve: score(acc.curve), model: score(acc.model) };
}
