/**
 * Build-time compiler of the knowledge-base tables (data/kb/*) into phrase indexes over normalised tokens,
 * and their serialisation into data/kb.compiled.json (scripts/build-kb.ts). Not imported by the engine at run time.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '../data/kb/products-apps.js';
import { DELIVERY } from '../data/kb/products-delivery.js';
import { INFRA } from '../data/kb/products-infra.js';
import { PLATFORM } from '../data/kb/products-platform.js';
import { WORKPLACE } from '../data/kb/products-workplace.js';
import { SERVICES } from '../data/kb/services.js';
import { LEXICON } from '../data/kb/lexicon.js';
import { CUES } from '../data/kb/cues.js';
import catalogues from '../data/kb/catalogues.generated.json' with { type: 'json' };
import { CHARGE_KINDS } from '../data/kb/charge-kinds.js';
import { COMMODITY_TERMS } from '../data/kb/commodities.generated.js';
import { PROCUREMENT_TERMS } from '../data/kb/procurement.generated.js';
import { MAKERS } from '../data/kb/vendors.generated.js';
import { VENDOR_MAIN_LINES, VENDORS_NOT_ALONE } from '../data/kb/vendor-names.js';
import { normalizeCostName } from './normalize.js';
import { NAME_FILLER_WORDS, STOPWORDS } from './abbreviations.js';
import { SUB_TOWERS, CATEGORIES, subTower } from './taxonomy.js';
import {
  ASSET_KINDS,
  addTokens,
  matchPhrases,
  phrasesOf,
  type AssetKind,
  type CompiledKnowledge,
  type CueRef,
  type Knowledge,
  type LexRef,
  type MakerRef,
  type Nature,
  type PhraseIndex,
  type ProductEntry,
  type ProductRef,
  type VendorRef,
} from './knowledge.js';

/** Files whose content decides the compiled knowledge base (relative to the package root). */
export const KB_INPUTS = [
  'data/kb/products-apps.ts',
  'data/kb/products-delivery.ts',
  'data/kb/products-infra.ts',
  'data/kb/products-platform.ts',
  'data/kb/products-workplace.ts',
  'data/kb/services.ts',
  'data/kb/lexicon.ts',
  'data/kb/cues.ts',
  'data/kb/catalogues.generated.json',
  'data/kb/charge-kinds.ts',
  'data/kb/commodities.generated.ts',
  'data/kb/procurement.generated.ts',
  'data/kb/vendors.generated.ts',
  'data/kb/vendor-names.ts',
  'data/taxonomy-v4.json',
  'src/normalize.ts',
  'src/abbreviations.ts',
  'src/knowledge-build.ts',
] as const;

export const PACKAGE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** sha256 (first 16 hex) over the input files, line endings normalised. */
export function kbInputsHash(root = PACKAGE_ROOT): string {
  const h = createHash('sha256');
  for (const f of KB_INPUTS)
    h.update(f)
      .update('\0')
      .update(readFileSync(join(root, f), 'utf8').replace(/\r\n/g, '\n'))
      .update('\0');
  return h.digest('hex').slice(0, 16);
}

function addPhrase<T>(idx: PhraseIndex<T>, phrase: string, value: T): string[] {
  const norm = normalizeCostName(phrase);
  const tokens = norm ? norm.split(' ') : [];
  addTokens(idx, tokens, value);
  return tokens;
}

function parseWeighted(s: string): { term: string; weight: number } {
  const m = /^(.*?)\*(\d+(?:\.\d+)?)$/.exec(s.trim());
  return m ? { term: m[1]!.trim(), weight: Number(m[2]) } : { term: s.trim(), weight: 1 };
}

