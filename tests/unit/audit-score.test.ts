import { describe, expect, it } from 'vitest';
import { routes } from '../../src/data/routes.ts';
import { CATEGORIES } from '../../src/server/audit/checks/definitions.ts';
import { CHECKS } from '../../src/server/audit/checks/index.ts';
import { DENSITY_CEILING, DESCRIPTION_MAX, TITLE_MAX } from '../../src/server/audit/checks/content.ts';
import { checkDefinitions, CREDIT, runChecks, scoreOf } from '../../src/server/audit/score.ts';
import type { CheckStatus } from '../../src/server/audit/types.ts';
import { BODY_CAP, fetchedPage, soundPage } from '../fixtures/audit/fetched.ts';
import { calibrationPage, calibrationSites } from '../fixtures/audit/sites.ts';
import { auditFixtureTimings, sizedPage, TIMING_SIZES } from '../fixtures/audit/timings.ts';

/** The ids the issue names; the audit must have each. */
const REQUIRED = [
  'https',
  'status',
  'response-time',
  'page-weight',
  'compression',
  'title',
  'meta-description',
  'h1',
  'headings',
  'canonical',
  'indexable',
  'robots-txt',
  'sitemap',
  'viewport',
  'lang',
  'img-alt',
  'structured-data',
  'open-graph',
  'links',
  'word-count',
  'contact',
  'mixed-content',
  'security-headers',
  'keyword',
];

describe('the check definitions', () => {
  it('has thirty checks or more, with unique ids, the issue’s ids among them', () => {
    expect(CHECKS.length).toBeGreaterThanOrEqual(30);
    const ids = CHECKS.map((check) => check.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of REQUIRED) expect(ids).toContain(id);
  });

  it('weights each check 1 to 10 and the categories to 100 in all, each category with checks', () => {
    for (const check of CHECKS) {
      expect(Number.isInteger(check.weight) && check.weight >= 1 && check.weight <= 10, check.id).toBe(true);
    }
    expect(CATEGORIES.reduce((sum, category) => sum + category.weight, 0)).toBe(100);
    for (const category of CATEGORIES) expect(CHECKS.some((check) => check.category === category.id)).toBe(true);
  });

  it('points every check to a page of the site', () => {
    const paths = new Set(routes.map((route) => route.path));
    for (const check of CHECKS) expect(paths.has(check.service), `${check.id}: ${check.service}`).toBe(true);
  });

  it('publishes what each check looks at, in the checks’ own order, caps included', () => {
    expect(checkDefinitions.map((d) => d.id)).toEqual(CHECKS.map((c) => c.id));
    for (const definition of checkDefinitions) {
      expect(definition.looksAt.length, definition.id).toBeGreaterThan(30);
      expect(definition.categoryLabel).toBe(CATEGORIES.find((c) => c.id === definition.category)?.label);
    }
    expect(Object.fromEntries(checkDefinitions.filter((d) => d.cap !== undefined).map((d) => [d.id, d.cap]))).toEqual({
      status: 20,
      indexable: 30,
      'robots-txt': 30,
      https: 60,
      viewport: 60,
    });
  });

  it('says the figures of our articles', () => {
    // src/content/news/use-seo-keywords.mdx and leading-seo-trends.mdx.
    expect(DESCRIPTION_MAX).toBe(160);
    expect(DENSITY_CEILING).toEqual({ low: 1.5, high: 2 });
    expect(TITLE_MAX).toBe(60);
    const keyword = checkDefinitions.find((d) => d.id === 'keyword');
    expect(keyword?.looksAt).toContain('1.5 to 2 %');
    expect(checkDefinitions.find((d) => d.id === 'description-length')?.looksAt).toContain('about 160');
  });
});

