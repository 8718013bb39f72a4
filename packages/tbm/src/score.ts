/**
 * Evidence collection and scoring for one normalised cost line.
 * Produces ranked sub-tower candidates and ranked sub-pool candidates with raw strengths.
 */
import {
  knowledgeWords,
  matchPhrases,
  type AssetKind,
  type Knowledge,
  type Nature,
} from './knowledge.js';
import {
  KIND_NATURE,
  LABOUR_SUBTOWERS,
  NATURE_LABEL,
  SUBTOWER_ASSET,
  TOWER_ASSET,
  subPoolFor,
} from './finance.js';
import { SUB_TOWERS, subTower } from './taxonomy.js';
import { WINDOWS_RELEASES } from './normalize.js';

export interface Evidence {
  /** words as they matched */
  text: string;
  kind: 'product' | 'vendor' | 'term';
  /** a cloud bill's charge-kind word (`LexRef.charge`) */
  charge?: boolean;
  /** a noun of the open product classification (`LexRef.commodity`): bought equipment no labelled line backs yet */
  commodity?: boolean;
  subTower: string;
  category: string;
  weight: number;
  asset?: AssetKind;
  vendor?: string;
  product?: string;
}

export interface TowerCandidate {
  subTower: string;
  score: number;
  category: string;
  evidence: Evidence[];
}
export interface PoolCandidate {
  subPool: string;
  nature: Nature;
  score: number;
  cues: string[];
  /** 'cue' = explicit words; 'implied' = from the product kind; 'default' = nothing said */
  source: 'cue' | 'implied' | 'default';
}

export interface Scored {
  tokens: string[];
  towers: TowerCandidate[];
  pools: PoolCandidate[];
  asset: AssetKind;
  /** raw (uncalibrated) strengths 0..1 */
  rawSubTower: number;
  rawTower: number;
  rawPool: number;
  rawCategory: number;
  /** raw overall strength: IT and finance evidence together, discounted for indirect evidence */
  rawOverall: number;
  /** where the asset kind came from (decides how reliable kind-dependent sub-pools are) */
  assetFrom: AssetSource;
  /** 0..1: how directly the finance evidence states the sub-pool (see financeCertainty) */
  finCertainty: number;
  /** 0..1: share of the line's words that no product, vendor, IT term or cost word explains */
  unexplained: number;
  known: boolean;
  /** generic work or place words not read as IT because the line names a non-IT subject (`nonItSubject`) */
  /** what a non-IT reading set aside: generic words, the subject that decided it, advisory firms' names */
  setAside?: { words: string[]; subject?: string; firms?: string[] };
}

/**
 * Named weights of the evidence rules: how much one piece of evidence adds to its sub-tower's score. A sub-tower
 * needs about 4 to be a confident answer (see the raw strengths in `rawStrengths`).
 */
export const WEIGHTS = {
  /** a product or service named on the line (`productEvidence`) ... */
  product: 4,
  /** ... plus this per extra word of its name ('Oracle Exadata Cloud' says more than 'Exadata') */
  productPerWord: 0.5,
  /** a name in the product tables without a vendor (a generic service phrase) ... */
  unnamedProduct: 2.5,
  /** ... plus this per extra word */
  unnamedProductPerWord: 0.3,
  /** a vendor's bare name whose products spread over several sub-towers (`vendorNameWeight`) */
  vendorOnly: 2,
  /** a service provider's or a cloud provider's name alone: a hint (the weak tables) */
  weak: 1,
  /** a vendor's name, shared over the top three sub-towers of its products (`vendorEvidence`) */
  vendor: 1.6,
  /** a carrier's or compute service's vote when the line names another sub-tower's technology or resource */
  hint: 1.5,
  /** a compute word on a line billing a disk or an address of a compute service (`settleProductVotes`) */
  attachedTo: 0.5,
} as const;

/**
 * Thresholds on evidence, sub-tower and cost-nature scores (the scale of `WEIGHTS`), and the votes the nature and
 * re-ranking rules cast themselves.
 */
export const EVIDENCE = {
  /** a sub-tower or cost nature scoring below this rests on hints only (a carrier's name, a bare 'service') */
  weakBelow: 1.5,
  /** a cost nature scoring this much was stated by a cost word ('licences', 'consulting'), not hinted */
  statedFrom: 2.5,
  /** a labour nature this strong says the work was bought (`statesWorkBought`) */
  labourStatedFrom: 2,
  /** an internal recharge this strong, and no weaker than any other nature, makes the line a recharge */
  rechargeFrom: 2,
  /** another sub-tower's vote this strong caps a support programme's or a carrier's vote (`settleProductVotes`) */
  rivalVoteFrom: 2,
  /** share of a vendor's products in one sub-tower from which its bare name votes like a product name */
  vendorOneSubTowerShare: 0.9,
  /** a people line with no cost word: payroll, or bought work when the line says so (`addImpliedNature`) */
  peopleDefault: 1.3,
  /** a named supplier whose kind states the nature (a carrier, a colo, a contractor) */
  supplierStates: 3.6,
  /** ... a managed-service supplier, whose contracts are of many natures */
  serviceSupplierStates: 2,
  /** how far application support or development moves above business software (`applicationWork`) */
  applicationWorkLead: 0.5,
  /** in a recharge, a property word's vote at most (the IT word saying whose space decides) */
  rechargeProperty: 0.8,
  /** in a recharge, another business-function word's vote at most */
  rechargeFunction: 1.5,
} as const;

/** The shape of the raw strengths (`rawStrengths`), before calibration. */
export const STRENGTH = {
  /** added to the top and runner-up scores before taking the top's share: one vote alone is not certainty */
  margin: 0.5,
  /** the sub-tower or tower score from which the evidence is at full strength */
  fullTower: 4,
  /** the sub-pool score from which the evidence is at full strength */
  fullPool: 3,
  /** the category's share of the sub-tower strength when no vote named a category */
  categoryWithoutVote: 0.8,
  /** the overall strength's factor when no product names the top answer */
  overallUnnamed: 0.8,
} as const;

/**
 * `financeCertainty`'s factors: how directly the words state the sub-pool (1 = stated and unambiguous). Each is
 * a doubt the finance layer is right under, measured on the tuning sets.
 */
export const FINANCE_CERTAINTY = {
  /** no cost nature at all (the line has no pool) */
  noPool: 0.5,
  /** only the people-line default (payroll or bought work) */
  defaultNature: 0.5,
  /** a stated word agreeing with what a vendor (not a named product) implies */
  agreeingVendor: 0.85,
  /** nothing stated; the named supplier's kind states the nature (a carrier, a colo, a support programme) */
  impliedSelfStating: 0.85,
  /** nothing stated; a managed-service supplier */
  impliedService: 0.7,
  /** nothing stated; a product or vendor of another kind (hardware: purchase, lease or depreciation?) */
  impliedOther: 0.6,
  /** nothing stated and nothing named: the kind was read from words or guessed */
  impliedUnnamed: 0.55,
  /** stated, but the sub-pool depends on an asset kind only guessed */
  assetGuessed: 0.6,
  /** stated, the asset kind from a vendor's products */
  assetFromVendor: 0.7,
  /** 'licences' of a named SaaS-capable product: maybe an installed edition */
  saasLicenceNamed: 0.9,
  /** 'licences' of SaaS known otherwise */
  saasLicence: 0.8,
  /** 'subscription' of installable software or hardware: SaaS or a term licence? */
  installableSubscription: 0.75,
  /** 'maintenance' or 'lease' of SaaS or cloud */
  cloudUpkeep: 0.75,
  /** 'renewal' of a support programme */
  supportRenewal: 0.95,
  /** 'renewal' of anything else: of the support or of the term? */
  renewal: 0.75,
  /** software 'purchase': licence, SaaS or expense */
  softwarePurchase: 0.8,
  /** a stated rival sub-pool at least this share of the winner's score is close ... */
  rivalCloseShare: 0.6,
  /** ... and divides the certainty by this */
  rivalClose: 0.7,
  /** a weaker stated rival */
  rivalFar: 0.85,
} as const;
const MAINFRAME_MAP: Record<string, string> = {
  ST_ON: 'ST_MFON',
  ST_OFF: 'ST_MFOFF',
  PL_DB: 'PL_MFDB',
  PL_MW: 'PL_MFMW',
};
const MAINFRAME_WORDS = new Set([
  'mainframe',
  'zos',
  'mvs',
  'zseries',
  'z16',
  'z15',
  'z14',
  'ims',
  'cics',
  'dasd',
  'ficon',
]);
const DEV_WORDS = new Set([
  'development',
  'developer',
  'develop',
  'implementation',
  'build',
  'programmer',
  'engineer',
  'engineering',
  'testing',
  'test',
  'qa',
]);
const SUPPLIER_KINDS = new Set<AssetKind>(['con', 'tel', 'fac', 'svc']);
const LABOUR_NATURES = new Set<Nature>(['payroll', 'contractor', 'consulting', 'managed']);

/** Which words of the line some evidence has claimed, and how. */
export interface WordMarks {
  /** words of a product match: vendor and lexicon rules still read them, a vendor name does not */
  used: Uint8Array;
  /** words of a named (vendor-backed) product: its own words are not cost cues */
  productTokens: Uint8Array;
  /** words some evidence explains; the rest may say something the knowledge base cannot read */
  explained: Uint8Array;
  /** words of a carrier's or cloud provider's name ('British Telecom', 'Amazon Web Services'): not read as generic terms */
  providerName: Uint8Array;
  /** words of a vendor's or a named product's name: not the line's own words for what was bought */
  vendorName: Uint8Array;
}

export function wordMarks(tokens: readonly string[]): WordMarks {
  const n = tokens.length;
  return {
    used: new Uint8Array(n),
    productTokens: new Uint8Array(n),
    explained: new Uint8Array(n),
    providerName: new Uint8Array(n),
    vendorName: new Uint8Array(n),
  };
}

/** Rule: a product or service named on the line votes for its sub-tower (`WEIGHTS.product` and kin). */
export function productEvidence(tokens: string[], kb: Knowledge, marks: WordMarks): Evidence[] {
  const ev: Evidence[] = [];
  for (const m of matchPhrases(tokens, kb.productIndex)) {
    const { entry, vendorOnly } = m.value;
    marks.used.fill(1, m.start, m.end);
    marks.explained.fill(1, m.start, m.end);
    // a named product's own words are not cost cues ('Nutanix Cloud Platform' is not 'cloud')
    if (entry.vendor) {
      marks.productTokens.fill(1, m.start, m.end);
      marks.vendorName.fill(1, m.start, m.end);
    }
    // a carrier's or a cloud provider's own name is no generic term ('British Telecom', 'Amazon Web Services')
    if (entry.vendor && (entry.kind === 'tel' || (entry.weak && entry.kind === 'cloud')))
      marks.providerName.fill(1, m.start, m.end);
    const n = m.end - m.start;
    const w = entry.weak
      ? WEIGHTS.weak
      : vendorOnly
        ? vendorNameWeight(kb, entry.vendor, entry.subTower)
        : entry.vendor
          ? WEIGHTS.product + WEIGHTS.productPerWord * (n - 1)
          : WEIGHTS.unnamedProduct + WEIGHTS.unnamedProductPerWord * (n - 1);
    ev.push({
      text: tokens.slice(m.start, m.end).join(' '),
      kind: entry.vendor && !vendorOnly ? 'product' : entry.vendor ? 'vendor' : 'term',
      subTower: entry.subTower,
      category: entry.category,
      weight: w,
      asset: entry.kind,
      vendor: entry.vendor || undefined,
      product: entry.name,
    });
  }
  return ev;
}

/** Rule: a vendor's name not already read as one of its products votes, weakly, for its top three sub-towers. */
export function vendorEvidence(tokens: string[], kb: Knowledge, marks: WordMarks): Evidence[] {
  const ev: Evidence[] = [];
  for (const m of matchPhrases(tokens, kb.vendorIndex, marks.used)) {
    const v = m.value;
    marks.explained.fill(1, m.start, m.end);
    marks.vendorName.fill(1, m.start, m.end);
    for (const [st, share] of v.dist.slice(0, 3)) {
      ev.push({
        text: tokens.slice(m.start, m.end).join(' '),
        kind: 'vendor',
        subTower: st,
        category: v.category.get(st) ?? subTower(st).solutionCode,
        weight: WEIGHTS.vendor * share,
        asset: v.kind,
        vendor: v.vendor,
      });
    }
  }
  return ev;
}

/** Rule: a generic IT term of the lexicon (or a catalogue charge-kind word) votes with its own weight. */
export function lexiconEvidence(tokens: string[], kb: Knowledge, marks: WordMarks): Evidence[] {
  const ev: Evidence[] = [];
  // a carrier's or cloud provider's own name is no generic evidence besides it ('British Telecom' is no 'telecom'
  // term, 'Amazon Web Services' no 'web')
  for (const m of matchPhrases(tokens, kb.lexIndex, marks.providerName)) {
    const l = m.value;
    marks.explained.fill(1, m.start, m.end);
    ev.push({
      text: tokens.slice(m.start, m.end).join(' '),
      kind: 'term',
      subTower: l.subTower,
      category: l.category,
      weight: l.weight,
      ...(l.charge ? { charge: true } : {}),
      // the nomenclature classifies goods: what its noun names was bought as hardware
      ...(l.commodity ? { commodity: true, asset: 'hw' as const } : {}),
    });
  }
  return ev;
}

export type NatureScores = Map<
  Nature,
  { score: number; cues: string[]; source: PoolCandidate['source'] }
>;

