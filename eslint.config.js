// Flat ESLint config: typescript-eslint's recommended rules, plus the house boundaries (docs/conventions.md "One door per module"):
// web features never import each other, staff code (marops*) is fenced off from advertiser code,
// and the web app never imports server code (rules in eslint/import-boundaries.js).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/import-boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'var/**', 'apps/web/src/lib/api/schema.d.ts', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // One rule per boundary, so no block replaces another's options (see eslint/import-boundaries.js).
    files: ['apps/web/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/web-no-server': 'error',
      'boundaries/features-isolated': 'error',
      'boundaries/staff-fence': 'error',
      'boundaries/module-door': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
