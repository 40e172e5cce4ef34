import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The folder rules of DESIGN.md are lint rules (eslint.config.js): each import below stands where
 * a newcomer might write it, and lint must refuse the wrong ones and accept the right ones.
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
    ['src/lib/forms/example.ts', "import { value } from 'zod';", /zod comes from 'zod\/mini'/],
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
    ['src/islands/Example.tsx', "import { value } from '../lib/forms/contact.ts';"],
    ['src/islands/Example.tsx', "import type { value } from '../lib/schemas/site.schema.ts';"],
    ['src/data/example.ts', "import { value } from '../lib/schemas/site.schema.ts';"],
    ['src/server/example.ts', "import { value } from '../data/site.ts';"],
    ['src/components/Example.ts', "import { value } from '../data/site.ts';"],
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
