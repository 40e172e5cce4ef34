// Build benchmark: how long the production build takes and how much memory it needs for the real
// site and for copies with 200 and 1,000 generated articles added (scripts/content/generate-articles.mjs),
// and what it writes (dist/ size, the largest page, an article, /news, the feed).
//
// Each size is built in its own temporary copy of the project (scripts/lib/site-copy.mjs): the
// real site is the copy with none added, so every size builds the same way and this checkout's
// dist/ and caches are left alone. A cold build starts without dist/, .astro/ or Astro's cache in
// node_modules/.astro (a first deploy, or Netlify's "Clear cache and deploy site"); a warm build
// keeps node_modules/.astro from the build before and nothing else (what Netlify restores on every
// other deploy). Runs are interleaved (one build of each size per round) so a burst of load from
// another process spreads over all sizes; figures are medians.
//
// Peak memory is the largest total resident memory of the build's process tree, sampled from
// /proc every 50 ms; CPU time (user + system) comes from GNU time when /usr/bin/time exists.
// Timings on a shared machine are noisy: this is a benchmark to run and read, not a test. It exits
// 1 when a target is missed: the real site in at most 10 s, 1,000 added articles in at most 20 s
// and 2 GB.
//
//   npm run bench:build                      0, 200 and 1,000 articles
//   npm run bench:build -- --articles 0,200  other sizes
//   npm run bench:build -- --runs 5          runs per size (default: 3, and 1 from 1,000 up)
//   npm run bench:build -- --baseline DIR    also build the sources of another checkout (e.g. a
//                                            `git worktree` of main), interleaved, to compare
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildCommand, clearBuildCaches, makeSiteCopy, removeSiteCopy } from '../lib/site-copy.mjs';
import { median } from './measure.mjs';

/** The build targets (docs/requirements.md#performance-targets). */
export const targets = { realSiteSeconds: 10, largeArticles: 1000, largeSeconds: 20, largeBytes: 2 * 1024 ** 3 };

/** The article page measured at every size: a real article, present in every copy. */
const ARTICLE_PAGE = 'news/ppc-campaign.html';
const SAMPLE_MS = 50;
const GNU_TIME = '/usr/bin/time';

/**
 * Total resident memory (bytes) of a process and all its descendants, from /proc.
 * @param {number} rootPid
 */
export function treeRss(rootPid) {
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop();
    try {
      const rss = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      total += Number(rss ?? 0) * 1024;
      for (const task of readdirSync(`/proc/${pid}/task`)) {
        const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
        if (children) pending.push(...children.split(' ').map(Number));
      }
    } catch {
      // The process ended between two reads.
    }
  }
  return total;
}

/**
 * Sizes of what a build wrote: dist/ in total, its largest HTML page, and the pages the issue
 * follows. Absent files are null.
 * @param {string} dist
 */
export function distFigures(dist) {
  let total = 0;
  /** @type {{ name: string; bytes: number }} */
  let largest = { name: '', bytes: 0 };
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const { size } = statSync(path);
        total += size;
        if (entry.name.endsWith('.html') && size > largest.bytes) largest = { name: relative(dist, path), bytes: size };
      }
    }
  };
  walk(dist);
  const size = (/** @type {string} */ file) => (existsSync(join(dist, file)) ? statSync(join(dist, file)).size : null);
  return { distBytes: total, largest, article: size(ARTICLE_PAGE), news: size('news.html'), rss: size('rss.xml') };
}

/**
 * Runs one build of a copy, sampling its memory; resolves with its figures.
 * @param {string} root
 */
function timedBuild(root) {
  const { command, args, options: defaults } = buildCommand(root);
  // Node's compile cache (which Astro's CLI turns on outside CI) lives in the system's temporary
  // folder and would warm every build after the first; a Netlify build starts without it.
  const options = { ...defaults, env: { ...defaults.env, NODE_DISABLE_COMPILE_CACHE: '1' } };
  const timeFile = join(root, '.build-time');
  const gnuTime = existsSync(GNU_TIME);
  const child = gnuTime
    ? spawn(GNU_TIME, ['-f', '%U %S', '-o', timeFile, command, ...args], options)
    : spawn(command, args, options);
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  let peak = 0;
  const sampler = setInterval(() => {
    if (child.pid) peak = Math.max(peak, treeRss(child.pid));
  }, SAMPLE_MS);
  const started = performance.now();
  return new Promise((resolvePromise, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      if (code !== 0) {
        reject(new Error(`The build of ${root} failed (exit ${code}):\n${log.slice(-4000)}`));
        return;
      }
      const [user = NaN, system = NaN] = gnuTime ? readFileSync(timeFile, 'utf8').trim().split(/\s+/).map(Number) : [];
      rmSync(timeFile, { force: true });
      resolvePromise({ seconds, cpuSeconds: user + system, peakBytes: peak, logLines: log.split('\n').length });
    });
  });
}

