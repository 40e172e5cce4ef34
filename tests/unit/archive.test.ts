import { describe, expect, it } from 'vitest';
import {
  routes,
  LIST_PAGE_PRIORITY,
  listPageRoute,
  routeAt,
  TOPIC_PRIORITY,
  topicRoute,
  crumbsFor,
} from '../../src/data/routes.ts';
import { site } from '../../src/data/site.ts';
import { sitemapPages, sitemapSerializer, type SitemapArticle } from '../../src/data/sitemap-entries.ts';
import {
  FEED_ARTICLES,
  feedArticles,
  isArticleSlug,
  newestFirst,
  relatedArticles,
  topicCollisions,
  topicMeta,
  topicPath,
  topicsOf,
  topicSlug,
} from '../../src/lib/articles.ts';
import {
  listPageCrumbs,
  listPageMeta,
  NEWS_PAGE_SIZE,
  pageCount,
  pageLabel,
  pageLinks,
  pagePath,
} from '../../src/lib/paging.ts';
import { DESCRIPTION_MAX, pageMetaSchema, TITLE_MAX } from '../../src/lib/schemas/seo.schema.ts';
import { publishedArticleFiles } from '../fixtures/articles.ts';
import { requiredRoutes } from '../fixtures/requirements.ts';

/*
 * The news archive at any size: the site has eight articles (one page), so paging, topics, the
 * feed's limit and the sitemap's archive entries are proven here on synthetic lists of hundreds.
 */

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const TAG_POOL = ['SEO', 'Local SEO', 'PPC', 'Paid Search', 'Content', 'Analytics', 'Social Media', 'AI'];

/** `count` articles, one a day back from 2026-12-31, with two or three tags picked by their number. */
function syntheticArticles(count: number): SitemapArticle[] {
  return Array.from({ length: count }, (_, index) => {
    const published = new Date(Date.UTC(2026, 11, 31 - index));
    const tags = [
      TAG_POOL[index % 8],
      TAG_POOL[(index * 3 + 1) % 8],
      ...(index % 5 === 0 ? [TAG_POOL[(index + 4) % 8]] : []),
    ];
    return {
      slug: `article-${String(index + 1).padStart(4, '0')}`,
      title: `Synthetic article number ${index + 1}`,
      published,
      // Every seventh article was revised ten days after it came out.
      updated: index % 7 === 0 ? new Date(published.getTime() + 10 * 86_400_000) : undefined,
      tags: [...new Set(tags.filter((tag): tag is string => tag !== undefined))],
    };
  });
}

