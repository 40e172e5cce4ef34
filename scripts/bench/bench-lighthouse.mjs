// Lighthouse 13 on the built site under the emulator, for `npm run bench`: mobile (Lighthouse's
// default profile: a mid-range phone on a slow 4G link, simulated) and desktop, interleaved runs
// (run 1 of every page and form factor, then run 2...) so a burst of load from other work spreads
// over all pages, and the median of each figure per page. Rows are marked against the
// targets: 100 in all four categories, CLS 0, and on mobile LCP ≤ 1.0 s and the home page ≤ 60 KB.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';
import { interleave, median } from './measure.mjs';

/** How many times a run Lighthouse could not finish is tried again. */
const RETRIES = 2;

/** Home, a service page, a pricing page, the news list, an article and the contact page. */
export const LIGHTHOUSE_PAGES = ['/', '/seo-services', '/seo-pricing', '/news', '/news/ppc-campaign', '/contact'];

/** The four categories, by Lighthouse's ids, with the names the tables use. */
export const CATEGORIES = /** @type {const} */ ({
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
});
/** @typedef {keyof typeof CATEGORIES} Category */
/** @typedef {'mobile' | 'desktop'} FormFactor */

/** The Lighthouse targets (docs/requirements.md#performance-targets). */
export const lighthouseTargets = {
  /** Every category, both form factors. */
  score: 100,
  /** Both form factors; Lighthouse's CLS rounded to 3 decimals, as its report shows it. */
  cls: 0,
  mobileLcpMs: 1000,
  /** The home page on mobile, everything transferred: fonts and images included. */
  homeTransferBytes: 60 * 1024,
};

/**
 * One Lighthouse run of one page: the category scores (0-100), the metrics, the error that kept
 * Lighthouse from measuring, if any, and the errors of the attempts tried again.
 * @typedef {{
 *   page: string;
 *   formFactor: FormFactor;
 *   run: number;
 *   error?: string;
 *   retried?: string[];
 *   scores?: Record<Category, number>;
 *   fcpMs?: number;
 *   lcpMs?: number;
 *   tbtMs?: number;
 *   cls?: number;
 *   transferBytes?: number;
 * }} LighthouseRun
 */

/**
 * The medians of a page's runs on one form factor, and the targets they miss (in words).
 * @typedef {{
 *   page: string;
 *   formFactor: FormFactor;
 *   runs: number;
 *   failedRuns: number;
 *   retries: string[];
 *   scores: Record<Category, number>;
 *   fcpMs: number;
 *   lcpMs: number;
 *   tbtMs: number;
 *   cls: number;
 *   transferBytes: number;
 *   misses: string[];
 * }} LighthouseRow
 */

/**
 * Runs Lighthouse `runs` times on every page and form factor, interleaved, in one headless
 * Chromium (Lighthouse clears the cache and storage before each run).
 * @param {{ origin: string; pages?: string[]; runs?: number; formFactors?: FormFactor[]; log?: (line: string) => void }} options
 * @returns {Promise<LighthouseRun[]>}
 */
