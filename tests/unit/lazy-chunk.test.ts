import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { lazyChunk } from '../../src/integrations/lazy-chunk.ts';

/*
 * `?lazy-chunk` imports (src/integrations/lazy-chunk.ts): the URL of a module built as its own chunk. The
 * build itself is checked on dist/ (tests/dist/search.test.ts); this checks what the plugin hands
 * Vite in a build and in the dev server.
 */

const root = '/project';
const file = join(root, 'src/components/element.ts');

/** The plugin as Vite runs it for `command`, with a stand-in for Vite's plugin context. */
function plugin(command: 'build' | 'serve') {
  const hooks = lazyChunk() as unknown as {
    configResolved(config: { root: string; command: string }): void;
    resolveId(this: unknown, source: string, importer: string): Promise<string | null>;
    load(this: unknown, id: string): string | null;
  };
  hooks.configResolved({ root, command });
  const context = {
    resolve: vi.fn(async (source: string) => ({ id: join(root, 'src/components', source) })),
    emitFile: vi.fn(() => 'ref1'),
  };
  return {
    resolve: (source: string) => hooks.resolveId.call(context, source, join(root, 'src/components/Box.astro')),
    load: (id: string) => hooks.load.call(context, id),
    context,
  };
}

describe('lazy-chunk', () => {
  it('leaves every other import to Vite', async () => {
    const { resolve, load } = plugin('build');
    expect(await resolve('./element.ts')).toBeNull();
    expect(load(file)).toBeNull();
  });

  it('in a build, emits the module as a chunk and gives its URL, loading nothing', async () => {
    const { resolve, load, context } = plugin('build');
    const id = await resolve('./element.ts?lazy-chunk');
    expect(id).toContain(file);
    expect(load(id ?? '')).toBe('export default import.meta.ROLLUP_FILE_URL_ref1;');
    expect(context.emitFile).toHaveBeenCalledWith({ type: 'chunk', id: file });
  });

  it('in the dev server, gives the path the dev server serves the module at', async () => {
    const { resolve, load, context } = plugin('serve');
    expect(load((await resolve('./element.ts?lazy-chunk')) ?? '')).toBe('export default "/src/components/element.ts";');
    expect(context.emitFile).not.toHaveBeenCalled();
  });
});