describe('paging', () => {
  it('fills whole rows of the list: three across on wide screens, two on tablets', () => {
    expect(NEWS_PAGE_SIZE % 3).toBe(0);
    expect(NEWS_PAGE_SIZE % 2).toBe(0);
  });

  it('counts pages, one at least', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(8)).toBe(1);
    expect(pageCount(NEWS_PAGE_SIZE)).toBe(1);
    expect(pageCount(NEWS_PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(1008, 12)).toBe(84);
    expect(pageCount(25, 5)).toBe(5);
  });

  it('puts page 1 at the list itself and the others after it, never a /1', () => {
    expect(pagePath('/news', 1)).toBe('/news');
    expect(pagePath('/news', 2)).toBe('/news/2');
    expect(pagePath('/news/topic/local-seo', 3)).toBe('/news/topic/local-seo/3');
  });

  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [3, 7, [1, 2, 3, 4, null, 7]],
    [5, 20, [1, null, 4, 5, 6, null, 20]],
    [1, 84, [1, 2, null, 84]],
    [84, 84, [1, null, 83, 84]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
  ])('links page %i of %i as %j', (current, last, expected) => {
    expect(pageLinks(current, last)).toEqual(expected);
  });

  it('always links the first, last, current and neighbouring pages, in order, in at most seven places', () => {
    for (let last = 1; last <= 40; last++) {
      for (let current = 1; current <= last; current++) {
        const links = pageLinks(current, last);
        const numbers = links.filter((link): link is number => link !== null);
        for (const wanted of [1, last, current, current - 1, current + 1].filter((n) => n >= 1 && n <= last)) {
          expect(numbers, `${current} of ${last}`).toContain(wanted);
        }
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(links.length).toBeLessThanOrEqual(7);
        // A gap mark stands for two numbers or more, and sits between two numbers.
        links.forEach((link, index) => {
          if (link !== null) return;
          const before = links[index - 1];
          const after = links[index + 1];
          expect(typeof before === 'number' && typeof after === 'number' && after - before > 2).toBe(true);
        });
      }
    }
  });

  it('titles and describes later pages by their number, page 1 as it is', () => {
    const meta = {
      title: 'Digital Marketing News & Guides | Tidewell Digital',
      description:
        'Practical articles on SEO, pay-per-click, keywords, backlinks and social media from the Tidewell Digital team, written for business owners.',
    };
    expect(listPageMeta(meta, 1, 9, 'Tidewell Digital')).toBe(meta);
    expect(listPageMeta(meta, 2, 9, 'Tidewell Digital')).toEqual({
      title: 'Digital Marketing News & Guides, page 2 | Tidewell Digital',
      description: `${meta.description} Page 2 of 9.`,
    });
    expect(pageLabel(2, 9)).toBe('Page 2 of 9');
  });

  it('keeps every page of a long list within the title and description limits, each page its own', () => {
    const meta = {
      title: 'Articles on Search Engine Optimization | Tidewell Digital',
      description: `${'A long description of the list that nearly fills the room search engines show, '.repeat(2).trim()}`,
    };
    const pages = Array.from({ length: 120 }, (_, index) => listPageMeta(meta, index + 1, 120, 'Tidewell Digital'));
    for (const page of pages.slice(1)) {
      expect(page.title.length, page.title).toBeLessThanOrEqual(TITLE_MAX);
      expect(page.description.length, page.description).toBeLessThanOrEqual(DESCRIPTION_MAX);
      expect(() => pageMetaSchema.parse(page)).not.toThrow();
    }
    expect(new Set(pages.map((page) => page.title)).size).toBe(120);
    expect(new Set(pages.map((page) => page.description)).size).toBe(120);
    // Too long with the brand: the brand goes, the page number stays.
    expect(pages[1]?.title).toBe('Articles on Search Engine Optimization, page 2');
    expect(pages[119]?.description).toMatch(/…\sPage 120 of 120\.$/);
  });

  it('adds a later page to the breadcrumbs after its list, which links to the first page', () => {
    const crumbs = crumbsFor(routeAt('/news'));
    expect(listPageCrumbs(crumbs, 1)).toEqual(crumbs);
    expect(listPageCrumbs(crumbs, 3)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'News', path: '/news' },
      { name: 'Page 3', path: '/news/3' },
    ]);
  });
});

describe('article addresses', () => {
  it('refuse the names the news list uses: index, topic and numbers (its pages)', () => {
    for (const slug of ['email-marketing', 'seo-2', '2026-trends', 'top-10-tips'])
      expect(isArticleSlug(slug), slug).toBe(true);
    for (const slug of ['2', '10', '0012', 'topic', 'index', 'Email-Marketing', 'email_marketing', '-a', 'a--b', '']) {
      expect(isArticleSlug(slug), slug).toBe(false);
    }
  });
});

