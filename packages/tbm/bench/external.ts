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
 * Each source is split in two by a hash of the normalised line (`externalPart`): the **dev** half may be read line by
 * line (its errors printed by bench/external-errors.ts) to find what the engine lacks; the **held-out** half is never
 * read, and it is what the benchmark's targets and the quality gate judge. Lines that normalise alike share a half, so
 * a fix read off a dev line cannot be checked on its twin in the held-out half.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fnv1a } from '../src/hash.js';
import { normalizeCostName } from '../src/normalize.js';
import { LAYERS, type Classification, type LayerName, type LocalEngine } from '../src/types.js';
import {
  EXTERNAL_SETS,
  loadExternal,
  type ExternalItem,
  type ExternalSet,
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
/** Which half of its source a line belongs to: fnv1a(normalised text) even → dev, odd → held-out. */
export function externalPart(text: string): ExternalPart {
  return fnv1a(normalizeCostName(text)) % 2 === 0 ? 'dev' : 'held-out';
}

export interface Novelty {
  exact: Set<string>;
  overlap(normalized: string): number;
}

let novelty: Novelty | undefined;
/** Exact-match set and overlap function over everything the engine was built from (computed once). */
export function noveltyIndex(): Novelty {
  if (novelty) return novelty;
  const lines = builtFrom();
  const exact = new Set(lines);
  const byToken = new Map<string, number[]>();
  lines.forEach((l, i) => {
    for (const t of tokens(l)) {
      let ids = byToken.get(t);
      if (!ids) byToken.set(t, (ids = []));
      ids.push(i);
    }
  });
  const overlap = (normalized: string) => {
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
  return (novelty = { exact, overlap });
}

export interface Tally {
  n: number;
  /** per scored layer: [right, scored] */
  layer: Record<LayerName, [number, number]>;
  allRight: number;
  hiN: number;
  hiRight: number;
  bands: Array<{ lo: number; hi: number; n: number; right: number }>;
}

function emptyTally(): Tally {
  const layer = {} as Record<LayerName, [number, number]>;
  for (const l of LAYERS) layer[l] = [0, 0];
  return {
    n: 0,
    layer,
    allRight: 0,
    hiN: 0,
    hiRight: 0,
    bands: BANDS.slice(0, -1).map((lo, i) => ({ lo, hi: BANDS[i + 1]!, n: 0, right: 0 })),
  };
}

function add(t: Tally, item: ExternalItem, r: Classification): void {
  t.n++;
  let ok = true;
  for (const l of LAYERS) {
    const want = item.layers[l];
    if (want === undefined) continue;
    t.layer[l][1]++;
    if (r.layers[l] === want) t.layer[l][0]++;
    else ok = false;
  }
  if (ok) t.allRight++;
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
  all: Tally;
  novel: Tally;
  nearDup: Tally;
}

export interface ExternalReport {
  part: ExternalPart | 'both';
  sets: SetReport[];
  total: { all: Tally; novel: Tally; nearDup: Tally; exactDropped: number };
}

function merge(into: Tally, t: Tally): void {
  into.n += t.n;
  into.allRight += t.allRight;
  into.hiN += t.hiN;
  into.hiRight += t.hiRight;
  for (const l of LAYERS) {
    into.layer[l][0] += t.layer[l][0];
    into.layer[l][1] += t.layer[l][1];
  }
  t.bands.forEach((b, i) => {
    into.bands[i]!.n += b.n;
    into.bands[i]!.right += b.right;
  });
}

/**
 * Runs the engine over one half (or both) of every external set. Deterministic: same engine, same data → same report.
 * The targets and floors read the held-out half.
 */
export function evaluateExternal(
  engine: LocalEngine,
  part: ExternalPart | 'both' = 'held-out',
): ExternalReport {
  const nov = noveltyIndex();
  const total = { all: emptyTally(), novel: emptyTally(), nearDup: emptyTally(), exactDropped: 0 };
  const sets: SetReport[] = [];
  for (const set of EXTERNAL_SETS) {
    const items = loadExternal(set).filter(
      (it) => part === 'both' || externalPart(it.text) === part,
    );
    const kept = items.filter((it) => !nov.exact.has(normalizeCostName(it.text)));
    const results = engine.classifySync(kept.map((it) => it.text));
    const rep: SetReport = {
      set,
      lines: items.length,
      exactDropped: items.length - kept.length,
      all: emptyTally(),
      novel: emptyTally(),
      nearDup: emptyTally(),
    };
    kept.forEach((it, i) => {
      const r = results[i]!;
      add(rep.all, it, r);
      add(nov.overlap(r.normalized) < NOVEL_BELOW ? rep.novel : rep.nearDup, it, r);
    });
    sets.push(rep);
    merge(total.all, rep.all);
    merge(total.novel, rep.novel);
    merge(total.nearDup, rep.nearDup);
    total.exactDropped += rep.exactDropped;
  }
  return { part, sets, total };
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

/** The benchmark's printout of the external group. */
export function formatExternal(rep: ExternalReport): string[] {
  const out: string[] = [];
  const { total } = rep;
  out.push(
    `External group${PART_TITLE[rep.part]} — public labelled data nobody on the team wrote: ${EXTERNAL_SETS.length} sources, ${total.all.n} lines scored ` +
      `(${total.exactDropped} dropped as exact copies of a training or knowledge line); ${PART_USE[rep.part]}`,
  );
  for (const s of rep.sets)
    out.push(
      `  ${s.set.id}: ${s.all.n} lines (${s.novel.n} novel, ${s.nearDup.n} near-duplicate, ${s.exactDropped} exact dropped) — ${s.set.provenance}`,
    );
  const cols: Array<[string, Tally]> = [
    ...rep.sets.map((s): [string, Tally] => [s.set.id, s.all]),
    ['all', total.all],
    ['novel', total.novel],
    ['near-dup', total.nearDup],
  ];
  const w = 19;
  out.push('');
  out.push(`  Accuracy per scored layer   ${cols.map(([n]) => n.padStart(w)).join('')}`);
  for (const l of LAYERS) {
    if (!cols.some(([, t]) => t.layer[l][1] > 0)) continue;
    out.push(
      `    ${l.padEnd(26)}${cols.map(([, t]) => `${pct(...t.layer[l])} (${t.layer[l][1]})`.padStart(w)).join('')}`,
    );
  }
  out.push(
    `    ${'every scored layer'.padEnd(26)}${cols.map(([, t]) => `${pct(t.allRight, t.n)} (${t.n})`.padStart(w)).join('')}`,
  );
  out.push(
    `    ${'conf >= 0.8: share right'.padEnd(26)}${cols.map(([, t]) => `${pct(t.hiRight, t.hiN)} (${t.hiN})`.padStart(w)).join('')}`,
  );
  out.push(
    `    ${'conf >= 0.8: share of lines'.padEnd(26)}${cols.map(([, t]) => pct(t.hiN, t.n).padStart(w)).join('')}`,
  );
  out.push('');
  out.push(
    '  Reliability (confidence band → share with every scored layer right, lines), all external lines',
  );
  out.push('    band              all              novel            near-dup');
  total.all.bands.forEach((b, i) => {
    const nv = total.novel.bands[i]!;
    const nd = total.nearDup.bands[i]!;
    const cell = (x: { n: number; right: number }) =>
      `${pct(x.right, x.n)} ${String(x.n).padStart(5)}`;
    out.push(
      `    [${b.lo.toFixed(1)}, ${Math.min(1, b.hi).toFixed(1)}${b.hi > 1 ? ']' : ')'}    ${cell(b)}   ${cell(nv)}   ${cell(nd)}`,
    );
  });
  return out;
}
