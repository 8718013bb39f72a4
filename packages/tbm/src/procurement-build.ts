/**
 * Build time: turns the titles of two procurement catalogues into product- and service-kind vocabulary
 * (data/kb/procurement.generated.ts, written by scripts/build-catalogues.ts; not imported at run time):
 *   - the EU Common Procurement Vocabulary (CPV 2008; data/catalogues/cpv/, copied extract with its PROVENANCE.md):
 *     plain titles a buyer would type ('PABX equipment', 'Data transmission services', 'Calendar software package',
 *     'Minicomputer hardware', 'Internet services');
 *   - the US federal Product and Service Codes (PSC; data/catalogues/psc/): terse upper-case titles, so only the
 *     phrases `PSC_TO_TBM` names, each made of its title's words.
 * The catalogues decide the titles; this project decides only where a code belongs in TBM. A CPV code takes the
 * sub-tower of its longest listed prefix in `CPV_TO_TBM`; a prefix mapped to `null` (and any code no prefix covers) is
 * left out, because its goods or services may sit in several towers ('Telecommunications services', 'Computer
 * support services', 'Data-processing machines'); the build lists what it left out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { csvFields } from './csv-line.js';

/** Weight of a catalogue phrase: like the Harmonized System's nouns, below a named product. */
export const PROCUREMENT_WEIGHT = 2;

/**
 * CPV code prefix (significant digits) → TBM sub-tower code, or null: left out. The longest prefix decides.
 * Divisions read: 30.12 and 30.2 (office and computing machinery), 32.23 and 32.34 (video-conferencing, sound),
 * 32.4 and 32.5 (networks, telecom equipment), 48 (software packages and information systems), 50.31–50.34 (repair
 * and maintenance of office, computer, telecom and audio-visual equipment), 51.61 (installation of computers), 64.2
 * (telecom services), 72 (IT services).
 */
