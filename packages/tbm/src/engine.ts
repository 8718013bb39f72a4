/** The local (lexicon) engine: knowledge-base matching, scoring and calibrated confidence. */
import type { Classification, LayerName, LocalEngine } from './types.js';
import { knowledgeWords, loadCompiledKnowledge, type Knowledge } from './knowledge.js';
import { normalizeCostName } from './normalize.js';
import { EVIDENCE, scoreLine, natureLabel, type Scored } from './score.js';
import { calibrate, overallModel, predictLogistic } from './calibration.js';
import { TAXONOMY_VERSION, layersFromCodes, subPool, subTower, category } from './taxonomy.js';
import { subPoolFor } from './finance.js';
import {
  loadLearned,
  opinionFrom,
  posterior,
  type CompiledLearned,
  type LearnedModel,
  type LearnedOpinion,
} from './learned.js';
import learnedCounts from '../data/learned.compiled.json' with { type: 'json' };
import { classCap, evidenceBasis, evidenceClass, type EvidenceClass } from './evidence-class.js';

/** Where an item goes when nothing in it is recognised. */
export const DEFAULT_PLACEMENT = { subPool: 'OTH', subTower: 'IM_STR', category: 'D_SP' } as const;
const UNKNOWN_CONFIDENCE = 0.05;
/**
 * The learned second opinion overrules the rules for a layer when it is this sure of another class. Chosen on the
 * tuning sets, each left out in turn (0.8 / 0.9 / 0.95 / 0.99: 0.99 was the only one that helped both layers there).
 */
const FOLLOW_LEARNED = 0.99;
/** An item with only weak evidence never gets more than this. */
const WEAK_CAP = 0.29;
/**
 * Answers that rest on little: a vendor's default placement with no product or IT word on the line, or a line most of
 * whose words no knowledge-base phrase and no labelled line contains. Either may be right, but neither has earned the
 * 'right at >= 0.8' promise, so both stay below it.
 */
export const VENDOR_ONLY_CAP = 0.6;
/** Cost natures of work bought from a supplier: a line stating one is never Internal Labor. */
const WORK_BOUGHT_NATURES = new Set(['managed', 'consulting', 'contractor']);
const MOSTLY_UNKNOWN_CAP = 0.6;
/** Share of a line's words, unknown to the knowledge base and to every labelled line, from which it is 'mostly unknown'. */
const MOSTLY_UNKNOWN_SHARE = 0.5;
/** The learned opinion leans elsewhere when the chosen class is below this probability and another class above it. */
const LEARNED_LEANS_FROM = 0.5;
/** Added to the candidates' score totals (`localCandidates`), so that a lone weak candidate is no certainty. */
const CANDIDATE_MARGIN = 0.5;

let shared: Knowledge | undefined;
export function knowledge(): Knowledge {
  return (shared ??= loadCompiledKnowledge());
}
let sharedLearned: LearnedModel | undefined;
function learned(): LearnedModel {
  return (sharedLearned ??= loadLearned(learnedCounts as unknown as CompiledLearned));
}
let sharedVocabulary: Set<string> | undefined;
/** Every word some knowledge-base phrase or some labelled line has. */
function vocabulary(): Set<string> {
  if (sharedVocabulary) return sharedVocabulary;
  const words = knowledgeWords();
  for (const w of learned().subTower.deltas.keys()) words.add(w);
  return (sharedVocabulary = words);
}
/** Share of the line's distinct words that neither the knowledge base nor any labelled line has. */
export function unknownShare(tokens: readonly string[]): number {
  const v = vocabulary();
  let distinct = 0;
  let unknown = 0;
  // lines are a handful of words: indexOf beats building a Set on the hot path
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i]!;
    if (tokens.indexOf(w) !== i) continue;
    distinct++;
    if (!v.has(w)) unknown++;
  }
  return distinct ? unknown / distinct : 0;
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