/** Parse one product table into entries. */
export function parseProducts(table: string, weak = false): ProductEntry[] {
  const out: ProductEntry[] = [];
  let st = '';
  let kind: AssetKind = 'hw';
  let cat = '';
  for (const raw of table.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('@')) {
      const [code, k, c] = line.slice(1).split(/\s+/);
      if (!code || !SUB_TOWERS.has(code))
        throw new Error(`knowledge: unknown sub-tower in '${line}'`);
      if (!k || !(ASSET_KINDS as readonly string[]).includes(k))
        throw new Error(`knowledge: unknown kind in '${line}'`);
      if (c && !CATEGORIES.has(c)) throw new Error(`knowledge: unknown category in '${line}'`);
      st = code;
      kind = k as AssetKind;
      cat = c ?? subTower(code).solutionCode;
      continue;
    }
    const colon = line.indexOf(': ');
    if (colon < 0 || !st) throw new Error(`knowledge: bad line '${line}'`);
    const vendor = line.slice(0, colon).trim();
    const names = line
      .slice(colon + 2)
      .split(';')
      .map((x) => x.trim())
      .filter(Boolean);
    if (!names.length) continue;
    out.push({
      name: names[0]!.replace(/^!/, ''),
      vendor: vendor === '-' ? '' : vendor,
      subTower: st,
      category: cat,
      kind,
      aliases: names,
      weak,
    });
  }
  return out;
}

/** A weak product (a generic phrase of the weak tables) counts this much toward its vendor's spread over sub-towers. */
const WEAK_PRODUCT_SHARE = 0.5;

function buildVendors(products: ProductEntry[]): Map<string, VendorRef> {
  const acc = new Map<
    string,
    { st: Map<string, number>; kinds: Map<AssetKind, number>; cat: Map<string, string> }
  >();
  for (const p of products) {
    if (!p.vendor) continue;
    let a = acc.get(p.vendor);
    if (!a) acc.set(p.vendor, (a = { st: new Map(), kinds: new Map(), cat: new Map() }));
    const n = p.weak ? WEAK_PRODUCT_SHARE : 1;
    a.st.set(p.subTower, (a.st.get(p.subTower) ?? 0) + n);
    a.kinds.set(p.kind, (a.kinds.get(p.kind) ?? 0) + n);
    if (!a.cat.has(p.subTower)) a.cat.set(p.subTower, p.category);
  }
  // a vendor's main line (data/kb/vendor-names.ts) comes first, one product entry ahead of its largest
  for (const line of VENDOR_MAIN_LINES.split('\n')) {
    const [vendor, st] = line.split(':').map((x) => x.trim());
    const a = vendor && st ? acc.get(vendor) : undefined;
    if (!a || !st) continue;
    a.st.set(st, Math.max(a.st.get(st) ?? 0, ...a.st.values()) + 1);
  }
  const out = new Map<string, VendorRef>();
  for (const [vendor, a] of acc) {
    const total = [...a.st.values()].reduce((x, y) => x + y, 0);
    const dist = [...a.st.entries()]
      .map(([k, v]) => [k, v / total] as [string, number])
      .sort((x, y) => y[1] - x[1]);
    const kind = [...a.kinds.entries()].sort((x, y) => y[1] - x[1])[0]![0];
    out.set(vendor, { vendor, dist, kind, category: a.cat });
  }
  return out;
}

