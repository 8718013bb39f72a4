import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../src/knowledge-build.js';
import {
  loadLearned,
  opinion,
  posterior,
  trainLearned,
  type LearnedExample,
} from '../src/learned.js';
import { learnedArtefactText, learnedExamples } from '../scripts/build-learned.js';
import { DEVSET, TUNESET } from '../bench/devset.js';
import { createLocalEngine, isConsistent, localCandidates } from '../src/index.js';

const ex = (text: string, subPool: string, subTower: string): LearnedExample => ({
  tokens: text.split(' '),
  subPool,
  subTower,
});
const toy = loadLearned(
  trainLearned([
    ex('cisco switch maintenance renewal', 'HW_MS', 'NW_LAN'),
    ex('firewall support renewal', 'HW_MS', 'SC_SEC'),
    ex('cisco switch purchase', 'HW_EX', 'NW_LAN'),
    ex('laptop purchase', 'HW_EX', 'EU_WS'),
    ex('oracle database license', 'SW_LI', 'PL_DB'),
  ]),
);
const p = (tokens: string[], code: string) => opinion(toy.subPool, tokens, code).probability;

describe('learned second opinion (naive Bayes over labelled lines)', () => {
  it('learns which words go with which class', () => {
    expect(opinion(toy.subPool, ['renewal'], 'HW_MS').best).toBe('HW_MS');
    expect(opinion(toy.subPool, ['purchase'], 'HW_MS').best).toBe('HW_EX');
    expect(opinion(toy.subTower, ['cisco', 'switch'], 'NW_LAN').bestProbability).toBeGreaterThan(
      0.8,
    );
    expect(p(['license'], 'SW_LI')).toBeGreaterThan(p(['license'], 'HW_MS'));
  });
  it('gives a probability distribution over the classes', () => {
    const d = posterior(toy.subTower, ['cisco', 'renewal']);
    expect(d.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(Math.min(...d)).toBeGreaterThan(0);
  });
  it('ignores words no labelled line had, and counts a repeated word once', () => {
    expect(p(['renewal', 'zorblax'], 'HW_MS')).toBeCloseTo(p(['renewal'], 'HW_MS'), 12);
    expect(p(['renewal', 'renewal'], 'HW_MS')).toBeCloseTo(p(['renewal'], 'HW_MS'), 12);
  });
  it('knows nothing of a class it never saw', () => {
    expect(p(['renewal'], 'TEL')).toBe(0);
  });
});

describe('the shipped model (data/learned.compiled.json)', () => {
  it('is what scripts/build-learned.ts trains from the current labelled sets', () => {
    const text = readFileSync(join(PACKAGE_ROOT, 'data/learned.compiled.json'), 'utf8');
    expect(
      text,
      'data/learned.compiled.json is stale: run `npx tsx packages/tbm/scripts/build-learned.ts`',
    ).toBe(learnedArtefactText());
  });
  it('learns from the train split and the tuning sets only, never from the test split or the calibration sets', () => {
    const examples = learnedExamples();
    expect(examples).toHaveLength(
      DEVSET.filter((i) => i.split === 'train').length + TUNESET.length,
    );
    const artefact = JSON.parse(
      readFileSync(join(PACKAGE_ROOT, 'data/learned.compiled.json'), 'utf8'),
    ) as { lines: number };
    expect(artefact.lines).toBe(examples.length);
  });
});

describe('the engine reads the second opinion', () => {
  const engine = createLocalEngine();
  const one = (s: string) => engine.classifySync([s])[0]!;
  it('says when labelled ledgers usually book such a line elsewhere, and is unsure then', () => {
    // the rules read 'implementation' as development; labelled ledgers book implementation partners under the application
    const r = one('Workday implementation partner - Deloitte');
    expect(r.reason).toMatch(/usually labelled Application \/ Business Software — review/);
    expect(r.confidence).toBeLessThan(0.5);
  });
  it('adds nothing to the reason when the labelled lines agree', () => {
    const r = one('Cisco SmartNet renewal FY25');
    expect(r.reason).not.toMatch(/usually labelled|used instead/);
    expect(r.confidence).toBeGreaterThan(0.9);
  });
  it('follows near-unanimous labelled lines over the rules, and says so', () => {
    // the rules read the vendor (PMI) as IT management; labelled ledgers book PMO lines under project management
    const r = one('PMI membership renewal - PMO analyst');
    expect(r.layers['Sub-Tower']).toBe('Program, Product & Project Management');
    expect(r.reason).toMatch(
      /IT Management & Strategic Planning.*labelled lines with these words are Delivery \/ Program, Product & Project Management, used instead/,
    );
    expect(isConsistent(r.layers)).toBe(true);
    // and the LLM engine's hints still lead with the local decision
    expect(localCandidates('PMI membership renewal - PMO analyst', 3)[0]!.layers).toEqual(r.layers);
  });
});
