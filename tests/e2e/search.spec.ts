import { expect, test, type Page } from '@playwright/test';
import { pricingFor } from '../../src/data/pricing.ts';
import { routeAt, routesOfKind } from '../../src/data/routes.ts';
import { serviceFor } from '../../src/data/services.ts';
import { SEARCH_RESULTS_STEP, SEARCH_UNAVAILABLE } from '../../src/lib/search.ts';
import { newestFirstFiles } from '../fixtures/articles.ts';
import {
  openResultByKeyboard,
  searchBox,
  searchFor,
  searchRequests,
  searchResult,
  searchResults,
  searchStatus,
  wordOnlyIn,
} from './search-helpers.ts';

/*
 * The site search on /news (src/components/SiteSearch.astro) on the built site under Netlify's
 * emulator: the index the build wrote (dist/pagefind), its content security policy, a keyboard.
 */

const articles = newestFirstFiles();

/** Violations of the content security policy reported by the page, from now on. */
async function policyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

test('nothing of the search loads before the visitor focuses the box', async ({ page, isMobile }) => {
  const requests = searchRequests(page);
  await page.goto('/news');
  await page.waitForLoadState('networkidle');
  // Reading the list, scrolling, pointing at the box: still nothing.
  await page.mouse.wheel(0, 4000);
  await page.mouse.wheel(0, -4000);
  if (!isMobile) await searchBox(page).hover();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);

  await searchBox(page).focus();
  await expect.poll(() => requests.some((path) => path.includes('site-search-element'))).toBe(true);
  await expect.poll(() => requests).toContain('/pagefind/pagefind.js');
});

test('pages without the box never load any of it', async ({ page }) => {
  const requests = searchRequests(page);
  for (const path of ['/', `/news/${articles[0]?.slug}`, '/seo-services']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(requests).toEqual([]);
});

test('a visitor finds an article by a word from its body and opens it with the keyboard', async ({ page }) => {
  const violations = await policyViolations(page);
  const article = articles[1] ?? articles[0];
  if (!article) throw new Error('no article');
  const title = String(article.data['title']);
  const word = wordOnlyIn(article, articles);

  await page.goto('/news');
  await searchFor(page, word);
  const result = searchResult(page, title);
  await expect(result).toHaveCount(1);
  await expect(result.getByRole('link')).toHaveAttribute('href', `/news/${article.slug}`);
  await expect(result).toContainText('Article');
  // The excerpt shows the word in its sentence, marked.
  await expect(result.locator('mark').first()).toContainText(new RegExp(word, 'i'));
  await expect(searchStatus(page)).toHaveText(/^(1 page matches|\d+ pages match) “.+”/);

  await openResultByKeyboard(page, title);
  await expect(page).toHaveURL(new RegExp(`/news/${article.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await violations()).toEqual([]);
});

test('finds service and pricing pages too, by the words of their headlines', async ({ page }) => {
  const service = routesOfKind('service')[0];
  const pricing = routeAt('/ppc-pricing');
  if (!service) throw new Error('no service page');
  const pages = [
    { title: serviceFor(service).header.title, kind: 'Service', path: service.path },
    { title: pricingFor(pricing).heading, kind: 'Pricing', path: pricing.path },
  ];
  await page.goto('/news');
  for (const { title, kind, path } of pages) {
    await searchFor(page, title);
    const result = searchResult(page, title);
    await expect(result).toContainText(kind);
    await expect(result.getByRole('link')).toHaveAttribute('href', path);
  }
});

test('Enter searches without leaving the page; Escape empties the box and the results', async ({ page }) => {
  await page.goto('/news');
  const box = searchBox(page);
  await box.click();
  await box.pressSequentially('budget');
  await box.press('Enter');
  await expect(searchStatus(page)).toContainText('“budget”');
  await expect(searchResults(page).first()).toBeVisible();
  expect(new URL(page.url()).search).toBe('');

  await box.press('Escape');
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
  await expect(searchResults(page)).toHaveCount(0);
  await expect(searchStatus(page)).toHaveText('');
});

test('says when nothing matches', async ({ page }) => {
  await page.goto('/news');
  await searchFor(page, 'zqxwvj');
  await expect(searchStatus(page)).toHaveText(/^No pages match “zqxwvj”\./);
  await expect(searchResults(page)).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Search results' })).toBeHidden();
});

test('lists a few results at a time; "Show more results" adds the next and moves focus to them', async ({ page }) => {
  await page.goto('/news');
  await searchFor(page, 'seo');
  await expect(searchResults(page)).toHaveCount(SEARCH_RESULTS_STEP);
  const total = Number(/^(\d+) pages/.exec((await searchStatus(page).textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(SEARCH_RESULTS_STEP);
  await expect(searchStatus(page)).toContainText(`showing the first ${SEARCH_RESULTS_STEP}`);

  const more = page.getByRole('button', { name: 'Show more results' });
  await more.focus();
  await page.keyboard.press('Enter');
  const shown = Math.min(total, 2 * SEARCH_RESULTS_STEP);
  await expect(searchResults(page)).toHaveCount(shown);
  await expect(searchResults(page).nth(SEARCH_RESULTS_STEP).getByRole('link')).toBeFocused();
  if (shown === total) await expect(more).toBeHidden();
});

test('searches where the web worker cannot start: the page itself may run the WebAssembly', async ({ page }) => {
  const violations = await policyViolations(page);
  await page.route('**/pagefind/pagefind-worker.js', (route) => route.abort());
  await page.goto('/news');
  await searchFor(page, 'backlinks');
  await expect(searchResults(page).first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('says so when the index cannot be loaded, and the articles stay', async ({ page }) => {
  await page.route('**/pagefind/pagefind.js', (route) => route.abort());
  await page.goto('/news');
  await searchBox(page).fill('budget');
  await expect(searchStatus(page)).toHaveText(SEARCH_UNAVAILABLE);
  await expect(page.locator('.article-card').first()).toBeVisible();
});

test('without JavaScript the box is not shown (it could not search); the articles are', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/news');
  await expect(page.locator('.article-card').first()).toBeVisible();
  await expect(page.getByRole('search')).toBeHidden();
  await context.close();
});
