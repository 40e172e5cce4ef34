// Performance benchmark: Lighthouse (mobile and desktop) on the built site under the Netlify
// emulator, against the targets below. Timings on a shared machine are noisy, so this is a
// benchmark to run and read (`npm run bench`), not a test; it exits 1 when a target is missed.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { startLocalServer } from './local-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 8891);
const origin = `http://localhost:${port}`;
const pages = [
  '/',
  '/seo-services',
  '/seo-pricing',
  '/about',
  '/contact',
  '/news',
  '/news/ppc-campaign',
  '/privacy-policy',
];

/** Minimum category scores (0-1) and maximum metric values. */
const targets = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 0.95,
  seo: 0.9,
  lcpMs: 2500,
  cls: 0.1,
  tbtMs: 200,
};

if (!existsSync('dist/index.html')) {
  console.error('✖ dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const { stop } = await startLocalServer({ port });
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });

const rows = [];
let failed = false;
try {
  for (const formFactor of ['mobile', 'desktop']) {
    for (const path of pages) {
      const result = await lighthouse(
        `${origin}${path}`,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) {
        rows.push({ page: path, form: formFactor, misses: `Lighthouse could not load the page: ${runtimeError.code}` });
        failed = true;
        continue;
      }
      const row = {
        page: path,
        form: formFactor,
        perf: categories.performance.score,
        a11y: categories.accessibility.score,
        bp: categories['best-practices'].score,
        seo: categories.seo.score,
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        bytes: Math.round(audits['total-byte-weight'].numericValue),
      };
      const misses = [
        row.perf < targets.performance && `performance ${row.perf}`,
        row.a11y < targets.accessibility && `accessibility ${row.a11y}`,
        row.bp < targets['best-practices'] && `best practices ${row.bp}`,
        row.seo < targets.seo && `SEO ${row.seo}`,
        row.lcpMs > targets.lcpMs && `LCP ${row.lcpMs} ms`,
        row.cls > targets.cls && `CLS ${row.cls}`,
        row.tbtMs > targets.tbtMs && `TBT ${row.tbtMs} ms`,
      ].filter(Boolean);
      row.misses = misses.join(', ') || '-';
      if (misses.length) failed = true;
      rows.push(row);
    }
  }
} finally {
  await chrome.kill();
  stop();
}

console.table(rows);
console.log(
  `Targets: performance ≥ ${targets.performance}, accessibility ≥ ${targets.accessibility}, best practices ≥ ${targets['best-practices']}, SEO ≥ ${targets.seo}, LCP ≤ ${targets.lcpMs} ms, CLS ≤ ${targets.cls}, TBT ≤ ${targets.tbtMs} ms`,
);
console.log(failed ? '✖ Some targets were missed.' : '✓ All targets met.');
process.exit(failed ? 1 : 0);
