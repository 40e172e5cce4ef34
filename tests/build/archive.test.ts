import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedArticle } from '../../scripts/generate-articles.mjs';
import { buildSiteCopy, makeSiteCopy, removeSiteCopy } from '../../scripts/lib/site-copy.mjs';
import { site } from '../../src/data/site.ts';
import { DIST, pngSize } from '../dist/helpers.ts';

/*
 * The site with a hundred more articles (issue 14, "a thousand articles stay fast, light and
 * findable"): one build of a temporary copy with the generator's articles added
 * (scripts/generate-articles.mjs), which every check below reads. Compared with the real build in
 * dist/ (`npm run build` runs before these tests), what must not grow with the archive does not.
 * Add checks of the archive's pages here, as their own describe blocks, against this one build.
 */

const ADDED = 100;
let root = '';
let articles: GeneratedArticle[] = [];

beforeAll(() => {
  ({ root, articles } = makeSiteCopy({ prefix: 'tidewell-archive-', articles: ADDED }));
  const result = buildSiteCopy(root, { timeoutMs: 420_000 });
  expect(result.status, result.output.slice(-4000)).toBe(0);
}, 480_000);

afterAll(() => {
  if (root) removeSiteCopy(root);
});

const builtPath = (file: string) => join(root, 'dist', file);
const built = (file: string) => readFileSync(builtPath(file), 'utf8');
const bytes = (path: string) => readFileSync(path).length;
const metaContent = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('with 100 more articles, pages that do not list articles keep their weight', () => {
  // The footer names the eight newest articles on every page, so their titles may change, not their number.
  it.each(['seo-services.html', 'seo-pricing.html', 'about.html', 'contact.html'])(
    '%s stays within 1 KB of its size without them',
    (file) => {
      expect(Math.abs(bytes(builtPath(file)) - bytes(join(DIST, file)))).toBeLessThanOrEqual(1024);
    },
  );
});

describe('every added article is published', () => {
  it('has its own page, with its headline and canonical address', () => {
    expect(articles).toHaveLength(ADDED);
    for (const article of articles) {
      const html = built(`news/${article.slug}.html`);
      expect(html, article.slug).toContain(`<link rel="canonical" href="${site.url}/news/${article.slug}">`);
      expect(html, article.slug).toMatch(
        new RegExp(`<h1[^>]*>${article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
      );
    }
  });

  it('has its own social card: a 1200×630 PNG of its cover', () => {
    const cards = new Set<string>();
    for (const article of articles) {
      const image = metaContent(built(`news/${article.slug}.html`), 'og:image') ?? '';
      expect(image, article.slug).toMatch(
        new RegExp(`^${site.url}/_astro/social/${article.slug}\\.[0-9a-f]{16}\\.png$`),
      );
      expect(pngSize(builtPath(image.replace(site.url, ''))), article.slug).toEqual({ width: 1200, height: 630 });
      cards.add(image);
    }
    // Every generated cover differs, so every card does.
    expect(cards.size).toBe(ADDED);
  });
});

describe('the feed', () => {
  it('is well-formed RSS that names the newest article first', () => {
    expect(existsSync(builtPath('rss.xml'))).toBe(true);
    const xml = built('rss.xml');
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = new XMLParser({ isArray: (name) => name === 'item' }).parse(xml) as {
      rss: { channel: { item: { title: string; pubDate: string }[] } };
    };
    const dates = feed.rss.channel.item.map((item) => Date.parse(item.pubDate));
    expect(dates.length).toBeGreaterThan(0);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const newest = [...articles].sort((a, b) => b.published.localeCompare(a.published))[0];
    expect(Date.parse(`${newest?.published}T00:00:00Z`)).toBeLessThanOrEqual(dates[0] ?? 0);
  });
});
