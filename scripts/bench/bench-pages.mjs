// Page weight of every built page, for `npm run bench`: in Chromium (Playwright, desktop 1280×800),
// what a page loads before any interaction and what a visitor who scrolls it to the end with the
// mouse wheel adds (the pointer resting over the footer form, as the browser test
// tests/e2e/scroll.spec.ts scrolls; its helpers are reused here). JavaScript, CSS and HTML bytes,
// raw and gzipped here, and the request count. JavaScript and CSS include the code inline in the
// HTML (each inline block gzipped on its own, as the dist tests count it), so the JavaScript
// figure is everything that runs before interaction. The byte budgets themselves are tests
// (tests/dist/build.test.ts, tests/e2e/scroll.spec.ts); here they mark the rows.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { htmlFiles, pathOfHtml } from '../../tests/dist/helpers.ts';
import { footerGesture, scrollToEndAsAVisitor, trackLoads } from '../../tests/e2e/helpers.ts';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';
import { inlineScripts, inlineStyles } from './page-code.mjs';

/** The byte targets (docs/requirements.md#performance-targets), gzipped: JavaScript before interaction (inline included), and what a scroll adds. */
export const pageTargets = { jsBeforeBytes: 5 * 1024, scrollJsBytes: 5 * 1024 };

/** The pages the summary table always shows (those Lighthouse measures). */
export const KEY_PAGES = ['/', '/seo-services', '/seo-pricing', '/news', '/news/ppc-campaign', '/contact'];

/**
 * @typedef {{ bytes: number; gzip: number }} Size
 * @typedef {{ html: Size; css: Size; js: Size; all: Size; requests: number }} Weight
 * @typedef {{ path: string; status: number; load: Weight; scroll: Weight; moves: number }} PageWeight
 *   `load`: before any interaction; `scroll`: what the scroll to the end added.
 */

/** @returns {Size} */
const size = (/** @type {Array<string | Buffer | Size>} */ parts) =>
  parts.reduce(
    /** @param {Size} sum */
    (sum, part) =>
      typeof part === 'object' && 'gzip' in part
        ? { bytes: sum.bytes + part.bytes, gzip: sum.gzip + part.gzip }
        : { bytes: sum.bytes + Buffer.byteLength(part), gzip: sum.gzip + gzipSync(part).length },
    { bytes: 0, gzip: 0 },
  );

/**
 * The weight of a set of loads, with the code inline in `documents` (HTML texts) added to the
 * JavaScript and CSS.
 * @param {import('../../tests/e2e/helpers.ts').ResourceLoad[]} loads
 * @param {string[]} documents
 * @returns {Weight}
 */
function weigh(loads, documents) {
  const of = (/** @type {string} */ type) =>
    size(loads.filter((load) => load.type === type).map((load) => ({ bytes: load.bytes, gzip: load.gzipBytes })));
  return {
    html: of('document'),
    css: size([of('stylesheet'), ...documents.flatMap(inlineStyles)]),
    js: size([of('script'), ...documents.flatMap(inlineScripts)]),
    all: size(loads.map((load) => ({ bytes: load.bytes, gzip: load.gzipBytes }))),
    requests: loads.length,
  };
}

/**
 * Loads every page in a fresh browser context (an empty cache), waits for the network to settle,
 * scrolls to the end as a visitor does, and weighs both phases.
 * @param {{ origin: string; paths?: string[]; log?: (line: string) => void }} options
 *   `paths`: the pages to weigh; every HTML page in dist/ by default.
 * @returns {Promise<PageWeight[]>}
 */
