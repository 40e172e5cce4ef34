import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The folder rules of docs/architecture.md#what-may-import-what are lint rules (eslint.config.js):
 * each import below stands where a newcomer might write it, and lint must refuse the wrong ones and
 * accept the right ones.
 */

const eslint = new ESLint();

/** The messages of the import rule for `code` written in the file at `filePath`. */
async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [value];\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message);
}

describe('what may import what', () => {
  it.each([
    ['src/lib/example.ts', "import { value } from '../data/site.ts';", /src\/lib is pure/],
    ['src/lib/forms/example.ts', "import { value } from '../../data/site.ts';", /src\/lib is pure/],
    ['src/lib/example.ts', "import { value } from 'astro:content';", /astro: modules/],
    ['src/islands/Example.tsx', "import { value } from 'zod';", /zod comes from 'zod\/mini'/],
    ['src/islands/Example.tsx', "import { value } from 'zod/v4/core';", /zod comes from 'zod\/mini'/],
    ['src/islands/Example.tsx', "import { value } from '../data/site.ts';", /hand islands their data as props/],
    [
      'src/islands/Example.tsx',
      "import { value } from '../lib/schemas/site.schema.ts';",
      /islands import src\/lib\/forms/,
    ],
    ['src/islands/Example.tsx', "import { value } from '../server/http.ts';", /server-only/],
    ['src/components/Example.ts', "import { value } from '../server/mail.ts';", /server-only/],
    ['src/islands/Example.tsx', "import { value } from '#stand-ins';", /server-only/],
    ['src/pages/example.ts', "import { value } from '../server/env.ts';", /server-only/],
    // The audit page's "How we score" reads score.ts, and nothing else of src/server, from one file.
    [
      'src/components/audit/scoring-method.ts',
      "import { value } from '../../server/audit/run-audit.ts';",
      /server-only/,
    ],
    ['src/components/audit/scoring-method.ts', "import { value } from '../../server/http.ts';", /server-only/],
    ['src/components/audit/scoring-method.ts', "import { value } from '#stand-ins';", /server-only/],
    ['src/components/Example.ts', "import { value } from '../server/audit/score.ts';", /server-only/],
    ['src/lib/forms/example.ts', "import { value } from 'zod';", /zod comes from 'zod\/mini'/],
    ['src/lib/calls/example.ts', "import { value } from 'zod';", /zod comes from 'zod\/mini'/],
    ['src/data/example.ts', "import { value } from 'zod/mini';", /zod comes from 'zod'/],
    ['src/server/example.ts', "import { value } from 'zod/v4/core';", /zod comes from 'zod'/],
    ['src/content.config.ts', "import { value } from 'zod';", /zod comes from 'astro\/zod'/],
    ['src/content/schemas.ts', "import { value } from 'zod';", /zod comes from 'astro\/zod'/],
    ['netlify/functions/example.mts', "import { value } from '../../src/data/site.ts';", /through src\/server/],
  ])('%s may not %s', async (file, code, message) => {
    const errors = await importErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    ['src/lib/forms/example.ts', "import { value } from 'zod/mini';"],
    ['src/lib/calls/example.ts', "import { value } from 'zod/mini';"],
    ['src/islands/Example.tsx', "import { value } from '../lib/forms/contact.ts';"],
    ['src/islands/Example.tsx', "import type { value } from '../lib/schemas/site.schema.ts';"],
    ['src/data/example.ts', "import { value } from '../lib/schemas/site.schema.ts';"],
    ['src/server/example.ts', "import { value } from '../data/site.ts';"],
    ['src/components/Example.ts', "import { value } from '../data/site.ts';"],
    ['src/components/audit/scoring-method.ts', "import { value } from '../../server/audit/score.ts';"],
    ['netlify/functions/example.mts', "import { value } from '../../src/server/http.ts';"],
    ['src/server/example.ts', "import { value } from '#stand-ins';"],
    ['src/content.config.ts', "import { value } from 'astro/zod';"],
    ['src/content/schemas.ts', "import { value } from 'astro/zod';"],
  ])('%s may %s', async (file, code) => {
    expect(await importErrors(file, code)).toEqual([]);
  });
});

