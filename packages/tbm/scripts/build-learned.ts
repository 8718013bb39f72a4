/**
 * Trains the learned second opinion (src/learned.ts) on the dev set's train split and the tuning sets, and writes
 * data/learned.compiled.json. Never on the test split, the held-out set or the calibration sets: the calibration sets
 * must stay out-of-sample for the confidence model that reads this opinion.
 * Run after changing a labelled set or src/normalize.ts / src/abbreviations.ts, then scripts/calibrate.ts:
 *   npx tsx packages/tbm/scripts/build-learned.ts
 * test/learned.test.ts fails while the artefact is stale.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEVSET, TUNESET } from '../bench/devset.js';
import { PACKAGE_ROOT } from '../src/knowledge-build.js';
import { trainLearned, type LearnedExample } from '../src/learned.js';
import { normalizeCostName } from '../src/normalize.js';
import { SUB_POOLS, SUB_TOWERS } from '../src/taxonomy.js';

export function learnedExamples(): LearnedExample[] {
  // leaf names repeat under different parents ('Depreciation & Amortization'): key by parent and leaf
  const pools = new Map([...SUB_POOLS.values()].map((s) => [`${s.pool} / ${s.name}`, s.code]));
  const towers = new Map([...SUB_TOWERS.values()].map((s) => [`${s.tower} / ${s.name}`, s.code]));
  return [...DEVSET.filter((i) => i.split === 'train'), ...TUNESET].map((i) => ({
    tokens: normalizeCostName(i.text).split(' ').filter(Boolean),
    subPool: pools.get(`${i.layers['Cost Pool']} / ${i.layers['Sub-Cost Pool']}`)!,
    subTower: towers.get(`${i.layers['IT Tower']} / ${i.layers['Sub-Tower']}`)!,
  }));
}

/** One word per line: small diffs, still plain JSON. */
export function learnedArtefactText(): string {
  const c = trainLearned(learnedExamples());
  const layer = (l: 'subPool' | 'subTower') => {
    const { classes, lines, words } = c.layers[l];
    const entries = Object.entries(words).map(
      ([w, n]) => `${JSON.stringify(w)}: ${JSON.stringify(n)}`,
    );
    return `"${l}": {\n"classes": ${JSON.stringify(classes)},\n"lines": ${JSON.stringify(lines)},\n"words": {\n${entries.join(',\n')}\n}\n}`;
  };
  return `{\n"format": ${c.format},\n"alpha": ${c.alpha},\n"lines": ${c.lines},\n"layers": {\n${layer('subPool')},\n${layer('subTower')}\n}\n}\n`;
}

if (process.argv[1] && /build-learned\.ts$/.test(process.argv[1])) {
  const text = learnedArtefactText();
  writeFileSync(join(PACKAGE_ROOT, 'data/learned.compiled.json'), text);
  const c = JSON.parse(text);
  console.log(
    `data/learned.compiled.json: ${(text.length / 1024).toFixed(0)} KiB, ${c.lines} labelled lines, ${Object.keys(c.layers.subPool.words).length} words, ${c.layers.subPool.classes.length} sub-pools, ${c.layers.subTower.classes.length} sub-towers`,
  );
}
