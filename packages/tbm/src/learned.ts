/**
 * A learned second opinion: multinomial naive Bayes over a line's normalised words, trained on labelled lines
 * (the dev set's train split and the tuning sets; never the test split, the held-out set or the calibration sets).
 * The knowledge-base engine chooses the answer and says why; this model tells the confidence model how strongly
 * labelled ledgers agree with it. Where a hand-written rule and examples written by other people agree, the answer is
 * far more often right than where they differ (cross-validated in scripts/calibrate.ts). Only where the examples are
 * near-unanimous for another class does the engine follow them (src/engine.ts, FOLLOW_LEARNED).
 * The counts are precompiled by scripts/build-learned.ts into data/learned.compiled.json.
 */

/** The two leaf layers the model learns: the finance side and the IT side of an answer. */
export const LEARNED_LAYERS = ['subPool', 'subTower'] as const;
export type LearnedLayer = (typeof LEARNED_LAYERS)[number];

export interface LearnedExample {
  tokens: readonly string[];
  subPool: string;
  subTower: string;
}

/** Serialised counts: per layer, the classes, how many lines each had, and per word the lines per class. */
export interface CompiledLearned {
  format: 1;
  /** additive (Lidstone) smoothing of the word counts */
  alpha: number;
  lines: number;
  layers: Record<
    LearnedLayer,
    { classes: string[]; lines: number[]; words: Record<string, Array<[number, number]>> }
  >;
}

interface LayerModel {
  classes: string[];
  index: Map<string, number>;
  /** log P(class) */
  logPrior: readonly number[];
  /** log P(word | class) for a known word no line of the class had */
  logUnseen: readonly number[];
  /** per known word, flat pairs: class, how much more than logUnseen it adds for that class, class, … */
  deltas: Map<string, readonly number[]>;
}
export type LearnedModel = Record<LearnedLayer, LayerModel>;

export const LEARNED_ALPHA = 0.1;

/** Count each distinct word once per line: a repeated word says no more about the line's class. */
export function trainLearned(
  examples: readonly LearnedExample[],
  alpha = LEARNED_ALPHA,
): CompiledLearned {
  const layers = {} as CompiledLearned['layers'];
  for (const layer of LEARNED_LAYERS) {
    const classes = [...new Set(examples.map((e) => e[layer]))].sort();
    const index = new Map(classes.map((c, i) => [c, i]));
    const lines = new Array<number>(classes.length).fill(0);
    const words = new Map<string, Map<number, number>>();
    for (const e of examples) {
      const c = index.get(e[layer])!;
      lines[c]!++;
      for (const w of new Set(e.tokens)) {
        const m = words.get(w) ?? new Map<number, number>();
        words.set(w, m);
        m.set(c, (m.get(c) ?? 0) + 1);
      }
    }
    const sortedWords = [...words.keys()].sort();
    layers[layer] = {
      classes,
      lines,
      words: Object.fromEntries(
        sortedWords.map((w) => [w, [...words.get(w)!].sort((a, b) => a[0] - b[0])]),
      ),
    };
  }
  return { format: 1, alpha, lines: examples.length, layers };
}

export function loadLearned(c: CompiledLearned): LearnedModel {
  if (c.format !== 1) throw new Error(`learned model: unsupported format ${String(c.format)}`);
  const out = {} as LearnedModel;
  for (const layer of LEARNED_LAYERS) {
    const { classes, lines, words } = c.layers[layer];
    const vocabulary = Object.keys(words).length;
    const wordTotals = new Array<number>(classes.length).fill(0);
    for (const counts of Object.values(words)) for (const [k, n] of counts) wordTotals[k]! += n;
    const denominator = wordTotals.map((t) => Math.log(t + c.alpha * vocabulary));
    const logUnseen = classes.map((_, k) => Math.log(c.alpha) - denominator[k]!);
    const deltas = new Map<string, number[]>();
    for (const [w, counts] of Object.entries(words))
      deltas.set(
        w,
        counts.flatMap(([k, n]) => [k, Math.log(n + c.alpha) - denominator[k]! - logUnseen[k]!]),
      );
    out[layer] = {
      classes,
      index: new Map(classes.map((x, i) => [x, i])),
      logPrior: lines.map((n) => Math.log(n / c.lines)),
      logUnseen,
      deltas,
    };
  }
  return out;
}

/** P(class | words) for every class of the layer, in the order of `classes`. */
export function posterior(m: LayerModel, tokens: readonly string[]): number[] {
  const n = m.classes.length;
  // a plain array: copying a typed array (new Float64Array + set) cost 30 times as much, a tenth of a line's time
  const s = m.logPrior.slice();
  let known = 0;
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i]!;
    // words no labelled line had say nothing about the class (the confidence model counts them separately); a
    // repeated word counts once (lines are a handful of words: indexOf beats a Set on the hot path)
    const deltas = m.deltas.get(w);
    if (!deltas || tokens.indexOf(w) !== i) continue;
    known++;
    for (let j = 0; j < deltas.length; j += 2) s[deltas[j]!]! += deltas[j + 1]!;
  }
  if (known) for (let k = 0; k < n; k++) s[k]! += known * m.logUnseen[k]!;
  let max = -Infinity;
  for (let k = 0; k < n; k++) if (s[k]! > max) max = s[k]!;
  let z = 0;
  for (let k = 0; k < n; k++) z += s[k] = Math.exp(s[k]! - max);
  for (let k = 0; k < n; k++) s[k]! /= z;
  return s;
}

export interface LearnedOpinion {
  /** P(the given class | words); 0 for a class the examples never had */
  probability: number;
  /** the class the examples favour most, and its probability */
  best: string;
  bestProbability: number;
}

export function opinion(m: LayerModel, tokens: readonly string[], code: string): LearnedOpinion {
  return opinionFrom(m, posterior(m, tokens), code);
}

/** The opinion on `code` from an already computed posterior (one posterior serves several candidate codes). */
export function opinionFrom(m: LayerModel, p: readonly number[], code: string): LearnedOpinion {
  let best = 0;
  for (let k = 1; k < p.length; k++) if (p[k]! > p[best]!) best = k;
  const i = m.index.get(code);
  return {
    probability: i === undefined ? 0 : p[i]!,
    best: m.classes[best]!,
    bestProbability: p[best]!,
  };
}