describe('topics', () => {
  it('derive one address per tag', () => {
    expect(topicSlug('Local SEO')).toBe('local-seo');
    expect(topicSlug('AI')).toBe('ai');
    expect(topicSlug('Paid Search')).toBe('paid-search');
    expect(topicPath(topicSlug('Local SEO'))).toBe('/news/topic/local-seo');
  });

  it('group the articles by tag, topics A to Z, articles in the order given', () => {
    const articles = newestFirst(syntheticArticles(60));
    const topics = topicsOf(articles);
    expect(topics.map((topic) => topic.name)).toEqual([...TAG_POOL].sort((a, b) => a.localeCompare(b, 'en')));
    for (const topic of topics) {
      expect(topic.slug).toBe(topicSlug(topic.name));
      expect(topic.articles).toEqual(articles.filter((article) => article.tags.includes(topic.name)));
    }
    // Every tag of every article is on exactly its topic's page.
    const listed = topics.reduce((sum, topic) => sum + topic.articles.length, 0);
    expect(listed).toBe(articles.reduce((sum, article) => sum + article.tags.length, 0));
  });

  it('refuse two spellings of a tag that would share a page, naming the spellings and the files', () => {
    const articles = [
      { slug: 'maps', tags: ['Local SEO', 'SEO'] },
      { slug: 'reviews', tags: ['Local Seo'] },
      { slug: 'listings', tags: ['Local SEO'] },
      { slug: 'ads', tags: ['PPC', 'Ppc'] },
    ];
    const messages = topicCollisions(articles);
    expect(messages).toEqual([
      'tags "Local SEO" (maps.mdx, listings.mdx) and "Local Seo" (reviews.mdx) would share the topic page /news/topic/local-seo: spell the tag one way in every article',
      'tags "PPC" (ads.mdx) and "Ppc" (ads.mdx) would share the topic page /news/topic/ppc: spell the tag one way in every article',
    ]);
    expect(() => topicsOf(articles)).toThrow(
      /"Local SEO" \(maps\.mdx, listings\.mdx\) and "Local Seo" \(reviews\.mdx\)/,
    );
    expect(topicCollisions(articles.slice(0, 1))).toEqual([]);
  });

  it('have no collisions among the published articles', () => {
    const files = publishedArticleFiles().map((file) => ({
      slug: file.slug,
      tags: (file.data['tags'] ?? []) as string[],
    }));
    expect(topicCollisions(files)).toEqual([]);
    expect(topicsOf(files).map((topic) => topic.slug)).toContain('local-seo');
  });

  it('title and describe a topic page by its tag and article count', () => {
    expect(topicMeta('Local SEO', 3, 'Tidewell Digital')).toEqual({
      title: 'Articles on Local SEO | Tidewell Digital',
      description:
        '3 articles on Local SEO from the Tidewell Digital team: practical guides for business owners, newest first.',
    });
    expect(topicMeta('AI', 1, 'Tidewell Digital').description).toMatch(/^1 article on AI /);
    expect(() => pageMetaSchema.parse(topicMeta('AI', 1, 'Tidewell Digital'))).not.toThrow();
    expect(topicMeta('Search Engine Optimization For Online Stores', 9, 'Tidewell Digital').title).toBe(
      'Articles on Search Engine Optimization For Online Stores',
    );
  });

  it('have routes below the news list and the articles in the sitemap, later pages lower still', () => {
    const route = topicRoute({ slug: 'local-seo', name: 'Local SEO' });
    expect(route).toEqual({
      path: '/news/topic/local-seo',
      kind: 'topic',
      label: 'Local SEO',
      metaKey: null,
      priority: TOPIC_PRIORITY,
      inSitemap: true,
    });
    expect(crumbsFor(route)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'News', path: '/news' },
      { name: 'Local SEO', path: '/news/topic/local-seo' },
    ]);
    expect(listPageRoute(route, 1)).toBe(route);
    expect(listPageRoute(route, 2)).toMatchObject({ path: '/news/topic/local-seo/2', priority: LIST_PAGE_PRIORITY });
    expect(listPageRoute(routeAt('/news'), 4)).toMatchObject({ path: '/news/4', kind: 'news', label: 'Page 4' });
    expect(TOPIC_PRIORITY).toBeLessThan(0.5);
    expect(LIST_PAGE_PRIORITY).toBeLessThan(TOPIC_PRIORITY);
  });
});

