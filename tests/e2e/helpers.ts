import type { APIRequestContext, Page } from '@playwright/test';
import { site } from '../../src/data/site.ts';

/** Paths listed in the served sitemap, as local paths ("/", "/about", ...). */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const path = (m[1] ?? '').replace(site.url, '');
    return path === '' ? '/' : path;
  });
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