export const CPV_TO_TBM: Readonly<Record<string, string | null>> = {
  // office machinery: copiers are network printers; offset presses and generic office machines are not said
  '3012': null,
  '30121': 'EU_NP',
  '30125': 'EU_NP',
  // computing machinery: the generic 'data-processing machines' and parts/supplies are left out
  '302': null,
  '30211': 'CP_MF',
  '30212': 'CP_MID',
  '30213': 'EU_WS',
  '30214': 'EU_WS',
  '30215': 'EU_WS',
  '30231': 'EU_WS',
  '30232': 'EU_WS',
  '302321': 'EU_NP',
  '30233': 'ST_ON',
  '32232': 'EU_AV',
  '3234': 'EU_AV',
  '32343': null,
  '32344': null,
  // networks and network equipment (radio networks, telemetry, publishing systems left out)
  '324': 'NW_LAN',
  '32416': null,
  '32418': null,
  '32426': null,
  '32429': 'NW_VOI',
  '3244': null,
  // telecom equipment: generic equipment, satellites and data media left out
  '325': null,
  '32521': 'NW_LAN',
  '3254': 'NW_VOI',
  '32547': null,
  '3255': 'NW_VOI',
  // modems (held back for a while: see src/evidence-class.ts, the robust verdict that let them in)
  '3255241': 'NW_LAN',
  '3256': 'NW_LAN',
  '32572': 'NW_LAN',
  '32581': 'NW_LAN',
  // software packages: business software unless the title names a kind TBM places elsewhere
  '48': 'AP_BS',
  '48000': null,
  '48200': null,
  '48300': 'EU_SW',
  '48330': 'EU_SW',
  '48500': null,
  '48510': null,
  '4815': null,
  '48151': null,
  '4821': 'NW_LAN',
  '48211': 'PL_MW',
  '48212': null,
  '48213': null,
  '48217': 'PL_MW',
  '48218': null,
  '4822': 'EU_SW',
  '48222': 'PL_MW',
  '4831': 'EU_SW',
  '48311': 'PL_MW',
  '48316': 'EU_SW',
  '48319': 'EU_SW',
  '48329': 'PL_MW',
  '48332': 'EU_SW',
  '48463': 'PL_BD',
  '48482': 'PL_BD',
  '48511': 'EU_SW',
  '48512': 'NW_VOI',
  '48513': null,
  '48514': 'NW_LAN',
  '48515': 'EU_AV',
  '48516': null,
  '48517': null,
  '48518': null,
  '48519': null,
  '4852': null,
  '486': null,
  '4861': 'PL_DB',
  '48613': null,
  '48614': null,
  '4862': null,
  '48621': 'CP_MF',
  '48622': 'CP_MID',
  '48624': 'EU_WS',
  '48626': 'CP_SRV',
  '48628': null,
  '487': null,
  '4871': 'ST_OFF',
  '4873': 'SC_SEC',
  '4876': 'SC_SEC',
  '48782': 'ST_ON',
  '48783': 'PL_MW',
  '488': null,
  '48811': 'EU_SW',
  '48812': 'AP_BS',
  '48814': 'AP_BS',
  '4882': 'CP_SRV',
  '48824': 'EU_NP',
  '489': null,
  '4892': 'EU_SW',
  '48921': null,
  '4894': 'EU_SW',
  '48941': null,
  '48961': 'NW_LAN',
  '48962': 'EU_WS',
  '4898': 'AP_DEV',
  '4899': 'EU_SW',
  // repair and maintenance of equipment (office accounting and ticket machines, radio and optical left out)
  '5031': null,
  '50313': 'EU_NP',
  '50314': 'EU_NP',
  '50315': 'NW_VOI',
  '5032': 'EU_WS',
  '50324': 'EU_DS',
  // 'System maintenance services', 'Preventive maintenance services': any equipment's
  '503241': null,
  '503242': null,
  '5033': null,
  '50331': 'NW_TR',
  '50332': 'NW_LAN',
  '50334': 'NW_VOI',
  '5034': 'EU_AV',
  '50344': null,
  '5161': null,
  // telecom services: only the titles that name one kind of service
  '642': null,
  '64211': 'NW_VOI',
  '64212': 'EU_MOB',
  '64213': 'NW_VOI',
  '64214': 'NW_VOI',
  '64215': 'NW_VOI',
  '64221': 'NW_TR',
  '64224': 'EU_AV',
  // IT services
  '72': null,
  '72120': 'SC_DR',
  '72130': 'DC_EDC',
  '72222': 'IM_STR',
  '72224': 'DL_PPM',
  '72226': 'AP_DEV',
  '7221': 'AP_DEV',
  '7223': 'AP_DEV',
  '7224': 'AP_DEV',
  '72246': null,
  '72251': 'SC_DR',
  '72252': 'ST_OFF',
  '72253': 'EU_HD',
  '72254': 'AP_DEV',
  '72261': 'AP_SUP',
  '72262': 'AP_DEV',
  '72267': 'AP_SUP',
  '72315': 'NW_LAN',
  '72316': 'PL_BD',
  '72317': 'ST_ON',
  '72318': 'NW_TR',
  '7232': 'PL_DB',
  '72322': null,
  '724': 'NW_TR',
  '72412': null,
  '72413': 'AP_DEV',
  '72414': null,
  '72415': 'CP_SRV',
  '72416': null,
  '72417': null,
  '7242': 'AP_DEV',
  '72511': 'NW_LAN',
  '727': 'NW_LAN',
  '72810': 'SC_CMP',
  '729': 'ST_OFF',
  '72920': null,
};

/**
 * PSC code → TBM sub-tower and the phrases a ledger would use. Every word of a phrase is a word of the code's
 * title, or the everyday word `PSC_WORDING` gives for the list's abbreviation. Codes whose titles mix towers
 * ('DATA CENTERS AND STORAGE', 'ADP SOFTWARE', 'MAINT-REP OF ADP EQ') are not listed.
 */