describe('related articles in a large archive', () => {
  const articles = newestFirst(syntheticArticles(300));
  const shared = (a: SitemapArticle, b: SitemapArticle) => a.tags.filter((tag) => b.tags.includes(tag)).length;

  it('suggest three others: the most tags in common first, then the newest', () => {
    for (const current of articles.filter((_, index) => index % 17 === 0)) {
      const related = relatedArticles(current, articles);
      expect(related).toHaveLength(3);
      expect(related).not.toContain(current);
      // No article left out shares more tags than one chosen, or as many and is newer.
      const chosen = new Set(related.map((article) => article.slug));
      const weakest = related.at(-1) as SitemapArticle;
      for (const other of articles) {
        if (other === current || chosen.has(other.slug)) continue;
        const better =
          shared(current, other) > shared(current, weakest) ||
          (shared(current, other) === shared(current, weakest) && other.published > weakest.published);
        expect(better, `${current.slug}: ${other.slug} beats ${weakest.slug}`).toBe(false);
      }
      const scores = related.map((article) => shared(current, article));
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
  });

  it('fill up with the newest articles when too few share a tag', () => {
    const loner = { slug: 'loner', title: 'An article on its own', published: day('2025-01-01'), tags: ['Email'] };
    expect(relatedArticles(loner, [loner, ...articles]).map((a) => a.slug)).toEqual(
      articles.slice(0, 3).map((a) => a.slug),
    );
  });
});

describe('the feed', () => {
  it(`carries the newest ${FEED_ARTICLES} articles of a large archive, all of a small one`, () => {
    expect(FEED_ARTICLES).toBe(20);
    const articles = newestFirst(syntheticArticles(250));
    expect(feedArticles(articles)).toEqual(articles.slice(0, 20));
    expect(feedArticles(articles.slice(0, 8))).toEqual(articles.slice(0, 8));
  });
});

describe('the sitemap entries', () => {
  const articles = syntheticArticles(100);
  const pages = sitemapPages(articles);
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const iso = (date: Date | undefined) => date?.toISOString().slice(0, 10);

  it('list every page of the route table with its required priority, and no page twice', () => {
    for (const [path, priority] of requiredRoutes) expect(byPath.get(path)?.priority, path).toBe(priority);
    expect(byPath.has('/404')).toBe(false);
    expect(byPath.size).toBe(pages.length);
    expect(pages.filter((page) => page.group === 'pages')).toHaveLength(routes.filter((r) => r.inSitemap).length);
  });

  it('list every article at 0.5, dated by its last change', () => {
    for (const article of articles) {
      const page = byPath.get(`/news/${article.slug}`);
      expect(page).toMatchObject({ priority: 0.5, group: 'articles' });
      expect(page?.lastModified).toEqual(article.updated ?? article.published);
    }
  });

  it('list the later pages of the news list and every page of every topic, dated by their articles', () => {
    const newsPages = pageCount(100);
    expect(newsPages).toBe(9);
    const latest = new Date(Math.max(...articles.map((a) => (a.updated ?? a.published).getTime())));
    expect(iso(byPath.get('/news')?.lastModified)).toBe(iso(latest));
    expect(byPath.has('/news/1')).toBe(false);
    for (let page = 2; page <= newsPages; page++) {
      expect(byPath.get(`/news/${page}`)).toMatchObject({ priority: LIST_PAGE_PRIORITY, group: 'archive' });
      expect(byPath.get(`/news/${page}`)?.lastModified).toEqual(latest);
    }
    expect(byPath.has(`/news/${newsPages + 1}`)).toBe(false);

    for (const topic of topicsOf(newestFirst(articles))) {
      const last = pageCount(topic.articles.length);
      const changed = new Date(Math.max(...topic.articles.map((a) => (a.updated ?? a.published).getTime())));
      expect(byPath.get(topicPath(topic.slug))).toMatchObject({ priority: TOPIC_PRIORITY, lastModified: changed });
      for (let page = 2; page <= last; page++) {
        expect(byPath.get(`${topicPath(topic.slug)}/${page}`), topic.slug).toMatchObject({
          priority: LIST_PAGE_PRIORITY,
        });
      }
      expect(byPath.has(`${topicPath(topic.slug)}/${last + 1}`)).toBe(false);
    }
    const archive = pages.filter((page) => page.group === 'archive');
    const topicPages = topicsOf(articles).reduce((sum, topic) => sum + pageCount(topic.articles.length), 0);
    expect(archive).toHaveLength(newsPages - 1 + topicPages);
  });

  it('give built pages their priority and last change, and report pages and entries that do not match', () => {
    const serializer = sitemapSerializer(site.url, pages);
    const article = articles[3] as SitemapArticle;
    expect(serializer.serialize({ url: `${site.url}/news/${article.slug}`, changefreq: undefined })).toEqual({
      url: `${site.url}/news/${article.slug}`,
      changefreq: undefined,
      priority: 0.5,
      lastmod: (article.updated ?? article.published).toISOString(),
    });
    expect(serializer.serialize({ url: `${site.url}/` })).toMatchObject({ priority: 1 });
    expect(serializer.serialize({ url: `${site.url}/news/topic/unknown` })).toBeUndefined();
    expect(serializer.inGroup('articles')({ url: `${site.url}/news/${article.slug}` })).toBeDefined();
    expect(serializer.inGroup('archive')({ url: `${site.url}/news/${article.slug}` })).toBeUndefined();
    expect(serializer.inGroup('archive')({ url: `${site.url}/news/2` })).toBeDefined();
    const problems = serializer.problems();
    expect(problems).toContain(
      `${site.url}/news/topic/unknown was built but has no sitemap entry (src/data/sitemap-entries.ts)`,
    );
    expect(problems).toContain(`${site.url}/about has a sitemap entry but no page was built for it`);
    // Once every entry's page is built, only the stray page is left.
    for (const page of pages) serializer.serialize({ url: `${site.url}${page.path === '/' ? '/' : page.path}` });
    expect(serializer.problems()).toEqual([
      `${site.url}/news/topic/unknown was built but has no sitemap entry (src/data/sitemap-entries.ts)`,
    ]);
  });
});