describe('the score', () => {
  const check = (id: string) => {
    const found = CHECKS.find((c) => c.id === id);
    if (!found) throw new Error(id);
    return found;
  };
  const result = (id: string, status: CheckStatus) => ({ check: check(id), verdict: { status, detail: '', fix: '' } });

  it('credits a pass fully, a warning by half, a failure not at all, and leaves information out', () => {
    expect(CREDIT).toEqual({ pass: 1, warn: 0.5, fail: 0 });
    // Content: title 8 (pass), h1 7 (warn), meta-description 7 (fail), keyword (info, left out).
    const { categories } = scoreOf([
      result('title', 'pass'),
      result('h1', 'warn'),
      result('meta-description', 'fail'),
      result('keyword', 'info'),
    ]);
    expect(categories.find((c) => c.id === 'content')?.score).toBe(Math.round(((8 + 3.5) / 22) * 100));
    // A category with nothing counted scores 100.
    expect(categories.find((c) => c.id === 'speed')?.score).toBe(100);
  });

  it('weights the categories by their share, and caps the total after a failure that must not be averaged away', () => {
    const everything = (status: CheckStatus) =>
      CHECKS.map((c) => ({ check: c, verdict: { status, detail: '', fix: '' } }));
    expect(scoreOf(everything('pass')).score).toBe(100);
    expect(scoreOf(everything('warn')).score).toBe(50);
    expect(scoreOf(everything('fail')).score).toBe(0);
    const onlyFindabilityFails = CHECKS.map((c) => ({
      check: c,
      verdict: { status: c.category === 'findability' && !c.cap ? 'fail' : 'pass', detail: '', fix: '' } as const,
    }));
    const findability = CHECKS.filter((c) => c.category === 'findability');
    const total = findability.reduce((sum, c) => sum + c.weight, 0);
    const failed = findability.filter((c) => !c.cap).reduce((sum, c) => sum + c.weight, 0);
    const share = CATEGORIES.find((c) => c.id === 'findability')?.weight ?? 0;
    expect(scoreOf(onlyFindabilityFails).score).toBe(Math.round(100 - share * (failed / total)));
    const noindex = CHECKS.map((c) => ({
      check: c,
      verdict: { status: c.id === 'indexable' ? 'fail' : 'pass', detail: '', fix: '' } as const,
    }));
    expect(scoreOf(noindex).score).toBe(30);
  });

  it('caps a noindex page, a 404, a page blocked by robots.txt and an http page, however good the rest', () => {
    const base = calibrationSites[0]?.spec;
    if (!base) throw new Error('no calibration site');
    const keyword = { keyword: undefined };
    const noindex = base.html.replace(
      '<meta charset="utf-8" />',
      '<meta charset="utf-8" /><meta name="robots" content="noindex" />',
    );
    expect(runChecks(fetchedPage({ ...base, html: noindex }), keyword).score).toBe(30);
    expect(runChecks(fetchedPage({ ...base, status: 404 }), keyword).score).toBe(20);
    expect(runChecks(fetchedPage({ ...base, robots: 'User-agent: *\nDisallow: /services/\n' }), keyword).score).toBe(
      30,
    );
    const httpUrl = base.url.replace('https:', 'http:');
    const http = { ...base, url: httpUrl, requestedUrl: httpUrl, redirects: [] };
    expect(runChecks(fetchedPage(http), keyword).score).toBe(60);
  });
});

/**
 * The calibration sites and what they must score (tests/fixtures/audit/sites.ts says what each
 * is). A change in a check, a weight or a band shows here as a changed number: change the number
 * only after deciding the new one is right.
 */
const CALIBRATION: Record<
  string,
  {
    keyword: string;
    score: number;
    withoutKeyword: number;
    categories: Record<string, number>;
    fail: string[];
    warn: string[];
    info: string[];
  }
