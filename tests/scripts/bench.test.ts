import { describe, expect, it } from 'vitest';
import { buildMisses, renderBuildTable, type BuildRow } from '../../scripts/bench/bench-build.mjs';
import { renderEndpoints } from '../../scripts/bench/bench-endpoints.mjs';
import {
  lighthouseMisses,
  renderLighthouse,
  summariseLighthouse,
  type LighthouseRun,
} from '../../scripts/bench/bench-lighthouse.mjs';
import { pageMisses, renderPages, summarisePages, type PageWeight } from '../../scripts/bench/bench-pages.mjs';
import {
  anchor,
  formatDuration,
  mergeSections,
  parseChromiumVersion,
  parseOsRelease,
  parseSections,
  renderDocument,
  renderFunctionBundles,
  renderHeader,
  renderSection,
  withoutDetails,
  type Section,
} from '../../scripts/bench/bench-report.mjs';
import { shouldCompress } from '../../scripts/bench/compress-proxy.mjs';
import { inlineScripts, inlineStyles } from '../../scripts/bench/page-code.mjs';
import { interleave, median, percentile, percentileOf } from '../../scripts/bench/measure.mjs';
import { renderReliability } from '../../scripts/bench/reliability.mjs';

/*
 * The pure parts of `npm run bench`: how runs are ordered and folded into medians, how rows are
 * held against the performance targets (docs/requirements.md#performance-targets), and the Markdown
 * it writes to docs/benchmarks.md (header, sections that can be measured again alone, tables). The
 * measurements themselves run in the benchmark, never here: timings on a shared machine are not for
 * tests.
 */

describe('medians, percentiles and interleaving', () => {
  it('takes the middle value, the mean of the two middle ones for an even count, and leaves NaN out', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7, Number.NaN, 1, 4])).toBe(4);
    expect(median([])).toBeNaN();
    expect(median([Number.NaN])).toBeNaN();
  });

  it('takes percentiles by nearest rank, unrounded or rounded', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i + 0.4);
    expect(percentileOf(values, 50)).toBe(11.4);
    expect(percentileOf(values, 95)).toBe(20.4);
    expect(percentileOf(values, 100)).toBe(20.4);
    expect(percentileOf([], 50)).toBeNaN();
    expect(percentile(values, 50)).toBe(11);
    expect(percentile([], 95)).toBe(0);
  });

  it('runs the first run of every item before the second run of any', () => {
    expect(interleave(['a', 'b', 'c'], 2)).toEqual([
      { run: 1, item: 'a' },
      { run: 1, item: 'b' },
      { run: 1, item: 'c' },
      { run: 2, item: 'a' },
      { run: 2, item: 'b' },
      { run: 2, item: 'c' },
    ]);
    expect(interleave(['a'], 0)).toEqual([]);
  });
});

/** A Lighthouse run with perfect scores unless told otherwise. */
function lhRun(fields: Partial<LighthouseRun> & Pick<LighthouseRun, 'page' | 'formFactor' | 'run'>): LighthouseRun {
  return {
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
    fcpMs: 800,
    lcpMs: 900,
    tbtMs: 0,
    cls: 0,
    transferBytes: 50 * 1024,
    ...fields,
  };
}

