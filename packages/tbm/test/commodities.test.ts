/**
 * Product-kind vocabulary from an open product classification (issue 14, item 2): the Harmonized System's titles of
 * IT, telecom and end-user equipment. The generated table is what the copied extract gives, every term comes from
 * its subheading's title, the hand-written lexicon keeps the nouns it already had, and a plain equipment noun that
 * used to be unrecognised now gets its tower, but not the 0.8 that only labelled support earns.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  HS_TO_TBM,
  buildCommodities,
  readHsExtract,
  renderCommodityModule,
} from '../src/commodity-build.js';
import { PACKAGE_ROOT } from '../src/knowledge-build.js';
import { SUB_TOWERS } from '../src/taxonomy.js';
import { decide } from '../src/engine.js';
import { normalizeCostName } from '../src/normalize.js';
import { classCap, evidenceBasis } from '../src/evidence-class.js';
import type { Evidence } from '../src/score.js';

const decideText = (text: string) => decide(normalizeCostName(text), text);

describe('generated commodity table (data/kb/commodities.generated.ts)', () => {
  it('is what scripts/build-catalogues.ts makes of data/catalogues/hs/extract.csv', () => {
    const committed = readFileSync(join(PACKAGE_ROOT, 'data/kb/commodities.generated.ts'), 'utf8');
    expect(committed).toBe(renderCommodityModule(buildCommodities(PACKAGE_ROOT)));
  });

  it('maps only subheadings of the extract, each to a sub-tower of the taxonomy', () => {
    const codes = new Set(readHsExtract(PACKAGE_ROOT).map((r) => r.code));
    for (const [code, m] of Object.entries(HS_TO_TBM)) {
      expect(codes.has(code), code).toBe(true);
      expect(SUB_TOWERS.has(m.subTower), `${code} → ${m.subTower}`).toBe(true);
    }
  });

  it('refuses a term with a word its subheading title does not have', () => {
    expect(() =>
      buildCommodities(PACKAGE_ROOT, { '851761': { subTower: 'NW_LAN', terms: ['cell tower'] } }),
    ).toThrow(/cell, tower/);
    // the nomenclature's periphrasis may be read as the everyday word (HS_WORDING)
    expect(() =>
      buildCommodities(PACKAGE_ROOT, {
        '847130': { subTower: 'EU_WS', terms: ['portable computer'] },
      }),
    ).not.toThrow();
  });

  it('lists the subheadings it leaves out instead of guessing them', () => {
    const { leftOut } = buildCommodities(PACKAGE_ROOT);
    // automatic data processing machines as such may be servers or desktops; smart cards may be payment cards
    expect(leftOut.some((l) => l.startsWith('847141 '))).toBe(true);
    expect(leftOut.some((l) => l.startsWith('852352 '))).toBe(true);
  });
});

describe('commodity nouns in the engine', () => {
  it.each([
    ['Replacement base station for warehouse radio network', 'Network', 'LAN/WAN'],
    ['Switching equipment refresh, building B', 'Network', 'LAN/WAN'],
    ['Coaxial cable drums', 'Network', 'LAN/WAN'],
    ['Cordless handsets for reception desk', 'Network', 'Voice'],
    ['Solid-state storage devices, 3 units', 'Storage', 'Online Storage'],
    ['Magnetic media for the vault', 'Storage', 'Offline Storage'],
  ])('%s → %s / %s, bought hardware, recognised but below 0.8', (text, tower, sub) => {
    const d = decideText(text);
    expect(d.scored.known).toBe(true);
    expect(d.layers['IT Tower']).toBe(tower);
    expect(d.layers['Sub-Tower']).toBe(sub);
    expect(d.layers['Cost Pool']).toBe('Hardware');
    expect(d.confidence).toBeGreaterThan(0.3);
    expect(d.confidence).toBeLessThan(0.8);
    expect(d.evidenceClass.startsWith('commodity/')).toBe(true);
  });

  it('holds an answer resting on the new vocabulary below 0.8 even where the calibrated strength is higher', () => {
    const d = decideText('Switching equipment refresh');
    expect(d.confidenceBeforeClassCap).toBeGreaterThanOrEqual(0.8);
    expect(d.confidence).toBeLessThan(0.8);
    expect(classCap('commodity/agrees')).toBeLessThan(0.8);
  });

  it('leaves a noun the hand-written lexicon already reads to the lexicon', () => {
    const d = decideText('Computer monitors 27 inch');
    expect(d.evidenceClass).toBe('words/agrees');
    expect(d.scored.towers[0]!.evidence.some((e) => e.commodity)).toBe(false);
  });

  it('puts a commodity noun behind a named product, a charge word, and ahead of a vendor', () => {
    const ev = (e: Partial<Evidence>): Evidence => ({
      text: 'x',
      kind: 'term',
      subTower: 'NW_LAN',
      category: 'I_NET',
      weight: 2,
      ...e,
    });
    const noun = ev({ commodity: true, asset: 'hw' });
    expect(evidenceBasis([noun, ev({})])).toBe('commodity');
    expect(evidenceBasis([noun, ev({ kind: 'vendor' })])).toBe('commodity');
    expect(evidenceBasis([noun, ev({ kind: 'product', asset: 'hw' })])).toBe('product');
    expect(evidenceBasis([noun, ev({ charge: true })])).toBe('charge');
  });
});
