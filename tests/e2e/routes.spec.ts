import { expect, test } from '@playwright/test';
import { metadata, metaFor, notFoundMeta } from '../../src/data/metadata.ts';
import { waysOn } from '../../src/data/navigation.ts';
import { routes } from '../../src/data/routes.ts';
import { site } from '../../src/data/site.ts';
import { ANY_DEVICE } from './devices.ts';

/** Pages whose title comes from the metadata registry (articles and the latest-article view: news.spec.ts). */
const pages = routes.filter((route) => route.metaKey !== null);

test.describe('every route', () => {
  for (const route of pages) {
    test(`${route.path} answers 200 with its own title and description`, ANY_DEVICE, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      const meta = metaFor(route);
      await expect(page).toHaveTitle(meta.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${route.path}`);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('header nav[aria-label="Main"]')).toBeAttached();
      await expect(page.locator('footer')).toContainText(site.email);
    });
  }

  test('unknown paths answer 404 with the not-found page', ANY_DEVICE, async ({ page }) => {
    for (const path of ['/does-not-exist', '/seo-services/extra', '/news-old']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page).toHaveTitle(notFoundMeta.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
  });

  test('the not-found page offers home, services, pricing, the free audit, news and contact, each a working way on', async ({
    page,
  }) => {
    await page.goto('/does-not-exist');
    const ways = page.getByRole('list', { name: 'Ways on' }).getByRole('listitem');
    await expect(ways).toHaveCount(6);
    await expect(ways.getByRole('link')).toHaveText([
      'Home',
      'Services',
      'Pricing',
      'Free website audit',
      'News',
      'Contact',
    ]);
    for (const [index, way] of waysOn.entries()) {
      // One short line each.
      await expect(ways.nth(index).locator('p')).toHaveText(way.line);
      expect(way.line.length, way.name).toBeLessThanOrEqual(80);
    }

    for (const way of waysOn) {
      await page.goto('/does-not-exist');
      await page.getByRole('link', { name: way.name, exact: true }).and(page.locator('main a')).click();
      const target = new URL(way.link, 'http://site');
      await expect(page).toHaveURL((url) => url.pathname.replace(/\.html$/, '') === target.pathname);
      await expect(page).not.toHaveTitle(notFoundMeta.title);
      // A link into a section of the page lands on an element that is there.
      if (target.hash) await expect(page.locator(target.hash)).toBeInViewport();
    }
  });
});

test.describe('SEO head', ANY_DEVICE, () => {
  test('carries Open Graph, Twitter and JSON-LD on a service page', async ({ page }) => {
    await page.goto('/local-seo-services');
    const og = (property: string) => page.locator(`meta[property="og:${property}"]`);
    await expect(og('title')).toHaveAttribute('content', metadata.LOCAL_SEO_SERVICES.title);
    await expect(og('url')).toHaveAttribute('content', `${site.url}/local-seo-services`);
    await expect(og('image')).toHaveAttribute('content', `${site.url}/og-default.png`);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

    const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]') as {
      '@type': string;
    }[];
    expect(graph.map((node) => node['@type'])).toEqual(['ProfessionalService', 'BreadcrumbList', 'Service']);
  });

  test('lists plans as offers on a pricing page', async ({ page }) => {
    await page.goto('/ppc-pricing');
    const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]') as {
      '@type': string;
      offers?: { price: string; priceCurrency: string }[];
    }[];
    const service = graph.find((node) => node['@type'] === 'Service');
    expect(service?.offers?.map((o) => o.price)).toEqual(['299', '399', '549', '699']);
    expect(service?.offers?.map((o) => o.priceCurrency)).toEqual(['USD', 'USD', 'USD', 'USD']);
  });

  test('serves the favicon set and social image', async ({ request }) => {
    for (const path of ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/og-default.png']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});

test.describe('topic labels', () => {
  test('that link nowhere look like plain text, not like chips or buttons', async ({ page }) => {
    for (const path of ['/', '/smo-services']) {
      await page.goto(path);
      const labels = page.locator('ul.tags > li');
      expect(await labels.count(), path).toBeGreaterThan(5);
      await expect(labels.locator('a'), path).toHaveCount(0);
      const looks = await labels.evaluateAll((items) =>
        items.map((item) => {
          const style = getComputedStyle(item);
          return {
            background: style.backgroundColor,
            border: style.borderStyle,
            radius: style.borderRadius,
            cursor: style.cursor,
          };
        }),
      );
      for (const look of looks) {
        expect(look, path).toEqual({ background: 'rgba(0, 0, 0, 0)', border: 'none', radius: '0px', cursor: 'auto' });
      }
    }
  });
});
