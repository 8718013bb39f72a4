/**
 * The engine's named constants beside `WEIGHTS` (src/score.ts: `EVIDENCE`, `STRENGTH`, `FINANCE_CERTAINTY`), each
 * shown doing its job on the rule that reads it. The expected figures are written out, so changing a constant fails
 * here, next to what it does, before it moves a benchmark figure.
 */
import { describe, expect, it } from 'vitest';
import {
  addImpliedNature,
  applicationWork,
  financeCertainty,
  isInternalCharge,
  rawStrengths,
  reassignDepartmentWords,
  settleProductVotes,
  statesWorkBought,
  vendorNameWeight,
  WEIGHTS,
  type Evidence,
  type NatureScores,
  type PoolCandidate,
  type TowerCandidate,
} from '../src/score.js';
import type { Knowledge, Nature } from '../src/knowledge.js';

const tower = (subTower: string, score: number, evidence: Evidence[] = []): TowerCandidate => ({
  subTower,
  score,
  category: 'X',
  evidence,
});
const pool = (
  nature: Nature,
  source: PoolCandidate['source'],
  score = 3,
  subPool = nature.toUpperCase(),
): PoolCandidate => ({ subPool, nature, score, cues: [], source });
const natures = (...entries: [Nature, number][]): NatureScores =>
  new Map(entries.map(([n, score]) => [n, { score, cues: [n], source: 'cue' as const }]));
const product: Evidence = {
  text: 'p',
  kind: 'product',
  subTower: 'CP_SRV',
  category: 'X',
  weight: 4,
};

describe('STRENGTH: the raw strengths before calibration', () => {
  it('margin and fullTower: one vote alone is never certainty, and below 4 the evidence is weaker', () => {
    expect(rawStrengths([tower('CP_SRV', 4)], [], 1).rawSubTower).toBeCloseTo(4 / 4.5, 9);
    expect(rawStrengths([tower('CP_SRV', 8)], [], 1).rawSubTower).toBeCloseTo(8 / 8.5, 9);
    expect(rawStrengths([tower('CP_SRV', 2)], [], 1).rawSubTower).toBeCloseTo((2 / 2.5) * 0.5, 9);
    // two sub-towers of one tower add up for the tower layer
    const towerLayer = rawStrengths([tower('CP_SRV', 2), tower('CP_UNX', 2)], [], 1).rawTower;
    expect(towerLayer).toBeCloseTo(4 / 4.5, 9);
  });

  it('fullPool: a sub-pool is at full strength from 3, times the finance certainty', () => {
    const p = [pool('license', 'cue', 3)];
    expect(rawStrengths([tower('CP_SRV', 4)], p, 1).rawPool).toBeCloseTo(3 / 3.5, 9);
    expect(rawStrengths([tower('CP_SRV', 4)], p, 0.5).rawPool).toBeCloseTo(1.5 / 3.5, 9);
    expect(
      rawStrengths([tower('CP_SRV', 4)], [pool('license', 'cue', 1.5)], 1).rawPool,
    ).toBeCloseTo((1.5 / 2) * 0.5, 9);
  });

  it('categoryWithoutVote and overallUnnamed: no vote for the category, no product behind the answer', () => {
    const p = [pool('license', 'cue', 3)];
    const bare = rawStrengths([tower('CP_SRV', 4)], p, 1);
    expect(bare.rawCategory).toBeCloseTo(bare.rawSubTower * 0.8, 9);
    expect(bare.rawOverall).toBeCloseTo(bare.rawSubTower * bare.rawPool * 0.8, 9);
    const named = rawStrengths([tower('CP_SRV', 4, [product])], p, 1);
    expect(named.rawCategory).toBe(named.rawSubTower);
    expect(named.rawOverall).toBeCloseTo(named.rawSubTower * named.rawPool, 9);
  });
});

