/**
 * Confidence that only what has earned it reaches 0.8 (issue 14, item 4): a vendor's default placement alone, or a
 * line most of whose words nothing in the knowledge base or the labelled sets has, stays below it; and the learned
 * second opinion never overrules a product or service named on the line.
 */
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../src/index.js';
import { decide, unknownShare } from '../src/engine.js';
import { normalizeCostName } from '../src/normalize.js';
import { LABELLED_SETS } from '../bench/sets.js';
import { loadSet } from '../bench/devset.js';

const engine = createLocalEngine();
const classify = (text: string) => engine.classifySync([text])[0]!;

describe('an answer resting on a vendor default alone', () => {
  it.each(['Cisco', 'Gartner'])('%s: placed by the vendor, below 0.8, and says so', (name) => {
    const r = classify(name);
    expect(r.reason).toContain(`Matched vendor '${name}'`);
    expect(r.reason).toContain('vendor default only');
    expect(r.confidence).toBeLessThan(0.8);
    expect(r.layerConfidence['IT Tower']).toBeLessThan(0.8);
    expect(r.layerConfidence['Sub-Tower']).toBeLessThan(0.8);
  });

  it('a vendor beside IT words is not its default alone, and the reason names the words', () => {
    const r = classify('Apple Bluetooth Keyboard');
    expect(r.layers['IT Tower']).toBe('End User');
    expect(r.reason).toContain(`Matched vendor 'Apple'`);
    expect(r.reason).toContain(`'keyboard'`);
    expect(r.reason).not.toContain('vendor default only');
  });

  it('a product of the same vendor still earns a high confidence', () => {
    const r = classify('Cisco Catalyst 9300 switch');
    expect(r.layers['IT Tower']).toBe('Network');
    expect(r.reason).not.toContain('vendor default only');
    expect(r.confidence).toBeGreaterThanOrEqual(0.8);
  });
});

describe('a line most of whose words are unknown', () => {
  it('keeps the answer its known words give, below 0.8', () => {
    const r = classify('Zorblax quintofrag wexler storage array');
    expect(r.layers['IT Tower']).toBe('Storage');
    expect(r.reason).toContain('most words unknown');
    expect(r.confidence).toBeLessThan(0.8);
  });

  it('counts words no knowledge-base phrase and no labelled line has', () => {
    expect(unknownShare(normalizeCostName('storage array').split(' '))).toBe(0);
    expect(unknownShare(['zorblax', 'quintofrag', 'storage', 'array'])).toBe(0.5);
    expect(unknownShare([])).toBe(0);
  });
});

describe('the learned second opinion and a named product', () => {
  const lines = LABELLED_SETS.flatMap(loadSet).map((i) => i.text);
  const named = lines
    .map((text) => decide(normalizeCostName(text), text))
    .filter(
      (d) => d.scored.known && d.scored.towers[0]!.evidence.some((e) => e.kind === 'product'),
    );

  it('never replaces the sub-tower of a named product, however sure the labelled lines are', () => {
    for (const d of named) expect(d.codes.subTower).toBe(d.scored.towers[0]!.subTower);
  });

  it('is exercised: some named lines have labelled lines near-unanimous for another sub-tower', () => {
    const disputed = named.filter(
      (d) =>
        d.second!.subTower.best !== d.codes.subTower && d.second!.subTower.bestProbability >= 0.99,
    );
    expect(disputed.length).toBeGreaterThan(0);
  });
});