export const PSC_TO_TBM: Readonly<Record<string, { subTower: string; terms: readonly string[] }>> =
  {
    '5805': { subTower: 'NW_VOI', terms: ['telephone and telegraph equipment'] },
    '5815': { subTower: 'EU_NP', terms: ['facsimile equipment', 'teletype'] },
    '7B20': { subTower: 'CP_HPC', terms: ['high performance compute'] },
    '7E21': { subTower: 'EU_MOB', terms: ['mobile device products'] },
    '7G20': { subTower: 'NW_VOI', terms: ['analog voice products'] },
    '7G21': { subTower: 'NW_LAN', terms: ['digital network products'] },
    '7K20': { subTower: 'ST_ON', terms: ['storage products'] },
    D302: { subTower: 'AP_DEV', terms: ['systems development services'] },
    D306: { subTower: 'AP_DEV', terms: ['systems analysis services'] },
    D316: { subTower: 'NW_LAN', terms: ['telecommunications network management'] },
    D321: { subTower: 'EU_HD', terms: ['help desk'] },
    D324: { subTower: 'SC_DR', terms: ['business continuity'] },
    DB01: { subTower: 'CP_HPC', terms: ['high performance computing support services'] },
    DB02: { subTower: 'CP_SRV', terms: ['compute support services'] },
    DC01: { subTower: 'DC_EDC', terms: ['data center support services'] },
    DC10: { subTower: 'DC_EDC', terms: ['data center as a service'] },
    DE02: { subTower: 'EU_MOB', terms: ['mobile device support services'] },
    DE11: { subTower: 'EU_MOB', terms: ['mobile device as a service'] },
    DF01: { subTower: 'IM_STR', terms: ['it management support services'] },
    DG01: { subTower: 'NW_LAN', terms: ['network support services'] },
    DG10: { subTower: 'NW_LAN', terms: ['network as a service'] },
    DG11: { subTower: 'NW_TR', terms: ['telecom access services'] },
    DK01: { subTower: 'ST_ON', terms: ['storage support services'] },
    DK10: { subTower: 'ST_ON', terms: ['storage as a service'] },
  };

/** The PSC list's abbreviations and the everyday words a phrase may use for them. */
export const PSC_WORDING: Readonly<Record<string, readonly string[]>> = {
  adp: ['computer'],
  eq: ['equipment'],
  svcs: ['services'],
};

export interface ProcurementEntry {
  scheme: 'CPV' | 'PSC';
  code: string;
  subTower: string;
  terms: string[];
}

export interface ProcurementBuild {
  entries: ProcurementEntry[];
  /** codes of the extracts no table maps, with their titles */
  leftOut: string[];
}

/** The CPV extract: code (with check digit) → English title. */
export function readCpvExtract(root: string): Record<string, string> {
  return JSON.parse(readFileSync(join(root, 'data/catalogues/cpv/extract.json'), 'utf8')) as Record<
    string,
    string
  >;
}

/** The PSC extract's rows (CSV: code,title). */
export function readPscExtract(root: string): Array<{ code: string; title: string }> {
  return readFileSync(join(root, 'data/catalogues/psc/extract.csv'), 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((l) => l.trim())
    .map((l) => {
      const [code, title] = csvFields(l);
      return { code: code!, title: title! };
    });
}

/** The sub-tower of a CPV code: its longest listed prefix's, or undefined (left out). */
export function cpvSubTower(
  code: string,
  table: Readonly<Record<string, string | null>> = CPV_TO_TBM,
): string | undefined {
  const digits = code.slice(0, 8);
  for (let n = 8; n >= 2; n--) {
    const hit = table[digits.slice(0, n)];
    if (hit !== undefined) return hit ?? undefined;
  }
  return undefined;
}

/**
 * The phrases a buyer types for a CPV title: the title itself (parenthesised abbreviations dropped), and the same
 * without its generic tail where what is left still names the kind ('Calendar software package' → 'calendar
 * software'; 'Data transmission services' → 'data transmission'; 'Minicomputer hardware' → 'minicomputer'). A title
 * that lists several things ('Networking, Internet and intranet software package') is kept whole only.
 */
export function cpvTerms(title: string): string[] {
  const base = title
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const out = [base];
  if (/,/.test(base)) return out;
  const short = base
    .replace(/ software package(s)?$/, ' software')
    .replace(/^(\w+computer) hardware$/, '$1')
    .replace(/ services$/, '');
  // a bare word left after dropping 'services' ('internet', 'paging') is too common to say what was bought, and
  // 'software support' or 'system maintenance' says how, not what ('Cisco UCM software support' is voice)
  if (
    short !== base &&
    (short.includes(' ') || /computer$/.test(short)) &&
    !/ (support|maintenance)$/.test(short)
  )
    out.push(short);
  return out;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));

