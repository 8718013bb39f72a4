/**
 * Prints the external group alone (held-out half by default, `--dev` for the dev half): the part of
 * `npm run bench:accuracy` a change to the engine should be judged by, without the team's sets and timings.
 * Run: npx tsx packages/tbm/bench/external-report.ts [--dev]
 */
import { createLocalEngine } from '../src/index.js';
import { evaluateExternal, formatExternal } from './external.js';

const part = process.argv.includes('--dev') ? 'dev' : 'held-out';
for (const line of formatExternal(evaluateExternal(createLocalEngine(), part))) console.log(line);