describe('Lighthouse rows', () => {
  it('folds the runs of each page and form factor into medians, mobile first', () => {
    const rows = summariseLighthouse([
      lhRun({ page: '/', formFactor: 'desktop', run: 1, lcpMs: 400 }),
      lhRun({ page: '/', formFactor: 'mobile', run: 1, lcpMs: 900 }),
      lhRun({ page: '/', formFactor: 'mobile', run: 2, lcpMs: 1_500 }),
      lhRun({ page: '/', formFactor: 'mobile', run: 3, lcpMs: 950 }),
      lhRun({ page: '/news', formFactor: 'mobile', run: 1 }),
    ]);
    expect(rows.map((row) => [row.formFactor, row.page, row.runs])).toEqual([
      ['mobile', '/', 3],
      ['mobile', '/news', 1],
      ['desktop', '/', 1],
    ]);
    expect(rows[0]?.lcpMs).toBe(950);
    expect(rows[0]?.misses).toEqual([]);
  });

  it('holds mobile to LCP ≤ 1 s and the home page to 60 KB, both form factors to 100 and CLS 0', () => {
    const [row] = summariseLighthouse([
      lhRun({
        page: '/',
        formFactor: 'mobile',
        run: 1,
        lcpMs: 1_650,
        cls: 0.002,
        transferBytes: 97 * 1024,
        scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 92 },
      }),
    ]);
    expect(row?.misses).toEqual([
      'Performance 97',
      'SEO 92',
      'CLS 0.002',
      'LCP 1.65 s',
      'transfer 97.0 KB (target ≤ 60.0 KB)',
    ]);
    // Desktop has no LCP or transfer target; a CLS Lighthouse shows as 0.000 is 0.
    const [desktop] = summariseLighthouse([
      lhRun({ page: '/', formFactor: 'desktop', run: 1, lcpMs: 1_650, cls: 0.0004, transferBytes: 97 * 1024 }),
    ]);
    expect(desktop?.misses).toEqual([]);
  });

  it('counts failed runs as a miss and takes medians of the others', () => {
    const [row] = summariseLighthouse([
      lhRun({ page: '/contact', formFactor: 'mobile', run: 1, lcpMs: 700 }),
      { page: '/contact', formFactor: 'mobile', run: 2, error: 'NO_FCP' },
    ]);
    expect(row?.runs).toBe(1);
    expect(row?.lcpMs).toBe(700);
    expect(row?.misses).toEqual(['1 of 2 runs failed']);
    const failedOnly = { page: '/', formFactor: 'mobile' as const, runs: 0, failedRuns: 3, retries: [] };
    expect(lighthouseMisses({ ...failedOnly, ...emptyFigures })).toEqual(['3 of 3 runs failed']);
  });

  it('renders a table per form factor with every figure and the mark of each row', () => {
    const rows = summariseLighthouse([
      lhRun({ page: '/', formFactor: 'mobile', run: 1, lcpMs: 1_200 }),
      lhRun({ page: '/', formFactor: 'desktop', run: 1, lcpMs: 380 }),
    ]);
    const markdown = renderLighthouse(rows);
    expect(markdown).toContain('Medians of 1 interleaved runs');
    expect(markdown).toContain('**Mobile**');
    expect(markdown).toContain('**Desktop**');
    expect(markdown).toContain(
      '| `/` | 100 | 100 | 100 | 100 | 0.80 s | 1.20 s | 0 ms | 0.000 | 50.0 KB | ✖ LCP 1.20 s |',
    );
    expect(markdown).toContain('| `/` | 100 | 100 | 100 | 100 | 0.80 s | 0.38 s | 0 ms | 0.000 | 50.0 KB | ✓ |');
    expect(markdown).not.toContain('Tried again');
  });

  it('says which runs were tried again after a Lighthouse error, and takes the run that followed', () => {
    const rows = summariseLighthouse([
      lhRun({ page: '/seo-pricing', formFactor: 'desktop', run: 1, lcpMs: 400, retried: ['NO_NAVSTART'] }),
      lhRun({ page: '/seo-pricing', formFactor: 'desktop', run: 2, lcpMs: 500 }),
    ]);
    expect(rows[0]?.runs).toBe(2);
    expect(rows[0]?.misses).toEqual([]);
    expect(renderLighthouse(rows)).toContain(
      'Tried again after a Lighthouse error (the run that followed counts): desktop `/seo-pricing` (NO_NAVSTART).',
    );
  });
});

const emptyFigures = {
  scores: { performance: Number.NaN, accessibility: Number.NaN, 'best-practices': Number.NaN, seo: Number.NaN },
  fcpMs: Number.NaN,
  lcpMs: Number.NaN,
  tbtMs: Number.NaN,
  cls: Number.NaN,
  transferBytes: Number.NaN,
};

