import { gzipSync } from 'node:zlib';
import type { APIRequestContext, CDPSession, Page } from '@playwright/test';
import { site } from '../../src/data/site.ts';
import { sitemapIndexLocs, sitemapUrls } from '../fixtures/archive.ts';

/**
 * Paths listed in the served sitemap, as local paths ("/", "/about", ...): every page of every
 * sitemap file that /sitemap-index.xml lists (fetched from this server, not the production origin).
 */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const local = (url: string) => url.replace(site.url, '') || '/';
  const files = sitemapIndexLocs(await (await request.get('/sitemap-index.xml')).text());
  const paths: string[] = [];
  for (const file of files) {
    const urls = sitemapUrls(await (await request.get(local(file))).text());
    paths.push(...urls.map((url) => local(url.loc)));
  }
  return paths;
}

/**
 * How far the page can be scrolled sideways, in CSS pixels (0: not at all). The page keeps room
 * for a vertical scrollbar (`scrollbar-gutter: stable`); Playwright hides scrollbars but Chromium
 * still keeps that room, so the content is then narrower than the client width: no overflow either.
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
}

/** Starts adding up the page's layout shifts (not caused by input) from its first paint. */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift added up since `trackLayoutShift`, once the page and its fonts have loaded. */
export async function layoutShift(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => (window as unknown as { cls: number }).cls);
}

/** Where a visitor's pointer or finger rests while scrolling, in viewport pixels, and how far the next move goes. */
export interface ScrollGesture {
  x: number;
  y: number;
  step: () => Promise<number>;
}

/** Resolves once the page has stopped scrolling (two frames in a row at the same place). */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = Number.NaN;
    while (window.scrollY !== last) {
      last = window.scrollY;
      await frame();
      await frame();
    }
  });
}

/**
 * A finger swiping up the screen from `x, y` by `distance`, as Chromium's touch screen gets it:
 * touchstart, touchmove and pointer events reach the page and the browser scrolls natively. The
 * finger rests a moment before it lifts (the events' own timestamps say so), so the page does not
 * fling on past where the finger stopped. (CDP's synthesizeScrollGesture would be shorter, but the
 * headless browser delivers its touches without scrolling.)
 */
async function swipeUp(cdp: CDPSession, { x, y }: { x: number; y: number }, distance: number): Promise<void> {
  const moves = 10;
  const start = Date.now() / 1000;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number, timestamp: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: at }], timestamp });
  await touch('touchStart', y, start);
  for (let i = 1; i <= moves; i += 1) await touch('touchMove', y - (distance * i) / moves, start + i * 0.016);
  await touch('touchMove', y - distance, start + 0.4);
  await touch('touchEnd', y - distance, start + 0.41);
}

/**
 * Scrolls the page to its end the way a visitor does, never with a script: on a desktop the mouse
 * wheel, with the pointer resting at `x, y` (and moving a pixel between turns, as a hand on a
 * mouse does); on a touch screen a finger swiping up from `x, y`. Returns the number of moves.
 */
export async function scrollToEndAsAVisitor(
  page: Page,
  { x, y, step }: ScrollGesture,
  touch: boolean,
): Promise<number> {
  const atEnd = () =>
    page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
  const cdp = touch ? await page.context().newCDPSession(page) : undefined;
  if (!touch) await page.mouse.move(x, y);
  let moves = 0;
  while (!(await atEnd())) {
    moves += 1;
    const distance = await step();
    if (cdp) {
      await swipeUp(cdp, { x, y }, distance);
    } else {
      await page.mouse.wheel(0, distance);
      await page.mouse.move(x, y + (moves % 2));
    }
    await scrollSettled(page);
    if (moves > 200) throw new Error(`the page did not reach its end after ${moves} moves`);
  }
  await cdp?.detach();
  return moves;
}

/**
 * Where a visitor's pointer or finger rests while scrolling to the end, and how far each move goes. Over the footer form's column, at a
 * height the form crosses on its way up the screen; long moves, except that the move that brings the
 * form there stops with the form under the pointer, so the form is hovered or swiped on at least
 * once. A finger's move stays on the screen. Pages without the form: the middle of the screen.
 */
export async function footerGesture(page: Page, touch: boolean): Promise<ScrollGesture> {
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

/** A response the page received: what it was, when it was asked for, and its body's size. */
export interface ResourceLoad {
  /** The URL's path. */
  url: string;
  /** Playwright's resource type: document, script, stylesheet, image, font, fetch... */
  type: string;
  /** Asked for before the first scroll, or during the scroll. */
  phase: 'load' | 'scroll';
  /** The body as the page got it, decoded. */
  bytes: number;
  /** The body gzipped here (the emulator sends bodies uncompressed; Netlify's CDN compresses them). */
  gzipBytes: number;
}

/**
 * Records every request the page makes, with its body's size raw and gzipped and whether it was
 * asked for before or during the scroll (call `scrolling()` before the first move). A request
 * without a readable body (failed, aborted, a redirect) counts with 0 bytes.
 */
export function trackLoads(page: Page) {
  let phase: ResourceLoad['phase'] = 'load';
  const pending = new Set<Promise<void>>();
  const loads: ResourceLoad[] = [];
  page.on('request', (request) => {
    const asked = phase;
    const done = (async () => {
      const response = await request.response();
      const body = await response?.body().catch(() => undefined);
      loads.push({
        url: new URL(request.url()).pathname,
        type: request.resourceType(),
        phase: asked,
        bytes: body?.length ?? 0,
        gzipBytes: body ? gzipSync(body).length : 0,
      });
    })();
    pending.add(done);
    void done.finally(() => pending.delete(done));
  });
  return {
    loads,
    scrolling: () => (phase = 'scroll'),
    /** Waits for every request made so far, including any a frame after the last scroll makes. */
    settled: async () => {
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
      );
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
