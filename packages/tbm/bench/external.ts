/**
 * The external evaluation: the engine on public labelled data nobody on this team wrote (bench/external-sets.ts).
 * Shared by the benchmark (bench/accuracy.ts) and the quality gate (test/external-accuracy.test.ts).
 *
 * Lines are compared with everything the engine was built from — every labelled set's text (dev, tuning,
 * calibration, held-out) and every knowledge-base phrase — after normalisation:
 *   - a line whose normalised text equals one of them is dropped (it measures memory, not classification);
 *   - overlap = the largest share of the line's distinct words found together in one of them; a line is "novel"
 *     when that share is below 0.5, and a "near-duplicate" otherwise.
 * Each item scores only the layers its source determines; "all scored" means every one of those is right.
 *
 * Each source is split in two **by group**, never by line (`externalPart`): a line's group is its template or GL account
 * where the source has one, else its text with numbers masked ('n2-standard-4' and 'n1-standard-8' are one group),
 * given when the line enters its set and never recomputed (scripts/build-external.ts), so that no change to the
 * engine moves a line from one half to the other. The **dev** half may be read line by line (its errors printed by
 * bench/external-errors.ts) to find what the engine lacks; the **held-out** half is never read, and it is what the
 * benchmark's targets and the quality gate judge. A held-out line is novel only when neither a line the engine was
 * built from nor a dev-half line shares most of its words.
 *
 * Each source is of one kind of line (cloud bill, procurement / AP line, GL line, catalogue title); the report gives
 * every kind apart, so a gain on one cannot hide a loss on another.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fnv1a } from '../src/hash.js';
import { normalizeCostName } from '../src/normalize.js';
import { LAYERS, type Classification, type LayerName, type LocalEngine } from '../src/types.js';
import { classifyLine } from '../src/line.js';
import {
  EXTERNAL_SETS,
  LINE_KINDS,
  loadExternal,
  type ExternalItem,
  type ExternalSet,
  type LineKind,
} from './external-sets.js';
import { LABELLED_SETS } from './sets.js';
import { loadSet } from './devset.js';

const data = join(dirname(fileURLToPath(import.meta.url)), '../data');
export const NOVEL_BELOW = 0.5;
/** Confidence bands of the reliability table: [lo, hi). */
export const BANDS = [0, 0.3, 0.5, 0.7, 0.8, 0.9, 1.0001] as const;

const tokens = (normalized: string) => [...new Set(normalized.split(' ').filter(Boolean))];

/** Every line and phrase the engine was built or tuned from, normalised. */
function builtFrom(): string[] {
  const out: string[] = [];
  for (const set of LABELLED_SETS)
    for (const it of loadSet(set)) out.push(normalizeCostName(it.text));
  const holdout = JSON.parse(readFileSync(join(data, 'holdout.json'), 'utf8')) as {
    items: Array<{ text: string }>;
  };
  for (const it of holdout.items) out.push(normalizeCostName(it.text));
  const kb = JSON.parse(readFileSync(join(data, 'kb.compiled.json'), 'utf8')) as Record<
    'products' | 'vendors' | 'lexicon' | 'cues',
    string[]
  >;
  // phrases are the last TAB field, already normalised and '|'-separated
  for (const key of ['products', 'vendors', 'lexicon', 'cues'] as const)
    for (const rec of kb[key])
      for (const p of rec.split('\t').pop()!.split('|')) if (p) out.push(p);
  return out;
}

export type ExternalPart = 'dev' | 'held-out';
/** Which half of its source a line belongs to: fnv1a(group) even → dev, odd → held-out. Its text plays no part. */
export const externalPart = (item: Pick<ExternalItem, 'group'>): ExternalPart =>
  fnv1a(item.group) % 2 === 0 ? 'dev' : 'held-out';

