/**
 * Quality gate on the external group (bench/external-sets.ts): public labelled data nobody on the team wrote, judged
 * on each source's held-out half (`externalPart` in bench/external.ts; the dev half is where errors may be read). The
 * run is deterministic, so each floor sits about a point below the figure measured when it was set (in the comment):
 * a change that quietly loses lines a customer would see fails here. Raise a floor when a change earns it; never
 * lower one to make a change pass — look at what the change broke instead.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../src/index.js';
import type { LayerName } from '../src/types.js';
import { evaluateExternal, externalPart, share, type Tally } from '../bench/external.js';
import {
  EXTERNAL_SETS,
  LINE_KINDS,
  lineKey,
  loadExternal,
  templateKey,
  type ExternalItem,
  type ExternalSet,
  type LineKind,
} from '../bench/external-sets.js';
import { buildSet, identity, setJson } from '../scripts/build-external.js';
import { columnEffect } from '../bench/column-effect.js';

const BUILDER = fileURLToPath(new URL('../scripts/build-external.ts', import.meta.url));
const setFile = (set: ExternalSet) =>
  fileURLToPath(new URL(`../data/external/${set.id}.json`, import.meta.url));
const engine = createLocalEngine();
const report = evaluateExternal(engine, 'held-out');
const layer = (t: Tally, l: LayerName) => share(...t.layer[l]);

interface Floors {
  'Cost Pool'?: number;
  'Sub-Cost Pool'?: number;
  'IT Tower'?: number;
  'Sub-Tower'?: number;
  everyScored: number;
  /** share right among answers at confidence >= 0.8 */
  precisionAt08?: number;
  /** share of lines answered at confidence >= 0.8 */
  coverageAt08?: number;
  /** share of lines answered, not Unclassified (every external line names something IT) */
  answered?: number;
  /** share of the lines the source says are not IT that are left Unclassified */
  nonITLeft?: number;
  /**
   * share right among lines whose Cost Pool's own confidence is >= 0.8: what the Insights page counts as spend
   * covered at the Cost Pool on a line for review (session 6: far from 95 % on purchase and ledger lines — the pool
   * curve is fitted on the team's calibration sets, where the pool is right 93 %; held here so it gets no worse)
   */
  costPoolAt08?: number;
}

