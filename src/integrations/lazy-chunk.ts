import { relative } from 'node:path';
import type { Plugin } from 'vite';

const SUFFIX = '?lazy-chunk';
const PREFIX = '\0lazy-chunk:';

/**
 * A Vite plugin: `import url from './module.ts?lazy-chunk'` gives the URL of `module.ts` built as a
 * chunk of its own (bundled, minified, hashed under /_astro/ like any other), without loading it.
 * Page code then loads it when a visitor needs it, by adding a `<script type="module">` with
 * that URL.
 *
 * Why not `import('./module.ts')`: Vite wraps every dynamic import in its preload helper, a module
 * of about 1 KB that the importing script then loads up front, and a page's JavaScript before any
 * interaction must stay under 5 KB. The search box (src/components/SiteSearch.astro) uses it.
 *
 * In `astro dev` the URL is the module's own path, which Vite's dev server serves.
 */
export function lazyChunk(): Plugin {
  let root = process.cwd();
  let building = false;
  return {
    name: 'lazy-chunk',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return resolved ? `${PREFIX}${resolved.id}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      if (!building) return `export default ${JSON.stringify(`/${relative(root, file).split('\\').join('/')}`)};`;
      const reference = this.emitFile({ type: 'chunk', id: file });
      // Vite writes this as the chunk's path from the site's root ("/_astro/name.hash.js"), so it
      // holds even where Astro inlines the importing script into the page.
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