describe('FINANCE_CERTAINTY: how directly the words state the sub-pool', () => {
  it('a stated, kind-free nature is certain; the people-line default and no pool are a coin toss', () => {
    expect(financeCertainty([pool('consulting', 'cue')], 'con', 'word')).toBe(1);
    expect(financeCertainty([pool('payroll', 'default')], 'staff', 'guess')).toBe(0.5);
  });

  it('nothing stated: the supplier kind says it for a carrier, less for a managed service, least for goods', () => {
    expect(financeCertainty([pool('telecom', 'implied')], 'tel', 'product')).toBe(0.85);
    expect(financeCertainty([pool('managed', 'implied')], 'svc', 'vendor')).toBe(0.7);
    expect(financeCertainty([pool('purchase', 'implied')], 'hw', 'product')).toBe(0.6);
    expect(financeCertainty([pool('purchase', 'implied')], 'hw', 'word')).toBe(0.55);
  });

  it('a stated word agreeing with the implied nature: certain for a product, less for a vendor', () => {
    const agreeing = [pool('maintenance', 'implied', 3.5, 'HWM'), pool('renewal', 'cue', 2, 'HWM')];
    expect(financeCertainty(agreeing, 'hwm', 'product')).toBe(1);
    expect(financeCertainty(agreeing, 'hwm', 'vendor')).toBe(0.85);
  });

  it('a stated nature whose sub-pool depends on what was bought doubts how that was known', () => {
    expect(financeCertainty([pool('license', 'cue')], 'sw', 'product')).toBe(1);
    expect(financeCertainty([pool('license', 'cue')], 'sw', 'vendor')).toBe(0.7);
    expect(financeCertainty([pool('license', 'cue')], 'sw', 'guess')).toBe(0.6);
  });

  it('cost words ambiguous for the kind lower it: licences of SaaS, subscriptions, upkeep, renewals, purchases', () => {
    expect(financeCertainty([pool('license', 'cue')], 'saas', 'product')).toBe(0.9);
    expect(financeCertainty([pool('license', 'cue')], 'saas', 'word')).toBe(0.8);
    expect(financeCertainty([pool('subscription', 'cue')], 'sw', 'product')).toBe(0.75);
    expect(financeCertainty([pool('maintenance', 'cue')], 'cloud', 'product')).toBe(0.75);
    expect(financeCertainty([pool('renewal', 'cue')], 'hwm', 'product')).toBe(0.95);
    expect(financeCertainty([pool('renewal', 'cue')], 'hw', 'product')).toBe(0.75);
    expect(financeCertainty([pool('purchase', 'cue')], 'sw', 'product')).toBe(0.8);
  });

  it('a stated rival sub-pool lowers it, more when close to the winner, not when only a hint', () => {
    const withRival = (score: number) => [
      pool('payroll', 'cue', 3),
      pool('consulting', 'cue', score),
    ];
    expect(financeCertainty(withRival(1.8), 'staff', 'word')).toBe(0.7);
    expect(financeCertainty(withRival(1.7), 'staff', 'word')).toBe(0.85);
    expect(financeCertainty(withRival(1.4), 'staff', 'word')).toBe(1);
  });
});

