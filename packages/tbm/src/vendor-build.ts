/**
 * Build time: a broad table of IT makers and what they mainly sell (data/kb/vendors.generated.ts, written by
 * scripts/build-catalogues.ts; not imported at run time), so that a line naming an unknown product of a known maker
 * ('Zyxel NWA50AX', a supplier column 'Viglen Ltd') is at least Hardware or Software. From three public lists
 * (data/catalogues/vendors/, copied extracts with their PROVENANCE.md):
 *   - the NVD CPE dictionary's application vendors (cpe-vendors.tsv: vendors with three or more products, open-source
 *     '_project' entries left out): makers of software;
 *   - the PCI ID and USB ID repositories' vendor lists (pci-vendors.txt, usb-vendors.txt): makers of hardware.
 * A maker in a hardware list is a hardware maker, whatever software it also publishes.
 *
 * Guards against names that are words of other lines (dictionary.tsv: the tokens of these names that an English word
 * list has, as an ordinary word 'w' or a proper noun 'p'):
 *   - a one-word name that is an ordinary English word ('Absolute', 'Sharp', 'Abuse') is left out;
 *   - a one-word name that is a proper noun ('Victoria', 'Hitachi') only when two lists have it (a maker of both
 *     hardware and software, or both hardware lists): a place or a person's name in one list is not enough;
 *   - a two-word name made of a proper noun and a word no dictionary has ('Daniel Stenberg', 'Greg Roelofs') reads as
 *     a person's name and is left out;
 *   - names of one or two letters, or of more than four words, are left out, and names of three letters ('CMD') unless
 *     two lists have them.
 * Names the hand-written tables know, and generic words, are dropped when the knowledge base is compiled
 * (src/knowledge-build.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type MakerKind = 'hw' | 'sw';

export interface Maker {
  /** the name as a ledger would write it (lower case words, legal form and parentheses dropped) */
  name: string;
  kind: MakerKind;
  /** which lists have it */
  sources: Array<'cpe' | 'pci' | 'usb'>;
}

export interface VendorBuild {
  makers: Maker[];
  /** how many names each guard left out */
  leftOut: Record<string, number>;
}

/** Legal forms and filler a maker list appends to a name. */
const LEGAL_FORM = new Set([
  'inc',
  'incorporated',
  'ltd',
  'limited',
  'llc',
  'corp',
  'corporation',
  'co',
  'company',
  'gmbh',
  'ag',
  'sa',
  'srl',
  'bv',
  'nv',
  'plc',
  'pty',
  'kg',
  'oy',
  'ab',
  'as',
  'spa',
  'kk',
  'the',
  'of',
  'and',
]);

/** A list's name as plain words: the part before a comma or parenthesis, legal forms dropped. */
export function makerName(raw: string): string {
  const head = raw
    .replace(/\([^)]*\)?/g, ' ')
    .split(/[,;/]/)[0]!
    .toLowerCase();
  return head
    .split(/[^a-z0-9&+]+/)
    .filter((t) => t && !LEGAL_FORM.has(t))
    .join(' ');
}

/** A CPE vendor id ('red_hat', 'hp_inc') as plain words. */
export function cpeName(id: string): string {
  return makerName(id.replace(/\\/g, '').replace(/[_-]+/g, ' '));
}

/**
 * Words a list appends to a maker's name to say its trade ('ZyXEL Communications', 'Realtek Semiconductor'): the name
 * without them is the maker's too, as a ledger writes it ('Zyxel').
 */
const TRADE_TAIL = new Set([
  'communications',
  'communication',
  'technology',
  'technologies',
  'electronics',
  'electronic',
  'systems',
  'system',
  'semiconductor',
  'semiconductors',
  'computer',
  'computers',
  'networks',
  'network',
  'international',
  'industries',
  'industrial',
  'group',
  'holdings',
  'solutions',
  'software',
  'devices',
  'labs',
  'laboratories',
  'microsystems',
]);
/** The name and, when it ends in trade words, the name without them. */
export function nameForms(name: string): string[] {
  const words = name.split(' ');
  let n = words.length;
  while (n > 1 && TRADE_TAIL.has(words[n - 1]!)) n--;
  return n < words.length ? [name, words.slice(0, n).join(' ')] : [name];
}

