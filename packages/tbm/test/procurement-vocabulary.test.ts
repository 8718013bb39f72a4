/**
 * Procurement vocabulary from catalogues (issue 30, item 2): the IT, telecom and IT-service titles of the EU's CPV 2008
 * and the US federal PSC list, mapped code → TBM sub-tower by explicit tables, become product- and service-kind
 * vocabulary, so the plain nouns a buyer types are recognised.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CPV_TO_TBM,
  PSC_TO_TBM,
  buildProcurement,
  cpvSubTower,
  cpvTerms,
  renderProcurementModule,
} from '../src/procurement-build.js';
import { PACKAGE_ROOT } from '../src/knowledge-build.js';
import { SUB_TOWERS } from '../src/taxonomy.js';
import { createLocalEngine } from '../src/index.js';

const engine = createLocalEngine();

describe('generated procurement vocabulary (data/kb/procurement.generated.ts)', () => {
  it('is what scripts/build-catalogues.ts makes of the CPV and PSC extracts', () => {
    const committed = readFileSync(join(PACKAGE_ROOT, 'data/kb/procurement.generated.ts'), 'utf8');
    expect(committed).toBe(renderProcurementModule(buildProcurement(PACKAGE_ROOT)));
  });

  it('maps codes only to sub-towers of the taxonomy, and leaves ambiguous codes out', () => {
    for (const st of [
      ...Object.values(CPV_TO_TBM),
      ...Object.values(PSC_TO_TBM).map((m) => m.subTower),
    ])
      if (st !== null) expect(SUB_TOWERS.has(st), st).toBe(true);
    // the longest prefix decides; a generic title is left out, not guessed
    expect(cpvSubTower('32544000-8')).toBe('NW_VOI'); // PABX equipment
    expect(cpvSubTower('64200000-8')).toBeUndefined(); // Telecommunications services
    expect(cpvSubTower('30210000-4')).toBeUndefined(); // Data-processing machines (hardware)
    const { leftOut } = buildProcurement(PACKAGE_ROOT);
    expect(leftOut.some((l) => l.startsWith('CPV 72610000-9'))).toBe(true); // Computer support services
  });

  it('reads a title as a buyer types it, without turning a bare common word into IT', () => {
    expect(cpvTerms('Calendar software package')).toEqual([
      'calendar software package',
      'calendar software',
    ]);
    expect(cpvTerms('Minicomputer hardware')).toEqual(['minicomputer hardware', 'minicomputer']);
    expect(cpvTerms('Data transmission services')).toContain('data transmission');
    expect(cpvTerms('Paging services')).toEqual(['paging services']);
    expect(cpvTerms('Software support services')).toEqual(['software support services']);
  });
});

describe('catalogue nouns in the engine', () => {
  it.each([
    ['PABX equipment', 'Network', 'Voice', 'Hardware'],
    ['Data transmission services', 'Network', 'Transport', 'Telecom'],
    ['Calendar software package', 'End User', 'End User Software', 'Software'],
    ['Minicomputer', 'Compute', 'Midrange', 'Hardware'],
    ['Internet service', 'Network', 'Transport', 'Telecom'],
    ['Mobile-telephone services', 'End User', 'Mobile Devices', 'Telecom'],
  ])('%s → %s / %s, pool %s', (text, tower, subTower, pool) => {
    const r = engine.classifySync([text])[0]!;
    expect(r.recognised).toBe(true);
    expect(r.layers['IT Tower']).toBe(tower);
    expect(r.layers['Sub-Tower']).toBe(subTower);
    expect(r.layers['Cost Pool']).toBe(pool);
  });
});
