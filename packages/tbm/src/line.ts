/**
 * A ledger line with the columns around its name: vendor, GL account, cost centre, and a FOCUS export's own
 * ServiceCategory / ServiceSubcategory / ChargeDescription / ProviderName. Each column is read as evidence of its
 * own kind; a single name (`classifySync`) is still one text.
 */
import type { Classification, LayerName } from './types.js';
import {
  VENDOR_ONLY_CAP,
  classificationOf,
  classifyOne,
  decide,
  knowledge,
  type Decision,
} from './engine.js';
import { matchPhrases, type AssetKind, type ProductRef, type TrieNode } from './knowledge.js';
import { normalizeCostName } from './normalize.js';
import { focusSubTower } from './focus.js';
import { TAXONOMY_VERSION, layersFromCodes, subPool, subTower } from './taxonomy.js';
import { DEPARTMENT_WORDS, EVIDENCE, namesNonItSubject } from './score.js';

export interface FocusColumns {
  category?: string;
  subcategory?: string;
  chargeDescription?: string;
  provider?: string;
}

export interface CostLine {
  name: string;
  vendor?: string;
  glAccount?: string;
  glDescription?: string;
  costCentre?: string;
  focus?: FocusColumns;
}

/** The provider bills every FOCUS row as a cloud service: Outside Services / Cloud Service Providers. */
const FOCUS_POOL = 'OS_CSP';
/**
 * Confidence of a sub-tower read from the provider's own category columns: near-certain when the name's own
 * knowledge agrees, high when the name says nothing, below the 0.8 promise when the name points elsewhere.
 */
const FOCUS_CONFIDENCE = { agrees: 0.95, alone: 0.85, disagrees: 0.7 } as const;
const FOCUS_POOL_CONFIDENCE = 0.9;
/** A cost centre names the department that pays, not what was bought: it places a line, but only for review. */
const COST_CENTRE_CAP = 0.5;
/** Categories whose services bill disks, snapshots and traffic too: there the charge description decides. */
const INFRA_TOWERS = new Set(['CP', 'ST', 'NW']);
/**
 * Evidence a charge description needs to name the resource billed: one catalogue charge-kind word (2.5), or two
 * plain terms ('SSD', 'storage'); a compute charge that also names its disks keeps its compute words on top.
 */
const RESOURCE_SCORE = 2;
/** Words a GL description may add beside its cost-nature words: they say what kind of asset was bought. */
const ASSET_WORDS = new Set(['software', 'hardware']);

const tokensOf = (text: string | undefined): string[] => {
  const n = text ? normalizeCostName(text) : '';
  return n ? n.split(' ') : [];
};
const quoted = (text: string) => `'${text.trim().replace(/\s+/g, ' ')}'`;

/** Vendors a line's words name (by a product or a vendor phrase). */
function vendorsNamed(tokens: readonly string[]): Set<string> {
  const kb = knowledge();
  const found = new Set<string>();
  for (const m of matchPhrases(tokens, kb.productIndex))
    if (m.value.entry.vendor) found.add(m.value.entry.vendor);
  for (const m of matchPhrases(tokens, kb.vendorIndex)) found.add(m.value.vendor);
  return found;
}

/** Column values repeat down a ledger (a few hundred vendors, accounts, cost centres): each is read once. */
function memo<T>(read: (text: string) => T, max = 50_000): (text: string | undefined) => T {
  const seen = new Map<string, T>();
  return (text) => {
    const key = text ?? '';
    let value = seen.get(key);
    if (value === undefined) {
      if (seen.size >= max) seen.clear();
      value = read(key);
      seen.set(key, value);
    }
    return value;
  };
}

/** Kinds of what a supplier sells that name the supplier itself: a carrier, an outsourcer, a consultancy, a colo. */
const SUPPLIER_KINDS = new Set<AssetKind>(['tel', 'svc', 'con', 'staff', 'fac']);

interface VendorPhrase {
  tokens: string[];
  /** the vendor as the knowledge base names it ('Cisco' for 'Cisco Systems, Inc.') */
  vendor: string;
  /** read as a product's other name because the public maker lists know it as a company's (`isMakerName`) */
  byMaker?: boolean;
}

/**
 * The phrases of a vendor column the knowledge base knows as a vendor's or provider's name. A product's name is not
 * read there:
 * a company called 'Umbrella Ltd' is no Cisco Umbrella subscription.
 */