/** The engine's answer for an external line: the name alone, or with its supplier as a Vendor column. */
export function classifyExternal(
  engine: LocalEngine,
  items: readonly ExternalItem[],
): Classification[] {
  const plain = engine.classifySync(items.map((it) => it.text));
  return items.map((it, i) =>
    it.vendor ? classifyLine({ name: it.text, vendor: it.vendor }) : plain[i]!,
  );
}

export interface Novelty {
  exact: Set<string>;
  overlap(normalized: string): number;
}

/** Overlap function over a list of normalised lines. */
function overlapIndex(lines: readonly string[]): (normalized: string) => number {
  const byToken = new Map<string, number[]>();
  lines.forEach((l, i) => {
    for (const t of tokens(l)) {
      let ids = byToken.get(t);
      if (!ids) byToken.set(t, (ids = []));
      ids.push(i);
    }
  });
  return (normalized: string) => {
    const ts = tokens(normalized);
    if (!ts.length) return 0;
    const hits = new Map<number, number>();
    let best = 0;
    for (const t of ts)
      for (const id of byToken.get(t) ?? []) {
        const n = (hits.get(id) ?? 0) + 1;
        hits.set(id, n);
        if (n > best) best = n;
      }
    return best / ts.length;
  };
}

let devOverlap: ((normalized: string) => number) | undefined;
/** Overlap of a line with the dev half of every external source: a held-out line a dev line nearly repeats is no news. */
export function devHalfOverlap(normalized: string): number {
  devOverlap ??= overlapIndex(
    EXTERNAL_SETS.flatMap((set) =>
      loadExternal(set)
        .filter((it) => externalPart(it) === 'dev')
        .map((it) => normalizeCostName(it.text)),
    ),
  );
  return devOverlap(normalized);
}

let novelty: Novelty | undefined;
/** Exact-match set and overlap function over everything the engine was built from (computed once). */
export function noveltyIndex(): Novelty {
  if (novelty) return novelty;
  const lines = builtFrom();
  return (novelty = { exact: new Set(lines), overlap: overlapIndex(lines) });
}
export interface Tally {
  n: number;
  /** per scored layer: [right, scored] */
  layer: Record<LayerName, [number, number]>;
  /**
   * per scored coverage layer, the lines answered with that layer's own confidence >= 0.8: [right, such lines] — what
   * the Insights page's coverage per layer counts (apps/api row-outcomes, `coverageConfidence`)
   */
  layerHi: Record<CoverageLayer, [number, number]>;
  allRight: number;
  /** lines answered (recognised as IT), not Unclassified */
  answered: number;
  hiN: number;
  hiRight: number;
  /** lines the source says are not IT (kept out of every figure above), and how many were left Unclassified */
  nonIT: number;
  nonITLeft: number;
  bands: Array<{ lo: number; hi: number; n: number; right: number }>;
}

/** The layers the product counts coverage at, each by its own confidence. */
const COVERAGE_LAYERS = ['Cost Pool', 'IT Tower', 'Sub-Tower'] as const;
type CoverageLayer = (typeof COVERAGE_LAYERS)[number];

function emptyTally(): Tally {
  const layer = {} as Record<LayerName, [number, number]>;
  for (const l of LAYERS) layer[l] = [0, 0];
  const layerHi = {} as Record<CoverageLayer, [number, number]>;
  for (const l of COVERAGE_LAYERS) layerHi[l] = [0, 0];
  return {
    n: 0,
    layer,
    layerHi,
    allRight: 0,
    answered: 0,
    hiN: 0,
    hiRight: 0,
    nonIT: 0,
    nonITLeft: 0,
    bands: BANDS.slice(0, -1).map((lo, i) => ({ lo, hi: BANDS[i + 1]!, n: 0, right: 0 })),
  };
}

