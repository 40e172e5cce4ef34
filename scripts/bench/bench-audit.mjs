// The website audit's benchmark (`npm run bench:audit`; `npm run bench` puts it in
// docs/benchmarks.md): the in-process time of an audit's reading and checks over fixture pages of
// 20 KB, 200 KB and 2 MB (p50/p95/max, the network excluded: tests/fixtures/audit/timings.ts), and
// the audit function's zip against its budget. Target (docs/requirements.md#performance-targets):
// p95 ≤ 150 ms at 200 KB. Exits 1 when the target or the budget is missed.
import { measureFunctionBundles } from './function-bundles.mjs';

/** The in-process target at 200 KB, in milliseconds. */
export const AUDIT_P95_TARGET_MS = 150;

/**
 * Times the audit's checks on the fixture sizes and measures its zip.
 * @param {{ runs?: number }} [options]
 */
export async function runAuditBench(options = {}) {
  const { auditFixtureTimings } = await import('../../tests/fixtures/audit/timings.ts');
  const timings = auditFixtureTimings({ runs: options.runs ?? 40, warmup: 5 });
  const bundles = await measureFunctionBundles();
  const zip = bundles.find((bundle) => bundle.name === 'audit');
  const misses = [];
  const at200 = timings.find((timing) => timing.label === '200 KB');
  if (at200 && at200.p95Ms > AUDIT_P95_TARGET_MS) {
    misses.push(`p95 ${at200.p95Ms} ms at 200 KB (target ≤ ${AUDIT_P95_TARGET_MS} ms)`);
  }
  if (!zip) misses.push('the audit function was not bundled');
  else if (zip.zipBytes > zip.budgetBytes) {
    misses.push(`audit: ${zip.zipBytes} B zipped, over its budget of ${zip.budgetBytes} B`);
  }
  return { timings, zip, misses };
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
    bench.zip
      ? `The \`audit\` function's zip: ${kb(bench.zip.zipBytes)} (budget ${kb(bench.zip.budgetBytes)}).`
      : 'The `audit` function was not bundled.',
    '',
    ...(bench.misses.length === 0 ? ['- ✓ every target met'] : bench.misses.map((miss) => `- ✖ ${miss}`)),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bench = await runAuditBench();
  console.log(renderAuditBench(bench));
  process.exitCode = bench.misses.length > 0 ? 1 : 0;
}