/** A page's weight: `js` and `scrollJs` gzipped bytes, the rest fixed. */
function weight(path: string, js: number, scrollJs = 0, status = 200): PageWeight {
  const size = (gzip: number) => ({ bytes: gzip * 3, gzip });
  return {
    path,
    status,
    moves: 4,
    load: { html: size(15_000), css: size(8_000), js: size(js), all: size(100_000), requests: 6 },
    scroll: {
      html: size(0),
      css: size(0),
      js: size(scrollJs),
      all: size(scrollJs + 2_000),
      requests: scrollJs ? 2 : 1,
    },
  };
}

describe('page weights', () => {
  it('holds every page to 5 KB of JavaScript before interaction and 5 KB more on scrolling, and to a 200', () => {
    expect(pageMisses(weight('/', 3_000, 0))).toEqual([]);
    expect(pageMisses(weight('/contact', 108_000, 0))).toEqual(['JS before interaction 105.5 KB']);
    expect(pageMisses(weight('/news', 3_000, 80_000))).toEqual(['scroll adds 78.1 KB JS']);
    expect(pageMisses(weight('/about', 3_000, 0, 500))).toEqual(['answered 500']);
    expect(pageMisses(weight('/404', 3_000, 0, 404))).toEqual([]);
  });

  it('sums and maximises every column, names the largest page, and keeps the key pages in order', () => {
    const pages = [weight('/news/2', 4_000, 60_000), weight('/contact', 2_000), weight('/', 3_000)];
    const summary = summarisePages(pages);
    expect(summary.key.map((page) => page.path)).toEqual(['/', '/contact']);
    expect(summary.largest?.path).toBe('/news/2');
    expect(summary.total.load.js).toEqual({ bytes: 27_000, gzip: 9_000 });
    expect(summary.total.load.requests).toBe(18);
    expect(summary.max.load.js).toEqual({ bytes: 12_000, gzip: 4_000 });
    expect(summary.max.scroll.js.gzip).toBe(60_000);
    expect(summary.misses).toEqual(['`/news/2`: scroll adds 58.6 KB JS']);
  });

  it('renders the key pages, the totals, the largest page and every page in a collapsed table', () => {
    const pages = [weight('/', 3_000), weight('/news/2', 4_000, 1_000)];
    const markdown = renderPages(pages, 41);
    expect(markdown).toContain('2 of the 41 pages');
    expect(markdown).toContain('| `/` | 6 | 43.9 / 14.6 | 23.4 / 7.8 | 8.8 / 2.9 | +1 | +0.0 / 0.0 | +0.0 / 0.0 |');
    expect(markdown).toContain('| **all 2 pages, total** | 12 |');
    expect(markdown).toContain('Largest page: `/news/2`');
    expect(markdown).toMatch(
      /<details>\n<summary>All 2 pages<\/summary>\n\n\| page [^\n]*\n\|---[^\n]*\n\| `\/` [^\n]*\n\| `\/news\/2` /,
    );
    expect(renderPages(pages)).toContain('2 pages (every HTML page in `dist/`)');
  });

  it('counts inline scripts that run and inline styles, not JSON-LD or external scripts', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Thing"}</script><script type="module">a()</script>' +
      '<script src="/x.js"></script><script>\n</script><style>p{color:red}</style><style media="print">b{}</style>';
    expect(inlineScripts(html)).toEqual(['a()']);
    expect(inlineStyles(html)).toEqual(['p{color:red}', 'b{}']);
  });
});

describe('the compressing proxy', () => {
  it('gzips text for clients that take it, as a CDN does, and nothing else', () => {
    const html = { contentType: 'text/html; charset=utf-8', acceptEncoding: 'gzip, deflate, br' };
    expect(shouldCompress(html)).toBe(true);
    expect(shouldCompress({ ...html, contentType: 'application/javascript' })).toBe(true);
    expect(shouldCompress({ ...html, contentType: 'image/svg+xml' })).toBe(true);
    expect(shouldCompress({ ...html, contentType: 'font/woff2' })).toBe(false);
    expect(shouldCompress({ ...html, contentType: 'image/png' })).toBe(false);
    expect(shouldCompress({ ...html, acceptEncoding: 'identity' })).toBe(false);
    expect(shouldCompress({ ...html, contentEncoding: 'br' })).toBe(false);
    expect(shouldCompress({ ...html, method: 'HEAD' })).toBe(false);
    expect(shouldCompress({ ...html, status: 304 })).toBe(false);
  });
});