function addNature(
  nat: NatureScores,
  n: Nature,
  w: number,
  cue: string,
  source: PoolCandidate['source'],
): void {
  if (n === 'none') return; // phrases that only look like cost words ('contract management')
  const cur = nat.get(n);
  if (cur) {
    cur.score += w;
    if (cue && !cur.cues.includes(cue)) cur.cues.push(cue);
    if (source === 'cue') cur.source = 'cue';
  } else nat.set(n, { score: w, cues: cue ? [cue] : [], source });
}

/** Rule: cost-nature cues outside a named product's words ('renewal', 'contractor', 'depreciation'). */
export function statedNatures(tokens: string[], kb: Knowledge, marks: WordMarks): NatureScores {
  const nat: NatureScores = new Map();
  for (const m of matchPhrases(tokens, kb.cueIndex, marks.vendorName)) {
    marks.explained.fill(1, m.start, m.end);
    addNature(nat, m.value.nature, m.value.weight, tokens.slice(m.start, m.end).join(' '), 'cue');
  }
  return nat;
}

/**
 * Rule: evidence summed per sub-tower; a mainframe context moves storage, database and middleware to their
 * mainframe sub-towers; candidates ranked (`byScoreThenNamed`), each with the category its evidence votes for.
 */
export function rankSubTowers(
  tokens: readonly string[],
  ev: readonly Evidence[],
): { towerMap: Map<string, TowerCandidate>; towers: TowerCandidate[] } {
  const towerMap = new Map<string, TowerCandidate>();
  for (const e of ev) {
    let t = towerMap.get(e.subTower);
    if (!t)
      towerMap.set(
        e.subTower,
        (t = { subTower: e.subTower, score: 0, category: e.category, evidence: [] }),
      );
    t.score += e.weight;
    t.evidence.push(e);
  }
  if (tokens.some((t) => MAINFRAME_WORDS.has(t))) {
    for (const [from, to] of Object.entries(MAINFRAME_MAP)) {
      const t = towerMap.get(from);
      if (!t) continue;
      towerMap.delete(from);
      const dst = towerMap.get(to);
      if (dst) {
        dst.score += t.score;
        dst.evidence.push(...t.evidence);
      } else towerMap.set(to, { ...t, subTower: to, category: subTower(to).solutionCode });
    }
  }
  const towers = [...towerMap.values()].sort(byScoreThenNamed);
  for (const t of towers) {
    const votes = new Map<string, number>();
    for (const e of t.evidence) votes.set(e.category, (votes.get(e.category) ?? 0) + e.weight);
    t.category =
      [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? subTower(t.subTower).solutionCode;
  }
  return { towerMap, towers };
}

/** Units of binary capacity (IEC prefixes): the units cloud bills meter storage and memory in. */
const BINARY_UNITS = new Set(['kib', 'mib', 'gib', 'tib', 'pib']);

/** EC2 instance families ('t3', 'm6g', 'r6i', 'c5n', and RDS 'db.' / ElastiCache 'cache.' prefixed): the public list. */
const AWS_FAMILY = /^(a|c|d|dl|f|g|h|hpc|i|im|inf|is|m|mac|p|r|t|trn|u|vt|x|z)\d+[a-z]*$/;
const AWS_SIZE = /^(nano|micro|small|medium|large|metal|\d*xlarge)$/;
/** An Azure VM size after its tier ('Standard_D2s_v3', 'Standard_B1ms'): series, vCPUs, feature letters. */
const AZURE_SIZE = /^[a-z]{1,3}\d+[a-z]+$/;
const AZURE_SERIES = /^[a-z]{1,3}\d+$/;
/** Azure managed-disk tiers: S (standard HDD), E (standard SSD), P (premium SSD) and the tier sizes Azure prices. */
const AZURE_DISK_TIER = /^[sep](1|2|3|4|6|10|15|20|30|40|50|60|70|80)$/;

/**
 * Rule (issue 30, cloud bills): a size only a public cloud rents by ('m5.large', 'db.t3.medium', 'cache.r6g.xlarge',
 * 'Standard_D2s_v3', a managed disk's 'S4' / 'E30' / 'P30' tier) says the line is cloud usage: nobody buys a
 * server, a database or a disk by that name. From the clouds' own price lists (EC2 instance types, Azure VM sizes and
 * managed-disk tiers).
 */
export function namesCloudSize(tokens: readonly string[]): boolean {
  return tokens.some((t, i) => {
    const next = tokens[i + 1] ?? '';
    if (AWS_FAMILY.test(t) && AWS_SIZE.test(next)) return true;
    // an Azure SQL vCore SKU: tier and hardware generation ('GP_Gen5_2', 'BC_Gen5_8')
    if ((t === 'gp' || t === 'bc' || t === 'hs') && /^gen\d$/.test(next)) return true;
    if (
      t === 'standard' &&
      (AZURE_SIZE.test(next) || (AZURE_SERIES.test(next) && /^v\d$/.test(tokens[i + 2] ?? '')))
    )
      return true;
    const prev = tokens[i - 1] ?? '';
    return AZURE_DISK_TIER.test(t) && (prev === 'storage' || prev === 'disk' || next === 'disk');
  });
}

/** Client operating systems by release, as the normaliser glues them ('Windows 11' → 'windows11'). */
const CLIENT_SYSTEMS = new Set(WINDOWS_RELEASES.map((release) => `windows${release}`));

/**
 * Rule: the kind of what was bought (hardware, installed software, SaaS, cloud, a service…), from the strongest
 * product behind the winning sub-tower, then explicit words, plain equipment nouns, the supplier named, and the
 * winning sub-tower's usual kind; and how it is known (`AssetSource`).
 */
export function assetKindOf(
  tokens: readonly string[],
  ev: readonly Evidence[],
  top: TowerCandidate | undefined,
  nat: ReadonlyMap<Nature, { score: number }>,
  productTokens: Uint8Array,
  vendorName: Uint8Array = productTokens,
): { asset: AssetKind; assetFrom: AssetSource } {
  let asset: AssetKind | undefined;
  // how the asset kind is known: a named product/vendor line, an explicit word ('software', 'hardware'), or guessed
  let assetFrom: AssetSource = 'guess';
  let fromGenericTerm = false; // kind read from a generic phrase ('disaster recovery' is usually a service)
  if (top) {
    const prods = top.evidence
      .filter((e) => e.asset && e.kind !== 'term')
      .sort((a, b) => b.weight - a.weight);
    // a named support programme says what is paid for even when it votes for another sub-tower
    // ('Dell ProSupport Plus laptops': the tower is the laptops', the cost is the support contract)
    const maint =
      prods.find((e) => e.asset === 'hwm' || e.asset === 'swm') ??
      ev.find((e) => e.kind === 'product' && (e.asset === 'hwm' || e.asset === 'swm'));
    asset = maint?.asset ?? prods[0]?.asset;
    if (asset)
      assetFrom =
        asset === maint?.asset || prods.some((e) => e.kind === 'product' && e.asset === asset)
          ? 'product'
          : 'vendor';
    if (!asset) {
      const generic = top.evidence.find((e) => e.asset);
      asset = generic?.asset;
      if (asset) {
        assetFrom = 'vendor';
        fromGenericTerm = true;
      }
    }
  }
  if (!asset) {
    let anyProd: Evidence | undefined;
    for (const e of ev) if (e.asset && (!anyProd || e.weight > anyProd.weight)) anyProd = e;
    asset = anyProd?.asset;
    if (asset) assetFrom = 'vendor';
  }
  // the word 'software' says what was bought, over what a vendor's name or a plain noun implies ('Software -
  // Expenditure' from Microsoft, 'Computer Equipment - Software'); a named product keeps its own kind
  // (the line's own word: 'Software' in a supplier's name, 'Idox Software Ltd', says nothing of this line's purchase)
  const says = (word: string) => tokens.some((t, i) => t === word && !productTokens[i]);
  const saysSoftware = says('software');
  if (saysSoftware && (!asset || asset === 'hw' || assetFrom !== 'product')) {
    asset = 'sw';
    assetFrom = 'word';
  }
  // 'software maintenance' is a support contract for installed software, whoever supplies it (a hyperscaler or a SaaS
  // vendor in the Vendor column resells it): the line's own words beat the cloud or SaaS kind of the supplier
  if (saysSoftware && nat.has('maintenance') && (asset === 'cloud' || asset === 'saas')) {
    asset = 'sw';
    assetFrom = 'word';
  }
  if (says('hardware') && (!asset || asset === 'sw')) {
    asset = 'hw';
    assetFrom = 'word';
  }
  // equipment named by a plain noun ('DR standby servers', 'network cabinets', 'Rubrik appliances') is hardware,
  // whatever the tower, unless a named product or the word 'software' says otherwise; a named operating system
  // does not, when the line depreciates or leases ('Depreciation - HP-UX Integrity server': the server is the asset)
  const assetWords = nat.has('depreciation') || nat.has('lease');
  const namedSoftware =
    assetFrom === 'product' && (asset === 'sw' || asset === 'swm') && !tokens.includes('software');
  // a carrier's bill for phones or devices with no purchase word is the service contract ('Mobile phones' paid to
  // O2: issue 30), not handsets bought
  const carrierBill =
    assetFrom === 'vendor' && asset === 'tel' && !nat.has('purchase') && !nat.has('lease');
  const plainEquipment =
    (!asset || (fromGenericTerm && assetFrom !== 'word') || assetFrom === 'vendor') &&
    !carrierBill &&
    !saysSoftware &&
    hasEquipmentNoun(tokens);
  if (plainEquipment || (namedSoftware && assetWords && hasEquipmentNoun(tokens, productTokens))) {
    asset = 'hw';
    assetFrom = 'word';
  }
  // a carrier or other supplier named inside a cloud bill's charge ('Outbound data transfer (Standard Verizon)': the
  // CDN tier a cloud service resells) does not make it a telecom bill: the charge-kind word says cloud usage
  if (assetFrom === 'vendor' && asset === 'tel' && top?.evidence.some((e) => e.charge))
    asset = 'cloud';
  // a resource named the way only cloud bills name it ('Snapshots', 'IP address (dynamic)', 'egress') with no
  // product or supplier: what was bought is cloud usage, not equipment
  if (!asset && top?.evidence.some((e) => e.charge)) {
    asset = 'cloud';
    assetFrom = 'word';
  }
  // a quantity in binary units (GiB, TiB) is how a cloud meters what it rents ('Storage (standard, 128 GiB)'); a
  // ledger or an order counts the equipment it buys in units, or in GB / TB on the spec sheet
  if (
    (!asset || asset === 'hw') &&
    assetFrom !== 'product' &&
    !saysSoftware &&
    !says('hardware') &&
    !nat.has('purchase') &&
    !assetWords &&
    tokens.some((t) => BINARY_UNITS.has(t))
  ) {
    asset = 'cloud';
    assetFrom = 'word';
  }
  // a cloud size ('db.t3.medium', 'Standard_D2s_v3', a disk's 'E30' tier) names what a cloud rents, whatever kind a
  // plain word ('database', 'compute', 'storage') would suggest
  if (
    asset !== 'cloud' &&
    assetFrom !== 'product' &&
    assetFrom !== 'word' &&
    !saysSoftware &&
    !says('hardware') &&
    !nat.has('purchase') &&
    !assetWords &&
    namesCloudSize(tokens)
  ) {
    asset = 'cloud';
    assetFrom = 'word';
  }
  // a client operating system's release named without a device is the system ('Windows 11'), not a device bought
  if (!asset && tokens.some((t) => CLIENT_SYSTEMS.has(t)) && !hasEquipmentNoun(tokens)) {
    asset = 'sw';
    assetFrom = 'word';
  }
  if (!asset && top)
    asset = SUBTOWER_ASSET[top.subTower] ?? TOWER_ASSET[subTower(top.subTower).towerCode] ?? 'hw';
  // IT supplies are consumables and small goods ('EDP Supplies', 'IT supplies'), never a licence the tower implied
  if (asset === 'sw' && assetFrom === 'guess' && tokens.includes('supply')) asset = 'hw';
  if (!asset) asset = 'sw';
  // 'licences' of something not named as a SaaS product: the word says installed software
  if (asset === 'saas' && assetFrom !== 'product' && (nat.get('license')?.score ?? 0) >= 3)
    asset = 'sw';
  // a perpetual, on-premises or self-managed licence is installed software, whatever else the vendor sells as a service
  if ((asset === 'saas' || asset === 'cloud') && saysInstalled(tokens)) {
    asset = 'sw';
    assetFrom = 'word';
  }
  // hardware or software named beside a public-cloud service is what the service rents ('Compute Engine: Nvidia
  // Tesla T4 GPU', 'Amazon RDS for SQL Server'): the bill is cloud usage, not a purchase or a licence
  // (so is a network kind only the tower suggested: 'Compute Engine: Network Internet Ingress' is the provider's traffic)
  if (
    (asset === 'hw' || asset === 'sw' || (asset === 'tel' && assetFrom === 'guess')) &&
    assetFrom !== 'word' &&
    ev.some((e) => e.kind === 'product' && e.asset === 'cloud')
  ) {
    asset = 'cloud';
    assetFrom = 'product';
  }
  // issue 30: a carrier service (phone lines, calls, mobile or data lines, broadband, internet access) is a telecom
  // bill, not equipment, unless the line names the equipment ('Purchase of telecommunications equipment')
  const cloudTraffic =
    asset === 'cloud' && ev.some((e) => e.kind === 'product' && e.asset === 'cloud');
  if (
    isCarrierService(tokens, top, vendorName) &&
    (assetFrom !== 'product' || asset === 'tel') &&
    // the internet traffic a public cloud service bills is the provider's, not a carrier's
    !cloudTraffic
  ) {
    // the words say it, over a guess or another kind a supplier's name implied (a reseller billing mobile telephony)
    if (assetFrom === 'guess' || (assetFrom === 'vendor' && asset !== 'tel')) assetFrom = 'word';
    asset = 'tel';
  }
  // a consultancy or staffing firm named anywhere says what kind of work was bought; an outsourcer
  // does when the line describes work done (support, management, operations) rather than a product — unless the line
  // says in its own words which goods or which carrier service it paid for ('Software maintenance' paid to
  // Computacenter, 'Purchased software' from Deloitte, 'Telephony Mobile' through a reseller: issue 30)
  const supplier = supplierOf(ev, tokens, top);
  if (
    supplier &&
    asset !== supplier &&
    !(assetFrom === 'word' && namesGoodsBought(tokens, nat, asset, productTokens))
  ) {
    asset = supplier;
    assetFrom = 'vendor';
  }
  return { asset, assetFrom };
}

/**
 * Rule (issue 30): the upkeep, supply or purchase of telecoms equipment is no carrier's bill ('Telecoms Maintenance',
 * 'Telecomms Supplies', 'Purchase of Telecommunications Equipment' from a carrier): when a goods word (maintenance,
 * supplies, purchase) is stated at least as strongly as 'telecom', and either nothing but the tower said telecom or
 * the line names the equipment, what was bought is hardware, and 'telecom' names its kind, not the cost. A carrier's
 * named service with no equipment on the line ('BT maintenance') stays telecom.
 */
export function telecomGoods(
  tokens: readonly string[],
  nat: NatureScores,
  kind: { asset: AssetKind; assetFrom: AssetSource },
): { asset: AssetKind; assetFrom: AssetSource } {
  if (kind.asset !== 'tel') return kind;
  const telecom = nat.get('telecom')?.score ?? 0;
  let goods = 0;
  for (const [n, v] of nat) if (GOODS_NATURES.has(n)) goods = Math.max(goods, v.score);
  if (!goods || goods < telecom) return kind;
  const equipment = hasEquipmentNoun(tokens);
  if (kind.assetFrom !== 'guess' && !equipment) return kind;
  nat.delete('telecom');
  return { asset: 'hw', assetFrom: equipment ? 'word' : kind.assetFrom };
}

/**
 * Words that name a kind of work, an event or a place that every department buys or rents ('project', 'training',
 * 'development', 'testing', 'conference', 'office', 'PCs', 'network', 'printing'): in an IT ledger they are IT work,
 * in an organisation's purchases they are IT only when something else on the line says so.
 */
const WORK_AND_PLACE_TERMS = new Set([
  'office',
  'pc',
  'pcs',
  'project',
  'projects',
  'development',
  'developer',
  'build',
  'testing',
  'test',
  'training',
  'course',
  'courses',
  'conference',
  'monitoring',
  'network',
  'printing',
  'print',
  'paper',
  'drum',
  'telephone',
  'event management',
  'facility management',
  'compliance management',
  'e learning',
]);
/**
 * Subjects no IT purchase has: utilities and fuel, buildings and works, housing, highways and transport, social
 * care and families, catering, cleaning, waste, grounds, burial, pests, furniture, first aid.
 */
const NON_IT_SUBJECTS = new Set([
  'water',
  'sewerage',
  'gas',
  'elec',
  'electricity',
  'electrical',
  'energy',
  'fuel',
  'housing',
  'construction',
  'demolition',
  'building',
  'highway',
  'highways',
  'road',
  'traffic',
  'bus',
  'minibus',
  'minibuses',
  'vehicle',
  'parenting',
  'fostering',
  'families',
  'youth',
  'traineeship',
  'catering',
  // office supplies: a ledger's 'Printing and stationery' (the SeRCOP heading 'Printing, stationery and general
  // office expenses') is the print room and the stationery cupboard, not IT print
  'stationery',
  'cleaning',
  // cleaning in the ledgers' other languages
  'limpieza',
  'nettoyage',
  'reinigung',
  'schoonmaak',
  'waste',
  'refuse',
  'grounds',
  'cemetery',
  'burial',
  'pest',
  'fire',
  'interpreting',
  'advertising',
  'arts',
  'furniture',
  // office furniture by its trade's own nouns ('Office Desking, Seating & Storage')
  'desking',
  'seating',
  'shelving',
  'aid',
  // a building's intruder and fire alarms ('Alarm monitoring', 'Intruder alarm maintenance')
  'alarm',
  'intruder',
  // the railway, and a print shop's jobs ('Network Rail season tickets', 'Printing of leaflets', 'Web banner printing')
  'rail',
  'railway',
  'leaflet',
  'banner',
  'brochure',
  'poster',
  'flyer',
]);
/**
 * Accounting and management-consulting firms, whose trade is mostly audit, tax and business advice: their name is no
 * IT word beside work every trade buys ('Audit fee - KPMG' is the statutory audit, 'Pricing strategy - McKinsey' no IT
 * strategy); beside an IT word they keep their IT reading ('KPMG - SAP audit').
 */
const ADVISORY_FIRMS = new Set([
  'Deloitte',
  'PwC',
  'EY',
  'KPMG',
  'Grant Thornton',
  'BDO',
  'RSM',
  'Crowe',
  'Baker Tilly',
  'Moss Adams',
  'Plante Moran',
  'McKinsey',
  'BCG',
  'Bain',
  'Oliver Wyman',
  'Roland Berger',
  'Kearney',
]);
/** Whether a line's own words name a subject no IT purchase has ('Cleaning services - March', 'Gas - depot'). */
export const namesNonItSubject = (tokens: readonly string[]) =>
  tokens.some((t) => NON_IT_SUBJECTS.has(t));
/**
 * Words that are IT spend only beside another IT word: training, courses, conferences, research, strategy, advisory,
 * governance and workshops are bought for every trade ('Language training', 'Spokesperson Training Courses'). A line
 * with nothing else is not IT; with a product, vendor, supplier's trade, GL account or another IT term beside them
 * ('IT training', 'Gartner research') they keep their IT reading.
 */
const IT_ONLY_BESIDE_IT = new Set([
  'training',
  'training course',
  'training courses',
  'course',
  'courses',
  'conference',
  'conferences',
  'research',
  'strategy',
  'advisory',
  'governance',
  'workshop',
  'e learning',
  'project',
  'projects',
  'certification',
  'travel',
  // a team's offsite, mileage and per diems are every department's travel, guards every building's security and
  // office supplies every office's — IT's only beside an IT word ('IT leadership offsite', 'Deskside techs
  // mileage', 'Data centre security guards')
  'offsite',
  'leadership offsite',
  'mileage',
  'per diem',
  'security guard',
  'security guards',
  'office supply',
  'guard service',
  'guarding',
  'real estate',
  'occupational health',
  // a site's plant: IT's only beside a data-centre word ('Data centre chiller replacement')
  'chiller',
  'chillers',
  'generator',
  'generators',
  'diesel fuel',
  'cooling',
  // issue 30 (30e): words a public buyer's tender uses for other trades — a procurement notice, a machine's operator, a
  // vehicle's recovery, forensic science, a front-end loader, a dam, emissions, a chiller's cache, a drum, a loading
  // dock, optics, cabinets, a branch, overhead doors, a tractor's drive
  'procurement',
  'operator',
  'recovery',
  'forensic',
  'front end',
  'dam',
  'emission',
  'cache',
  'drum',
  'dock',
  'optic',
  'cabinet',
  'branch',
  'overhead',
  'drive',
  // session 5: work every trade buys under the same name — an auditor's audit, a project's management, an
  // organisation's or a business's development, utilities, shipping containers, property, events, supply chains and
  // logistics, media monitoring, a laboratory's testing, contracts and human resources management, business process
  // consulting, and 'on a contract basis'
  'audit',
  'project management',
  'development',
  'utility',
  'container',
  'property management',
  'event management',
  'supply chain',
  'logistic',
  'media monitoring',
  'testing',
  'contract management',
  'resource management',
  'process consulting',
  'basis',
  // a building's power bill: IT's only beside a data-centre word ('Data centre electricity')
  'electricity',
  'kwh',
  // issue 30 (30g): a site's operation and maintenance (an airport's, a hatchery's, an aircraft's); beside an IT word
  // it keeps its reading ('O&M support services for the case management system')
  'operation maintenance',
  // session 6 (30i): work every trade buys under the same name — an office's administration, a statutory auditor,
  // health and safety, a regulator's work, a site's power distribution; beside an IT word they keep their reading
  // ('IT administrative support', 'Data centre power distribution'). An architect and a risk assessment stay IT
  // words: in public IT tenders they are mostly IT architects and threat-and-risk assessments.
  'administrative',
  'auditor',
  'health safety',
  'regulatory',
  'power distribution',
  // session 6 (30i): a buyer's transport is vehicles and freight ('Transport and storage items', 'Wheel set,
  // transport'); beside an IT word it is the network's ('WAN transport')
  'transport',
]);
/**
 * Rule (issue 30): a line whose only IT evidence is generic work or place words (`WORK_AND_PLACE_TERMS`) and that
 * names a subject no IT purchase has (`NON_IT_SUBJECTS`: 'Gas - Stonefall Cemetery PCs', 'Water - Dacre Bottom
 * PCs', 'Design & Build Contract for a Range of Housing Projects', 'Reducing Parenting Conflict Training') is not IT:
 * those words describe the subject's work or place, and the line is left Unclassified. A named product, vendor,
 * catalogue word or any other IT term keeps the line IT ('Housing management system - Civica').
 * Returns what was set aside, and empties the evidence.
 */
export function nonItSubject(
  tokens: readonly string[],
  ev: Evidence[],
): { words: string[]; subject?: string } | undefined {
  // a term inside a longer one of the set is no other IT word ('security' of 'security guards')
  const within = (e: Evidence, terms: ReadonlySet<string>) =>
    ev.some((o) => o !== e && terms.has(o.text) && ` ${o.text} `.includes(` ${e.text} `));
  const generic = (terms: ReadonlySet<string>, advisers = false) =>
    ev.some((e) => e.kind === 'term') &&
    ev.every(
      (e) =>
        (e.kind === 'term' &&
          !e.charge &&
          !e.commodity &&
          (terms.has(e.text) || within(e, terms))) ||
        (advisers && e.kind === 'vendor' && ADVISORY_FIRMS.has(e.vendor ?? '')),
    );
  const setAside = (subject?: string) => {
    const firm = (e: Evidence) => e.kind === 'vendor' && ADVISORY_FIRMS.has(e.vendor ?? '');
    const words = [...new Set(ev.filter((e) => !firm(e)).map((e) => e.text))].filter(
      (w, _, all) => !all.some((o) => o !== w && ` ${o} `.includes(` ${w} `)),
    );
    const firms = [...new Set(ev.filter(firm).map((e) => e.vendor!))];
    ev.length = 0;
    return { words, ...(subject ? { subject } : {}), ...(firms.length ? { firms } : {}) };
  };
  const subject = tokens.find((t) => NON_IT_SUBJECTS.has(t));
  if (subject && generic(WORK_AND_PLACE_TERMS)) return setAside(subject);
  // the line's own 'IT' is an IT word beside them ('Procurement shared services - allocation to IT'), and so is
  // 'TI' in a Portuguese, Spanish or French ledger ('Rateio auditoria interna - TI')
  if (
    !generic(IT_ONLY_BESIDE_IT, true) ||
    tokens.some((t) => t === 'it' || t === 'ict' || t === 'ti') ||
    namesItDepartment(tokens)
  )
    return undefined;
  return setAside();
}

/** The IT department by its other names ('Office supplies - Information Services dept', 'Information Systems'). */
const namesItDepartment = (tokens: readonly string[]) =>
  tokens.some(
    (t, i) =>
      t === 'information' &&
      (tokens[i + 1] === 'service' || tokens[i + 1] === 'system' || tokens[i + 1] === 'technology'),
  );

/**
 * Words that name an IT object only when nothing else is named beside them: a modifier ('mobile', 'storage',
 * 'desktop') describes the noun after it, and a head noun ('monitor', 'tablet', 'tape', 'blade',
 * 'console', and session 7's 'solution': a system a buyer procures, or a chemist's liquid) is qualified by the word
 * before it. 'Mobile phones' and 'Purchase of 300 monitors' are IT; 'Mobile
 * loading bridge', 'Storage tanks', 'Desktop meat analyser', 'Aerosol monitors', 'Ciprofloxacin tablets' and
 * 'Polyester braid tape' are a buyer's other trades.
 */
const MODIFIER_OBJECTS = new Set(['mobile', 'storage', 'desktop']);
/**
 * Object words that name another trade's thing only beside a good no IT purchase is, never beside a mere unknown word
 * ('Doors and windows', 'Circuit breakers', 'Wireless heating controls'; 'Windows 11 rollout', 'Circuit install fees -
 * new store', 'Wireless access points' stay IT).
 */
const GOOD_QUALIFIED_OBJECTS = new Set([
  'windows',
  'circuit',
  'wireless',
  'carrier',
  // a mouse trap, a piano's keyboard, Java coffee, a substation's switchgear
  'mouse',
  'keyboard',
  'java',
  'switch',
]);
// session 7 (30k): an architect and paper are other trades' too ('Naval architecture', 'Toiletry paper');
// 'Enterprise architect', 'Technical architect', 'Copier paper' stay IT
const HEAD_OBJECTS = new Set([
  'monitor',
  'tablet',
  'tape',
  'blade',
  'console',
  'architect',
  'architecture',
  'paper',
  'solution',
]);
/** Goods no IT purchase is, that such words commonly qualify ('storage tanks', 'mobile trailer', 'storage heaters'). */
const NON_IT_GOODS = new Set([
  // clinical devices are a hospital's medical equipment, not IT ('Patient monitors', 'Heart rate monitors')
  'patient',
  'medical',
  'heart',
  'boiler',
  'lift',
  'elevator',
  'hvac',
  'heating',
  'tank',
  'oil',
  'cabinet',
  'moving',
  'removal',
  'trailer',
  'bridge',
  'crane',
  'heater',
  'shelving',
  'locker',
  'laboratory',
  'lab',
  'vessel',
  'boat',
  'aircraft',
  'kitchen',
  'toilet',
  'clinic',
  'library',
  // a chemist's solutions: a liquid, not a system ('Contact lens solution' — 'lens' singularised —, 'Disinfectant
  // solution')
  'len',
  'disinfectant',
  'chemical',
  // session 7 (30k): a site's electrical gear, clinical and plant equipment, vehicles' parts, a building's doors, freight
  'breaker',
  'breakers',
  'defibrillator',
  'incinerator',
  'snowplow',
  'plow',
  'mower',
  'door',
  'doors',
  'glazing',
  'shipping',
  'freight',
  // session 8: pest control, music, a café's coffee, an electricity substation
  'trap',
  'piano',
  'lesson',
  'coffee',
  'substation',
  'switchgear',
]);
/**
 * Words of IT devices the knowledge base has no phrase for, which keep such an object word IT ('LCD monitors', 'dual
 * monitors', 'ruggedised tablets', 'storage subsystem', 'desktop magnifiers' for the visually impaired, 'DLT tapes').
 */
const IT_OBJECT_QUALIFIERS = new Set([
  'touchscreen',
  'touch',
  'widescreen',
  'ultrawide',
  'curved',
  'lcd',
  'led',
  'oled',
  'hd',
  'uhd',
  'dual',
  'ruggedized',
  'ruggedised',
  'subsystem',
  'enclosure',
  'magnifier',
  'braille',
  'assistive',
  'accessible',
  'booster',
  'repeater',
  // tape formats, screens and readers the tables do not name ('DLT tapes', 'gaming monitors', 'Kindle tablets')
  'dlt',
  'dat',
  'ait',
  'gaming',
  'kindle',
  'vmotion',
]);
let itWords: Set<string> | undefined;
/**
 * Rule (issue 30, procurement lines): a line whose only IT evidence is such object words (and words that are IT only
 * beside another IT word), one of which qualifies or is qualified by another subject, names that subject, not an IT
 * purchase: the line is left Unclassified and the reason names the subject. The other subject is a word the line's
 * evidence and cost words leave unexplained and that no knowledge-base phrase has ('aerosol', 'meat', 'braid'), or a
 * good no IT purchase is (`NON_IT_GOODS`, `NON_IT_SUBJECTS`). Any product, vendor, other IT term or explained
 * neighbour ('mobile handsets', 'computer monitors', 'Dell monitors', 'tape library') keeps the line IT. Run after the
 * cost cues have marked their words.
 */
export function qualifiedObject(
  tokens: readonly string[],
  ev: Evidence[],
  explained: Uint8Array,
): { words: string[]; subject: string } | undefined {
  // an object word the product classification also lists ('console') is as ambiguous as any other
  const ambiguous = (e: Evidence) =>
    e.kind === 'term' &&
    !e.charge &&
    (MODIFIER_OBJECTS.has(e.text) ||
      HEAD_OBJECTS.has(e.text) ||
      GOOD_QUALIFIED_OBJECTS.has(e.text) ||
      (!e.commodity && IT_ONLY_BESIDE_IT.has(e.text)));
  // a maker's name beside the object word is no more IT than the object: Philips and GE make patient monitors too
  // ('Patient monitors' paid to Philips); it only keeps the line from losing a model name it does not know
  const maker = ev.some((e) => e.kind === 'vendor');
  if (!ev.some(ambiguous) || !ev.every((e) => ambiguous(e) || e.kind === 'vendor'))
    return undefined;
  itWords ??= knowledgeWords();
  const nonItGood = (w: string) => NON_IT_GOODS.has(w) || NON_IT_SUBJECTS.has(w);
  // a word nothing on the line explains and no knowledge-base phrase has (a plural the normaliser keeps, 'arrays', is
  // the knowledge base's singular)
  const unknown = (w: string, at: number) =>
    !explained[at] &&
    !/\d/.test(w) &&
    !itWords!.has(w) &&
    !itWords!.has(w.replace(/s$/, '')) &&
    !IT_OBJECT_QUALIFIERS.has(w);
  let subject: string | undefined;
  for (let i = 0; i < tokens.length && !subject; i++) {
    const t = tokens[i]!;
    // a modifier that ends the line qualifies nothing after it: a good before it is its subject ('oil storage')
    const last = MODIFIER_OBJECTS.has(t) && i === tokens.length - 1;
    const at = MODIFIER_OBJECTS.has(t) && !last ? i + 1 : HEAD_OBJECTS.has(t) || last ? i - 1 : -1;
    const w = tokens[at];
    if (w && (nonItGood(w) || (!last && !maker && unknown(w, at)))) subject = w;
  }
  // a good or subject no IT purchase has anywhere on the line is what the object words describe ('Electrical test
  // console', 'Mobile small arms incinerator', 'Gas dispensing systems, fixed or mobile')
  // ('Patient monitors' paid to Philips needs the neighbour: a maker's name and an object word are a product here)
  const objectWords = new Set(ev.map((e) => e.text));
  if (!maker) subject ??= tokens.find((t) => nonItGood(t) && !objectWords.has(t));
  if (!subject) return undefined;
  const words = [...new Set(ev.map((e) => (e.kind === 'vendor' ? (e.vendor ?? e.text) : e.text)))];
  ev.length = 0;
  return { words, subject };
}

/** Cost natures of work, a licence or support bought: beside them a ledger's 'tech' is the IT department's. */
const TECH_WORK_NATURES: readonly Nature[] = [
  'consulting',
  'managed',
  'contractor',
  'maintenance',
  'license',
  'subscription',
];
/** The words a ledger names the IT department's spend by ('ICT', and those `itAcronym` reads): IT, not which kind. */
export const DEPARTMENT_WORDS: ReadonlySet<string> = new Set([
  'ict',
  'it',
  'computing',
  'tech',
  'technology',
]);
/**
 * Rule (issue 30, GL lines): a ledger's 'IT' is the department's name for its spend, as 'ICT' is ('IT Contractors',
 * 'IT Maintenance', 'Professional Services - IT', 'IT Costs'). On a line nothing else places, the word 'it' that
 * stands alone or beside a stated cost word (a pronoun rarely does, in a cost line) votes as 'ict' does: weakly, for
 * IT Management, so the line is answered at low confidence, its pool from the cost word, for review. So does
 * 'computing', the word of the ledger heading for IT and telephony spend ('Communications and computing', SeRCOP's
 * heading in every English council's ledger; 'Computing costs'), on a line nothing else places: a vendor or an IT term
 * beside it says more, and decides.
 */
export function itAcronym(
  tokens: readonly string[],
  kb: Knowledge,
  ev: readonly Evidence[],
  nat: NatureScores,
): Evidence[] {
  if (ev.length) return [];
  const word = tokens.includes('computing')
    ? 'computing'
    : tokens.includes('it') && (tokens.length === 1 || nat.size)
      ? 'it'
      : // a ledger's 'Tech support', 'Consulting - Technology': the department's other name, beside a cost word
        // (a service, licence or support bought: 'Food technology equipment' is a school's kitchen)
        TECH_WORK_NATURES.some((n) => nat.has(n)) &&
          !tokens.some((t) => NON_IT_SUBJECTS.has(t) || NON_IT_GOODS.has(t))
        ? tokens.find((t) => t === 'tech' || t === 'technology')
        : undefined;
  if (!word) return [];
  const ict = matchPhrases(['ict'], kb.lexIndex)[0]?.value;
  if (!ict) return [];
  // the heading alone, no cost word beside it, is what a council books its computer purchases to: goods on the desk
  // (where a hardware maker's unknown product sits), the likeliest reading but still assumed (a 'default' pool, so its
  // confidence stays a guess's: 'Communications and computing' paid to Royal Mail is no spend covered at the Cost Pool)
  const goods = word === 'computing' && !nat.size;
  if (goods) addNature(nat, KIND_NATURE.hw[0], EVIDENCE.peopleDefault, '', 'default');
  return [
    {
      text: word,
      kind: 'term',
      subTower: goods ? MAKER_SUBTOWER.hw : ict.subTower,
      category: goods ? subTower(MAKER_SUBTOWER.hw).solutionCode : ict.category,
      weight: ict.weight,
      ...(goods ? { asset: 'hw' as const } : {}),
    },
  ];
}

/** Cost words that name a cloud service bought, and where such spend most likely sits (IaaS on servers, SaaS an application). */
const CLOUD_SERVICE_CUES: ReadonlyMap<string, string> = new Map([
  // session 6 (30i): a bare 'cloud' is a cloud service bought too ('Cloud technology', 'Cloud migration')
  ['cloud', 'CP_SRV'],
  ['cloud service', 'CP_SRV'],
  ['cloud hosting', 'CP_SRV'],
  ['cloud subscription', 'CP_SRV'],
  ['subscription cloud', 'CP_SRV'],
  ['infrastructure as service', 'CP_SRV'],
  ['platform as service', 'CP_SRV'],
  ['software as service', 'AP_BS'],
]);
/**
 * Rule (issue 30, Deliver 4): a line whose only words are a cloud service bought ('Cloud Services', 'SaaS
 * subscriptions', 'IaaS') has IT evidence though no product: its pool is plain (Outside Services / Cloud Service
 * Providers) and its likeliest tower a weak guess, for review — never Unclassified.
 */
export function cloudServiceWords(
  tokens: readonly string[],
  ev: readonly Evidence[],
  nat: NatureScores,
): Evidence[] {
  if (ev.length) return [];
  const cue = nat.get('cloud')?.cues.find((c) => CLOUD_SERVICE_CUES.has(c));
  if (!cue) return [];
  // a bare 'cloud' beside another trade's subject is a name ('Cloud Nine catering')
  if (cue === 'cloud' && tokens.some((t) => NON_IT_SUBJECTS.has(t) || NON_IT_GOODS.has(t)))
    return [];
  const st = CLOUD_SERVICE_CUES.get(cue)!;
  return [
    {
      text: cue,
      kind: 'term',
      subTower: st,
      category: subTower(st).solutionCode,
      weight: WEIGHTS.weak,
    },
  ];
}

/** Where an unknown product of a known maker most likely sits: a hardware maker's on the desk, a software maker's an application. */
export const MAKER_SUBTOWER = { hw: 'EU_WS', sw: 'AP_BS' } as const;
/**
 * Rule (issue 30, the broad maker table): a line that names no product, vendor or IT term but opens with the name of
 * a maker the public lists know ('Zyxel NWA50AX', 'Netgear GS108'; data/kb/vendors.generated.ts) bought that maker's
 * hardware or software: a weak vote (`WEIGHTS.weak`) for the likeliest sub-tower of that kind (`MAKER_SUBTOWER`), so
 * the line is answered at least as Hardware or Software, at low confidence, for review. Only at the line's start,
 * where a maker's name stands before its product's, and only where nothing else is recognised.
 */
export function knownMaker(
  tokens: readonly string[],
  kb: Knowledge,
  ev: readonly Evidence[],
): Evidence[] {
  if (ev.length || !tokens.length) return [];
  const m = matchPhrases(tokens, kb.makerIndex).find((x) => x.start === 0);
  if (!m) return [];
  const st = MAKER_SUBTOWER[m.value.kind];
  return [
    {
      text: tokens.slice(m.start, m.end).join(' '),
      kind: 'vendor',
      subTower: st,
      category: subTower(st).solutionCode,
      weight: WEIGHTS.weak,
      asset: m.value.kind,
      vendor: m.value.name,
    },
  ];
}

/** Words by which a licence is not a software licence ('premises licence', 'TV licence', 'taxi licence'). */
const OTHER_LICENCE_WORDS = new Set([
  'premise',
  'premises',
  'tv',
  'television',
  'driving',
  'driver',
  'taxi',
  'hackney',
  'alcohol',
  'liquor',
  'music',
  'entertainment',
  'gaming',
  'gambling',
  'lottery',
  'trading',
  'vehicle',
  'operator',
  'fishing',
  'firearm',
  'dog',
  'animal',
  'marriage',
  'scaffold',
  'skip',
  'planning',
  // a copyright licence (the CLA's, music's) and a radio licence (spectrum, a broadcast) are no software's
  'copyright',
  'performing',
  'radio',
  // a small business's chart of accounts: 'Licenses & Permits' are the city's and the state's
  'permit',
  'permits',
]);
/** A support-and-maintenance contract: what a software supplier bills yearly ('Annual support and maintenance'). */
const SOFTWARE_UPKEEP_CUES = new Set(['support maintenance', 'maintenance support']);
/**
 * Rule (issue 30, answer what is known): a line that names no product, vendor or IT term but pays a licence fee,
 * renews a support-and-maintenance contract (session 6, 30i), maintains or supports a management system it names
 * (session 7, 30l) or books an intangible asset ('Annual Licence Fee for 12 months', 'Intangible Assets', 'Additional Licence Fees') has
 * bought software: its pool is plain (Software / Licensing, Software / Depreciation & Amortization), its tower is not.
 * It gets a weak vote (`WEIGHTS.weak`, below `EVIDENCE.weakBelow`) for Application / Business Software, the
 * likeliest tower of software a line does not name, so that it is answered at low confidence and flagged for review.
 * A licence of something else ('premises licence', 'TV licence') says nothing of software.
 */
export function unnamedSoftware(
  tokens: readonly string[],
  nat: NatureScores,
  ev: readonly Evidence[],
): Evidence[] {
  if (ev.length) return [];
  // session 7 (30l): the upkeep of a management system the line names ('Support for the estates management system',
  // 'O&M of the case tracking management system') is software upkeep, as a support-and-maintenance contract is
  const namedSystem = tokens.some((t, i) => t === 'management' && tokens[i + 1] === 'system');
  const upkeep = namedSystem
    ? (nat.get('maintenance') ?? nat.get('managed'))?.cues.find((c) => c !== 'service')
    : undefined;
  const cue =
    nat.get('license')?.cues.find((c) => /^licen[cs]/.test(c)) ??
    nat.get('amortization')?.cues.find((c) => c.startsWith('intangible')) ??
    nat.get('maintenance')?.cues.find((c) => SOFTWARE_UPKEEP_CUES.has(c)) ??
    upkeep;
  // the words of another trade's licence are the licence's ('Licenses & Permits'), not a management system's ('O&M of
  // the permits management system')
  if (!cue || (cue !== upkeep && tokens.some((t) => OTHER_LICENCE_WORDS.has(t)))) return [];
  // a building's plant has support and maintenance contracts too ('Support and maintenance of boilers'), other
  // trades have management systems ('Waste management system maintenance') and licences ('Waste carrier licence')
  if (tokens.some((t) => NON_IT_GOODS.has(t) || NON_IT_SUBJECTS.has(t))) return [];
  return [
    {
      text: cue === upkeep ? 'management system' : cue,
      kind: 'term',
      subTower: 'AP_BS',
      category: subTower('AP_BS').solutionCode,
      weight: WEIGHTS.weak,
      asset: 'sw',
    },
  ];
}

/**
 * The line's own word for what was bought ('software', 'computer equipment', a carrier service) names goods, not
 * work: a goods cost word is stated ('maintenance', 'licence', 'purchase'), or no work is (no labour cost word, no
 * development or support words: 'Computer Software' paid to an IT services firm is software, 'Software development'
 * from it is work).
 */
function namesGoodsBought(
  tokens: readonly string[],
  nat: ReadonlyMap<Nature, { score: number }>,
  asset: AssetKind,
  inName: Uint8Array,
): boolean {
  if (asset === 'tel' || statesGoods(nat)) return true;
  // words of a supplier's name ('Tata Consultancy Services') say nothing of what this line bought
  return (
    !statesWorkBought(nat) &&
    !tokens.some((t, i) => !inName[i] && (DEV_WORDS.has(t) || WORK_WORDS.has(t)))
  );
}

/** Cost natures of goods bought (a product's purchase, licence, upkeep or write-down), not of work or a service. */
const GOODS_NATURES = new Set<Nature>([
  'maintenance',
  'license',
  'subscription',
  'purchase',
  'expense',
  'renewal',
  'depreciation',
  'amortization',
  'lease',
]);
/** The strongest stated cost nature is one of goods ('maintenance', 'licence', 'purchase', 'supplies'). */
export function statesGoods(nat: ReadonlyMap<Nature, { score: number }>): boolean {
  let best: Nature | undefined;
  let bestScore = 0;
  for (const [n, v] of nat) if (v.score > bestScore) [best, bestScore] = [n, v.score];
  return !!best && GOODS_NATURES.has(best);
}

/** Sub-towers a carrier bills, and the words of a carrier's service and of equipment bought. */
const CARRIER_SUBTOWERS = new Set(['NW_VOI', 'NW_TR', 'EU_MOB']);
const CARRIER_SERVICE_WORDS = new Set([
  'line',
  'telephony',
  'call',
  'rental',
  'broadband',
  'internet',
  'airtime',
  'cellular',
  'landline',
  'circuit',
  'minute',
  'usage',
  'roaming',
  'telecom',
  // procurement catalogues' wording ('Data transmission services', 'Mobile-telephone services')
  'transmission',
  'service',
]);
const EQUIPMENT_WORDS = new Set([
  'equipment',
  'handset',
  'device',
  'hardware',
  'system',
  'pbx',
  'supply',
  'supplies',
  'maintenance',
  'phone',
  'telephone',
]);
/** Connectivity a provider sells as a service, and the work on a LAN that is not ('WiFi survey', 'cabling install'). */
const ACCESS_SERVICE_WORDS = new Set(['wifi', 'cable', 'hotspot', 'wireless']);
/** Words by which 'network services' are work bought, not a provider's network ('Network support services'). */
const NETWORK_WORK_WORDS = new Set([
  'support',
  'managed',
  'consulting',
  'professional',
  'maintenance',
  'security',
]);
const LAN_WORK_WORDS = new Set([
  'survey',
  'install',
  'installation',
  'design',
  'cabling',
  'repair',
]);
/** The words of a ledger account naming telephones only ('Telephones', 'Mobile Phones', 'Voice Telephone Mobile'). */
const INSTRUMENT_ACCOUNT_WORDS = new Set([
  // the ledger's word for the account itself ('Telephone Expense', 'Mobile Phone Costs')
  'expense',
  'cost',
  'telephone',
  'phone',
  'mobile',
  'voice',
  'fixed',
  'fax',
  'facsimile',
  'machine',
  'cell',
  'cellphone',
  // a ledger's 'Internet & Telephone' is the bills of both
  'internet',
  'broadband',
  // what staff are paid back for their own phone is its bill ('Cell Phone Reimbursement', 'Cell phone stipend')
  'reimbursement',
  'stipend',
]);
/**
 * The instruments themselves: an account of nothing but 'Fixed' or 'Voice' names none. A ledger's 'Mobiles' or 'Mobile
 * Costs' is the mobile phones' bill, as its 'Mobile Telephones' is.
 */
const INSTRUMENT_NOUNS = new Set(['telephone', 'phone', 'cellphone', 'fax', 'facsimile', 'mobile']);
/**
 * Rule (issue 30): a carrier service — phone or mobile lines, calls, line rentals, broadband, internet access,
 * circuits — is Telecom, whatever the tower (Network or End User); a line naming equipment bought is not.
 * 'phone' and 'telephone' beside other words name the instrument ('Mobile phone handsets', 'Telephone equipment'),
 * so they count as equipment unless a service word follows them ('phone lines', 'telephone calls'); a line of nothing
 * but such words is a ledger account ('Telephones', 'Mobile Telephones', 'Telephones & Fax Machines': session 4,
 * the dev half labels it telephony), whose spend is the service.
 */
export function isCarrierService(
  tokens: readonly string[],
  top: TowerCandidate | undefined,
  vendorName?: Uint8Array,
): boolean {
  if (!top) return false;
  // a ledger account that names only the instrument ('Telephones', 'Mobile Telephones', 'Voice Telephone Mobile
  // Costs') is the telephony expense booked to it, not handsets bought — whoever the vendor column names beside it
  // ('Mobile Phones' paid to EE; 'Telephones' paid to a software house, whose name places the tower, not the cost)
  const own = tokens.filter((_, i) => !vendorName?.[i]);
  if (
    own.length &&
    own.every((t) => INSTRUMENT_ACCOUNT_WORDS.has(t)) &&
    own.some((t) => INSTRUMENT_NOUNS.has(t))
  )
    return true;
  // Wi-Fi or cable bought as a service ('Cable and WiFi service') is a provider's connectivity, not LAN gear, and so
  // are bare 'network services' (a provider's data network: 'WAN network services') unless the line says the work is
  // support, managed, consulting or installation; a line naming equipment is neither
  if (top.subTower === 'NW_LAN')
    return (
      (tokens.some((t) => ACCESS_SERVICE_WORDS.has(t)) ||
        // a wide-area network with no equipment or work named ('WAN', 'Wide Area Network' as a ledger account, 'WAN
        // charges') is the carrier's circuits it is billed for
        (namesWan(tokens) &&
          !hasEquipmentNoun(tokens) &&
          !tokens.some((t) => NETWORK_WORK_WORDS.has(t) || t === 'optimization')) ||
        (tokens.some((t, i) => t === 'network' && tokens[i + 1] === 'service') &&
          !tokens.some((t) => NETWORK_WORK_WORDS.has(t)))) &&
      (tokens.includes('service') || namesWan(tokens)) &&
      !tokens.some((t) => EQUIPMENT_WORDS.has(t) || LAN_WORK_WORDS.has(t))
    );
  if (!CARRIER_SUBTOWERS.has(top.subTower)) return false;
  const service = tokens.some((t) => CARRIER_SERVICE_WORDS.has(t));
  if (!service) return false;
  return !tokens.some(
    (t, i) =>
      EQUIPMENT_WORDS.has(t) &&
      !((t === 'phone' || t === 'telephone') && CARRIER_SERVICE_WORDS.has(tokens[i + 1] ?? '')),
  );
}

const namesWan = (tokens: readonly string[]) =>
  tokens.some((t, i) => t === 'wan' || (t === 'wide' && tokens[i + 1] === 'area'));

/** Words by which a line says the work was bought as a service ('help desk support', 'O&M support services'). */
const BOUGHT_WORK = new Set([
  'support',
  'service',
  'operation',
  'contract',
  'contracted',
  'outsourced',
]);

/** Nouns naming a thing bought, not work ('Privacy solution', 'Tracking system', 'Planning tool'). */
const PRODUCT_NOUNS = new Set([
  'solution',
  'system',
  'tool',
  'software',
  'package',
  'suite',
  'module',
]);
/** Words naming people or their work (a people line stays payroll). */
const PEOPLE_WORDS = new Set([
  'staff',
  'team',
  'salary',
  'consultant',
  'contractor',
  'manager',
  'lead',
  'officer',
  'coordinator',
  'head',
]);
/** Job titles: a line naming one pays for a person's work ('Network analyst', 'System administrators level 2'). */
const ROLE_NOUNS = new Set([
  'analyst',
  'administrator',
  'architect',
  'specialist',
  'developer',
  'programmer',
  'engineer',
  'technician',
  'tester',
  'modeller',
  'modeler',
  'dba',
]);
/** Equipment nouns that name a role's domain when a job title follows them ('server administrator'). */
const ROLE_DOMAINS = new Set(['server', 'storage', 'firewall', 'desktop', 'mainframe']);
/**
 * Rule (issue 30, contracted roles): a line that names a job title and no goods, purchase, licence or lease pays for
 * a person's work, whatever tower the role's domain names ('Network analyst' is people on the Network tower, not
 * network equipment bought): payroll when nothing says it was bought, a contracted service or contractor when the
 * line says so ('TBIPS', 'professional services', 'support services').
 */
export function namesRole(tokens: readonly string[], nat: ReadonlyMap<Nature, unknown>): boolean {
  return (
    tokens.some((t) => ROLE_NOUNS.has(t)) &&
    // a domain just before a job title is the role's ('Server administrators', 'Firewall engineer'), not goods bought
    !tokens.some(
      (t, i) =>
        EQUIPMENT_NOUNS.has(t) && !(ROLE_DOMAINS.has(t) && ROLE_NOUNS.has(tokens[i + 1] ?? '')),
    ) &&
    !tokens.includes('software') &&
    !BOUGHT_GOODS_NATURES.some((n) => nat.has(n))
  );
}
/**
 * Rule (issue 30): a job title beside a product, outside the product's own name, is a person working on it
 * ('ServiceNow developer', 'Power BI developer', 'Oracle DBA'): the product places the tower, the role the pool
 * (payroll, or a contracted service when the line says it was bought), not the product's licence or subscription. A
 * product named for a role ('OpenText Enterprise Developer') is the product.
 */
function roleOnProduct(
  tokens: readonly string[],
  marks: WordMarks,
  ev: readonly Evidence[],
  nat: ReadonlyMap<Nature, unknown>,
): boolean {
  if (!ev.some((e) => e.vendor !== undefined)) return false;
  // the normaliser folds 'administration' into 'administrator': beside a product it is as often the product's own
  // function ('Visual Lease - store lease administration') as a person, unless an IT domain names whose ('Oracle DBA')
  const own = tokens.filter(
    (t, i) =>
      !marks.vendorName[i] &&
      (t !== 'administrator' || ADMINISTERED_DOMAINS.has(tokens[i - 1] ?? '')),
  );
  return namesRole(own, nat);
}
/** IT domains whose administrator is a person's job ('database administrator', the normaliser's 'DBA'). */
const ADMINISTERED_DOMAINS = new Set(['database', 'system', 'network', 'server', 'platform']);
const BOUGHT_GOODS_NATURES: readonly Nature[] = [
  'purchase',
  'license',
  'subscription',
  'lease',
  'depreciation',
  'amortization',
  'cloud',
  'telecom',
];

/**
 * Rule (issue 30, GL lines): a line whose only named evidence is a vendor of products (no product named) and whose
 * only cost word is 'services' ('ICT Services', 'IT Services' paid to Civica or Northgate) bought that vendor's work —
 * implementation, hosting, support — not a licence or a box: the word is weak alone, but no product stands against it.
 */
function boughtVendorsWork(
  nat: NatureScores,
  ev: readonly Evidence[],
  asset: AssetKind,
  explicit: number,
): boolean {
  if (explicit >= EVIDENCE.weakBelow || (asset !== 'sw' && asset !== 'hw')) return false;
  if (!ev.some((e) => e.kind === 'vendor') || ev.some((e) => e.kind === 'product')) return false;
  const stated = [...nat.values()].filter((n) => n.source === 'cue');
  return (
    stated.length > 0 &&
    stated.every((n) => n.cues.length > 0 && n.cues.every((c) => c === 'service'))
  );
}

/**
 * Rule: what the kind of purchase implies when no cost word says enough — payroll for an unnamed people line,
 * the kind's usual nature otherwise, and a strong say for a named supplier that states the nature itself.
 * Explicit cost-type words beat what the product kind implies (except support programmes).
 */
export function addImpliedNature(
  nat: NatureScores,
  ev: readonly Evidence[],
  top: TowerCandidate | undefined,
  asset: AssetKind,
  tokens: readonly string[] = [],
  workOnProduct = false,
): void {
  const explicit = Math.max(0, ...[...nat.values()].map((n) => n.score));
  const implied = KIND_NATURE[asset];
  const named = ev.some((e) => e.kind !== 'term' && e.asset !== 'staff');
  const labourOnly =
    (!!top && (LABOUR_SUBTOWERS.has(top.subTower) || namesRole(tokens, nat)) && !named) ||
    workOnProduct;
  if (labourOnly) {
    // in a people line, a bare 'support'/'service' describes the work, not a support contract
    const m = nat.get('maintenance');
    if (m && m.cues.every((c) => c === 'support' || c === 'service')) nat.delete('maintenance');
    const rest = Math.max(0, ...[...nat.values()].map((n) => n.score));
    // issue 30: work the line says was bought ('TIER II HELP DESK SUPPORT', 'O&M support services') is a contracted
    // service, never Internal Labor; a people line with no such word keeps the payroll default
    if (rest < EVIDENCE.weakBelow)
      if (tokens.some((t) => BOUGHT_WORK.has(t)))
        addNature(nat, 'managed', EVIDENCE.peopleDefault, '', 'default');
      // issue 30 (30e): a line naming a thing bought — a solution, a system, a tool — and no job title is a product,
      // never payroll ('Privacy solution', 'Resource management information system')
      else if (
        tokens.some((t) => PRODUCT_NOUNS.has(t)) &&
        !tokens.some((t) => ROLE_NOUNS.has(t) || PEOPLE_WORDS.has(t))
      )
        addNature(nat, 'license', EVIDENCE.peopleDefault, '', 'default');
      else addNature(nat, 'payroll', EVIDENCE.peopleDefault, '', 'default');
  } else if (boughtVendorsWork(nat, ev, asset, explicit))
    // issue 30 (30h): 'ICT Services' paid to a software house bought the firm's work, not its product: the vendor's
    // kind places the tower, the account's own word the pool
    addNature(nat, 'managed', implied[1], '', 'implied');
  else if (explicit < EVIDENCE.weakBelow || implied[0] === 'maintenance')
    addNature(nat, implied[0], implied[1], '', 'implied');
  else if (
    SUPPLIER_KINDS.has(asset) &&
    ev.some((e) => e.asset === asset && e.kind !== 'term') &&
    !statesWorkBought(nat) &&
    !statesExpense(nat)
  )
    // who the supplier is says a lot
    addNature(
      nat,
      implied[0],
      asset === 'svc' ? EVIDENCE.serviceSupplierStates : EVIDENCE.supplierStates,
      '',
      'implied',
    );
}

/** Rule: each nature × the asset kind → a sub-pool; natures landing on one sub-pool add up. */
export function rankPools(nat: NatureScores, asset: AssetKind): PoolCandidate[] {
  const pools: PoolCandidate[] = [...nat.entries()]
    .map(([n, v]) => ({
      subPool: subPoolFor(n, asset),
      nature: n,
      score: v.score,
      cues: v.cues,
      source: v.source,
    }))
    .sort((a, b) => b.score - a.score);
  const merged = new Map<string, number>();
  for (const p of pools) merged.set(p.subPool, (merged.get(p.subPool) ?? 0) + p.score);
  pools.sort((a, b) => merged.get(b.subPool)! - merged.get(a.subPool)! || b.score - a.score);
  return pools;
}

/**
 * Rule: labour or services bought for business software are application support, or development when development
 * words are present ('SAP consulting', 'Workday developer'). Returns the re-ranked sub-towers, or undefined.
 */
export function applicationWork(
  tokens: readonly string[],
  towerMap: Map<string, TowerCandidate>,
  top: TowerCandidate | undefined,
  pools: readonly PoolCandidate[],
): TowerCandidate[] | undefined {
  const topNature = pools[0]?.nature;
  if (
    !top ||
    top.subTower !== 'AP_BS' ||
    !topNature ||
    !LABOUR_NATURES.has(topNature) ||
    pools[0]!.source !== 'cue' ||
    pools[0]!.score < EVIDENCE.statedFrom
  )
    return undefined;
  const dest = tokens.some((t) => DEV_WORDS.has(t)) ? 'AP_DEV' : 'AP_SUP';
  const t = towerMap.get(dest);
  const bump = top.score + EVIDENCE.applicationWorkLead;
  if (t) t.score = Math.max(t.score, bump);
  else
    towerMap.set(dest, {
      subTower: dest,
      score: bump,
      category: subTower(dest).solutionCode,
      evidence: [...top.evidence],
    });
  const towers = [...towerMap.values()].sort(byScoreThenNamed);
  const moved = towers[0]!;
  moved.category = subTower(moved.subTower).solutionCode;
  return towers;
}

/** The top score's share of the top two, with `STRENGTH.margin` so that a lone vote is not certainty. */
const share = (top: number, second: number) => top / (top + second + STRENGTH.margin);

/** Raw strengths 0..1 per layer: evidence strength times the margin over the runner-up (calibrated later). */
export function rawStrengths(
  towers: readonly TowerCandidate[],
  pools: readonly PoolCandidate[],
  finCertainty: number,
): Pick<Scored, 'rawSubTower' | 'rawTower' | 'rawPool' | 'rawCategory' | 'rawOverall'> {
  const s1 = towers[0]?.score ?? 0;
  const s2 = towers[1]?.score ?? 0;
  const rawSubTower = s1 <= 0 ? 0 : share(s1, s2) * Math.min(1, s1 / STRENGTH.fullTower);
  const byTower = new Map<string, number>();
  for (const t of towers) {
    const tc = SUB_TOWERS.get(t.subTower)!.towerCode;
    byTower.set(tc, (byTower.get(tc) ?? 0) + t.score);
  }
  const tw = [...byTower.values()].sort((a, b) => b - a);
  const t1 = tw[0] ?? 0;
  const t2 = tw[1] ?? 0;
  const rawTower = t1 <= 0 ? 0 : share(t1, t2) * Math.min(1, t1 / STRENGTH.fullTower);
  // pools: merge natures mapping to the same sub-pool
  const poolScore = new Map<string, number>();
  for (const p of pools) poolScore.set(p.subPool, (poolScore.get(p.subPool) ?? 0) + p.score);
  const ps = [...poolScore.values()].sort((a, b) => b - a);
  const p1 = ps[0] ?? 0;
  const p2 = ps[1] ?? 0;
  const rawPool = share(p1, p2) * Math.min(1, p1 / STRENGTH.fullPool) * finCertainty;
  const catVotes = towers[0]?.evidence.length ?? 0;
  const rawCategory = s1 <= 0 ? 0 : rawSubTower * (catVotes > 0 ? 1 : STRENGTH.categoryWithoutVote);
  const topNamed = towers[0]?.evidence.some((e) => e.kind === 'product') ?? false;
  let rawOverall = rawSubTower * rawPool;
  if (!topNamed) rawOverall *= STRENGTH.overallUnnamed;
  return { rawSubTower, rawTower, rawPool, rawCategory, rawOverall };
}

/** Words that name goods whose support a 'support services' line may be buying ('Software support services'). */
const SUPPORTED_GOODS_WORDS = new Set([
  'software',
  'hardware',
  'equipment',
  'license',
  'subscription',
  'maintenance',
  'warranty',
]);
/**
 * Rule (issue 30, contracted services): 'support services' for an IT domain with no product, maker or goods named
 * ('Security support services', 'Network support services') is work bought from a supplier — a contracted service
 * (Outside Services) — not a vendor's support programme for something bought ('Oracle support services' stays Software
 * / Maintenance & Support). Moves the bare 'support' maintenance cue to the managed-service nature.
 */
export function supportWorkBought(
  tokens: readonly string[],
  ev: readonly Evidence[],
  nat: NatureScores,
): void {
  const m = nat.get('maintenance');
  if (
    !m ||
    !m.cues.every((c) => c === 'support' || c === 'service') ||
    ev.some((e) => e.kind !== 'term') ||
    !tokens.some((t, i) => t === 'support' && tokens[i + 1] === 'service') ||
    tokens.some((t) => SUPPORTED_GOODS_WORDS.has(t))
  )
    return;
  nat.delete('maintenance');
  addNature(nat, 'managed', m.score, 'support service', 'cue');
}

/** What a department's word weighs beside other IT evidence: it still says the line is IT. */
const DEPARTMENT_BESIDE = 0.05;
/**
 * Rule (issue 30, GL lines): a department's word ('ICT Licences') says the line is IT, not which kind: beside a vendor,
 * a product or another IT term it yields the tower to them ('ICT Licences' paid to Microsoft is Microsoft's software,
 * not IT Management).
 */
function departmentWordsYield(ev: Evidence[]): void {
  if (ev.every((e) => DEPARTMENT_WORDS.has(e.text))) return;
  for (const e of ev)
    if (DEPARTMENT_WORDS.has(e.text)) e.weight = Math.min(e.weight, DEPARTMENT_BESIDE);
}

/** Scores one normalised line: the rules above, in order. */
export function scoreLine(
  tokens: string[],
  kb: Knowledge,
  knownWord: (w: string) => boolean = () => true,
): Scored {
  const marks = wordMarks(tokens);
  const ev = [
    ...productEvidence(tokens, kb, marks),
    ...vendorEvidence(tokens, kb, marks),
    ...lexiconEvidence(tokens, kb, marks),
  ];
  const firmSellsWork = companyTrade(tokens, ev, knownWord);
  settleProductVotes(ev);
  dropChargeSpelledVendors(ev);

  const nat = statedNatures(tokens, kb, marks);
  const setAside = nonItSubject(tokens, ev) ?? qualifiedObject(tokens, ev, marks.explained);
  ev.push(...itAcronym(tokens, kb, ev, nat));
  ev.push(...cloudServiceWords(tokens, ev, nat));
  ev.push(...knownMaker(tokens, kb, ev));
  ev.push(...unnamedSoftware(tokens, nat, ev));
  supportWorkBought(tokens, ev, nat);
  departmentWordsYield(ev);
  if (isInternalCharge(nat)) reassignDepartmentWords(ev);
  dropDomainPayroll(nat, ev);
  dropPlaceWords(nat, ev);

  const ranked = rankSubTowers(tokens, ev);
  let towers = ranked.towers;
  const top = towers[0];
  let { asset, assetFrom } = telecomGoods(
    tokens,
    nat,
    assetKindOf(tokens, ev, top, nat, marks.productTokens, marks.vendorName),
  );
  // an IT services firm's name alone ('Northway IT Solutions', 'Northway Computer Services') bought the firm's work
  if (firmSellsWork && !statesGoods(nat)) {
    asset = 'svc';
    assetFrom = 'word';
    addNature(nat, 'managed', EVIDENCE.statedFrom, '', 'implied');
  }
  // (how the kind is known stays: one weak word says it, so the pool's confidence stays what a guess earns)
  if (functionBoughtAsService(tokens, ev, nat, asset, assetFrom)) asset = 'svc';
  goodsExpense(nat, asset, assetFrom);
  siteRelocation(nat, tokens);
  dropResourceManaged(nat, asset, assetFrom);
  // a carrier's line rental is the service, not a leased asset ('Telephone Rental and Calls')
  const lease = nat.get('lease');
  if (asset === 'tel' && lease?.cues.every((c) => c === 'rental' || c === 'rentals'))
    nat.delete('lease');
  // on a carrier's bill 'cable' is the cable service ('Cable and WiFi service'), not cable bought
  const bought = nat.get('purchase');
  if (asset === 'tel' && bought?.cues.every((c) => c === 'cable')) nat.delete('purchase');
  // a carrier service booked under 'Utilities' is that utility ('Utilities:Internet'), not power or premises
  const utility = nat.get('facility');
  if (asset === 'tel' && utility?.cues.every((c) => c === 'utilities' || c === 'utility'))
    nat.delete('facility');
  addImpliedNature(nat, ev, top, asset, tokens, roleOnProduct(tokens, marks, ev, nat));
  const pools = rankPools(nat, asset);
  towers = applicationWork(tokens, ranked.towerMap, top, pools) ?? towers;

  // a carrier bill for mobile devices is connectivity (the plan), not the client device
  if (towers[0]?.subTower === 'EU_MOB' && pools[0]?.subPool === 'TEL') towers[0].category = 'W_CON';

  const finCertainty = pools[0]
    ? financeCertainty(pools, asset, assetFrom)
    : FINANCE_CERTAINTY.noPool;
  const unexplained = tokens.length
    ? marks.explained.reduce((n, x) => n + (1 - x), 0) / tokens.length
    : 0;
  return {
    tokens,
    towers,
    pools,
    asset,
    assetFrom,
    finCertainty,
    unexplained,
    ...rawStrengths(towers, pools, finCertainty),
    known: (towers[0]?.score ?? 0) > 0,
    ...(setAside ? { setAside } : {}),
  };
}

export type AssetSource = 'product' | 'vendor' | 'word' | 'guess';

/**
 * Rule (issue 30, GL lines): a ledger's expense account of goods its own words name ('Software expense', 'Computer
 * expenses') is those goods' Expense sub-pool, and of a carrier service ('Telephone Expense') its bill, not Other:
 * 'expense' alone is Other only where nothing bought is named ('IT expenses', 'Team offsite expenses').
 */
function goodsExpense(nat: NatureScores, asset: AssetKind, assetFrom: AssetSource): void {
  if (nat.size !== 1) return;
  const other = nat.get('other');
  if (
    !other ||
    other.source !== 'cue' ||
    !other.cues.every((c) => c === 'expense' || c === 'expenses')
  )
    return;
  // a carrier service's expense account is its bill ('Telephone Expense'): the kind's own nature follows
  if (asset === 'tel') nat.delete('other');
  else if (assetFrom === 'word' && (asset === 'hw' || asset === 'sw')) {
    nat.delete('other');
    addNature(nat, 'expense', other.score, other.cues[0]!, 'cue');
  }
}

/**
 * Rule (issue 30, never Internal Labor for work bought): moving a data centre, its servers or an office's IT
 * ('Data centre relocation services') is a mover's or integrator's work, not an employee's relocation package, which
 * is what 'relocation' says on a people line ('Relocation - new IT director').
 */
function siteRelocation(nat: NatureScores, tokens: readonly string[]): void {
  const pay = nat.get('payroll');
  if (!pay || pay.source !== 'cue' || !pay.cues.every((c) => c === 'relocation')) return;
  if (tokens.some((t) => PEOPLE_WORDS.has(t) || ROLE_NOUNS.has(t) || PERSON_WORDS.has(t))) return;
  nat.delete('payroll');
  addNature(nat, 'managed', pay.score, 'relocation', 'cue');
}
const PERSON_WORDS = new Set(['employee', 'hire', 'director', 'executive', 'family', 'personal']);

/**
 * Rule (issue 30, reading a purchase): an IT function bought as 'services' with nothing else said ('Backup services',
 * 'Security services', 'Storage services') is a provider's work — Outside Services / Managed Service Providers — not
 * the equipment its tower usually buys nor a subscription: no product, vendor, equipment noun, 'software' or
 * 'hardware' is named and the bare 'services' is the only cost word. Carrier services are read before.
 */
function functionBoughtAsService(
  tokens: readonly string[],
  ev: readonly Evidence[],
  nat: NatureScores,
  asset: AssetKind,
  assetFrom: AssetSource,
): boolean {
  if ((asset !== 'hw' && asset !== 'saas') || assetFrom === 'product' || assetFrom === 'word')
    return false;
  if (!ev.length || ev.some((e) => e.kind !== 'term' || e.charge)) return false;
  // printing, monitoring or a project every department buys as services is no IT function named
  const generic = (e: Evidence) =>
    e.text.split(' ').every((w) => WORK_AND_PLACE_TERMS.has(w) || w === 'service');
  if (ev.every(generic)) return false;
  if (!tokens.includes('service') || tokens.includes('software') || tokens.includes('hardware'))
    return false;
  const stated = [...nat.values()].filter((n) => n.source === 'cue');
  return (
    stated.length > 0 &&
    stated.every((n) => n.cues.every((c) => c === 'service')) &&
    !hasEquipmentNoun(tokens)
  );
}

/** A telecoms firm's trade words ('Northway Networks', 'Northway Telecom', 'Northway Communications'). */
const TELECOM_TRADE = new Set([
  'telecom',
  'telecommunication',
  'communication',
  'comm',
  'network',
  'broadband',
  'internet',
  'telephony',
  'voice',
  'fibre',
  'fiber',
  'wireless',
  'mobile',
  'phone',
  'telephone',
]);
/** After 'IT' or 'computer' in a firm's name, words that make it an IT services firm ('Northway IT Solutions'). */
const IT_FIRM_NEXT = new Set(['service', 'solution', 'support']);
const IT_FIRM_WORDS = new Set(['it', 'ict', 'computer', 'computing']);
/** A firm's IT trade named alone after its own name ('Northway IT', 'Northway Technologies'). */
const IT_FIRM_ALONE = new Set(['it', 'ict', 'technology']);
/** Words a firm's name carries besides its own name and its trade ('… Services (UK)', '… Group Europe'). */
const FIRM_NAME_WORDS = new Set([
  ...IT_FIRM_NEXT,
  'system',
  'group',
  'uk',
  'gb',
  'europe',
  'international',
  'holding',
  'co',
  'op',
  'company',
]);
/** Weight of a firm's trade word where the lexicon has none ('Communications', 'IT Solutions'): a hint. */
const TRADE_HINT = 1.2;
/** ... and of an IT services firm's trade beside the lexicon's own IT word ('Computer Services'): it says the kind of
 * purchase, not more of the tower, and keeps the answer weak (below `EVIDENCE.weakBelow` with a plain 'computer') */
const TRADE_WORK_HINT = 0.4;

/**
 * Rule (issue 30): a line that is only a firm's name — words no knowledge-base phrase or labelled line has, beside its
 * trade and the words firms' names carry ('Northway Networks', 'Northway Communications', 'Northway IT Solutions') — is
 * a payment to that firm, whose trade says what it sells: a telecoms firm's trade word ('Networks', 'Telecom',
 * 'Communications', 'Mobile') names a carrier's service (Telecom), not equipment bought; an IT services firm ('IT
 * Solutions', 'Computer Services', and session 7's 'Northway IT', 'Northway ICT') sells work (Outside Services). A hint only: what the line bought is not said, so the
 * answer stays weak and for review; a named product or vendor decides instead, and a line with any other known word
 * ('Network switches', 'Communications campaign') is no firm's name.
 */
export function companyTrade(
  tokens: readonly string[],
  ev: Evidence[],
  knownWord: (w: string) => boolean,
): boolean {
  // the firm's own name comes first ('Northway Communications'; 'Communications stratégiques' is no firm)
  if (tokens.length > 6 || !tokens.length || knownWord(tokens[0]!)) return false;
  if (ev.some((e) => e.kind !== 'term')) return false;
  let trade = false;
  for (const t of tokens) {
    if (TELECOM_TRADE.has(t) || IT_FIRM_WORDS.has(t) || IT_FIRM_ALONE.has(t)) trade = true;
    else if (knownWord(t) && !FIRM_NAME_WORDS.has(t)) return false;
  }
  if (!trade) return false;
  const covered = (t: string) => ev.some((e) => e.text.split(' ').includes(t));
  // the trade with the 'Systems' a firm's name carries ('Garndene Communication Systems') is still the carrier's
  const tradeWords = (words: string[]) =>
    words.some((w) => TELECOM_TRADE.has(w)) &&
    words.every((w) => TELECOM_TRADE.has(w) || w === 'system');
  for (const e of ev)
    if (tradeWords(e.text.split(' '))) {
      e.asset = 'tel';
      e.weight = Math.min(e.weight, TRADE_HINT);
    }
  const hint = (text: string, st: string, asset: AssetKind, weight = TRADE_HINT) =>
    ev.push({
      text,
      kind: 'term',
      subTower: st,
      category: subTower(st).solutionCode,
      weight,
      asset,
    });
  for (const t of tokens)
    if ((t === 'communication' || t === 'comm') && !covered(t)) hint(t, 'NW_TR', 'tel');
  let work = false;
  tokens.forEach((t, i) => {
    const next = tokens[i + 1] ?? '';
    // 'Northway IT', 'Northway ICT (UK)': the firm's trade alone is IT work, as 'IT Solutions' is
    if (IT_FIRM_ALONE.has(t) && !IT_FIRM_NEXT.has(next) && tokens.length > 1) {
      if (tokens.some((w, j) => j !== i && knownWord(w) && !FIRM_NAME_WORDS.has(w))) return;
      if (!covered(t)) hint(t, 'IM_STR', 'svc');
      work = true;
      return;
    }
    if (!IT_FIRM_WORDS.has(t) || !IT_FIRM_NEXT.has(next)) return;
    const own = ev.find((e) => e.text.split(' ').includes(t));
    hint(`${t} ${next}`, own?.subTower ?? 'IM_STR', 'svc', own ? TRADE_WORK_HINT : TRADE_HINT);
    work = true;
  });
  return work;
}

/**
 * Rule: on the bill of a named cloud service, a bare 'managed' names the resource ('Cloud DNS Managed zone', 'managed
 * disk', 'managed instance'), not a managed-service contract; 'managed service(s)', 'outsourcing' and the rest still
 * count.
 */
export function dropResourceManaged(
  nat: NatureScores,
  asset: AssetKind,
  assetFrom: AssetSource,
): void {
  const m = nat.get('managed');
  if (asset !== 'cloud' || !m) return;
  if (assetFrom === 'product' && m.cues.every((c) => c === 'managed')) nat.delete('managed');
  // a public cloud's hosting is its own service, not a hosting provider's contract ('AWS invoice' booked to 'Cloud
  // Hosting')
  else if (
    (assetFrom === 'product' || assetFrom === 'vendor') &&
    m.cues.every((c) => c === 'hosting' || c === 'hosted')
  )
    nat.delete('managed');
}

/** A vendor's bare name says as much as a product name when nearly everything it sells sits in one sub-tower (Databricks, Zerto). */
export function vendorNameWeight(kb: Knowledge, vendor: string, st: string): number {
  const top = kb.vendors.get(vendor)?.dist[0];
  return top && top[0] === st && top[1] >= EVIDENCE.vendorOneSubTowerShare
    ? WEIGHTS.product
    : WEIGHTS.vendorOnly;
}

/**
 * Rule: a vendor whose name is spelled exactly like a cloud bill's charge-kind word on the same line is that word
 * there ('Storage (S4, LRS)': Azure's locally redundant storage, not the print-software vendor LRS); the vendor's
 * default placement and asset kind would otherwise outvote what the bill says it billed. Only when other IT words
 * say it is a bill line ('storage'): 'LRS' alone may be either, and stays the ambiguous answer it was.
 */
export function dropChargeSpelledVendors(ev: Evidence[]): void {
  const charges = new Set(ev.filter((e) => e.charge).map((e) => e.text));
  if (!charges.size || !ev.some((e) => e.kind !== 'vendor' && !charges.has(e.text))) return;
  for (let i = ev.length - 1; i >= 0; i--)
    if (ev[i]!.kind === 'vendor' && charges.has(ev[i]!.text)) ev.splice(i, 1);
}

/**
 * One product named twice ('z/OS ... MLC' are both aliases of z/OS) votes once, at its strongest.
 * A support programme sold across a vendor's portfolio (ProSupport, Tech Care) says what is paid for,
 * not what it covers: when the line names what it covers ('laptops'), the programme's tower vote is a hint.
 * So is a carrier's when the line names a technology of another sub-tower ('SD-WAN managed service - Orange').
 */
export function settleProductVotes(ev: Evidence[]): void {
  const best = new Map<string, Evidence>();
  for (const e of ev) {
    if (e.kind !== 'product' || !e.product) continue;
    const key = `${e.vendor ?? ''}\u0000${e.product}`;
    const cur = best.get(key);
    if (!cur || e.weight > cur.weight) best.set(key, e);
  }
  for (let i = ev.length - 1; i >= 0; i--) {
    const e = ev[i]!;
    if (e.kind === 'product' && e.product && best.get(`${e.vendor ?? ''}\u0000${e.product}`) !== e)
      ev.splice(i, 1);
  }
  for (const e of ev) {
    // a carrier's bare name votes like its services ('KCOM Group' beside 'Telephones')
    if (e.kind !== 'product' && !(e.kind === 'vendor' && e.asset === 'tel')) continue;
    if (e.asset === 'hwm' || e.asset === 'swm') {
      const covered = ev.some(
        (o) =>
          o.subTower !== e.subTower &&
          o.weight >= EVIDENCE.rivalVoteFrom &&
          o.asset !== 'hwm' &&
          o.asset !== 'swm',
      );
      if (covered) e.weight = Math.min(e.weight, WEIGHTS.vendorOnly);
    } else if (e.asset === 'tel') {
      // a carrier also sells managed networks, mobile plans and voice: a named technology says which
      const named = ev.some(
        (o) => o.kind === 'term' && o.subTower !== e.subTower && o.weight >= EVIDENCE.rivalVoteFrom,
      );
      if (named) e.weight = Math.min(e.weight, WEIGHTS.hint);
    } else if (e.asset === 'cloud' && e.subTower.startsWith('ST_') && billsTransfer(ev)) {
      // a storage service's egress is network traffic; the provider files it under Networking
      e.weight = Math.min(e.weight, WEIGHTS.hint);
    } else if (e.asset === 'cloud' && e.subTower === 'CP_SRV' && billsStorageOrNetwork(ev)) {
      e.weight = Math.min(e.weight, WEIGHTS.hint);
      // the service's own words ('compute') and the machine the resource hangs on ('standard VM') say where the
      // disk or address is attached, not what was billed: only a compute charge-kind word keeps its full vote
      for (const o of ev)
        if (o.kind === 'term' && o.subTower === 'CP_SRV' && o.weight < CHARGE_KIND_WEIGHT)
          o.weight = Math.min(o.weight, WEIGHTS.attachedTo);
    }
  }
}

/** The line names data transfer or egress (a charge-kind word of Networking / Data Transfer). */
function billsTransfer(ev: readonly Evidence[]): boolean {
  return ev.some((o) => o.charge && o.subTower === 'NW_TR');
}

/** Lexicon weight from which a term is a charge-kind word of a cloud bill (`CHARGE_KINDS`, 2.5–3). */
const CHARGE_KIND_WEIGHT = 2.5;

/**
 * A compute service's bill also carries the disks, snapshots, addresses, load balancers and data transfer of its
 * machines; the provider itself files those under Storage or Networking. When the line's charge description
 * names such a resource (a charge-kind word of the catalogue tables, weight >= 2.5, or a storage or network cloud
 * service), that decides, and the compute service is only the billing label.
 */
function billsStorageOrNetwork(ev: readonly Evidence[]): boolean {
  return ev.some(
    (o) =>
      (o.subTower.startsWith('ST_') || o.subTower.startsWith('NW_')) &&
      ((o.kind === 'term' && o.weight >= CHARGE_KIND_WEIGHT) ||
        (o.kind === 'product' && o.asset === 'cloud')),
  );
}

const SERVICE_KINDS = new Set<AssetKind>(['svc', 'con', 'staff']);
/** Weight of named evidence behind a sub-tower: products/vendors, or (services = true) only services firms' hints. */
function namedWeight(t: TowerCandidate, services: boolean): number {
  let w = 0;
  for (const e of t.evidence)
    if (e.kind !== 'term' && !!(e.asset && SERVICE_KINDS.has(e.asset)) === services) w += e.weight;
  return w;
}
/** Higher score first; at equal score the one with named products behind it, then the one a services firm's hint is not behind; then by code (stable). */
function byScoreThenNamed(a: TowerCandidate, b: TowerCandidate): number {
  return (
    b.score - a.score ||
    namedWeight(b, false) - namedWeight(a, false) ||
    namedWeight(a, true) - namedWeight(b, true) ||
    (a.subTower < b.subTower ? -1 : 1)
  );
}

/** 'perpetual', 'on premise', 'self-managed', 'self-hosted': the customer runs the software itself. */
function saysInstalled(tokens: readonly string[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t === 'perpetual' || t === 'premise') return true;
    if (t === 'self' && (tokens[i + 1] === 'managed' || tokens[i + 1] === 'hosted')) return true;
    // 'Cloudera ... Private Cloud' runs in the customer's data centre; a 'Virtual Private Cloud' is a public cloud's network
    if (t === 'private' && tokens[i + 1] === 'cloud' && tokens[i - 1] !== 'virtual') return true;
  }
  return false;
}

