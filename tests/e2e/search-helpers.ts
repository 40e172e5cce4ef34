import { expect, type Locator, type Page } from '@playwright/test';

/*
 * The site search as a visitor uses it (src/components/SiteSearch.astro on /news), for any test
 * that needs to find a page: go to /news, `searchFor` a word, then `openResultByKeyboard`.
 */

/** The search field. */
export const searchBox = (page: Page) =>
  page.getByRole('search').getByRole('searchbox', { name: 'Search articles, services and prices' });

/** The line that says how many pages match (a polite live region). */
export const searchStatus = (page: Page) => page.locator('site-search').getByRole('status');

/** The results listed, in order. */
export const searchResults = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('listitem');

/** The listed result whose title (its link) is `title`. */
export const searchResult = (page: Page, title: string) =>
  searchResults(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });

/**
 * Types `query` into the search box of the current page, as a visitor does (focus, then keys),
 * and waits until the status line reports the search: the results are then listed.
 */
export async function searchFor(page: Page, query: string): Promise<Locator> {
  const box = searchBox(page);
  await box.click();
  await box.fill(query);
  await expect(searchStatus(page)).toContainText(`“${query}”`, { timeout: 10_000 });
  return searchResults(page);
}

/** Opens the result titled `title` with the keyboard alone: Tab from the search box to it, then Enter. */
export async function openResultByKeyboard(page: Page, title: string): Promise<void> {
  const link = searchResult(page, title).getByRole('link');
  await expect(link).toBeVisible();
  await searchBox(page).focus();
  const focused = () => link.evaluate((element) => element === document.activeElement);
  for (let presses = 0; presses < 50 && !(await focused()); presses++) await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Requests for the search's code or Pagefind's files made by the page from now on. */
export function searchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/\/pagefind\/|site-search-element/.test(url)) seen.push(new URL(url).pathname);
  });
  return seen;
}

/** A word of an article's own body, to search for (tests/fixtures/articles.ts). */
export { wordOnlyIn } from '../fixtures/articles.ts';
