import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { routes } from '../../src/data/routes.ts';
import { articlePath } from '../../src/lib/articles.ts';
import { newestFirstFiles } from '../fixtures/articles.ts';
import { scrollToEndAsAVisitor, type ScrollGesture } from './helpers.ts';

/*
 * Issue 12: a visitor who scrolls every page to its end without touching a form or the chat
 * downloads at most 5 KB more JavaScript (gzipped) than the page loaded before, and none of it is
 * React or an island's code. They scroll as people do (the mouse wheel with the pointer over the
 * footer form, a finger swiping over it on a phone), so a hydration trigger that mistakes hovering
 * or a swipe for use of the form would show here.
 */

/** JavaScript a scroll may add, gzipped. */
const SCROLL_JS_BUDGET_BYTES = 5 * 1024;

const newest = newestFirstFiles()[0];
const paths = [...routes.map((route) => route.path), ...(newest ? [articlePath(newest.slug)] : [])];

interface ScriptLoad {
  url: string;
  /** Before the first scroll, or during the scroll. */
  phase: 'load' | 'scroll';
  gzipBytes: number;
}

/** Every script the page fetches, with its gzipped size and when it was asked for. */
function trackScripts(page: Page) {
  let phase: ScriptLoad['phase'] = 'load';
  const pending = new Set<Promise<void>>();
  const loads: ScriptLoad[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const asked = phase;
    const done = (async () => {
      const response = await request.response();
      const body = await response?.body();
      loads.push({ url: new URL(request.url()).pathname, phase: asked, gzipBytes: body ? gzipSync(body).length : 0 });
    })();
    pending.add(done);
    void done.finally(() => pending.delete(done));
  });
  return {
    loads,
    scrolling: () => (phase = 'scroll'),
    /** Waits for every script asked for so far, including any a frame after the last scroll asks for. */
    settled: async () => {
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
      );
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

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

/**
 * Where the pointer or finger rests, and how far each move goes. Over the footer form's column, at a
 * height the form crosses on its way up the screen; long moves, except that the move that brings the
 * form there stops with the form under the pointer, so the form is hovered or swiped on at least
 * once. A finger's move stays on the screen. Pages without the form: the middle of the screen.
 */
async function gestureFor(page: Page, touch: boolean): Promise<ScrollGesture> {
  const { x, y } = await page.evaluate(() => {
    const height = window.innerHeight;
    const form = document.querySelector('form.footer-form')?.getBoundingClientRect();
    if (!form) return { x: Math.round(window.innerWidth / 2), y: Math.round(height * 0.7) };
    const topAtEnd = form.top + window.scrollY - (document.documentElement.scrollHeight - height);
    return {
      x: Math.round(form.left + form.width / 2),
      y: Math.round(Math.min(Math.max(topAtEnd + 16, height * 0.7), height - 16)),
    };
  });
  const longest = touch ? y - 80 : Math.round((page.viewportSize()?.height ?? 600) * 0.8);
  const step = () =>
    page.evaluate(
      ({ y, longest }) => {
        const form = document.querySelector('form.footer-form')?.getBoundingClientRect();
        if (!form || form.top <= y) return longest;
        return Math.round(Math.min(longest, form.top - y + Math.min(16, form.height / 2)));
      },
      { y, longest },
    );
  return { x, y, step };
}

test.describe('scrolling every page to its end', () => {
  for (const path of paths) {
    test(`${path}: no React or island code, at most ${SCROLL_JS_BUDGET_BYTES / 1024} KB more JavaScript`, async ({
      page,
    }, info) => {
      const touch = info.project.use.hasTouch === true;
      const gestures = await trackFooterGestures(page);
      const scripts = trackScripts(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await scripts.settled();
      const islandCode = await page
        .locator('astro-island')
        .evaluateAll((islands) =>
          islands.flatMap((island) =>
            ['component-url', 'renderer-url'].map((name) => island.getAttribute(name) ?? '').filter(Boolean),
          ),
        );
      const footerForm = (await page.locator('form.footer-form').count()) > 0;

      scripts.scrolling();
      const moves = await scrollToEndAsAVisitor(page, await gestureFor(page, touch), touch);
      await scripts.settled();

      const scrolled = scripts.loads.filter((load) => load.phase === 'scroll');
      const bytes = (phase: ScriptLoad['phase']) =>
        scripts.loads.filter((load) => load.phase === phase).reduce((sum, load) => sum + load.gzipBytes, 0);
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