// measured 2026-11-27 (issue 30, session 3: 2026-11-28) on the HELD-OUT half, each source split by GROUP (template, GL account, or the text with numbers
// and series tokens masked; issue 30), so no held-out line has a dev-half twin. Floors sit about a point below the
// figure measured when they were set (in the comment). Before issue 30 the cloud sources were split by line hash and
// read 95.3 % IT Tower / 90.6 % Cost Pool; split by group the same engine read 95.6 / 91.6 %.
const PER_KIND: Record<LineKind, Floors | undefined> = {
  // 321 held-out lines from two sources (issue 30, session 4 (30f); session 2's figures were 91.6 / 95.6 / 96.7)
  // (session 5, 30h: cloud meters and sizes — GB-hours, vCore hours, 'db.t3.medium', 'Standard_D2s_v3' — 93.5 → 94.1;
  // then outbound data transfer, blob, early deletion — 94.7; then Azure Files' transactions — 95.0)
  'cloud bill': {
    'Cost Pool': 94.5, // 95.0
    'IT Tower': 95, // 96.0
    'Sub-Tower': 95.5, // 96.7
    everyScored: 89.5, // 90.3
    precisionAt08: 94, // 95.3
    coverageAt08: 52.5, // 53.6
    answered: 99, // 100
    costPoolAt08: 94, // 95.0 (session 6)
  },
  // session 7: two sources — 394 held-out lines of twelve UK bodies' GL accounts that name IT (held apart below, with
  // their history), and 263 IT and 99 non-IT lines of a council whose accounts are coarse SeRCOP headings
  // ('Communications & Computing', 'Equipment', 'Miscellaneous Expenses'), labelled by the ProClass code the buyer chose
  // (uk-council-proclass). The kind's figures fell with the second source (IT Tower 95.9 → 77.0, Cost Pool 84.0 →
  // 73.9): the measure widened to ledgers whose account says little, the engine did not get worse
  // (then the SeRCOP headings — 'computing' IT for review, printing beside stationery the office's: non-IT left
  // 31.3 → 62.6; then every line of the new source audited by two blind readers and only the 509 both accepted
  // scored — 174 IT and 92 non-IT held-out lines: the kind reads 86.8 / 79.4 / 83.8)
  'GL line': {
    'Cost Pool': 78.5, // 79.4
    'IT Tower': 86, // 86.8
    'Sub-Tower': 83, // 83.8
    everyScored: 70.5, // 71.1
    precisionAt08: 94.5, // 97.7
    coverageAt08: 7, // 7.7
    answered: 84, // 85.0
    costPoolAt08: 83, // 83.7
    nonITLeft: 64, // 65.2
  },
  // 330 held-out IT lines and 268 non-IT lines: supplier names alone, and councils' purchases (narrative or contract
  // title with its supplier, labelled by the buyer's code; issue 30, session 2)
  // (supplier names alone, before issue 30: IT Tower 23.1, every scored layer 8.3, answered 26.7; after session 2,
  // both sources: Cost Pool 24.6, IT Tower 29.5, answered 46.1, non-IT left 83.6)
  // (session 4: Canada's federal tender titles added, 319 IT and 731 non-IT held-out lines typed by contracting
  // officers: the kind is harder, not the engine worse — before them 31.7, 55.2, 52.4, 62.4, 70.0, 91.8)
  // (then informatics services, words IT only beside another IT word, Wi-Fi as a service: 43.0, 51.7, 52.0, 67.6,
  // 77.0, 86.2; then sites' plant, projects and 'CSC' set aside: non-IT left 88.9; then names that are ordinary
  // words — Glacier, Otter, Argo, Tidal, MDS, ARO, Sugar, Seismic — no product alone: 89.3; then job titles are
  // a person's work on the tower their domain names: IT Tower 52.6; then other trades' words — procurement,
  // operator, recovery, drive, dock, cabinet… — IT only beside an IT word: non-IT left 90.7, answered 77.0 → 76.8;
  // then Calibre, PADS, Metallic, HEAT, Perimeter no product alone: 90.9)
  'procurement / AP line': {
    'Cost Pool': 50.5, // 51.7 (session 7, 30l: web work, information and records management 46.3; 'Northway IT'
    // 48.3; a procured solution, 'Northway Technologies' 51.7)
    'IT Tower': 53, // 54.1 (session 6, 30j; was 52.0)
    'Sub-Tower': 51, // 52.0
    everyScored: 78, // 78.8 (session 7, 30l; was 77.5 after 30i's support-and-maintenance contracts)
    answered: 83.5, // 84.4 (session 7, 30l; was 82.5)
    // (session 5: ca-contract-disclosures' 432 held-out non-IT lines, 83.8 % left, brought the kind from 91.6 to
    // 89.4 — new data, not an engine change)
    // (session 5, 30g: hardware maintenance, USB sticks, conference calls, phone contracts, UK public bodies'
    // software suppliers: every scored layer 75.4 → 75.8, answered 80.3 → 80.7)
    // (then work every trade buys set aside — audit, project management, development…: non-IT left 92.1)
    // (then 30g: a site's O&M IT only beside an IT word; ADP equipment, digitisers, 'matériel informatique', video
    // communications, TACACS, spam feeds, truncated catalogue spellings: 76.0 → 76.6, 80.9 → 81.5, 92.2 → 92.3)
    // (session 6, 30i: an IT object word qualifying another subject — 'storage tanks', 'mobile trailer', 'aerosol
    // monitors' — is no IT purchase; business analysis, systems integration, card readers, add-on memory: non-IT
    // left 92.3 → 93.1, answered 81.5 → 81.7, every scored layer 76.6 → 76.7)
    // (then 30i: goods beside 'storage', 'transport' alone; administration, auditors, health and safety, regulatory
    // work and power distribution IT only beside an IT word: 93.1 → 93.5)
    // (session 7, 30k: IT object words beside another trade's good — 'Electrical test console', 'Naval
    // architecture', 'Doors and windows', 'Circuit breakers' — and IBM's Power Systems only with IBM's name: 93.6 → 93.8)
    nonITLeft: 93.5, // 93.8
    costPoolAt08: 71.5, // 72.6 (session 6: 64.6; session 7: an assumed pool is a guess, capped at 0.29 — 67.5 → 72.6)
  },
  // 3 held-out lines: one more miss is 33 points, so the floor allows none
  'catalogue title': { 'IT Tower': 66, everyScored: 66 }, // 66.7, 66.7
};
const PER_SET: Record<string, Floors> = {
  'gcp-sku-catalogue': { 'Cost Pool': 98, 'IT Tower': 94.5, everyScored: 94.5 }, // 98.9, 95.5, 95.5
  'infracost-golden': { 'Cost Pool': 92.5, 'IT Tower': 95, everyScored: 87.5 }, // 93.6, 96.1, 88.4
  'snipeit-demo': { 'IT Tower': 66, everyScored: 66 }, // 66.7, 66.7
  // 394 held-out lines: UK public bodies' GL accounts with their supplier
  // (before issue 30's rules, read off the dev half only: Cost Pool 69.4, IT Tower 63.5, Sub-Tower 68.7, every
  // scored layer 59.1, answered 49.9; after session 2: 78.5, 78.6, 72.7, 71.8, 90.1)
  // (session 5: an Unclassified line's default layers no longer count as right — the user sees none; Cost Pool was
  // 84.9 and every scored layer 85.3 counted the old way: the measure is honest, not the engine worse)
  // (session 6: three rules found through the label table's spellings — held-out accounts — reverted; they had read
  // 90.1 / 89.8; the floors are back where the out-of-sample figures are)
  'uk-council-ledgers': {
    'Cost Pool': 83, // 84.0 (session 5: 30g's vocabulary 83.7, then 30h's own 'IT')
    'IT Tower': 95, // 95.9
    'Sub-Tower': 91, // 92.0 (session 7: a Vendor column no longer overrules the tower the line's own words name)
    everyScored: 84, // 85.0
    precisionAt08: 94.5, // 97.7
    coverageAt08: 10, // 10.7 (session 4, 30f: 11.2; session 7, 30l's rules: 10.7)
    answered: 98, // 99.0 (session 5, 30g and 30h)
    costPoolAt08: 84, // 84.9 (session 6)
  },
  // a council's coarse ledger headings with the ProClass code of each payment (session 7): the supplier decides
  // (then the SeRCOP headings: 'computing' is IT for review on a line nothing else places; printing beside
  // stationery is the office's — non-IT left 31.3 → 62.6, IT Tower 23.2 → 14.5: the heading's blanket print guess had
  // been right for copier suppliers it does not know)
  // (then only the lines both blind readers accepted: 174 IT and 92 non-IT held-out lines)
  'uk-council-proclass': {
    'Cost Pool': 15,
    'IT Tower': 30,
    everyScored: 39,
    answered: 52.5,
    nonITLeft: 64,
  }, // 16.0, 31.3, 39.7, 53.4, 65.2 (unaudited, first: 10.9, 23.2, 31.9, 45.6, 31.3)
  // (session 6, 30j: a firm's name alone read by its trade word — Networks, Communications, Mobile: 28.9, 13.8 before)
  // (then an IT services firm's name alone — IT Solutions, Computer Services — bought its work: Cost Pool 20.5 → 25.0)
  // (session 7, 30l: an IT firm's name alone — 'Northway IT', 'Northway ICT' — bought its work: Cost Pool 25.0 → 31.8)
  // (then a firm's name with 'Technologies' or 'Solutions' alone: 34.1, answered 46.6 → 55.2)
  'uk-council-suppliers': { 'Cost Pool': 33, 'IT Tower': 33, everyScored: 16.5 }, // 34.1, 34.2, 17.2
  'uk-council-purchases': { 'Cost Pool': 67.5, 'IT Tower': 74.5, everyScored: 74.5 }, // 68.8, 75.5, 75.4 (30i)
  // (session 4, 30a: the buyers' own D302A… subcodes, titled only 'Informatics Professional and Consulting
  // Services', no longer name a tower — 17 held-out lines are scored as IT only, and 11 keep a tower from a code
  // that names it; the IT Tower figure was 42.9 on 28 lines before: the labels are fairer, not the engine worse)
  'ca-federal-tenders': {
    'Cost Pool': 56,
    'IT Tower': 26.5,
    everyScored: 77.5,
    answered: 85.5,
    nonITLeft: 93.5,
  }, // 57.3, 27.3, 78.6, 86.7, 93.8 (session 7, 30k: object words beside another trade's good: 93.6 → 93.8;
  // session 6, 30i: non-IT left 91.6 → 93.6; session 7, 30l: web work, information
  // and records management — Cost Pool 50.6 → 52.8, every scored layer 75.9 → 77.1, answered 83.6 → 85.1; then a
  // procured solution — 57.3, 78.6, 86.7)
  // 3 held-out IT lines (one miss is 33 points) and 143 non-IT lines: mostly a false-alarm measure
  'us-federal-solicitations': { everyScored: 66, answered: 66, nonITLeft: 98 }, // 66.7, 66.7, 98.6
  // IT lines say only IT: a false-alarm and an answered measure
  'ca-contract-disclosures': { everyScored: 88.5, answered: 88.5, nonITLeft: 90.5 }, // 89.2, 89.2, 90.7 (30k; was 90.3)
};

