import { expect, test, type Page } from '@playwright/test';
import { site } from '../../src/data/site.ts';
import { topicPath, topicSlug } from '../../src/lib/articles.ts';
import { NEWS_PAGE_SIZE, pageCount } from '../../src/lib/paging.ts';
import { expectedListPages } from '../fixtures/archive.ts';
import { newestFirstFiles } from '../fixtures/articles.ts';
import { layoutShift, trackLayoutShift } from './helpers.ts';

/** Slugs and titles of the published articles, newest first. */
const articles = newestFirstFiles().map((a) => ({
  slug: a.slug,
  title: String(a.data['title']),
  coverAlt: String((a.data['cover'] as { alt?: unknown } | undefined)?.alt ?? ''),
}));
const latest = articles[0] ?? { slug: '', title: '', coverAlt: '' };

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

    // On a phone the contents are closed until tapped open.
    if (isMobile) await page.locator('summary', { hasText: 'In this article' }).tap();
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
    // An SVG cover is drawn inside the page (no request to wait for), as a labelled image.
    const cover = page.locator('svg.article-header__cover');
    await expect(cover).toHaveAttribute('viewBox', '0 0 1200 630');
    await expect(cover).toHaveAttribute('role', 'img');
    await expect(page.getByRole('img', { name: latest.coverAlt })).toBeVisible();
    const box = await cover.boundingBox();
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(1200 / 630, 1);
    expect(shift).toBeLessThan(0.05);
  });

  test('every article starts its text in the first screen at 1280 × 800, beside its cover', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the first screen of a wide screen');
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const { slug } of articles) {
      await page.goto(`/news/${slug}`);
      const paragraph = await page.locator('.article__body > p').first().boundingBox();
      // At least three lines of the opening paragraph show without scrolling.
      expect(paragraph?.y ?? Infinity, slug).toBeLessThan(800 - 3 * 28);
      const cover = await page.locator('.article-header__cover').boundingBox();
      expect(cover?.y ?? Infinity, slug).toBeLessThan(paragraph?.y ?? 0);
    }
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