/** Cost-type words that must not be part of a product alias. */
const FINANCE_WORDS = new Set([
  'maintenance',
  'license',
  'subscription',
  'support',
  'renewal',
  'lease',
  'depreciation',
  'amortization',
  'warranty',
  'assurance',
]);
/** Extra common words never accepted as a whole product/vendor name. */
const COMMON = [
  // 'Version 1' (a consultancy) → 'version': cloud bills count key and object versions
  'version',
  'software',
  'hardware',
  'level',
  'one',
  'data',
  'service',
  'cloud',
  'platform',
  'business',
  'enterprise',
  'standard',
  'system',
  'professional',
  'premier',
  'premium',
  'advanced',
  'essentials',
  'core',
  'suite',
  'pro',
  'plus',
  'go',
  'connect',
  'work',
  'box',
  'spectrum',
  'fusion',
  'insight',
  'vantage',
  'horizon',
  'atlas',
  'lambda',
  'glue',
  'access',
  'apex',
  'prism',
  'unity',
  'precision',
  'surface',
  'power',
  'office',
  'teams',
  'workspace',
  'forms',
  'stream',
  'loop',
  'clarity',
  'rally',
  'spark',
  'hive',
  'flink',
  'drive',
  'chat',
  'meet',
  'quantum',
  'scalar',
  'switch',
  'nexus',
  'catalyst',
  'mist',
  'falcon',
  'singularity',
  'vision',
  'keystone',
  'evergreen',
  'indigo',
  'inspire',
  'consolidated',
  'granite',
  'frontier',
  'bandwidth',
  'restore',
  'recall',
  'sentinel',
  'banner',
  'colleague',
  'compass',
  'mode',
  'outreach',
  'frame',
  'census',
  'segment',
  'heap',
  'front',
  'float',
  'forecast',
  'productive',
  'tempo',
  'harvest',
  'board',
  'cube',
  'mosaic',
  'brex',
  'ramp',
  'remote',
  'deputy',
  'legion',
  'interact',
  'igloo',
  'sweep',
  'watershed',
  'notified',
  'lucid',
  'sketch',
  'coda',
  'zip',
  'scout',
  'beeline',
  'lever',
  'lattice',
  'glint',
  'split',
  'render',
  'fly',
  'neon',
  'fauna',
  'sigma',
  'kite',
  'notion',
  'elastic',
  'kong',
  'solace',
  'nomad',
  'lens',
  'harbor',
  'consul',
  'packer',
  'vault',
  'chef',
  'puppet',
  'resolve',
  'patrol',
  'spectrum',
  'clarity',
  'keeper',
  'duo',
  'wiz',
  'orca',
  'expel',
  'material',
  'island',
  'talon',
  'cobalt',
  'archer',
  'ironclad',
  'relativity',
  'diligent',
  'harvey',
  'kira',
  'luminance',
  'origami',
  'resolver',
  'envoy',
  'smart',
  'switch',
  'vantage',
  'aligned',
  'stack',
  'ark',
  'three',
  'sky',
  'spark',
  'globe',
  'ses',
  'mint',
  'boost',
  'free',
  'tim',
  'du',
  'liquid',
  'bell',
  'rogers',
  'shaw',
  'cox',
  'charter',
  'bt',
  'ee',
  'o2',
  'orange',
  'mural',
  'applause',
  'rainforest',
  'turing',
  'hired',
  'dice',
  'volt',
  'judge',
  'spring',
  'page',
  'hays',
  'kelly',
  'manpower',
  'insight',
  'apex',
  'venquis',
  // issue 30: ordinary words of a council's purchases, never a vendor alone ('Responsive Repairs Framework', 'Claro
  // Road Depot', 'supply of natural gas', 'Coxon Brothers', 'Arena Group' the copier dealer)
  'framework',
  'claro',
  'natural',
  'brother',
  'arena',
  'shells',
  // issue 30 (30e): names of products and firms that are ordinary words of public buyers' tenders, never a
  // product alone ('Glacier National Park', 'CSC' for a correctional service, 'Twin Otter' aircraft, 'Argo' floats,
  // 'tidal current', 'MDS' minibuses, an 'ARO' vehicle registration, 'Sugar Loaf', 'seismic' works; 'SANS'
  // singularises to the storage word 'san')
  'glacier',
  'csc',
  'otter',
  'argo',
  'tidal',
  'mds',
  'aro',
  'sans',
  'sugar',
  'seismic',
  // and words of goods any trade buys: 'Sub calibre training devices', 'knee pads', 'metallic tube', 'heat treated
  // pallets', 'perimeter fences' (Mentor's Calibre and PADS, Commvault Metallic, Ivanti's HEAT, Perimeter 81)
  'calibre',
  'pads',
  'metallic',
  'heat',
  'perimeter',
  // session 6 (30i): a safety or wiring harness is no CI/CD service ('Harness, thermocouple', 'Fall arrest harness'),
  // and a workplace is where staff work, not Meta's Workplace ('Workplace first aid training')
  'harness',
  'workplace',
];
// Note: vendor-named carriers and firms above stay matchable through their longer aliases and vendor prefixes.

