// @ts-check
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';

/**
 * Pagefind's ready-made search interfaces and its highlighter. The site has its own search box
 * (src/components/SiteSearch.astro) on Pagefind's search API, so these are never loaded and are
 * not deployed.
 */
const UNUSED_FILES = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)$/;

/**
 * @typedef {object} SearchIndexSummary
 * @property {number} pages pages in the index (Pagefind's own count, from pagefind-entry.json)
 * @property {string} outputPath where the bundle was written
 */

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
 * @param {string} dist absolute path of the built site
 * @returns {Promise<SearchIndexSummary>}
 * @throws when Pagefind reports an error or the index holds no page (a page template lost its
 *   `data-pagefind-body`): a build without working search must fail, not deploy.
 */
export async function writeSearchIndex(dist) {
  const outputPath = join(dist, 'pagefind');
  /** @type {{ path: string; content: Uint8Array }[]} */
  let files;
  try {
    const created = await pagefind.createIndex();
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
  /** @type {{ languages: Record<string, { page_count: number }> }} */
  const entry = JSON.parse(Buffer.from(entryFile.content).toString('utf8'));
  const pages = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
  if (pages === 0) throw new Error('The search index holds no page: no built page has a data-pagefind-body element.');
  return { pages, outputPath };
}
