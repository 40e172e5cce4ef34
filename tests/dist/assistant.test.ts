import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { reporting, REPORTING_ANCHOR } from '../../src/data/reporting.ts';
import { articleDigestFileSchema } from '../../src/lib/schemas/article-digest.schema.ts';
import { DIGEST_FILE } from '../../src/server/assistant/article-digest.ts';
import { DIST, htmlFiles, pathOfHtml, read } from './helpers.ts';

/*
 * What the chat assistant knows after a build: the digest the build wrote of the articles agrees
 * with the article pages Astro built from the same files, and the links its answers give land on
 * real pages and sections.
 */

beforeAll(() => {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
});

const digest = () => articleDigestFileSchema.parse(JSON.parse(readFileSync(DIGEST_FILE, 'utf8')));

/** The text of an HTML fragment, with the entities Astro writes decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe("the assistant's article digest", () => {
  it('has one article per built article page, and no other', () => {
    const pages = htmlFiles()
      .map(pathOfHtml)
      // Article pages, not the news list's later pages (/news/2) or the topic pages.
      .filter((path) => path.startsWith('/news/') && !/^\/news\/(?:topic\/|\d+$)/.test(path))
      .sort();
    expect(digest().articles.map((article) => article.path).sort()).toEqual(pages);
  });

  it.each(digest().articles.map((article) => [article.path, article] as const))(
    '%s: the title and every section, with the id the page gives its heading',
    (path, article) => {
      const html = read(`${path.slice(1)}.html`);
      expect(textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')).toBe(article.title);
      const headings = [...html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)].map((m) => [m[1], textOf(m[2] ?? '')]);
      for (const section of article.sections) expect(headings).toContainEqual([section.anchor, section.heading]);
    },
  );
});

describe('the reporting section the assistant links to', () => {
  it('is on the about page with what every client gets and what each report measures', () => {
    const html = read('about.html');
    expect(new RegExp(`<h2 id="${REPORTING_ANCHOR}"[^>]*>The reporting you get</h2>`).test(html)).toBe(true);
    const text = textOf(html);
    expect(text).toContain(reporting.summary);
    for (const item of reporting.deliverables) expect(text).toContain(item.title);
    for (const measure of reporting.measures) {
      expect(new RegExp(`<a href="${measure.href}"[^>]*>${measure.service}</a>`).test(html), measure.service).toBe(true);
      expect(text).toContain(measure.metrics.join(', '));
    }
  });
});