> = {
  'well-made': {
    keyword: 'small business bookkeeping',
    score: 100,
    withoutKeyword: 100,
    categories: { findability: 100, content: 100, technical: 100, speed: 100, social: 100, trust: 100 },
    fail: [],
    warn: [],
    info: ['product-data', 'hreflang'],
  },
  neglected: {
    keyword: 'emergency plumber',
    score: 46,
    withoutKeyword: 47,
    categories: { findability: 85, content: 27, technical: 43, speed: 57, social: 6, trust: 42 },
    fail: [
      'https',
      'keyword',
      'meta-description',
      'h1',
      'viewport',
      'structured-data',
      'response-time',
      'img-alt',
      'open-graph',
      'render-blocking',
      'social-image',
      'security-headers',
    ],
    warn: [
      'title',
      'contact',
      'canonical',
      'sitemap',
      'word-count',
      'compression',
      'title-length',
      'lang',
      'image-dimensions',
      'phone-link',
      'heading-order',
      'link-text',
      'charset',
      'doctype',
      'lazy-images',
      'twitter-card',
      'privacy',
      'favicon',
    ],
    info: ['mixed-content', 'description-length', 'business-details', 'product-data', 'hreflang'],
  },
  'local-bakery': {
    keyword: 'harrogate bakery',
    score: 92,
    withoutKeyword: 93,
    categories: { findability: 100, content: 82, technical: 100, speed: 90, social: 83, trust: 92 },
    fail: [],
    warn: [
      'keyword',
      'word-count',
      'open-graph',
      'render-blocking',
      'title-length',
      'description-length',
      'image-dimensions',
      'security-headers',
      'twitter-card',
    ],
    info: ['product-data', 'hreflang'],
  },
  'shop-product': {
    keyword: 'hiking backpack',
    score: 93,
    withoutKeyword: 93,
    categories: { findability: 100, content: 95, technical: 100, speed: 86, social: 75, trust: 90 },
    fail: [],
    warn: ['structured-data', 'response-time', 'img-alt', 'render-blocking', 'product-data', 'security-headers'],
    info: ['business-details', 'phone-link'],
  },
};

describe('the calibration sites', () => {
  it('are the four the issue asks for', () => {
    expect(calibrationSites.map((site) => site.name).sort()).toEqual(Object.keys(CALIBRATION).sort());
  });

  it.each(Object.entries(CALIBRATION))('%s scores as stated', (name, expected) => {
    const page = calibrationPage(name);
    const report = runChecks(page, { keyword: expected.keyword });
    const ids = (status: CheckStatus) => report.checks.filter((c) => c.status === status).map((c) => c.id);
    expect({
      score: report.score,
      categories: Object.fromEntries(report.categories.map((c) => [c.id, c.score])),
      fail: ids('fail'),
      warn: ids('warn'),
      info: ids('info'),
    }).toEqual({
      score: expected.score,
      categories: expected.categories,
      fail: expected.fail,
      warn: expected.warn,
      info: expected.info,
    });
    expect(runChecks(page, { keyword: undefined }).score).toBe(expected.withoutKeyword);
  });

  it('keeps the well-made site above the others and the neglected one below', () => {
    const scores = Object.fromEntries(
      Object.entries(CALIBRATION).map(([name, { keyword }]) => [
        name,
        runChecks(calibrationPage(name), { keyword }).score,
      ]),
    );
    for (const name of ['neglected', 'local-bakery', 'shop-product']) {
      expect(scores['well-made']).toBeGreaterThan(scores[name] ?? 100);
    }
    for (const name of ['local-bakery', 'shop-product']) expect(scores['neglected']).toBeLessThan(scores[name] ?? 0);
  });
});

