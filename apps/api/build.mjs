// Bundles the API (and the workspace packages it imports) into dist/server.js. Every npm
// dependency stays external, so native and WASM packages load from node_modules as usual.
// The .xls converter and the spreadsheet reader/writer run in worker threads, which load their own
// files: dist/xls-worker.js and dist/spreadsheet-worker.js.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// The workspace packages are bundled; their own npm dependencies (openai for @trusty/tbm) stay
// external like the API's.
const dependenciesOf = (path) =>
  Object.keys(JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')).dependencies ?? {});
const external = [
  ...new Set([
    ...dependenciesOf('./package.json'),
    ...dependenciesOf('../../packages/tbm/package.json'),
    ...dependenciesOf('../../packages/contracts/package.json'),
  ]),
].filter((name) => !name.startsWith('@trusty/'));

await build({
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    'xls-worker': new URL('./src/modules/excel/xls/xls-worker.ts', import.meta.url).pathname,
    'spreadsheet-worker': new URL(
      './src/modules/excel/workers/spreadsheet-worker.ts',
      import.meta.url,
    ).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
console.log(
  'api built: apps/api/dist/server.js, apps/api/dist/xls-worker.js, apps/api/dist/spreadsheet-worker.js',
);
