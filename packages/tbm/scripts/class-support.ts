/**
 * Writes data/evidence-classes.json: which evidence classes have earned a confidence of 0.8 (bench/class-support.ts).
 * Run after scripts/calibrate.ts (the support is counted with the fitted confidence):
 *   npx tsx packages/tbm/scripts/class-support.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countClassSupport } from '../bench/class-support.js';

const table = countClassSupport();
const here = dirname(fileURLToPath(import.meta.url));
writeFileSync(join(here, '../data/evidence-classes.json'), JSON.stringify(table, null, 1) + '\n');
console.log(table.note);
console.log(
  `class                    >= ${table.supportFrom}   right   Wilson bound (z ${table.z})   one right fewer   earned 0.8`,
);
for (const [cls, s] of Object.entries(table.classes))
  console.log(
    `  ${cls.padEnd(24)} ${String(s.atHigh).padStart(6)} ${String(s.right).padStart(7)}   ${s.bound.toFixed(3).padStart(8)}   ${s.boundOneFewer.toFixed(3).padStart(15)}   ${s.earned ? 'yes' : 'no, capped'}`,
  );
