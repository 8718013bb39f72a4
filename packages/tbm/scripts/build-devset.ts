/**
 * Builds data/devset.json from data/devset.src.txt.
 * Run: npx tsx packages/tbm/scripts/build-devset.ts
 * Split: FNV-1a(text) % 10 < 3 → 'test' (deterministic, ~30 %).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fnv1a } from '../src/hash.js';
import { SUB_TOWERS, layersFromCodes, subTower } from '../src/taxonomy.js';

const here = dirname(fileURLToPath(import.meta.url));
const src = readFileSync(join(here, '../data/devset.src.txt'), 'utf8');
let st = '';
const items: unknown[] = [];
const seen = new Set<string>();
for (const line of src.split('\n')) {
  const t = line.trim();
  if (!t || (t.startsWith('#') && !t.startsWith('## '))) continue;
  if (t.startsWith('## ')) {
    st = t.slice(3).trim();
    if (!SUB_TOWERS.has(st)) throw new Error(`unknown sub-tower ${st}`);
    continue;
  }
  const [text, sp, sol] = t.split('|').map((x) => x.trim());
  if (!text || !sp) throw new Error(`bad line: ${t}`);
  if (seen.has(text.toLowerCase())) throw new Error(`duplicate: ${text}`);
  seen.add(text.toLowerCase());
  const cat = sol || subTower(st).solutionCode;
  items.push({
    id: items.length + 1,
    text,
    split: fnv1a(text) % 10 < 3 ? 'test' : 'train',
    layers: layersFromCodes(sp, st, cat),
  });
}
writeFileSync(join(here, '../data/devset.json'), JSON.stringify(items, null, 1) + '\n');
const test = items.filter((i) => (i as { split: string }).split === 'test').length;
console.log(`${items.length} items, ${test} test (${((100 * test) / items.length).toFixed(1)} %)`);
