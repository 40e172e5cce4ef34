import type { APIRoute } from 'astro';
import { getArticles, type Article } from '../data/news.ts';
import { routes } from '../data/routes.ts';
import { site } from '../data/site.ts';
import type { PageKind } from '../lib/schemas/route.schema.ts';
import { renderSitemap, type SitemapEntry } from '../lib/sitemap.ts';

const lastChange = (article: Article) => article.updated ?? article.published;

/**
 * Every page that belongs in search results, with the spec's priorities: the route table, then
 * one entry per article. The news list is dated by its most recent change, the latest-article
 * view by the article it shows.
 */
export const GET: APIRoute = async () => {
  const articles = await getArticles();
  const changes = articles.map((article) => lastChange(article).getTime());
  const dated: Partial<Record<PageKind, Date | undefined>> = {
    news: changes.length > 0 ? new Date(Math.max(...changes)) : undefined,
    'article-view': articles[0] && lastChange(articles[0]),
  };
  const pages: SitemapEntry[] = routes
    .filter((route) => route.inSitemap)
    .map((route) => ({ path: route.path, priority: route.priority, lastModified: dated[route.kind] }));
  const posts: SitemapEntry[] = articles.map((article) => ({
    path: article.route.path,
    priority: article.route.priority,
    lastModified: lastChange(article),
  }));
  return new Response(renderSitemap(site.url, [...pages, ...posts]), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
};
