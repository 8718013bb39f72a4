import { describe, expect, it } from 'vitest';
import {
  LAYERS,
  createLocalEngine,
  getTaxonomy,
  isConsistent,
  localCandidates,
  type Classification,
} from '../src/index.js';
import { DEVSET } from '../bench/devset.js';

const engine = createLocalEngine();
const one = (s: string): Classification => engine.classifySync([s])[0]!;

describe('local engine', () => {
  it('is named local / lexicon, taxonomy 4.0', () => {
    expect(engine.name).toBe('local');
    expect(engine.taxonomyVersion).toBe('4.0');
    expect(one('Cisco SmartNet renewal').method).toBe('lexicon');
  });

  it('worked example: Cisco SmartNet renewal', () => {
    const r = one('Cisco SmartNet renewal');
    expect(r.layers['Cost Pool']).toBe('Hardware');
    expect(r.layers['Sub-Cost Pool']).toBe('Maintenance & Support');
    expect(r.layers['IT Tower']).toBe('Network');
    expect(r.layers['Sub-Tower']).toBe('LAN/WAN');
    expect(r.reason).toMatch(/SmartNet/);
    expect(r.reason).toMatch(/renewal/);
    expect(r.confidence).toBeGreaterThanOrEqual(0.5);
  });
  it('worked example: AWS EC2 RI', () => {
    const r = one('AWS EC2 RI 3yr');
    expect(r.layers['Cost Pool']).toBe('Outside Services');
    expect(r.layers['Sub-Cost Pool']).toBe('Cloud Service Providers');
    expect(r.layers['IT Tower']).toBe('Compute');
    expect(r.layers['Sub-Tower']).toBe('Servers');
    expect(r.layers['Technical Solution']).toBe('Infrastructure');
    expect(r.layers['Technical Category']).toBe('Compute');
  });
  it('worked example: Contractor - SAP Basis', () => {
    const r = one('Contractor - SAP Basis');
    expect(r.layers['Cost Pool']).toBe('External Labor');
    expect(r.layers['IT Tower']).toBe('Application');
    expect(r.layers['Sub-Tower']).toBe('Application Support & Operations');
  });
  it('worked examples: laptops and colocation', () => {
    const a = one('Dell Latitude 7440 laptops');
    expect([a.layers['Cost Pool'], a.layers['IT Tower'], a.layers['Sub-Tower']]).toEqual([
      'Hardware',
      'End User',
      'Workspace',
    ]);
    const b = one('Equinix colo Q3');
    expect([b.layers['Cost Pool'], b.layers['IT Tower'], b.layers['Sub-Tower']]).toEqual([
      'Facilities & Power',
      'Data Center',
      'Enterprise Data Center',
    ]);
  });

  it.each([
    '',
    '   ',
    'asdf qwer zxcv',
    'Misc adjustment',
    '#### 1234 $55.00',
    'lorem ipsum dolor',
  ])('unknown %j → low confidence and says so', (s) => {
    const r = one(s);
    expect(r.confidence).toBeLessThan(0.3);
    for (const l of LAYERS) expect(r.layerConfidence[l]).toBeLessThan(0.3);
    expect(r.reason).toMatch(/unrecognised|no known/i);
    expect(isConsistent(r.layers)).toBe(true);
  });

  it('preserves input order and length; classify is the async wrapper', async () => {
    const names = [
      'Equinix colo Q3',
      'asdf',
      'Cisco SmartNet renewal',
      'Contractor - SAP Basis',
      'Equinix colo Q3',
      '',
    ];
    const sync = engine.classifySync(names);
    expect(sync.map((r) => r.input)).toEqual(names);
    const asyncRes = await engine.classify(names);
    expect(asyncRes).toEqual(sync);
    expect(sync[0]).toEqual(sync[4]);
  });

  it('never throws for odd input', () => {
    const odd = [null, undefined, 42, 'x'.repeat(10_000)] as unknown as string[];
    const r = engine.classifySync(odd);
    expect(r).toHaveLength(4);
    for (const x of r) expect(isConsistent(x.layers)).toBe(true);
  });

  it('every result over the whole dev set is hierarchy-consistent and well-formed', () => {
    const res = engine.classifySync(DEVSET.map((d) => d.text));
    for (const r of res) {
      expect(isConsistent(r.layers), `${r.input}: ${JSON.stringify(r.layers)}`).toBe(true);
      expect(r.taxonomyVersion).toBe('4.0');
      expect(r.confidence).toBeGreaterThanOrEqual(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
      expect(r.reason.length).toBeGreaterThan(5);
      for (const l of LAYERS) {
        expect(r.layerConfidence[l]).toBeGreaterThanOrEqual(0);
        expect(r.layerConfidence[l]).toBeLessThanOrEqual(1);
      }
      // parent at least as sure as the child
      expect(r.layerConfidence['IT Tower']).toBeGreaterThanOrEqual(r.layerConfidence['Sub-Tower']);
      expect(r.layerConfidence['Cost Pool']).toBeGreaterThanOrEqual(
        r.layerConfidence['Sub-Cost Pool'],
      );
    }
  });

  it('reaches every taxonomy value (sub-towers, pools, sub-pools, solution types and categories)', () => {
    const t = getTaxonomy();
    const probes = [
      ...DEVSET.map((d) => d.text),
      ...t.towers.flatMap((x) => x.subTowers.flatMap((s) => s.examples)),
      ...t.costPools.flatMap((p) => p.subPools.flatMap((s) => s.examples)),
    ];
    const res = engine.classifySync(probes);
    const seen = new Set(res.flatMap((r) => LAYERS.map((l) => `${l}|${r.layers[l]}`)));
    const missing: string[] = [];
    for (const p of t.costPools) {
      if (!seen.has(`Cost Pool|${p.name}`)) missing.push(p.name);
      for (const s of p.subPools)
        if (
          !res.some((r) => r.layers['Cost Pool'] === p.name && r.layers['Sub-Cost Pool'] === s.name)
        )
          missing.push(`${p.name}/${s.name}`);
    }
    for (const tw of t.towers)
      for (const s of tw.subTowers) if (!seen.has(`Sub-Tower|${s.name}`)) missing.push(s.name);
    for (const ty of t.solutionTypes) {
      if (!seen.has(`Technical Solution|${ty.name}`)) missing.push(ty.name);
      for (const c of ty.categories)
        if (
          !res.some(
            (r) =>
              r.layers['Technical Solution'] === ty.name &&
              r.layers['Technical Category'] === c.name,
          )
        )
          missing.push(`${ty.name}/${c.name}`);
    }
    expect(missing).toEqual([]);
  });

  it('localCandidates: top-k consistent candidates, engine decision first', () => {
    const c = localCandidates('Oracle DB support renewal', 3);
    expect(c.length).toBeGreaterThan(0);
    expect(c.length).toBeLessThanOrEqual(3);
    for (const x of c) expect(isConsistent(x.layers)).toBe(true);
    expect(c[0]!.layers).toEqual(one('Oracle DB support renewal').layers);
    expect(localCandidates('zzzz qqqq', 2)).toHaveLength(1);
    // issue 34 §6: each candidate says what on the line points to it, for a reviewer to pick by
    for (const candidate of c) expect(candidate.reason).toMatch(/→/);
  });
});