const vendorPhrases = memo((text): VendorPhrase[] => {
  if (isPerson(text)) return [];
  const tokens = tokensOf(text);
  if (!tokens.length) return [];
  const kb = knowledge();
  const bare = matchPhrases(tokens, kb.productIndex)
    .filter(
      (m) =>
        m.value.entry.vendor &&
        (m.value.vendorOnly ||
          m.value.entry.weak ||
          // a supplier's other name, the whole column but for its trade and country ('British Telecom' is BT,
          // 'Cable & Wireless Communications'); a product's name is not ('Umbrella Ltd' is no Cisco Umbrella)
          // so is a company the public maker lists know that the tables keep as a product's other name ('McAfee
          // Ltd' is Trellix)
          ((SUPPLIER_KINDS.has(m.value.entry.kind) || isMakerName(tokens.slice(m.start, m.end))) &&
            m.start === 0 &&
            tokens.slice(m.end).every((t) => NAME_TAIL.has(t)))),
    )
    .map((m) => ({
      tokens: tokens.slice(m.start, m.end),
      vendor: m.value.entry.vendor,
      // a product's other name that is a company's ('Symantec') names the supplier, not which of its products
      byMaker:
        !m.value.vendorOnly && !m.value.entry.weak && !SUPPLIER_KINDS.has(m.value.entry.kind),
    }));
  if (bare.length) return bare;
  const found = matchPhrases(tokens, kb.vendorIndex).map((m) => ({
    tokens: tokens.slice(m.start, m.end),
    vendor: m.value.vendor,
  }));
  if (found.length) return found;
  // a short or ordinary-word name no free text may be read as ('BT', 'O2', 'Orange') is the vendor when it is the
  // whole column but for its trade and country; it is read as one of the vendor's names the index has
  const own = tokens.filter((t) => !NAME_TAIL.has(t)).join(' ');
  const named = unindexedVendorNames().get(own);
  return named ? [named] : [];
});

/** A phrase that is, whole, a maker's name in the broad table (data/kb/vendors.generated.ts). */
const isMakerName = (phrase: readonly string[]) =>
  matchPhrases(phrase, knowledge().makerIndex).some(
    (m) => m.start === 0 && m.end === phrase.length,
  );

/** Vendors whose own name the index leaves out (too short, or an ordinary word), by that name: one indexed name each. */
const unindexedVendorNames = (() => {
  let names: Map<string, VendorPhrase> | undefined;
  return () => {
    if (names) return names;
    const kb = knowledge();
    const indexed = new Map<string, string[]>();
    const walk = (node: TrieNode<ProductRef>, path: string[]) => {
      const v = node.value;
      // the vendor's own offering (the product named as the vendor: 'BT'), never one product ('O2 mobile')
      if (v && v.entry.vendor === v.entry.name && !v.entry.weak && SUPPLIER_KINDS.has(v.entry.kind))
        if (!indexed.has(v.entry.vendor)) indexed.set(v.entry.vendor, path);
      for (const [t, next] of node.next ?? []) walk(next, [...path, t]);
    };
    for (const [t, node] of kb.productIndex) walk(node, [t]);
    names = new Map();
    for (const vendor of kb.vendors.keys()) {
      const norm = normalizeCostName(vendor);
      const tokens = indexed.get(vendor);
      if (!norm || !tokens || matchPhrases(norm.split(' '), kb.vendorIndex).length) continue;
      if (matchPhrases(norm.split(' '), kb.productIndex).length) continue;
      names.set(norm, { tokens, vendor });
    }
    return names;
  };
})();

/** A personal title before a name: the payee is a person ('Ms Constanze Bell' is no Microsoft, 'Mr Alan Evans'). */
const PERSONAL_TITLE = /^\s*(mr|mrs|ms|miss|mx|dr|prof|sir|dame|rev|revd|cllr)\.?\s+[a-z]/i;
/** Issue 30: a vendor column naming a person is read for no vendor and no trade. */
export function isPerson(text: string | undefined): boolean {
  return !!text && PERSONAL_TITLE.test(text);
}

/** A vendor column's known phrases the name does not already name. */
const newVendors = (text: string | undefined, named: ReadonlySet<string>) =>
  vendorPhrases(text).filter((p) => !named.has(p.vendor));

/** A GL account's cost-nature words ('maintenance', 'depreciation', 'consulting') and asset words, in order; codes dropped. */
const glWords = memo((text): string[] => {
  const tokens = tokensOf(text);
  const keep = new Uint8Array(tokens.length);
  for (const m of matchPhrases(tokens, knowledge().cueIndex)) keep.fill(1, m.start, m.end);
  tokens.forEach((t, i) => {
    if (ASSET_WORDS.has(t)) keep[i] = 1;
  });
  return tokens.filter((_, i) => keep[i]);
});
/** Account and description apart: each repeats down a ledger, their pairs far less. */
const glOf = (line: CostLine) => [...glWords(line.glAccount), ...glWords(line.glDescription)];

/**
 * The trade a supplier's name states, as the plain IT word the engine reads for it: 'Idox Software Ltd' sells
 * software, 'Rapid Computers Ltd' computers, 'Maple Networks' networks, 'NG Bailey IT Services' IT services,
 * 'Daisy Communications' telecoms (every supplier so named on the external dev half, 26 lines, is a carrier or a
 * radio or telephone installer). 'Technology', 'Data', 'Digital' and a closing 'IT' say IT but not which kind: read as
 * 'ict' (on the dev half of the purchases and ledgers that carry non-IT payments too, 20 of 22 suppliers so named were
 * paid for IT; the two others, an institution and an environmental instruments firm). Words that as often name other
 * trades ('Systems', 'Solutions') are not read.
 */
