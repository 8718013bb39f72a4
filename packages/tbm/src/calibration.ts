/**
 * Maps raw evidence strengths to calibrated probabilities of being right.
 * The table (data/calibration.json) is fitted on the dev set's TRAIN split by scripts/calibrate.ts:
 * raw scores are binned, the accuracy per bin is made monotone (pool-adjacent violators) and
 * smoothed towards a prior; lookups interpolate linearly between bin centres.
 */
import table from '../data/calibration.json' with { type: 'json' };

export type CalibKey = 'Cost Pool' | 'Sub-Cost Pool' | 'IT Tower' | 'Sub-Tower' | 'Technical Solution' | 'Technical Category' | 'overall';

export interface CalibrationTable {
  version: number;
  note?: string;
  /** per key: ascending [rawCentre, probability] points */
  layers: Partial<Record<CalibKey, Array<[number, number]>>>;
}

const T = table as CalibrationTable;

export function calibrate(key: CalibKey, raw: number): number {
  const pts = T.layers[key];
  if (!pts || pts.length === 0) return Math.max(0, Math.min(1, raw));
  if (raw <= pts[0]![0]) return pts[0]![1];
  for (let i = 1; i < pts.length; i++) {
    const [x1, y1] = pts[i]!;
    if (raw <= x1) {
      const [x0, y0] = pts[i - 1]!;
      return x1 === x0 ? y1 : y0 + ((y1 - y0) * (raw - x0)) / (x1 - x0);
    }
  }
  return pts[pts.length - 1]![1];
}

/**
 * Fit a monotone calibration curve from (raw, correct) pairs.
 * `errorInflation` multiplies each bin's error rate: the train split is in-sample for the hand-built
 * knowledge base (its errors were looked at while building it), so its raw accuracy is optimistic.
 */
export function fitCalibration(samples: Array<[number, boolean]>, bins = 8, prior = 0.5, priorWeight = 2, errorInflation = 1): Array<[number, number]> {
  if (!samples.length) return [];
  const sorted = [...samples].sort((a, b) => a[0] - b[0]);
  const size = Math.max(1, Math.ceil(sorted.length / bins));
  let groups: Array<{ x: number; n: number; k: number }> = [];
  for (let i = 0; i < sorted.length; i += size) {
    const g = sorted.slice(i, i + size);
    groups.push({ x: g.reduce((s, v) => s + v[0], 0) / g.length, n: g.length, k: g.filter((v) => v[1]).length });
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
  return groups.map((g) => [Number(g.x.toFixed(4)), Number(Math.max(0, 1 - errorInflation * (1 - rate(g))).toFixed(4))]);
}
