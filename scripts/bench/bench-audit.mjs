// The website audit's benchmark (`npm run bench:audit`; `npm run bench` puts it in
// docs/benchmarks.md): the in-process time of an audit's reading and checks over fixture pages of
// 20 KB, 200 KB and 2 MB (p50/p95/max, the network excluded: tests/fixtures/audit/timings.ts), the
// audit functions' zips against their budgets, and (in `npm run bench`, which serves the built
// site) the audit page's JavaScript before and after Run, in Chromium. Target
// (docs/requirements.md#performance-targets): p95 ≤ 150 ms at 200 KB. Exits 1 when the target or a
// budget is missed.
import { gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';
import { measureFunctionBundles } from './function-bundles.mjs';
import { inlineScripts } from './page-code.mjs';

/** The functions of the audit: the report, the speed test, and the review request's two. */
const AUDIT_FUNCTIONS = ['audit', 'audit-speed', 'email-audit', 'sheets-audit'];

/**
 * @typedef {{ step: string; requests: number; jsGzip: number }} PageCodeStep
 *   `jsGzip`: the JavaScript the page has run by the end of the step, files and inline code,
 *   gzipped; `requests`: its script files so far.
 */

/**
 * The audit page's JavaScript, step by step as a visitor uses it, in a fresh Chromium context
 * (1280 × 800): loaded and left alone; the address field used (the form hydrates: React and the
 * audit's code); Run pressed and the report shown (the review form's code comes with it); and the
 * speed measured by the fake PageSpeed Insights the fixture site stands in for.
 * @param {{ origin: string; siteOrigin: string }} options `origin`: the served site; `siteOrigin`:
 *   the fixture site the audit may fetch (AUDIT_ALLOW_ORIGINS) that also answers for Google
 * @returns {Promise<PageCodeStep[]>}
 */
export async function measureAuditPageCode({ origin, siteOrigin }) {
  const { chromium } = await import('@playwright/test');
  const { trackLoads } = await import('../../tests/e2e/helpers.ts');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const loads = trackLoads(page);
    const response = await page.goto(`${origin}/free-seo-audit`);
    await page.waitForLoadState('networkidle');
    const inline = inlineScripts((await response?.text()) ?? '').reduce((sum, code) => sum + gzipSync(code).length, 0);
    /** @type {PageCodeStep[]} */
    const steps = [];
    const step = async (/** @type {string} */ name) => {
      await page.waitForLoadState('networkidle');
      await loads.settled();
      const scripts = loads.loads.filter((load) => load.type === 'script');
      steps.push({
        step: name,
        requests: scripts.length,
        jsGzip: inline + scripts.reduce((sum, load) => sum + load.gzipBytes, 0),
      });
    };
    await step('loaded, before any interaction');
    const field = page.getByLabel('Website address');
    await field.focus();
    await page.locator('astro-island:has(form.audit-form):not([ssr])').waitFor({ timeout: 30_000 });
    await step('the address field used (the form hydrates)');
    await field.fill(`${siteOrigin}/`);
    await page.getByRole('button', { name: 'Run audit' }).click();
    await page.locator('form.lead__form').waitFor({ timeout: 30_000 });
    await step('Run pressed: the report and the review form shown');
    await page.locator('section.speed[data-speed="done"]').waitFor({ timeout: 60_000 });
    await step('the speed measured');
    await context.close();
    return steps;
  } finally {
    await browser.close();
  }
}

/** The in-process target at 200 KB, in milliseconds. */
export const AUDIT_P95_TARGET_MS = 150;

/** The most JavaScript the page may carry before any interaction, gzipped (as every page). */
const PAGE_JS_BEFORE_BYTES = 5 * 1024;

/**
 * Times the audit's checks on the fixture sizes, measures its functions' zips and, given a served
 * site (`page`), the page's JavaScript step by step.
 * @param {{ runs?: number; page?: { origin: string; siteOrigin: string } }} [options]
 */
export async function runAuditBench(options = {}) {
  const { auditFixtureTimings } = await import('../../tests/fixtures/audit/timings.ts');
  const timings = auditFixtureTimings({ runs: options.runs ?? 40, warmup: 5 });
  const bundles = await measureFunctionBundles();
  const zips = AUDIT_FUNCTIONS.map((name) => ({ name, bundle: bundles.find((bundle) => bundle.name === name) }));
  const misses = [];
  const at200 = timings.find((timing) => timing.label === '200 KB');
  if (at200 && at200.p95Ms > AUDIT_P95_TARGET_MS) {
    misses.push(`p95 ${at200.p95Ms} ms at 200 KB (target ≤ ${AUDIT_P95_TARGET_MS} ms)`);
  }
  for (const { name, bundle } of zips) {
    if (!bundle) misses.push(`the ${name} function was not bundled`);
    else if (bundle.zipBytes > bundle.budgetBytes) {
      misses.push(`${name}: ${bundle.zipBytes} B zipped, over its budget of ${bundle.budgetBytes} B`);
    }
  }
  const pageCode = options.page ? await measureAuditPageCode(options.page) : undefined;
  const before = pageCode?.[0];
  if (before && before.jsGzip > PAGE_JS_BEFORE_BYTES) {
    misses.push(
      `the page carries ${kb(before.jsGzip)} of JavaScript before any interaction (at most ${kb(PAGE_JS_BEFORE_BYTES)})`,
    );
  }
  return { timings, zips, pageCode, misses };
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The report as Markdown.
 * @param {Awaited<ReturnType<typeof runAuditBench>>} bench
 */
export function renderAuditBench(bench) {
  return [
    `In-process: reading the page and running every check with a search phrase (\`runChecks\`), ${bench.timings[0]?.runs ?? 0} runs per size after a warm-up, on the well-made calibration page grown to each size; nothing fetched. Target: p95 ≤ ${AUDIT_P95_TARGET_MS} ms at 200 KB.`,
    '',
    '| page | HTML read | p50 | p95 | max |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...bench.timings.map(
      (timing) =>
        `| ${timing.label} | ${kb(timing.bytes)}${timing.truncated ? ' (cut at the cap)' : ''} | ${timing.p50Ms} ms | ${timing.p95Ms} ms | ${timing.maxMs} ms |`,
    ),
    '',
    `The audit's functions, zipped as a deploy zips them: ${bench.zips
      .map(({ name, bundle }) =>
        bundle ? `\`${name}\` ${kb(bundle.zipBytes)} (budget ${kb(bundle.budgetBytes)})` : `\`${name}\` not bundled`,
      )
      .join(', ')}.`,
    '',
    ...(bench.pageCode
      ? [
          "The page's JavaScript (gzipped, inline code included) as a visitor uses it, in Chromium at 1280 × 800 against the built site, the audit fetching a fixture site on loopback and a fake PageSpeed Insights answering for Google:",
          '',
          '| step | script files | JavaScript run so far | added |',
          '| --- | ---: | ---: | ---: |',
          ...bench.pageCode.map(
            (step, index, steps) =>
              `| ${step.step} | ${step.requests} | ${kb(step.jsGzip)} | ${index === 0 ? '-' : `+${kb(step.jsGzip - (steps[index - 1]?.jsGzip ?? 0))}`} |`,
          ),
          '',
        ]
      : ["The page's JavaScript is measured by `npm run bench -- --only audit`, which serves the built site.", '']),
    ...(bench.misses.length === 0 ? ['- ✓ every target met'] : bench.misses.map((miss) => `- ✖ ${miss}`)),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bench = await runAuditBench();
  console.log(renderAuditBench(bench));
  process.exitCode = bench.misses.length > 0 ? 1 : 0;
}
