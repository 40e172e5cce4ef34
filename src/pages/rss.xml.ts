import { getContainerRenderer } from '@astrojs/mdx/container-renderer';
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { loadRenderers } from 'astro:container';
import { render } from 'astro:content';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { getArticles } from '../data/news.ts';
import { routeAt } from '../data/routes.ts';
import { site } from '../data/site.ts';
import { metadata } from '../data/metadata.ts';
import { absolutizeUrls, FEED_ARTICLES, feedArticles } from '../lib/articles.ts';

/**
 * The news feed: the newest `FEED_ARTICLES` (20) articles in full, newest first, with absolute
 * links. Feed readers fetch it whole on every check, so it stays that size however large the
 * archive grows; older articles are on the site.
 */
export const GET: APIRoute = async () => {
  const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
  const articles = feedArticles(await getArticles(), FEED_ARTICLES);
  const items = await Promise.all(
    articles.map(async (article) => {
      const { Content } = await render(article.entry);
      const html = await container.renderToString(Content);
      return {
        title: article.title,
        link: article.route.path,
        description: article.description,
        pubDate: article.published,
        categories: [...article.tags],
        content: absolutizeUrls(html, site.url),
      };
    }),
  );
  return rss({
    title: `${site.name} news`,
    description: metadata.NEWS.description,
    site: site.url,
    items,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: [
      '<language>en-us</language>',
      `<link>${site.url}${routeAt('/news').path}</link>`,
      `<atom:link href="${site.url}/rss.xml" rel="self" type="application/rss+xml"/>`,
    ].join(''),
    trailingSlash: false,
  });
};
