/**
 * Accuracy benchmark of the local engine on the dev set.
 * Run from the repo root: npx tsx packages/tbm/bench/accuracy.ts   (or npm run bench:accuracy)
 * Options: --errors (print misclassified TRAIN items; test errors are never printed, to avoid tuning to them)
 */
import { performance } from 'node:perf_hooks';

const tImport = performance.now();
const mod = await import('../src/index.js');
const importMs = performance.now() - tImport;
const tLoad = performance.now();
const engine = mod.createLocalEngine();
const loadMs = performance.now() - tLoad;

const { DEVSET, allRight } = await import('./devset.js');
const { LAYERS } = mod;

type Split = 'train' | 'test';
const pct = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1) : '-').padStart(6);

function evaluate(split: Split) {
  const items = DEVSET.filter((d) => d.split === split);
  const res = engine.classifySync(items.map((i) => i.text));
  const right: Record<string, number> = {};
  for (const l of LAYERS) right[l] = 0;
  let all = 0;
  const buckets = [0, 0.3, 0.5, 0.7, 0.8, 0.9, 1.0001].map((x) => x);
  const cal = buckets.slice(0, -1).map((lo, i) => ({ lo, hi: buckets[i + 1]!, n: 0, ok: 0 }));
  let hiN = 0;
  let hiOk = 0;
  const errors: string[] = [];
  res.forEach((r, i) => {
    const item = items[i]!;
    for (const l of LAYERS) if (r.layers[l] === item.layers[l]) right[l]!++;
    const ok = allRight(r, item);
    if (ok) all++;
    const b = cal.find((c) => r.confidence >= c.lo && r.confidence < c.hi)!;
    b.n++;
    if (ok) b.ok++;
    if (r.confidence >= 0.8) {
      hiN++;
      if (ok) hiOk++;
    }
    if (!ok && split === 'train')
      errors.push(
        `${item.text}\n   want: ${LAYERS.map((l) => item.layers[l]).join(' > ')}\n   got:  ${LAYERS.map((l) => (r.layers[l] === item.layers[l] ? '=' : r.layers[l])).join(' > ')}  [${r.confidence}] ${r.reason}`,
      );
  });
  return { n: items.length, right, all, cal, hiN, hiOk, errors };
}

const test = evaluate('test');
const train = evaluate('train');
console.log(`TBM local engine — dev set ${DEVSET.length} items (test ${test.n}, train ${train.n}), taxonomy ${engine.taxonomyVersion}`);
console.log('\nAccuracy per layer          test     train');
for (const l of LAYERS) console.log(`  ${l.padEnd(22)} ${pct(test.right[l]!, test.n)} % ${pct(train.right[l]!, train.n)} %`);
console.log(`  ${'all six layers'.padEnd(22)} ${pct(test.all, test.n)} % ${pct(train.all, train.n)} %`);
console.log('\nCalibration (overall confidence vs all six layers right), test split');
console.log('  bucket        count  accuracy');
for (const c of test.cal) console.log(`  [${c.lo.toFixed(1)}, ${Math.min(1, c.hi).toFixed(1)}${c.hi > 1 ? ']' : ')'}  ${String(c.n).padStart(5)}  ${pct(c.ok, c.n)} %`);
console.log(`  confidence >= 0.8: ${test.hiN}/${test.n} items (${pct(test.hiN, test.n).trim()} %), accuracy ${pct(test.hiOk, test.hiN).trim()} %  [train: ${train.hiN}/${train.n}, ${pct(train.hiOk, train.hiN).trim()} %]`);

// throughput: one core, classifySync over a large repeated batch
const base = DEVSET.map((d) => d.text);
const batch: string[] = [];
for (let r = 0; batch.length < 50_000; r++) for (const t of base) batch.push(`${t} ${r % 97}`); // distinct strings defeat the normalise cache
engine.classifySync(batch.slice(0, 2000)); // warm-up
const t0 = performance.now();
engine.classifySync(batch);
const secs = (performance.now() - t0) / 1000;
console.log(`\nThroughput: ${Math.round(batch.length / secs).toLocaleString('en-US')} items/s (classifySync, ${batch.length.toLocaleString('en-US')} items, one core)`);
console.log(`Engine load: ${loadMs.toFixed(0)} ms (createLocalEngine: compile knowledge base); module import ${importMs.toFixed(0)} ms (includes tsx transpile)`);

const targets = [
  ['IT Tower >= 95 %', test.right['IT Tower']! / test.n >= 0.95],
  ['Sub-Tower >= 85 %', test.right['Sub-Tower']! / test.n >= 0.85],
  ['Cost Pool >= 90 %', test.right['Cost Pool']! / test.n >= 0.9],
  ['conf>=0.8 accuracy >= 95 %', test.hiN > 0 && test.hiOk / test.hiN >= 0.95],
  ['>= 20,000 items/s', batch.length / secs >= 20000],
  ['load <= 300 ms', loadMs <= 300],
] as const;
console.log('\nTargets: ' + targets.map(([n, ok]) => `${ok ? 'PASS' : 'FAIL'} ${n}`).join(' | '));
if (process.argv.includes('--errors')) {
  console.log(`\nTrain errors (${train.errors.length}):`);
  for (const e of train.errors) console.log(e);
}