describe('EVIDENCE: thresholds and the votes of the nature and re-ranking rules', () => {
  it('weakBelow: a cost word under 1.5 leaves room for the nature the kind implies', () => {
    const hinted = natures(['license', 1.4]);
    addImpliedNature(hinted, [], undefined, 'hw');
    expect(hinted.get('purchase')?.source).toBe('implied');
    const stated = natures(['license', 1.5]);
    addImpliedNature(stated, [], undefined, 'hw');
    expect(stated.has('purchase')).toBe(false);
  });

  it('peopleDefault: a people line with no cost word is payroll at 1.3, or bought work when it says so', () => {
    const people = tower('IM_STR', 2, [{ ...product, kind: 'term', subTower: 'IM_STR' }]);
    const staff = natures();
    addImpliedNature(staff, people.evidence, people, 'con', ['project', 'manager']);
    expect(staff.get('payroll')).toMatchObject({ score: 1.3, source: 'default' });
    const bought = natures();
    addImpliedNature(bought, people.evidence, people, 'con', ['help', 'desk', 'support']);
    expect(bought.get('managed')).toMatchObject({ score: 1.3, source: 'default' });
  });

  it('supplierStates: a named carrier states telecom at 3.6 beside a stated word; a managed service at 2', () => {
    const carrier: Evidence = { ...product, kind: 'vendor', subTower: 'NW_WAN', asset: 'tel' };
    const tel = natures(['license', 2]);
    addImpliedNature(tel, [carrier], tower('NW_WAN', 4, [carrier]), 'tel');
    expect(tel.get('telecom')).toMatchObject({ score: 3.6, source: 'implied' });
    const provider: Evidence = { ...carrier, asset: 'svc' };
    const svc = natures(['license', 2]);
    addImpliedNature(svc, [provider], tower('NW_WAN', 4, [provider]), 'svc');
    expect(svc.get('managed')).toMatchObject({ score: 2, source: 'implied' });
  });

  it('statedFrom and applicationWorkLead: stated labour for business software moves it 0.5 above', () => {
    const bs = () => tower('AP_BS', 4, [{ ...product, kind: 'term', subTower: 'AP_BS' }]);
    const labour = (score: number) => [pool('contractor', 'cue', score)];
    const a = bs();
    const moved = applicationWork(['sap', 'contractor'], new Map([['AP_BS', a]]), a, labour(2.5))!;
    expect(moved[0]).toMatchObject({ subTower: 'AP_SUP', score: 4.5 });
    const b = bs();
    expect(applicationWork(['sap'], new Map([['AP_BS', b]]), b, labour(2.4))).toBeUndefined();
  });

  it('labourStatedFrom: work stated at 2 says what was bought, whoever the supplier', () => {
    expect(statesWorkBought(natures(['consulting', 2]))).toBe(true);
    expect(statesWorkBought(natures(['consulting', 1.99]))).toBe(false);
    expect(statesWorkBought(natures(['consulting', 2], ['license', 3]))).toBe(false);
  });

  it('rechargeFrom, rechargeProperty, rechargeFunction: a recharge at 2; its department words cap at 0.8 or 1.5', () => {
    expect(isInternalCharge(natures(['internal', 2]))).toBe(true);
    expect(isInternalCharge(natures(['internal', 1.99]))).toBe(false);
    const dept = (category: string): Evidence => ({
      text: category,
      kind: 'term',
      subTower: 'AP_BS',
      category,
      weight: 3,
    });
    const ev = [dept('S_PF'), dept('S_FIN'), dept('S_VP')];
    reassignDepartmentWords(ev);
    expect(ev.map((e) => [e.subTower, e.weight])).toEqual([
      ['IM_STR', 0.8],
      ['IM_FIN', 1.5],
      ['IM_VM', 1.5],
    ]);
  });

  it('rivalVoteFrom: another sub-tower voting 2 caps a support programme and a carrier', () => {
    const support = (): Evidence => ({
      ...product,
      subTower: 'CP_SRV',
      asset: 'hwm',
      product: 's',
    });
    const other = (weight: number): Evidence => ({
      ...product,
      kind: 'term',
      subTower: 'ST_ON',
      weight,
    });
    const capped = [support(), other(2)];
    settleProductVotes(capped);
    expect(capped[0]!.weight).toBe(WEIGHTS.vendorOnly);
    const kept = [support(), other(1.99)];
    settleProductVotes(kept);
    expect(kept[0]!.weight).toBe(4);
    const carrier: Evidence = { ...product, kind: 'vendor', subTower: 'NW_WAN', asset: 'tel' };
    const mobile = [{ ...carrier }, other(2)];
    settleProductVotes(mobile);
    expect(mobile[0]!.weight).toBe(WEIGHTS.hint);
  });

  it('vendorOneSubTowerShare: a vendor with 90 % of its products in one sub-tower votes like a product', () => {
    const kb = (share: number) =>
      ({ vendors: new Map([['zerto', { dist: [['ST_BR', share]] }]]) }) as unknown as Knowledge;
    expect(vendorNameWeight(kb(0.9), 'zerto', 'ST_BR')).toBe(WEIGHTS.product);
    expect(vendorNameWeight(kb(0.89), 'zerto', 'ST_BR')).toBe(WEIGHTS.vendorOnly);
    expect(vendorNameWeight(kb(1), 'zerto', 'CP_SRV')).toBe(WEIGHTS.vendorOnly);
  });
});
