import { describe, expect, it } from 'vitest';
import { createLocalEngine, isConsistent, LAYERS } from '../src/index.js';
import { decide } from '../src/engine.js';
import { normalizeCostName } from '../src/normalize.js';
import holdout from '../data/holdout.json' with { type: 'json' };
import calibration from '../data/calibration.json' with { type: 'json' };
import { fitCalibrationTable } from '../bench/calibration-fit.js';

const engine = createLocalEngine();
const one = (s: string) => engine.classifySync([s])[0]!;
const cert = (s: string) => decide(normalizeCostName(s), s).scored.finCertainty;

describe('finance-layer certainty (implied vs stated cost nature)', () => {
  it('a stated cost word that agrees with a named product is fully certain', () => {
    expect(cert('Cisco SmartNet renewal')).toBe(1);
    expect(cert('Oracle Database EE processor licenses')).toBe(1);
  });
  it('no cost word: hardware / installed software is only implied (purchase, lease or depreciation?)', () => {
    expect(cert('HPE ProLiant DL380 Gen11')).toBeLessThan(0.7);
    expect(one('HPE ProLiant DL380 Gen11').layerConfidence['Sub-Cost Pool']).toBeLessThan(
      one('HPE ProLiant DL380 Gen11 purchase').layerConfidence['Sub-Cost Pool'],
    );
  });
  it('ambiguous cost words for the kind lower the certainty', () => {
    expect(cert('VMware vSphere subscription')).toBeLessThan(1); // SaaS or term licence?
    expect(cert('Docker Desktop renewal')).toBeLessThan(1); // renewal of what?
  });
  it('overall confidence never exceeds a layer confidence', () => {
    for (const s of [
      'Cisco SmartNet renewal',
      'HPE ProLiant DL380 Gen11',
      'Snowflake credits',
      'Network engineer salaries',
    ]) {
      const r = one(s);
      for (const l of LAYERS) expect(r.confidence).toBeLessThanOrEqual(r.layerConfidence[l] + 1e-9);
    }
  });
  it('a SaaS renewal renews the service (Outside Services), an installed product renewal is support', () => {
    expect(one('Zoom Pro renewal').layers['Sub-Cost Pool']).toBe('Cloud Service Providers');
    expect(one('Veritas NetBackup renewal').layers['Sub-Cost Pool']).toBe('Maintenance & Support');
  });
});

describe('overall confidence model', () => {
  it('data/calibration.json is what scripts/calibrate.ts fits from the current engine and calibration sets', () => {
    expect(fitCalibrationTable().table).toEqual(calibration);
  });
  it('words nothing in the knowledge base explains lower the confidence', () => {
    const plain = one('Oracle Database licenses');
    const noisy = one('Oracle Database licenses zorblax quimby frandle');
    expect(noisy.layers).toEqual(plain.layers);
    expect(noisy.confidence).toBeLessThan(plain.confidence);
  });
  it('a stated cost word is surer than one implied by the product', () => {
    expect(one('HPE ProLiant DL380 Gen11 purchase').confidence).toBeGreaterThan(
      one('HPE ProLiant DL380 Gen11').confidence,
    );
  });
});

describe('held-out set (data/holdout.json)', () => {
  const items = (
    holdout as { items: Array<{ text: string; layers: Record<(typeof LAYERS)[number], string> }> }
  ).items;
  it('has >= 60 labelled, hierarchy-consistent items, distinct texts', () => {
    expect(items.length).toBeGreaterThanOrEqual(60);
    for (const i of items) expect(isConsistent(i.layers), i.text).toBe(true);
    expect(new Set(items.map((i) => i.text.toLowerCase())).size).toBe(items.length);
  });
});