function genericWords(): Set<string> {
  const g = new Set<string>();
  // single-word cost-type cues ('service', 'support', 'cloud', ...) are never a product on their own
  for (const list of Object.values(CUES))
    for (const part of list.split(';')) {
      const n = normalizeCostName(parseWeighted(part).term);
      if (n && !n.includes(' ')) g.add(n);
    }
  for (const w of COMMON) g.add(normalizeCostName(w));
  return g;
}
function isGenericPhrase(norm: string, generic: Set<string>): boolean {
  if (!norm) return true;
  if (norm.includes(' ')) return false; // multi-word names are specific enough
  return generic.has(norm) || (norm.length <= 2 && !SHORT_NAMES.has(norm));
}
/** Stop words that carry no meaning inside a name (function words, company-form suffixes). */
const HARMLESS_STOPWORDS = new Set<string>(NAME_FILLER_WORDS);
/**
 * A name whose distinguishing word the normaliser drops is left generic: alone, it would claim every line with
 * the word that remains. Dropped stop words ('A-Care' → 'care', 'cloud cost' → 'cloud', 'Palo Alto Unit 42' →
 * 'palo alto') and dropped ordinal or model words ('1st line' → 'line') always count; dropped numbers only when
 * what remains is an ordinary word ('451 Research' → 'research', '3 Mobile' → 'mobile'), since 'LTO-9' → 'lto'
 * and 'Cisco ASR 1000' → 'asr' stay distinctive.
 */
export function lostItsMeaning(
  raw: string,
  norm: string,
  vendorNorm = '',
  ordinary: ReadonlySet<string> = new Set(),
): boolean {
  if (!norm) return true;
  const single = !norm.includes(' ');
  // the start of the vendor's name ('palo alto' of 'palo alto networks')
  const vendorPrefix = !!vendorNorm && vendorNorm.startsWith(norm);
  const kept = new Set(norm.split(' '));
  for (const w of raw.toLowerCase().split(/[^a-z0-9]+/)) {
    // a word glued to its number is kept ('Microsoft 365' → 'microsoft365', 'Unit 42' → 'unit42')
    const glued = [...kept].some((k) => k !== w && k.includes(w) && /\d/.test(k));
    if (!w || kept.has(w) || glued) continue;
    const meaningful =
      (STOPWORDS.has(w) && !HARMLESS_STOPWORDS.has(w)) || (/\d/.test(w) && /[a-z]/.test(w));
    if (meaningful && (single || vendorPrefix)) return true;
    if (/^\d+$/.test(w) && ((single && ordinary.has(norm)) || vendorPrefix)) return true;
  }
  return false;
}
/** Two-letter names that in IT ledgers almost always mean the supplier. */
const SHORT_NAMES = new Set(['hp', 'ey', 'bt', 'f5']);