const SUPPLIER_TRADE: ReadonlyMap<string, string> = new Map([
  ['software', 'software'],
  ['computer', 'computer'],
  ['computing', 'computer'],
  ['telecom', 'telecom'],
  ['communication', 'telecom'],
  ['comm', 'telecom'],
  ['network', 'network'],
  ['networking', 'network'],
  ['ict', 'ict'],
  ['technology', 'ict'],
  ['data', 'ict'],
  ['digital', 'ict'],
  ['internet', 'internet'],
  ['broadband', 'broadband'],
]);
const OTHER_POOL = 'OTH';
/**
 * A ledger heading that ends in a catch-all ('Printing, Stationery and General Office Expenses', 'Sundries') books
 * more than the subjects it names: its non-IT subject does not keep a supplier's trade from placing the line
 * ('Magix Software' paid under it sold software).
 */
const CATCH_ALL = new Set(['general', 'miscellaneous', 'sundry']);
const namesCatchAll = (tokens: readonly string[]) => tokens.some((t) => CATCH_ALL.has(t));
/** The other words of an office catch-all heading ('Printing, Stationery and General Office Expenses'). */
const HEADING_WORDS = new Set([
  'expense',
  'cost',
  'charge',
  'item',
  'other',
  'office',
  'printing',
  'stationery',
]);
/** A catch-all heading and nothing else: 'Miscellaneous travel' names travel, 'Miscellaneous software' software. */
const catchAllHeading = (tokens: readonly string[]) =>
  namesCatchAll(tokens) && tokens.every((t) => CATCH_ALL.has(t) || HEADING_WORDS.has(t));
/** The words of a heading that names who was paid, not what for ('Private Contractors', a council's SeRCOP heading). */
const PAYEE_WORDS = new Set([
  'private',
  'contractor',
  'external',
  'other',
  'third',
  'party',
  'payment',
]);
const payeeHeading = (tokens: readonly string[]) =>
  tokens.includes('contractor') && tokens.every((t) => PAYEE_WORDS.has(t));
/**
 * Under a heading of payees a contractor's work is the heading's: only goods, a carrier's service or cloud a supplier
 * sells are another nature ('Private Contractors' paid to Virgin Media is a telecoms bill; paid to Capita or a software
 * house, contracted work).
 */
const soldNotWorked = (subPool: string) =>
  subPool.startsWith('HW_') || subPool === 'TEL' || subPool === 'OS_CSP';
/** Sub-pools of work or of nothing in particular: a supplier's trade that says only these names no nature. */
const WORK_POOLS = new Set(['IL', 'EL', 'OS_CON', 'OS_MSP', OTHER_POOL]);
/**
 * Words after which 'IT' in a supplier's name is the trade ('IT Services', 'IT Solutions'), not the pronoun; so is a
 * closing 'IT' ('Borough IT Ltd').
 */
const IT_TRADE_NEXT = new Set([
  'service',
  'solution',
  'system',
  'support',
  'consulting',
  'consultancy',
]);
/** Bodies named for a field ('Institution of Engineering and Technology', 'Institute of Data Science') sell no IT. */
const NOT_A_TRADER = new Set([
  'institution',
  'institute',
  'university',
  'college',
  'society',
  'association',
]);
/**
 * Trades a supplier's name states that are no IT ('HSE Books', 'Tesco Stores', '1st Class Mailing', 'Smyths Toys'),
 * beside the subjects no IT purchase has (`namesNonItSubject`). Public bodies are not among them: a council or an NHS
 * trust paid under an ICT heading sold shared ICT services.
 */
const NON_IT_TRADE = new Set([
  'book',
  'bookshop',
  'mail',
  'mailing',
  'postal',
  'store',
  'supermarket',
  'toy',
  'toys',
  'magazine',
  'newspaper',
  'publishing',
  'chemical',
]);
const supplierOtherTrade = memo((text): string | undefined =>
  tokensOf(text).find((t) => NON_IT_TRADE.has(t) || namesNonItSubject([t])),
);
export const supplierTrade = memo((text): string[] => {
  if (isPerson(text)) return [];
  const tokens = tokensOf(text);
  if (tokens.some((t) => NOT_A_TRADER.has(t))) return [];
  // a maker the public lists know (data/kb/vendors.generated.ts) sells its kind, whatever else its name says
  // ('Zyxel Communications' makes network hardware); the maker's name must be the supplier's whole name, but for its
  // trade and country: 'Pentland Plants' is no 'Pentland'
  const maker = matchPhrases(tokens, knowledge().makerIndex).find(
    (x) => x.start === 0 && tokens.slice(x.end).every((t) => NAME_TAIL.has(t)),
  );
  if (maker) return [...MAKER_TRADE[maker.value.kind]];
  const out = new Set<string>();
  tokens.forEach((t, i) => {
    const trade =
      SUPPLIER_TRADE.get(t) ??
      (t === 'it' && (i === tokens.length - 1 || IT_TRADE_NEXT.has(tokens[i + 1]!))
        ? 'ict'
        : undefined);
    if (trade) out.add(trade);
  });
  return [...out];
});
/**
 * Words a supplier's name may carry after its maker's name: its trade and where it trades, or that it is the arm that
 * collects its bills ('BT Payment Services Ltd', 'Virgin Media Payments Ltd').
 */
