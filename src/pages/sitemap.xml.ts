import type { APIRoute } from 'astro';
import { getArticles } from '../content.ts';
import { routes } from '../data/routes.ts';
import { site } from '../data/site.ts';
import { renderSitemap, type SitemapEntry } from '../lib/sitemap.ts';

/**
 * Every page that belongs in search results, with the spec's priorities: the route table, then
 * one entry per article. News pages carry the date of the newest article they show.
 */
export const GET: APIRoute = async () => {
  const articles = await getArticles();
  const changes = articles.map((article) => (article.updated ?? article.published).getTime());
  const newest = changes.length > 0 ? new Date(Math.max(...changes)) : undefined;
  const pages: SitemapEntry[] = routes
    .filter((route) => route.inSitemap)
    .map((route) => ({
      path: route.path,
      priority: route.priority,
      lastModified: route.kind === 'news' || route.kind === 'article-view' ? newest : undefined,
    }));
  const posts: SitemapEntry[] = articles.map((article) => ({
    path: article.route.path,
    priority: article.route.priority,
    lastModified: article.updated ?? article.published,
  }));
  return new Response(renderSitemap(site.url, [...pages, ...posts]), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
};