/** Plain nouns for equipment: bought, leased, depreciated or maintained as hardware. */
const EQUIPMENT_NOUNS = new Set([
  'computer',
  'cctv',
  'camera',
  'server',
  'laptop',
  'notebook',
  'desktop',
  'pc',
  'workstation',
  'monitor',
  'switch',
  'router',
  'firewall',
  'appliance',
  'rack',
  'cabinet',
  'ups',
  'pdu',
  'chassis',
  'blade',
  'handset',
  'phone',
  'tablet',
  'printer',
  'scanner',
  'headset',
  'array',
  'hardware',
  'equipment',
  'device',
  'display',
  'projector',
  'kiosk',
]);
/** Nouns after which 'server' etc. name a place, not equipment ('server room'). */
const PLACE_NOUNS = new Set(['room', 'closet', 'hall', 'cage', 'space', 'floor', 'site', 'rent']);
/** An equipment noun that is not a place ('server room') and, when `inProduct` is given, not part of a product's name ('Windows Server'). */
function hasEquipmentNoun(tokens: readonly string[], inProduct?: Uint8Array): boolean {
  for (let i = 0; i < tokens.length; i++)
    if (
      EQUIPMENT_NOUNS.has(tokens[i]!) &&
      !PLACE_NOUNS.has(tokens[i + 1] ?? '') &&
      // the management of devices is software or work, not the devices ('Mobile device management solution')
      tokens[i + 1] !== 'management' &&
      !inProduct?.[i]
    )
      return true;
  return false;
}