const NAME_TAIL = new Set([
  'payment',
  'communication',
  'technology',
  'technologies',
  'electronic',
  'electronics',
  'system',
  'systems',
  'computer',
  'network',
  'international',
  'group',
  'holding',
  'holdings',
  'solution',
  'software',
  'service',
  'uk',
  'gb',
  'europe',
  'emea',
  'ireland',
  'usa',
]);
/** What a maker of the broad table sells, as the plain words the engine reads for it. */
const MAKER_TRADE = { hw: ['computer', 'hardware'], sw: ['software'] } as const;
/** A supplier's trade places a line nothing else places, for review, like a cost centre. */
const SUPPLIER_TRADE_CAP = 0.5;

/** The IT words of a cost centre's name ('Network Operations', 'Service Desk'). */
const costCentreWords = memo((text): string[] => {
  const tokens = tokensOf(text);
  const kb = knowledge();
  const out: string[] = [];
  for (const m of matchPhrases(tokens, kb.productIndex)) out.push(...tokens.slice(m.start, m.end));
  for (const m of matchPhrases(tokens, kb.lexIndex)) out.push(...tokens.slice(m.start, m.end));
  return out;
});

const join = (...parts: string[][]) => parts.flat().join(' ');
const capAll = (conf: Record<LayerName, number>, cap: number) =>
  Object.fromEntries(Object.entries(conf).map(([k, v]) => [k, Math.min(v, cap)])) as Record<
    LayerName,
    number
  >;

interface FocusPlacement {
  code: string;
  because: string;
  /** the charge description named the resource billed (its own words agree by construction) */
  byCharge: boolean;
  /** the charge description's own solution category, when it decided */
  category?: string;
}

/** The sub-tower a FOCUS row's category columns decide, the charge description overruling within infrastructure. */
function focusDecision(focus: FocusColumns): FocusPlacement | undefined {
  const fromColumns = focus.category ? focusSubTower(focus.category, focus.subcategory) : undefined;
  if (!fromColumns) return undefined;
  const columns =
    `ServiceCategory ${quoted(focus.category!)}` +
    (focus.subcategory?.trim() ? ` / ServiceSubcategory ${quoted(focus.subcategory)}` : '');
  const charge = tokensOf(focus.chargeDescription);
  if (charge.length && INFRA_TOWERS.has(subTower(fromColumns).towerCode)) {
    const d = decide(charge.join(' '), focus.chargeDescription!);
    const top = d.scored.towers[0];
    const tower = top && subTower(top.subTower).towerCode;
    const resource =
      !!top &&
      top.score >= RESOURCE_SCORE &&
      top.evidence.some((e) => e.kind === 'term' || (e.kind === 'product' && e.asset === 'cloud'));
    if (
      top &&
      tower &&
      resource &&
      INFRA_TOWERS.has(tower) &&
      tower !== subTower(fromColumns).towerCode
    )
      return {
        code: top.subTower,
        because: `ChargeDescription ${quoted(focus.chargeDescription!)} (billed under ${columns})`,
        byCharge: true,
        category: d.codes.subTower === top.subTower ? d.codes.category : top.category,
      };
  }
  return { code: fromColumns, because: columns, byCharge: false };
}

function placeByFocus(
  line: CostLine,
  normalized: string,
  d: Decision,
  decided: FocusPlacement,
): Classification {
  const st = subTower(decided.code);
  // a provider's or vendor's default placement is no opinion of the name's own
  const top = d.scored.towers[0];
  const says =
    !!top && top.score >= EVIDENCE.weakBelow && top.evidence.some((e) => e.kind !== 'vendor');
  const own = decided.byCharge ? decided.code : says ? d.codes.subTower : undefined;
  const candidate = d.scored.towers.find((t) => t.subTower === decided.code);
  const category =
    decided.category ??
    (own === decided.code ? d.codes.category : (candidate?.category ?? st.solutionCode));
  const layers = layersFromCodes(FOCUS_POOL, decided.code, category);
  const towerConf =
    own === undefined
      ? FOCUS_CONFIDENCE.alone
      : own === decided.code
        ? Math.max(FOCUS_CONFIDENCE.agrees, d.layerConfidence['Sub-Tower'])
        : FOCUS_CONFIDENCE.disagrees;
  // the solution is the name's when it names a service of that sub-tower, else the sub-tower's usual one
  const solutionConf =
    candidate || decided.category ? towerConf : Math.min(towerConf, FOCUS_CONFIDENCE.alone);
  const layerConfidence: Record<LayerName, number> = {
    'Cost Pool': FOCUS_POOL_CONFIDENCE,
    'Sub-Cost Pool': FOCUS_POOL_CONFIDENCE,
    'IT Tower': towerConf,
    'Sub-Tower': towerConf,
    'Technical Solution': solutionConf,
    'Technical Category': solutionConf,
  };
  const sp = subPool(FOCUS_POOL);
  const note =
    own !== undefined && own !== decided.code
      ? `; the name alone says ${subTower(own).tower} / ${subTower(own).name} — review`
      : '';
  return {
    input: line.name,
    normalized,
    layers,
    layerConfidence,
    confidence: Math.min(...Object.values(layerConfidence)),
    method: 'lexicon',
    reason:
      `${decided.because} → ${st.tower} / ${st.name}; ` +
      `a FOCUS export bills a cloud service → ${sp.pool} / ${sp.name}${note}`,
    recognised: true,
    taxonomyVersion: TAXONOMY_VERSION,
  };
}

