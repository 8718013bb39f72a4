import { describe, expect, it } from 'vitest';
import { matchPhrases } from '../src/knowledge.js';
import { knowledge } from '../src/engine.js';
import { createLocalEngine } from '../src/index.js';
import { SUB_TOWERS, SUB_POOLS } from '../src/taxonomy.js';
import { normalizeCostName } from '../src/normalize.js';
import { fnv1a } from '../src/hash.js';
import { lostItsMeaning } from '../src/knowledge-build.js';
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
    for (const v of [
      'AWS',
      'Microsoft',
      'Google',
      'Oracle',
      'SAP',
      'Cisco',
      'VMware',
      'Broadcom',
      'Dell',
      'HP',
      'HPE',
      'IBM',
      'ServiceNow',
      'Salesforce',
      'Atlassian',
      'Adobe',
      'Zoom',
      'Okta',
      'CrowdStrike',
      'Palo Alto Networks',
      'Equinix',
      'AT&T',
      'Verizon',
      'Lumen',
      'BT',
      'Vodafone',
      'Workday',
      'Snowflake',
      'Databricks',
      'Datadog',
      'Splunk',
      'NetApp',
      'Pure Storage',
      'Red Hat',
      'Citrix',
      'Fortinet',
      'Zscaler',
      'Apple',
      'Lenovo',
      'Xerox',
      'Ricoh',
      'Kyndryl',
      'Accenture',
      'Infosys',
      'TCS',
    ])
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
    for (const d of DEVSET)
      perSub.set(d.layers['Sub-Tower'], (perSub.get(d.layers['Sub-Tower']) ?? 0) + 1);
    for (const s of SUB_TOWERS.values())
      expect(perSub.get(s.name) ?? 0, s.name).toBeGreaterThanOrEqual(5);
    expect(new Set(DEVSET.map((d) => d.layers['IT Tower'])).size).toBe(11);
    expect(new Set(DEVSET.map((d) => d.layers['Cost Pool'])).size).toBe(9);
    const pools = new Set([...SUB_POOLS.values()].map((s) => s.pool));
    for (const p of pools)
      expect(
        DEVSET.some((d) => d.layers['Cost Pool'] === p),
        p,
      ).toBe(true);
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

describe('names the normaliser empties', () => {
  const lost = (raw: string, vendor = '', ordinary: string[] = []) =>
    lostItsMeaning(raw, normalizeCostName(raw), normalizeCostName(vendor), new Set(ordinary));
  it('a dropped stop word or model word leaves a generic word: the name is only read with its vendor', () => {
    expect(lost('A-Care', 'Arista')).toBe(true);
    expect(lost('cloud cost')).toBe(true);
    expect(lost('1st line')).toBe(true);
  });
  it('a dropped number matters only when an ordinary word remains', () => {
    expect(lost('451 Research', '451', ['research'])).toBe(true);
    expect(lost('LTO-9', '', ['tape'])).toBe(false);
    expect(lost('Microsoft 365', 'Microsoft', ['microsoft'])).toBe(false); // the number stays inside 'microsoft365'
    expect(lost('Cisco ASR 1000', 'Cisco')).toBe(false);
    expect(lost('Palo Alto Unit 42', 'Palo Alto Networks')).toBe(false); // 'unit42' keeps its number
  });
  it('the compiled knowledge base reads them only with the vendor in front', () => {
    const hit = (s: string) =>
      matchPhrases(normalizeCostName(s).split(' '), kb.productIndex).map((m) => m.value.entry.name);
    expect(hit('urgent care sites')).toEqual([]);
    expect(hit('Arista A-Care renewal')).toEqual(['Arista A-Care']);
    expect(hit('AI research facility')).toEqual([]);
    expect(hit('Smart hands - rack and stack')).toEqual([]); // Check Point Smart-1, Equinix Smart Hands
    expect(hit('Check Point Smart-1 appliance')).toContain('Check Point');
  });
  it('places products where the labelling policy puts them', () => {
    const layers = (s: string) => {
      const r = createLocalEngine().classifySync([s])[0]!;
      return `${r.layers['Sub-Tower']} / ${r.layers['Sub-Cost Pool']}`;
    };
    expect(layers('AWS Elastic Load Balancing - ALB LCU-hours')).toBe(
      'LAN/WAN / Cloud Service Providers',
    ); // load balancers are network
    expect(layers('HashiCorp Vault Enterprise - self-managed licence')).toBe(
      'Security / Licensing',
    );
    expect(layers('Arctic Wolf MDR - 24x7 SOC')).toBe('Security / Managed Service Providers');
    expect(layers('OwnBackup for Salesforce annual subscription')).toBe(
      'Offline Storage / Cloud Service Providers',
    );
    expect(layers('Lenovo TruScale Device as a Service - ThinkPad T14s')).toBe('Workspace / Lease');
    expect(layers('SAP EWM licences')).toBe('Business Software / Licensing'); // runs on the customer's SAP system
  });
});
