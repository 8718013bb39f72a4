/**
 * Issue 30, Deliver 2: the broad maker table (src/vendor-build.ts → data/kb/vendors.generated.ts, compiled into
 * data/kb.compiled.json) — thousands of makers from the NVD CPE dictionary and the PCI / USB ID repositories, guarded
 * against ordinary words and people's names, read only where nothing else on a line is recognised.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { one } from './read-line.js';
import { classifyLine } from '../src/line.js';
import { knowledge } from '../src/engine.js';
import { PACKAGE_ROOT } from '../src/knowledge-build.js';
import { matchPhrases } from '../src/knowledge.js';
import {
  buildVendors,
  cpeName,
  guardFailed,
  makerName,
  nameForms,
  readDictionary,
  renderVendorModule,
} from '../src/vendor-build.js';

const build = buildVendors(PACKAGE_ROOT);
const dictionary = readDictionary(PACKAGE_ROOT);

describe('the maker table', () => {
  it('data/kb/vendors.generated.ts is what the extracts and guards give', () => {
    const file = readFileSync(join(PACKAGE_ROOT, 'data/kb/vendors.generated.ts'), 'utf8');
    expect(file).toBe(renderVendorModule(build));
  });
  it('holds thousands of makers of both kinds, a hardware list deciding hardware', () => {
    expect(build.makers.length).toBeGreaterThan(5000);
    const kinds = new Set(build.makers.map((m) => m.kind));
    expect(kinds).toEqual(new Set(['hw', 'sw']));
    const zyxel = build.makers.find((m) => m.name === 'zyxel')!;
    expect(zyxel.kind).toBe('hw');
    expect(zyxel.sources).toContain('cpe');
  });
  it('reads names as a ledger writes them', () => {
    expect(makerName('ZyXEL Communications Corp.')).toBe('zyxel communications');
    expect(makerName('SafeNet (wrong ID)')).toBe('safenet');
    expect(cpeName('hp_inc')).toBe('hp');
    expect(nameForms('zyxel communications')).toEqual(['zyxel communications', 'zyxel']);
    expect(nameForms('realtek')).toEqual(['realtek']);
  });
  it('leaves out ordinary words, lone proper nouns, people and initials', () => {
    expect(guardFailed('sharp', 1, dictionary)).toBe('an ordinary word');
    expect(guardFailed('absolute', 2, dictionary)).toBe('an ordinary word');
    expect(guardFailed('hitachi', 1, dictionary)).toBe('a proper noun in one list only');
    expect(guardFailed('daniel stenberg', 1, dictionary)).toBe("a person's name");
    expect(guardFailed('st john', 1, dictionary)).toBe("a person's name");
    expect(guardFailed('hp', 3, dictionary)).toBe('one or two letters');
    expect(guardFailed('cmd', 1, dictionary)).toBe('three letters in one list only');
    expect(guardFailed('3cx', 2, dictionary)).toBeUndefined();
    expect(guardFailed('zyxel', 1, dictionary)).toBeUndefined();
    // a proper noun two lists have is a maker's name ('Hitachi' makes hardware and publishes software)
    expect(guardFailed('hitachi', 2, dictionary)).toBeUndefined();
    for (const m of build.makers)
      expect(guardFailed(m.name, m.sources.length, dictionary)).toBeUndefined();
  });
  it('compiles without the names the hand-written tables know', () => {
    const kb = knowledge();
    const known = (name: string) =>
      matchPhrases(name.split(' '), kb.makerIndex).some((m) => m.start === 0);
    expect(known('zyxel')).toBe(true);
    expect(known('cisco')).toBe(false);
    expect(known('netgear')).toBe(false);
  });
});

describe('a known maker on a line nothing else places', () => {
  it('makes an unknown product of a hardware maker Hardware, at low confidence, for review', () => {
    const r = one('Zyxel NWA50AX');
    expect(r.recognised).toBe(true);
    expect(r.layers['Cost Pool']).toBe('Hardware');
    expect(r.confidence).toBeLessThan(0.5);
    expect(r.reason).toMatch(/zyxel/);
  });
  it('makes an unknown product of a software maker Software', () => {
    expect(one('TechExcel DevSuite 12').layers['Cost Pool']).toBe('Software');
  });
  it("reads a maker only at the line's start, and only a supplier column that is the maker's whole name", () => {
    expect(one('Water rates - Pentland depot').recognised).toBe(false);
    expect(
      classifyLine({ name: 'Quarterly charge', vendor: 'Zyxel Communications UK Ltd' }).layers[
        'Cost Pool'
      ],
    ).toBe('Hardware');
    expect(
      classifyLine({ name: 'Quarterly charge', vendor: 'Pentland Plants Ltd' }).recognised,
    ).toBe(false);
  });
  it('never outvotes what the line itself says', () => {
    expect(one('Zyxel switch maintenance').layers['Sub-Tower']).toBe('LAN/WAN');
  });
});
