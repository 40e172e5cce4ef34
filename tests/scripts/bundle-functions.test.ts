import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ZodFirstPartyTypeKind } from 'zod/v3';
import { zod3TypeNames } from '../../scripts/build/bundle-functions.mjs';

/** Bundles the OpenAI SDK's zod helpers, as the chat function imports them, and lists the inputs. */
async function bundleZodHelpers(plugins: Plugin[]) {
  const result = await build({
    stdin: { contents: "export { zodTextFormat } from 'openai/helpers/zod';", resolveDir: process.cwd() },
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
});
