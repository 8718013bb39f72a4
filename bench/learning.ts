/**
 * Learning benchmark (`npm run bench:learning`, issue 15): how much an account's rules add to the
 * engine on a ledger nobody on the team wrote.
 *
 * Each external labelled set (packages/tbm/bench/external-sets.ts) is split in two by the hash
 * of the line's group, as the engine's own benchmark splits it (`externalPart`): ledger A is
 * the dev half, the one a person may read; ledger B is the held-out half, whose lines are never
 * read here (no error of B is printed). Lines that normalise alike fall in the same half.
 *
 * A simulated reviewer works through A as the review queue shows it (grouped by normalised name):
 *   1. the 20 most frequent wrong normalised names become `name` rules with the true labels
 *      (the layers the source does not decide keep the engine's answer); the row the reviewer
 *      looked at for each is set aside, the "rest of A" is every other row of A;
 *   2. then up to 20 broader rules a reviewer who knows the ledger would write, picked greedily on
 *      A alone: a phrase (1–3 words of a wrong line) or a column value (the vendor or GL-account
 *      column, where the source has one), taken only when every row of A it matches has one
 *      true answer, in the order of the wrong rows of A they fix.
 * Rules are matched by the product's own matcher (apps/api/src/modules/rules/rule-matcher.ts).
 * Accuracy counts only the layers each source decides ("all scored" = every one of them right).
 */
import { performance } from 'node:perf_hooks';
import { createLocalEngine, LAYERS, normalizeCostName, type LayerName } from '@trusty/tbm';
import {
  compileRules,
  normalizeRuleValue,
  type RuleRecord,
} from '../apps/api/src/modules/rules/rule-matcher';
import type { StoredLayers } from '../apps/api/src/db/schema/results';
import {
  EXTERNAL_SETS,
  loadExternal,
  type ExternalItem,
} from '../packages/tbm/bench/external-sets';
import { classifyExternal, externalPart } from '../packages/tbm/bench/external';

const NAME_RULES = 20;
const BROAD_RULES = 20;

interface Line {
  item: ExternalItem;
  normalized: string;
  vendor?: string;
  glAccount?: string;
  engine: StoredLayers;
}

/**
 * The columns a real ledger of each source would carry beside the name, from the source itself:
 * Google's SKU lines come from a service (Compute Engine, Cloud Storage …), the vendor column of a
 * billing export; Infracost's from a Terraform resource type, which a ledger keeps as its
 * account or asset class. The source's labels were mapped from these, so rules on them are an
 * upper bound of what a ledger's own columns can teach.
 */
function columnsOf(setId: string, item: ExternalItem): { vendor?: string; glAccount?: string } {
  if (setId === 'gcp-sku-catalogue') {
    const service = item.sourceLabel.split(' / ')[0];
    return service ? { vendor: service } : {};
  }
  if (setId === 'infracost-golden') {
    const resource = item.sourceLabel.split(' / ')[0];
    return resource ? { glAccount: resource } : {};
  }
  return item.vendor ? { vendor: item.vendor } : {};
}

const scored = (item: ExternalItem) => LAYERS.filter((l) => item.layers[l] !== undefined);
const right = (line: Line, answer: StoredLayers) =>
  scored(line.item).every((l) => answer[l] === line.item.layers[l]);
const truthKey = (item: ExternalItem) => LAYERS.map((l) => item.layers[l] ?? '').join('\u0000');

function trueLayers(line: Line): StoredLayers {
  const out = { ...line.engine };
  for (const l of scored(line.item)) out[l] = line.item.layers[l] as string;
  return out;
}

let serial = 0;
function rule(kind: RuleRecord['matchKind'], value: string, line: Line): RuleRecord {
  serial += 1;
  return {
    id: `bench-${serial}`,
    matchKind: kind,
    matchValue: normalizeRuleValue(kind, value),
    displayValue: value,
    layers: trueLayers(line),
    enabled: true,
  };
}

/** Wrong lines of A by normalised name, most frequent first (ties: by name, for a stable run). */
function nameRules(wrong: Line[]): { rules: RuleRecord[]; reviewed: Set<Line> } {
  const groups = new Map<string, Line[]>();
  for (const line of wrong)
    groups.set(line.normalized, [...(groups.get(line.normalized) ?? []), line]);
  const top = [...groups.entries()]
    .filter(([name]) => name !== '')
    .sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1))
    .slice(0, NAME_RULES);
  const reviewed = new Set<Line>();
  const rules = top.map(([name, lines]) => {
    const first = lines[0] as Line;
    reviewed.add(first);
    return rule('name', name, first);
  });
  return { rules, reviewed };
}

function phrasesOf(normalized: string): string[] {
  const words = normalized.split(' ').filter(Boolean);
  const out = new Set<string>();
  for (let n = 1; n <= 3; n++)
    for (let i = 0; i + n <= words.length; i++) out.add(words.slice(i, i + n).join(' '));
  return [...out];
}

/**
 * Broader rules picked on A alone: a candidate is kept only if every row of A it matches has the
 * same true answer, and candidates are taken in the order of the still-wrong rows they fix.
 */