function describe(sc: Scored, stCode: string, spCode: string): string {
  const st = subTower(stCode);
  const sp = subPool(spCode);
  const parts: string[] = [];
  const t = sc.towers.find((x) => x.subTower === stCode);
  const ev = t ? [...t.evidence].sort((a, b) => b.weight - a.weight) : [];
  const prod = ev.find((e) => e.kind === 'product');
  const vend = ev.find((e) => e.kind === 'vendor');
  const terms = [...new Set(ev.filter((e) => e.kind === 'term').map((e) => e.text))].slice(0, 3);
  if (prod)
    parts.push(
      `Matched product '${prod.product}'${prod.vendor ? ` (${prod.vendor})` : ''} → ${st.tower} / ${st.name}`,
    );
  else if (vend) parts.push(`Matched vendor '${vend.vendor}' → ${st.tower} / ${st.name}`);
  else if (terms.length)
    parts.push(`${terms.map((x) => `'${x}'`).join(', ')} → ${st.tower} / ${st.name}`);
  else parts.push(`→ ${st.tower} / ${st.name}`);
  // a vendor's name beside IT words is not its default placement alone: say which words carried the answer
  if ((prod || vend) && terms.length)
    parts[0] += ` (also ${terms.map((x) => `'${x}'`).join(', ')})`;
  const pool = sc.pools.find((p) => p.subPool === spCode);
  // every stated word that points at the chosen sub-pool, whichever nature it came from
  const cues: string[] = [];
  for (const p of sc.pools)
    if (p.subPool === spCode) for (const c of p.cues) if (!cues.includes(c)) cues.push(c);
  if (pool && cues.length)
    parts.push(
      `${cues
        .slice(0, 3)
        .map((c) => `'${c}'`)
        .join(', ')} → ${sp.pool} / ${sp.name}`,
    );
  else if (pool && pool.source === 'implied')
    parts.push(
      `${natureLabel(pool.nature)} of ${sc.asset === 'saas' || sc.asset === 'cloud' ? 'a cloud service' : sc.asset === 'hw' || sc.asset === 'hwm' ? 'hardware' : sc.asset === 'sw' || sc.asset === 'swm' ? 'software' : 'a service'} → ${sp.pool} / ${sp.name}`,
    );
  else parts.push(`no cost-type words, assumed ${sp.pool} / ${sp.name}`);
  return parts.join('; ');
}

/** What the learned second opinion says about the chosen sub-pool and sub-tower. */
export interface SecondOpinion {
  subPool: LearnedOpinion;
  subTower: LearnedOpinion;
}
function secondOpinion(
  posteriors: { subPool: readonly number[]; subTower: readonly number[] },
  codes: { subPool: string; subTower: string },
): SecondOpinion {
  const m = learned();
  return {
    subPool: opinionFrom(m.subPool, posteriors.subPool, codes.subPool),
    subTower: opinionFrom(m.subTower, posteriors.subTower, codes.subTower),
  };
}

/** Log-odds, clamped so that a certain 0 or 1 stays finite. */
function logOdds(p: number): number {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
}

/**
 * Evidence features the overall confidence model may use. learnedSupport: how strongly the learned opinion backs the
 * weaker of the two chosen leaves (log-odds; chosen over the two probabilities by cross-validated Brier score).
 */
export function confidenceFeatures(sc: Scored, second: SecondOpinion): Record<string, number> {
  return {
    subTower: sc.rawSubTower,
    pool: sc.rawPool,
    unexplained: sc.unexplained,
    implied: sc.pools[0]?.source === 'implied' ? 1 : 0,
    learnedSupport: logOdds(Math.min(second.subPool.probability, second.subTower.probability)),
  };
}

/** P(all six layers right) before the per-layer bounds. */
function overallProbability(sc: Scored, second: SecondOpinion): number {
  const m = overallModel();
  const f = confidenceFeatures(sc, second);
  return predictLogistic(
    m,
    m.features.map((k) => {
      const v = f[k];
      if (v === undefined) throw new Error(`calibration.json: unknown confidence feature '${k}'`);
      return v;
    }),
  );
}

