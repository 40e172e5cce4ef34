import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ZodFirstPartyTypeKind } from 'zod/v3';
import {
  OPENAI_RESOURCES_CALLED,
  uncalledOpenAIResources,
  zod3TypeNames,
} from '../../scripts/build/bundle-functions.mjs';

/** Bundles `contents` as the functions are bundled, and lists the inputs. */
async function bundleModule(contents: string, plugins: Plugin[]) {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd() },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    plugins,
    logLevel: 'silent',
  });
  return { inputs: Object.keys(result.metafile.inputs), text: result.outputFiles[0]?.text ?? '' };
}

/** The OpenAI SDK's zod helpers, as the chat function imports them. */
const bundleZodHelpers = (plugins: Plugin[]) =>
  bundleModule("export { zodTextFormat } from 'openai/helpers/zod';", plugins);

describe("the functions' bundles", () => {
  it("give the OpenAI SDK's zod 3 converter zod 3's type names, and none of zod 3 itself", async () => {
    const whole = await bundleZodHelpers([]);
    expect(whole.inputs).toContain('node_modules/zod/v3/types.js');

    const trimmed = await bundleZodHelpers([zod3TypeNames]);
    expect(trimmed.inputs.filter((input) => input.startsWith('node_modules/zod/v3/'))).toEqual([]);
    expect(trimmed.inputs).toContain('node_modules/zod/v4/core/to-json-schema.js');
    const names = Object.keys(ZodFirstPartyTypeKind);
    expect(names.length).toBeGreaterThan(30);
    for (const name of names) expect(trimmed.text).toContain(`"${name}": "${name}"`);
  });

  it("give the OpenAI SDK's resources the chat never calls an empty class, and keep the one it calls", async () => {
    expect(OPENAI_RESOURCES_CALLED).toEqual(['responses']);
    const client = `import OpenAI from 'openai';
      const client = new OpenAI({ apiKey: 'sk-test' });
      export const parse = typeof client.responses.parse;
      export const admin = client.admin?.constructor.name;
      export const organization = typeof client.admin?.organization;
      export const jobs = typeof client.fineTuning?.jobs;`;
    const whole = await bundleModule(client, []);
    const trimmed = await bundleModule(client, [uncalledOpenAIResources]);
    const admin = (input: string) => input.startsWith('node_modules/openai/resources/admin/organization/');
    expect(whole.inputs.some(admin)).toBe(true);
    expect(trimmed.inputs.some(admin)).toBe(false);
    expect(trimmed.inputs).toContain('node_modules/openai/resources/responses/responses.mjs');
    expect(trimmed.text.length).toBeLessThan(whole.text.length * 0.7);

    const dir = mkdtempSync(join(tmpdir(), 'tidewell-openai-bundle-'));
    try {
      const file = join(dir, 'client.mjs');
      writeFileSync(file, trimmed.text);
      const built = (await import(pathToFileURL(file).href)) as Record<string, string>;
      expect(built).toMatchObject({ parse: 'function', admin: 'Admin', organization: 'undefined', jobs: 'undefined' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
