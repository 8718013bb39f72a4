/**
 * Quality gate on the external group (bench/external-sets.ts): public labelled data nobody on the team wrote. The run
 * is deterministic, so each floor sits about a point below the figure measured when it was set (in the comment):
 * a change that quietly loses lines a customer would see fails here. Raise a floor when a change earns it; never
 * lower one to make a change pass — look at what the change broke instead.
 */
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../src/index.js';
import type { LayerName } from '../src/types.js';
import { evaluateExternal, share, type Tally } from '../bench/external.js';
import { EXTERNAL_SETS, loadExternal } from '../bench/external-sets.js';

const report = evaluateExternal(createLocalEngine());
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

// measured 2026-11-24 (issue 14, items 1, 2 and 4; session 7 catalogues): all 616 lines
const TOTAL: Floors = {
  'Cost Pool': 83.5, // 84.7
  'Sub-Cost Pool': 82.5, // 83.8
  'IT Tower': 86, // 87.0 (83.9 before the catalogues)
  'Sub-Tower': 89, // 90.0 (88.0)
  everyScored: 70.5, // 71.9 (68.8)
  precisionAt08: 82, // 82.9 (80.9)
  coverageAt08: 57, // 58.0 (56.8)
};
const PER_SET: Record<string, Floors> = {
  // 191 lines
  'gcp-sku-catalogue': {
    'Cost Pool': 88, // 89.0
    'IT Tower': 91, // 92.1 (84.8)
    'Sub-Tower': 93.5, // 94.5 (89.0)
    everyScored: 80.5, // 81.7 (74.3)
    precisionAt08: 81, // 82.0 (78.0)
  },
  // 414 lines
  'infracost-golden': {
    'Cost Pool': 81.5, // 82.6 (82.4)
    'IT Tower': 83.5, // 84.5 (83.3)
    'Sub-Tower': 87, // 88.2
    everyScored: 66, // 67.4 (66.2)
    precisionAt08: 82, // 83.4
  },
  // 11 lines: one more miss would be 9 points, so the floor allows none
  'snipeit-demo': { 'IT Tower': 90, everyScored: 72 }, // 90.9, 72.7
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
    expect(report.total.all.n).toBeGreaterThanOrEqual(600);
    expect(report.total.exactDropped).toBeLessThanOrEqual(20);
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
    // measured 88.4 % on novel lines (85.5 % before the catalogues): the engine must not do better only on what
    // resembles its own data
    expect(layer(novel, 'IT Tower')).toBeGreaterThanOrEqual(87.5);
  });
});
