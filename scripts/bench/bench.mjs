// The benchmark (`npm run bench`): builds the site, serves it under the Netlify emulator, measures
// everything docs/requirements.md#performance-targets sets and writes it as Markdown to docs/benchmarks.md, then prints it.
// Timings on a shared machine are noisy, so this is a benchmark to run and read, not a test: the
// byte budgets are also tests (`npm test`), the timings only figures here. It exits 1 when a check
// fails or a target is missed, after writing the whole report.
//
// Sections, in the report's order (each also a name for --only):
//   lighthouse   Lighthouse 13 mobile and desktop on six pages, medians of interleaved runs
//                (scripts/bench/bench-lighthouse.mjs)
//   pages        every built page's JavaScript, CSS and HTML before interaction and after a scroll
//                to the end, and its requests (scripts/bench/bench-pages.mjs)
//   build        build time and peak memory of the real site and with 200 and 1,000 generated
//                articles (scripts/bench/bench-build.mjs)
//   functions    each function's zipped bundle, against its budget (scripts/bench/function-bundles.mjs)
//   endpoints    latency and throughput of the contact, ticket and chat endpoints, in-process and
//                through the emulator (scripts/bench/bench-endpoints.mjs)
//   reliability  sent against stored, quarantined, hostile bodies rejected (scripts/bench/reliability.mjs)
//   chat         the chat and ticket endpoints and what the chat loads (scripts/bench/chat-bench.mjs)
//   audit        the website audit's in-process time on 20 KB, 200 KB and 2 MB pages, its functions'
//                zips, and the audit page's JavaScript before and after Run (scripts/bench/bench-audit.mjs)
//   assistant    the local assistant's accuracy on the labelled question set, its misleading
//                answers and its in-process latency (scripts/bench/bench-assistant.mjs)
//
//   npm run bench                              everything (about 25 minutes on 2 cores)
//   npm run bench -- --only lighthouse,pages   some sections; the report keeps the others' text
//   npm run bench -- --runs 5                  Lighthouse runs per page and form factor (default 3)
//   npm run bench -- --articles 0,200          build sizes (default 0,200,1000)
//   npm run bench -- --build-runs 1            builds per size (default 3, and 1 from 1,000 up)
//   npm run bench -- --requests 100            in-process submissions per workload and concurrency
//                                              (default 200; a quarter of it through the emulator)
//   npm run bench -- --pages /,/news           weigh only these pages (default: every page)
//   npm run bench -- --skip-build              measure the dist/ there is
//   npm run bench -- --out other.md            write elsewhere (`-`: print only)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { renderBuildTable, runBuildBench } from './bench-build.mjs';
import { measureEndpointsInProcess, measureEndpointsThroughServer, renderEndpoints } from './bench-endpoints.mjs';
import { renderLighthouse, runLighthouse, summariseLighthouse } from './bench-lighthouse.mjs';
import { htmlFiles } from '../../tests/dist/helpers.ts';
import { measurePages, renderPages, summarisePages } from './bench-pages.mjs';
import { measureFunctionBundles } from './function-bundles.mjs';
import { renderAssistantBench, runAssistantBench } from './bench-assistant.mjs';
import { renderAuditBench, runAuditBench } from './bench-audit.mjs';
import { startAuditSite } from '../../tests/e2e/audit-site.ts';
import { renderChatBench, runChatBench } from './chat-bench.mjs';
import { chromiumPath } from '../lib/chromium.mjs';
import {
  machineInfo,
  mergeSections,
  parseSections,
  renderDocument,
  renderFunctionBundles,
  renderHeader,
  toolVersions,
  withoutDetails,
} from './bench-report.mjs';
import { startCompressProxy } from './compress-proxy.mjs';
import { startLocalServer } from '../lib/local-server.mjs';
import { renderReliability, runReliability } from './reliability.mjs';