function broadRules(a: Line[], wrongAfterNames: Line[]): RuleRecord[] {
  type Candidate = { kind: RuleRecord['matchKind']; value: string; fixes: Line[] };
  const candidates = new Map<string, Candidate>();
  const note = (kind: RuleRecord['matchKind'], value: string | undefined, line: Line) => {
    if (!value) return;
    const key = `${kind}\u0000${normalizeRuleValue(kind, value)}`;
    const held = candidates.get(key) ?? { kind, value, fixes: [] };
    held.fixes.push(line);
    candidates.set(key, held);
  };
  for (const line of wrongAfterNames) {
    for (const phrase of phrasesOf(line.normalized)) note('phrase', phrase, line);
    note('vendor', line.vendor, line);
    note('glAccount', line.glAccount, line);
  }
  const pure = (candidate: Candidate) => {
    const probe = compileRules([rule(candidate.kind, candidate.value, candidate.fixes[0] as Line)]);
    const want = truthKey((candidate.fixes[0] as Line).item);
    return a.every((line) => {
      const hit = probe.match({
        name: line.item.text,
        vendor: line.vendor,
        glAccount: line.glAccount,
      });
      return !hit || truthKey(line.item) === want;
    });
  };
  const fixed = new Set<Line>();
  const chosen: RuleRecord[] = [];
  const ranked = [...candidates.values()]
    .filter((c) => c.fixes.length >= 2 && new Set(c.fixes.map((l) => truthKey(l.item))).size === 1)
    .sort((x, y) => y.fixes.length - x.fixes.length || (x.value < y.value ? -1 : 1));
  for (const candidate of ranked) {
    if (chosen.length >= BROAD_RULES) break;
    const fresh = candidate.fixes.filter((l) => !fixed.has(l));
    if (fresh.length < 2 || !pure(candidate)) continue;
    for (const line of fresh) fixed.add(line);
    chosen.push(rule(candidate.kind, candidate.value, candidate.fixes[0] as Line));
  }
  return chosen;
}

interface Score {
  n: number;
  decided: number;
  layer: Record<LayerName, [number, number]>;
  all: number;
}

function score(lines: Line[], rules: RuleRecord[]): Score {
  const set = compileRules(rules);
  const layer = Object.fromEntries(LAYERS.map((l) => [l, [0, 0]])) as Score['layer'];
  let all = 0;
  let decided = 0;
  for (const line of lines) {
    const hit = set.match({ name: line.item.text, vendor: line.vendor, glAccount: line.glAccount });
    if (hit) decided++;
    const answer = hit ? hit.rule.layers : line.engine;
    for (const l of scored(line.item)) {
      layer[l][1]++;
      if (answer[l] === line.item.layers[l]) layer[l][0]++;
    }
    if (right(line, answer)) all++;
  }
  return { n: lines.length, decided, layer, all };
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '-');
const SHOWN: LayerName[] = ['Cost Pool', 'Sub-Cost Pool', 'IT Tower', 'Sub-Tower'];

const engine = createLocalEngine();
const started = performance.now();
console.log(
  `Learning benchmark: the local engine, then an account's rules (${NAME_RULES} name rules, then up to ${BROAD_RULES} phrase/column rules), taxonomy ${engine.taxonomyVersion}`,
);
console.log(
  'A = the dev half of each external set (the reviewer reads it), B = its held-out half (never read). Layers a source does not decide are not scored (-).',
);
const header = ['set', 'ledger', 'rows', 'rules', 'decided', ...SHOWN, 'all scored'];
const table: string[][] = [];
for (const set of EXTERNAL_SETS) {
  const items = loadExternal(set);
  const answers = classifyExternal(engine, items);
  const lines: Line[] = items.map((item, i) => ({
    item,
    normalized: normalizeCostName(item.text),
    ...columnsOf(set.id, item),
    engine: answers[i]?.layers as StoredLayers,
  }));
  const a = lines.filter((l) => externalPart(l.item) === 'dev');
  const b = lines.filter((l) => externalPart(l.item) === 'held-out');
  const wrongA = a.filter((l) => !right(l, l.engine));
  const names = nameRules(wrongA);
  const afterNames = compileRules(names.rules);
  const stillWrong = wrongA.filter((l) => {
    const hit = afterNames.match({ name: l.item.text, vendor: l.vendor, glAccount: l.glAccount });
    return !hit || !right(l, hit.rule.layers);
  });
  const broad = broadRules(a, stillWrong);
  const restOfA = a.filter((l) => !names.reviewed.has(l));
  const kinds = broad.reduce<Record<string, number>>(
    (acc, r) => ({ ...acc, [r.matchKind]: (acc[r.matchKind] ?? 0) + 1 }),
    {},
  );
  const broadLabel = Object.entries(kinds)
    .map(([k, n]) => `${n} ${k}`)
    .join(' + ');
  const configs: Array<[string, RuleRecord[]]> = [
    ['none (engine)', []],
    [`${names.rules.length} name`, names.rules],
    [`${names.rules.length} name + ${broadLabel || '0 more'}`, [...names.rules, ...broad]],
  ];
  for (const [ledger, rows] of [
    ['rest of A', restOfA],
    ['B', b],
  ] as const) {
    for (const [label, rules] of configs) {
      const s = score(rows, rules);
      table.push([
        set.id,
        ledger,
        String(s.n),
        label,
        String(s.decided),
        ...SHOWN.map((l) => pct(...s.layer[l])),
        pct(s.all, s.n),
      ]);
    }
  }
  console.log(
    `  ${set.id}: A ${a.length} rows (${wrongA.length} wrong before rules, ${stillWrong.length} after the name rules), B ${b.length} rows`,
  );
}
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => (r[i] ?? '').length)));
const row = (cells: string[]) =>
  `| ${cells.map((c, i) => (i < 4 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join(' | ')} |`;
console.log(`\n${row(header)}`);
console.log(
  `| ${widths.map((w, i) => (i < 4 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`,
);
for (const cells of table) console.log(row(cells));
console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
