/**
 * Quality gate on the external group (bench/external-sets.ts): public labelled data nobody on the team wrote, judged
 * on each source's held-out half (`externalPart` in bench/external.ts; the dev half is where errors may be read). The
 * run is deterministic, so each floor sits about a point below the figure measured when it was set (in the comment):
 * a change that quietly loses lines a customer would see fails here. Raise a floor when a change earns it; never
 * lower one to make a change pass — look at what the change broke instead.
 */
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../src/index.js';
import type { LayerName } from '../src/types.js';
import { evaluateExternal, externalPart, share, type Tally } from '../bench/external.js';
import { EXTERNAL_SETS, loadExternal } from '../bench/external-sets.js';

const engine = createLocalEngine();
const report = evaluateExternal(engine, 'held-out');
const layer = (t: Tally, l: LayerName) => share(...t.layer[l]);

interface Floors {
  'Cost Pool'?: number;
  'Sub-Cost Pool'?: number;
  'IT Tower'?: number;
  'Sub-Tower'?: number;
  everyScored: number;
  /** share right among answers at confidence >= 0.8 */
  precisionAt08?: number;
  /** share of lines answered at confidence >= 0.8 */
  coverageAt08?: number;
}

// measured 2026-11-24 on the HELD-OUT half (session 8: each source split by `externalPart`; rules were read off the
// dev half only), last raised after the Azure catalogue and its storage charge words. Before session 8's
// changes the held-out half read: Cost Pool 83.4, IT Tower 86.2, Sub-Tower 89.6, every scored layer 70.2, right at
// >= 0.8 79.7 on 57.1 % of lines. Session 9's evidence-class cap (src/evidence-class.ts) changes no answer, only which
// answers reach 0.8: right at >= 0.8 94.7 -> 95.0 % (171 -> 160 lines), lines at >= 0.8 53.6 -> 50.2 %; the coverage
// floor was lowered with it, on purpose (answers the labelled lines dispute no longer claim 0.8).
const TOTAL: Floors = {
  'Cost Pool': 89.5, // 90.6
  'Sub-Cost Pool': 89.5, // 90.8
  'IT Tower': 94.5, // 95.3
  'Sub-Tower': 95.5, // 96.7
  everyScored: 85, // 86.2
  precisionAt08: 94, // 95.0
  coverageAt08: 49, // 50.2
};
const PER_SET: Record<string, Floors> = {
  // 94 held-out lines
  'gcp-sku-catalogue': {
    'Cost Pool': 96.5, // 97.9
    'IT Tower': 94.5, // 95.7
    'Sub-Tower': 97, // 98.4
    everyScored: 94.5, // 95.7
    precisionAt08: 95.5, // 97.0
  },
  // 220 held-out lines
  'infracost-golden': {
    'Cost Pool': 86.5, // 87.7
    'IT Tower': 94.5, // 95.5
    'Sub-Tower': 95.5, // 96.6
    everyScored: 81, // 82.3
    precisionAt08: 92.5, // 93.5
  },
  // 5 held-out lines: one more miss would be 20 points, so the floor allows none
  'snipeit-demo': { 'IT Tower': 80, everyScored: 80 }, // 80.0, 80.0
};

function check(t: Tally, floors: Floors) {
  for (const l of ['Cost Pool', 'Sub-Cost Pool', 'IT Tower', 'Sub-Tower'] as const) {
    const floor = floors[l];
    if (floor !== undefined) expect(layer(t, l), l).toBeGreaterThanOrEqual(floor);
  }
  expect(share(t.allRight, t.n), 'every scored layer').toBeGreaterThanOrEqual(floors.everyScored);
  if (floors.precisionAt08 !== undefined)
    expect(share(t.hiRight, t.hiN), 'right at >= 0.8').toBeGreaterThanOrEqual(floors.precisionAt08);
  if (floors.coverageAt08 !== undefined)
    expect(share(t.hiN, t.n), 'lines at >= 0.8').toBeGreaterThanOrEqual(floors.coverageAt08);
}

describe('external group (public labelled data, evaluation only)', () => {
  it('holds at least three sources and 600 lines, and hardly any is a copy of what the engine was built from', () => {
    expect(EXTERNAL_SETS.length).toBeGreaterThanOrEqual(3);
    expect(EXTERNAL_SETS.reduce((n, s) => n + loadExternal(s).length, 0)).toBeGreaterThanOrEqual(
      600,
    );
    // a source copied into the knowledge base would turn into exact copies here and stop measuring anything
    const both = evaluateExternal(engine, 'both');
    expect(both.total.all.n).toBeGreaterThanOrEqual(600);
    expect(both.total.exactDropped).toBeLessThanOrEqual(20);
  });

  it('splits each source into a dev and a held-out half by its normalised text, the same way every run', () => {
    for (const set of EXTERNAL_SETS) {
      const items = loadExternal(set);
      const dev = items.filter((it) => externalPart(it.text) === 'dev');
      // both halves of every source are used; neither is a sliver
      expect(dev.length, set.id).toBeGreaterThan(items.length * 0.3);
      expect(dev.length, set.id).toBeLessThan(items.length * 0.7);
      // spellings that normalise alike fall in one half, so a fix read off a dev line is never checked on its twin
      expect(externalPart(items[0]!.text.toUpperCase() + ' ')).toBe(externalPart(items[0]!.text));
    }
    const both = evaluateExternal(engine, 'both');
    const dev = evaluateExternal(engine, 'dev');
    expect(dev.total.all.n + report.total.all.n).toBe(both.total.all.n);
  });

  it('every item scores only taxonomy layers its source determines, and at least the tower', () => {
    for (const set of EXTERNAL_SETS)
      for (const item of loadExternal(set)) expect(item.layers['IT Tower'], item.text).toBeTruthy();
  });

  it('all lines stay at or above the floors', () => check(report.total.all, TOTAL));

  for (const set of EXTERNAL_SETS)
    it(`${set.id} stays at or above its floors`, () => {
      const rep = report.sets.find((s) => s.set.id === set.id)!;
      const floors = PER_SET[set.id];
      expect(floors, `floors for ${set.id}`).toBeDefined();
      check(rep.all, floors!);
    });

  it('novel lines are split from near-duplicates and both are scored', () => {
    const { novel, nearDup, all } = report.total;
    expect(novel.n + nearDup.n).toBe(all.n);
    expect(novel.n).toBeGreaterThan(all.n / 2);
    // measured 94.5 % on the held-out half's novel lines: the engine must not do better only on what resembles its
    // own data
    expect(layer(novel, 'IT Tower')).toBeGreaterThanOrEqual(93.5);
  });
});