/** Words that describe work done for the client (what an outsourcer is paid for), not a product bought. */
const WORK_WORDS = new Set([
  'support',
  'management',
  'operations',
  'operation',
  'administrator',
  'monitoring',
  'run',
  'noc',
  'hosting',
  'service',
]);
const PEOPLE_SUPPLIERS = new Set<AssetKind>(['con', 'staff']);
/**
 * The kind of a services firm named in the line when it, rather than the product, says what was bought:
 * consultancies and staffing firms always; outsourcers when the line describes work done, or names no product.
 * (Resellers are filed as outsourcers too, so 'Dell laptops - Computacenter' keeps the laptops' kind.)
 */
function supplierOf(
  ev: readonly Evidence[],
  tokens: readonly string[],
  top: TowerCandidate | undefined,
): AssetKind | undefined {
  let best: Evidence | undefined;
  for (const e of ev)
    if (
      e.kind !== 'term' &&
      e.asset &&
      (PEOPLE_SUPPLIERS.has(e.asset) || e.asset === 'svc') &&
      (!best || e.weight > best.weight)
    )
      best = e;
  if (!best) return undefined;
  if (PEOPLE_SUPPLIERS.has(best.asset!)) return best.asset;
  const topNamesProduct = !!top?.evidence.some((e) => e.kind === 'product' && e.asset !== 'svc');
  if (!topNamesProduct || tokens.some((t) => WORK_WORDS.has(t))) return 'svc';
  return undefined;
}