export async function runLighthouse({
  origin,
  pages = LIGHTHOUSE_PAGES,
  runs = 3,
  formFactors = ['mobile', 'desktop'],
  log = console.log,
}) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
  /** @type {LighthouseRun[]} */
  const results = [];
  const order = interleave(
    pages.flatMap((page) => formFactors.map((formFactor) => ({ page, formFactor }))),
    runs,
  );
  try {
    for (const [index, { run, item }] of order.entries()) {
      const { page, formFactor } = item;
      // Under load Lighthouse now and then loses the page (NO_NAVSTART, NO_FCP): such a run is
      // tried again, at most RETRIES times, and says so; the page's figures are not at fault.
      /** @type {string[]} */
      const errors = [];
      let lhr;
      while (!lhr && errors.length <= RETRIES) {
        const result = await lighthouse(
          `${origin}${page}`,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        const error = result ? result.lhr.runtimeError?.code : 'no result';
        if (error === undefined) lhr = result?.lhr;
        else {
          errors.push(error);
          log(`  ${index + 1}/${order.length} ${formFactor} ${page} run ${run}: ✖ ${error}`);
        }
      }
      if (!lhr) {
        results.push({ page, formFactor, run, error: errors.join(', '), retried: errors });
        continue;
      }
      const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
      const scores = /** @type {Record<Category, number>} */ (
        Object.fromEntries(
          Object.keys(CATEGORIES).map((id) => [id, Math.round((lhr.categories[id]?.score ?? NaN) * 100)]),
        )
      );
      results.push({
        page,
        formFactor,
        run,
        retried: errors,
        scores,
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        transferBytes: audit('total-byte-weight'),
      });
      log(
        `  ${index + 1}/${order.length} ${formFactor} ${page} run ${run}: performance ${scores.performance}, LCP ${Math.round(audit('largest-contentful-paint'))} ms${shiftsOf(lhr)}`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/**
 * What moved, when something did: each layout shift's score and the element Lighthouse names, so a
 * CLS above 0 in the table can be traced from the log.
 * @param {import('lighthouse').Result} lhr
 */
function shiftsOf(lhr) {
  const items = /** @type {{ score?: number, node?: { selector?: string } }[]} */ (
    /** @type {{ items?: unknown[] } | undefined} */ (lhr.audits['layout-shifts']?.details)?.items ?? []
  );
  if (!(Number(lhr.audits['cumulative-layout-shift']?.numericValue) > 0) || items.length === 0) return '';
  return `, CLS from ${items.map((item) => `${item.node?.selector ?? '?'} (${(item.score ?? 0).toFixed(3)})`).join(', ')}`;
}

/**
 * The targets a row misses, in words.
 * @param {Omit<LighthouseRow, 'misses'>} row
 */
export function lighthouseMisses(row) {
  /** @type {string[]} */
  const misses = [];
  if (row.failedRuns > 0) misses.push(`${row.failedRuns} of ${row.runs + row.failedRuns} runs failed`);
  if (row.runs === 0) return misses;
  for (const [id, name] of Object.entries(CATEGORIES)) {
    const score = row.scores[/** @type {Category} */ (id)];
    if (!(score >= lighthouseTargets.score)) misses.push(`${name} ${score}`);
  }
  if (!(Number(row.cls.toFixed(3)) <= lighthouseTargets.cls)) misses.push(`CLS ${row.cls.toFixed(3)}`);
  if (row.formFactor === 'mobile') {
    if (!(row.lcpMs <= lighthouseTargets.mobileLcpMs)) misses.push(`LCP ${seconds(row.lcpMs)}`);
    if (row.page === '/' && !(row.transferBytes <= lighthouseTargets.homeTransferBytes)) {
      misses.push(
        `transfer ${kilobytes(row.transferBytes)} (target ≤ ${kilobytes(lighthouseTargets.homeTransferBytes)})`,
      );
    }
  }
  return misses;
}

/**
 * The median of every figure per page and form factor, in the order the pages were first run,
 * mobile before desktop; failed runs are counted, not averaged.
 * @param {LighthouseRun[]} runs
 * @returns {LighthouseRow[]}
 */
export function summariseLighthouse(runs) {
  /** @type {Map<string, LighthouseRun[]>} */
  const groups = new Map();
  const ordered = [...runs].sort((a, b) => (a.formFactor === b.formFactor ? 0 : a.formFactor === 'mobile' ? -1 : 1));
  for (const run of ordered) {
    const key = `${run.formFactor} ${run.page}`;
    groups.set(key, [...(groups.get(key) ?? []), run]);
  }
  return [...groups.values()].map((group) => {
    const first = /** @type {LighthouseRun} */ (group[0]);
    const measured = group.filter((run) => run.error === undefined);
    const of = (/** @type {(run: LighthouseRun) => number | undefined} */ figure) =>
      median(measured.map((run) => figure(run) ?? NaN));
    const row = {
      page: first.page,
      formFactor: first.formFactor,
      runs: measured.length,
      failedRuns: group.length - measured.length,
      retries: group.flatMap((run) => (run.error === undefined ? (run.retried ?? []) : [])),
      scores: /** @type {Record<Category, number>} */ (
        Object.fromEntries(
          Object.keys(CATEGORIES).map((id) => [id, of((run) => run.scores?.[/** @type {Category} */ (id)])]),
        )
      ),
      fcpMs: of((run) => run.fcpMs),
      lcpMs: of((run) => run.lcpMs),
      tbtMs: of((run) => run.tbtMs),
      cls: of((run) => run.cls),
      transferBytes: of((run) => run.transferBytes),
    };
    return { ...row, misses: lighthouseMisses(row) };
  });
}

const seconds = (/** @type {number} */ ms) => (Number.isNaN(ms) ? '-' : `${(ms / 1000).toFixed(2)} s`);
const kilobytes = (/** @type {number} */ bytes) => (Number.isNaN(bytes) ? '-' : `${(bytes / 1024).toFixed(1)} KB`);
const score = (/** @type {number} */ value) => (Number.isNaN(value) ? '-' : String(value));

/**
 * The rows as Markdown: one table per form factor, each row marked ✓ or with the targets it
 * missed.
 * @param {LighthouseRow[]} rows
 */
export function renderLighthouse(rows) {
  const runs = Math.max(0, ...rows.map((row) => row.runs + row.failedRuns));
  const retried = rows.filter((row) => row.retries.length > 0);
  const tables = /** @type {FormFactor[]} */ (['mobile', 'desktop'])
    .map((formFactor) => rows.filter((row) => row.formFactor === formFactor))
    .filter((part) => part.length > 0)
    .map((part) => [
      `**${part[0]?.formFactor === 'mobile' ? 'Mobile' : 'Desktop'}**`,
      '',
      '| page | Perf. | A11y | BP | SEO | FCP | LCP | TBT | CLS | transfer | targets |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...part.map(
        (row) =>
          `| \`${row.page}\` | ${Object.keys(CATEGORIES)
            .map((id) => score(row.scores[/** @type {Category} */ (id)]))
            .join(
              ' | ',
            )} | ${seconds(row.fcpMs)} | ${seconds(row.lcpMs)} | ${Number.isNaN(row.tbtMs) ? '-' : `${Math.round(row.tbtMs)} ms`} | ${Number.isNaN(row.cls) ? '-' : row.cls.toFixed(3)} | ${kilobytes(row.transferBytes)} | ${row.misses.length === 0 ? '✓' : `✖ ${row.misses.join(', ')}`} |`,
      ),
    ]);
  return [
    `Medians of ${runs} interleaved runs per page (run 1 of every page and form factor, then run 2...), Lighthouse's default mobile profile (simulated slow 4G and a 4× slower CPU) and its desktop profile. Targets: 100 in all four categories and CLS 0 on both; on mobile LCP ≤ ${seconds(lighthouseTargets.mobileLcpMs)} and the home page ≤ ${kilobytes(lighthouseTargets.homeTransferBytes)} transferred. Transfer is everything the page loads (Lighthouse's total byte weight), fonts and images included, with text gzipped by the proxy in front of the emulator as Netlify's CDN compresses it.`,
    '',
    ...tables.flatMap((table) => [...table, '']),
    ...(retried.length > 0
      ? [
          `Tried again after a Lighthouse error (the run that followed counts): ${retried
            .map((row) => `${row.formFactor} \`${row.page}\` (${row.retries.join(', ')})`)
            .join('; ')}.`,
        ]
      : []),
  ]
    .join('\n')
    .trimEnd();
}
