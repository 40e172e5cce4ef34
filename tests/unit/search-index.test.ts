import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { writeSearchIndex } from '../../src/integrations/search-index.ts';
import { searchFragments } from '../dist/helpers.ts';

/*
 * The search index step of the build (src/integrations/search-index.ts) on a small built site: what it
 * writes must be whole. Pagefind's own writing answered before its files reached the disk and
 * closing it then cut them short (an empty pagefind-entry.json failed a build under load; a cut
 * fragment would have shipped), so every file here must parse or decompress to its end. The real
 * build's index is checked in tests/dist/search.test.ts and tests/build/archive.test.ts.
 */

const scratch = mkdtempSync(join(tmpdir(), 'tidewell-search-index-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes a built page; `indexed` pages carry `data-pagefind-body`, as BaseLayout's `search` prop sets it. */
function page(dist: string, file: string, title: string, text: string, indexed: boolean) {
  const path = join(dist, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(
    path,
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav>Home News Contact</nav><main${indexed ? ' data-pagefind-body' : ''}><h1>${title}</h1><p>${text}</p></main></body></html>`,
  );
}

describe('the search index step', () => {
  it('writes a whole bundle of the pages that ask to be indexed, without the unused interfaces', async () => {
    const dist = join(scratch, 'site');
    page(dist, 'news/quality-score.html', 'Quality Score', 'Heliotrope keywords lift a quality score.', true);
    page(dist, 'news/local-seo.html', 'Local SEO', 'A map pack listing for a dentist.', true);
    page(dist, 'about.html', 'About us', 'Heliotrope is our favourite colour.', false);

    const { pages, outputPath } = await writeSearchIndex(dist);

    expect(pages).toBe(2);
    expect(outputPath).toBe(join(dist, 'pagefind'));
    const entry = JSON.parse(readFileSync(join(outputPath, 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(entry.languages['en']?.page_count).toBe(2);
    for (const file of ['pagefind.js', 'pagefind-worker.js', 'wasm.en.pagefind']) {
      expect(existsSync(join(outputPath, file)), file).toBe(true);
    }
    expect(
      readdirSync(outputPath).filter((name) => /^pagefind-(?:ui|modular-ui|component-ui|highlight)\./.test(name)),
    ).toEqual([]);
    // Each fragment decompresses to its end and holds its page's text; so does each index chunk.
    const fragments = searchFragments(dist);
    expect(fragments.map((fragment) => fragment.url).sort()).toEqual([
      '/news/local-seo.html',
      '/news/quality-score.html',
    ]);
    expect(fragments.find((fragment) => fragment.url === '/news/quality-score.html')?.content).toContain('Heliotrope');
    const chunks = readdirSync(join(outputPath, 'index'));
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      expect(() => gunzipSync(readFileSync(join(outputPath, 'index', chunk))), chunk).not.toThrow();
    }
  });
});
