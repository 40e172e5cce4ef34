import type { APIRequestContext, Page } from '@playwright/test';
import { site } from '../../src/data/site.ts';
import { sitemapIndexLocs, sitemapUrls } from '../fixtures/archive.ts';

/**
 * Paths listed in the served sitemap, as local paths ("/", "/about", ...): every page of every
 * sitemap file that /sitemap-index.xml lists (fetched from this server, not the production origin).
 */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const local = (url: string) => url.replace(site.url, '') || '/';
  const files = sitemapIndexLocs(await (await request.get('/sitemap-index.xml')).text());
  const paths: string[] = [];
  for (const file of files) {
    const urls = sitemapUrls(await (await request.get(local(file))).text());
    paths.push(...urls.map((url) => local(url.loc)));
  }
  return paths;
}

/** Starts adding up the page's layout shifts (not caused by input) from its first paint. */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift added up since `trackLayoutShift`, once the page and its fonts have loaded. */
export async function layoutShift(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => (window as unknown as { cls: number }).cls);
}
