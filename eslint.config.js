import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders directly under `dir` (relative to this file). */
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * An API module's public entry: the files of `apps/api/src/modules/<module>/` that other modules
 * may import (the rest is the module's own). `app.ts`, the composition root that registers every
 * module's routes, and the tests are outside modules/ and may import any file. A module missing
 * here is reached by no other module. Adding a file is a reviewed decision: a new reach into
 * another module either goes through one of these files or adds one here.
 */
const API_MODULE_ENTRIES = {
  'api-keys': ['key-access.ts', 'key-material.ts', 'service.ts'],
  auth: ['guards.ts', 'sessions.ts'],
  credits: ['service.ts'],
  excel: ['amounts.ts', 'results.ts'],
  idempotency: ['idempotency.ts'],
  insights: ['coverage-queries.ts', 'spend-figures.ts', 'spend-rollups.ts'],
  results: [
    'analyses.ts',
    'normalized-name.ts',
    'ownership.ts',
    'preferences.ts',
    'recount.ts',
    'review-actions.ts',
    'row-shape.ts',
  ],
  rules: ['rule-analysis.ts', 'rule-matcher.ts', 'rule-store.ts'],
  webhooks: ['announcements.ts', 'target-check.ts'],
};

const apiModules = foldersIn('apps/api/src/modules');
const webFeatures = foldersIn('apps/web/src/features');
for (const [module, files] of Object.entries(API_MODULE_ENTRIES))
  for (const file of files)
    if (!existsSync(new URL(`apps/api/src/modules/${module}/${file}`, import.meta.url)))
      throw new Error(`API_MODULE_ENTRIES names ${module}/${file}, which does not exist.`);

/** Which parts may import which: each zone forbids its `target` files to import from `from`. */
const boundaryZones = [
  {
    target: 'packages/tbm',
    from: ['packages/contracts', 'apps'],
    message: 'The engine imports nothing of ours.',
  },
  {
    target: 'packages/contracts',
    from: ['packages/tbm', 'apps'],
    message: 'The contracts import neither the engine nor an app.',
  },
  {
    target: ['apps/api', 'packages'],
    from: 'apps/web',
    message: 'The API and the packages do not depend on the web app.',
  },
  {
    target: 'apps/web/src',
    from: ['apps/api', 'packages/tbm'],
    message: 'The web app reaches the API over HTTP, never its code or the engine.',
  },
  {
    target: ['apps/web/src/lib', 'apps/web/src/components', 'apps/web/src/config'],
    from: ['apps/web/src/features', 'apps/web/src/app'],
    message: 'Shared code (lib/, components/, config/) never imports a feature or app/.',
  },
  ...webFeatures.map((feature) => ({
    target: `apps/web/src/features/${feature}`,
    from: [
      'apps/web/src/app',
      ...webFeatures.filter((f) => f !== feature).map((f) => `apps/web/src/features/${f}`),
    ],
    message: 'Features do not import each other or app/; share through lib/ or components/.',
  })),
  ...apiModules.map((module) => ({
    target: apiModules.filter((m) => m !== module).map((m) => `apps/api/src/modules/${m}`),
    from: `apps/api/src/modules/${module}`,
    except: (API_MODULE_ENTRIES[module] ?? []).map((file) => `./${file}`),
    message: `Another module reaches ${module} only through its public entry (API_MODULE_ENTRIES in eslint.config.js).`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // import-x only follows files it can parse and resolve: TypeScript sources, and the API's
      // `./x.js` specifiers mapped onto the `./x.ts` files they name (the web omits extensions).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: boundaryZones },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // One toast per event (issue 34 §8): the app's toasts go through apps/web/src/lib/toast.ts.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/toast.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hot-toast',
              importNames: ['default'],
              message: "Use { toast } from 'apps/web/src/lib/toast' (one toast per event).",
            },
          ],
        },
      ],
    },
  },
  // The pages are keyboard and screen-reader friendly (spec): what can be checked statically is.
  {
    files: ['apps/web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A table laid out as cards on a phone (display: grid) loses its table semantics in
      // Chromium and WebKit; its explicit roles keep them, so they are not redundant there.
      'jsx-a11y/no-redundant-roles': [
        'error',
        {
          table: ['table'],
          thead: ['rowgroup'],
          tbody: ['rowgroup'],
          th: ['columnheader'],
          tr: ['row'],
          td: ['cell'],
        },
      ],
      'jsx-a11y/no-interactive-element-to-noninteractive-role': [
        'error',
        { tr: ['none', 'presentation', 'row'], td: ['cell'], canvas: ['img'] },
      ],
    },
  },
  // The web tests find what a user finds (roles, labels, text) and await what they must.
  {
    files: ['apps/web/test/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Not yet enforced: ~50 assertions still reach the DOM by structure (a <dt>'s <dd>, the <li>
      // around a heading, focus inside a dialog). Each wants a query by role or label instead.
      'testing-library/no-node-access': 'off',
    },
  },
  {
    // Vitest runs without globals, so Testing Library cannot register its own cleanup: these do.
    files: ['apps/web/test/setup.ts', 'apps/web/test/helpers/render-route.tsx'],
    rules: { 'testing-library/no-manual-cleanup': 'off' },
  },
);
