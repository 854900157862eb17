import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

/**
 * Layer boundaries (see docs/architecture.md): ui, lib, api and config import nothing above
 * them; a flow never imports another flow or a feature; a feature never imports a flow;
 * only app/ composes them.
 */
const zones = [
  ...['ui', 'lib', 'api', 'config'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/app', './src/flows', './src/features', './src/sandbox'],
    message: `src/${layer} is a shared layer: it must not import app, flows, features or sandbox.`,
  })),
  {
    target: './src/features',
    from: ['./src/flows', './src/app', './src/sandbox'],
    message: 'A feature must not import a flow, the app or the sandbox.',
  },
  {
    target: './src/flows',
    from: ['./src/features', './src/app', './src/sandbox'],
    message: 'A flow must not import an edition feature, the app or the sandbox.',
  },
  {
    target: './src/editions',
    from: ['./src/flows', './src/features', './src/app', './src/sandbox'],
    message: 'src/editions must not import flows, features, app or sandbox.',
  },
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
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] }),
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
      'import-x/no-restricted-paths': ['error', { zones }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
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
