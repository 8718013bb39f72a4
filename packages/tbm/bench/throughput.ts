/**
 * Throughput of the local engine beside a reference engine in the same process (issue 30): on a machine other
 * processes share, wall-clock items/s measure the machine as much as the engine, so each timed round of this engine
 * alternates with a round of a reference engine over other items of the same kind, and the figure that holds is their
 * ratio. Each round also counts the process's CPU time: items per CPU-second is what one core does with the engine
 * while it has the core, whatever the other processes take (garbage-collector threads included, so it errs low).
 *
 * The reference is this package as it was at a git revision (`REFERENCE_REVISION`, issue 30's session start),
 * extracted with `git archive` into a temporary folder and imported from there; without git history (a shallow
 * clone) the figures are printed without a ratio. With `bundled`, both engines are first bundled with esbuild as
 * apps/api/build.mjs ships the server (no tsx transform in the timed code), so the figures are the shipped engine's.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** The engine at issue 30's session start (before the CPV/PSC vocabulary and the purchase-reading rules). */
export const REFERENCE_REVISION = '01eb09a';

export interface Classifier {
  classifySync(names: readonly string[]): unknown[];
}

/**
 * The package at `revision`, imported from a temporary extract (with the workspace's layer names, where the revision
 * has them); undefined when git cannot give it. `bundled`: the extract bundled first (`bundledEngine`).
 */
export async function referenceEngine(
  revision: string,
  repoRoot: string,
  { bundled = false } = {},
): Promise<Classifier | undefined> {
  const dir = join(tmpdir(), `trusty-tbm-reference-${revision.replace(/[^\w.-]/g, '_')}`);
  const engineFile = join(dir, 'packages/tbm/src/engine.ts');
  if (!existsSync(engineFile)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const extract = (paths: string[]) => {
      const tar = execFileSync('git', ['-C', repoRoot, 'archive', revision, ...paths], {
        maxBuffer: 256 * 2 ** 20,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      execFileSync('tar', ['-x', '-C', dir], { input: tar });
    };
    try {
      try {
        extract(['packages/tbm', 'packages/layers']);
      } catch {
        extract(['packages/tbm']); // before the layer names had their own package
      }
    } catch {
      rmSync(dir, { recursive: true, force: true });
      return undefined;
    }
  }
  if (bundled) return bundledEngine(dir, repoRoot, `reference-${revision}`);
  const mod = (await import(pathToFileURL(engineFile).href)) as {
    createLocalEngine(): Classifier;
  };
  return mod.createLocalEngine();
}

/**
 * The engine of the workspace at `workspace` (this one, or a reference's extract) bundled into one ES module with
 * esbuild, the options apps/api/build.mjs gives the server; npm packages resolve from `repoRoot`'s node_modules.
 */
export async function bundledEngine(
  workspace: string,
  repoRoot: string,
  name: string,
): Promise<Classifier> {
  const layers = join(workspace, 'packages/layers/src/index.ts');
  const outfile = join(tmpdir(), `trusty-tbm-bundle-${name.replace(/[^\w.-]/g, '_')}.mjs`);
  await build({
    entryPoints: [join(workspace, 'packages/tbm/src/engine.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    nodePaths: [join(repoRoot, 'node_modules')],
    ...(existsSync(layers) ? { alias: { '@trusty/layers': layers } } : {}),
    // an extract has no tsconfig.base.json for its packages' tsconfig to extend (types only: no effect on the code)
    logLevel: 'error',
  });
  const mod = (await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`)) as {
    createLocalEngine(): Classifier;
  };
  return mod.createLocalEngine();
}

export interface ThroughputRun {
  /** median wall-clock items/s of this engine's timed rounds */
  wall: number;
  /** median items per CPU-second of the process */
  cpu: number;
  minCpu: number;
  maxCpu: number;
}

export interface Throughput {
  engine: ThroughputRun;
  reference?: ThroughputRun;
  /** median over round pairs of (this engine's CPU rate / the reference's), and of the wall-clock rates */
  ratio?: { cpu: number; wall: number };
  rounds: number;
  roundSize: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

function timeRound(engine: Classifier, batch: readonly string[]): { wall: number; cpu: number } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  engine.classifySync(batch);
  const secs = (performance.now() - t0) / 1000;
  const c = process.cpuUsage(c0);
  return { wall: batch.length / secs, cpu: batch.length / ((c.user + c.system) / 1e6) };
}

/**
 * Rounds of `roundSize` distinct items (the base lines with a round-and-copy suffix, which defeats the normalisation
 * cache), this engine and the reference taking turns and opening rounds alternately; the first `warmUp` pairs are
 * not counted.
 */
export function measureThroughput(
  engine: Classifier,
  reference: Classifier | undefined,
  base: readonly string[],
  { rounds = 9, roundSize = 10_000, warmUp = 2 } = {},
): Throughput {
  let serial = 0;
  const batch = () => {
    const out: string[] = [];
    while (out.length < roundSize) for (const t of base) out.push(`${t} ${serial++}`);
    return out.slice(0, roundSize);
  };
  const mine: Array<{ wall: number; cpu: number }> = [];
  const theirs: Array<{ wall: number; cpu: number }> = [];
  for (let k = 0; k < rounds + warmUp; k++) {
    const a = batch();
    const b = batch();
    let m: { wall: number; cpu: number };
    let r: { wall: number; cpu: number } | undefined;
    if (reference && k % 2) {
      r = timeRound(reference, b);
      m = timeRound(engine, a);
    } else {
      m = timeRound(engine, a);
      if (reference) r = timeRound(reference, b);
    }
    if (k < warmUp) continue;
    mine.push(m);
    if (r) theirs.push(r);
  }
  const run = (xs: typeof mine): ThroughputRun => ({
    wall: median(xs.map((x) => x.wall)),
    cpu: median(xs.map((x) => x.cpu)),
    minCpu: Math.min(...xs.map((x) => x.cpu)),
    maxCpu: Math.max(...xs.map((x) => x.cpu)),
  });
  return {
    engine: run(mine),
    ...(theirs.length
      ? {
          reference: run(theirs),
          ratio: {
            cpu: median(mine.map((x, i) => x.cpu / theirs[i]!.cpu)),
            wall: median(mine.map((x, i) => x.wall / theirs[i]!.wall)),
          },
        }
      : {}),
    rounds,
    roundSize,
  };
}
