import { existsSync } from 'node:fs';
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { site } from '../data/site.ts';
import { sitemapPages, sitemapSerializer } from '../data/sitemap-entries.ts';
import type { ArticleDigest } from '../lib/schemas/article-digest.schema.ts';

/** A digest's `YYYY-MM-DD` as the date the content collection makes of it (midnight UTC). */
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * The sitemap (@astrojs/sitemap): an index, `sitemap-index.xml`, of one file per kind of page
 * (`sitemap-pages-0.xml`, `sitemap-articles-0.xml`, `sitemap-archive-0.xml`, split further past
 * 45,000 pages each). The integration finds the built pages; src/data/sitemap-entries.ts gives each its
 * priority and last change, and the check after it fails the build when a built page has no entry
 * there or an entry has no page. The not-found page is left out by the integration itself.
 *
 * `articles` gives the published articles (the assistant's digest reads them in its setup: see
 * assistant-article-digest.ts); they are read once, when the sitemap asks for its first entry.
 * Two integrations, in this order: @astrojs/sitemap, then the check.
 */
export function siteMap(articles: () => readonly ArticleDigest[]): AstroIntegration[] {
  const serializer = () => {
    const pages = sitemapPages(
      articles().map((article) => ({
        ...article,
        published: day(article.published),
        updated: article.updated ? day(article.updated) : undefined,
      })),
    );
    return sitemapSerializer(site.url, pages);
  };
  let sitemapEntries: ReturnType<typeof sitemapSerializer> | undefined;
  const entries = () => (sitemapEntries ??= serializer());
  const sitemapCheck: AstroIntegration = {
    name: 'sitemap-check',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const problems = entries().problems();
        if (!existsSync(new URL('sitemap-index.xml', dir)))
          problems.push('@astrojs/sitemap wrote no sitemap-index.xml');
        if (problems.length > 0) throw new Error(`The sitemap does not match the site: ${problems.join('; ')}`);
      },
    },
  };
  return [
    sitemap({
      namespaces: { news: false, xhtml: false, image: false, video: false },
      serialize: (item) => entries().serialize(item),
      chunks: {
        articles: (item) => entries().inGroup('articles')(item),
        archive: (item) => entries().inGroup('archive')(item),
      },
    }),
    sitemapCheck,
  ];
}