/** The strongest stated nature is a kind of work (managed service, consulting, contract or own staff): it says what was bought, whoever the supplier. */
export function statesWorkBought(nat: ReadonlyMap<Nature, { score: number }>): boolean {
  let best: Nature | undefined;
  let bestScore = 0;
  for (const [n, v] of nat) if (v.score > bestScore) [best, bestScore] = [n, v.score];
  return !!best && LABOUR_NATURES.has(best) && bestScore >= EVIDENCE.labourStatedFrom;
}

/** A clearly stated department expense (membership, travel, conference): paid to the body, not bought from it as a service. */
function statesExpense(nat: ReadonlyMap<Nature, { score: number }>): boolean {
  return (nat.get('other')?.score ?? 0) >= 3;
}

/** Words that name a place or function as often as a facilities cost ('AI research facility', 'facilities work orders'). */
const FACILITY_PLACE_WORDS = new Set(['facility', 'facilities', 'building', 'property', 'space']);
/** Next to a named product that is not a facility, place words say where or what for, not a facilities cost. */
function dropPlaceWords(
  nat: Map<Nature, { score: number; cues: string[] }>,
  ev: readonly Evidence[],
): void {
  const f = nat.get('facility');
  if (!f || !f.cues.every((c) => FACILITY_PLACE_WORDS.has(c))) return;
  if (ev.some((e) => e.kind === 'product' && e.asset && e.asset !== 'fac')) nat.delete('facility');
}

