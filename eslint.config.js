// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './eslint.layers.js';

const restricted = (patterns) => ['error', { patterns }];
const noImport = (regex, message) => ({ regex, message });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      // import-x resolves imports (no-self-import, no-duplicates), so it must know how to parse TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      // Import cycles are checked by scripts/lint/import-cycles.mjs, which `npm run lint` runs after
      // eslint: import-x/no-cycle walked the whole graph again for every import, three quarters of the
      // lint run (docs/decisions/055). It allows dynamic imports as the rule did: the route table lazily
      // imports pages that link back through it, a code-split point, not an evaluation-order cycle.
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Every call goes through an endpoint (docs/decisions/024): the raw request under call() takes a
    // path written by hand, so nothing but lib/call.ts may use it.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/call.ts', 'apps/web/src/lib/api-client.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client'],
              importNames: ['sendRequest'],
              message: 'Call the server through an endpoint: call(endpoint, input) from lib/call.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // A call in progress is tracked one way (docs/decisions/058): a form's `busy` from useSiteForm, or
    // TanStack Query's useMutation (`isPending`). A useState flag named for sending something is the
    // hand-made third way, which forgets to reset on an early return and never refreshes neighbours.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "VariableDeclarator[init.callee.name='useState'] > ArrayPattern.id > Identifier:first-child[name=/^(busy|pending|submitting|sending|saving|posting|placing|joining|pressing|claiming|spending|launching|starting|uploading|cancelling|creating|updating|deleting|removing)$/]",
          message:
            "Track a call in progress with useMutation's isPending (or useSiteForm's busy), not a useState flag (docs/decisions/058).",
        },
      ],
    },
  },
  {
    // Inside a transaction only its connection (docs/decisions/037): `db` is the pool by convention
    // everywhere in the server, so naming it inside a `.transaction(...)` callback is a query that waits
    // for a pooled connection while holding one. db/transaction-guard.ts refuses it at run time too.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/transaction-guard.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='transaction'] > :function Identifier[name='db']:not(MemberExpression > Identifier.property):not(Property[shorthand=false] > Identifier.key)",
          message: 'Inside a transaction use its connection (tx), never the pool (db).',
        },
      ],
    },
  },
  {
    // Browser tests and scripts run callbacks inside the page (page.evaluate).
    files: ['e2e/**', 'scripts/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // The layers of both apps (server: ledger -> betting -> products -> providers -> workers -> http; site:
  // contracts -> lib / ui -> features -> app), checked by eslint-plugin-boundaries.
  ...layers,
  {
    files: ['packages/contracts/**'],
    rules: {
      'no-restricted-imports': restricted([
        noImport('^@site/(?!contracts)|(^|/)apps/', 'contracts is the bottom layer: it imports no app.'),
        noImport('^(react|react-dom|fastify|drizzle-orm)(/|$)', 'contracts stays free of UI and server frameworks.'),
      ]),
    },
  },
);