export function compileKnowledge(): Knowledge {
  const handWritten = [
    ...parseProducts(INFRA),
    ...parseProducts(PLATFORM),
    ...parseProducts(WORKPLACE),
    ...parseProducts(APPS),
    ...parseProducts(DELIVERY),
  ];
  // hand-written names come first: for a phrase both know, the first entry keeps it (see addTokens)
  const products = [
    ...handWritten,
    ...parseProducts(catalogues.products.join('\n')),
    ...parseProducts(SERVICES, true),
    ...parseProducts(catalogues.providers.join('\n'), true),
  ];
  const generic = genericWords();
  const ordinary = new Set(generic);
  const lexIndex: PhraseIndex<LexRef> = new Map();
  const lexiconTerms: LexRef[] = [];
  // a charge description's resource kind outranks the lexicon's generic weight for the same phrase
  for (const table of [CHARGE_KINDS, LEXICON]) {
    for (const { term, subTower: st, category: cat, weight } of sectionTerms(table, 'lexicon')) {
      const ref: LexRef = { term, subTower: st, category: cat, weight };
      if (table === CHARGE_KINDS) ref.charge = true;
      lexiconTerms.push(ref);
      const norm = normalizeCostName(term);
      if (lostItsMeaning(term, norm)) continue;
      addTokens(lexIndex, norm.split(' '), ref);
      if (!norm.includes(' ')) ordinary.add(norm); // one-word IT terms are ordinary words (see lostItsMeaning)
    }
  }
  addCommodityTerms(lexIndex, lexiconTerms, ordinary);
  const productIndex: PhraseIndex<ProductRef> = new Map();
  const vendorIndex: PhraseIndex<VendorRef> = new Map();
  // where a vendor's spend usually lies is the hand-written tables' judgement; a catalogue lists every
  // service a provider sells, not what a ledger line naming only the provider most often pays for
  const vendors = buildVendors(handWritten);
  const vendorNorms = new Set<string>();
  const notAlone = new Set(VENDORS_NOT_ALONE.split('\n').map((v) => v.trim()));
  for (const v of vendors.values()) {
    const vnorm = normalizeCostName(v.vendor);
    vendorNorms.add(vnorm);
    if (
      !notAlone.has(v.vendor) &&
      !isGenericPhrase(vnorm, generic) &&
      !lostItsMeaning(v.vendor, vnorm, '', ordinary)
    )
      addPhrase(vendorIndex, v.vendor, v);
  }
  for (const p of products) {
    const vn = p.vendor ? normalizeCostName(p.vendor) : '';
    const vt = vn ? vn.split(' ') : [];
    const nameNorm = normalizeCostName(p.name);
    for (const a0 of p.aliases ?? []) {
      const a = a0.replace(/^!/, '');
      const an = normalizeCostName(a);
      if (!an) continue;
      const at = an.split(' ');
      // a name emptied by normalisation ('SOC 2' → 'soc') is only read with its vendor in front ('AICPA SOC 2')
      const needVendor = a0.startsWith('!') || (an !== vn && lostItsMeaning(a, an, vn, ordinary));
      // a name the normaliser empties down to a vendor's name ('Amazon Q' → 'amazon') would read that vendor's own
      // names, side by side, as the product ('AWS.AMAZON.CO' on a card feed is no Amazon Q)
      if (needVendor && an !== vn && vendorNorms.has(an)) continue;
      // aliases that normalise to generic words ('SVC' → 'service', 'Level 3' → 'level') or that carry
      // cost-type words ('SAP maintenance') would hijack other lines: the words speak for themselves.
      if (
        !needVendor &&
        (isGenericPhrase(an, generic) || (at.length > 1 && FINANCE_WORDS.has(at[at.length - 1]!)))
      )
        continue;
      const vendorOnly = an === vn || (vendorNorms.has(an) && !p.weak && an !== nameNorm);
      if (!needVendor) addTokens(productIndex, at, { entry: p, alias: a, vendorOnly });
      if (vt.length && (needVendor || (!an.startsWith(vn) && !p.weak)))
        addTokens(productIndex, [...vt, ...at], {
          entry: p,
          alias: `${p.vendor} ${a}`,
          vendorOnly: false,
        });
    }
  }
  const cueIndex: PhraseIndex<CueRef> = new Map();
  for (const [nature, list] of Object.entries(CUES)) {
    for (const part of list.split(';')) {
      if (!part.trim()) continue;
      const { term, weight } = parseWeighted(part);
      // a cost phrase whose qualifier the normaliser drops ('daily rate' → 'rate') would read any 'I/O rate' or
      // 'exchange rate' as labour: only the phrase as written says the nature
      const norm = normalizeCostName(term);
      if (term.trim().includes(' ') && !norm.includes(' ') && lostItsMeaning(term, norm)) continue;
      addPhrase(cueIndex, term, { term, nature: nature as Nature, weight });
    }
  }
  const makerIndex = compileMakers(productIndex, vendorIndex, lexIndex, generic);
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

/** The kinds of product a maker of each kind of the broad table sells. */
const MAKER_PRODUCT_KINDS = { hw: ['hw'], sw: ['sw', 'saas'] } as const satisfies Record<
  'hw' | 'sw',
  readonly AssetKind[]
>;

/**
 * The broad maker table (data/kb/vendors.generated.ts) as phrases: a name the hand-written tables, the lexicon or
 * the generic words already read is theirs; a name the normaliser changes beyond its words ('3 Mobile' → 'mobile') is
 * left out. A maker the tables know only as a product's other name ('McAfee' for Trellix, 'Symantec' for Broadcom's
 * security products) stays when that product is of the maker's kind: it is a company's name, so a vendor column
 * may name it (src/line.ts), though a line's words read it as the product.
 */
function compileMakers(
  productIndex: PhraseIndex<ProductRef>,
  vendorIndex: PhraseIndex<VendorRef>,
  lexIndex: PhraseIndex<LexRef>,
  generic: Set<string>,
): PhraseIndex<MakerRef> {
  const makerIndex: PhraseIndex<MakerRef> = new Map();
  for (const line of MAKERS.split('\n')) {
    if (!line.trim()) continue;
    const [name, kind] = line.split('|') as [string, 'hw' | 'sw'];
    const norm = normalizeCostName(name);
    if (!norm || norm !== name || isGenericPhrase(norm, generic)) continue;
    const tokens = norm.split(' ');
    const whole = (idx: PhraseIndex<unknown>) =>
      matchPhrases(tokens, idx).some((m) => m.start === 0 && m.end === tokens.length);
    if (whole(vendorIndex) || whole(lexIndex)) continue;
    const product = matchPhrases(tokens, productIndex).find(
      (m) => m.start === 0 && m.end === tokens.length,
    );
    const productKinds: readonly AssetKind[] = MAKER_PRODUCT_KINDS[kind];
    if (product && (product.value.vendorOnly || !productKinds.includes(product.value.entry.kind)))
      continue;
    addTokens(makerIndex, tokens, { name: norm, kind });
  }
  return makerIndex;
}

/**
 * The product classifications' nouns (data/kb/commodities.generated.ts, and the CPV and PSC titles of
 * data/kb/procurement.generated.ts) after the hand-written lexicon: a noun the
 * lexicon already reads in full ('monitor', 'projector') stays the lexicon's, so the new vocabulary only adds words
 * no hand-written table had ('base station', 'portable computer', 'switching and routing apparatus').
 */
function addCommodityTerms(
  lexIndex: PhraseIndex<LexRef>,
  lexiconTerms: LexRef[],
  ordinary: Set<string>,
): void {
  const terms = [
    ...sectionTerms(COMMODITY_TERMS, 'commodities'),
    ...sectionTerms(PROCUREMENT_TERMS, 'procurement catalogues'),
  ];
  for (const { term, subTower: st, category: cat, weight } of terms) {
    const norm = normalizeCostName(term);
    if (lostItsMeaning(term, norm)) continue;
    const tokens = norm.split(' ');
    const covered = matchPhrases(tokens, lexIndex).reduce((n, m) => n + m.end - m.start, 0);
    if (covered === tokens.length) continue;
    const ref: LexRef = { term, subTower: st, category: cat, weight, commodity: true };
    lexiconTerms.push(ref);
    addTokens(lexIndex, tokens, ref);
    if (tokens.length === 1) ordinary.add(norm);
  }
}

/**
 * The terms of a lexicon-style table: `@<sub-tower> [<category>]` opens a section (the category
 * defaults to the sub-tower's solution), then lines of `term[*weight]` separated by `;`.
 */
function* sectionTerms(
  table: string,
  label: string,
): Generator<{ term: string; subTower: string; category: string; weight: number }> {
  let st = '';
  let cat = '';
  for (const raw of table.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('@')) {
      const [code, c] = line.slice(1).split(/\s+/);
      if (!code || !SUB_TOWERS.has(code)) throw new Error(`${label}: unknown sub-tower '${line}'`);
      if (c && !CATEGORIES.has(c)) throw new Error(`${label}: unknown category '${line}'`);
      st = code;
      cat = c ?? subTower(code).solutionCode;
      continue;
    }
    for (const part of line.split(';')) {
      if (!part.trim()) continue;
      yield { ...parseWeighted(part), subTower: st, category: cat };
    }
  }
}