test.describe('the archive', () => {
  const newsPages = pageCount(articles.length, NEWS_PAGE_SIZE);
  /** Presses Tab until the link with this accessible name has the focus (or gives up). */
  const tabTo = async (page: Page, name: string, limit = 80) => {
    for (let presses = 0; presses < limit; presses++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        return element instanceof HTMLAnchorElement
          ? (element.getAttribute('aria-label') ?? element.textContent ?? '').trim()
          : '';
      });
      if (focused === name) return;
    }
    throw new Error(`Tab never reached the link "${name}"`);
  };

  test('a topic link leads by keyboard to the topic page, which lists its articles', async ({ page }) => {
    const topic = expectedListPages(newestFirstFiles()).find((p) => p.topic === 'Local SEO');
    expect(topic).toBeDefined();
    await page.goto('/news');
    await tabTo(page, 'Local SEO');
    await expect(page.locator(':focus')).toHaveAttribute('href', '/news/topic/local-seo');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/news\/topic\/local-seo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Local SEO');
    await expect(page).toHaveTitle(`Articles on Local SEO | ${site.name}`);
    await expect(page.locator('.article-card__title a')).toHaveText(
      (topic?.articles ?? []).map((path) => articles.find((a) => `/news/${a.slug}` === path)?.title ?? path),
    );
    const topics = page.getByRole('navigation', { name: 'Browse by topic' });
    await expect(topics.getByRole('link', { name: 'Local SEO' })).toHaveAttribute('aria-current', 'page');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'News', 'Local SEO']);
    // Back to the whole list through the breadcrumbs, by keyboard too.
    await crumbs.getByRole('link', { name: 'News' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/news$/);
  });

  test("a card's topic link opens the topic, the rest of the card the article; an article links its topics", async ({
    page,
  }) => {
    await page.goto('/news');
    const card = page.locator('.article-card').first();
    const [firstTag] = (newestFirstFiles()[0]?.data['tags'] ?? []) as string[];
    await card.getByRole('link', { name: firstTag ?? '', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${topicPath(topicSlug(firstTag ?? ''))}$`));

    await page.goto(`/news/${latest.slug}`);
    const more = page.getByRole('list', { name: 'More on' });
    await expect(more.getByRole('link')).toHaveText((newestFirstFiles()[0]?.data['tags'] ?? []) as string[]);
    await more.getByRole('link').last().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/news\/topic\/[a-z0-9-]+$/);
    await expect(page.locator('.article-card__title a', { hasText: latest.title })).toBeVisible();
  });

  test('page 1 of a list is the list itself; a page past the last is not found', async ({ request }) => {
    for (const [from, to] of [
      ['/news/1', '/news'],
      ['/news/topic/seo/1', '/news/topic/seo'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe(to);
    }
    expect((await request.get(`/news/${newsPages + 1}`)).status()).toBe(404);
  });

  test('pages through the news list by keyboard: numbers, next and previous', async ({ page }) => {
    test.skip(newsPages < 2, `${articles.length} articles fill one page of ${NEWS_PAGE_SIZE}: nothing to page through`);
    const pages = page.getByRole('navigation', { name: 'Pages of articles' });
    await page.goto('/news');
    await expect(pages.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveCount(0);
    await tabTo(page, 'Page 2', 200);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/news\/2$/);
    await expect(page).toHaveTitle(/, page 2 \|/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/news/2`);
    await expect(pages.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    const second = articles.slice(NEWS_PAGE_SIZE, 2 * NEWS_PAGE_SIZE).map((a) => a.title);
    await expect(page.locator('.article-card__title a')).toHaveText(second);

    // Previous leads back to /news itself, next on to page 3 (or there is none after the last).
    await pages.getByRole('link', { name: 'Previous page' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/news$/);
    await pages.getByRole('link', { name: 'Next page' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/news\/2$/);
    if (newsPages === 2) await expect(pages.getByRole('link', { name: 'Next page' })).toHaveCount(0);
    else await expect(pages.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/news/3');
  });
});

test.describe('the table of contents', () => {
  /** The article with the most headings: the longest contents list. */
  const longest =
    newestFirstFiles()
      .map((file) => ({ slug: file.slug, headings: file.body.match(/^#{2,3} /gm)?.length ?? 0 }))
      .sort((a, b) => b.headings - a.headings)[0]?.slug ?? '';
  const contents = (page: Page) => page.getByRole('navigation', { name: 'In this article' });
  const marked = (page: Page) => contents(page).locator('a[aria-current]');
  /** Scrolls the page so the heading with this id is at the top, under the navigation bar. */
  const readFrom = (page: Page, id: string) =>
    page.locator(`[id="${id}"]`).evaluate((heading) => heading.scrollIntoView({ block: 'start', behavior: 'instant' }));

  test('on a wide screen, stays beside the text, scrolls inside itself and marks the section being read', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'wide screens');
    // A short window, so the list is taller than the space it has.
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(`/news/${longest}`);
    await expect(contents(page)).toBeVisible();
    await expect(page.locator('summary', { hasText: 'In this article' })).toBeHidden();
    await expect(marked(page)).toHaveCount(0);
    const ids = await contents(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => decodeURIComponent((link as HTMLAnchorElement).hash.slice(1))));
    expect(ids.length).toBeGreaterThan(8);

    const third = ids[2] ?? '';
    await readFrom(page, third);
    await expect(marked(page)).toHaveCount(1);
    await expect(contents(page).locator(`a[href="#${third}"]`)).toHaveAttribute('aria-current', 'location');
    // It stays on screen while the visitor reads, and never runs off its bottom: it scrolls inside.
    const box = page.locator('article-toc');
    const geometry = await box.evaluate((element) => ({
      top: element.getBoundingClientRect().top,
      bottom: element.getBoundingClientRect().bottom,
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
      overflowY: getComputedStyle(element).overflowY,
    }));
    expect(geometry.top).toBeGreaterThanOrEqual(0);
    expect(geometry.bottom).toBeLessThanOrEqual(600);
    expect(geometry.overflowY).toBe('auto');
    expect(geometry.scrollHeight).toBeGreaterThan(geometry.clientHeight);

    // Further down, the mark follows, and the list scrolls to keep the marked link in its view.
    const last = ids.at(-1) ?? '';
    await readFrom(page, last);
    const link = contents(page).locator(`a[href="#${last}"]`);
    await expect(link).toHaveAttribute('aria-current', 'location');
    await expect(marked(page)).toHaveCount(1);
    await expect
      .poll(async () => {
        const [inner, outer] = await Promise.all([link.boundingBox(), box.boundingBox()]);
        return Boolean(inner && outer && inner.y >= outer.y && inner.y + inner.height <= outer.y + outer.height + 1);
      })
      .toBe(true);

    // Back up: the mark goes back with the reader.
    await readFrom(page, third);
    await expect(contents(page).locator(`a[href="#${third}"]`)).toHaveAttribute('aria-current', 'location');
    await expect(marked(page)).toHaveCount(1);
  });

  test('on a phone, is closed before the first paragraph and opens on a tap', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phones');
    await page.goto(`/news/${longest}`);
    const summary = page.locator('summary', { hasText: 'In this article' });
    await expect(summary).toBeVisible();
    await expect(contents(page)).toBeHidden();
    const details = page.locator('details', { has: summary });
    await expect(details).not.toHaveAttribute('open');
    const [closed, paragraph] = await Promise.all([
      summary.boundingBox(),
      page.locator('.article__body > p').first().boundingBox(),
    ]);
    expect((closed?.y ?? Infinity) + (closed?.height ?? 0)).toBeLessThanOrEqual(paragraph?.y ?? 0);

    await summary.tap();
    await expect(details).toHaveAttribute('open', '');
    await expect(contents(page)).toBeVisible();
    const entry = contents(page).getByRole('link').nth(1);
    const target = (await entry.getAttribute('href')) ?? '';
    await entry.tap();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();

    await page.goto(`/news/${longest}`);
    await summary.tap();
    await summary.tap();
    await expect(details).not.toHaveAttribute('open');
    await expect(contents(page)).toBeHidden();
  });
});