/** Words that name what HR and payroll software does ('SAP HCM payroll licences'), not a payroll cost. */
const PAYROLL_DOMAIN_WORDS = new Set(['payroll', 'benefit', 'pension', 'compensation']);
const SOFTWARE_NATURES: readonly Nature[] = ['license', 'subscription', 'maintenance', 'cloud'];
/** A named product bought under a software cost word: its payroll words are its domain. */
function dropDomainPayroll(
  nat: Map<Nature, { score: number; cues: string[] }>,
  ev: readonly Evidence[],
): void {
  const payroll = nat.get('payroll');
  if (!payroll || !payroll.cues.every((c) => PAYROLL_DOMAIN_WORDS.has(c))) return;
  const bought = SOFTWARE_NATURES.some((n) => (nat.get(n)?.score ?? 0) >= EVIDENCE.statedFrom);
  if (bought && ev.some((e) => e.kind !== 'term' && e.subTower === 'AP_BS')) nat.delete('payroll');
}

/** The line is mainly an internal recharge or allocation from another department. */
export function isInternalCharge(nat: ReadonlyMap<Nature, { score: number }>): boolean {
  const internal = nat.get('internal')?.score ?? 0;
  return internal >= EVIDENCE.rechargeFrom && [...nat.values()].every((v) => v.score <= internal);
}
/** Business functions that, in a recharge, name the department charging IT, and where its work for IT belongs. */
const DEPARTMENT_SUBTOWER: Record<string, string> = { S_VP: 'IM_VM', S_FIN: 'IM_FIN' };
/**
 * In a recharge, business-function words ('procurement', 'finance', 'real estate') name the department that charges,
 * not business software: they become a weak vote for the IT-management work it does, and any IT word in the line
 * ('data center floor space', 'IT closets') says what the charge is for.
 */
