import { expect, test } from '@playwright/test';
import { site } from '../../src/data/site.ts';
import { newestFirstFiles } from '../fixtures/articles.ts';
import { layoutShift, trackLayoutShift } from './helpers.ts';

/** Slugs and titles of the published articles, newest first. */
const articles = newestFirstFiles().map((a) => ({ slug: a.slug, title: String(a.data['title']) }));
const latest = articles[0] ?? { slug: '', title: '' };

test.describe('old article links', () => {
  for (const parameter of ['article', 'id']) {
    test(`/view-article?${parameter}=<slug> answers 301 to /news/<slug>`, async ({ request, page }) => {
      const response = await request.get(`/view-article?${parameter}=ppc-campaign`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe('/news/ppc-campaign');

      const landed = await page.goto(`/view-article?${parameter}=ppc-campaign`);
      expect(landed?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/news/ppc-campaign');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/news/ppc-campaign`);
    });
  }

  test('/view-article without a known parameter shows the newest article', async ({ page }) => {
    for (const path of ['/view-article', '/view-article?utm_source=newsletter']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/view-article');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(latest.title);
      await expect(page).toHaveTitle(`Latest Article | ${site.name}`);
      await expect(page.getByRole('link', { name: `tidewell.digital/news/${latest.slug}` })).toHaveAttribute(
        'href',
        `/news/${latest.slug}`,
      );
    }
  });
});

test.describe('reading the news', () => {
  test('a visitor goes from the menu to the list, opens an article and follows its contents', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('header').getByRole('link', { name: 'News', exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News and guides');
    const titles = page.locator('.article-card__title');
    await expect(titles).toHaveText(articles.map((a) => a.title));

    const second = articles[1] ?? latest;
    // The whole card is clickable, not only its title: click the middle of the card.
    await page.locator('.article-card').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/news/${second.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title);
    // News stays marked as the current section of the navigation (hidden in the closed phone menu).
    await expect(page.locator('header a[href="/news"]')).toHaveAttribute('aria-current', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'News' }),
    ).toBeVisible();

    const toc = page.getByRole('navigation', { name: 'In this article' });
    const entry = toc.getByRole('link').nth(2);
    const target = (await entry.getAttribute('href')) ?? '';
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    const heading = page.locator(target);
    await expect(heading).toBeInViewport();
    // The sticky navigation bar must not cover the heading it scrolled to.
    const navBottom = await page.locator('header').evaluate((el) => el.getBoundingClientRect().bottom);
    const headingTop = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThanOrEqual(navBottom - 1);

    await page.getByRole('link', { name: 'Start a conversation' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('an article loads no framework code while it loads, and does not shift', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await trackLayoutShift(page);
    await page.goto(`/news/${latest.slug}`);
    const shift = await layoutShift(page);
    expect(scripts.filter((url) => /react|preact|vue|svelte|client\.[\w-]+\.js/i.test(url))).toEqual([]);
    const cover = page.locator('img.article__cover');
    await expect(cover).toHaveAttribute('width', '1200');
    await expect(cover).toHaveAttribute('height', '630');
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(shift).toBeLessThan(0.05);
  });

  test('the feed is served as XML and the head points to it', async ({ page, request }) => {
    const feed = await request.get('/rss.xml');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/xml/);
    expect(await feed.text()).toContain(`<link>${site.url}/news/${latest.slug}</link>`);
    await page.goto('/news');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');
  });
});
