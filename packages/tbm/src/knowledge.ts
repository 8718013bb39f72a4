/**
 * Knowledge-base types, the runtime loader and the phrase matcher.
 * The tables (data/kb/*) are compiled at build time by scripts/build-kb.ts (logic in knowledge-build.ts)
 * into data/kb.compiled.json: every phrase already normalised to tokens. Loading only rebuilds the tries
 * from that list (no normalisation, no table parsing), so engine start-up is cheap.
 */
import compiled from '../data/kb.compiled.json' with { type: 'json' };

/** What was bought: decides the sub-pool together with the cost nature. */
export type AssetKind =
  'hw' | 'sw' | 'saas' | 'cloud' | 'svc' | 'con' | 'staff' | 'tel' | 'fac' | 'hwm' | 'swm';
export const ASSET_KINDS: readonly AssetKind[] = [
  'hw',
  'sw',
  'saas',
  'cloud',
  'svc',
  'con',
  'staff',
  'tel',
  'fac',
  'hwm',
  'swm',
];

export type Nature =
  | 'payroll'
  | 'contractor'
  | 'consulting'
  | 'managed'
  | 'cloud'
  | 'telecom'
  | 'facility'
  | 'internal'
  | 'other'
  | 'depreciation'
  | 'amortization'
  | 'lease'
  | 'maintenance'
  | 'license'
  | 'subscription'
  | 'purchase'
  | 'expense'
  | 'renewal'
  | 'none';

export interface ProductEntry {
  /** Display name (first name on the line). */
  name: string;
  vendor: string;
  subTower: string;
  category: string;
  kind: AssetKind;
  /** Names as written in the table (build time only: the compiled artefact keeps the normalised phrases). */
  aliases?: string[];
  /** Weak entries (service providers) only hint at a sub-tower. */
  weak: boolean;
}

/** Phrase trie over normalised tokens: first token → node chain. */
export interface TrieNode<T> {
  value?: T;
  next?: Map<string, TrieNode<T>>;
}
export type PhraseIndex<T> = Map<string, TrieNode<T>>;

export interface ProductRef {
  entry: ProductEntry;
  /** The matched phrase (normalised tokens). */
  alias: string;
  /** Alias equals the vendor name: vendor-level evidence only. */
  vendorOnly: boolean;
}
export interface LexRef {
  term: string;
  subTower: string;
  category: string;
  weight: number;
  /** a charge-kind word of the cloud catalogues (`CHARGE_KINDS`): what a bill line billed, not a generic IT word */
  charge?: boolean;
  /** a noun of the open product classification (data/kb/commodities.generated.ts): no labelled line backs it yet */
  commodity?: boolean;
}
export interface CueRef {
  term: string;
  nature: Nature;
  weight: number;
}
export interface VendorRef {
  vendor: string;
  /** sub-tower code → share of this vendor's products. */
  dist: Array<[string, number]>;
  kind: AssetKind;
  category: Map<string, string>;
}

/** A maker of the broad table (data/kb/vendors.generated.ts): its name and whether it mainly sells hardware or software. */
export interface MakerRef {
  name: string;
  kind: 'hw' | 'sw';
}

export interface Knowledge {
  products: ProductEntry[];
  productIndex: PhraseIndex<ProductRef>;
  lexIndex: PhraseIndex<LexRef>;
  cueIndex: PhraseIndex<CueRef>;
  vendorIndex: PhraseIndex<VendorRef>;
  vendors: Map<string, VendorRef>;
  lexiconTerms: LexRef[];
  /** the broad maker table: names no hand-written table has, read only where nothing else is (src/score.ts) */
  makerIndex: PhraseIndex<MakerRef>;
}

export function addTokens<T>(idx: PhraseIndex<T>, tokens: readonly string[], value: T): void {
  if (!tokens.length) return;
  let node = idx.get(tokens[0]!);
  if (!node) idx.set(tokens[0]!, (node = {}));
  for (let i = 1; i < tokens.length; i++) {
    node.next ??= new Map();
    let nx = node.next.get(tokens[i]!);
    if (!nx) node.next.set(tokens[i]!, (nx = {}));
    node = nx;
  }
  // one value per identical phrase: keep the first (tables are ordered most-specific first)
  node.value ??= value;
}

/** Every phrase of an index with its value (depth-first, deterministic: insertion order). */
export function phrasesOf<T>(idx: PhraseIndex<T>): Array<[string, T]> {
  const out: Array<[string, T]> = [];
  const walk = (node: TrieNode<T>, path: string) => {
    if (node.value !== undefined) out.push([path, node.value]);
    if (node.next) for (const [tok, nx] of node.next) walk(nx, `${path} ${tok}`);
  };
  for (const [tok, node] of idx) walk(node, tok);
  return out;
}

/**
 * The serialised knowledge base (data/kb.compiled.json), compact text records: one string per entry, fields separated
 * by TAB, phrases (space-joined normalised tokens) separated by '|'. Only phrases that won their trie slot are stored.
 *   products: name, vendor, subTower, category, kind, weak (0|1), phrases ('=' prefix: vendor-only evidence)
 *   vendors:  vendor, kind, dist ('ST:share,…'), categories differing from the sub-tower default ('ST:CAT,…'), phrases
 *   lexicon:  term, subTower, category, weight (suffix 'c': a cloud charge-kind word; 'm': a product
 *             classification's noun), phrase ('' when an earlier
 *             term owns the phrase)
 *   cues:     term, nature, weight, phrase
 *   makers:   phrase, kind (hw|sw)
 */
