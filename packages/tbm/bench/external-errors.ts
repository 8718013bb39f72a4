/**
 * Prints the external group's **dev half** line by line: every line whose scored layers are not all right, and every
 * answer at confidence >= 0.8 that is wrong (the ones that cost precision), with the engine's reason. The held-out
 * half is never printed (bench/external.ts, `externalPart`): fixes are read here and judged there.
 *
 *   npx tsx packages/tbm/bench/external-errors.ts [--confident]   (--confident: only wrong answers at >= 0.8)
 */
import { createLocalEngine } from '../src/index.js';
import { LAYERS } from '../src/types.js';
import { EXTERNAL_SETS, loadExternal } from './external-sets.js';
import { classifyExternal, comparedText, externalPart, noveltyIndex } from './external.js';

const onlyConfident = process.argv.includes('--confident');
const engine = createLocalEngine();
const nov = noveltyIndex();
let shown = 0;
for (const set of EXTERNAL_SETS) {
  const items = loadExternal(set).filter(
    // the lines the benchmark scores: exact copies are told by the text the engine reads (with its supplier)
    (it) => externalPart(it) === 'dev' && !nov.exact.has(comparedText(it)),
  );
  const results = classifyExternal(engine, items);
  items.forEach((it, i) => {
    const r = results[i]!;
    const wrong: string[] = LAYERS.filter(
      (l) => it.layers[l] !== undefined && r.layers[l] !== it.layers[l],
    );
    // a non-IT line answered is a false alarm; an IT line left Unclassified is wrong whatever its default layers
    if (it.nonIT) wrong.splice(0, wrong.length, ...(r.recognised ? ['non-IT line answered'] : []));
    else if (!r.recognised) wrong.push('IT line left Unclassified');
    if (!wrong.length || (onlyConfident && r.confidence < 0.8)) return;
    shown++;
    console.log(
      `[${set.id}] ${r.confidence.toFixed(2)}  ${it.text}${it.vendor ? ` | vendor ${it.vendor}` : ''}   (source: ${it.sourceLabel})`,
    );
    for (const l of wrong)
      console.log(
        l in it.layers
          ? `    ${l}: got ${r.layers[l as keyof typeof r.layers]}, want ${it.layers[l as keyof typeof it.layers]}`
          : `    ${l}: ${LAYERS.map((x) => r.layers[x]).join(' > ')}`,
      );
    console.log(`    reason: ${r.reason}`);
  });
}
console.log(`\n${shown} dev lines shown`);
