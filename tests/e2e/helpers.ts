import type { APIRequestContext } from '@playwright/test';
import { site } from '../../src/data/site.ts';

/** Paths listed in the served sitemap, as local paths ("/", "/about", ...). */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const path = (m[1] ?? '').replace(site.url, '');
    return path === '' ? '/' : path;
  });
}