function check(t: Tally, floors: Floors) {
  for (const l of ['Cost Pool', 'Sub-Cost Pool', 'IT Tower', 'Sub-Tower'] as const) {
    const floor = floors[l];
    if (floor !== undefined) expect(layer(t, l), l).toBeGreaterThanOrEqual(floor);
  }
  expect(share(t.allRight, t.n), 'every scored layer').toBeGreaterThanOrEqual(floors.everyScored);
  if (floors.precisionAt08 !== undefined)
    expect(share(t.hiRight, t.hiN), 'right at >= 0.8').toBeGreaterThanOrEqual(floors.precisionAt08);
  if (floors.coverageAt08 !== undefined)
    expect(share(t.hiN, t.n), 'lines at >= 0.8').toBeGreaterThanOrEqual(floors.coverageAt08);
  if (floors.answered !== undefined)
    expect(share(t.answered, t.n), 'answered').toBeGreaterThanOrEqual(floors.answered);
  if (floors.costPoolAt08 !== undefined)
    expect(
      share(...t.layerHi['Cost Pool']),
      'Cost Pool right at its own >= 0.8',
    ).toBeGreaterThanOrEqual(floors.costPoolAt08);
  if (floors.nonITLeft !== undefined)
    expect(share(t.nonITLeft, t.nonIT), 'non-IT left Unclassified').toBeGreaterThanOrEqual(
      floors.nonITLeft,
    );
}