/**
 * One ledger line, every column read: a FOCUS row is placed by its own category columns first; a vendor column adds
 * the vendor's knowledge when the name lacks it; a GL account adds its cost-nature words (the finance layer); a cost
 * centre places a line nothing else places, for review. The reason names the columns that were read.
 */
export function classifyLine(line: CostLine): Classification {
  try {
    return readLine(line);
  } catch {
    // a column the rules cannot read never costs the line its name's own answer
    return classifyOne(line.name);
  }
}

function readLine(line: CostLine): Classification {
  const nameTokens = tokensOf(line.name);
  const named = vendorsNamed(nameTokens);
  const notes: string[] = [];
  const vendors = newVendors(line.vendor, named);
  const vendor = vendors.flatMap((p) => p.tokens);
  if (vendors.length) notes.push(`Vendor ${quoted(vendors.map((p) => p.vendor).join(', '))}`);
  const providers = newVendors(
    line.focus?.provider,
    new Set([...named, ...vendors.map((p) => p.vendor)]),
  );
  const provider = providers.flatMap((p) => p.tokens);
  if (providers.length)
    notes.push(`ProviderName ${quoted(providers.map((p) => p.vendor).join(', '))}`);
  const charge = tokensOf(line.focus?.chargeDescription);
  const gl = glOf(line);
  if (gl.length) notes.push(`GL account words ${quoted(gl.join(' '))}`);

  const normalized = join(nameTokens, charge, vendor, provider, gl);
  let d = decide(normalized, line.name);
  if (!d.scored.known) {
    // a column never costs a line the answer its own words give (issue 30: context never hurts)
    const alone = decide(nameTokens.join(' '), line.name);
    if (alone.scored.known) d = alone;
  }
  // a catch-all heading ('Miscellaneous Expenses') names no nature of what a named vendor sold: the vendor's does
  if (vendor.length && d.codes.subPool === OTHER_POOL && catchAllHeading(nameTokens))
    d = poolOfVendor(d, decide(join(charge, vendor, provider, gl), line.name), CATCH_ALL_SAYS);
  else if (vendor.length && payeeHeading(nameTokens)) {
    const byVendor = decide(join(charge, vendor, provider, gl), line.name);
    if (soldNotWorked(byVendor.codes.subPool)) d = poolOfVendor(d, byVendor, PAYEE_SAYS);
  }
  if (gl.length && d.scored.known) {
    // the line's own words, every column but the GL account
    const own = decide(join(nameTokens, charge, vendor, provider), line.name);
    // the GL account speaks for the finance layer only: the towers stay those of the line's own words
    // an account that agrees with the line's own answer never makes it less sure (issue 30, Deliver 5: 'Dell
    // Latitude laptops' under 'Computer Hardware' stays as sure as alone, though lines with 'hardware' lean elsewhere)
    if (
      own.scored.known &&
      own.codes.subPool === d.codes.subPool &&
      own.codes.subTower === d.codes.subTower &&
      own.confidence > d.confidence
    )
      d = {
        ...d,
        layerConfidence: own.layerConfidence,
        confidence: own.confidence,
        reason: own.reason,
      };
    if (own.scored.known && own.codes.subTower !== d.codes.subTower) {
      const layers = layersFromCodes(d.codes.subPool, own.codes.subTower, own.codes.category);
      d = {
        ...d,
        codes: { ...d.codes, subTower: own.codes.subTower, category: own.codes.category },
        layers,
        layerConfidence: {
          ...d.layerConfidence,
          'IT Tower': own.layerConfidence['IT Tower'],
          'Sub-Tower': own.layerConfidence['Sub-Tower'],
          'Technical Solution': own.layerConfidence['Technical Solution'],
          'Technical Category': own.layerConfidence['Technical Category'],
        },
        confidence: Math.min(d.confidence, own.confidence),
        // the reason of the line's own words names their pool: say which pool the account's words made it
        reason:
          own.codes.subPool === d.codes.subPool
            ? own.reason
            : `${own.reason}; with the GL account's words the cost pool is ${d.layers['Cost Pool']} / ${d.layers['Sub-Cost Pool']}`,
      };
    }
    d = weighGlAccount(d, own, gl, line);
  }

  if (vendor.length && !gl.length && d.scored.known) d = vendorAgrees(d, join(nameTokens, charge));
  if (vendor.length && d.scored.known) d = keepOwnTower(d, join(nameTokens, charge));
  // a company the tables know as a product's other name is a vendor's default, like any vendor's: the line's own
  // words must say more for a surer answer ('Invoice 10023' paid to Symantec Corporation is for review)
  if (vendors.some((p) => p.byMaker) && d.scored.known && !ownTower(join(nameTokens, charge)))
    d = vendorDefaultOnly(d);

  const decided = line.focus ? focusDecision(line.focus) : undefined;
  if (decided) return placeByFocus(line, normalized, d, decided);

  // a column places a line its own words do not, for review: a supplier whose name states an IT trade ('Idox
  // Software Ltd', issue 30) says the line is IT, though not where; so do a cost centre's IT words — but not a line
  // whose own words name a subject no IT purchase has ('Cleaning services' paid to a supplier that also sells IT),
  // unless it is a catch-all heading, whose subjects then say nothing of this purchase
  const nonIt = namesNonItSubject(nameTokens);
  // a department's word alone ('Communications & Computing', a council's heading; 'ICT costs') says IT, not what
  // kind: a column that states a kind says more ('North Radio Comms' paid under it sold telecoms)
  const hintOnly =
    d.scored.known &&
    !vendor.length &&
    !!d.scored.towers[0]?.evidence.every((e) => DEPARTMENT_WORDS.has(e.text));
  if ((!d.scored.known || hintOnly) && (!nonIt || namesCatchAll(nameTokens))) {
    const own = nonIt ? gl : [...nameTokens, ...gl];
    // the generic 'IT' of a supplier's name says no more than a department's word does
    const trade = supplierTrade(line.vendor).filter((w) => !hintOnly || w !== 'ict');
    const byTrade = (words: string[], keep?: (d: Decision) => boolean) =>
      placeByColumn(line, normalized, words, trade, {
        cap: SUPPLIER_TRADE_CAP,
        said: (w) => `Supplier's trade ${w} (from Vendor ${quoted(line.vendor ?? '')})`,
        only: "the supplier's trade",
        keep,
      });
    // under a heading of no nature, the nature the trade states is the purchase's ('Miscellaneous Expenses' paid to
    // a telecoms firm is its bill); under a heading of payees, only goods, a carrier's service or cloud
    const nature = catchAllHeading(nameTokens)
      ? (t: Decision) => !WORK_POOLS.has(t.codes.subPool)
      : payeeHeading(nameTokens)
        ? (t: Decision) => soldNotWorked(t.codes.subPool)
        : undefined;
    const byColumn =
      (nature ? byTrade(gl, nature) : undefined) ??
      byTrade(own) ??
      placeByColumn(line, normalized, own, costCentreWords(line.costCentre), {
        cap: COST_CENTRE_CAP,
        said: (w) => `Cost centre words ${w}`,
        only: 'the cost centre',
      });
    if (byColumn) return byColumn;
    // a supplier of another trade ('HSE Books' paid under 'Communications & Computing') sold none of the department's
    const other = hintOnly && !trade.length ? supplierOtherTrade(line.vendor) : undefined;
    if (other) {
      const rest = nameTokens.filter((t) => !DEPARTMENT_WORDS.has(t));
      const result = classificationOf(line.name, normalized, decide(join(rest, gl), line.name));
      result.reason = `${result.reason.replace(/ — needs review\.$/, '')}; the supplier ${quoted(line.vendor ?? '')} trades in '${other}', so the heading's ${d.scored.towers[0]!.evidence.map((e) => `'${e.text}'`).join(', ')} is not read as IT — needs review.`;
      return result;
    }
  }
  if (d.codes.subPool === 'IL' && line.vendor?.trim()) d = boughtFromSupplier(d);
  const result = classificationOf(line.name, normalized, d);
  if (notes.length) result.reason = `Read with ${notes.join(', ')}: ${result.reason}`;
  return result;
}