export function reassignDepartmentWords(ev: Evidence[]): void {
  for (const e of ev) {
    if (e.kind !== 'term' || e.subTower !== 'AP_BS') continue;
    // a property recharge is for space: the IT word saying whose space ('data center', 'IT closets') decides
    const weight = e.category === 'S_PF' ? EVIDENCE.rechargeProperty : EVIDENCE.rechargeFunction;
    e.subTower = DEPARTMENT_SUBTOWER[e.category] ?? 'IM_STR';
    e.category = subTower(e.subTower).solutionCode;
    e.weight = Math.min(e.weight, weight);
  }
}

/** Natures whose sub-pool does not depend on what was bought (payroll is Internal Labor whatever the tower). */
const KIND_FREE = new Set<Nature>([
  'payroll',
  'contractor',
  'consulting',
  'managed',
  'cloud',
  'telecom',
  'facility',
  'internal',
  'other',
]);
/** Suppliers whose kind alone says the pool (a carrier bills telecom, a colo bills facilities, AWS bills cloud). */
const SELF_STATING_KINDS = new Set<AssetKind>([
  'hwm',
  'swm',
  'tel',
  'fac',
  'cloud',
  'con',
  'staff',
]);

/**
 * How directly the words state the finance layer (multiplies the pool strength; 1 = stated and unambiguous).
 * The finance layer is right or wrong mostly on *implied* cost nature: a product named with no cost word
 * (purchase, lease or depreciation of hardware? SaaS or an installed licence?), a cost word whose sub-pool
 * depends on an asset kind that was only guessed ('licences' of an unnamed tool), and cost words that are
 * ambiguous for the kind ('subscription' of installable software: SaaS or a term licence; 'maintenance' of a
 * SaaS product; a bare 'renewal'). Conflicting stated natures lower it too.
 */
