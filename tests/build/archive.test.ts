import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedArticle } from '../../scripts/content/generate-articles.mjs';
import { sharedSiteCopy } from '../../scripts/lib/site-copy.mjs';
import { LIST_PAGE_PRIORITY, TOPIC_PRIORITY } from '../../src/data/routes.ts';
import { site } from '../../src/data/site.ts';
import { FEED_ARTICLES } from '../../src/lib/articles.ts';
import { expectedListPages, listPageFacts, readSitemap } from '../fixtures/archive.ts';
import { articleWithOwnWord, newestFirstFiles, type ArticleFile } from '../fixtures/articles.ts';
import { requiredArticlePriority, requiredRoutes } from '../fixtures/requirements.ts';
import { DIST, pathOfHtml, pngSize, searchFragments } from '../dist/helpers.ts';

/*
 * The site with a hundred more articles (a thousand articles stay fast, light and findable:
 * docs/requirements.md#performance-targets): one build of a temporary copy with the generator's
 * articles added (scripts/content/generate-articles.mjs), which every check below reads. Compared with the
 * real build in dist/ (`npm run build` runs before these tests), what must not grow with the
 * archive does not. Add checks of the archive's pages here, as their own describe blocks, against
 * this one build.
 *
 * The build is shared (sharedSiteCopy in scripts/lib/site-copy.mjs): the browser tests of the
 * archive (tests/e2e/archive.spec.ts) read the same copy, so `npm test` builds it once. This file
 * builds it when no run has yet, and leaves it for them; they remove it.
 */

const ADDED = 100;
let root = '';
let articles: GeneratedArticle[] = [];

beforeAll(() => {
  ({ root, articles } = sharedSiteCopy({ name: 'archive', articles: ADDED, timeoutMs: 420_000 }));
}, 480_000);

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

/** The copy's articles, the real eight and the added hundred, newest first as the lists show them. */
const newestFirst = (): ArticleFile[] => newestFirstFiles(join(root, 'src/content/news'));
/** Every HTML file the copy's build wrote, relative to its dist/. */
function builtHtml(dir = join(root, 'dist')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return builtHtml(full);
    return entry.name.endsWith('.html') ? [relative(join(root, 'dist'), full).split('\\').join('/')] : [];
  });
}

describe('the news list, a page at a time', () => {
  const news = () => expectedListPages(newestFirst()).filter((page) => !page.topic);

  it('has as many pages as 108 articles fill, each with its share, newest first', () => {
    expect(newestFirst()).toHaveLength(ADDED + 8);
    expect(news().length).toBeGreaterThan(1);
    for (const page of news()) expect(listPageFacts(built(page.file)).cards, page.path).toEqual(page.articles);
  });

  it('gives each page its canonical address and previous and next links to pages that exist', () => {
    for (const page of news()) {
      const facts = listPageFacts(built(page.file));
      expect(facts.canonical, page.path).toBe(`${site.url}${page.path}`);
      const previous = facts.hrefOf(facts.prev);
      const next = facts.hrefOf(facts.next);
      expect(previous, page.path).toBe(
        page.page === 1 ? undefined : page.page === 2 ? '/news' : `/news/${page.page - 1}`,
      );
      expect(next, page.path).toBe(page.page === page.last ? undefined : `/news/${page.page + 1}`);
      for (const href of [previous, next]) {
        if (href) expect(existsSync(builtPath(`${href.slice(1)}.html`)), `${page.path} -> ${href}`).toBe(true);
      }
    }
  });
});

describe('topic pages', () => {
  it('list exactly the articles of their tag, paginated the same way', () => {
    const topics = expectedListPages(newestFirst()).filter((page) => page.topic);
    const tags = new Set(newestFirst().flatMap((file) => (file.data['tags'] ?? []) as string[]));
    expect(new Set(topics.map((page) => page.topic))).toEqual(tags);
    // The generator spreads a hundred articles over its topics: some need a second page.
    expect(topics.some((page) => page.page > 1)).toBe(true);
    for (const page of topics) {
      const facts = listPageFacts(built(page.file));
      expect(facts.cards, page.path).toEqual(page.articles);
      expect(facts.canonical, page.path).toBe(`${site.url}${page.path}`);
    }
  });
});

describe('the feed, with 108 articles', () => {
  it(`carries the newest ${FEED_ARTICLES}, in full`, () => {
    const feed = new XMLParser({ isArray: (name) => name === 'item' }).parse(built('rss.xml')) as {
      rss: { channel: { item: { link: string; 'content:encoded'?: string }[] } };
    };
    const items = feed.rss.channel.item;
    expect(items.map((item) => item.link)).toEqual(
      newestFirst()
        .slice(0, FEED_ARTICLES)
        .map((file) => `${site.url}/news/${file.slug}`),
    );
    for (const item of items) expect(item['content:encoded']?.length ?? 0, item.link).toBeGreaterThan(2000);
  });
});

describe('the sitemap, with 108 articles', () => {
  const sitemap = () => readSitemap(join(root, 'dist'), site.url);

  it("lists every built page but the not-found page, from @astrojs/sitemap's index", () => {
    expect(sitemap().files.length).toBeGreaterThan(1);
    const listed = sitemap()
      .urls.map((url) => url.path)
      .sort();
    const pages = builtHtml()
      .map(pathOfHtml)
      .filter((path) => path !== '/404')
      .sort();
    expect(listed).toEqual(pages);
  });

  it("gives the required priorities, and the archive's below them", () => {
    const priority = new Map(sitemap().urls.map((url) => [url.path, url.priority]));
    for (const [path, expected] of requiredRoutes) expect(priority.get(path), path).toBe(expected);
    for (const file of newestFirst())
      expect(priority.get(`/news/${file.slug}`), file.slug).toBe(requiredArticlePriority);
    for (const page of expectedListPages(newestFirst()).filter((p) => p.path !== '/news')) {
      expect(priority.get(page.path), page.path).toBe(page.page === 1 ? TOPIC_PRIORITY : LIST_PAGE_PRIORITY);
    }
  });
});

describe('site search, with 108 articles', () => {
  it('indexes every article, service and pricing page, and finds an added article by a word of its body', () => {
    const fragments = searchFragments(join(root, 'dist'));
    const articlePages = fragments.filter((fragment) => fragment.url.startsWith('/news/'));
    expect(articlePages).toHaveLength(ADDED + 8);
    const files = newestFirst();
    const found = articleWithOwnWord(
      files.filter((file) => articles.some((article) => article.slug === file.slug)),
      files,
    );
    const holders = fragments.filter((fragment) => fragment.content.toLowerCase().includes(found.word));
    const articleHolders = holders.filter((fragment) => fragment.url.startsWith('/news/'));
    expect(articleHolders.map((fragment) => fragment.url)).toEqual([`/news/${found.file.slug}.html`]);
  });
});