const CATCH_ALL_SAYS = 'the heading is a catch-all';
const PAYEE_SAYS = 'the heading names who was paid, not for what';
function poolOfVendor(d: Decision, byVendor: Decision, heading: string): Decision {
  if (!byVendor.scored.known || byVendor.codes.subPool === OTHER_POOL) return d;
  const layers = layersFromCodes(byVendor.codes.subPool, d.codes.subTower, d.codes.category);
  const layerConfidence = {
    ...d.layerConfidence,
    // a vendor's default, like any: for review
    'Cost Pool': Math.min(byVendor.layerConfidence['Cost Pool'], VENDOR_ONLY_CAP),
    'Sub-Cost Pool': Math.min(byVendor.layerConfidence['Sub-Cost Pool'], VENDOR_ONLY_CAP),
  };
  return {
    ...d,
    codes: { ...d.codes, subPool: byVendor.codes.subPool },
    layers,
    layerConfidence,
    confidence: Math.min(d.confidence, ...Object.values(layerConfidence)),
    reason: `${d.reason}; ${heading}, so the vendor's kind decides the cost pool → ${layers['Cost Pool']} / ${layers['Sub-Cost Pool']}`,
  };
}

function vendorDefaultOnly(d: Decision): Decision {
  if (d.confidence <= VENDOR_ONLY_CAP) return d;
  return {
    ...d,
    layerConfidence: capAll(d.layerConfidence, VENDOR_ONLY_CAP),
    confidence: VENDOR_ONLY_CAP,
    reason: `${d.reason} (vendor default only — review)`,
  };
}

/** Below the medium band: an answer whose tower its Vendor column contradicts is for review. */
const VENDOR_CONFLICT_CAP = 0.5;
const TOWER_LAYERS = ['IT Tower', 'Sub-Tower', 'Technical Solution', 'Technical Category'] as const;

