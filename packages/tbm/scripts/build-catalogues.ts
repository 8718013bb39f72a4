/**
 * Rebuilds data/kb/catalogues.generated.json from the copied catalogue extracts in data/catalogues/
 * (tables and mapping in src/catalogue-build.ts), and data/kb/commodities.generated.ts from the Harmonized System
 * extract in data/catalogues/hs/ (mapping in src/commodity-build.ts), and data/kb/procurement.generated.ts from the CPV
 * and PSC extracts in data/catalogues/cpv/ and psc/ (mapping in src/procurement-build.ts). Run from the repo root:
 *   npx tsx packages/tbm/scripts/build-catalogues.ts && npx tsx packages/tbm/scripts/build-kb.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCatalogue, renderCatalogueData } from '../src/catalogue-build.js';
import { buildCommodities, renderCommodityModule } from '../src/commodity-build.js';
import { buildProcurement, renderProcurementModule } from '../src/procurement-build.js';
import { PACKAGE_ROOT } from '../src/knowledge-build.js';
import { buildVendors, renderVendorModule } from '../src/vendor-build.js';

const build = buildCatalogue(PACKAGE_ROOT);
const out = join(PACKAGE_ROOT, 'data/kb/catalogues.generated.json');
writeFileSync(out, renderCatalogueData(build));
const per = new Map<string, number>();
for (const e of build.entries) per.set(e.provider, (per.get(e.provider) ?? 0) + 1);
console.log(
  `wrote ${out}: ${build.entries.length} services (${[...per].map(([p, n]) => `${p} ${n}`).join(', ')}); ` +
    `${build.leftOut.length} left out:\n  ${build.leftOut.join('\n  ')}`,
);

const hs = buildCommodities(PACKAGE_ROOT);
const hsOut = join(PACKAGE_ROOT, 'data/kb/commodities.generated.ts');
writeFileSync(hsOut, renderCommodityModule(hs));
console.log(
  `wrote ${hsOut}: ${hs.entries.length} HS subheadings, ` +
    `${hs.entries.reduce((n, e) => n + e.terms.length, 0)} terms; ` +
    `${hs.leftOut.length} left out:\n  ${hs.leftOut.join('\n  ')}`,
);

const proc = buildProcurement(PACKAGE_ROOT);
const procOut = join(PACKAGE_ROOT, 'data/kb/procurement.generated.ts');
writeFileSync(procOut, renderProcurementModule(proc));
console.log(
  `wrote ${procOut}: ${proc.entries.length} CPV and PSC codes, ` +
    `${proc.entries.reduce((n, e) => n + e.terms.length, 0)} terms; ${proc.leftOut.length} left out`,
);

const makers = buildVendors(PACKAGE_ROOT);
const makersOut = join(PACKAGE_ROOT, 'data/kb/vendors.generated.ts');
writeFileSync(makersOut, renderVendorModule(makers));
console.log(
  `wrote ${makersOut}: ${makers.makers.length} makers; left out: ${Object.entries(makers.leftOut)
    .map(([why, n]) => `${n} ${why}`)
    .join(', ')}`,
);