export interface CompiledKnowledge {
  format: 2;
  /** sha256 over the input files (knowledge-build.ts KB_INPUTS); test/kb-artefact.test.ts recomputes it */
  inputsHash: string;
  products: string[];
  vendors: string[];
  lexicon: string[];
  cues: string[];
  makers: string[];
}

/** Rebuild the runtime indexes from the serialised form (no normalisation, no table parsing). */
export function loadKnowledge(c: CompiledKnowledge): Knowledge {
  if (c.format !== 2)
    throw new Error(`knowledge: unsupported kb.compiled.json format ${String(c.format)}`);
  const products: ProductEntry[] = [];
  const productIndex: PhraseIndex<ProductRef> = new Map();
  for (const line of c.products) {
    const [name, vendor, subTower, category, kind, weak, phrases] = line.split('\t') as [
      string,
      string,
      string,
      string,
      AssetKind,
      string,
      string,
    ];
    const entry: ProductEntry = { name, vendor, subTower, category, kind, weak: weak === '1' };
    products.push(entry);
    if (phrases)
      for (const ph of phrases.split('|')) {
        const vendorOnly = ph.charCodeAt(0) === 61; // '='
        const p = vendorOnly ? ph.slice(1) : ph;
        addTokens(productIndex, p.split(' '), { entry, alias: p, vendorOnly });
      }
  }
  const vendors = new Map<string, VendorRef>();
  const vendorIndex: PhraseIndex<VendorRef> = new Map();
  for (const line of c.vendors) {
    const [vendor, kind, dist, cats, phrases] = line.split('\t') as [
      string,
      AssetKind,
      string,
      string,
      string,
    ];
    const d = dist.split(',').map((x) => {
      const i = x.indexOf(':');
      return [x.slice(0, i), Number(x.slice(i + 1))] as [string, number];
    });
    const category = new Map<string, string>();
    for (const x of cats ? cats.split(',') : []) {
      const i = x.indexOf(':');
      category.set(x.slice(0, i), x.slice(i + 1));
    }
    const v: VendorRef = { vendor, dist: d, kind, category };
    vendors.set(vendor, v);
    if (phrases) for (const ph of phrases.split('|')) addTokens(vendorIndex, ph.split(' '), v);
  }
  const lexiconTerms: LexRef[] = [];
  const lexIndex: PhraseIndex<LexRef> = new Map();
  for (const line of c.lexicon) {
    const [term, subTower, category, weight, phrase] = line.split('\t') as [
      string,
      string,
      string,
      string,
      string,
    ];
    const commodity = weight.endsWith('m');
    const charge = weight.endsWith('c');
    const ref: LexRef = {
      term,
      subTower,
      category,
      weight: Number(charge || commodity ? weight.slice(0, -1) : weight),
    };
    if (charge) ref.charge = true;
    if (commodity) ref.commodity = true;
    lexiconTerms.push(ref);
    if (phrase) addTokens(lexIndex, phrase.split(' '), ref);
  }
  const cueIndex: PhraseIndex<CueRef> = new Map();
  for (const line of c.cues) {
    const [term, nature, weight, phrase] = line.split('\t') as [string, Nature, string, string];
    if (phrase) addTokens(cueIndex, phrase.split(' '), { term, nature, weight: Number(weight) });
  }
  const makerIndex: PhraseIndex<MakerRef> = new Map();
  for (const line of c.makers) {
    const [phrase, kind] = line.split('\t') as [string, 'hw' | 'sw'];
    addTokens(makerIndex, phrase.split(' '), { name: phrase, kind });
  }
  return {
    products,
    productIndex,
    lexIndex,
    cueIndex,
    vendorIndex,
    vendors,
    lexiconTerms,
    makerIndex,
  };
}

/** The knowledge base from the precompiled artefact (data/kb.compiled.json). */
export function loadCompiledKnowledge(): Knowledge {
  return loadKnowledge(compiled as unknown as CompiledKnowledge);
}

const SEPARATORS = /[| =]/;
/**
 * Every word of every phrase in the serialised knowledge base: the phrases are each record's last field, '|'-separated
 * ('=' marks vendor-only evidence). Read from the strings in one split each, not from the tries.
 */
export function knowledgeWords(
  c: CompiledKnowledge = compiled as unknown as CompiledKnowledge,
): Set<string> {
  const words = new Set<string>();
  for (const records of [c.products, c.vendors, c.lexicon, c.cues])
    for (const rec of records)
      for (const w of rec.slice(rec.lastIndexOf('\t') + 1).split(SEPARATORS)) if (w) words.add(w);
  return words;
}

export interface Match<T> {
  start: number;
  end: number;
  value: T;
}

/** Greedy left-to-right longest-phrase matching. `skip` marks tokens that may not start or be inside a match. */
export function matchPhrases<T>(
  tokens: readonly string[],
  idx: PhraseIndex<T>,
  skip?: Uint8Array,
): Match<T>[] {
  const out: Match<T>[] = [];
  let i = 0;
  const n = tokens.length;
  while (i < n) {
    if (skip && skip[i]) {
      i++;
      continue;
    }
    let node = idx.get(tokens[i]!);
    let bestEnd = -1;
    let best: T | undefined;
    let j = i + 1;
    while (node) {
      if (node.value !== undefined) {
        bestEnd = j;
        best = node.value;
      }
      if (j >= n || !node.next || (skip && skip[j])) break;
      node = node.next.get(tokens[j]!);
      j++;
    }
    if (best !== undefined) {
      out.push({ start: i, end: bestEnd, value: best });
      i = bestEnd;
    } else i++;
  }
  return out;
}
