/**
 * Issue 30 (session 5, 30g): procurement and AP lines — kinds of thing bought and kinds of purchase a TBM analyst
 * reads at once. Every line here is written for this test (none is a line of a labelled set).
 */
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../src/index.js';
import { classifyLine } from '../src/line.js';
import type { Classification } from '../src/types.js';

const engine = createLocalEngine();
const one = (name: string) => engine.classifySync([name])[0]!;
const pool = (r: Classification) => `${r.layers['Cost Pool']} / ${r.layers['Sub-Cost Pool']}`;
const tower = (r: Classification) => `${r.layers['IT Tower']} / ${r.layers['Sub-Tower']}`;

describe('plain kinds of IT goods and services', () => {
  it('hardware maintenance or support is Hardware / Maintenance & Support, its tower a low-confidence guess', () => {
    for (const name of [
      'Hardware maintenance',
      'Hardware support renewal',
      'Annual hardware maintenance contract',
    ]) {
      const r = one(name);
      expect(r.recognised, name).toBe(true);
      expect(pool(r), name).toBe('Hardware / Maintenance & Support');
      expect(r.layerConfidence['IT Tower'], name).toBeLessThan(0.5);
    }
  });

  it('USB memory sticks and flash drives are end-user hardware', () => {
    for (const name of ['USB memory sticks x 50', 'Encrypted USB flash drives']) {
      const r = one(name);
      expect(tower(r), name).toBe('End User / Workspace');
      expect(pool(r), name).toBe('Hardware / Expense');
    }
  });

  it('conference calls are a carrier’s voice service', () => {
    const r = one('Audio conference call charges March');
    expect(tower(r)).toBe('Network / Voice');
    expect(pool(r)).toBe('Telecom / Telecom');
  });

  it('a communications system is voice network equipment', () => {
    const r = one('Two-site communications system replacement');
    expect(tower(r)).toBe('Network / Voice');
    expect(r.layers['Cost Pool']).toBe('Hardware');
  });

  it('a mobile phone contract is the carrier’s service, not contract labour', () => {
    const r = one('Mobile phone contract - finance team');
    expect(pool(r)).toBe('Telecom / Telecom');
    expect(tower(r)).toBe('End User / Mobile Devices');
  });
});

describe('software suppliers of UK public bodies', () => {
  it('a council system’s product name places the line in business software', () => {
    for (const name of [
      'Tascomi planning licence 2025/26',
      'Servelec Mosaic annual support',
      'Spydus library system hosting',
      'Zellis ResourceLink payroll licence',
      'Capita One education licence renewal',
      'Netcall Liberty contact centre licence',
    ]) {
      const r = one(name);
      expect(r.recognised, name).toBe(true);
      expect(r.layers['IT Tower'], name).toBe('Application');
    }
    // 'Liberty' alone names other products: beside Netcall it is Netcall's platform, not middleware
    expect(one('Netcall Liberty contact centre licence').layers['Sub-Tower']).toBe(
      'Business Software',
    );
  });

  it('a known supplier in the vendor column places a bare purchase word', () => {
    for (const vendor of ['Tascomi Ltd', 'The Access Group', 'Servelec Group']) {
      const r = classifyLine({ name: 'Annual subscription 2025', vendor });
      expect(r.recognised, vendor).toBe(true);
      expect(r.layers['Cost Pool'], vendor).toBe('Software');
    }
    // without the supplier, the purchase word alone says nothing of what was bought
    expect(one('Annual subscription 2025').recognised).toBe(false);
  });
});
