import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';

/*
 * Playwright hides scrollbars in headless Chromium. A desktop visitor on Windows or Linux, and
 * Lighthouse's desktop run, get scrollbars that take 15 px of the page's width: this file shows them.
 */
test.use({
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs, ignoreDefaultArgs: ['--hide-scrollbars'] },
});

test('a page keeps its width before it is long enough to scroll, so nothing jumps sideways when it is', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'phones draw their scrollbars over the page');
  await page.goto('/news');
  const measure = () =>
    page.evaluate(() => {
      const container = document.querySelector('.page-header .container')?.getBoundingClientRect();
      return { page: document.body.getBoundingClientRect().width, container: [container?.left, container?.right] };
    });
  const long = await measure();
  // Scrollbars take room in this browser, or the comparison below would prove nothing.
  expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);
  // As in the first frames of a slow load: only the top of the page has arrived.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('main > :not(.page-header), footer')) {
      element.style.display = 'none';
    }
  });
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
  expect(await measure()).toEqual(long);
});
