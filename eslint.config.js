import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = path.dirname(fileURLToPath(import.meta.url));
const rule = 'import-x/no-restricted-paths';

/**
 * Layer boundaries (docs/architecture.md). Each zone forbids the files under `target` to import
 * anything under `from`. Paths are resolved against the repository root (`basePath`), and the
 * resolver below reads the `@/*` alias from tsconfig.json, so `@/` and relative imports are
 * checked alike. Test files are not exempt. What each layer may import:
 *
 *   lib, config   nothing above them (config may import lib)
 *   api           lib, config (HTTP only)
 *   ui            lib (not editions: editions imports ui types, so the arrow points that way)
 *   editions      lib, config, ui, api
 *   sign-in       everything below the flows (api, lib, ui, editions, config)
 *   features      everything below the flows, never a flow
 *   flows/<name>  everything below the flows, never another flow or a feature
 *   embed         lib only (the widget loader host pages include, and its protocol)
 *   app, sandbox  not restricted; scripts, test and e2e likewise
 */
const layerZone = (layer, forbidden, why) => ({
  target: `./src/${layer}`,
  from: forbidden.map((name) => `./src/${name}`),
  message: `[${rule}: ${layer}] src/${layer} must not import ${forbidden.map((name) => `src/${name}`).join(', ')}. ${why}`,
});

const aboveShared = ['sign-in', 'flows', 'features', 'app', 'sandbox'];

/** One zone per folder in src/flows, read at config load so a new flow is covered at once. */
const flowsDir = path.join(rootDir, 'src/flows');
const flowNames = fs.existsSync(flowsDir)
  ? fs
      .readdirSync(flowsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
  : [];

const flowZones = flowNames.map((flow) => {
  const otherFlows = flowNames.filter((name) => name !== flow).map((name) => `flows/${name}`);
  return layerZone(
    `flows/${flow}`,
    [...otherFlows, 'features', 'app', 'sandbox'],
    'A flow never imports another flow (ask through a contract in src/sign-in), an edition feature, the app or the sandbox; this holds for its tests too.',
  );
});

const zones = [
  layerZone(
    'lib',
    ['ui', 'api', 'editions', ...aboveShared],
    'src/lib holds pure helpers and imports no layer above it.',
  ),
  layerZone(
    'config',
    ['ui', 'api', 'editions', ...aboveShared],
    'src/config holds environment settings; it may import src/lib only.',
  ),
  layerZone(
    'api',
    ['ui', 'editions', ...aboveShared],
    'src/api is HTTP only: it may import src/lib and src/config.',
  ),
  layerZone(
    'ui',
    ['api', 'editions', ...aboveShared],
    'src/ui holds building blocks: it may import src/lib only.',
  ),
  layerZone(
    'editions',
    aboveShared,
    'src/editions may import src/lib, src/config and src/ui types.',
  ),
  layerZone(
    'sign-in',
    ['flows', 'features', 'app', 'sandbox'],
    'src/sign-in is shared by the flows and sits below them.',
  ),
  layerZone(
    'features',
    ['flows', 'app', 'sandbox'],
    'An edition feature never imports a flow, the app or the sandbox.',
  ),
  layerZone(
    'embed',
    ['ui', 'api', 'config', 'editions', ...aboveShared],
    'src/embed is the widget loader a host page includes (a few KiB) and its protocol with the frame: it may import src/lib only.',
  ),
  ...flowZones,
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench-results',
      '.tmp',
      'public/sandbox-scripts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: {
      // createNodeResolver hands every option to unrs-resolver's ResolverFactory; `tsconfig`
      // makes it apply tsconfig.json's `paths` (`@/*` -> `./src/*`), so the zones see `@/` imports.
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          tsconfig: { configFile: path.join(rootDir, 'tsconfig.json'), references: 'auto' },
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      [rule]: ['error', { basePath: rootDir, zones }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // The query client loads after the page has mounted (docs/performance.md, "The query client
      // on demand"): there is no QueryClientProvider, so its context hook would throw.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useQueryClient', 'QueryClientProvider', 'useSuspenseQuery'],
              message:
                'Use src/sign-in/query: useOnDemandQuery on a first load, useLoadedQueryClient() (passed to useQuery/useMutation) on a screen that loads on demand, useLoadQueryClient() in code that runs later.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['scripts/**', 'e2e/**', 'test/**', '**/*.test.{ts,tsx}', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
