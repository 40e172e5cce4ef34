import { describe, expect, it, vi } from 'vitest';
import { auditReportSchema, auditRequestSchema, AUDIT_LIMITS } from '../../src/lib/calls/audit.ts';
import { AUDIT_CACHE_MS, PageCache, runAudit, type AuditDeps } from '../../src/server/audit/run-audit.ts';
import { AuditError } from '../../src/server/audit/audit-error.ts';
import { PAGE_BYTE_CAP } from '../../src/server/audit/fetch-page.ts';
import type { FetchedPage, FetchedResponse } from '../../src/server/audit/types.ts';
import { readEnv } from '../../src/server/env.ts';

/*
 * The audit's use case (src/server/audit/run-audit.ts) with the fetch and the checks replaced: the
 * address checked before anything is fetched, the report's shape and notes, and the cache that
 * keeps the same address from being fetched twice. The request and report schemas
 * (src/lib/calls/audit.ts) with it.
 */

const env = readEnv({}, 'dev');

const response = (url: string, body: string, change: Partial<FetchedResponse> = {}): FetchedResponse => ({
  url,
  status: 200,
  headers: { 'content-type': 'text/html' },
  body,
  transferredBytes: body.length,
  decodedBytes: body.length,
  truncated: false,
  elapsedMs: 120,
  ...change,
});

const fetched = (url: string, change: Partial<FetchedResponse> = {}): FetchedPage => ({
  requestedUrl: url,
  finalUrl: url,
  redirects: [],
  page: response(url, '<!doctype html><title>Hi</title>', change),
  robotsTxt: response(new URL('/robots.txt', url).href, 'User-agent: *\n'),
  sitemap: undefined,
});

const CHECKS: ReturnType<AuditDeps['runChecks']> = {
  score: 72,
  categories: [{ id: 'findability', label: 'Findability', score: 72 }],
  checks: [
    {
      id: 'title',
      category: 'findability',
      status: 'pass' as const,
      title: 'Title',
      detail: 'The page has a title.',
      fix: 'Keep it.',
      service: '/seo-services',
    },
  ],
};

