import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { expect, test } from '@playwright/test';
import { removeSiteCopy, sharedSiteCopy } from '../../scripts/lib/site-copy.mjs';
import { NEWS_PAGE_SIZE } from '../../src/lib/paging.ts';
import { articleWithOwnWord, newestFirstFiles, type ArticleFile } from '../fixtures/articles.ts';
import { openResultByKeyboard, searchFor } from './search-helpers.ts';

/*
 * The archive as a visitor meets it once it is large: a copy of the site with the generator's
 * hundred extra articles (scripts/content/generate-articles.mjs), built once and served as static files.
 * A reader finds an added article by a word of its body and pages through /news by keyboard. The
 * build takes a minute or two, so it runs once, in the desktop project; the phone layouts of these
 * pages are tested on the real site. The copy is the one tests/build/archive.test.ts reads
 * (sharedSiteCopy in scripts/lib/site-copy.mjs): in `npm test` that test has built it already, and
 * this file, its last reader, removes it; run alone, this file builds it.
 */

test.describe.configure({ mode: 'serial' });

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.xml': 'application/xml',
};

/** A static server for a built dist/: clean addresses ("/news/2") answer with their .html file. */
function serveStatic(dist: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
    const candidates = path === '/' ? ['index.html'] : [path, `${path}.html`];
    const file = candidates.map((name) => join(dist, name)).find((name) => existsSync(name) && statSync(name).isFile());
    if (!file || !file.startsWith(dist)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let root = '';
let server: Server | undefined;
let origin = '';
let files: ArticleFile[] = [];
let added = new Set<string>();

// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern; it needs none.
test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one build of the large archive, in the desktop project');
  testInfo.setTimeout(600_000);
  const copy = sharedSiteCopy({ name: 'archive', articles: 100, timeoutMs: 480_000 });
  root = copy.root;
  added = new Set(copy.articles.map((article) => article.slug));
  expect(added.size).toBe(100);
  files = newestFirstFiles(copy.newsDir);
  server = await serveStatic(join(root, 'dist'));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (root) removeSiteCopy(root);
});

test('a reader finds an added article by a word of its body and opens it with the keyboard', async ({ page }) => {
  const found = articleWithOwnWord(
    files.filter((file) => added.has(file.slug)),
    files,
  );
  const title = String(found.file.data['title']);

  await page.goto(`${origin}/news`);
  await searchFor(page, found.word);
  await openResultByKeyboard(page, title);
  await expect(page).toHaveURL(`${origin}/news/${found.file.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('a reader pages through the news list by keyboard: numbers, next and previous', async ({ page }) => {
  const pages = page.getByRole('navigation', { name: 'Pages of articles' });
  const last = Math.ceil(files.length / NEWS_PAGE_SIZE);
  expect(last).toBeGreaterThan(2);
  const titlesOf = (index: number) =>
    files.slice(index * NEWS_PAGE_SIZE, (index + 1) * NEWS_PAGE_SIZE).map((file) => String(file.data['title']));

  await page.goto(`${origin}/news`);
  await expect(page.locator('.article-card__title a')).toHaveText(titlesOf(0));
  await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveCount(0);

  await pages.getByRole('link', { name: 'Page 2', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${origin}/news/2`);
  await expect(pages.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.article-card__title a')).toHaveText(titlesOf(1));

  await pages.getByRole('link', { name: 'Next page' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${origin}/news/3`);
  await expect(page.locator('.article-card__title a')).toHaveText(titlesOf(2));

  await pages.getByRole('link', { name: 'Previous page' }).focus();
  await page.keyboard.press('Enter');
  await pages.getByRole('link', { name: 'Previous page' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${origin}/news`);

  // The last page has no next page, and its cards are the oldest articles.
  await page.goto(`${origin}/news/${last}`);
  await expect(pages.getByRole('link', { name: 'Next page' })).toHaveCount(0);
  await expect(page.locator('.article-card__title a')).toHaveText(titlesOf(last - 1));
});
