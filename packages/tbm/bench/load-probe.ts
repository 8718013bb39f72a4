/**
 * Measures one fresh load of the local engine in this process and prints JSON {importMs, loadMs,
 * addedMb}: addedMb is the process's RSS after the engine is loaded and has answered once, less
 * before its import (issue 14: the engine adds at most 150 MB to the process).
 * Spawned several times by bench/accuracy.ts (fresh process each time, so nothing is cached in memory).
 */
import { performance } from 'node:perf_hooks';

const rssBefore = process.memoryUsage.rss();
const t0 = performance.now();
const mod = await import('../src/engine.js');
const t1 = performance.now();
const engine = mod.createLocalEngine();
const t2 = performance.now();
engine.classifySync(['AWS EC2 BoxUsage', 'Cisco SmartNet renewal']);
const addedMb = (process.memoryUsage.rss() - rssBefore) / 2 ** 20;
process.stdout.write(JSON.stringify({ importMs: t1 - t0, loadMs: t2 - t1, addedMb }) + '\n');
