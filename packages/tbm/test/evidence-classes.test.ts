/**
 * Evidence classes (src/evidence-class.ts): a kind of evidence keeps a confidence of 0.8 or more only when the lines
 * counted so far show, with a conservative bound, that its confident answers are right; a kind seen on a handful of
 * lines, or one the labelled lines dispute, stays below.
 */
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../src/index.js';
import { decide } from '../src/engine.js';
import {
  EARNED_BOUND,
  SUPPORT_FROM,
  UNEARNED_CAP,
  classCap,
  classSupport,
  earnedFrom,
  evidenceBasis,
  wilsonLower,
  type ClassSupportTable,
} from '../src/evidence-class.js';
import type { Evidence } from '../src/score.js';
import { normalizeCostName } from '../src/normalize.js';
import { countClassSupport } from '../bench/class-support.js';
import { TUNESET } from '../bench/devset.js';
import support from '../data/evidence-classes.json' with { type: 'json' };

const table = support as ClassSupportTable;
const engine = createLocalEngine();
const ev = (e: Partial<Evidence>): Evidence => ({
  text: 'x',
  kind: 'term',
  subTower: 'CP_SRV',
  category: 'I_CMP',
  weight: 1,
  ...e,
});

describe('Wilson lower bound', () => {
  it('does not trust a small sample: ten right of ten has not shown 80 %, eleven of eleven has', () => {
    expect(wilsonLower(10, 10)).toBeLessThan(EARNED_BOUND);
    expect(wilsonLower(11, 11)).toBeGreaterThanOrEqual(EARNED_BOUND);
  });
  it('grows with the evidence at the same share and falls with the share', () => {
    expect(wilsonLower(90, 100)).toBeGreaterThan(wilsonLower(9, 10));
    expect(wilsonLower(90, 100)).toBeLessThan(0.9);
    expect(wilsonLower(80, 100)).toBeLessThan(wilsonLower(90, 100));
    expect(wilsonLower(0, 0)).toBe(0);
  });
});

describe('the verdict stands still under the moves a refit makes (issue 30)', () => {
  const answers = (high: number, nearBar: number, below: number, wrong = 0) => [
    ...Array.from({ length: high }, () => ({ confidence: 0.85, right: true })),
    ...Array.from({ length: nearBar }, () => ({ confidence: 0.8, right: true })),
    ...Array.from({ length: below }, () => ({ confidence: 0.75, right: true })),
    ...Array.from({ length: wrong }, () => ({ confidence: 0.9, right: false })),
  ];
  it('an answer moving from 0.80 to 0.799 leaves the count and the verdict as they were', () => {
    const before = classSupport(answers(10, 1, 1));
    const moved = classSupport([...answers(10, 0, 1), { confidence: 0.799, right: true }]);
    expect(before.earned).toBe(true);
    expect(moved).toEqual(before);
  });
  it('counts the answers just below the promise, not those far below it', () => {
    expect(classSupport(answers(5, 0, 7)).atHigh).toBe(12);
    expect(classSupport([...answers(5, 0, 0), { confidence: 0.69, right: true }]).atHigh).toBe(5);
    expect(SUPPORT_FROM).toBeLessThan(0.8);
  });
  it('earns 0.8 only with an answer to spare: eleven of eleven clear the bare bound but not the verdict', () => {
    expect(wilsonLower(11, 11)).toBeGreaterThanOrEqual(EARNED_BOUND);
    expect(earnedFrom(11, 11)).toBe(false);
    expect(earnedFrom(12, 12)).toBe(true);
    expect(earnedFrom(0, 0)).toBe(false);
    expect(classSupport(answers(40, 5, 5, 2)).earned).toBe(true);
    expect(classSupport(answers(8, 2, 2, 3)).earned).toBe(false);
  });
});

describe('what an answer rests on', () => {
  it('a named cloud service before another product, a charge word, a vendor with words, words', () => {
    expect(evidenceBasis([ev({ kind: 'product', asset: 'cloud' }), ev({ charge: true })])).toBe(
      'service',
    );
    expect(evidenceBasis([ev({ kind: 'product', asset: 'hw' }), ev({})])).toBe('product');
    expect(evidenceBasis([ev({ charge: true }), ev({})])).toBe('charge');
    expect(evidenceBasis([ev({ kind: 'vendor' }), ev({})])).toBe('vendor+words');
    expect(evidenceBasis([ev({ kind: 'vendor' })])).toBe('vendor');
    expect(evidenceBasis([ev({})])).toBe('words');
    expect(evidenceBasis([])).toBe('none');
  });
  it('is recorded on each decision with how the learned opinion stands to it', () => {
    const d = decide(normalizeCostName('Cisco Catalyst 9300 switch'), 'Cisco Catalyst 9300 switch');
    expect(d.evidenceClass).toBe('product/agrees');
  });
});

describe('which classes have earned 0.8', () => {
  it('data/evidence-classes.json is what scripts/class-support.ts counts from the current engine', () => {
    expect(countClassSupport()).toEqual(table);
  });
  it('a class keeps 0.8 only when its bound clears the line with one right answer fewer; a class never counted has not earned it', () => {
    for (const [cls, s] of Object.entries(table.classes)) {
      expect(s.earned, cls).toBe(s.boundOneFewer >= EARNED_BOUND && s.right > 0);
      expect(s.earned, cls).toBe(earnedFrom(s.right, s.atHigh));
      expect(s.bound, cls).toBeCloseTo(wilsonLower(s.right, s.atHigh), 4);
      // an earned class keeps its promise with an answer less
      if (s.earned) expect(s.bound, cls).toBeGreaterThanOrEqual(EARNED_BOUND);
    }
    expect(table.supportFrom).toBe(SUPPORT_FROM);
    expect(classCap('service/followed')).toBe(
      table.classes['service/followed']?.earned ? 1 : UNEARNED_CAP,
    );
    expect(classCap('none/agrees')).toBe(UNEARNED_CAP);
    expect(classCap('product/agrees')).toBe(1);
  });
});

describe('the cap on a class that has not earned 0.8', () => {
  const decided = TUNESET.map((it) => decide(normalizeCostName(it.text), it.text));
  const capped = decided.filter(
    (d) => d.confidenceBeforeClassCap >= 0.8 && !table.classes[d.evidenceClass]?.earned,
  );

  it('is exercised: answers the labelled lines dispute or overrule would otherwise reach 0.8', () => {
    expect(capped.some((d) => d.evidenceClass.endsWith('/leans'))).toBe(true);
    expect(capped.some((d) => d.evidenceClass.endsWith('/followed'))).toBe(true);
  });

  it('holds them below 0.8, and the reason already says to review or what was followed', () => {
    for (const d of capped) {
      expect(d.confidence).toBeLessThan(0.8);
      expect(d.confidence).toBe(UNEARNED_CAP);
      expect(d.reason).toMatch(/— review|used instead/);
    }
  });

  it('never raises a confidence, and leaves an earned class as the calibration put it', () => {
    for (const d of decided) {
      expect(d.confidence).toBeLessThanOrEqual(d.confidenceBeforeClassCap);
      if (table.classes[d.evidenceClass]?.earned)
        expect(d.confidence).toBe(d.confidenceBeforeClassCap);
    }
    expect(
      engine.classifySync(['Cisco Catalyst 9300 switch'])[0]!.confidence,
    ).toBeGreaterThanOrEqual(0.8);
  });
});
