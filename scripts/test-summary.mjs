// Prints one closing line for a whole `npm test` run ("N passed, N failed"), from the JSON
// reports vitest and Playwright write under .tmp/results.
import { existsSync, readFileSync } from 'node:fs';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);
let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = read('.tmp/results/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const playwright = read('.tmp/results/playwright.json');
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
  skipped += playwright.stats.skipped ?? 0;
}
console.log(
  `${process.argv[2] ? `${process.argv[2]}: ` : ''}${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