/** The use case's dependencies, each a spy, with a cache of its own and a clock the test moves. */
function deps(page = (url: URL) => fetched(url.href)) {
  let time = Date.parse('2026-11-27T10:00:00Z');
  const fetchPage = vi.fn<AuditDeps['fetchPage']>(async (url) => page(url));
  const runChecks = vi.fn<AuditDeps['runChecks']>(() => CHECKS);
  return {
    fetchPage,
    runChecks,
    cache: new PageCache(),
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('the audit request', () => {
  it('takes an address and an optional phrase, trimmed', () => {
    expect(auditRequestSchema.parse({ url: '  example.com ', keyword: ' bakery portland ' })).toEqual({
      url: 'example.com',
      keyword: 'bakery portland',
    });
    expect(auditRequestSchema.parse({ url: 'example.com' })).toEqual({ url: 'example.com' });
  });

  it.each([
    [{ url: '   ' }, 'url'],
    [{}, 'url'],
    [{ url: 42 }, 'url'],
    [{ url: `example.com/${'a'.repeat(AUDIT_LIMITS.url)}` }, 'url'],
    [{ url: 'example.com', keyword: 'k'.repeat(AUDIT_LIMITS.keyword + 1) }, 'keyword'],
    [{ url: 'example.com', keyword: 7 }, 'keyword'],
    [{ url: 'example.com', email: 'a@b.c' }, ''],
  ])('refuses %j', (body, field) => {
    const result = auditRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(field);
  });
});

describe('runAudit', () => {
  it('promises a speed test in a browser, and drops the note that there is none, when PageSpeed Insights is set up', async () => {
    const report = await runAudit({ url: 'example.com' }, readEnv({ PAGESPEED_API_KEY: 'key' }, 'dev'), deps());
    expect(report.speedTest).toBe(true);
    expect(report.notes).toEqual([expect.stringMatching(/JavaScript/)]);
  });

  it('answers the report: the address as understood, the checks, and what the audit could not see', async () => {
    const d = deps();
    const report = await runAudit({ url: 'Example.com/menu', keyword: 'sourdough' }, env, d);
    expect(report).toEqual({
      url: 'https://example.com/menu',
      finalUrl: 'https://example.com/menu',
      fetchedAt: '2026-11-27T10:00:00.000Z',
      ...CHECKS,
      notes: [expect.stringMatching(/^Speed was not measured in a browser/), expect.stringMatching(/JavaScript/)],
      speedTest: false,
    });
    expect(auditReportSchema.safeParse(report).success).toBe(true);
    expect(d.fetchPage).toHaveBeenCalledWith(new URL('https://example.com/menu'), {
      timeoutMs: 8_000,
      allowOrigins: [],
    });
    expect(d.runChecks).toHaveBeenCalledWith(expect.objectContaining({ finalUrl: 'https://example.com/menu' }), {
      keyword: 'sourdough',
    });
  });

  it('passes no keyword for a blank one', async () => {
    const d = deps();
    await runAudit({ url: 'example.com', keyword: '' }, env, d);
    expect(d.runChecks.mock.calls[0]?.[1]).toEqual({ keyword: undefined });
  });

  it('says so when the page was cut at the cap, or robots.txt could not be fetched', async () => {
    const d = deps((url) => ({
      ...fetched(url.href, { truncated: true, decodedBytes: PAGE_BYTE_CAP }),
      robotsTxt: undefined,
    }));
    const { notes } = await runAudit({ url: 'example.com' }, env, d);
    expect(notes[0]).toMatch(/larger than 2 MB: the audit read its first 2 MB/);
    expect(notes[1]).toMatch(/robots\.txt could not be fetched/);
  });

  it('refuses an address before fetching anything, with the message for the visitor', async () => {
    const d = deps();
    const error = await runAudit({ url: 'http://169.254.169.254/latest/meta-data/' }, env, d).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AuditError);
    expect(error).toMatchObject({
      status: 422,
      message: expect.stringMatching(/link-local/),
      details: { reason: 'refused', errors: { url: expect.stringMatching(/link-local/) } },
    });
    expect(d.fetchPage).not.toHaveBeenCalled();
  });

  it('fetches an address once in a few minutes, whatever the phrase, then again', async () => {
    const d = deps();
    await runAudit({ url: 'example.com' }, env, d);
    d.advance(60_000);
    const second = await runAudit({ url: 'https://EXAMPLE.com/#top', keyword: 'bread' }, env, d);
    expect(d.fetchPage).toHaveBeenCalledTimes(1);
    expect(second.fetchedAt).toBe('2026-11-27T10:00:00.000Z');
    expect(d.runChecks).toHaveBeenCalledTimes(2);
    d.advance(AUDIT_CACHE_MS);
    await runAudit({ url: 'example.com' }, env, d);
    expect(d.fetchPage).toHaveBeenCalledTimes(2);
    // Another page of the site is another address.
    await runAudit({ url: 'example.com/about' }, env, d);
    expect(d.fetchPage).toHaveBeenCalledTimes(3);
  });

  it('shares a fetch under way, and keeps no failure', async () => {
    const d = deps();
    const [a, b] = await Promise.all([
      runAudit({ url: 'example.com' }, env, d),
      runAudit({ url: 'example.com' }, env, d),
    ]);
    expect(a).toEqual(b);
    expect(d.fetchPage).toHaveBeenCalledTimes(1);
    d.fetchPage.mockRejectedValueOnce(new AuditError('timeout', 'too slow'));
    await expect(runAudit({ url: 'slow.example.com' }, env, d)).rejects.toMatchObject({ reason: 'timeout' });
    await runAudit({ url: 'slow.example.com' }, env, d);
    expect(d.fetchPage).toHaveBeenCalledTimes(3);
  });
});

describe('the page cache', () => {
  const load = (body: string) => async () => fetched('https://example.com/', { body });

  it('keeps at most its number of pages, the oldest going first', async () => {
    const cache = new PageCache(60_000, 2, 1_000_000);
    for (const key of ['a', 'b', 'c']) await cache.get(key, 0, load('x'));
    expect(cache.size).toBe(2);
    const loader = vi.fn(load('x'));
    await cache.get('a', 0, loader);
    expect(loader).toHaveBeenCalledTimes(1);
    await cache.get('c', 0, loader);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('keeps at most its amount of text, and never a page larger than all of it', async () => {
    const cache = new PageCache(60_000, 10, 100);
    await cache.get('a', 0, load('x'.repeat(60)));
    await cache.get('b', 0, load('x'.repeat(60)));
    expect(cache.size).toBe(1);
    await cache.get('c', 0, load('x'.repeat(200)));
    expect(cache.size).toBe(1);
  });
});
