/**
 * Evidence classes: what an answer rests on, and whether the labelled lines back it. Confidence at or above 0.8 is a
 * promise ("right nearly every time"); a class keeps that promise only when the lines measured so far show it with
 * room to spare, not when a handful of lines happened to be right. The support of each class is counted by
 * bench/class-support.ts into data/evidence-classes.json; the engine reads only the verdict (`earned`).
 */
import type { Evidence } from './score.js';
import support from '../data/evidence-classes.json' with { type: 'json' };

/** What the winning sub-tower rests on, strongest first. */
export type EvidenceBasis =
  /** a public-cloud service named on the line (the catalogues' or the hand-written tables') */
  | 'service'
  /** another product named on the line */
  | 'product'
  /** a cloud bill's charge-kind word with no product named ('Snapshots', 'egress') */
  | 'charge'
  /**
   * a noun of the open product classification (data/kb/commodities.generated.ts), with or without a vendor or other
   * words: vocabulary no labelled line had when it was added, so its class earns 0.8 only on its own support
   */
  | 'commodity'
  /** a vendor's name and generic IT words together */
  | 'vendor+words'
  /** a vendor's name alone (already held below 0.8 by the vendor-default cap) */
  | 'vendor'
  /** generic IT words alone */
  | 'words'
  /** nothing recognised */
  | 'none';

/**
 * How the learned second opinion stands to the answer: it backs it or says nothing ('agrees'), it leans to another
 * sub-pool or sub-tower (`leans`, the reason says "usually labelled … — review"), or it overruled a layer of the rules
 * (`followed`, "… used instead").
 */
export type LearnedRelation = 'agrees' | 'leans' | 'followed';

export type EvidenceClass = `${EvidenceBasis}/${LearnedRelation}`;

export function evidenceBasis(evidence: readonly Evidence[] | undefined): EvidenceBasis {
  if (!evidence?.length) return 'none';
  let product = false;
  let service = false;
  let charge = false;
  let vendor = false;
  let words = false;
  let commodity = false;
  for (const e of evidence) {
    if (e.kind === 'product') {
      product = true;
      if (e.asset === 'cloud') service = true;
    } else if (e.kind === 'vendor') vendor = true;
    else if (e.charge) charge = true;
    else if (e.commodity) commodity = true;
    else words = true;
  }
  if (service) return 'service';
  if (product) return 'product';
  if (charge) return 'charge';
  if (commodity) return 'commodity';
  if (vendor) return words ? 'vendor+words' : 'vendor';
  return 'words';
}

export function evidenceClass(basis: EvidenceBasis, relation: LearnedRelation): EvidenceClass {
  return `${basis}/${relation}`;
}

/** Support counts of one class (see bench/class-support.ts for how they are counted). */
export interface ClassSupport {
  /**
   * answers of the class that the calibrated confidence puts at or above `SUPPORT_FROM` (before this cap): the
   * answers at the promise and just below it, whose confidence a refit moves across 0.8 and back
   */
  atHigh: number;
  /** of those, how many had every scored layer right */
  right: number;
  /** Wilson lower bound of right / atHigh (two-sided 90 %, z = 1.645) */
  bound: number;
  /** the same bound with one right answer fewer: what the verdict reads (`earnedFrom`) */
  boundOneFewer: number;
  /** boundOneFewer >= EARNED_BOUND: the class may keep a confidence of 0.8 or more */
  earned: boolean;
}

export interface ClassSupportTable {
  note: string;
  z: number;
  earnedBound: number;
  supportFrom: number;
  classes: Partial<Record<EvidenceClass, ClassSupport>>;
}

/** z of a two-sided 90 % interval: the bound a class's share right must clear is what it is with 95 % certainty. */
export const WILSON_Z = 1.645;
/** A class keeps 0.8 when, with that certainty, at least this share of its counted answers are right (`earnedFrom`). */
export const EARNED_BOUND = 0.8;
/**
 * Where an answer of a class that has not earned 0.8 stays: below the promise, above the 0.6 of answers that rest on
 * little (a vendor default, mostly unknown words), because these rest on real evidence that is merely unproven.
 */
export const UNEARNED_CAP = 0.75;

/**
 * Robust verdict (issue 30). A class used to earn 0.8 on its answers at >= 0.8 alone, and its bound had to clear the
 * line as it stood: 'charge/agrees' earned it with 11 of 11 answers (bound 0.803) and lost it when a refit moved one
 * answer from 0.80 to 0.799 (10 of 10, 0.787), taking five points of cloud bills' confident share with it. Two margins
 * make the verdict stand still under such moves:
 *   - the answers counted are those at or above `SUPPORT_FROM` (0.7): an answer moving across 0.8 stays counted, and
 *     the answers just below the promise must be right too;
 *   - the bound must clear `EARNED_BOUND` with one right answer fewer than counted (`earnedFrom`): a single answer
 *     leaving the count, or turning wrong, never flips a verdict that was earned, and a class needs one answer more
 *     than the bare bound asks before it earns 0.8.
 */
export const SUPPORT_FROM = 0.7;
/** The verdict: the Wilson bound with one right answer fewer still at or above the line. */
export function earnedFrom(right: number, atHigh: number): boolean {
  return right >= 1 && wilsonLower(right - 1, atHigh - 1) >= EARNED_BOUND;
}

/**
 * One class's support from its answers (confidence before the class cap, every scored layer right or not): those at
 * or above `SUPPORT_FROM` are counted, and the verdict is `earnedFrom`.
 */
export function classSupport(
  answers: ReadonlyArray<{ confidence: number; right: boolean }>,
): ClassSupport {
  let atHigh = 0;
  let right = 0;
  for (const a of answers) {
    if (a.confidence < SUPPORT_FROM) continue;
    atHigh++;
    if (a.right) right++;
  }
  const round4 = (x: number) => Number(x.toFixed(4));
  return {
    atHigh,
    right,
    bound: round4(wilsonLower(right, atHigh)),
    boundOneFewer: round4(right ? wilsonLower(right - 1, atHigh - 1) : 0),
    earned: earnedFrom(right, atHigh),
  };
}

/** Wilson score lower bound of a binomial share (0 for no trials). */
export function wilsonLower(right: number, n: number, z = WILSON_Z): number {
  if (n <= 0) return 0;
  const p = right / n;
  const z2 = z * z;
  const centre = p + z2 / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return (centre - spread) / (1 + z2 / n);
}

/** The classes that earned 0.8, as a set: a built class name looked up as a property of the table is slow. */
const EARNED = new Set(
  Object.entries((support as ClassSupportTable).classes)
    .filter(([, c]) => c?.earned)
    .map(([cls]) => cls),
);

/** The most confidence an answer of this class may show: 1 when the class has earned 0.8, else `UNEARNED_CAP`. */
export function classCap(cls: EvidenceClass): number {
  return EARNED.has(cls) ? 1 : UNEARNED_CAP;
}