function add(t: Tally, item: ExternalItem, r: Classification): void {
  if (item.nonIT) {
    t.nonIT++;
    if (!r.recognised) t.nonITLeft++;
    return;
  }
  t.n++;
  // a line its source calls IT without naming a layer is right when it is answered at all; an Unclassified line
  // shows the user no layer, so none of its layers counts as right (the default placement is no answer)
  const scored = LAYERS.filter((l) => item.layers[l] !== undefined);
  let ok = r.recognised;
  for (const l of scored) {
    t.layer[l][1]++;
    if (r.recognised && r.layers[l] === item.layers[l]) t.layer[l][0]++;
    else ok = false;
  }
  if (ok) t.allRight++;
  if (r.recognised) t.answered++;
  for (const l of COVERAGE_LAYERS)
    if (item.layers[l] !== undefined && r.recognised && r.layerConfidence[l] >= 0.8) {
      t.layerHi[l][1]++;
      if (r.layers[l] === item.layers[l]) t.layerHi[l][0]++;
    }
  const b = t.bands.find((x) => r.confidence >= x.lo && r.confidence < x.hi)!;
  b.n++;
  if (ok) b.right++;
  if (r.confidence >= 0.8) {
    t.hiN++;
    if (ok) t.hiRight++;
  }
}

export interface SetReport {
  set: ExternalSet;
  /** lines in the set file, and how many were dropped as exact copies of a training or knowledge line */
  lines: number;
  exactDropped: number;
  /** split groups (templates, accounts, masked texts) the lines of this half come from */
  groups: number;
  /** lines of the blind-audited sample that both readers accepted */
  audited: number;
  all: Tally;
  novel: Tally;
  nearDup: Tally;
}

export interface KindTotal {
  all: Tally;
  novel: Tally;
  nearDup: Tally;
  exactDropped: number;
}

export interface ExternalReport {
  part: ExternalPart | 'both';
  sets: SetReport[];
  total: KindTotal;
  /** Every kind of line apart (a kind with no source has n = 0). */
  kinds: Record<LineKind, KindTotal>;
}

function merge(into: Tally, t: Tally): void {
  into.n += t.n;
  into.allRight += t.allRight;
  into.answered += t.answered;
  into.hiN += t.hiN;
  into.hiRight += t.hiRight;
  into.nonIT += t.nonIT;
  into.nonITLeft += t.nonITLeft;
  for (const l of LAYERS) {
    into.layer[l][0] += t.layer[l][0];
    into.layer[l][1] += t.layer[l][1];
  }
  for (const l of COVERAGE_LAYERS) {
    into.layerHi[l][0] += t.layerHi[l][0];
    into.layerHi[l][1] += t.layerHi[l][1];
  }
  t.bands.forEach((b, i) => {
    into.bands[i]!.n += b.n;
    into.bands[i]!.right += b.right;
  });
}

const emptyTotal = (): KindTotal => ({
  all: emptyTally(),
  novel: emptyTally(),
  nearDup: emptyTally(),
  exactDropped: 0,
});

function mergeTotal(into: KindTotal, rep: SetReport): void {
  merge(into.all, rep.all);
  merge(into.novel, rep.novel);
  merge(into.nearDup, rep.nearDup);
  into.exactDropped += rep.exactDropped;
}

/** The text a line is compared by: its name, and its supplier when the source gives one. */
export const comparedText = (it: ExternalItem) =>
  normalizeCostName(it.vendor ? `${it.text} ${it.vendor}` : it.text);

/**
 * Runs the engine over one half (or both) of every external set. Deterministic: same engine, same data → same report.
 * The targets and floors read the held-out half. A held-out line is novel when neither what the engine was built from
 * nor a dev-half line shares half its words or more.
 */
