import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fillTimePasses, startUsing } from './contact-helpers.ts';
import { sitemapPaths } from './helpers.ts';
import { searchFor, searchResults } from './search-helpers.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('axe finds no WCAG 2.2 A/AA violation on any sitemap page or the not-found page', async ({ page, request }) => {
  test.setTimeout(300_000);
  const paths = [...(await sitemapPaths(request)), '/this-page-does-not-exist'];
  expect(paths.length).toBeGreaterThan(10);
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    found.push(...(await violations(page)).map((v) => `${path} ${v}`));
  }
  expect(found).toEqual([]);
});

test('axe finds no violation with the menus open', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: 'Services' }).click();
  await expect(page.getByRole('link', { name: 'Local SEO' }).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('axe finds no violation on the news list with search results open', async ({ page }) => {
  await page.goto('/news');
  await searchFor(page, 'budget');
  await expect(searchResults(page).first()).toBeVisible();
  await expect(searchResults(page).first().locator('mark').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await searchFor(page, 'zqxwvj');
  expect(await violations(page)).toEqual([]);
});

test('axe finds no violation in the hydrated contact form: list open, errors and alert shown', async ({ page }) => {
  await page.route('**/api/email/contact', (route) => route.fulfill({ status: 502, json: { message: 'down' } }));
  await page.clock.install();
  await page.goto('/contact');
  const form = page.locator('form.contact-form');
  await startUsing(page, form);
  await form.getByRole('combobox').click();
  await expect(form.getByRole('listbox')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Enter your name')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await form.getByLabel('Name').fill('Dana');
  await form.getByLabel('Email').fill('dana@example.com');
  await form.getByLabel('Message').fill('Hello there');
  await fillTimePasses(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('axe finds no violation in the thank-you of a sent message, on the page form and the footer form', async ({
  page,
}) => {
  await page.route('**/api/*/contact', (route) => route.fulfill({ json: { message: 'Message sent' } }));
  await page.clock.install();
  for (const [path, selector] of [
    ['/contact', 'form.contact-form'],
    ['/about', 'form.footer-form'],
  ] as const) {
    await page.goto(path);
    const form = page.locator(selector);
    await startUsing(page, form);
    await form.getByLabel('Name').fill('Dana');
    await form.getByLabel('Email').fill('dana@example.com');
    await form.getByLabel('Message').fill('Hello there');
    await fillTimePasses(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Dismiss' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  }
});
