import { describe, expect, it } from 'vitest';
import { matchPhrases } from '../src/knowledge.js';
import { knowledge } from '../src/engine.js';
import { SUB_TOWERS, SUB_POOLS } from '../src/taxonomy.js';
import { normalizeCostName } from '../src/normalize.js';
import { fnv1a } from '../src/hash.js';
import { DEVSET } from '../bench/devset.js';

const kb = knowledge(); // the precompiled artefact, as the engine uses it

describe('knowledge base', () => {
  it('has at least 1,500 vendor-backed product/service entries', () => {
    const named = kb.products.filter((p) => p.vendor);
    expect(named.length).toBeGreaterThanOrEqual(1500);
    expect(new Set(named.map((p) => p.vendor)).size).toBeGreaterThanOrEqual(300);
  });
  it('covers the named vendors', () => {
    const vendors = new Set(kb.products.map((p) => p.vendor));
    for (const v of ['AWS', 'Microsoft', 'Google', 'Oracle', 'SAP', 'Cisco', 'VMware', 'Broadcom', 'Dell', 'HP', 'HPE', 'IBM', 'ServiceNow', 'Salesforce', 'Atlassian', 'Adobe', 'Zoom', 'Okta', 'CrowdStrike', 'Palo Alto Networks', 'Equinix', 'AT&T', 'Verizon', 'Lumen', 'BT', 'Vodafone', 'Workday', 'Snowflake', 'Databricks', 'Datadog', 'Splunk', 'NetApp', 'Pure Storage', 'Red Hat', 'Citrix', 'Fortinet', 'Zscaler', 'Apple', 'Lenovo', 'Xerox', 'Ricoh', 'Kyndryl', 'Accenture', 'Infosys', 'TCS'])
      expect(vendors.has(v), v).toBe(true);
  });
  it('every sub-tower is reachable through lexicon terms', () => {
    const covered = new Set(kb.lexiconTerms.map((l) => l.subTower));
    for (const code of SUB_TOWERS.keys()) expect(covered.has(code), code).toBe(true);
  });
  it('matches the longest phrase first', () => {
    const toks = normalizeCostName('Splunk Enterprise Security renewal').split(' ');
    const m = matchPhrases(toks, kb.productIndex);
    expect(m[0]!.value.entry.subTower).toBe('SC_SEC');
    expect(m[0]!.end).toBe(3);
  });
});

describe('dev set', () => {
  it('has >= 500 labelled items covering everything', () => {
    expect(DEVSET.length).toBeGreaterThanOrEqual(500);
    const perSub = new Map<string, number>();
    for (const d of DEVSET) perSub.set(d.layers['Sub-Tower'], (perSub.get(d.layers['Sub-Tower']) ?? 0) + 1);
    for (const s of SUB_TOWERS.values()) expect(perSub.get(s.name) ?? 0, s.name).toBeGreaterThanOrEqual(5);
    expect(new Set(DEVSET.map((d) => d.layers['IT Tower'])).size).toBe(11);
    expect(new Set(DEVSET.map((d) => d.layers['Cost Pool'])).size).toBe(9);
    const pools = new Set([...SUB_POOLS.values()].map((s) => s.pool));
    for (const p of pools) expect(DEVSET.some((d) => d.layers['Cost Pool'] === p), p).toBe(true);
  });
  it('has a fixed deterministic ~30 % test split', () => {
    for (const d of DEVSET) expect(d.split).toBe(fnv1a(d.text) % 10 < 3 ? 'test' : 'train');
    const share = DEVSET.filter((d) => d.split === 'test').length / DEVSET.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.35);
  });
  it('has no duplicate texts', () => {
    expect(new Set(DEVSET.map((d) => d.text.toLowerCase())).size).toBe(DEVSET.length);
  });
});