/** The sections in the report's order, with their headings. */
const SECTIONS = /** @type {const} */ ([
  ['lighthouse', 'Lighthouse'],
  ['pages', 'Page weight'],
  ['build', 'Build'],
  ['functions', 'Function bundles'],
  ['endpoints', 'Endpoint latency'],
  ['reliability', 'Reliability of the contact functions'],
  ['chat', 'Chat and tickets'],
  ['assistant', "The assistant's answers"],
  ['audit', 'The website audit'],
]);
/** The sections that measure the built site (and so need `npm run build` first). */
const NEED_DIST = new Set(['lighthouse', 'pages', 'endpoints', 'reliability', 'chat', 'audit']);

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    runs: { type: 'string', default: '3' },
    articles: { type: 'string', default: '0,200,1000' },
    'build-runs': { type: 'string' },
    requests: { type: 'string', default: '200' },
    pages: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    out: { type: 'string', default: 'docs/benchmarks.md' },
  },
});
const ids = SECTIONS.map(([id]) => id);
const selected = values.only ? values.only.split(',').map((name) => name.trim()) : ids;
const unknown = selected.filter((name) => !ids.includes(/** @type {(typeof ids)[number]} */ (name)));
const count = (/** @type {string | undefined} */ text, /** @type {string} */ option) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${option} takes a whole number of at least 1`);
  return value;
};
if (unknown.length > 0) throw new Error(`--only takes ${ids.join(', ')}; not ${unknown.join(', ')}`);
const runs = count(values.runs, '--runs');
const requests = count(values.requests, '--requests');
const buildRuns = values['build-runs'] === undefined ? undefined : count(values['build-runs'], '--build-runs');
const sizes = values.articles.split(',').map(Number);
const ports = {
  bench: Number(process.env['BENCH_PORT'] ?? 8891),
  reliability: Number(process.env['RELIABILITY_PORT'] ?? 8892),
  chat: Number(process.env['CHAT_BENCH_PORT'] ?? 8893),
  auditSite: Number(process.env['BENCH_AUDIT_SITE_PORT'] ?? 8895),
};
/** The fixture site the audit section's page audits, which also answers for PageSpeed Insights. */
const auditSiteOrigin = `http://127.0.0.2:${ports.auditSite}`;

const started = new Date();
const loadStart = loadavg()[0] ?? 0;
const log = (/** @type {string} */ line) => console.log(line);
/** @type {import('./bench-report.mjs').Section[]} */
const fresh = [];

/**
 * Measures one section and keeps its Markdown; a section that throws is reported as failed, with
 * its error, and the others still run.
 * @param {(typeof SECTIONS)[number][0]} id
 * @param {() => Promise<{ body: string; misses: string[]; result?: string }>} measure
 *   `misses`: the checks failed and targets missed, in words; `result`: the summary line when all
 *   is well (default: "✓ all checks and targets met").
 */
async function section(id, measure) {
  if (!selected.includes(id)) return;
  const title = SECTIONS.find(([name]) => name === id)?.[1] ?? id;
  const measured = new Date().toISOString();
  log(`\n▶ ${title}`);
  try {
    const { body, misses, result } = await measure();
    const ok = misses.length === 0;
    fresh.push({
      id,
      title,
      measured,
      ok,
      result: ok
        ? (result ?? '✓ all checks and targets met')
        : `✖ ${misses.length} missed: ${misses.slice(0, 2).join('; ')}${misses.length > 2 ? '; …' : ''}`,
      body,
    });
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(message);
    fresh.push({
      id,
      title,
      measured,
      ok: false,
      result: '✖ the measurement failed',
      body: `✖ The measurement failed:\n\n\`\`\`\n${message.trim()}\n\`\`\``,
    });
  }
}

