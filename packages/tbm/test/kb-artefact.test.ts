import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PACKAGE_ROOT,
  compileKnowledge,
  kbInputsHash,
  serializeKnowledge,
} from '../src/knowledge-build.js';
import { loadKnowledge, type CompiledKnowledge } from '../src/knowledge.js';

const artefact = JSON.parse(
  readFileSync(join(PACKAGE_ROOT, 'data/kb.compiled.json'), 'utf8'),
) as CompiledKnowledge;
const STALE = 'data/kb.compiled.json is stale: run `npx tsx packages/tbm/scripts/build-kb.ts`';

describe('precompiled knowledge base (data/kb.compiled.json)', () => {
  it('was built from the current source tables (inputs hash)', () => {
    expect(artefact.inputsHash, STALE).toBe(kbInputsHash());
  });
  it('equals a fresh compilation of the source tables', () => {
    const fresh = serializeKnowledge(compileKnowledge(), artefact.inputsHash);
    for (const k of ['products', 'vendors', 'lexicon', 'cues', 'makers'] as const)
      expect(artefact[k], `${k}: ${STALE}`).toEqual(fresh[k]);
  });
  it('round-trips: loading the artefact and serialising again gives the artefact', () => {
    const again = serializeKnowledge(loadKnowledge(artefact), artefact.inputsHash);
    // products' build-time aliases are not stored, everything else must survive
    for (const k of ['products', 'vendors', 'lexicon', 'cues', 'makers'] as const)
      expect(again[k]).toEqual(artefact[k]);
  });
  it('is small', () => {
    // issue 30: the CPV and PSC titles (865 phrases) took it from 562 to 632 KiB, the broad maker table (5,580 names)
    // to 741 KiB; load time is measured by bench:accuracy
    expect(readFileSync(join(PACKAGE_ROOT, 'data/kb.compiled.json')).length).toBeLessThan(
      790 * 1024,
    );
  });
});
