/**
 * Writes data/calibration.json, fitted on the calibration sets (see bench/calibration-fit.ts), and prints the
 * cross-validated comparison of the overall model with the single curve (aggregate figures only); then, in a fresh
 * process that reads the new table, recounts which evidence classes have earned 0.8 (scripts/class-support.ts).
 * Run after any change to the engine or knowledge base: npx tsx packages/tbm/scripts/calibrate.ts
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CALIBSET } from '../bench/devset.js';
import { OVERALL_FEATURES, crossValidate, fitCalibrationTable } from '../bench/calibration-fit.js';

const { table, fitted, wrong } = fitCalibrationTable();
const here = dirname(fileURLToPath(import.meta.url));
writeFileSync(join(here, '../data/calibration.json'), JSON.stringify(table, null, 1) + '\n');
console.log(
  `calibration fitted on ${fitted} of ${CALIBSET.length} calibration lines (${wrong} not all-six right; unrecognised lines get a fixed 0.05)`,
);
for (const [k, pts] of Object.entries(table.layers))
  console.log(
    `  ${k.padEnd(20)} ${pts!.map(([a, b]) => `${a.toFixed(2)}→${b.toFixed(2)}`).join('  ')}`,
  );
const m = table.overall!;
console.log(
  `  overall model        ${m.features.map((f, i) => `${f} ${m.weights[i]}`).join(', ')}, bias ${m.bias}`,
);
const cv = crossValidate();
console.log('5-fold cross-validation x4 on the calibration sets, P(all six right):');
console.log(
  `  single curve on the raw overall strength   AUC ${cv.curve.auc.toFixed(3)}  Brier ${cv.curve.brier.toFixed(4)}`,
);
console.log(
  `  logistic on ${OVERALL_FEATURES.join(' + ').padEnd(30)} AUC ${cv.model.auc.toFixed(3)}  Brier ${cv.model.brier.toFixed(4)}`,
);
console.log(
  '  logistic model, out-of-fold P(all six right) >= t: share of lines, and how many of them are right',
);
for (const a of cv.model.atLeast)
  console.log(
    `    t = ${a.t.toFixed(2)}   ${(a.share * 100).toFixed(1).padStart(5)} % of lines   ${(a.right * 100).toFixed(1)} % right`,
  );
// this process loaded the old table with the engine: the class support must be counted with the new one
execFileSync(process.execPath, [...process.execArgv, join(here, 'class-support.ts')], {
  stdio: 'inherit',
});