export function evaluateExternal(
  engine: LocalEngine,
  part: ExternalPart | 'both' = 'held-out',
): ExternalReport {
  const nov = noveltyIndex();
  const total = emptyTotal();
  const kinds = Object.fromEntries(LINE_KINDS.map((k) => [k, emptyTotal()])) as Record<
    LineKind,
    KindTotal
  >;
  const sets: SetReport[] = [];
  for (const set of EXTERNAL_SETS) {
    const items = loadExternal(set).filter((it) => part === 'both' || externalPart(it) === part);
    const kept = items.filter((it) => !nov.exact.has(comparedText(it)));
    const results = classifyExternal(engine, kept);
    const rep: SetReport = {
      set,
      lines: items.length,
      exactDropped: items.length - kept.length,
      groups: new Set(items.map((it) => it.group)).size,
      audited: kept.filter((it) => it.audited).length,
      all: emptyTally(),
      novel: emptyTally(),
      nearDup: emptyTally(),
    };
    kept.forEach((it, i) => {
      const r = results[i]!;
      add(rep.all, it, r);
      const text = comparedText(it);
      const known =
        nov.overlap(text) >= NOVEL_BELOW ||
        (externalPart(it) === 'held-out' && devHalfOverlap(text) >= NOVEL_BELOW);
      add(known ? rep.nearDup : rep.novel, it, r);
    });
    sets.push(rep);
    mergeTotal(total, rep);
    mergeTotal(kinds[set.kind], rep);
  }
  return { part, sets, total, kinds };
}

/** Share in percent, or NaN when nothing was scored. */
export const share = (right: number, of: number) => (of ? (100 * right) / of : NaN);

const pct = (right: number, of: number) =>
  of ? `${share(right, of).toFixed(1)} %`.padStart(8) : '       -';

const PART_TITLE: Record<ExternalReport['part'], string> = {
  'held-out': ', held-out half',
  dev: ', dev half',
  both: ', both halves',
};
const PART_USE: Record<ExternalReport['part'], string> = {
  'held-out': 'evaluation only, errors never printed',
  dev: 'its errors may be read (bench/external-errors.ts); not a measure of what a customer sees',
  both: 'dev and held-out halves together',
};

/** One line per layer family for a half that is not the measure (the dev half, printed apart). */
export function formatExternalBrief(rep: ExternalReport): string {
  const t = rep.total.all;
  const l = (name: LayerName) => `${name} ${share(...t.layer[name]).toFixed(1)} %`;
  return (
    `External group${PART_TITLE[rep.part]} (${t.n} lines): ${l('IT Tower')}, ${l('Sub-Tower')}, ${l('Cost Pool')}, ` +
    `every scored layer ${share(t.allRight, t.n).toFixed(1)} %; conf >= 0.8 ${share(t.hiRight, t.hiN).toFixed(1)} % right ` +
    `on ${share(t.hiN, t.n).toFixed(1)} % of lines`
  );
}

/** The benchmark's printout of the external group: each kind of line apart, lowest IT Tower first. */
export function formatExternal(rep: ExternalReport): string[] {
  const out: string[] = [];
  const { total } = rep;
  out.push(
    `External group${PART_TITLE[rep.part]} — public labelled data nobody on the team wrote: ${EXTERNAL_SETS.length} sources, ${total.all.n} lines scored ` +
      `(${total.exactDropped} dropped as exact copies of a training or knowledge line); ${PART_USE[rep.part]}. ` +
      'Split by group (template, GL account, or the text with numbers masked; stored with each line), never by line; a ' +
      'held-out line is novel when no line the engine was built from and no dev-half line shares half its words.',
  );
  for (const kind of kindsLowestFirst(rep)) {
    const sets = rep.sets.filter((s) => s.set.kind === kind);
    const k = rep.kinds[kind];
    out.push('');
    out.push(
      `  == ${kind}: ${k.all.n} lines (${k.novel.n} novel, ${k.nearDup.n} near-duplicate)` +
        (k.all.nonIT ? ` and ${k.all.nonIT} non-IT lines` : ''),
    );
    for (const s of sets)
      out.push(
        `    ${s.set.id}: ${s.all.n} lines from ${s.groups} groups (${s.novel.n} novel, ${s.nearDup.n} near-duplicate, ${s.exactDropped} exact dropped${s.all.nonIT ? `; ${s.all.nonIT} non-IT lines` : ''}${s.audited ? `; ${s.audited} in the audited sample, both readers accepting` : ''}) — ${s.set.provenance}`,
      );
    out.push(...layerTable(sets, k));
    out.push(...reliabilityTable(k));
  }
  return out;
}

