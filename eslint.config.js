// Lint, the import floors of DESIGN.md §2 and no import cycles: a violation fails `npm run lint` (and npm test).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const ROOT = import.meta.dirname;
// import-x's TypeScript settings (which files it reads, with which parser), resolving as tsconfig does.
const { 'import-x/resolver': _resolver, ...typescriptSettings } = importX.flatConfigs.typescript.settings;
/** The project's code folders, for the rules that look across them. */
const CODE = ['engine', 'workers', 'src', 'server', 'tests', 'bench', 'scripts'];

/** `from` may not be imported by `target`: one zone of import-x/no-restricted-paths. */
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });
const under = (root, names) => names.map((name) => `./${root}/${name}`);
/** What engine/ may import: zod and its own files (tests: vitest and fast-check too). */
const ENGINE_PURE = 'engine/ is pure TypeScript: no DOM, React, three or node: APIs; it imports only zod and its own files.';
const top = (names) => names.map((name) => `./${name}`);

// Top level: engine ← workers ← src, engine ← server; nothing outside src/ imports it (the last zone).
const LAYERS = [
  zone('./engine', top(CODE.filter((c) => c !== 'engine' && c !== 'src')), 'engine/ imports only its own files.'),
  zone('./workers', ['./server', './tests', './bench', './scripts'], 'workers/ imports engine/ and workers/ only.'),
  zone('./server', ['./workers', './tests', './bench', './scripts'], 'server/ imports engine/ and server/ only.'),
  zone(top(CODE.filter((c) => c !== 'src')), './src', 'Nothing outside src/ imports it.'),
];

// src/, floor by floor, lowest first; a floor imports only the floors below it (and itself).
//   lib (analytics, i18n, errors, the wrapper bridge)  <  data (HTTP client, queries, offline)
//   ui (the kit: fetches nothing)  <  auth  <  api (resources)  <  editor-kit, print  <  features, editor  <  app
const SRC_FLOORS = [
  ['lib', ['data', 'ui', 'auth', 'api', 'editor-kit', 'print', 'features', 'editor', 'app']],
  ['data', ['ui', 'auth', 'api', 'editor-kit', 'print', 'features', 'editor', 'app']],
  ['ui', ['data', 'auth', 'api', 'editor-kit', 'print', 'features', 'editor', 'app']],
  ['auth', ['api', 'editor-kit', 'print', 'features', 'editor', 'app']],
  ['api', ['ui', 'editor-kit', 'print', 'features', 'editor', 'app']],
  ['editor-kit', ['features', 'editor', 'app']],
  ['print', ['features', 'editor', 'app']],
  ['features', ['editor', 'app']],
  ['editor', ['features', 'app']],
];
const FEATURES = readdirSync(`${ROOT}/src/features`, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const SRC = [
  zone('./src', './server', 'src/ may not import server/.'),
  ...SRC_FLOORS.map(([floor, above]) => zone(`./src/${floor}`, under('src', above), `src/${floor}/ may not import a floor above it (DESIGN.md §2).`)),
  // Features do not import each other: what two need of the server is a resource of api/.
  ...FEATURES.map((name) => zone(`./src/features/${name}`, './src/features', `A feature does not import another feature.`, [`./${name}`])),
  // The editor's store is its bottom: tools, panels and the scene change it, it knows none of them
  // (the words of the engine's steps are plain text below it).
  zone('./src/editor/store', './src/editor', 'src/editor/store/ may not import the editor around it.', ['./store', './step-texts.ts']),
];

// server/, floor by floor (DESIGN.md §2): db (schema, migrations, ids)  <  repositories (every
// table's SQL)  <  auth  <  http (input, responses, routes' plumbing)  <  items  <  routes, app, main.
// texts (what the server says, in each language) stands beside them all and imports none.
const SERVER_TOP = ['routes', 'app.ts', 'main.ts', 'static.ts'];
const SERVER = [
  zone('./server/texts', under('server', ['db', 'repositories', 'billing', 'media', 'auth', 'http', 'items', 'library', 'errors.ts', ...SERVER_TOP]), 'server/texts/ imports only the engine and itself.'),
  zone('./server/db', under('server', ['repositories', 'billing', 'media', 'auth', 'http', 'items', 'library', ...SERVER_TOP]), 'server/db/ is the ground floor: it imports no other part of the server.'),
  zone('./server/repositories', under('server', ['auth', 'http', 'items', ...SERVER_TOP]), 'server/repositories/ may not import auth, http, items or routes.'),
  zone('./server/auth', under('server', ['http', 'items', ...SERVER_TOP]), 'server/auth/ may not import http, items or routes.'),
  zone('./server/http', under('server', ['items', ...SERVER_TOP]), 'server/http/ may not import items or routes.'),
  zone(under('server', ['items', 'billing', 'media', 'library']), under('server', SERVER_TOP), 'Only the app imports the routes.'),
];

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'data/', 'node_modules/', 'dev-dist/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { ...typescriptSettings, 'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${ROOT}/tsconfig.json` })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...LAYERS, ...SRC, ...SERVER] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Imports flow one way: no module reaches itself again through what it imports.
    files: ['{src,server,engine,workers}/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }], 'import-x/no-self-import': 'error' },
  },
  {
    // engine/ is pure TypeScript: zod, and vitest and fast-check in its tests; no DOM, React, three or node: APIs.
    files: ['engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\.|zod(/|$))', message: ENGINE_PURE }] }],
      'no-restricted-syntax': ['error', { selector: "ImportExpression[source.value=/^(?!\\.|zod(\\/|$))/]", message: ENGINE_PURE }],
    },
  },
  {
    files: ['engine/**/*.{test,bench}.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\.|zod(/|$)|vitest$|fast-check$)', message: 'engine/ tests import only zod, vitest, fast-check and the engine.' }] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