export function financeCertainty(
  pools: readonly PoolCandidate[],
  asset: AssetKind,
  assetFrom: AssetSource,
): number {
  const top = pools[0]!;
  const n = top.nature;
  if (top.source === 'default') return FINANCE_CERTAINTY.defaultNature;
  let c = 1;
  // a stated word agreeing with what the named product implies ('SmartNet' + 'renewal'): stated and agreeing
  const agreeing =
    top.source === 'implied' &&
    (assetFrom === 'product' || assetFrom === 'vendor') &&
    pools.some((p) => p.source === 'cue' && p.subPool === top.subPool);
  if (agreeing) c = assetFrom === 'product' ? 1 : FINANCE_CERTAINTY.agreeingVendor;
  else if (top.source === 'implied') {
    // nothing stated: trust the supplier kind only when the kind itself states the cost nature
    if (assetFrom === 'product' || assetFrom === 'vendor')
      c = SELF_STATING_KINDS.has(asset)
        ? FINANCE_CERTAINTY.impliedSelfStating
        : asset === 'svc'
          ? FINANCE_CERTAINTY.impliedService
          : FINANCE_CERTAINTY.impliedOther;
    else c = FINANCE_CERTAINTY.impliedUnnamed;
  } else if (!KIND_FREE.has(n)) {
    // the sub-pool depends on what was bought: how sure are we of what was bought?
    if (assetFrom === 'guess') c *= FINANCE_CERTAINTY.assetGuessed;
    else if (assetFrom === 'vendor') c *= FINANCE_CERTAINTY.assetFromVendor;
    if (n === 'license' && asset === 'saas')
      c *=
        assetFrom === 'product'
          ? FINANCE_CERTAINTY.saasLicenceNamed
          : FINANCE_CERTAINTY.saasLicence; // 'licences' of a SaaS-capable product: maybe an installed edition
    const installable = asset === 'sw' || asset === 'swm' || asset === 'hw' || asset === 'hwm';
    if (n === 'subscription' && installable) c *= FINANCE_CERTAINTY.installableSubscription;
    if ((n === 'maintenance' || n === 'lease') && (asset === 'saas' || asset === 'cloud'))
      c *= FINANCE_CERTAINTY.cloudUpkeep;
    if (n === 'renewal')
      c *=
        asset === 'hwm' || asset === 'swm'
          ? FINANCE_CERTAINTY.supportRenewal
          : FINANCE_CERTAINTY.renewal;
    if (n === 'purchase' && (asset === 'sw' || asset === 'saas'))
      c *= FINANCE_CERTAINTY.softwarePurchase;
  }
  // stated cues that disagree on the sub-pool (also against an implied winner)
  const rival = pools.find((p) => p.subPool !== top.subPool && p.source === 'cue');
  if (rival && rival.score >= EVIDENCE.weakBelow)
    c *=
      rival.score >= FINANCE_CERTAINTY.rivalCloseShare * top.score
        ? FINANCE_CERTAINTY.rivalClose
        : FINANCE_CERTAINTY.rivalFar;
  return c;
}

export function natureLabel(n: Nature): string {
  return NATURE_LABEL[n];
}
