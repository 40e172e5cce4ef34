import { describe, expect, it, vi } from 'vitest';
import config from '../../astro.config.mjs';

/*
 * The build prints no warning a newcomer must learn to ignore: astro.config.mjs silences the one
 * Astro itself causes, and nothing else.
 */

const onwarn = config.vite?.build?.rolldownOptions?.onwarn;
/** Hands `warning` to the config's filter; true when it is passed on to be printed. */
function printed(warning: { code: string; message: string }) {
  const warn = vi.fn();
  onwarn?.(warning, warn);
  return warn.mock.calls.length === 1 && warn.mock.calls[0]?.[0] === warning;
}

describe('build warnings', () => {
  it('silences the marker directive Astro writes into every MDX article module', () => {
    expect(onwarn).toBeTypeOf('function');
    expect(
      printed({
        code: 'MODULE_LEVEL_DIRECTIVE',
        message:
          'The semantics of the module level directive "use astro:head-inject" in "src/content/news/ai-in-seo.mdx?astroPropagatedAssets" may not be preserved when bundling.',
      }),
    ).toBe(false);
  });

  it('prints any other directive and any other warning', () => {
    expect(
      printed({
        code: 'MODULE_LEVEL_DIRECTIVE',
        message:
          'The semantics of the module level directive "use client" in "node_modules/some-lib/index.js" may not be preserved when bundling.',
      }),
    ).toBe(true);
    expect(printed({ code: 'EMPTY_BUNDLE', message: 'Generated an empty chunk: "x".' })).toBe(true);
  });
});
