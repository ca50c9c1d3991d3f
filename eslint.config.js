// Lint, the import boundaries of DESIGN.md §2 and no import cycles: a violation fails `npm run lint` (and npm test).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importBoundaries } from './scripts/import-boundaries.js';
import { importCycles } from './scripts/import-cycles.js';

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'data/', 'node_modules/', 'dev-dist/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { courtside: { rules: { 'import-boundaries': importBoundaries, 'import-cycles': importCycles } } },
    rules: {
      'courtside/import-boundaries': 'error',
      'courtside/import-cycles': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