export async function measurePages({ origin, paths = htmlFiles().map(pathOfHtml).sort(), log = console.log }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  /** @type {PageWeight[]} */
  const pages = [];
  try {
    for (const [index, path] of paths.entries()) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      try {
        const loads = trackLoads(page);
        const response = await page.goto(`${origin}${path}`);
        await page.waitForLoadState('networkidle');
        await loads.settled();
        // The page's own HTML, for its inline code (a scroll loads no other document).
        const html = (await response?.text().catch(() => '')) ?? '';
        loads.scrolling();
        const moves = await scrollToEndAsAVisitor(page, await footerGesture(page, false), false);
        await page.waitForLoadState('networkidle');
        await loads.settled();
        const weight = {
          path,
          status: response?.status() ?? 0,
          load: weigh(
            loads.loads.filter((load) => load.phase === 'load'),
            [html],
          ),
          scroll: weigh(
            loads.loads.filter((load) => load.phase === 'scroll'),
            [],
          ),
          moves,
        };
        pages.push(weight);
        log(
          `  ${index + 1}/${paths.length} ${path}: ${weight.load.requests} requests, JS ${kb(weight.load.js.gzip)} gzipped, scroll +${weight.scroll.requests} requests, +${kb(weight.scroll.js.gzip)} JS`,
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return pages;
}

/**
 * What a page misses of the targets, in words: an answer other than 200 (404 for the not-found
 * page), too much JavaScript before interaction, too much added by the scroll.
 * @param {PageWeight} page
 */
export function pageMisses(page) {
  /** @type {string[]} */
  const misses = [];
  const expected = page.path === '/404' ? [200, 404] : [200];
  if (!expected.includes(page.status)) misses.push(`answered ${page.status}`);
  if (page.load.js.gzip > pageTargets.jsBeforeBytes) misses.push(`JS before interaction ${kb(page.load.js.gzip)}`);
  if (page.scroll.js.gzip > pageTargets.scrollJsBytes) misses.push(`scroll adds ${kb(page.scroll.js.gzip)} JS`);
  return misses;
}

/**
 * The summary: the key pages (those present), the totals and the largest figure of every column
 * over all pages, the largest page (by HTML, CSS and JavaScript gzipped after the scroll), and
 * every page's misses.
 * @param {PageWeight[]} pages
 */
export function summarisePages(pages) {
  const afterScroll = (/** @type {PageWeight} */ page) =>
    page.load.html.gzip +
    page.load.css.gzip +
    page.load.js.gzip +
    page.scroll.html.gzip +
    page.scroll.css.gzip +
    page.scroll.js.gzip;
  const largest = pages.reduce(
    /** @param {PageWeight | undefined} top */ (top, page) =>
      top && afterScroll(top) >= afterScroll(page) ? top : page,
    undefined,
  );
  const fold = (/** @type {(a: number, b: number) => number} */ combine) => {
    const sizes = (/** @type {(page: PageWeight) => Size} */ pick) =>
      pages.reduce(
        (acc, page) => ({ bytes: combine(acc.bytes, pick(page).bytes), gzip: combine(acc.gzip, pick(page).gzip) }),
        {
          bytes: 0,
          gzip: 0,
        },
      );
    /** @type {(phase: 'load' | 'scroll') => Weight} */
    const weight = (phase) => ({
      html: sizes((page) => page[phase].html),
      css: sizes((page) => page[phase].css),
      js: sizes((page) => page[phase].js),
      all: sizes((page) => page[phase].all),
      requests: pages.reduce((acc, page) => combine(acc, page[phase].requests), 0),
    });
    return { load: weight('load'), scroll: weight('scroll') };
  };
  return {
    key: KEY_PAGES.map((path) => pages.find((page) => page.path === path)).filter((page) => page !== undefined),
    total: fold((a, b) => a + b),
    max: fold(Math.max),
    largest,
    misses: pages.flatMap((page) => pageMisses(page).map((miss) => `\`${page.path}\`: ${miss}`)),
  };
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** A size as "raw / gzip" in KB. */
const pair = (/** @type {Size} */ { bytes, gzip }) => `${(bytes / 1024).toFixed(1)} / ${(gzip / 1024).toFixed(1)}`;

/**
 * One table row for a page or a summary line.
 * @param {string} label
 * @param {{ load: Weight; scroll: Weight }} weight
 * @param {string} mark
 */
const row = (label, { load, scroll }, mark) =>
  `| ${label} | ${load.requests} | ${pair(load.html)} | ${pair(load.css)} | ${pair(load.js)} | +${scroll.requests} | +${pair(scroll.css)} | +${pair(scroll.js)} | ${kb(load.all.bytes)} → ${kb(load.all.bytes + scroll.all.bytes)} | ${mark} |`;

const HEADER = [
  '| page | requests | HTML | CSS | JS | scroll: requests | scroll: CSS | scroll: JS | everything decoded, load → after scroll | targets |',
  '|---|---|---|---|---|---|---|---|---|---|',
];

/**
 * The weights as Markdown: the key pages with the totals and maxima over every page, the largest
 * page named, and every page in a collapsed table.
 * @param {PageWeight[]} pages
 * @param {number} [built] how many pages dist/ holds, when only some were weighed
 */
export function renderPages(pages, built = pages.length) {
  const summary = summarisePages(pages);
  const mark = (/** @type {PageWeight} */ page) => {
    const misses = pageMisses(page);
    return misses.length === 0 ? '✓' : `✖ ${misses.join(', ')}`;
  };
  const largest = summary.largest;
  return [
    `${pages.length === built ? `${pages.length} pages (every HTML page in \`dist/\`)` : `${pages.length} of the ${built} pages in \`dist/\``}, each in a fresh Chromium context at 1280×800, through the compressing proxy: loaded until the network is idle, then scrolled to the end with the mouse wheel, the pointer over the footer form. Sizes are KB, raw / gzipped here (each file and each inline block on its own); JS and CSS include the code inline in the HTML. "scroll" is what the scroll added. Targets (gzipped): JavaScript before interaction ≤ ${kb(pageTargets.jsBeforeBytes)}, a scroll adds ≤ ${kb(pageTargets.scrollJsBytes)}.`,
    '',
    ...HEADER,
    ...summary.key.map((page) => row(`\`${page.path}\``, page, mark(page))),
    row(`**all ${pages.length} pages, total**`, summary.total, ''),
    row(
      '**largest of any page**',
      summary.max,
      summary.misses.length === 0 ? '✓ every page' : `✖ ${summary.misses.length}`,
    ),
    '',
    largest
      ? `Largest page: \`${largest.path}\` (${kb(largest.load.html.gzip + largest.load.css.gzip + largest.load.js.gzip + largest.scroll.html.gzip + largest.scroll.css.gzip + largest.scroll.js.gzip)} of HTML, CSS and JavaScript gzipped after the scroll; ${kb(largest.load.all.bytes + largest.scroll.all.bytes)} of everything, decoded).`
      : 'No page was measured.',
    ...(summary.misses.length > 0 ? ['', ...summary.misses.map((miss) => `- ✖ ${miss}`)] : []),
    '',
    '<details>',
    `<summary>All ${pages.length} pages</summary>`,
    '',
    ...HEADER,
    ...pages.map((page) => row(`\`${page.path}\``, page, mark(page))),
    '',
    '</details>',
  ].join('\n');
}
