// ESLint flat config. Besides correctness, it enforces the architecture:
// features never import each other, shared layers never import the layers above them,
// one module talks to the API, and no raw HTML sinks exist in the console.
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import lookout from './scripts/eslint-shown-text.js';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  // Each feature stands alone: shared code goes to components/, lib/ or api/.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other; move what they share to src/components, src/lib or src/api.',
  })),
  {
    target: './src/features',
    from: ['./src/app', './src/routes'],
    message: 'Features do not depend on the app shell or routes.',
  },
  {
    target: './src/components',
    from: ['./src/features', './src/app', './src/routes'],
    message: 'components/ holds shared UI with no feature knowledge.',
  },
  {
    target: './src/lib',
    from: ['./src/features', './src/app', './src/routes', './src/components', './src/api'],
    message: 'lib/ is plain utilities.',
  },
  {
    target: './src/api',
    from: ['./src/features', './src/app', './src/routes', './src/components'],
    message: 'api/ is the bottom layer.',
  },
  {
    target: './src/query-language',
    from: ['./src/features', './src/app', './src/routes', './src/components', './src/api'],
    message: 'The query language is pure TypeScript.',
  },
  {
    target: './src/monitor-rules',
    from: ['./src/features', './src/app', './src/routes', './src/components', './src/api', './src/lib'],
    message: 'The monitor rules are pure TypeScript, shared by the console and the mocks.',
  },
  {
    target: './src/agent-config',
    from: ['./src/features', './src/app', './src/routes', './src/components', './src/api', './src/lib'],
    except: ['./schema.gen.ts'],
    message: 'Agent configurations are pure TypeScript, shared by the console and the mocks.',
  },
  {
    target: './mocks',
    from: './src',
    except: ['./api/schema.gen.ts', './query-language', './monitor-rules', './agent-config'],
    message:
      'The mocks know the contract, the query language, the monitor rules and agent configurations, not the console.',
  },
];

const USE_CLIENT = 'Use the client in src/api/client.ts.';
const NO_LOCAL_STORAGE = 'Nothing of the console is kept in localStorage.';
const bannedGlobals = [
  { name: 'fetch', message: USE_CLIENT },
  { name: 'XMLHttpRequest', message: USE_CLIENT },
  { name: 'localStorage', message: NO_LOCAL_STORAGE },
];
const bannedProperties = [
  { object: 'globalThis', property: 'fetch', message: USE_CLIENT },
  { object: 'window', property: 'fetch', message: USE_CLIENT },
  { object: 'window', property: 'XMLHttpRequest', message: USE_CLIENT },
  { object: 'window', property: 'localStorage', message: NO_LOCAL_STORAGE },
  { object: 'globalThis', property: 'localStorage', message: NO_LOCAL_STORAGE },
];

// Only src/app/demo.ts loads the mocks (lazily), so a real deployment downloads none of them; tests may use them.
const mocksZone = {
  target: ['./src/features', './src/components', './src/api', './src/lib', './src/routes'],
  from: './mocks',
  message: 'Only src/app/demo.ts may load the mocks.',
};

// What tests share (src/test/) is for tests, and each area's page cases (pages.cases.ts), never the console.
const testHarnessZone = {
  target: './src',
  from: './src/test',
  message: 'Only tests and the pages.cases.ts of an area use src/test.',
};

/** Raw HTML sinks: log text and every API string render as text. */
const htmlSinks = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Render API strings and log text as text.',
  },
  {
    selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
    message: 'Render API strings and log text as text.',
  },
  {
    selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
    message: 'Render API strings and log text as text.',
  },
];

/**
 * Query keys come from the factories (`xxxQueries`, and the keys of src/api/query-keys.ts): a key
 * written out elsewhere misses the cache it means, or ties two features lint cannot see.
 */
const literalQueryKeys = [
  {
    selector: "Property[key.name='queryKey'] > ArrayExpression",
    message: 'Take the key from a query factory or src/api/query-keys.ts.',
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(get|set)QueryData$|^(invalidate|cancel|refetch|remove|reset)Queries$|^getQueryState$/] > ArrayExpression',
    message: 'Take the key from a query factory or src/api/query-keys.ts.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'public/mockServiceWorker.js',
      'src/api/schema.gen.ts',
      'src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Every name, description or message from the service is drawn with its hidden and look-alike
    // characters marked (src/components/shown-text.tsx).
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { lookout },
    rules: { 'lookout/shown-text': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    // Resolve extension-less TypeScript imports; without it the zones below would silently match nothing.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // no-cycle reads the modules imported: TypeScript ones with TypeScript's parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // Modules form layers, never loops: a cycle hides which one is the lower.
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, mocksZone, testHarnessZone] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // A name that hides an outer one reads as the outer one: a row's React key once took the place
      // of a field's name in its buttons' filters and labels.
      '@typescript-eslint/no-shadow': 'error',
      'no-restricted-syntax': ['error', ...htmlSinks, ...literalQueryKeys],
    },
  },
  {
    // A test's own query client may key its queries as it likes.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...htmlSinks] },
  },
  {
    // The one place query keys are written out.
    files: ['src/api/query-keys.ts'],
    rules: { 'no-restricted-syntax': ['error', ...htmlSinks] },
  },
  {
    // A page pays for what its modules import: the query language's index brings its parser and
    // tokenizer (~2 kB) with any one name, so the console imports the module that holds the name.
    // The mock engine and tests use all of it, through the index.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)query-language(/index)?$',
              message:
                'Import the query-language module that holds the name (parser, select, placeholders…).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'src/test/**', 'src/features/*/pages.cases.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // A function reads in one screen: a page longer than this is split along what it shows. Tests
    // are exempt (a scenario reads best whole).
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**', '**/*.gen.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // One client talks to the API, and nothing of the console is kept in localStorage (only the demo's
    // own database uses it, from mocks/). One block, so no later block drops a ban of an earlier one.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...bannedGlobals],
      'no-restricted-properties': ['error', ...bannedProperties],
    },
  },
  {
    // The client itself is where fetch is called.
    files: ['src/api/client.ts'],
    rules: {
      'no-restricted-globals': ['error', ...bannedGlobals.filter((g) => g.name !== 'fetch')],
      'no-restricted-properties': [
        'error',
        ...bannedProperties.filter((p) => !(p.property === 'fetch' && p.object === 'globalThis')),
      ],
    },
  },
  {
    // Type-aware rules for the console: a promise is awaited, returned or marked `void` on purpose, and
    // never handed where a plain callback is expected.
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
);