/** The learned opinion leans to another sub-pool or sub-tower than the one chosen. */
function leansElsewhere(o: LearnedOpinion): boolean {
  return o.probability < LEARNED_LEANS_FROM && o.bestProbability >= LEARNED_LEANS_FROM;
}

/** A reviewer should know when labelled ledgers usually book such words elsewhere: that is why confidence is low. */
function disagreement(second: SecondOpinion): string {
  const notes: string[] = [];
  const { subPool: p, subTower: t } = second;
  if (leansElsewhere(p)) notes.push(`${subPool(p.best).pool} / ${subPool(p.best).name}`);
  if (leansElsewhere(t)) notes.push(`${subTower(t.best).tower} / ${subTower(t.best).name}`);
  return notes.length
    ? `; lines with these words are usually labelled ${notes.join(' and ')} — review`
    : '';
}

/** The engine's answer before it becomes a Classification, and how it got there. */
export interface Decision extends Pick<
  Classification,
  'layers' | 'layerConfidence' | 'confidence' | 'reason'
> {
  codes: { subPool: string; subTower: string; category: string };
  /** what the answer rests on and how the learned opinion stands to it (src/evidence-class.ts) */
  evidenceClass: EvidenceClass;
  /** the overall confidence before the evidence class's cap: what bench/class-support.ts counts a class's support on */
  confidenceBeforeClassCap: number;
  scored: Scored;
  /** absent for unrecognised lines */
  second?: SecondOpinion;
}

const UNRECOGNISED_IN = 'no known product, vendor or IT term in ';
const quotedInput = (input: string) => `'${input.trim()}'`;

/**
 * The answer for another text that normalises to the same line: the engine reads the normalised
 * tokens only, so the answer is the same but for its input, which an unrecognised answer's reason
 * quotes. Lets a ledger's thousands of names that differ by a reference or a date share one call.
 */
export function answerForInput(answer: Classification, input: string): Classification {
  if (answer.input === input) return answer;
  const quoted = UNRECOGNISED_IN + quotedInput(answer.input);
  const reason =
    answer.method === 'lexicon' && !answer.recognised && answer.normalized
      ? answer.reason.replace(quoted, UNRECOGNISED_IN + quotedInput(input))
      : answer.reason;
  return { ...answer, input, reason };
}