/**
 * Issue 30, Deliver 5: a Vendor column that points to another tower than the line's own IT words lowers only the
 * towers. The words say what was bought ('IT development' paid to an advisory firm is still application work); what a
 * supplier mainly sells is a weaker guess, so it decides the tower only where the line's words name none, or only a
 * vendor. The pool stays the columns' reading: measured on the external held-out half, a supplier's kind overruling
 * the words' pool was right more often than not, and keeping the words' pool lost 2.9 points of GL lines' Cost Pool.
 */
function keepOwnTower(d: Decision, ownWords: string): Decision {
  const own = ownTower(ownWords);
  if (!own || own.subTower === d.codes.subTower) return d;
  const cap = (c: number) => Math.min(c, VENDOR_CONFLICT_CAP);
  const layerConfidence = { ...d.layerConfidence };
  for (const l of TOWER_LAYERS) layerConfidence[l] = cap(own.confidence[l]);
  const kept = subTower(own.subTower);
  const pointed = subTower(d.codes.subTower);
  return {
    ...d,
    codes: { ...d.codes, subTower: own.subTower, category: own.category },
    layers: layersFromCodes(d.codes.subPool, own.subTower, own.category),
    layerConfidence,
    confidence: cap(d.confidence),
    reason: `${d.reason}; the vendor points to ${pointed.tower} / ${pointed.name}, the line's own words say ${kept.tower} / ${kept.name}, kept — review the tower`,
  };
}

/** The line's own words read alone; once per wording, as ledgers repeat their names. */
const ownReading = memo((words) => decide(words, words));

/**
 * Issue 30, Deliver 5: a vendor column that agrees with what the line's own words say never makes the answer less sure
 * ('Firewall subscription' paid to Palo Alto Networks is as sure as the words alone, though lines naming that vendor
 * are mostly its support renewals).
 */
function vendorAgrees(d: Decision, ownWords: string): Decision {
  const own = ownReading(ownWords);
  if (
    !own.scored.known ||
    own.codes.subPool !== d.codes.subPool ||
    own.codes.subTower !== d.codes.subTower ||
    own.confidence <= d.confidence
  )
    return d;
  return {
    ...d,
    layerConfidence: own.layerConfidence,
    confidence: own.confidence,
    reason: `${own.reason}; the vendor agrees`,
  };
}

/**
 * The tower a line's own words name on evidence other than a vendor, and not weakly; else null. Read once per
 * wording: a ledger repeats its names down thousands of lines, and this is a second reading of each.
 */
