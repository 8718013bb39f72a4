/**
 * The blind audit of labels that come from a code a buyer chose (issue 30; scripts/build-external.ts `applyAudit`).
 *
 *   npx tsx packages/tbm/scripts/audit-label.ts sample <set-id> <out-dir> [n=150]
 *     writes <out-dir>/<set-id>-sample.tsv (ref, the line and its supplier, the label the source's table proposes —
 *     never the engine's answer) and <out-dir>/<set-id>-question.md, then <out-dir>/READY-<set-id>
 *   npx tsx packages/tbm/scripts/audit-label.ts merge <set-id> <reader-A.tsv> <reader-B.tsv>
 *     writes data/external/<dir>/audit.tsv (ref, reader A, reader B) and prints Cohen's kappa; then run
 *     scripts/build-external.ts, which leaves out every sampled line either reader rejected
 */
import { writeFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fnv1a } from '../src/hash.js';
import { LAYERS } from '../src/types.js';
import { EXTERNAL_SETS, loadExternal, type ExternalItem } from '../bench/external-sets.js';

const dataDir = join(dirname(fileURLToPath(import.meta.url)), '../data/external');

/** The label as a reader sees it: the TBM layers the source's code decides, or what the code says instead. */
export function proposedLabel(it: ExternalItem): string {
  if (it.nonIT) return 'not IT spend (should be left Unclassified)';
  const named = LAYERS.filter((l) => it.layers[l] !== undefined).map(
    (l) => `${l}: ${it.layers[l]}`,
  );
  return named.length ? named.join('; ') : 'IT spend (no TBM layer named)';
}

/** Cohen's kappa of two readers' accept/reject verdicts on the same lines. */
export function cohensKappa(a: readonly boolean[], b: readonly boolean[]): number {
  const n = a.length;
  if (!n || n !== b.length) throw new Error('two verdicts per line are needed');
  const agree = a.filter((x, i) => x === b[i]).length / n;
  const pa = a.filter(Boolean).length / n;
  const pb = b.filter(Boolean).length / n;
  const chance = pa * pb + (1 - pa) * (1 - pb);
  return chance === 1 ? 1 : (agree - chance) / (1 - chance);
}

const QUESTION = (setId: string, provenance: string) => `# Label audit: ${setId}

Each line of \`${setId}-sample.tsv\` is a cost line as a finance team would upload it (the text, and its supplier
after "| supplier:"), with the label a mapping table proposes from the code the buyer booked or classed it to
(source: ${provenance}).

**The question, for each id:** is the proposed label a fair TBM v4.0 reading of this line? Answer \`accept\` or
\`reject\`. Judge the line as a TBM analyst would, from the text and supplier alone; you are not shown, and must not
look for, any classifier's answer. A label names only some layers: judge only the layers it names.

- A label "IT spend (no TBM layer named)" claims only that the line is IT spend (technology, telecom, IT services).
- A label "not IT spend" claims that the line is not IT spend and should be left Unclassified.
- Reject when the label is wrong for the line, or when the line cannot be read as what the label says (a payment
  reference with no words that tell what was bought is a reject for any layer the words do not support, unless the
  supplier alone makes it plain).

**TBM v4.0 layers** (names exactly as used in the labels):
- Cost Pool → Sub-Cost Pool: Hardware (Depreciation & Amortization, Expense, Lease, Maintenance & Support); Software
  (Depreciation & Amortization, Expense, Licensing, Maintenance & Support); Internal Labor; External Labor; Outside
  Services (Cloud Service Providers, Consulting, Managed Service Providers); Facilities & Power; Telecom; Other;
  Internal Services.
- IT Tower → Sub-Tower: Data Center; Compute (Servers, Unix, Midrange, Mainframe, Converged Infrastructure, High
  Performance Computing); Storage; Network (LAN/WAN, Transport, Voice); Platform (Database, Middleware, …); Output
  (Central Print); End User (Workspace, Mobile Devices, Network Printers, Conferencing & AV, IT Help Desk, Deskside
  Support, End User Software); Application (Application Development, Application Support & Operations, Business
  Software); Delivery; Security & Compliance; IT Management.

**Answer file:** \`${setId}-reader-A.tsv\` (or \`-reader-B.tsv\`), one line per id: \`id<TAB>accept\` or
\`id<TAB>reject\`, with a header line \`id<TAB>verdict\`. Readers work apart and do not see each other's answers.
`;

function sample(setId: string, outDir: string, n: number) {
  const set = EXTERNAL_SETS.find((s) => s.id === setId);
  if (!set) throw new Error(`no external set ${setId}`);
  const items = loadExternal(set).filter((it) => it.ref);
  // a fixed pseudo-random order: the sample is the same every run
  const picked = [...items]
    .sort((x, y) => fnv1a(`audit:${x.ref}`) - fnv1a(`audit:${y.ref}`))
    .slice(0, n);
  const rows = picked.map((it) => {
    const line = it.vendor ? `${it.text} | supplier: ${it.vendor}` : it.text;
    return `${it.ref}\t${line.replace(/\t/g, ' ')}\t${proposedLabel(it)}`;
  });
  writeFileSync(
    join(outDir, `${setId}-sample.tsv`),
    `id\tline\tproposed label\n${rows.join('\n')}\n`,
  );
  writeFileSync(join(outDir, `${setId}-question.md`), QUESTION(setId, set.provenance));
  writeFileSync(join(outDir, `READY-${setId}`), '');
  console.log(`${setId}: ${rows.length} lines sampled of ${items.length}`);
}

function readVerdicts(file: string): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const r of readFileSync(file, 'utf8').trim().split('\n')) {
    const [id, v] = r.split('\t').map((x) => x.trim().toLowerCase()) as [string, string];
    if (v === 'accept' || v === 'reject') out.set(id, v === 'accept');
  }
  return out;
}

function merge(setId: string, fileA: string, fileB: string) {
  const set = EXTERNAL_SETS.find((s) => s.id === setId);
  if (!set) throw new Error(`no external set ${setId}`);
  const a = readVerdicts(fileA);
  const b = readVerdicts(fileB);
  const refs = [...a.keys()].filter((r) => b.has(r)).sort();
  const va = refs.map((r) => a.get(r)!);
  const vb = refs.map((r) => b.get(r)!);
  const both = refs.filter((r) => a.get(r) && b.get(r)).length;
  const rows = refs.map(
    (r) => `${r}\t${a.get(r) ? 'accept' : 'reject'}\t${b.get(r) ? 'accept' : 'reject'}`,
  );
  writeFileSync(
    join(dataDir, set.dir, 'audit.tsv'),
    `ref\treader A\treader B\n${rows.join('\n')}\n`,
  );
  console.log(
    `${setId}: ${refs.length} lines judged by both readers; both accept ${both}; ` +
      `kappa ${cohensKappa(va, vb).toFixed(2)}; agreement ${((100 * va.filter((x, i) => x === vb[i]).length) / refs.length).toFixed(1)} %`,
  );
}

const [cmd, setId, x, y] = process.argv.slice(2);
if (cmd === 'sample' && setId && x) sample(setId, x, Number(y ?? 150));
else if (cmd === 'merge' && setId && x && y) merge(setId, x, y);
else if (cmd !== undefined)
  throw new Error('usage: audit-label.ts sample <set> <out-dir> [n] | merge <set> <A.tsv> <B.tsv>');