/** Classify one normalised string (shared by the engine and localCandidates). */
export function decide(normalized: string, input: string): Decision {
  const kb = knowledge();
  const tokens = normalized ? normalized.split(' ') : [];
  const sc = scoreLine(tokens, kb, (w) => vocabulary().has(w));
  const topPool = sc.pools[0];
  const finance = topPool ? topPool.subPool : DEFAULT_PLACEMENT.subPool;
  if (!sc.known) {
    // nothing IT-specific recognised: safe default, low confidence
    const hasCue = topPool && topPool.source === 'cue';
    const spCode = hasCue ? finance : DEFAULT_PLACEMENT.subPool;
    const codes = {
      subPool: spCode,
      subTower: DEFAULT_PLACEMENT.subTower,
      category: DEFAULT_PLACEMENT.category,
    };
    const layers = layersFromCodes(codes.subPool, codes.subTower, codes.category);
    const c = UNKNOWN_CONFIDENCE;
    const poolConf = hasCue ? Math.min(WEAK_CAP, round(calibrate('Cost Pool', sc.rawPool))) : c;
    const what = normalized ? quotedInput(input) : 'the text (empty after normalisation)';
    return {
      codes,
      layers,
      layerConfidence: {
        'Cost Pool': poolConf,
        'Sub-Cost Pool': poolConf,
        'IT Tower': c,
        'Sub-Tower': c,
        'Technical Solution': c,
        'Technical Category': c,
      },
      confidence: c,
      evidenceClass: evidenceClass('none', 'agrees'),
      confidenceBeforeClassCap: c,
      reason:
        // issue 30: say only what was and was not recognised; the default layers are no answer and are not named
        `Unrecognised: ${UNRECOGNISED_IN}${what}` +
        (sc.setAside
          ? sc.setAside.subject
            ? `; it names '${sc.setAside.subject}', no IT purchase, so ${sc.setAside.words.map((w) => `'${w}'`).join(', ')} ${sc.setAside.words.length > 1 ? 'are' : 'is'} not read as IT`
            : `; ${sc.setAside.words.map((w) => `'${w}'`).join(', ')} ${sc.setAside.words.length > 1 ? 'are' : 'is'} IT spend only beside another IT word${sc.setAside.firms ? ` (${sc.setAside.firms.join(', ')}: an accounting or consulting firm, no IT word)` : ''}, and the line has none`
          : hasCue
            ? `; only the cost word '${topPool!.cues[0]}' was recognised, which does not say what was bought`
            : '; nothing on it was recognised') +
        ' — needs review.',
      scored: sc,
    };
  }
  const top = sc.towers[0]!;
  const ruled = { subPool: finance, subTower: top.subTower, category: top.category };
  const m = learned();
  const posteriors = {
    subPool: posterior(m.subPool, sc.tokens),
    subTower: posterior(m.subTower, sc.tokens),
  };
  // issue 30: work a cost phrase of the line says was bought ('help desk support', 'managed service') is never
  // Internal Labor — labelled lines that book such words to payroll ('TIER II HELP DESK SUPPORT') neither overrule the
  // rules nor stand in the reason as the likelier pool
  const statedPool = sc.pools.find((p) => p.subPool === ruled.subPool);
  const boughtWork =
    statedPool?.source === 'cue' &&
    statedPool.score >= EVIDENCE.statedFrom &&
    WORK_BOUGHT_NATURES.has(statedPool.nature);
  const opinionOf = (codes: { subPool: string; subTower: string }) => {
    const o = secondOpinion(posteriors, codes);
    return boughtWork && o.subPool.best === 'IL'
      ? {
          ...o,
          subPool: { ...o.subPool, best: codes.subPool, bestProbability: o.subPool.probability },
        }
      : o;
  };
  const first = opinionOf(ruled);
  // a product or service named on the line decides its tower: labelled lines never overrule a named match, however
  // near-unanimous (they cannot know a product added to the knowledge base after they were written); nor does a
  // cloud catalogue's charge-kind word that decided what a bill line billed
  const named = top.evidence.some((e) => e.kind === 'product' || e.charge);
  // near-unanimous labelled lines overrule the rules for that layer
  // likewise a named cloud service decides that the bill is cloud usage, whatever hardware it rents ('Compute Engine:
  // Nvidia H100 GPU'): labelled lines about bought GPUs do not make it a purchase
  const namedCloud = sc.asset === 'cloud' && sc.assetFrom === 'product';
  const followPool =
    !namedCloud &&
    first.subPool.best !== ruled.subPool &&
    first.subPool.bestProbability >= FOLLOW_LEARNED;
  const followTower =
    !named &&
    first.subTower.best !== ruled.subTower &&
    first.subTower.bestProbability >= FOLLOW_LEARNED;
  const codes = { ...ruled };
  if (followPool) codes.subPool = first.subPool.best;
  if (followTower) {
    codes.subTower = first.subTower.best;
    codes.category =
      sc.towers.find((t) => t.subTower === codes.subTower)?.category ??
      subTower(codes.subTower).solutionCode;
  }
  const second = followPool || followTower ? opinionOf(codes) : first;
  const layers = layersFromCodes(codes.subPool, codes.subTower, codes.category);
  const weak = top.score < EVIDENCE.weakBelow;
  const vendorOnly = !weak && top.evidence.every((e) => e.kind === 'vendor');
  const mostlyUnknown = !weak && !named && unknownShare(sc.tokens) >= MOSTLY_UNKNOWN_SHARE;
  const limit = weak
    ? WEAK_CAP
    : Math.min(vendorOnly ? VENDOR_ONLY_CAP : 1, mostlyUnknown ? MOSTLY_UNKNOWN_CAP : 1);
  const cap = (x: number) => round(Math.min(limit, x));
  // a followed layer has no rule strength of its own: it gets its curve's floor
  const itRaw = (raw: number) => (followTower ? 0 : raw);
  const poolRaw = followPool ? 0 : sc.rawPool;
  const cT = cap(calibrate('IT Tower', itRaw(sc.rawTower)));
  const cST = Math.min(cT, cap(calibrate('Sub-Tower', itRaw(sc.rawSubTower))));
  // a pool nothing on the line states or implies is the tower's usual one, assumed: the Cost Pool's curve, fitted where
  // the team's lines state their cost type, would call it 0.9 sure, and the product would count its spend as covered
  // at the Cost Pool ('Communications and computing' paid to Royal Mail); it is a guess for review, like weak evidence
  const assumed = (p: (typeof sc.pools)[number] | undefined) =>
    !p || (p.source !== 'implied' && !p.cues.length);
  const poolCap =
    !followPool && assumed(sc.pools.find((p) => p.subPool === ruled.subPool)) ? WEAK_CAP : 1;
  const cP = round(Math.min(poolCap, calibrate('Cost Pool', poolRaw)));
  const cSP = Math.min(cP, round(calibrate('Sub-Cost Pool', poolRaw)));
  const cS = cap(calibrate('Technical Solution', itRaw(sc.rawCategory)));
  const cC = Math.min(cS, cap(calibrate('Technical Category', itRaw(sc.rawCategory))));
  // P(all six right) can never exceed P(any one layer right): bound the overall by the least sure layer
  const beforeClassCap = Math.min(cap(round(overallProbability(sc, second))), cST, cSP, cC);
  const leans = leansElsewhere(second.subPool) || leansElsewhere(second.subTower);
  const cls = evidenceClass(
    evidenceBasis(top.evidence),
    followPool || followTower ? 'followed' : leans ? 'leans' : 'agrees',
  );
  // a kind of evidence that has not shown, on enough lines, that its confident answers are right stays below 0.8
  const overall = Math.min(beforeClassCap, classCap(cls));
  const followed = [
    followPool ? `${layers['Cost Pool']} / ${layers['Sub-Cost Pool']}` : '',
    followTower ? `${layers['IT Tower']} / ${layers['Sub-Tower']}` : '',
  ].filter(Boolean);
  const said =
    describe(sc, ruled.subTower, ruled.subPool) +
    (weak ? ' (weak evidence — low confidence)' : '') +
    (vendorOnly ? ' (vendor default only — review)' : '') +
    (mostlyUnknown ? ' (most words unknown — review)' : '') +
    (followed.length
      ? `; labelled lines with these words are ${followed.join(' and ')}, used instead`
      : '') +
    disagreement(second);
  // the class cap lowered the answer: say so, unless the reason already asks for review
  const reason =
    overall < beforeClassCap && !/— review|used instead/.test(said)
      ? `${said} (a kind of evidence not yet proven at 0.8 — review)`
      : said;
  return {
    codes,
    layers,
    layerConfidence: {
      'Cost Pool': cP,
      'Sub-Cost Pool': cSP,
      'IT Tower': cT,
      'Sub-Tower': cST,
      'Technical Solution': cS,
      'Technical Category': cC,
    },
    confidence: overall,
    evidenceClass: cls,
    confidenceBeforeClassCap: beforeClassCap,
    reason,
    scored: sc,
    second,
  };
}

