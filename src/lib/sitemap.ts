import { isoDate } from './dates.ts';
import { canonicalUrl } from './url.ts';

/** An entry of the XML sitemap. */
export interface SitemapEntry {
  path: string;
  priority: number;
  /** Date of the last change, when known. */
  lastModified?: Date | undefined;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap XML (sitemaps.org 0.9) for the given pages, priorities written with one decimal. */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lines = [`    <loc>${escapeXml(canonicalUrl(origin, entry.path))}</loc>`];
    if (entry.lastModified) lines.push(`    <lastmod>${isoDate(entry.lastModified)}</lastmod>`);
    lines.push(`    <priority>${entry.priority.toFixed(1)}</priority>`);
    return `  <url>\n${lines.join('\n')}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