describe('the report header', () => {
  it('reads the operating system and the browser version', () => {
    expect(
      parseOsRelease(
        'NAME="Debian GNU/Linux"\nVERSION="12 (bookworm)"\nPRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\n',
      ),
    ).toBe('Debian GNU/Linux 12 (bookworm)');
    expect(parseOsRelease('NAME=Alpine\nVERSION=3.20\n')).toBe('Alpine 3.20');
    expect(parseOsRelease('')).toBeUndefined();
    expect(parseChromiumVersion('Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)\n')).toBe(
      '156.0.8078.79',
    );
    expect(parseChromiumVersion('Google Chrome 131.0.6778.85 \n')).toBe('131.0.6778.85');
    expect(parseChromiumVersion('no browser')).toBeUndefined();
  });

  it('gives the date, the time taken, the command, the machine, the load and every tool version', () => {
    const header = renderHeader({
      date: new Date('2026-11-24T03:10:42Z'),
      seconds: 1_385,
      command: 'npm run bench',
      machine: { cpu: 'AMD EPYC', cores: 2, memoryBytes: 24 * 1024 ** 3, os: 'Debian GNU/Linux 12 (bookworm)' },
      versions: [
        ['Node', 'v24.21.0'],
        ['Astro', '7.3.5'],
        ['Chromium', '156.0.8078.79'],
      ],
      load: { start: 1.23, end: 2.5 },
    });
    expect(header).toMatch(/^# Benchmarks\n/);
    expect(header).toContain('| Date | 2026-11-24 03:10 UTC (the run took 23 min 5 s) |');
    expect(header).toContain('| Command | `npm run bench` |');
    expect(header).toContain('| Machine | AMD EPYC, 2 cores, 24.0 GiB memory; Debian GNU/Linux 12 (bookworm) |');
    expect(header).toContain('| Load average | 1.2 at the start, 2.5 at the end (above 2: other work competed');
    expect(header).toContain('| Tools | Node v24.21.0, Astro 7.3.5, Chromium 156.0.8078.79 |');
    expect(formatDuration(41.4)).toBe('41 s');
    const quiet = renderHeader({
      date: new Date('2026-11-24T03:10:42Z'),
      seconds: 60,
      command: 'npm run bench',
      machine: { cpu: 'AMD EPYC', cores: 2, memoryBytes: 24 * 1024 ** 3, os: 'Debian' },
      versions: [],
      load: { start: 0.4, end: 1.9 },
    });
    expect(quiet).toContain(
      "| Load average | 0.4 at the start, 1.9 at the end (at most 2: the cores were the benchmark's) |",
    );
    expect(quiet).toContain('(the run took 1 min 0 s)');
  });
});

/** A section measured at `measured`. */
const section = (id: string, measured: string, ok = true): Section => ({
  id,
  title: `The ${id} section`,
  measured,
  ok,
  result: ok ? '✓ all met' : '✖ 2 missed: "LCP", -- CLS',
  body: `| a | b |\n|---|---|\n| ${id} | 1 |`,
});

describe('the report', () => {
  it('reads back every section it writes, with its date and result', () => {
    const sections = [
      section('lighthouse', '2026-11-24T03:10:00.000Z'),
      section('pages', '2026-11-24T03:20:00.000Z', false),
    ];
    const text = renderDocument({ header: '# Benchmarks', sections, fresh: ['lighthouse', 'pages'] });
    const read = parseSections(text);
    expect(read.map(({ id, measured, ok, body }) => ({ id, measured, ok, body }))).toEqual(
      sections.map(({ id, measured, ok, body }) => ({ id, measured, ok, body })),
    );
    // Quotes and double dashes cannot end the marker or the comment early.
    expect(read[1]?.result).toBe("✖ 2 missed: 'LCP', – CLS");
    expect(renderSection(sections[0] as Section)).toContain('Measured 2026-11-24 03:10 UTC: ✓ all met.');
  });

  it('replaces the sections measured again and keeps the others, in the report order', () => {
    const previous = [section('lighthouse', '2026-11-20T10:00:00.000Z'), section('build', '2026-11-20T10:30:00.000Z')];
    const fresh = [
      section('lighthouse', '2026-11-24T03:10:00.000Z', false),
      section('pages', '2026-11-24T03:20:00.000Z'),
    ];
    const merged = mergeSections(fresh, previous, ['lighthouse', 'pages', 'build', 'chat']);
    expect(merged.map((item) => [item.id, item.measured])).toEqual([
      ['lighthouse', '2026-11-24T03:10:00.000Z'],
      ['pages', '2026-11-24T03:20:00.000Z'],
      ['build', '2026-11-20T10:30:00.000Z'],
    ]);
    const text = renderDocument({ header: '# Benchmarks', sections: merged, fresh: ['lighthouse', 'pages'] });
    expect(text).toContain(
      '| [The build section](#the-build-section) | 2026-11-20 10:30 UTC (an earlier run) | ✓ all met |',
    );
    expect(text).toContain('| [The lighthouse section](#the-lighthouse-section) | 2026-11-24 03:10 UTC | ✖ 2 missed');
    expect(parseSections(text).map((item) => item.id)).toEqual(['lighthouse', 'pages', 'build']);
  });

  it('links headings as GitHub anchors them and prints without the collapsed tables and markers', () => {
    expect(anchor('Reliability of the contact functions')).toBe('reliability-of-the-contact-functions');
    expect(anchor('Chat and tickets')).toBe('chat-and-tickets');
    const text = renderDocument({
      header: '# Benchmarks',
      sections: [
        {
          ...section('pages', '2026-11-24T03:20:00.000Z'),
          body: 'Key\n\n<details>\n<summary>All</summary>\n\nrows\n</details>\nAfter',
        },
      ],
      fresh: ['pages'],
    });
    const printed = withoutDetails(text);
    expect(printed).toContain('Key');
    expect(printed).toContain('After');
    expect(printed).not.toContain('rows');
    expect(printed).not.toContain('bench-section');
  });
});

describe('the other sections', () => {
  it('renders the function bundles largest first, with totals', () => {
    const markdown = renderFunctionBundles([
      {
        name: 'health',
        zipBytes: 1_024,
        unzippedBytes: 2_048,
        files: 2,
        largest: { path: 'health.mjs', bytes: 1_536 },
      },
      { name: 'ai-chat', zipBytes: 102_400, unzippedBytes: 409_600, files: 14, largest: 'ai-chat.mjs' },
    ]);
    const lines = markdown.split('\n');
    expect(lines.indexOf('| `ai-chat` | 100.0 KB | 400.0 KB | 14 | `ai-chat.mjs` |')).toBeLessThan(
      lines.indexOf('| `health` | 1.0 KB | 2.0 KB | 2 | `health.mjs` (1.5 KB) |'),
    );
    expect(lines.indexOf('| `health` | 1.0 KB | 2.0 KB | 2 | `health.mjs` (1.5 KB) |')).toBeGreaterThan(0);
    expect(markdown).toContain('| **all 2** | 101.0 KB | 402.0 KB | 16 | |');
    expect(renderFunctionBundles([])).toBe('No function bundle was found.');
  });

  it('holds the builds to their targets and renders their table', () => {
    const row = (size: number, seconds: number, peakBytes: number): BuildRow => ({
      variant: '',
      size,
      runs: 3,
      cold: { seconds, cpuSeconds: seconds * 1.5, peakBytes, logLines: 120.4 },
      warm: { seconds: seconds / 2, peakBytes: peakBytes / 2 },
      dist: {
        distBytes: 30 * 1024 ** 2,
        largest: { name: 'news.html', bytes: 70 * 1024 },
        article: 60 * 1024,
        news: 70 * 1024,
        rss: 9 * 1024,
      },
    });
    const rows = [row(0, 7.2, 1024 ** 3), row(1000, 24.5, 2.5 * 1024 ** 3)];
    expect(buildMisses(rows)).toEqual([
      '1000 articles built in 24.5 s (target 20 s)',
      '1000 articles peaked at 2.50 GB (target 2.00 GB)',
    ]);
    expect(buildMisses([row(0, 11, 1024 ** 3)])).toEqual(['the real site built in 11.0 s (target 10 s)']);
    const table = renderBuildTable({ rows, baseline: false, loadStart: 1, loadEnd: 2, misses: [] });
    expect(table).toContain(
      '| 1,000 | 3 | 24.5 s | 36.8 s | 2.50 GB | 12.3 s | 1.25 GB | 30.0 MB | news.html (70 KB) | 60 KB | 70 KB | 9 KB | 120 |',
    );
    expect(table).toContain('Load average 1.0 at the start, 2.0 at the end');
  });

  it('renders the endpoint latency per setting and its checks', () => {
    const markdown = renderEndpoints({
      rows: [
        {
          setting: 'in-process, local stand-ins',
          workload: 'chat',
          endpoint: '/api/ai/chat',
          concurrency: 20,
          requests: 200,
          failures: 0,
          p50Ms: 4.2,
          p95Ms: 12.25,
          maxMs: 30,
          perSecond: 1_500.4,
        },
        {
          setting: 'through the emulator, local stand-ins',
          workload: 'contact form',
          endpoint: 'email → sheets',
          concurrency: 1,
          requests: 50,
          failures: 1,
          p50Ms: 498.9,
          p95Ms: 519.4,
          maxMs: 600,
          perSecond: 2.06,
        },
      ],
      checks: [
        { ok: true, text: 'every reply valid' },
        { ok: false, text: '1 lost' },
      ],
    });
    expect(markdown).toContain('**In-process, local stand-ins**');
    expect(markdown).toContain('| chat | `/api/ai/chat` | 20 | 200 | 0 | 4.20 ms | 12.3 ms | 30.0 ms | 1500/s |');
    expect(markdown).toContain(
      '| contact form | email → sheets | 1 | 50 | 1 | 498.9 ms | 519.4 ms | 600.0 ms | 2.1/s |',
    );
    expect(markdown).toContain('- ✓ every reply valid\n- ✖ 1 lost');
  });

  it('renders the reliability figures as sent against answered and stored', () => {
    const markdown = renderReliability({
      valid: {
        sent: 200,
        concurrency: 20,
        seconds: 50,
        emailOk: 200,
        sheetOk: 200,
        mails: 200,
        distinctMails: 200,
        rows: 200,
        distinctRows: 200,
        p50Ms: 400,
        p95Ms: 900,
        maxMs: 1_200,
      },
      suspects: {
        sent: 50,
        requests: 100,
        answered200: 100,
        quarantineRows: 100,
        distinctQuarantined: 50,
        mailed: 0,
        logged: 0,
      },
      hostile: {
        bodies: 500,
        kinds: 30,
        requests: 1_000,
        answers: { 400: 600, 422: 400 },
        rejected4xx: 1_000,
        errors5xx: 0,
        mailed: 0,
        logged: 0,
        quarantined: 0,
      },
      checks: [{ ok: true, text: 'e-mail answered 200 to 200/200' }],
    });
    expect(markdown).toContain(
      '| 200 | e-mail 200: 200; spreadsheet 200: 200 | 200 .eml (200 distinct); 200 Contact rows (200 distinct) |',
    );
    expect(markdown).toContain('4xx: 1000/1000; 5xx: 0 (600 × 400, 400 × 422)');
    expect(markdown).toContain('(4.0 messages/s)');
    expect(markdown).toContain('- ✓ e-mail answered 200 to 200/200');
  });
});
