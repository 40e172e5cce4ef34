import { expect, test, type Page } from '@playwright/test';
import { routes } from '../../src/data/routes.ts';
import { articlePath } from '../../src/lib/articles.ts';
import { newestFirstFiles } from '../fixtures/articles.ts';
import { footerGesture, scrollToEndAsAVisitor, trackLoads, type ResourceLoad } from './helpers.ts';

/*
 * A performance target (docs/requirements.md#performance-targets): a visitor who scrolls every page
 * to its end without touching a form or the chat downloads at most 5 KB more JavaScript (gzipped)
 * than the page loaded before, and none of it is React or an island's code. They scroll as people
 * do (the mouse wheel with the pointer over the footer form, a finger swiping over it on a phone),
 * so a hydration trigger that mistakes hovering or a swipe for use of the form would show here.
 */

/** JavaScript a scroll may add, gzipped. */
const SCROLL_JS_BUDGET_BYTES = 5 * 1024;

const newest = newestFirstFiles()[0];
const paths = [...routes.map((route) => route.path), ...(newest ? [articlePath(newest.slug)] : [])];

/** Records which kinds of pointer and touch events reached the footer form. */
async function trackFooterGestures(page: Page) {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { footerGestures: Set<string> }).footerGestures = seen;
    for (const type of ['pointerover', 'pointerdown', 'touchstart', 'wheel']) {
      document.addEventListener(
        type,
        (event) => {
          if (event.target instanceof Element && event.target.closest('form.footer-form')) seen.add(type);
        },
        { capture: true, passive: true },
      );
    }
  });
  return () => page.evaluate(() => [...(window as unknown as { footerGestures: Set<string> }).footerGestures].sort());
}

test.describe('scrolling every page to its end', () => {
  for (const path of paths) {
    test(`${path}: no React or island code, at most ${SCROLL_JS_BUDGET_BYTES / 1024} KB more JavaScript`, async ({
      page,
    }, info) => {
      const touch = info.project.use.hasTouch === true;
      const gestures = await trackFooterGestures(page);
      const loads = trackLoads(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await loads.settled();
      const islandCode = await page
        .locator('astro-island')
        .evaluateAll((islands) =>
          islands.flatMap((island) =>
            ['component-url', 'renderer-url'].map((name) => island.getAttribute(name) ?? '').filter(Boolean),
          ),
        );
      const footerForm = (await page.locator('form.footer-form').count()) > 0;

      loads.scrolling();
      const moves = await scrollToEndAsAVisitor(page, await footerGesture(page, touch), touch);
      await loads.settled();

      const scripts = loads.loads.filter((load) => load.type === 'script');
      const scrolled = scripts
        .filter((load) => load.phase === 'scroll')
        .map(({ url, phase, gzipBytes }) => ({ url, phase, gzipBytes }));
      const bytes = (phase: ResourceLoad['phase']) =>
        scripts.filter((load) => load.phase === phase).reduce((sum, load) => sum + load.gzipBytes, 0);
      info.annotations.push({
        type: 'scroll-js',
        description: JSON.stringify({ path, moves, loadGzip: bytes('load'), scrollGzip: bytes('scroll'), scrolled }),
      });
      expect(moves).toBeGreaterThan(0);
      // The scroll went over the footer form the way the device does: hovering, or a finger on it.
      if (footerForm) expect(await gestures()).toContain(touch ? 'touchstart' : 'pointerover');
      expect(scrolled.filter((load) => islandCode.includes(load.url))).toEqual([]);
      expect(bytes('scroll')).toBeLessThanOrEqual(SCROLL_JS_BUDGET_BYTES);
      // Neither the footer form nor the chat took over its server-rendered HTML.
      await expect(page.locator('astro-island[client="reach"]:not([ssr])')).toHaveCount(0);
    });
  }
});
