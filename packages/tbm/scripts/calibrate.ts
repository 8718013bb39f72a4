/**
 * Fits data/calibration.json on the calibration set (data/calibset.src.txt): 287 lines by an author who never
 * saw the knowledge base, whose errors are never read, so they are out-of-sample for it. (The train split
 * and the tuning set are in-sample: the knowledge base was improved while reading their errors.)
 * Run: npx tsx packages/tbm/scripts/calibrate.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CALIBSET, allRight } from '../bench/devset.js';
import { decide } from '../src/engine.js';
import { fitCalibration, type CalibKey } from '../src/calibration.js';
import { normalizeCostName } from '../src/normalize.js';
import { LAYERS } from '../src/types.js';

const fitSet = CALIBSET;
const samples: Record<CalibKey, Array<[number, boolean]>> = {
  'Cost Pool': [], 'Sub-Cost Pool': [], 'IT Tower': [], 'Sub-Tower': [], 'Technical Solution': [], 'Technical Category': [], overall: [],
};
for (const item of fitSet) {
  const d = decide(normalizeCostName(item.text), item.text);
  if (!d.scored.known) continue;
  const sc = d.scored;
  const raw: Record<CalibKey, number> = {
    'Cost Pool': sc.rawPool, 'Sub-Cost Pool': sc.rawPool, 'IT Tower': sc.rawTower, 'Sub-Tower': sc.rawSubTower,
    'Technical Solution': sc.rawCategory, 'Technical Category': sc.rawCategory, overall: sc.rawOverall,
  };
  for (const l of LAYERS) samples[l].push([raw[l], d.layers[l] === item.layers[l]]);
  const fake = { layers: d.layers } as Parameters<typeof allRight>[0];
  samples.overall.push([raw.overall, allRight(fake, item)]);
}
const layers: Partial<Record<CalibKey, Array<[number, number]>>> = {};
for (const [k, s] of Object.entries(samples) as Array<[CalibKey, Array<[number, boolean]>]>) layers[k] = fitCalibration(s, 8, 0.5, 4);
const here = dirname(fileURLToPath(import.meta.url));
writeFileSync(
  join(here, '../data/calibration.json'),
  JSON.stringify({ version: 1, note: `fitted on the ${fitSet.length}-line calibration set by scripts/calibrate.ts; overall = all six layers right`, layers }, null, 1) + '\n',
);
// aggregate figures only: the calibration set's errors are never printed
const known = samples.overall.length;
console.log(`calibration fitted on ${known} of ${fitSet.length} calibration lines (the rest are unrecognised: fixed 0.05)`);
for (const [k, pts] of Object.entries(layers)) console.log(`  ${k.padEnd(20)} ${pts!.map(([x, y]) => `${x.toFixed(2)}→${y.toFixed(2)}`).join('  ')}`);
