/**
 * The named rules `scoreLine` is made of (src/score.ts), each on its own: a change to one mapping or weight shows up
 * here, next to the rule that owns it, before it shows up as a moved benchmark figure.
 */
import { describe, expect, it } from 'vitest';
import { loadCompiledKnowledge } from '../src/knowledge.js';
import { normalizeCostName } from '../src/normalize.js';
import {
  WEIGHTS,
  addImpliedNature,
  applicationWork,
  assetKindOf,
  dropChargeSpelledVendors,
  lexiconEvidence,
  productEvidence,
  rankPools,
  rankSubTowers,
  rawStrengths,
  scoreLine,
  statedNatures,
  vendorEvidence,
  wordMarks,
  type Evidence,
  type NatureScores,
  type PoolCandidate,
  type TowerCandidate,
} from '../src/score.js';

const kb = loadCompiledKnowledge();
const tokensOf = (s: string) => normalizeCostName(s).split(' ');
const term = (subTower: string, weight: number): Evidence => ({
  text: subTower,
  kind: 'term',
  subTower,
  category: 'X',
  weight,
});

describe('productEvidence', () => {
  it('a named product votes with the product weight, more for a longer name, and claims its words', () => {
    const tokens = tokensOf('Cisco SmartNet renewal');
    const marks = wordMarks(tokens);
    const ev = productEvidence(tokens, kb, marks);
    const smartnet = ev.find((e) => e.product === 'SmartNet')!;
    expect(smartnet.kind).toBe('product');
    expect(smartnet.weight).toBe(
      WEIGHTS.product + WEIGHTS.productPerWord * (smartnet.text.split(' ').length - 1),
    );
    expect([...marks.productTokens].filter(Boolean).length).toBe(smartnet.text.split(' ').length);
  });

  it('a cloud provider named alone is only a weak hint', () => {
    const tokens = tokensOf('Google Cloud');
    const ev = productEvidence(tokens, kb, wordMarks(tokens));
    expect(ev).toHaveLength(1);
    expect(ev[0]!.weight).toBe(WEIGHTS.weak);
  });
});

describe('vendorEvidence', () => {
  it('a vendor name not read as a product shares the vendor weight over at most three sub-towers', () => {
    const tokens = tokensOf('Dell');
    const marks = wordMarks(tokens);
    productEvidence(tokens, kb, marks);
    const ev = vendorEvidence(tokens, kb, marks);
    expect(ev.length).toBeGreaterThan(0);
    expect(ev.length).toBeLessThanOrEqual(3);
    expect(ev.reduce((n, e) => n + e.weight, 0)).toBeLessThanOrEqual(WEIGHTS.vendor + 1e-9);
    expect(ev.every((e) => e.kind === 'vendor')).toBe(true);
  });
});

describe('lexiconEvidence', () => {
  it('a catalogue charge-kind word votes for the resource it names with its own weight', () => {
    const tokens = tokensOf('EBS:SnapshotUsage');
    const ev = lexiconEvidence(tokens, kb, wordMarks(tokens));
    const snap = ev.find((e) => e.text === 'snapshotusage')!;
    expect(snap.subTower).toBe('ST_ON');
    expect(snap.weight).toBe(3);
  });
});

describe('statedNatures', () => {
  it('reads cost words, but not the words of a named product', () => {
    const renewal = tokensOf('Cisco SmartNet renewal');
    const m1 = wordMarks(renewal);
    productEvidence(renewal, kb, m1);
    expect([...statedNatures(renewal, kb, m1).keys()]).toContain('renewal');

    const nutanix = tokensOf('Nutanix Cloud Platform');
    const m2 = wordMarks(nutanix);
    productEvidence(nutanix, kb, m2);
    expect(statedNatures(nutanix, kb, m2).has('cloud')).toBe(false);
  });
});

describe('rankSubTowers', () => {
  it('sums evidence per sub-tower and ranks the strongest first', () => {
    const { towers } = rankSubTowers(
      ['x'],
      [term('NW_LAN', 2), term('ST_ON', 1.5), term('NW_LAN', 1)],
    );
    expect(towers.map((t) => [t.subTower, t.score])).toEqual([
      ['NW_LAN', 3],
      ['ST_ON', 1.5],
    ]);
  });

  it('a mainframe context moves storage to mainframe storage', () => {
    const { towers } = rankSubTowers(['mainframe', 'disk'], [term('ST_ON', 2)]);
    expect(towers[0]!.subTower).toBe('ST_MFON');
  });
});