/** Kinds that have lines, lowest IT Tower (else Cost Pool) first. */
export function kindsLowestFirst(rep: ExternalReport): LineKind[] {
  const key = (k: LineKind) => {
    const t = rep.kinds[k].all;
    const tower = share(...t.layer['IT Tower']);
    return Number.isNaN(tower) ? share(...t.layer['Cost Pool']) : tower;
  };
  return LINE_KINDS.filter((k) => rep.kinds[k].all.n > 0).sort((a, b) => key(a) - key(b));
}

function layerTable(sets: SetReport[], k: KindTotal): string[] {
  const out: string[] = [];
  const cols: Array<[string, Tally]> = [
    ...sets.map((s): [string, Tally] => [s.set.id, s.all]),
    ...(sets.length > 1 ? [['all', k.all] as [string, Tally]] : []),
    ['novel', k.novel],
    ['near-dup', k.nearDup],
  ];
  // every column as wide as the longest set id, with a space before it
  const w = Math.max(22, ...cols.map(([n]) => n.length + 2));
  const row = (label: string, cell: (t: Tally) => string) =>
    `      ${label.padEnd(28)}${cols.map(([, t]) => cell(t).padStart(w)).join('')}`;
  out.push(
    `      ${'Accuracy per scored layer'.padEnd(28)}${cols.map(([n]) => n.padStart(w)).join('')}`,
  );
  for (const l of LAYERS)
    if (cols.some(([, t]) => t.layer[l][1] > 0))
      out.push(row(l, (t) => `${pct(...t.layer[l])} (${t.layer[l][1]})`));
  out.push(row('every scored layer', (t) => `${pct(t.allRight, t.n)} (${t.n})`));
  out.push(row('answered (not Unclassified)', (t) => `${pct(t.answered, t.n)} (${t.n})`));
  out.push(row('conf >= 0.8: share right', (t) => `${pct(t.hiRight, t.hiN)} (${t.hiN})`));
  out.push(row('conf >= 0.8: share of lines', (t) => pct(t.hiN, t.n)));
  // each coverage layer by its own confidence: share right, and share of the lines that score the layer
  for (const l of COVERAGE_LAYERS)
    if (cols.some(([, t]) => t.layerHi[l][1] > 0))
      out.push(
        row(`${l} at its conf >= 0.8`, (t) =>
          t.layer[l][1] ? `${pct(...t.layerHi[l])} on ${pct(t.layerHi[l][1], t.layer[l][1])}` : '-',
        ),
      );
  if (cols.some(([, t]) => t.nonIT > 0))
    out.push(
      row('non-IT lines left Unclassified', (t) => `${pct(t.nonITLeft, t.nonIT)} (${t.nonIT})`),
    );
  return out;
}

function reliabilityTable(k: KindTotal): string[] {
  const out = [
    '      Reliability (confidence band → share with every scored layer right, lines)',
    '      band              all              novel            near-dup',
  ];
  const cell = (x: { n: number; right: number }) =>
    `${pct(x.right, x.n)} ${String(x.n).padStart(5)}`;
  k.all.bands.forEach((b, i) => {
    out.push(
      `      [${b.lo.toFixed(1)}, ${Math.min(1, b.hi).toFixed(1)}${b.hi > 1 ? ']' : ')'}    ${cell(b)}   ${cell(k.novel.bands[i]!)}   ${cell(k.nearDup.bands[i]!)}`,
    );
  });
  return out;
}
