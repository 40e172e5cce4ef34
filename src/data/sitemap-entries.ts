import { latestChange, lastChange, newestFirst, topicsOf, type ArticleSummary } from '../lib/articles.ts';
import { NEWS_PAGE_SIZE, pageCount } from '../lib/paging.ts';
import type { PageKind, Route } from '../lib/schemas/route.schema.ts';
import { canonicalUrl } from '../lib/url.ts';
import { articleRoute, listPageRoute, routeAt, routes, topicRoute } from './routes.ts';

/*
 * What the sitemap says of every page: its priority (the route table's, the articles', the topic
 * and later list pages' from src/data/routes.ts) and when it last changed. @astrojs/sitemap finds
 * the built pages; astro.config.mjs hands each to `sitemapSerializer`, which fills these in and
 * keeps a list of any page built without an entry here (or an entry never built), which fails the
 * build: the sitemap and the site cannot drift apart unnoticed.
 */

/** The sitemap file of the index a page is listed in: the route table's pages, articles, or archive lists. */
export type SitemapGroup = 'pages' | 'articles' | 'archive';

/** A page as the sitemap lists it. */
export interface SitemapPage {
  path: string;
  priority: number;
  /** When its content last changed, when known. */
  lastModified?: Date | undefined;
  group: SitemapGroup;
}

/** What the sitemap needs to know of a published article. */
export type SitemapArticle = Pick<ArticleSummary, 'slug' | 'title' | 'published' | 'updated' | 'tags'>;

/** Every page of a paginated list whose first page is `first`, dated by the latest change of its articles. */
function listPages(first: Route, articles: readonly SitemapArticle[], pageSize: number): SitemapPage[] {
  const lastModified = latestChange(articles);
  return Array.from({ length: pageCount(articles.length, pageSize) }, (_, index) => {
    const route = listPageRoute(first, index + 1);
    return { path: route.path, priority: route.priority, lastModified, group: 'archive' as const };
  });
}

/**
 * Every page that belongs in search results, with its priority and last change: the route table
 * (the news list dated by the latest change of any article, the latest-article view by the article
 * it shows), one entry per article (dated by its own last change), then the archive: the news
 * list's later pages (dated like the list: a new article moves every card down a place) and every
 * page of every topic (dated by the latest change among its articles).
 */
export function sitemapPages(articles: readonly SitemapArticle[], pageSize = NEWS_PAGE_SIZE): SitemapPage[] {
  const sorted = newestFirst(articles);
  const latest = sorted[0];
  const dated: Partial<Record<PageKind, Date | undefined>> = {
    news: latestChange(sorted),
    'article-view': latest && lastChange(latest),
  };
  const pages = routes
    .filter((route) => route.inSitemap)
    .map((route) => ({
      path: route.path,
      priority: route.priority,
      lastModified: dated[route.kind],
      group: 'pages' as const,
    }));
  const posts = sorted.map((article) => {
    const route = articleRoute(article);
    return {
      path: route.path,
      priority: route.priority,
      lastModified: lastChange(article),
      group: 'articles' as const,
    };
  });
  const news = listPages(routeAt('/news'), sorted, pageSize).slice(1);
  const topics = topicsOf(sorted).flatMap((topic) => listPages(topicRoute(topic), topic.articles, pageSize));
  return [...pages, ...posts, ...news, ...topics];
}

/** A sitemap item as @astrojs/sitemap hands it over (its absolute URL) and takes it back. */
export interface SitemapItem {
  url: string;
  priority?: number | undefined;
  lastmod?: string | undefined;
}

/**
 * Serializes the items @astrojs/sitemap finds against `pages`: each built page gets its priority
 * and last change; a built page without an entry is left out of the sitemap and reported by
 * `problems()`, as is an entry no page was built for.
 */
export function sitemapSerializer(origin: string, pages: readonly SitemapPage[]) {
  const byUrl = new Map(pages.map((page) => [canonicalUrl(origin, page.path), page]));
  const listed = new Set<string>();
  const unknown: string[] = [];
  return {
    serialize<Item extends SitemapItem>(item: Item): Item | undefined {
      const page = byUrl.get(item.url);
      if (!page) {
        unknown.push(item.url);
        return undefined;
      }
      listed.add(item.url);
      return { ...item, priority: page.priority, lastmod: page.lastModified?.toISOString() };
    },
    /** Picks the items of one sitemap file (for @astrojs/sitemap's `chunks`). */
    inGroup(group: SitemapGroup) {
      return <Item extends SitemapItem>(item: Item): Item | undefined =>
        byUrl.get(item.url)?.group === group ? item : undefined;
    },
    /** What does not match between the built pages and the entries, one message each. */
    problems(): string[] {
      return [
        ...unknown.map((url) => `${url} was built but has no sitemap entry (src/data/sitemap-entries.ts)`),
        ...[...byUrl.keys()]
          .filter((url) => !listed.has(url))
          .map((url) => `${url} has a sitemap entry but no page was built for it`),
      ];
    },
  };
}