/** Every mapped code with its phrases; throws when a PSC phrase uses a word its title does not have. */
export function buildProcurement(root: string): ProcurementBuild {
  const entries: ProcurementEntry[] = [];
  const leftOut: string[] = [];
  for (const [code, title] of Object.entries(readCpvExtract(root))) {
    const st = cpvSubTower(code);
    if (st) entries.push({ scheme: 'CPV', code, subTower: st, terms: cpvTerms(title) });
    else leftOut.push(`CPV ${code} ${title.slice(0, 80)}`);
  }
  const psc = readPscExtract(root);
  const byCode = new Map(psc.map((r) => [r.code, r.title]));
  for (const [code, m] of Object.entries(PSC_TO_TBM)) {
    const title = byCode.get(code);
    if (!title)
      throw new Error(`procurement: PSC ${code} is not in data/catalogues/psc/extract.csv`);
    const allowed = new Set(words(title));
    for (const [abbr, everyday] of Object.entries(PSC_WORDING))
      if (allowed.has(abbr)) for (const e of everyday) for (const w of words(e)) allowed.add(w);
    for (const t of m.terms) {
      const foreign = words(t).filter((w) => !allowed.has(w));
      if (foreign.length)
        throw new Error(
          `procurement: '${t}' (PSC ${code}) uses ${foreign.join(', ')}, not in its title`,
        );
    }
    entries.push({ scheme: 'PSC', code, subTower: m.subTower, terms: [...m.terms] });
  }
  for (const r of psc)
    if (!PSC_TO_TBM[r.code]) leftOut.push(`PSC ${r.code} ${r.title.slice(0, 80)}`);
  return { entries, leftOut };
}

/** The generated module: a lexicon-format table ('@<sub-tower>', then 'term*weight; …'). */
export function renderProcurementModule(build: ProcurementBuild): string {
  const lines: string[] = [];
  const seen = new Set<string>();
  const bySubTower = new Map<string, string[]>();
  for (const e of build.entries)
    for (const t of e.terms) {
      // a phrase two codes share is written once, under the first code's sub-tower
      if (seen.has(t)) continue;
      seen.add(t);
      bySubTower.set(e.subTower, [...(bySubTower.get(e.subTower) ?? []), t]);
    }
  for (const st of [...bySubTower.keys()].sort()) {
    lines.push(`@${st}`);
    lines.push(
      bySubTower
        .get(st)!
        .map((t) => `${t}*${PROCUREMENT_WEIGHT}`)
        .join('; '),
    );
  }
  const n = (s: 'CPV' | 'PSC') => build.entries.filter((e) => e.scheme === s).length;
  return [
    '/**',
    ' * GENERATED by scripts/build-catalogues.ts from data/catalogues/cpv/extract.json and data/catalogues/psc/extract.csv',
    ' * (see their PROVENANCE.md) — do not edit; change an extract or CPV_TO_TBM / PSC_TO_TBM in src/procurement-build.ts',
    ` * and rebuild. ${n('CPV')} CPV codes and ${n('PSC')} PSC codes → TBM sub-tower, their titles as product- and service-kind`,
    ` * vocabulary; ${build.leftOut.length} codes of the extracts left out.`,
    ' */',
    `export const PROCUREMENT_TERMS = \`\n${lines.join('\n')}\n\`;`,
    '',
  ].join('\n');
}