const kb = (/** @type {number | null} */ bytes) => (bytes === null ? '-' : `${Math.round(bytes / 1024)} KB`);
const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
const gb = (/** @type {number} */ bytes) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;
const s = (/** @type {number} */ seconds) => (Number.isNaN(seconds) ? '-' : `${seconds.toFixed(1)} s`);

/**
 * @typedef {Awaited<ReturnType<typeof timedBuild>>} BuildRun
 * @typedef {{
 *   variant: string;
 *   size: number;
 *   runs: number;
 *   cold: { seconds: number; cpuSeconds: number; peakBytes: number; logLines: number };
 *   warm: { seconds: number; peakBytes: number };
 *   dist: ReturnType<typeof distFigures>;
 * }} BuildRow
 * @typedef {{ rows: BuildRow[]; baseline: boolean; loadStart: number; loadEnd: number; misses: string[] }} BuildResult
 */

/**
 * Builds every size in its own copy, interleaved (one cold and one warm build of each size per
 * round), and returns the medians of each size and the targets missed.
 * @param {{ sizes?: number[]; runs?: number; baseline?: string; keep?: boolean; log?: (line: string) => void }} [options]
 *   `runs` per size (default: 3, and 1 from 1,000 articles up); `baseline` another checkout whose
 *   sources are built in the same rounds; `keep` leaves the copies in the temporary folder.
 * @returns {Promise<BuildResult>}
 */
export async function runBuildBench({ sizes = [0, 200, 1000], runs, baseline, keep = false, log = console.log } = {}) {
  if (sizes.some((size) => !Number.isInteger(size) || size < 0)) throw new Error('sizes are counts like 0, 200, 1000');
  const runsFor = (/** @type {number} */ size) => runs ?? (size >= 1000 ? 1 : 3);
  const variants = [
    ...(baseline ? [{ name: 'baseline', source: resolve(baseline) }] : []),
    { name: baseline ? 'this checkout' : '', source: undefined },
  ];

  const loadStart = loadavg()[0] ?? 0;
  log(`Build benchmark: ${sizes.join(', ')} added articles; load average ${loadStart.toFixed(1)} at the start.`);
  /** @type {Array<{ variant: string; size: number; root: string; cold: BuildRun[]; warm: BuildRun[]; dist?: ReturnType<typeof distFigures> }>} */
  const cases = [];
  try {
    for (const size of sizes) {
      for (const variant of variants) {
        const copy = makeSiteCopy({
          prefix: `tidewell-bench-${size}-`,
          articles: size,
          ...(variant.source ? { source: variant.source } : {}),
        });
        cases.push({ variant: variant.name, size, root: copy.root, cold: [], warm: [] });
      }
    }
    const rounds = Math.max(...sizes.map(runsFor));
    for (let round = 0; round < rounds; round++) {
      for (const entry of cases.filter((item) => round < runsFor(item.size))) {
        clearBuildCaches(entry.root);
        const cold = await timedBuild(entry.root);
        entry.cold.push(cold);
        entry.dist = distFigures(join(entry.root, 'dist'));
        // A warm build after it: Astro's cache in node_modules/.astro kept, nothing else.
        for (const path of ['dist', '.astro']) rmSync(join(entry.root, path), { recursive: true, force: true });
        entry.warm.push(await timedBuild(entry.root));
        log(
          `  round ${round + 1}: ${entry.variant ? `${entry.variant}, ` : ''}${entry.size} articles: cold ${s(cold.seconds)}, warm ${s(entry.warm.at(-1)?.seconds ?? NaN)}`,
        );
      }
    }
  } finally {
    if (!keep) for (const entry of cases) removeSiteCopy(entry.root);
  }

  /** @type {BuildRow[]} */
  const rows = cases.map((entry) => {
    const cold = (/** @type {'seconds' | 'cpuSeconds' | 'peakBytes' | 'logLines'} */ key) =>
      median(entry.cold.map((run) => run[key]));
    const warm = (/** @type {'seconds' | 'peakBytes'} */ key) => median(entry.warm.map((run) => run[key]));
    return {
      variant: entry.variant,
      size: entry.size,
      runs: entry.cold.length,
      cold: {
        seconds: cold('seconds'),
        cpuSeconds: cold('cpuSeconds'),
        peakBytes: cold('peakBytes'),
        logLines: cold('logLines'),
      },
      warm: { seconds: warm('seconds'), peakBytes: warm('peakBytes') },
      dist: /** @type {ReturnType<typeof distFigures>} */ (entry.dist),
    };
  });
  return { rows, baseline: Boolean(baseline), loadStart, loadEnd: loadavg()[0] ?? 0, misses: buildMisses(rows) };
}