function readLines(root: string, file: string): string[] {
  return readFileSync(join(root, 'data/catalogues/vendors', file), 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim());
}

export function readDictionary(root: string): Map<string, string> {
  return new Map(
    readLines(root, 'dictionary.tsv')
      .slice(1)
      .map((l) => l.split('\t') as [string, string]),
  );
}

/** The guard a name fails, or undefined when it may be a maker's name. */
export function guardFailed(
  name: string,
  sources: number,
  dictionary: ReadonlyMap<string, string>,
): string | undefined {
  const words = name.split(' ');
  if (name.length <= 2) return 'one or two letters';
  // 'CMD', 'ABC': three letters are an abbreviation of anything unless two lists agree on the maker
  if (name.length <= 3 && sources < 2) return 'three letters in one list only';
  if (!/[a-z]/.test(name)) return 'no letters';
  if (words.length > 4) return 'more than four words';
  const kind = (w: string) => dictionary.get(w) ?? '';
  if (words.length === 1) {
    if (kind(name).includes('w')) return 'an ordinary word';
    if (kind(name).includes('p') && sources < 2) return 'a proper noun in one list only';
  }
  if (words.length === 2 && !/\d/.test(name)) {
    const [a, b] = words as [string, string];
    // 'Daniel Stenberg', 'Greg Roelofs': a proper noun and a word no dictionary has
    if (kind(a).includes('p') && !kind(b)) return "a person's name";
    // 'St John', 'J Smith': an initial or a saint before a proper noun
    if (a.length <= 2 && kind(b).includes('p')) return "a person's name";
  }
  return undefined;
}

export function buildVendors(root: string): VendorBuild {
  const dictionary = readDictionary(root);
  const found = new Map<string, Maker>();
  const add = (full: string, kind: MakerKind, source: Maker['sources'][number]) => {
    for (const name of full ? nameForms(full) : []) addOne(name, kind, source);
  };
  const addOne = (name: string, kind: MakerKind, source: Maker['sources'][number]) => {
    const m = found.get(name);
    if (!m) found.set(name, { name, kind, sources: [source] });
    else {
      if (!m.sources.includes(source)) m.sources.push(source);
      if (kind === 'hw') m.kind = 'hw';
    }
  };
  for (const l of readLines(root, 'pci-vendors.txt')) add(makerName(l), 'hw', 'pci');
  for (const l of readLines(root, 'usb-vendors.txt')) add(makerName(l), 'hw', 'usb');
  for (const l of readLines(root, 'cpe-vendors.tsv').slice(1)) {
    const id = l.split('\t')[0]!;
    if (!id.endsWith('_project')) add(cpeName(id), 'sw', 'cpe');
  }
  const leftOut: Record<string, number> = {};
  const makers: Maker[] = [];
  for (const m of [...found.values()].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const failed = guardFailed(m.name, m.sources.length, dictionary);
    if (failed) leftOut[failed] = (leftOut[failed] ?? 0) + 1;
    else makers.push(m);
  }
  return { makers, leftOut };
}

/** The generated module: one maker a line, 'name|kind'. */
export function renderVendorModule(build: VendorBuild): string {
  const n = (k: MakerKind) => build.makers.filter((m) => m.kind === k).length;
  return [
    '/**',
    ' * GENERATED by scripts/build-catalogues.ts from data/catalogues/vendors/ (the NVD CPE dictionary, the PCI ID and',
    ' * USB ID repositories; see PROVENANCE.md there) — do not edit; change an extract or the guards in',
    ` * src/vendor-build.ts and rebuild. ${build.makers.length} makers (${n('hw')} of hardware, ${n('sw')} of software); left out: ` +
      Object.entries(build.leftOut)
        .map(([why, k]) => `${k} ${why}`)
        .join(', ') +
      '.',
    ' */',
    `export const MAKERS = \`\n${build.makers.map((m) => `${m.name}|${m.kind}`).join('\n')}\n\`;`,
    '',
  ].join('\n');
}
