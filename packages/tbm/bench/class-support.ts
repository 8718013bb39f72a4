/**
 * Counts, for each evidence class (src/evidence-class.ts), how often its confident answers are right, and decides
 * which classes have earned a confidence of 0.8 (data/evidence-classes.json, written by scripts/class-support.ts; a
 * test keeps it current).
 *
 * Lines counted: the calibration sets (never read, never used to build knowledge or rules: what the confidence model
 * is fitted on) and the external group's dev half (public cloud bills and asset registers, the only lines of their
 * kind; rules were read off its errors, so it flatters the classes it holds and can only let a class pass that the
 * calibration sets alone could not support — never hold one back). Never the external held-out half, the test split
 * or the tuning sets. An answer counts when its confidence before the class cap is >= `SUPPORT_FROM` (0.7), so the
 * verdict does not depend on itself nor on an answer moving across 0.8; a class earns 0.8 when its bound clears the
 * line with one right answer fewer (`earnedFrom`). Aggregates only: no line is printed.
 */
import { decide } from '../src/engine.js';
import {
  EARNED_BOUND,
  SUPPORT_FROM,
  WILSON_Z,
  classSupport,
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
  const answers = new Map<EvidenceClass, Array<{ confidence: number; right: boolean }>>();
  for (const item of [...calibration, ...externalDev]) {
    const d = decide(normalizeCostName(item.text), item.text);
    const list = answers.get(d.evidenceClass) ?? [];
    answers.set(d.evidenceClass, list);
    list.push({
      confidence: d.confidenceBeforeClassCap,
      right: LAYERS.every((l) => item.layers[l] === undefined || d.layers[l] === item.layers[l]),
    });
  }
  const classes: ClassSupportTable['classes'] = {};
  for (const cls of [...answers.keys()].sort()) classes[cls] = classSupport(answers.get(cls)!);
  return {
    note:
      `counted by scripts/class-support.ts on the ${calibration.length} calibration-set lines and the external ` +
      `group's ${externalDev.length} dev-half lines: answers at >= ${SUPPORT_FROM} before this cap, how many are right, ` +
      `and the Wilson bound with one right answer fewer (src/evidence-class.ts, earnedFrom)`,
    z: WILSON_Z,
    earnedBound: EARNED_BOUND,
    supportFrom: SUPPORT_FROM,
    classes,
  };
}