describe('runChecks', () => {
  const report = runChecks(calibrationPage('neglected'), { keyword: 'emergency plumber' });
  const order: Record<CheckStatus, number> = { fail: 0, warn: 1, pass: 2, info: 3 };
  const weight = (id: string) => CHECKS.find((c) => c.id === id)?.weight ?? 0;

  it('reports every check once, as the report schema carries it', () => {
    expect(report.checks.map((c) => c.id).sort()).toEqual(CHECKS.map((c) => c.id).sort());
    for (const c of report.checks) {
      const keys = Object.keys(c).sort();
      expect(keys).toEqual(
        ['category', 'detail', 'fix', 'id', 'status', 'title', ...(c.service ? ['service'] : [])].sort(),
      );
      expect(c.detail).not.toMatch(/could not complete this check/);
    }
    expect(Number.isInteger(report.score)).toBe(true);
    expect(report.categories.map((c) => c.id)).toEqual(CATEGORIES.map((c) => c.id));
    expect(report.categories.map((c) => c.label)).toEqual([
      'Findability',
      'On-page content',
      'Technical health',
      'Speed and weight',
      'Social and structured data',
      'Trust and contact',
    ]);
  });

  it('sorts by impact: failures heaviest first, then warnings, then passes, information last', () => {
    const sequence = report.checks.map((c) => ({ rank: order[c.status], weight: weight(c.id) }));
    for (let i = 1; i < sequence.length; i++) {
      const [before, after] = [sequence[i - 1], sequence[i]];
      if (!before || !after) continue;
      expect(after.rank).toBeGreaterThanOrEqual(before.rank);
      if (after.rank === before.rank) expect(after.weight).toBeLessThanOrEqual(before.weight);
    }
    expect(report.checks[0]?.id).toBe('https');
    expect(report.checks.at(-1)?.status).toBe('info');
  });

  it('names a service for what needs fixing only', () => {
    for (const c of report.checks) {
      if (c.status === 'warn' || c.status === 'fail') expect(c.service, c.id).toMatch(/^\/[a-z-]+$/);
      else expect(c.service, c.id).toBeUndefined();
    }
    const byId = new Map(report.checks.map((c) => [c.id, c]));
    expect(byId.get('meta-description')?.service).toBe('/seo-services');
    expect(byId.get('viewport')?.service).toBe('/web-development-pricing');
    expect(byId.get('open-graph')?.service).toBe('/smo-services');
    expect(byId.get('phone-link')?.service).toBe('/local-seo-services');
  });

  it('checks the search phrase only when one is given, and leaves it out of the score then', () => {
    const page = soundPage();
    const without = runChecks(page, { keyword: undefined });
    const withPhrase = runChecks(page, { keyword: 'small business bookkeeping' });
    const missing = runChecks(page, { keyword: 'emergency plumber' });
    expect(without.checks.find((c) => c.id === 'keyword')?.status).toBe('info');
    expect(withPhrase.checks.find((c) => c.id === 'keyword')?.status).toBe('pass');
    expect(missing.checks.find((c) => c.id === 'keyword')?.status).toBe('fail');
    expect(without.score).toBe(100);
    expect(withPhrase.score).toBe(100);
    const content = CHECKS.filter((c) => c.category === 'content').reduce((sum, c) => sum + c.weight, 0);
    expect(missing.categories.find((c) => c.id === 'content')?.score).toBe(Math.round((1 - 8 / content) * 100));
  });

  it('audits a page longer than the cap on what was read, and says so', () => {
    const page = sizedPage(BODY_CAP + 512 * 1024);
    expect(page.page.truncated).toBe(true);
    expect(page.page.decodedBytes).toBe(BODY_CAP);
    const long = runChecks(page, { keyword: undefined });
    const weight = long.checks.find((c) => c.id === 'page-weight');
    expect(weight?.status).toBe('fail');
    expect(weight?.detail).toMatch(/larger than 2 MB, where we stopped reading/);
    // What was read is still audited: its head is whole.
    expect(long.checks.find((c) => c.id === 'title')?.status).toBe('pass');
    expect(long.checks.find((c) => c.id === 'canonical')?.status).toBe('pass');
    const short = sizedPage(BODY_CAP - 64 * 1024);
    expect(short.page.truncated).toBe(false);
  });

  it('fails a page robots.txt blocks for Googlebot, and warns when only other crawlers are blocked', () => {
    const blocked = runChecks(soundPage({ robots: 'User-agent: Googlebot\nDisallow: /services\n' }), {
      keyword: undefined,
    });
    expect(blocked.checks.find((c) => c.id === 'robots-txt')?.status).toBe('fail');
    expect(blocked.score).toBe(30);
    const othersBlocked = runChecks(
      soundPage({ robots: 'User-agent: Googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /\n' }),
      { keyword: undefined },
    );
    expect(othersBlocked.checks.find((c) => c.id === 'robots-txt')?.status).toBe('warn');
  });
});

describe('auditFixtureTimings', () => {
  it('times the issue’s three sizes and says which page was cut at the cap', () => {
    const timings = auditFixtureTimings({ runs: 2, warmup: 0, sizes: TIMING_SIZES.slice(0, 2) });
    expect(timings.map((t) => t.label)).toEqual(['20 KB', '200 KB']);
    for (const timing of timings) {
      expect(timing.truncated).toBe(false);
      expect(timing.p95Ms).toBeGreaterThanOrEqual(timing.p50Ms);
    }
    expect(timings[1]?.bytes).toBeGreaterThanOrEqual(200 * 1024);
    expect(TIMING_SIZES.map((s) => s.label)).toEqual(['20 KB', '200 KB', '2 MB']);
  });
});