/**
 * Sources held to their own exact-copy ceiling (copies per IT line scored, as for the others), with the reason.
 * Session 5: ca-contract-disclosures' descriptions are often a product or catalogue noun alone ('Notebooks', 'Macbook
 * pro', 'Computer equipment'): 42 of its lines equalled a knowledge or training line when it was added (4.6 % of its
 * IT lines, 2.2 % of all its 1,892), though none of its lines was ever read for knowledge; 45 (4.9 %) after the
 * session's vocabulary. Counted with the others (50 of 2,588, 1.9 %) it would hide their creep; apart, it is held at
 * 5 %: knowledge that restates one more of its lines trips it.
 */
const COPY_CEILING_APART: Record<string, number> = { 'ca-contract-disclosures': 0.05 };

describe('external group (public labelled data, evaluation only)', () => {
  it('holds at least three sources and 600 lines, and hardly any is a copy of what the engine was built from', () => {
    expect(EXTERNAL_SETS.length).toBeGreaterThanOrEqual(3);
    expect(EXTERNAL_SETS.reduce((n, s) => n + loadExternal(s).length, 0)).toBeGreaterThanOrEqual(
      600,
    );
    // a source copied into the knowledge base would turn into exact copies here and stop measuring anything
    const both = evaluateExternal(engine, 'both');
    expect(both.total.all.n).toBeGreaterThanOrEqual(600);
    // (issue 30: 25 of 1,613 lines, 9 of them supplier names the vendor table knows by name; the limit was 20 lines
    // for 616 cloud and catalogue lines and is now 2 % of all lines, never raised: a tender may be a job title alone
    // — 'Platform analyst' — and role vocabulary makes it an exact copy, so vocabulary that only restates a whole
    // title of a set is left out)
    const held = both.sets.filter((r) => !COPY_CEILING_APART[r.set.id]);
    const copies = held.reduce((n, r) => n + r.exactDropped, 0);
    const lines = held.reduce((n, r) => n + r.all.n, 0);
    expect(copies).toBeLessThanOrEqual(lines * 0.02);
    for (const [id, ceiling] of Object.entries(COPY_CEILING_APART)) {
      const r = both.sets.find((x) => x.set.id === id)!;
      expect(r.exactDropped, id).toBeLessThanOrEqual(r.all.n * ceiling);
    }
  });

  it('splits each source into a dev and a held-out half by a group each line keeps, whatever the engine becomes', () => {
    for (const set of EXTERNAL_SETS) {
      const items = loadExternal(set);
      const dev = items.filter((it) => externalPart(it) === 'dev');
      // both halves of every source are used; neither is a sliver
      expect(dev.length, set.id).toBeGreaterThan(items.length * 0.3);
      expect(dev.length, set.id).toBeLessThan(items.length * 0.7);
      for (const it of items) expect(it.group, `${set.id} ${it.id}`).toBeTypeOf('string');
      // rebuilt from its extract, the set is the committed one byte for byte (lines, labels, groups)
      expect(setJson(buildSet(set).items) === readFileSync(setFile(set), 'utf8'), set.id).toBe(
        true,
      );
    }
    // the builder reads no engine code that learns (src/normalize.ts grows abbreviations), so it cannot move a line
    expect(readFileSync(BUILDER, 'utf8')).not.toMatch(/src\/normalize/);
    // spellings alike and lines that differ only in numbers share a template, so a new line joins its twins' half
    expect(templateKey('N2-Standard-4 instance core')).toBe(
      templateKey('n1-standard-16 instance  core'),
    );
    expect(lineKey('0362 Data & database access services')).toBe(
      lineKey('data database access service'),
    );
    const both = evaluateExternal(engine, 'both');
    const dev = evaluateExternal(engine, 'dev');
    expect(dev.total.all.n + report.total.all.n).toBe(both.total.all.n);
  });

  it('a rebuilt set keeps its lines and their groups; a new line joins the group of its template', () => {
    const set = EXTERNAL_SETS.find((s) => s.id === 'gcp-sku-catalogue')!;
    // as if the set were built for the first time: each line's group is its template
    const fresh = buildSet(set, new Map(), new Set()).items;
    for (const it of fresh) expect(it.group).toBe(templateKey(it.text));
    const sharesTemplate = (it: ExternalItem) =>
      fresh.some((o) => o !== it && o.group === it.group);
    const first = fresh.find(sharesTemplate)!;
    const twin = fresh.find((o) => o !== first && o.group === first.group)!;
    const loner = fresh.find((it) => !sharesTemplate(it))!;
    // the committed set had every line but `twin` and `loner`, and gave `first` a group its template would not give
    // today; `loner` was merged as a repeat by an earlier build
    const committed = new Map(
      fresh
        .filter((it) => it !== twin && it !== loner)
        .map((it) => [identity(it), it === first ? 'frozen:old-normaliser' : it.group]),
    );
    const rebuilt = buildSet(set, committed, new Set([identity(loner)])).items;
    const find = (x: ExternalItem) => rebuilt.find((it) => identity(it) === identity(x));
    expect(find(first)!.group).toBe('frozen:old-normaliser');
    expect(find(twin)!.group).toBe('frozen:old-normaliser');
    expect(find(loner)).toBeUndefined();
    for (const it of fresh) if (it !== loner) expect(find(it), it.text).toBeDefined();
  });

  const BUYER_CODED = [
    'uk-council-purchases',
    'ca-federal-tenders',
    'us-federal-solicitations',
    'ca-contract-disclosures',
    'uk-council-proclass',
  ];
  it('every item scores at least the tower or the cost pool its source determines, or says only IT or not IT', () => {
    for (const set of EXTERNAL_SETS)
      for (const item of loadExternal(set)) {
        const named = item.layers['IT Tower'] ?? item.layers['Cost Pool'];
        if (item.nonIT) expect(named, item.text).toBeUndefined();
        // a code or category that says IT and no more (ProClass ICT, GSIN informatics services, a procurement
        // category) is only in sources labelled from a buyer's code or a category given by hand
        else if (!named) expect(BUYER_CODED, item.text).toContain(set.id);
      }
  });

  it('keeps non-IT lines out of the IT figures and counts an answer on one as a false alarm', () => {
    const purchases = report.sets.find((s) => s.set.id === 'uk-council-purchases')!;
    const items = loadExternal(purchases.set).filter((it) => externalPart(it) === 'held-out');
    const nonIT = items.filter((it) => it.nonIT).length;
    expect(purchases.all.nonIT).toBeGreaterThan(50);
    // every non-IT line is in nonIT and none in n (a few may be dropped as exact copies of knowledge)
    expect(purchases.all.nonIT + purchases.all.n + purchases.exactDropped).toBe(items.length);
    expect(purchases.all.nonIT).toBeLessThanOrEqual(nonIT);
    expect(purchases.all.nonITLeft).toBeLessThanOrEqual(purchases.all.nonIT);
  });

  it('a Vendor column never costs a line its answer, and helps far more lines than it hurts (Deliver 5)', () => {
    const e = columnEffect(engine, 'held-out');
    expect(e.lines).toBeGreaterThan(300);
    expect(e.lostAnswer).toBe(0);
    expect(e.gainedAnswer).toBeGreaterThan(0);
    // (session 5: 5 lines lost a right layer to the column and 131 gained one; session 7: 3 and 123, the column
    // lowering only the tower it contradicts)
    expect(e.lostRight).toBeLessThanOrEqual(e.gainedRight * 0.03);
    // (session 7: 1 % until a council's coarse headings came, where the supplier alone decides: 4 of 367 non-IT lines,
    // paid to a supplier that sells IT too — a franking-machine maker's postage — were made IT by the column)
    expect(e.addedFalseAlarm).toBeLessThanOrEqual(e.nonIT * 0.015);
  });

  it('holds every kind of line a customer uploads', () => {
    for (const kind of LINE_KINDS) expect(report.kinds[kind].all.n, kind).toBeGreaterThan(0);
  });

  // a gain on cloud bills cannot hide a loss on ledger lines: each kind has its own floors
  for (const kind of LINE_KINDS)
    it(`${kind} lines stay at or above their floors`, () => {
      const floors = PER_KIND[kind];
      expect(floors, `floors for ${kind}`).toBeDefined();
      check(report.kinds[kind].all, floors!);
    });

  for (const set of EXTERNAL_SETS)
    it(`${set.id} stays at or above its floors`, () => {
      const rep = report.sets.find((s) => s.set.id === set.id)!;
      const floors = PER_SET[set.id];
      expect(floors, `floors for ${set.id}`).toBeDefined();
      check(rep.all, floors!);
    });

  it('novel lines are split from near-duplicates and both are scored', () => {
    const { novel, nearDup, all } = report.total;
    expect(novel.n + nearDup.n).toBe(all.n);
    expect(novel.n).toBeGreaterThan(0);
    expect(nearDup.n).toBeGreaterThan(0);
  });
});