/**
 * The build targets a result misses, in words (none: an empty list). A baseline's rows are
 * figures to compare with, not ours to hold to the targets.
 * @param {BuildRow[]} rows
 */
export function buildMisses(rows) {
  return rows
    .filter((row) => row.variant !== 'baseline')
    .flatMap((row) => {
      const peak = Math.max(row.cold.peakBytes, row.warm.peakBytes);
      return [
        row.size === 0 &&
          row.cold.seconds > targets.realSiteSeconds &&
          `the real site built in ${s(row.cold.seconds)} (target ${targets.realSiteSeconds} s)`,
        row.size >= targets.largeArticles &&
          row.cold.seconds > targets.largeSeconds &&
          `${row.size} articles built in ${s(row.cold.seconds)} (target ${targets.largeSeconds} s)`,
        row.size >= targets.largeArticles &&
          peak > targets.largeBytes &&
          `${row.size} articles peaked at ${gb(peak)} (target ${gb(targets.largeBytes)})`,
      ];
    })
    .filter((miss) => typeof miss === 'string');
}

/**
 * The result as Markdown: one table row per size (and per sources with a baseline), then what the
 * figures mean and the load average.
 * @param {BuildResult} result
 */
export function renderBuildTable({ rows, baseline, loadStart, loadEnd }) {
  const header = [
    ...(baseline ? ['sources'] : []),
    'articles added',
    'runs',
    'cold build',
    'CPU',
    'peak memory',
    'warm build',
    'warm peak',
    '`dist/`',
    'largest page',
    'article page',
    '`/news`',
    '`rss.xml`',
    'log lines',
  ];
  const cells = rows.map((row) => [
    ...(baseline ? [row.variant] : []),
    row.size.toLocaleString('en-US'),
    String(row.runs),
    s(row.cold.seconds),
    s(row.cold.cpuSeconds),
    gb(row.cold.peakBytes),
    s(row.warm.seconds),
    gb(row.warm.peakBytes),
    mb(row.dist.distBytes),
    `${row.dist.largest.name} (${kb(row.dist.largest.bytes)})`,
    kb(row.dist.article),
    kb(row.dist.news),
    kb(row.dist.rss),
    String(Math.round(row.cold.logLines)),
  ]);
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...cells.map((row) => `| ${row.join(' | ')} |`),
    '',
    `Medians; cold = no dist/, .astro/ or node_modules/.astro; warm = node_modules/.astro kept. Article page: /${ARTICLE_PAGE.replace(/\.html$/, '')}. Load average ${loadStart.toFixed(1)} at the start, ${loadEnd.toFixed(1)} at the end (2 cores: above 2, other work competed for the CPU and the times are inflated).`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      articles: { type: 'string', default: '0,200,1000' },
      runs: { type: 'string' },
      baseline: { type: 'string' },
      keep: { type: 'boolean', default: false },
    },
  });
  const sizes = values.articles.split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < 0))
    throw new Error('--articles takes counts like 0,200,1000');
  const result = await runBuildBench({
    sizes,
    keep: values.keep,
    ...(values.runs ? { runs: Number(values.runs) } : {}),
    ...(values.baseline ? { baseline: values.baseline } : {}),
  });
  console.log(`\n${renderBuildTable(result)}\n`);
  for (const miss of result.misses) console.log(`✖ ${miss}`);
  console.log(result.misses.length > 0 ? '✖ Some build targets were missed.' : '✓ All build targets met.');
  process.exit(result.misses.length > 0 ? 1 : 0);
}