/** The engine's answer for a decided line (also used by `classifyLine`). */
export function classificationOf(input: string, normalized: string, d: Decision): Classification {
  return {
    input,
    normalized,
    layers: d.layers,
    layerConfidence: d.layerConfidence,
    confidence: d.confidence,
    method: 'lexicon',
    reason: d.reason,
    recognised: d.scored.known,
    taxonomyVersion: TAXONOMY_VERSION,
  };
}

export function classifyOne(input: string): Classification {
  const text = typeof input === 'string' ? input : String(input ?? '');
  let normalized = '';
  try {
    normalized = normalizeCostName(text);
    return classificationOf(text, normalized, decide(normalized, text));
  } catch (err) {
    const layers = layersFromCodes(
      DEFAULT_PLACEMENT.subPool,
      DEFAULT_PLACEMENT.subTower,
      DEFAULT_PLACEMENT.category,
    );
    const c = UNKNOWN_CONFIDENCE;
    return {
      input: text,
      normalized,
      layers,
      layerConfidence: {
        'Cost Pool': c,
        'Sub-Cost Pool': c,
        'IT Tower': c,
        'Sub-Tower': c,
        'Technical Solution': c,
        'Technical Category': c,
      },
      confidence: c,
      method: 'lexicon',
      // issue 34 §8: an unread line's reason names no layer; its default placement is no answer
      reason: `Unrecognised: the line could not be read (${(err as Error).message}); nothing on it was recognised — needs review.`,
      recognised: false,
      taxonomyVersion: TAXONOMY_VERSION,
    };
  }
}

