// @ts-check
import eslint from '@eslint/js';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', '.astro/', '.netlify/', 'node_modules/', '.local/', 'test-results/', 'playwright-report/'] },
  eslint.configs.recommended,
  ...tseslint.configs.strict,
  ...tseslint.configs.stylistic,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log', 'table'] }],
    },
  },
  {
    // Server-only code must never reach the browser bundle, and pages must not reach into it.
    files: ['src/pages/**', 'src/components/**', 'src/layouts/**', 'src/lib/**', 'src/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'src/server is server-only.' }] },
      ],
    },
  },
);
