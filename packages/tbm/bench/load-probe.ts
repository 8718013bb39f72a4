/**
 * Measures one fresh load of the local engine in this process and prints JSON {importMs, loadMs}.
 * Spawned several times by bench/accuracy.ts (fresh process each time, so nothing is cached in memory).
 */
import { performance } from 'node:perf_hooks';

const t0 = performance.now();
const mod = await import('../src/engine.js');
const t1 = performance.now();
mod.createLocalEngine();
const t2 = performance.now();
process.stdout.write(JSON.stringify({ importMs: t1 - t0, loadMs: t2 - t1 }) + '\n');