describe('assetKindOf', () => {
  it('a plain equipment noun makes the purchase hardware when no product says otherwise', () => {
    const top: TowerCandidate = { subTower: 'CP_SRV', score: 2, category: 'I_CMP', evidence: [] };
    const tokens = tokensOf('DR standby servers');
    expect(assetKindOf(tokens, [], top, new Map(), new Uint8Array(tokens.length))).toEqual({
      asset: 'hw',
      assetFrom: 'word',
    });
  });

  it('the strongest product behind the winning sub-tower says what was bought', () => {
    const tokens = tokensOf('Salesforce Sales Cloud');
    const marks = wordMarks(tokens);
    const ev = productEvidence(tokens, kb, marks);
    const { towers } = rankSubTowers(tokens, ev);
    const kind = assetKindOf(tokens, ev, towers[0], new Map(), marks.productTokens);
    expect(kind).toEqual({ asset: 'saas', assetFrom: 'product' });
  });
});

describe('addImpliedNature and rankPools', () => {
  it('with no cost word, hardware is a purchase implied by the kind', () => {
    const nat = new Map();
    addImpliedNature(nat, [], undefined, 'hw');
    const pools = rankPools(nat, 'hw');
    expect(pools[0]!.nature).toBe('purchase');
    expect(pools[0]!.source).toBe('implied');
  });

  it('natures landing on one sub-pool add up before ranking', () => {
    const nat: NatureScores = new Map([
      ['license', { score: 2, cues: ['licence'], source: 'cue' as const }],
      ['maintenance', { score: 1.5, cues: ['support'], source: 'cue' as const }],
      ['subscription', { score: 1.6, cues: ['subscription'], source: 'cue' as const }],
    ]);
    const pools = rankPools(nat, 'saas');
    // licence and subscription of SaaS are both cloud service providers: 3.6 beats maintenance's 1.5
    expect(pools[0]!.subPool).toBe(pools[1]!.subPool);
  });
});

describe('applicationWork', () => {
  const bs = (): TowerCandidate => ({
    subTower: 'AP_BS',
    score: 4,
    category: 'S_FIN',
    evidence: [term('AP_BS', 4)],
  });
  const labour: PoolCandidate[] = [
    { subPool: 'X', nature: 'contractor', score: 3, cues: ['contractor'], source: 'cue' },
  ];
  it('labour bought for business software is application support, or development with development words', () => {
    const a = bs();
    expect(
      applicationWork(['sap', 'contractor'], new Map([['AP_BS', a]]), a, labour)![0]!.subTower,
    ).toBe('AP_SUP');
    const b = bs();
    expect(
      applicationWork(['sap', 'developer'], new Map([['AP_BS', b]]), b, labour)![0]!.subTower,
    ).toBe('AP_DEV');
  });
  it('a licence of business software stays business software', () => {
    const a = bs();
    const licence: PoolCandidate[] = [{ ...labour[0]!, nature: 'license' }];
    expect(applicationWork(['sap'], new Map([['AP_BS', a]]), a, licence)).toBeUndefined();
  });
});

describe('dropChargeSpelledVendors', () => {
  const vendor: Evidence = {
    text: 'lrs',
    kind: 'vendor',
    subTower: 'EU_PRN',
    category: 'X',
    weight: 2,
    asset: 'sw',
  };
  const charge: Evidence = {
    text: 'lrs',
    kind: 'term',
    charge: true,
    subTower: 'ST_ON',
    category: 'X',
    weight: 2.5,
  };
  const storage: Evidence = {
    text: 'storage',
    kind: 'term',
    subTower: 'ST_ON',
    category: 'X',
    weight: 1,
  };
  it('a vendor spelled like a charge-kind word of a bill line is that word', () => {
    const ev = [vendor, charge, storage];
    dropChargeSpelledVendors(ev);
    expect(ev).toEqual([charge, storage]);
  });
  it('keeps the vendor when nothing else says the line is a bill line', () => {
    const ev = [vendor, charge];
    dropChargeSpelledVendors(ev);
    expect(ev).toEqual([vendor, charge]);
  });
  it('keeps a vendor spelled otherwise', () => {
    const other = { ...vendor, text: 'netapp' };
    const ev = [other, charge, storage];
    dropChargeSpelledVendors(ev);
    expect(ev).toContain(other);
  });
});

describe('rawStrengths', () => {
  it('grows with the evidence and with the margin over the runner-up', () => {
    const t = (subTower: string, score: number): TowerCandidate => ({
      subTower,
      score,
      category: 'X',
      evidence: [],
    });
    const alone = rawStrengths([t('CP_SRV', 4)], [], 1);
    expect(alone.rawSubTower).toBeCloseTo(4 / 4.5, 6);
    const contested = rawStrengths([t('CP_SRV', 4), t('ST_ON', 3)], [], 1);
    expect(contested.rawSubTower).toBeLessThan(alone.rawSubTower);
    expect(rawStrengths([t('CP_SRV', 1)], [], 1).rawSubTower).toBeLessThan(alone.rawSubTower);
  });
});

describe('scoreLine', () => {
  it('composes the rules: the charge description outvotes the compute service that billed it', () => {
    const s = scoreLine(tokensOf('AmazonEC2 EBS:SnapshotUsage'), kb);
    expect(s.towers[0]!.subTower).toBe('ST_ON');
    expect(s.known).toBe(true);
  });
});