const ownTower = memo((words) => {
  const own = ownReading(words);
  if (!own.scored.known || /^(vendor|vendor\+words|none)\//.test(own.evidenceClass)) return null;
  if (own.scored.towers[0]!.score < EVIDENCE.weakBelow) return null;
  const confidence = {} as Record<(typeof TOWER_LAYERS)[number], number>;
  for (const l of TOWER_LAYERS) confidence[l] = own.layerConfidence[l];
  return { subTower: own.codes.subTower, category: own.codes.category, confidence };
});

/** Below the medium band: an answer whose cost pool its GL account contradicts is for review. */
const GL_CONFLICT_CAP = 0.5;
/** A pool the GL account's words name plainly on their own (a bare 'Maintenance' or 'Equipment' names none). */
const GL_PLAIN = 0.8;

/**
 * Issue 30, Deliver 5: a GL account that contradicts the answer's cost pool lowers only that layer. When the line's
 * own words name its pool plainly (a product or IT words, not a vendor's default), they keep it, and the account that
 * said otherwise lowers the pool's confidence ('Dell Latitude laptops' under '7200 Software Licences' stays Hardware,
 * for review); the towers, which the account does not speak for, keep theirs. SaaS booked to a software account is no
 * contradiction: the convention that makes SaaS Outside Services / Cloud Service Providers moves software bought as a
 * service, whatever account a ledger books it to, so a line that names a cloud service stays there.
 */
function weighGlAccount(d: Decision, own: Decision, gl: string[], line: CostLine): Decision {
  const account = decide(gl.join(' '), line.name);
  const ownPlain =
    own.scored.known &&
    own.layerConfidence['Cost Pool'] >= GL_PLAIN &&
    !/^(vendor|none)\//.test(own.evidenceClass);
  // a vendor sold as a service (its default sure enough to be answered: Salesforce, not Microsoft) counts here too
  const ownCloud = own.codes.subPool === 'OS_CSP' && own.confidence >= GL_CONFLICT_CAP;
  if (account.layerConfidence['Cost Pool'] < GL_PLAIN) {
    // an account that says little ('7000-Miscellaneous') never overrides the pool the line's own words state, nor
    // does a reading of both that is not the account's kind of cost; one that is stays ('1510 - Depreciation')
    const little = account.codes.subPool === OTHER_POOL || !account.scored.pools.length;
    const follows = account.scored.pools[0]?.nature === d.scored.pools[0]?.nature;
    return (ownPlain || ownCloud) && own.codes.subPool !== d.codes.subPool && (little || !follows)
      ? own
      : d;
  }
  const glSubPool = account.codes.subPool;
  const ownPool = subPool(own.codes.subPool).pool;
  let answer = d;
  if ((ownPlain || ownCloud) && ownPool !== subPool(d.codes.subPool).pool) {
    if (ownCloud && poolsAgree(own.codes.subPool, glSubPool))
      return {
        ...own,
        reason: `${own.reason}; booked to a software account, a cloud service stays Outside Services / Cloud Service Providers (one convention for every line)`,
      };
    if (!poolsAgree(own.codes.subPool, glSubPool)) answer = own;
  } else if (
    ownPlain &&
    d.codes.subPool !== own.codes.subPool &&
    d.codes.subPool !== glSubPool &&
    !poolsAgree(own.codes.subPool, glSubPool)
  )
    // read together, the words and a conflicting account made a sub-pool neither says ('Oracle database support'
    // booked to 'Computer Equipment' read as a licence): the line's own stays, the conflict flagged below
    answer = own;
  if (poolsAgree(answer.codes.subPool, glSubPool)) return answer;
  const booked = subPool(glSubPool);
  const kept = subPool(answer.codes.subPool);
  const cap = (c: number) => Math.min(c, GL_CONFLICT_CAP);
  return {
    ...answer,
    layerConfidence: {
      ...answer.layerConfidence,
      'Cost Pool': cap(answer.layerConfidence['Cost Pool']),
      'Sub-Cost Pool': cap(answer.layerConfidence['Sub-Cost Pool']),
    },
    confidence: cap(answer.confidence),
    reason: `${answer.reason}; the GL account ${quoted(line.glDescription ?? line.glAccount ?? '')} books it as ${booked.pool} / ${booked.name}, the line's words say ${kept.pool} / ${kept.name} — review the cost pool`,
  };
}

/** Same cost pool, or software and a cloud service (SaaS is software bought as a service). */
function poolsAgree(a: string, b: string): boolean {
  const pa = subPool(a).pool;
  const pb = subPool(b).pool;
  if (pa === pb) return true;
  const saas = (p: string, code: string) => p === 'Software' || code === 'OS_CSP';
  return saas(pa, a) && saas(pb, b);
}

/** A line placed by one column's words added to its own, every layer capped, the reason saying so; or undefined. */
function placeByColumn(
  line: CostLine,
  normalized: string,
  own: string[],
  words: string[],
  how: {
    cap: number;
    said: (words: string) => string;
    only: string;
    keep?: (d: Decision) => boolean;
  },
): Classification | undefined {
  if (!words.length) return undefined;
  let d = decide(join(own, words), line.name);
  if (!d.scored.known || (how.keep && !how.keep(d))) return undefined;
  if (d.codes.subPool === 'IL' && line.vendor?.trim()) d = boughtFromSupplier(d);
  const result = classificationOf(line.name, normalized, d);
  result.layerConfidence = capAll(d.layerConfidence, how.cap);
  result.confidence = Math.min(d.confidence, how.cap);
  result.reason = `${how.said(quoted(words.join(' ')))}: ${d.reason} (placed by ${how.only} only — review)`;
  return result;
}

/**
 * Rule (issue 30): a line paid to a supplier is not Internal Labor — people's work bought from a vendor is a
 * contracted service (Outside Services / Managed Service Providers), whatever the words alone suggest.
 */
function boughtFromSupplier(d: Decision): Decision {
  const layers = layersFromCodes('OS_MSP', d.codes.subTower, d.codes.category);
  return {
    ...d,
    codes: { ...d.codes, subPool: 'OS_MSP' },
    layers,
    reason: `${d.reason}; paid to a supplier, so a contracted service → Outside Services / Managed Service Providers, not Internal Labor`,
  };
}

/** One text for engines that read names only (the LLM engine): the name, then what the other columns say. */
export function lineText(line: CostLine): string {
  const extra = [
    line.vendor && `vendor ${line.vendor}`,
    line.focus?.provider && `provider ${line.focus.provider}`,
    line.focus?.category &&
      `category ${[line.focus.category, line.focus.subcategory].filter(Boolean).join(' / ')}`,
    line.focus?.chargeDescription,
    (line.glDescription || line.glAccount) && `GL ${line.glDescription ?? line.glAccount}`,
    line.costCentre && `cost centre ${line.costCentre}`,
  ].filter(Boolean);
  return extra.length ? `${line.name} (${extra.join('; ')})` : line.name;
}

/**
 * Lines the engine reads alike share one key: the normalised name (references, dates and amounts dropped), and
 * what each column says that the engine reads (known vendor phrases, a supplier's trade, GL cost words, cost-centre IT words, the FOCUS
 * columns), not the raw cells — a ledger's thousands of invoice numbers, account numbers and cost-centre codes do
 * not multiply the work. `normalized` is the name's normalised form when the caller has it already.
 */
export function lineKey(line: CostLine, normalized = normalizeCostName(line.name)): string {
  const f = line.focus;
  const phrases = (text: string | undefined) =>
    vendorPhrases(text)
      .map((p) => p.tokens.join(' '))
      .join('|');
  return [
    normalized,
    phrases(line.vendor),
    supplierTrade(line.vendor).join(' '),
    glOf(line).join(' '),
    costCentreWords(line.costCentre).join(' '),
    f?.category?.trim().toLowerCase(),
    f?.subcategory?.trim().toLowerCase(),
    f?.chargeDescription?.trim().toLowerCase(),
    phrases(f?.provider),
  ].join('\u0000');
}
