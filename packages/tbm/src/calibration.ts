/**
 * Maps raw evidence strengths to calibrated probabilities of being right.
 * The table (data/calibration.json) is fitted on the calibration sets by scripts/calibrate.ts.
 * Per layer: raw scores are binned, the accuracy per bin is made monotone (pool-adjacent violators) and
 * smoothed towards a prior; lookups interpolate linearly between bin centres.
 * Overall (all six layers right): a logistic model over a few evidence features, because no single raw
 * strength separates right from wrong answers as well as the IT strength, the finance strength, the share of
 * unexplained words, whether the cost nature was only implied and how strongly the learned second opinion backs the
 * answer, together (cross-validated in calibrate.ts).
 */
import type { LayerName } from '@trusty/layers';
import table from '../data/calibration.json' with { type: 'json' };

export type CalibKey = LayerName | 'overall';

export interface CalibrationTable {
  version: number;
  note?: string;
  /** per key: ascending [rawCentre, probability] points */
  layers: Partial<Record<CalibKey, Array<[number, number]>>>;
  /** P(all six layers right) = logistic(bias + Σ weight·feature); layers.overall keeps the single curve it replaced, for comparison */
  overall: LogisticModel;
}

export interface LogisticModel {
  features: string[];
  weights: number[];
  bias: number;
}

const T = table as CalibrationTable;

export function calibrate(key: CalibKey, raw: number): number {
  const pts = T.layers[key];
  if (!pts || pts.length === 0) return Math.max(0, Math.min(1, raw));
  return interpolate(pts, raw);
}

/** Linear interpolation over ascending [x, y] points, flat beyond the ends. */
export function interpolate(pts: ReadonlyArray<readonly [number, number]>, x: number): number {
  if (x <= pts[0]![0]) return pts[0]![1];
  for (let i = 1; i < pts.length; i++) {
    const [x1, y1] = pts[i]!;
    if (x <= x1) {
      const [x0, y0] = pts[i - 1]!;
      return x1 === x0 ? y1 : y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
    }
  }
  return pts[pts.length - 1]![1];
}

export function overallModel(): LogisticModel {
  return T.overall;
}

export function predictLogistic(m: LogisticModel, x: readonly number[]): number {
  let z = m.bias;
  for (let i = 0; i < m.weights.length; i++) z += m.weights[i]! * x[i]!;
  return 1 / (1 + Math.exp(-z));
}

/**
 * Ridge-penalised logistic regression by Newton's method (a handful of features, about a thousand samples).
 * The bias is not penalised.
 */
export function fitLogistic(
  names: string[],
  X: readonly number[][],
  y: readonly boolean[],
  l2 = 1,
): LogisticModel {
  const d = names.length + 1; // last column: bias
  let w = new Array<number>(d).fill(0);
  for (let iter = 0; iter < 50; iter++) {
    const g = new Array<number>(d).fill(0);
    const H = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    for (let i = 0; i < X.length; i++) {
      const x = [...X[i]!, 1];
      const p = 1 / (1 + Math.exp(-x.reduce((s, v, j) => s + v * w[j]!, 0)));
      const r = p * (1 - p);
      for (let a = 0; a < d; a++) {
        g[a]! += (p - (y[i] ? 1 : 0)) * x[a]!;
        for (let b = 0; b < d; b++) H[a]![b]! += r * x[a]! * x[b]!;
      }
    }
    for (let a = 0; a < d - 1; a++) {
      g[a]! += l2 * w[a]!;
      H[a]![a]! += l2;
    }
    const step = solve(H, g);
    w = w.map((v, j) => v - step[j]!);
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  const r4 = (v: number) => Number(v.toFixed(4));
  return { features: names, weights: w.slice(0, -1).map(r4), bias: r4(w[d - 1]!) };
}

/** Gaussian elimination with partial pivoting (small dense systems). */
function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r]![c]!) > Math.abs(M[piv]![c]!)) piv = r;
    [M[c], M[piv]] = [M[piv]!, M[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c || M[c]![c] === 0) continue;
      const f = M[r]![c]! / M[c]![c]!;
      for (let k = c; k <= n; k++) M[r]![k]! -= f * M[c]![k]!;
    }
  }
  return M.map((row, i) => (row[i] === 0 ? 0 : row[n]! / row[i]!));
}

/**
 * Fit a monotone calibration curve from (raw, correct) pairs.
 * `errorInflation` multiplies each bin's error rate: the train split is in-sample for the hand-built
 * knowledge base (its errors were looked at while building it), so its raw accuracy is optimistic.
 */
export function fitCalibration(
  samples: Array<[number, boolean]>,
  bins = 8,
  prior = 0.5,
  priorWeight = 2,
  errorInflation = 1,
): Array<[number, number]> {
  if (!samples.length) return [];
  const sorted = [...samples].sort((a, b) => a[0] - b[0]);
  const size = Math.max(1, Math.ceil(sorted.length / bins));
  let groups: Array<{ x: number; n: number; k: number }> = [];
  for (let i = 0; i < sorted.length; i += size) {
    const g = sorted.slice(i, i + size);
    groups.push({
      x: g.reduce((s, v) => s + v[0], 0) / g.length,
      n: g.length,
      k: g.filter((v) => v[1]).length,
    });
  }
  // pool adjacent violators on smoothed rates
  const rate = (g: { n: number; k: number }) => (g.k + prior * priorWeight) / (g.n + priorWeight);
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 1; i < groups.length; i++) {
      if (rate(groups[i]!) < rate(groups[i - 1]!)) {
        const a = groups[i - 1]!;
        const b = groups[i]!;
        const merged = { x: (a.x * a.n + b.x * b.n) / (a.n + b.n), n: a.n + b.n, k: a.k + b.k };
        groups = [...groups.slice(0, i - 1), merged, ...groups.slice(i + 1)];
        changed = true;
        break;
      }
    }
  }
  return groups.map((g) => [
    Number(g.x.toFixed(4)),
    Number(Math.max(0, 1 - errorInflation * (1 - rate(g))).toFixed(4)),
  ]);
}
