import { expect, test } from '@playwright/test';
import { routes } from '../../src/data/routes.ts';
import { expectedListPages } from '../fixtures/archive.ts';
import { newestFirstFiles, publishedArticleFiles } from '../fixtures/articles.ts';
import { requiredArticlePaths } from '../fixtures/requirements.ts';
import { ANY_DEVICE } from './devices.ts';
import { layoutShift, sitemapPaths, trackLayoutShift } from './helpers.ts';

test.describe('Netlify emulator: headers, functions, sitemap', () => {
  test('sends the security headers with every page', ANY_DEVICE, async ({ request }) => {
    for (const path of ['/', '/seo-pricing', '/missing-page']) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
    }
  });

  test('GET /api/health answers { status: "ok" } from the function', ANY_DEVICE, async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  test(
    'the chat function answers from the article digest and the reporting fact bundled with it',
    ANY_DEVICE,
    async ({ request }) => {
      for (const article of publishedArticleFiles()) {
        const message = `What does your article "${String(article.data['title'])}" cover?`;
        const response = await request.post('/api/ai/chat', { data: { message } });
        expect(response.status(), message).toBe(200);
        const reply = (await response.json()) as { response: string; links: { href: string }[] };
        expect(reply.links[0]?.href, message).toBe(`/news/${article.slug}`);
        expect(reply.response, message).toContain(String(article.data['description']));
      }
      const reporting = await request.post('/api/ai/chat', { data: { message: 'How do you report on results?' } });
      expect(((await reporting.json()) as { links: unknown[] }).links).toEqual([
        { href: '/about#reporting', title: 'About' },
      ]);
    },
  );

  test('other methods on /api/health answer 405 as JSON', ANY_DEVICE, async ({ request }) => {
    const response = await request.post('/api/health', { data: {} });
    expect(response.status()).toBe(405);
    expect(await response.json()).toEqual({ message: 'Method not allowed' });
  });

  test(
    'serves a sitemap of exactly the public routes, articles and archive pages, and a robots.txt pointing at it',
    ANY_DEVICE,
    async ({ request }) => {
      const listed = (await sitemapPaths(request)).sort();
      expect(listed).toEqual(
        [
          ...new Set([
            ...routes.filter((r) => r.inSitemap).map((r) => r.path),
            ...publishedArticleFiles().map((a) => `/news/${a.slug}`),
            ...expectedListPages(newestFirstFiles()).map((page) => page.path),
          ]),
        ].sort(),
      );
      for (const path of requiredArticlePaths) expect(listed).toContain(path);
      for (const path of listed) expect((await request.get(path)).status(), path).toBe(200);
      const robots = await (await request.get('/robots.txt')).text();
      expect(robots).toMatch(/^Sitemap: https:\/\/\S+\/sitemap-index\.xml$/m);
      // The sitemap's old address leads to the index.
      const old = await request.get('/sitemap.xml', { maxRedirects: 0 });
      expect(old.status()).toBe(301);
      expect(new URL(old.headers()['location'] ?? '', 'http://x').pathname).toBe('/sitemap-index.xml');
    },
  );

  test('runs no script the content security policy blocks', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    page.on('pageerror', (error) => violations.push(error.message));
    for (const path of ['/', '/smo-services', '/web-development-pricing', '/privacy-policy']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
    await expect(page.locator('site-nav')).toHaveAttribute('data-sticky', 'false');
    expect(await page.evaluate(() => customElements.get('site-nav') !== undefined)).toBe(true);
  });
});

test.describe('layout', () => {
  test('no page scrolls sideways at 320 px', async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 320, height: 640 });
    const overflowing: string[] = [];
    for (const path of await sitemapPaths(request)) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) overflowing.push(`${path}: ${width}px`);
    }
    expect(overflowing).toEqual([]);
  });

  test('the home page does not shift while it loads', async ({ page }) => {
    await trackLayoutShift(page);
    await page.goto('/');
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });

  test('the footer shows the current year and the grouped links', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.locator('footer');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Tidewell Digital LLC`);
    for (const group of ['About', 'Service', 'Pricing', 'News']) {
      await expect(footer.getByRole('heading', { name: group, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /on (Facebook|LinkedIn|Instagram)/ })).toHaveCount(3);
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
  });
});
