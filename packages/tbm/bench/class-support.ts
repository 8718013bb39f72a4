/**
 * Counts, for each evidence class (src/evidence-class.ts), how often its confident answers are right, and decides
 * which classes have earned a confidence of 0.8 (data/evidence-classes.json, written by scripts/class-support.ts; a
 * test keeps it current).
 *
 * Lines counted: the calibration sets (never read, never used to build knowledge or rules: what the confidence model
 * is fitted on) and the external group's dev half (public cloud bills and asset registers, the only lines of their
 * kind; rules were read off its errors, so it flatters the classes it holds and can only let a class pass that the
 * calibration sets alone could not support — never hold one back). Never the external held-out half, the test split
 * or the tuning sets. An answer counts when its confidence before the class cap is >= 0.8, so the verdict does not
 * depend on itself. Aggregates only: no line is printed.
 */
import { decide } from '../src/engine.js';
import {
  EARNED_BOUND,
  WILSON_Z,
  wilsonLower,
  type ClassSupportTable,
  type EvidenceClass,
} from '../src/evidence-class.js';
import { normalizeCostName } from '../src/normalize.js';
import { LAYERS, type LayerName } from '../src/types.js';
import { CALIBSET } from './devset.js';
import { EXTERNAL_SETS, loadExternal } from './external-sets.js';
import { externalPart, noveltyIndex } from './external.js';

interface Counted {
  text: string;
  /** the layers the line's source scores (all six for the calibration sets) */
  layers: Partial<Record<LayerName, string>>;
}

/** The lines whose answers decide a class's support (see the file comment for why these). */
export function supportLines(): { calibration: Counted[]; externalDev: Counted[] } {
  const nov = noveltyIndex();
  const externalDev = EXTERNAL_SETS.flatMap((set) =>
    loadExternal(set).filter(
      // lines read with a supplier column are answered by classifyLine, not by the name alone
      (it) =>
        !it.vendor &&
        !it.nonIT &&
        Object.keys(it.layers).length > 0 &&
        externalPart(it) === 'dev' &&
        !nov.exact.has(normalizeCostName(it.text)),
    ),
  );
  return { calibration: CALIBSET, externalDev };
}

export function countClassSupport(): ClassSupportTable {
  const { calibration, externalDev } = supportLines();
  const counts = new Map<EvidenceClass, { atHigh: number; right: number }>();
  for (const item of [...calibration, ...externalDev]) {
    const d = decide(normalizeCostName(item.text), item.text);
    const c = counts.get(d.evidenceClass) ?? { atHigh: 0, right: 0 };
    counts.set(d.evidenceClass, c);
    if (d.confidenceBeforeClassCap < 0.8) continue;
    c.atHigh++;
    if (LAYERS.every((l) => item.layers[l] === undefined || d.layers[l] === item.layers[l]))
      c.right++;
  }
  const classes: ClassSupportTable['classes'] = {};
  for (const cls of [...counts.keys()].sort()) {
    const { atHigh, right } = counts.get(cls)!;
    const bound = Number(wilsonLower(right, atHigh).toFixed(4));
    classes[cls] = { atHigh, right, bound, earned: bound >= EARNED_BOUND };
  }
  return {
    note:
      `counted by scripts/class-support.ts on the ${calibration.length} calibration-set lines and the external ` +
      `group's ${externalDev.length} dev-half lines: answers at >= 0.8 before this cap, and how many are right`,
    z: WILSON_Z,
    earnedBound: EARNED_BOUND,
    classes,
  };
}