/** Serialise a compiled knowledge base (deterministic, see CompiledKnowledge). */
export function serializeKnowledge(kb: Knowledge, inputsHash: string): CompiledKnowledge {
  const clean = (s: string) => {
    if (/[\t\n]/.test(s)) throw new Error(`serializeKnowledge: separator in '${s}'`);
    return s;
  };
  const productPhrases = new Map<ProductEntry, string[]>();
  for (const [phrase, ref] of phrasesOf(kb.productIndex)) {
    let l = productPhrases.get(ref.entry);
    if (!l) productPhrases.set(ref.entry, (l = []));
    l.push((ref.vendorOnly ? '=' : '') + phrase);
  }
  const vendorPhrases = new Map<VendorRef, string[]>();
  for (const [phrase, v] of phrasesOf(kb.vendorIndex)) {
    let l = vendorPhrases.get(v);
    if (!l) vendorPhrases.set(v, (l = []));
    l.push(phrase);
  }
  const lexPhrase = new Map<LexRef, string>();
  for (const [phrase, l] of phrasesOf(kb.lexIndex)) lexPhrase.set(l, phrase);
  const cuePhrase = new Map<CueRef, string[]>();
  for (const [phrase, c] of phrasesOf(kb.cueIndex)) {
    let l = cuePhrase.get(c);
    if (!l) cuePhrase.set(c, (l = []));
    l.push(phrase);
  }
  const products = kb.products.map((p) =>
    [
      p.name,
      p.vendor,
      p.subTower,
      p.category,
      p.kind,
      p.weak ? '1' : '0',
      (productPhrases.get(p) ?? []).sort().join('|'),
    ]
      .map(clean)
      .join('\t'),
  );
  const vendors = [...kb.vendors.values()].map((v) => {
    const cats = [...v.category.entries()]
      .filter(([st, cat]) => cat !== subTower(st).solutionCode)
      .map(([st, cat]) => `${st}:${cat}`)
      .join(',');
    return [
      v.vendor,
      v.kind,
      v.dist.map(([st, x]) => `${st}:${Number(x.toFixed(4))}`).join(','),
      cats,
      (vendorPhrases.get(v) ?? []).sort().join('|'),
    ]
      .map(clean)
      .join('\t');
  });
  const lexicon = kb.lexiconTerms.map((l) =>
    [
      l.term,
      l.subTower,
      l.category,
      `${l.weight}${l.charge ? 'c' : ''}${l.commodity ? 'm' : ''}`,
      lexPhrase.get(l) ?? '',
    ]
      .map(clean)
      .join('\t'),
  );
  const cues: string[] = [];
  for (const [c, phrases] of cuePhrase)
    for (const ph of phrases)
      cues.push([c.term, c.nature, String(c.weight), ph].map(clean).join('\t'));
  cues.sort();
  const makers = phrasesOf(kb.makerIndex).map(([phrase, m]) =>
    [phrase, m.kind].map(clean).join('\t'),
  );
  return { format: 2, inputsHash, products, vendors, lexicon, cues, makers };
}