// 1. The production build of this checkout, which the emulator serves.
let buildError = '';
if (!values['skip-build'] && selected.some((id) => NEED_DIST.has(id))) {
  log('▶ Building the site (npm run build)');
  const build = spawnSync('npm', ['run', 'build'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (build.status !== 0) {
    buildError = `npm run build failed (exit ${build.status}):\n${`${build.stdout}${build.stderr}`.slice(-3000)}`;
    console.error(buildError);
  }
}
if (!buildError && !existsSync('dist/index.html') && selected.some((id) => NEED_DIST.has(id))) {
  buildError = 'dist/ is missing: run without --skip-build';
}
const needsDist = async () => {
  if (buildError) throw new Error(buildError);
};

// 2. The sections that read the site from one emulator: Lighthouse and the page weights through
// the compressing proxy (Netlify's CDN compresses, the emulator does not), the endpoints directly.
/** @type {{ stop: () => void; origin: string; outbox: string; stopAuditSite: () => Promise<void>; proxy: { origin: string; stop: () => Promise<void> } } | undefined} */
let server;
const serve = async () => {
  await needsDist();
  if (server) return server;
  const outbox = mkdtempSync(join(tmpdir(), 'tidewell-bench-'));
  // The audit may fetch the fixture site, which answers for PageSpeed Insights too (tests/e2e/audit-site.ts).
  const stopAuditSite = await startAuditSite(auditSiteOrigin);
  const emulator = await startLocalServer({
    port: ports.bench,
    env: {
      OUTBOX_DIR: outbox,
      AUDIT_ALLOW_ORIGINS: auditSiteOrigin,
      PAGESPEED_API_KEY: 'bench-pagespeed-key',
      PAGESPEED_API_URL: auditSiteOrigin,
    },
  });
  server = { ...emulator, outbox, stopAuditSite, proxy: await startCompressProxy(emulator.origin) };
  return server;
};

try {
  await section('lighthouse', async () => {
    const { proxy } = await serve();
    const rows = summariseLighthouse(await runLighthouse({ origin: proxy.origin, runs, log }));
    const missed = rows.filter((row) => row.misses.length > 0);
    return {
      body: renderLighthouse(rows),
      misses: missed.map((row) => `${row.formFactor} \`${row.page}\` (${row.misses.join(', ')})`),
      result: `✓ every page meets the targets on mobile and desktop`,
    };
  });

  await section('pages', async () => {
    const { proxy } = await serve();
    const pages = await measurePages({
      origin: proxy.origin,
      log,
      ...(values.pages ? { paths: values.pages.split(',') } : {}),
    });
    const summary = summarisePages(pages);
    return {
      body: renderPages(pages, htmlFiles().length),
      misses: summary.misses,
      result: `✓ ${pages.length} pages within the JavaScript budgets; the largest is \`${summary.largest?.path}\``,
    };
  });

  await section('endpoints', async () => {
    const { origin, outbox } = await serve();
    const inProcess = await measureEndpointsInProcess({ requests, log });
    const emulator = await measureEndpointsThroughServer({
      origin,
      outbox,
      requests: Math.max(1, Math.round(requests / 4)),
      log,
    });
    const figures = { rows: [...inProcess.rows, ...emulator.rows], checks: [...inProcess.checks, ...emulator.checks] };
    return {
      body: renderEndpoints(figures),
      misses: figures.checks.filter((check) => !check.ok).map((check) => check.text),
      result: '✓ every reply valid, every submission stored',
    };
  });
  await section('audit', async () => {
    const { proxy } = await serve();
    const bench = await runAuditBench({ page: { origin: proxy.origin, siteOrigin: auditSiteOrigin } });
    const at200 = bench.timings.find((timing) => timing.label === '200 KB');
    return {
      body: renderAuditBench(bench),
      misses: bench.misses,
      result: `✓ p95 ${at200?.p95Ms ?? '?'} ms at 200 KB, the zips within their budgets`,
    };
  });
} finally {
  if (server) {
    await server.proxy.stop();
    server.stop();
    await server.stopAuditSite();
    rmSync(server.outbox, { recursive: true, force: true });
  }
}

await section('reliability', async () => {
  await needsDist();
  const figures = await runReliability({ port: ports.reliability, log });
  return {
    body: renderReliability(figures),
    misses: figures.checks.filter((check) => !check.ok).map((check) => check.text),
    result: '✓ all checks passed',
  };
});

await section('chat', async () => {
  await needsDist();
  const figures = await runChatBench({ port: ports.chat, log, table: () => undefined });
  return {
    body: renderChatBench(figures),
    misses: figures.checks.filter((check) => !check.ok).map((check) => check.text),
    result: '✓ all checks and targets met',
  };
});

await section('assistant', async () => {
  const bench = await runAssistantBench();
  const heldOut = bench.parts.find((part) => part.part === 'held-out');
  return {
    body: renderAssistantBench(bench),
    misses: bench.misses,
    result: `✓ held-out ${((heldOut?.accuracy ?? 0) * 100).toFixed(1)} % right, no misleading answer, p95 ${bench.p95Ms.toFixed(2)} ms`,
  };
});

await section('functions', async () => {
  const bundles = await measureFunctionBundles();
  const misses = bundles
    .filter((bundle) => bundle.zipBytes > bundle.budgetBytes)
    .map((bundle) => `${bundle.name}: ${bundle.zipBytes} B zipped, over its budget of ${bundle.budgetBytes} B`);
  return {
    // The largest of each bundle's modules names what it carries.
    body: renderFunctionBundles(bundles.map((bundle) => ({ ...bundle, largest: bundle.largest[0] }))),
    misses,
    result: '✓ every function within its budget',
  };
});

await section('build', async () => {
  const result = await runBuildBench({ sizes, log, ...(buildRuns ? { runs: buildRuns } : {}) });
  return {
    body: [renderBuildTable(result), '', ...result.misses.map((miss) => `- ✖ ${miss}`)].join('\n'),
    misses: result.misses,
    result: '✓ all build targets met',
  };
});

// 3. The report: this run's sections, and the others as the previous report had them.
const seconds = (Date.now() - started.getTime()) / 1000;
const header = renderHeader({
  date: started,
  seconds,
  command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
  machine: machineInfo(),
  versions: toolVersions({ chromiumPath }),
  load: { start: loadStart, end: loadavg()[0] ?? 0 },
});
const previous = values.out !== '-' && existsSync(values.out) ? parseSections(readFileSync(values.out, 'utf8')) : [];
const sections = mergeSections(fresh, previous, ids);
const report = renderDocument({ header, sections, fresh: fresh.map((item) => item.id) });
if (values.out !== '-') {
  mkdirSync(dirname(values.out), { recursive: true });
  writeFileSync(values.out, report);
}
console.log(`\n${withoutDetails(report)}`);
const failed = fresh.filter((item) => !item.ok);
console.log(
  failed.length > 0
    ? `✖ ${failed.map((item) => item.title).join(', ')}: a check failed or a target was missed (${values.out === '-' ? 'not written' : `written to ${values.out}`}).`
    : `✓ All checks and targets met (${values.out === '-' ? 'not written' : `written to ${values.out}`}).`,
);
process.exit(failed.length > 0 ? 1 : 0);
