import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pricingFor } from '../../src/data/pricing.ts';
import { routesOfKind } from '../../src/data/routes.ts';
import { serviceFor } from '../../src/data/services.ts';
import { SEARCH_KINDS, sitePathOfResult } from '../../src/lib/search.ts';
import { publishedArticleFiles } from '../fixtures/articles.ts';
import { attributeValues, DIST, htmlFiles, pathOfHtml, read, searchFragments } from './helpers.ts';

/*
 * The site search's index, as `npm run build` writes it (src/integrations/search-index.ts): articles,
 * service pages and pricing pages, their main content only, nothing else of the site.
 */

const BUNDLE = join(DIST, 'pagefind');

/** Every page the search must find, by site path, with the kind it shows and the text it starts with. */
function expectedPages(): Map<string, { kind: string; opening: string }> {
  const pages = new Map<string, { kind: string; opening: string }>();
  for (const article of publishedArticleFiles()) {
    pages.set(`/news/${article.slug}`, { kind: SEARCH_KINDS.article, opening: String(article.data['description']) });
  }
  for (const route of routesOfKind('service')) {
    pages.set(route.path, { kind: SEARCH_KINDS.service, opening: serviceFor(route).header.subTitle });
  }
  for (const route of routesOfKind('pricing')) {
    pages.set(route.path, { kind: SEARCH_KINDS.pricing, opening: pricingFor(route).intro });
  }
  return pages;
}

/** Text every page of a kind repeats, or that sits outside a page's own content. */
const SHARED_TEXT = [
  'Want these ideas working for your business?', // the article's call to action
  'Ready to talk about', // the service pages' call to action
  'Questions about a plan? Ask a strategist', // the pricing pages' call to action
  'Related articles',
  'In this article', // the contents
  'min read', // the article's byline
  'All rights reserved', // the footer
  'Send us a message', // the footer form
  'Chat with us',
];

describe('search index', () => {
  it('is written by the build: the search script, its worker and WebAssembly, the index and the page records', () => {
    for (const file of ['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json', 'wasm.en.pagefind']) {
      expect(existsSync(join(BUNDLE, file)), file).toBe(true);
    }
    expect(readdirSync(join(BUNDLE, 'index')).filter((f) => f.endsWith('.pf_index')).length).toBeGreaterThan(0);
    expect(readdirSync(join(BUNDLE, 'fragment')).filter((f) => f.endsWith('.pf_fragment')).length).toBeGreaterThan(0);
    expect(readdirSync(BUNDLE).filter((f) => f.endsWith('.pf_meta'))).toHaveLength(1);
  });

  it("ships only what the site's own search box uses, not Pagefind's ready-made interfaces", () => {
    expect(readdirSync(BUNDLE).filter((f) => /ui|highlight|playground/.test(f))).toEqual([]);
  });

  it('counts exactly the articles, service pages and pricing pages', () => {
    const entry = JSON.parse(readFileSync(join(BUNDLE, 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(Object.keys(entry.languages)).toEqual(['en']);
    const expected = publishedArticleFiles().length + routesOfKind('service').length + routesOfKind('pricing').length;
    expect(entry.languages['en']?.page_count).toBe(expected);
    expect(searchFragments()).toHaveLength(expected);
  });

  it('holds those pages and no other: not home, contact, about, legal, the news list or the latest-article view', () => {
    const indexed = searchFragments()
      .map((f) => sitePathOfResult(f.url))
      .sort();
    expect(indexed).toEqual([...expectedPages().keys()].sort());
    for (const path of ['/', '/contact', '/about', '/news', '/view-article', '/privacy-policy', '/404']) {
      expect(indexed, path).not.toContain(path);
    }
  });

  it('marks the same pages, and only them, for indexing in their HTML', () => {
    const marked = htmlFiles()
      .filter((file) => read(file).includes('data-pagefind-body'))
      .map(pathOfHtml)
      .sort();
    expect(marked).toEqual([...expectedPages().keys()].sort());
  });

  it("gives every page its kind and headline, and starts its text with the page's summary", () => {
    const expected = expectedPages();
    for (const fragment of searchFragments()) {
      const path = sitePathOfResult(fragment.url);
      const page = expected.get(path);
      const headline = /<h1[^>]*>([^<]+)<\/h1>/.exec(read(`${path.slice(1)}.html`))?.[1];
      expect(fragment.meta['kind'], path).toBe(page?.kind);
      expect(fragment.meta['title'], path).toBe(headline);
      // Breadcrumbs, eyebrow, headline and byline are not in the text: an excerpt near the top
      // shows the summary, not what the result already shows.
      expect(fragment.content.startsWith(page?.opening.replace(/[.!?]$/, '') ?? '-'), path).toBe(true);
    }
  });

  it('indexes no text that pages repeat: calls to action, related articles, contents, byline, footer, chat', () => {
    for (const fragment of searchFragments()) {
      for (const text of SHARED_TEXT) expect(fragment.content, `${fragment.url}: ${text}`).not.toContain(text);
    }
  });

  it('indexes each article in full, to its last section', () => {
    const byPath = new Map(searchFragments().map((f) => [sitePathOfResult(f.url), f]));
    for (const article of publishedArticleFiles()) {
      const lastHeading = [...article.body.matchAll(/^## (.+)$/gm)].at(-1)?.[1];
      expect(lastHeading, article.slug).toBeDefined();
      expect(byPath.get(`/news/${article.slug}`)?.content, article.slug).toContain(lastHeading);
    }
  });
});

describe('search box', () => {
  const withBox = () => htmlFiles().filter((file) => read(file).includes('<site-search'));

  it('is on the news list', () => {
    expect(withBox()).toContain('news.html');
  });

  it("lets Pagefind compile its WebAssembly ('wasm-unsafe-eval') where the box is, and nowhere else", () => {
    const pages = new Set(withBox());
    for (const file of htmlFiles()) {
      const csp = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(read(file))?.[1] ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      if (pages.has(file)) expect(scriptSrc, file).toMatch(/^\s*script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
      else expect(scriptSrc, file).not.toContain('wasm-unsafe-eval');
    }
  });

  it("names its code's own chunk, which the page adds on first use", () => {
    for (const file of withBox()) {
      const chunk = /["'`](\/_astro\/site-search-element\.[\w-]+\.js)["'`]/.exec(read(file))?.[1];
      expect(chunk, file).toBeDefined();
      expect(existsSync(join(DIST, chunk ?? '-')), chunk).toBe(true);
      expect(read(chunk?.slice(1) ?? '-'), chunk).toMatch(/customElements\.define\(["'`]site-search["'`]/);
    }
  });

  it('links, preloads and imports no Pagefind file up front (the box imports it on first use)', () => {
    for (const file of withBox()) {
      const html = read(file);
      const fetched = [...attributeValues(html, 'src'), ...attributeValues(html, 'href')];
      expect(fetched.filter((url) => url.includes('pagefind')), file).toEqual([]);
      expect(html, file).not.toMatch(/(?:import|from)\s*\(?\s*["'][^"']*pagefind/);
    }
  });
});
