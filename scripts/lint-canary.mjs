// The guards' canary (`npm run lint:canary`, run by CI after lint and knip): plants one violation
// of each boundary (and an image without alt text, an un-awaited query) in throwaway files, runs ESLint and knip on them, and fails if any guard
// stays quiet. A rule that cannot fire (a resolver that resolves nothing, a zone whose path moved)
// passes lint as silently as clean code does; this is what tells the two apart.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TAG = 'zz-lint-canary';

/** Folders made for the plants, removed afterwards with everything in them. */
const folders = [
  `apps/api/src/lib/${TAG}`,
  `apps/api/src/modules/${TAG}-one`,
  `apps/api/src/modules/${TAG}-two`,
  `packages/tbm/src/${TAG}`,
  `packages/contracts/src/${TAG}`,
  `apps/web/src/features/${TAG}-one`,
  `apps/web/src/features/${TAG}-two`,
  `apps/web/src/lib/${TAG}`,
  `apps/web/src/components/${TAG}`,
  `apps/web/test/${TAG}`,
];

/** Files planted: path → content. */
const files = {
  // A two-file import cycle, in the API and in the engine.
  [`apps/api/src/lib/${TAG}/a.ts`]: `import { b } from './b';\nexport const a = (): number => b() + 1;\n`,
  [`apps/api/src/lib/${TAG}/b.ts`]: `import { a } from './a';\nexport const b = (): number => a() - 1;\n`,
  [`packages/tbm/src/${TAG}/a.ts`]: `import { b } from './b.js';\nexport const a = (): number => b() + 1;\n`,
  [`packages/tbm/src/${TAG}/b.ts`]: `import { a } from './a.js';\nexport const b = (): number => a() - 1;\n`,
  // One API module reaching into another's internals (neither has a public entry).
  [`apps/api/src/modules/${TAG}-two/internal.ts`]: `export const internal = 1;\n`,
  [`apps/api/src/modules/${TAG}-one/reach.ts`]: `import { internal } from '../${TAG}-two/internal';\nexport const reach = internal;\n`,
  // Packages importing what they must not.
  [`packages/tbm/src/${TAG}/contracts.ts`]: `import { contactSchema } from '@trusty/contracts';\nexport const schema = contactSchema;\n`,
  [`packages/contracts/src/${TAG}/engine.ts`]: `import * as engine from '@trusty/tbm';\nexport const tbm = engine;\n`,
  // Web: a feature importing another feature; lib/ and components/ importing a feature.
  [`apps/web/src/features/${TAG}-two/index.ts`]: `export const two = 2;\n`,
  [`apps/web/src/features/${TAG}-one/cross.ts`]: `import { two } from '../${TAG}-two/index';\nexport const cross = two;\n`,
  [`apps/web/src/lib/${TAG}/feature.ts`]: `import { two } from '../../features/${TAG}-two/index';\nexport const fromLib = two;\n`,
  [`apps/web/src/components/${TAG}/feature.ts`]: `import { two } from '../../features/${TAG}-two/index';\nexport const fromComponents = two;\n`,
  // Web test: an async query left without await.
  [`apps/web/test/${TAG}/query.test.ts`]: `import { screen } from '@testing-library/react';\nexport const query = () => {\n  screen.findByText('Done');\n};\n`,
  // Web: an image without a text alternative.
  [`apps/web/src/features/${TAG}-one/picture.tsx`]: `export const Picture = () => <img src="/logo.svg" />;\n`,
};

/** What ESLint must report: file → rule. */
const expected = [
  [`apps/api/src/lib/${TAG}/a.ts`, 'import-x/no-cycle'],
  [`packages/tbm/src/${TAG}/a.ts`, 'import-x/no-cycle'],
  [`apps/api/src/modules/${TAG}-one/reach.ts`, 'import-x/no-restricted-paths'],
  [`packages/tbm/src/${TAG}/contracts.ts`, 'import-x/no-restricted-paths'],
  [`packages/contracts/src/${TAG}/engine.ts`, 'import-x/no-restricted-paths'],
  [`apps/web/src/features/${TAG}-one/cross.ts`, 'import-x/no-restricted-paths'],
  [`apps/web/src/lib/${TAG}/feature.ts`, 'import-x/no-restricted-paths'],
  [`apps/web/src/components/${TAG}/feature.ts`, 'import-x/no-restricted-paths'],
  [`apps/web/src/features/${TAG}-one/picture.tsx`, 'jsx-a11y/alt-text'],
  [`apps/web/test/${TAG}/query.test.ts`, 'testing-library/await-async-queries'],
];

/** The unused dependency planted for knip: a package the leaf package never imports. */
const UNUSED = {
  manifest: 'packages/layers/package.json',
  workspace: 'packages/layers',
  name: 'zod',
};

const failures = [];

function plant() {
  for (const folder of folders)
    if (existsSync(join(root, folder))) throw new Error(`${folder} exists: remove it first.`);
  for (const folder of folders) mkdirSync(join(root, folder), { recursive: true });
  for (const [path, content] of Object.entries(files)) writeFileSync(join(root, path), content);
}

function checkEslint() {
  const run = spawnSync('npx', ['eslint', '--format', 'json', ...Object.keys(files)], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 1) {
    failures.push(`eslint exited ${run.status}, expected 1 (errors found):\n${run.stderr}`);
    if (run.status !== 0) return;
  }
  const rulesByFile = new Map(
    JSON.parse(run.stdout).map((result) => [
      result.filePath.slice(root.length + 1),
      new Set(result.messages.map((message) => message.ruleId)),
    ]),
  );
  for (const [file, rule] of expected) {
    const fired = rulesByFile.get(file)?.has(rule);
    console.log(`${fired ? 'fires ' : 'QUIET '} ${rule.padEnd(36)} ${file}`);
    if (!fired) failures.push(`${rule} did not fire on ${file}`);
  }
}

function checkKnip() {
  const manifest = join(root, UNUSED.manifest);
  const original = readFileSync(manifest, 'utf8');
  const parsed = JSON.parse(original);
  parsed.dependencies = { ...parsed.dependencies, [UNUSED.name]: '*' };
  writeFileSync(manifest, `${JSON.stringify(parsed, null, 2)}\n`);
  try {
    const run = spawnSync(
      'npx',
      ['knip', '--workspace', UNUSED.workspace, '--include', 'dependencies', '--no-config-hints'],
      { cwd: root, encoding: 'utf8' },
    );
    const fired = run.status === 1 && run.stdout.includes(UNUSED.name);
    console.log(
      `${fired ? 'fires ' : 'QUIET '} ${'knip unused dependency'.padEnd(36)} ${UNUSED.manifest}`,
    );
    if (!fired)
      failures.push(
        `knip did not report ${UNUSED.name} in ${UNUSED.manifest}:\n${run.stdout}${run.stderr}`,
      );
  } finally {
    writeFileSync(manifest, original);
  }
}

function cleanUp() {
  for (const folder of folders) rmSync(join(root, folder), { recursive: true, force: true });
}

process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});
try {
  plant();
  checkEslint();
} finally {
  cleanUp();
}
checkKnip();

if (failures.length > 0) {
  console.error(`\nThe canary found guards that do not fire:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`\nEvery guard fired on its planted violation (${expected.length + 1}).`);