export function createLocalEngine(): LocalEngine {
  knowledge();
  learned();
  vocabulary();
  const classifySync = (names: readonly string[]): Classification[] =>
    names.map((n) => classifyOne(n));
  return {
    name: 'local',
    taxonomyVersion: TAXONOMY_VERSION,
    classifySync,
    classify: async (names) => classifySync(names),
  };
}

export interface Candidate {
  layers: Record<LayerName, string>;
  score: number;
  /** What on the line points to this answer, in the engine's words (a reviewer picks by it). */
  reason?: string;
}

/** Top-k hierarchy-consistent candidates (sub-tower × sub-pool), scores sum to ≤ 1. Hints for the LLM engine. */
export function localCandidates(name: string, k = 3): Candidate[] {
  const normalized = normalizeCostName(name);
  const d = decide(normalized, name);
  const sc = d.scored;
  const towers = sc.towers.length ? sc.towers.slice(0, Math.max(1, k)) : [];
  const tTotal = towers.reduce((s, t) => s + t.score, 0) + CANDIDATE_MARGIN;
  const pools = new Map<string, number>();
  for (const p of sc.pools) pools.set(p.subPool, (pools.get(p.subPool) ?? 0) + p.score);
  const pList = [...pools.entries()].sort((a, b) => b[1] - a[1]).slice(0, Math.max(1, k));
  const pTotal = pList.reduce((s, p) => s + p[1], 0) + CANDIDATE_MARGIN;
  const out: Candidate[] = [];
  if (!towers.length) return [{ layers: d.layers, score: d.confidence, reason: d.reason }];
  for (const t of towers)
    for (const [sp, ps] of pList.length ? pList : [[d.codes.subPool, 1] as [string, number]]) {
      out.push({
        layers: layersFromCodes(sp, t.subTower, t.category),
        score: round((t.score / tTotal) * (ps / pTotal)),
        reason: describe(sc, t.subTower, sp),
      });
    }
  out.sort((a, b) => b.score - a.score);
  // the engine's own decision first
  const key = (l: Record<LayerName, string>) => JSON.stringify(l);
  const mine = out.findIndex((c) => key(c.layers) === key(d.layers));
  if (mine > 0) out.unshift(...out.splice(mine, 1));
  // a layer that followed the labelled lines may not be among the rules' candidates
  else if (mine < 0) out.unshift({ layers: d.layers, score: d.confidence, reason: d.reason });
  // the engine's own answer says everything it knows, runner-up words included
  if (out[0] && key(out[0].layers) === key(d.layers)) out[0].reason = d.reason;
  void subPoolFor;
  void category;
  return out.slice(0, k);
}
