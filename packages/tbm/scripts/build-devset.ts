/**
 * Builds the labelled sets from their sources (each set by one author; see the header of each source):
 *   data/devset.src.txt → data/devset.json  split by FNV-1a(text) % 10 < 3 → 'test' (deterministic, ~30 %), else 'train'
 *   tuning sets         → split 'tune'  (independent authors; their errors may be read, like train)
 *   calibration sets    → split 'calib' (independent authors; fit the confidence calibration only, errors never read)
 * The list of sets is LABELLED_SETS in bench/sets.ts.
 * Run: npx tsx packages/tbm/scripts/build-devset.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fnv1a } from '../src/hash.js';
import { SUB_TOWERS, layersFromCodes, subTower } from '../src/taxonomy.js';
import { LABELLED_SETS } from '../bench/sets.js';

const here = dirname(fileURLToPath(import.meta.url));

type Split = 'train' | 'test' | 'tune' | 'calib';

function build(source: string, target: string, split: (text: string) => Split): void {
  const src = readFileSync(join(here, '../data', source), 'utf8');
  let st = '';
  const items: Array<{ id: number; text: string; split: Split; layers: unknown }> = [];
  const seen = new Set<string>();
  for (const line of src.split('\n')) {
    const t = line.trim();
    if (!t || (t.startsWith('#') && !t.startsWith('## '))) continue;
    if (t.startsWith('## ')) {
      st = t.slice(3).trim();
      if (!SUB_TOWERS.has(st)) throw new Error(`${source}: unknown sub-tower ${st}`);
      continue;
    }
    const [text, sp, sol] = t.split('|').map((x) => x.trim());
    if (!text || !sp || !st) throw new Error(`${source}: bad line: ${t}`);
    if (seen.has(text.toLowerCase())) throw new Error(`${source}: duplicate: ${text}`);
    seen.add(text.toLowerCase());
    const cat = sol || subTower(st).solutionCode;
    items.push({
      id: items.length + 1,
      text,
      split: split(text),
      layers: layersFromCodes(sp, st, cat),
    });
  }
  writeFileSync(join(here, '../data', target), JSON.stringify(items, null, 1) + '\n');
  const counts = new Map<Split, number>();
  for (const i of items) counts.set(i.split, (counts.get(i.split) ?? 0) + 1);
  console.log(
    `${target}: ${items.length} items (${[...counts].map(([k, v]) => `${k} ${v}`).join(', ')})`,
  );
}

for (const set of LABELLED_SETS) {
  const { role } = set;
  build(
    set.source,
    set.target,
    role === 'dev' ? (text) => (fnv1a(text) % 10 < 3 ? 'test' : 'train') : () => role,
  );
}