describe('how zod is imported', () => {
  // The named `z` is all of zod as one object: a bundle (a function's, the browser's) keeps it whole.
  it.each([
    ['src/server/example.ts', "import { z } from 'zod';\nexport const value = z.string();"],
    ['src/lib/forms/example.ts', "import { z } from 'zod/mini';\nexport const value = z.string();"],
  ])('%s may not take the named z: %s', async (filePath, code) => {
    const [result] = await eslint.lintText(`${code}\n`, { filePath });
    expect(
      result?.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((m) => m.message),
    ).toEqual([expect.stringMatching(/import \* as z from 'zod'/)]);
  });

  it('takes zod as a namespace', async () => {
    const [result] = await eslint.lintText("import * as z from 'zod';\nexport const value = z.string();\n", {
      filePath: 'src/server/example.ts',
    });
    expect(result?.messages).toEqual([]);
  });
});

describe('import cycles', () => {
  // The rule follows the files on disk, so each case is a small project in a temporary folder,
  // linted with this project's config: `a` is linted as text, the files it reaches are on disk.
  const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  let cases = 0;

  /** The import-cycle messages for the first of `files` (path → text), the others written beside it. */
  async function cycleErrors(files: Record<string, string>): Promise<string[]> {
    const dir = join(root, String((cases += 1)));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const [[filePath, code] = ['', '']] = Object.entries(files);
    const linter = new ESLint({ cwd: dir, overrideConfigFile: resolve('eslint.config.js') });
    const [result] = await linter.lintText(code, { filePath });
    // Linted, not skipped: no parse error, no "file ignored".
    expect(result?.messages.filter((message) => message.ruleId === null)).toEqual([]);
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'local/no-import-cycles')
      .map((message) => message.message);
  }

  it('refuses two modules that import each other', async () => {
    const errors = await cycleErrors({
      'src/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'src/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
    });
    expect(errors).toEqual([expect.stringMatching(/^Import cycle: src\/a\.ts → src\/b\.ts → src\/a\.ts\./)]);
  });

  it('refuses a cycle of type-only imports', async () => {
    const errors = await cycleErrors({
      'src/a.ts': "import type { B } from './b.ts';\nexport interface A {\n  b: B;\n}\n",
      'src/b.ts': "import type { A } from './a.ts';\nexport interface B {\n  a: A;\n}\n",
    });
    expect(errors).toEqual([expect.stringMatching(/^Import cycle: src\/a\.ts → src\/b\.ts → src\/a\.ts\./)]);
  });

  it('follows package.json imports (as #stand-ins) and longer cycles', async () => {
    const errors = await cycleErrors({
      'src/server/mail.ts': "import { outbox } from '#stand-ins';\nexport const mailer = () => outbox;\n",
      'package.json': JSON.stringify({ type: 'module', imports: { '#stand-ins': './src/server/stand-ins/local.ts' } }),
      'src/server/stand-ins/local.ts': "export { outbox } from './outbox.ts';\n",
      'src/server/stand-ins/outbox.ts':
        "import type { Mailer } from '../mail.ts';\nexport const outbox = (mailer: Mailer) => mailer;\n",
    });
    expect(errors).toEqual([
      expect.stringMatching(
        /^Import cycle: src\/server\/mail\.ts → src\/server\/stand-ins\/local\.ts → src\/server\/stand-ins\/outbox\.ts → src\/server\/mail\.ts\./,
      ),
    ]);
  });

  it('refuses Astro components that import each other', async () => {
    const errors = await cycleErrors({
      'src/components/A.astro': "---\nimport B from './B.astro';\n---\n\n<B />\n",
      'src/components/B.astro': "---\nimport A from './A.astro';\n---\n\n<A />\n",
    });
    expect(errors).toEqual([expect.stringMatching(/^Import cycle: src\/components\/A\.astro → /)]);
  });

  it('accepts a module both sides import (the way out of a cycle)', async () => {
    const errors = await cycleErrors({
      'src/a.ts':
        "import type { Shared } from './shared.ts';\nimport { b } from './b.ts';\nexport const a = (s: Shared) => b(s);\n",
      'src/b.ts': "import type { Shared } from './shared.ts';\nexport const b = (s: Shared) => s;\n",
      'src/shared.ts': 'export interface Shared {\n  id: string;\n}\n',
    });
    expect(errors).toEqual([]);
  });
});

describe('file names', () => {
  it('no two modules of src/ share a name, so a name in a stack trace, a search or a review is one file', async () => {
    const { globSync } = await import('node:fs');
    const modules = globSync('src/**/*.{ts,tsx}').filter((path) => !path.endsWith('.d.ts'));
    const byName = new Map<string, string[]>();
    for (const path of modules) {
      const name =
        path
          .split('/')
          .at(-1)
          ?.replace(/\.tsx?$/, '') ?? path;
      byName.set(name, [...(byName.get(name) ?? []), path]);
    }
    expect(modules.length).toBeGreaterThan(100);
    expect([...byName.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });
});
