import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';

/**
 * Pagefind's ready-made search interfaces and its highlighter. The site has its own search box
 * (src/components/SiteSearch.astro) on Pagefind's search API, so these are never loaded and are
 * not deployed.
 */
const UNUSED_FILES = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)$/;

/**
 * The native indexer's allocator (jemalloc, configured through this variable) keeps memory its
 * indexing has freed for ten seconds, for reuse, before returning it to the system; Pagefind
 * builds its index in a few seconds of passes that each free the last one's data, so at a
 * thousand articles a fifth of its peak (about 120 MB) was memory it no longer used. Returning it
 * at once costs about half a second of system time. A value set by whoever runs the build wins.
 */
const INDEXER_ALLOCATOR = 'dirty_decay_ms:0,muzzy_decay_ms:0';

/**
 * Runs `start`, which launches Pagefind's native indexer (the `pagefind` package spawns it on the
 * first call, synchronously), with INDEXER_ALLOCATOR in the environment the child inherits; the
 * build's own environment is left as it was.
 */
function withIndexerAllocator<T>(start: () => T): T {
  if (process.env['_RJEM_MALLOC_CONF'] !== undefined) return start();
  process.env['_RJEM_MALLOC_CONF'] = INDEXER_ALLOCATOR;
  try {
    return start();
  } finally {
    delete process.env['_RJEM_MALLOC_CONF'];
  }
}

/**
 * Gives the JavaScript heap's free pages back to the system, so that a memory-hungry step that
 * follows (Pagefind's indexer, a child process) does not add its peak to memory the build has
 * finished with. After bundling and rendering a thousand articles the heap holds about 500 MB of
 * which some 200 MB is live; V8 returns the rest only when it judges the process idle, seconds
 * later, so the two peaks added up. One full, compacting collection (V8's "last resort" one, as
 * under memory pressure) takes a few hundred milliseconds and returns about 300 MB.
 *
 * Node offers no call for it without `--expose-gc`, so this turns the flag on for a fresh context,
 * whose `gc` function collects the whole heap (as test runners do to measure leaks), then off
 * again. Where that is not possible it does nothing: the build is the same, only heavier.
 */
export function releaseFreeHeap() {
  try {
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc');
    setFlagsFromString('--no-expose-gc');
    if (typeof collect === 'function') collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  } catch {
    // No collector available: nothing is released early.
  }
}

export interface SearchIndexSummary {
  /** Pages in the index (Pagefind's own count, from pagefind-entry.json). */
  pages: number;
  /** Where the bundle was written. */
  outputPath: string;
}

/**
 * Indexes the built site in `dist` for search and writes Pagefind's bundle (search script, worker,
 * WebAssembly, index) into `dist/pagefind/`.
 *
 * What is indexed is decided by the pages themselves: only pages with a `data-pagefind-body`
 * element (articles, service and pricing pages, through BaseLayout's `search` prop) enter the
 * index, and only that element's content less any `data-pagefind-ignore` part. Pagefind reads the
 * files itself (in parallel, in its native binary), which is about twice as fast as handing it each
 * page's HTML from Node; its result URLs are therefore file names (`/news/x.html`), which the
 * search box turns into site paths (`sitePathOfResult` in src/lib/search.ts).
 *
 * `dist` is the absolute path of the built site.
 * @throws when Pagefind reports an error or the index holds no page (a page template lost its
 *   `data-pagefind-body`): a build without working search must fail, not deploy.
 */
export async function writeSearchIndex(dist: string): Promise<SearchIndexSummary> {
  const outputPath = join(dist, 'pagefind');
  let files: { path: string; content: Uint8Array }[];
  try {
    const created = await withIndexerAllocator(() => pagefind.createIndex());
    if (!created.index) throw new Error(`Pagefind could not start: ${created.errors.join('; ')}`);
    const { index } = created;
    const added = await index.addDirectory({ path: dist });
    if (added.errors.length > 0) throw new Error(`Pagefind could not index ${dist}: ${added.errors.join('; ')}`);
    // The bundle comes back in memory and is written here, not by Pagefind's `writeFiles`: that
    // answers as soon as its writes are queued, before they reach the disk (Pagefind/pagefind#1271,
    // in 1.5.2), and closing the indexer right after cut files short. Under load a build read an
    // empty pagefind-entry.json and failed in astro:build:done ("Unexpected end of JSON input"),
    // or, worse, shipped a truncated index file and passed.
    const built = await index.getFiles();
    if (built.errors.length > 0) throw new Error(`Pagefind could not build its bundle: ${built.errors.join('; ')}`);
    files = built.files;
  } finally {
    // The native indexer runs as a child process; the build cannot exit while it lives.
    await pagefind.close();
  }
  const deployed = files.filter((file) => !UNUSED_FILES.test(file.path));
  for (const folder of new Set(deployed.map((file) => dirname(join(outputPath, file.path))))) {
    mkdirSync(folder, { recursive: true });
  }
  await Promise.all(deployed.map((file) => writeFile(join(outputPath, file.path), file.content)));
  const entryFile = files.find((file) => file.path === 'pagefind-entry.json');
  if (!entryFile) throw new Error('Pagefind built no pagefind-entry.json');
  const entry: { languages: Record<string, { page_count: number }> } = JSON.parse(
    Buffer.from(entryFile.content).toString('utf8'),
  );
  const pages = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
  if (pages === 0) throw new Error('The search index holds no page: no built page has a data-pagefind-body element.');
  return { pages, outputPath };
}

/**
 * The integration: builds the site search's index (`writeSearchIndex`) once every page is written,
 * so `npm run build`, `npm start` and a Netlify build all ship it with nothing else to run. Its log
 * line gives the number of pages indexed (articles, service and pricing pages).
 *
 * Pagefind starts as soon as the pages are written (`astro:build:generated`) and the build waits
 * for it in `astro:build:done`, so it indexes while the social cards left over are rendered and
 * the sitemap is written, instead of after them: at a thousand articles each takes seconds, and
 * neither touches the HTML pages Pagefind reads. Before it starts, the build's heap gives back the
 * memory it has finished with (`releaseFreeHeap`), so Pagefind's own peak is not added on top.
 * A failure is kept until `astro:build:done`, which throws it: the build fails as before.
 */
export function siteSearchIndex(): AstroIntegration {
  let indexing: Promise<{ pages: number; ms: number } | { error: unknown }> | undefined;
  return {
    name: 'site-search-index',
    hooks: {
      'astro:build:generated': ({ dir }) => {
        releaseFreeHeap();
        const started = performance.now();
        indexing = writeSearchIndex(fileURLToPath(dir)).then(
          ({ pages }) => ({ pages, ms: Math.round(performance.now() - started) }),
          (error: unknown) => ({ error }),
        );
      },
      'astro:build:done': async ({ logger }) => {
        if (!indexing) throw new Error('The search index was never started: no astro:build:generated hook ran');
        const outcome = await indexing;
        indexing = undefined;
        if ('error' in outcome) throw outcome.error;
        logger.info(`indexed ${outcome.pages} pages for search into pagefind/ in ${outcome.ms} ms`);
      },
    },
  };
}
