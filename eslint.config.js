// @ts-check
import eslint from '@eslint/js';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './scripts/lib/no-import-cycles.mjs';

export default tseslint.config(
  { ignores: ['dist/', '.astro/', '.netlify/', 'node_modules/', '.local/', 'test-results/', 'playwright-report/'] },
  eslint.configs.recommended,
  ...tseslint.configs.strict,
  ...tseslint.configs.stylistic,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { local },
    rules: {
      // No module imports one that imports it back, through any number of others, type-only
      // imports included: what both sides need goes into a module both import (as the provider
      // interfaces in src/server/providers.ts). scripts/lib/no-import-cycles.mjs says how.
      'local/no-import-cycles': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log', 'table'] }],
      // zod's named `z` is all of zod as one object, which a bundler keeps whole, every locale
      // with it, in the functions and the browser; a namespace import keeps only what is used.
      // (A type import costs nothing.)
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[importKind='value'][source.value=/^zod(\\/mini)?$/] > ImportSpecifier[importKind='value'][imported.name='z']",
          message:
            "Write `import * as z from 'zod'` (or 'zod/mini'): the named z is all of zod, which a bundle carries whole.",
        },
      ],
    },
  },
  // What may import what (docs/architecture.md#what-may-import-what), one block per folder.
  ...importRules(),
);

/**
 * The folder rules of docs/architecture.md ("What may import what") as no-restricted-imports, so a
 * wrong import fails `npm run lint`: lib is the floor (pure, imports nothing of ours above it, no
 * astro: modules); data sits on lib; server code never reaches pages, components or islands;
 * islands get no data modules and no full zod (only type imports pass). Zod enters through one door
 * per kind of code: the browser's schemas (src/lib/forms, src/lib/calls, islands) use `zod/mini`, content schemas
 * `astro/zod`, the rest `zod`. tests/unit/architecture.test.ts shows each rule failing.
 */
function importRules() {
  /** @param {string} name @param {string} message */
  const folder = (name, message) => ({ group: [`**/${name}/**`, `**/${name}`], message });
  const noServer = {
    // `#stand-ins` is package.json's name for the server's local stand-ins ('#' escaped: a glob comment).
    group: ['**/server/**', '**/server', '\\#stand-ins'],
    message: 'src/server is server-only: pages, components and islands never import it.',
  };
  const noPages = folder('pages', 'Pages are routes: nothing imports them.');
  const noLayouts = folder('layouts', 'Layouts are for pages only.');
  const noComponents = folder('components', 'Astro components are for pages and layouts.');
  const noIslands = folder('islands', 'Islands are mounted by pages and components only.');
  const noAstroModules = { group: ['astro:*'], message: "astro: modules run only inside Astro's build." };
  /** @param {'zod' | 'zod/mini' | 'astro/zod'} allowed */
  const zodDoor = (allowed) => {
    const doors = { zod: "'zod'", 'zod/mini': "'zod/mini'", 'astro/zod': "'astro/zod'" };
    const message = `Here zod comes from ${doors[allowed]}: the browser gets zod/mini (src/lib/forms, src/lib/calls, islands), content schemas astro/zod, the rest zod.`;
    return {
      paths: ['zod', 'astro/zod']
        .filter((name) => name !== allowed)
        .map((name) => ({ name, message, allowTypeImports: true })),
      patterns: [
        { group: allowed === 'zod/mini' ? ['zod/*', '!zod/mini'] : ['zod/*'], message, allowTypeImports: true },
      ],
    };
  };
  /**
   * @param {ReturnType<typeof zodDoor>} zod
   * @param {Array<{ group?: string[]; regex?: string; message: string; allowTypeImports?: boolean }>} patterns
   * @returns {import('eslint').Linter.RulesRecord}
   */
  const rule = (zod, ...patterns) => ({
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { paths: zod.paths, patterns: [...zod.patterns, ...patterns] },
    ],
  });
  /** What src/lib (the floor) may not import: nothing of ours above it, no astro: module. */
  const belowData = [
    folder('data', 'src/lib is pure and sits below src/data: move what lib needs into lib.'),
    noServer,
    noPages,
    noLayouts,
    noComponents,
    noIslands,
    noAstroModules,
  ];
  return [
    {
      files: ['src/lib/**/*.{ts,tsx}'],
      ignores: ['src/lib/forms/**', 'src/lib/calls/**'],
      rules: rule(zodDoor('zod'), ...belowData),
    },
    {
      // What the browser sends the functions and gets back: the forms, and the calls that are not
      // forms (the chat, the audit).
      files: ['src/lib/forms/**/*.{ts,tsx}', 'src/lib/calls/**/*.{ts,tsx}'],
      rules: rule(zodDoor('zod/mini'), ...belowData),
    },
    {
      files: ['src/data/**/*.ts'],
      rules: rule(zodDoor('zod'), noServer, noPages, noLayouts, noComponents, noIslands),
    },
    {
      files: ['src/islands/**/*.{ts,tsx}'],
      rules: rule(
        zodDoor('zod/mini'),
        {
          ...folder('data', 'Data modules parse with full zod: hand islands their data as props.'),
          allowTypeImports: true,
        },
        {
          ...folder('schemas', 'src/lib/schemas use full zod: islands import src/lib/forms and src/lib/calls.'),
          allowTypeImports: true,
        },
        noServer,
        noPages,
        noLayouts,
        noComponents,
        noAstroModules,
      ),
    },
    {
      files: ['src/components/**/*.{ts,astro}', 'src/layouts/**/*.{ts,astro}'],
      rules: rule(zodDoor('zod'), noServer, noPages),
    },
    {
      // The audit page's "How we score" reads the check definitions at build time (it runs in the
      // build only, nothing of it reaches the browser): this one file, that one module.
      files: ['src/components/audit/scoring-method.ts'],
      rules: rule(
        zodDoor('zod'),
        { ...noServer, group: ['\\#stand-ins'] },
        // Every module of src/server but score.ts (a pattern group cannot take one file back out of
        // a folder it leaves out).
        { regex: '(^|/)server(/|$)(?!audit/score\\.ts$)', message: noServer.message },
        noPages,
      ),
    },
    {
      files: ['src/pages/**/*.{ts,astro}'],
      rules: rule(zodDoor('zod'), noServer, noPages),
    },
    {
      files: ['src/server/**/*.ts'],
      rules: rule(zodDoor('zod'), noPages, noLayouts, noComponents, noIslands, noAstroModules),
    },
    {
      files: ['netlify/functions/**/*.mts'],
      rules: rule(
        zodDoor('zod'),
        folder('data', 'Functions reach data through src/server.'),
        noPages,
        noLayouts,
        noComponents,
        noIslands,
        noAstroModules,
      ),
    },
    {
      // The collections and their front-matter schemas (src/content/schemas.ts).
      files: ['src/content.config.ts', 'src/content/**/*.ts'],
      rules: rule(zodDoor('astro/zod')),
    },
  ];
}
