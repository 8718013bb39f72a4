/**
 * Precompiles the knowledge-base tables (data/kb/*) into data/kb.compiled.json: products, vendors, lexicon
 * and cue phrases already normalised to tokens, so the engine only rebuilds its tries at start-up.
 * Run after editing data/kb/*, src/normalize.ts, src/abbreviations.ts or src/knowledge-build.ts:
 *   npx tsx packages/tbm/scripts/build-kb.ts
 * test/kb-artefact.test.ts fails while the artefact is stale (inputs hash or content differ).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  PACKAGE_ROOT,
  compileKnowledge,
  kbInputsHash,
  serializeKnowledge,
} from '../src/knowledge-build.js';

export function kbArtefactText(): string {
  const c = serializeKnowledge(compileKnowledge(), kbInputsHash());
  // one entry per line: small diffs, still plain JSON
  const lines = (k: 'products' | 'vendors' | 'lexicon' | 'cues' | 'makers') =>
    `"${k}": [\n${c[k].map((x) => JSON.stringify(x)).join(',\n')}\n]`;
  return (
    `{\n"format": ${c.format},\n"inputsHash": ${JSON.stringify(c.inputsHash)},\n` +
    (['products', 'vendors', 'lexicon', 'cues', 'makers'] as const).map(lines).join(',\n') +
    '\n}\n'
  );
}

if (process.argv[1] && /build-kb\.ts$/.test(process.argv[1])) {
  const text = kbArtefactText();
  writeFileSync(join(PACKAGE_ROOT, 'data/kb.compiled.json'), text);
  const c = JSON.parse(text);
  console.log(
    `data/kb.compiled.json: ${(text.length / 1024).toFixed(0)} KiB, ${c.products.length} products, ${c.vendors.length} vendors, ${c.lexicon.length} lexicon terms, ${c.cues.length} cue phrases, ${c.makers.length} makers; inputs ${c.inputsHash}`,
  );
}
