/**
 * Build time: turns the titles of an open product classification, the Harmonized System nomenclature (HS 2022,
 * data/catalogues/hs/, copied extract with its PROVENANCE.md), into product-kind vocabulary for hardware and
 * telecom equipment: data/kb/commodities.generated.ts (scripts/build-catalogues.ts). Not imported at run time.
 *
 * The nomenclature decides the titles; this project decides only (a) which subheadings name IT, telecom or
 * end-user equipment and where each belongs in TBM (`HS_TO_TBM`), and (b) which noun phrases of each title a ledger
 * would use. A subheading whose goods may sit in several towers (automatic data processing machines as such, their
 * processing units and parts, smart cards, optical media, amplifiers, broadcasting transmitters, power cables) is
 * left out rather than guessed; the build prints what it left out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { csvFields } from './csv-line.js';

/** One subheading's place in TBM and the noun phrases taken from its title. */
export interface CommodityMapping {
  /** TBM sub-tower code */
  subTower: string;
  /** solution category when it differs from the sub-tower's default */
  category?: string;
  /**
   * Noun phrases as a ledger writes them. Each word is a word of the subheading's title (or of its heading's), or
   * the everyday word `HS_WORDING` gives for the nomenclature's own periphrasis.
   */
  terms: readonly string[];
}

/**
 * The nomenclature's periphrases and the everyday words ledgers use for them: only these words may appear in a
 * term without appearing in the title. ('Automatic data processing machine' is the HS's word for a computer.)
 */
export const HS_WORDING: Readonly<Record<string, readonly string[]>> = {
  'automatic data processing machine': ['computer'],
  apparatus: ['equipment'],
  'co-axial': ['coaxial'],
  fibre: ['fiber'],
};

/**
 * Subheading (6 digits) → TBM. Every good here is bought equipment, so its cost pool is Hardware (asset kind
 * 'hw'); telecom services, software and outside services are not goods and have no HS code.
 */
export const HS_TO_TBM: Readonly<Record<string, CommodityMapping>> = {
  // 84.71 automatic data processing machines: only the portable ones name one kind of device
  '847130': {
    subTower: 'EU_WS',
    terms: ['portable automatic data processing machine', 'portable computer'],
  },
  // 84.43 printers and copiers able to connect to a computer or network (not printing presses: 8443.1x)
  '844331': {
    subTower: 'EU_NP',
    terms: ['facsimile machine', 'copying machine', 'facsimile transmission'],
  },
  '844332': { subTower: 'EU_NP', terms: ['facsimile machine', 'copying machine'] },
  // 85.04 static converters: in an IT ledger the rectifiers and UPS electronics of a data centre's power chain
  '850440': { subTower: 'DC_EDC', terms: ['static converter', 'electrical static converter'] },
  // 85.17 telephone sets and communication apparatus
  '851711': {
    subTower: 'NW_VOI',
    terms: ['line telephone set', 'telephone set', 'cordless handset'],
  },
  '851714': { subTower: 'EU_MOB', category: 'W_CC', terms: ['cellular telephone'] },
  '851718': { subTower: 'NW_VOI', terms: ['telephone set'] },
  '851761': { subTower: 'NW_LAN', terms: ['base station'] },
  '851762': {
    subTower: 'NW_LAN',
    terms: [
      'switching and routing apparatus',
      'switching apparatus',
      'routing apparatus',
      'switching equipment',
      'routing equipment',
      'communication apparatus',
      'communication equipment',
      'transmission apparatus',
      'transmission equipment',
    ],
  },
  '851769': {
    subTower: 'NW_LAN',
    terms: ['communication apparatus', 'communication equipment', 'wireless network equipment'],
  },
  // 85.18 sound equipment for meeting rooms and desks (amplifiers left out: public-address or studio as often)
  '851821': { subTower: 'EU_AV', terms: ['loudspeaker'] },
  '851822': { subTower: 'EU_AV', terms: ['loudspeaker'] },
  '851830': { subTower: 'EU_AV', terms: ['headphone', 'earphone'] },
  // 85.23 recording media (smart cards and optical media left out: payment cards, software carriers)
  '852329': { subTower: 'ST_OFF', terms: ['magnetic media'] },
  '852351': {
    subTower: 'ST_ON',
    terms: ['solid-state storage device', 'non-volatile storage device', 'solid-state storage'],
  },
  // 85.25 cameras (broadcast transmitters 8525.50/60 left out)
  '852589': { subTower: 'EU_AV', terms: ['television camera', 'digital camera', 'video camera'] },
  // 85.28 monitors and projectors
  '852852': { subTower: 'EU_WS', terms: ['monitor'] },
  '852862': { subTower: 'EU_AV', terms: ['projector'] },
  '852872': { subTower: 'EU_AV', terms: ['television reception apparatus'] },
  // 85.44 cables of a network (insulated power conductors left out)
  '854420': { subTower: 'NW_LAN', terms: ['co-axial cable', 'coaxial cable'] },
  '854470': { subTower: 'NW_LAN', terms: ['optical fibre cable', 'optical fiber cable'] },
};

/** Weight of a commodity noun: an IT noun of the hand-written lexicon usually weighs 2. */
export const COMMODITY_WEIGHT = 2;

export interface HsRow {
  code: string;
  description: string;
  parent: string;
}

/** The extract's rows (CSV: section,hscode,description,parent,level; quoted fields may hold commas). */
export function readHsExtract(root: string): HsRow[] {
  const text = readFileSync(join(root, 'data/catalogues/hs/extract.csv'), 'utf8');
  const rows: HsRow[] = [];
  for (const line of text.split(/\r?\n/).slice(1)) {
    if (!line.trim()) continue;
    const f = csvFields(line);
    rows.push({ code: f[1]!, description: f[2]!, parent: f[3]! });
  }
  return rows;
}

/** Lower-case words of a text, a trailing plural 's' dropped ('machines' and 'machine' are one word). */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
}

/** Words a term may use for this title: the title's and its heading's, plus the everyday words of `HS_WORDING`. */
function allowedWords(title: string): Set<string> {
  const allowed = new Set(words(title));
  const lower = title.toLowerCase();
  for (const [phrase, everyday] of Object.entries(HS_WORDING))
    if (lower.includes(phrase)) for (const e of everyday) for (const w of words(e)) allowed.add(w);
  return allowed;
}

export interface CommodityEntry {
  code: string;
  subTower: string;
  category?: string;
  terms: string[];
}

export interface CommodityBuild {
  entries: CommodityEntry[];
  /** subheadings of the extract that `HS_TO_TBM` does not map, with their titles */
  leftOut: string[];
}

/** Every mapped subheading with its terms; throws when a term uses a word its title does not have. */
export function buildCommodities(
  root: string,
  mapping: Readonly<Record<string, CommodityMapping>> = HS_TO_TBM,
): CommodityBuild {
  const rows = readHsExtract(root);
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const entries: CommodityEntry[] = [];
  for (const [code, m] of Object.entries(mapping)) {
    const row = byCode.get(code);
    if (!row) throw new Error(`commodities: HS ${code} is not in data/catalogues/hs/extract.csv`);
    const title = `${row.description} ${byCode.get(row.parent)?.description ?? ''}`;
    const allowed = allowedWords(title);
    for (const t of m.terms) {
      const foreign = words(t).filter((w) => !allowed.has(w));
      if (foreign.length)
        throw new Error(
          `commodities: '${t}' (HS ${code}) uses ${foreign.join(', ')}, not in its title`,
        );
    }
    entries.push({
      code,
      subTower: m.subTower,
      ...(m.category ? { category: m.category } : {}),
      terms: [...m.terms],
    });
  }
  const leftOut = rows
    .filter((r) => r.code.length === 6 && !mapping[r.code])
    .map((r) => `${r.code} ${r.description.slice(0, 90)}`);
  return { entries, leftOut };
}

/** The generated module: a lexicon-format table ('@<sub-tower> [<category>]', then 'term*weight; …'). */
export function renderCommodityModule(build: CommodityBuild): string {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const e of [...build.entries].sort(
    (a, b) => a.subTower.localeCompare(b.subTower) || a.code.localeCompare(b.code),
  )) {
    // a term two subheadings share is written once, under the first
    const terms = e.terms.filter((t) => !seen.has(t));
    for (const t of terms) seen.add(t);
    if (!terms.length) continue;
    lines.push(`# HS ${e.code}`);
    lines.push(`@${e.subTower}${e.category ? ` ${e.category}` : ''}`);
    lines.push(terms.map((t) => `${t}*${COMMODITY_WEIGHT}`).join('; '));
  }
  return [
    '/**',
    ' * GENERATED by scripts/build-catalogues.ts from data/catalogues/hs/extract.csv (see its PROVENANCE.md) — do not',
    ' * edit; change the extract or HS_TO_TBM in src/commodity-build.ts and rebuild.',
    ` * ${build.entries.length} Harmonized System subheadings → TBM sub-tower, their nouns as product-kind vocabulary`,
    ` * (bought equipment: cost pool Hardware); ${build.leftOut.length} subheadings of the extract left out.`,
    ' */',
    `export const COMMODITY_TERMS = \`\n${lines.join('\n')}\n\`;`,
    '',
  ].join('\n');
}
