import { beforeEach, describe, expect, it, vi } from 'vitest';
import audit from '../../netlify/functions/audit.mts';
import auditSpeed, { config } from '../../netlify/functions/audit-speed.mts';
import { auditReportSchema, auditSpeedSchema } from '../../src/lib/calls/audit.ts';
import { auditCache } from '../../src/server/audit/run-audit.ts';
import { runSpeedTest, speedCache } from '../../src/server/audit/pagespeed.ts';
import { readEnv } from '../../src/server/env.ts';
import { KEY_INVALID, lighthouseFailure, pagespeedAnswer, QUOTA_EXCEEDED } from '../fixtures/audit/pagespeed.ts';
import { GOOD_PAGE, page, useSite } from './audit-sites.ts';
import {
  call,
  expectApiHeaders,
  PAGESPEED_ROUTE,
  PAGESPEED_TEST_KEY,
  poster,
  production,
  useFakePagespeed,
  useOutbox,
} from './harness.ts';

/*
 * POST /api/audit/speed through its handler, with a fake PageSpeed Insights on loopback answering
 * as Google does (tests/fixtures/audit/pagespeed.ts), and the audit report's promise of it.
 */

const postSpeed = poster('/api/audit/speed');
const postAudit = poster('/api/audit');

const site = useSite('127.0.0.2', {
  '/': page(GOOD_PAGE),
  '/robots.txt': page('User-agent: *\nAllow: /\n', { 'content-type': 'text/plain' }),
});

useOutbox();
beforeEach(() => {
  vi.stubEnv('AUDIT_ALLOW_ORIGINS', site.origin);
  auditCache.clear();
  speedCache.clear();
});

describe('without PAGESPEED_API_KEY', () => {
  it('the report says speed was not measured in a browser, and promises no speed test', async () => {
    const result = await call(audit, postAudit({ url: site.url('/') }));
    expect(result.status).toBe(200);
    expect(auditReportSchema.parse(result.body).speedTest).toBe(false);
    expect(result.body['notes']).toContainEqual(expect.stringMatching(/^Speed was not measured in a browser/));
  });

  it('POST /api/audit/speed answers 503', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await call(auditSpeed, postSpeed({ url: site.url('/') }));
    expect(result).toMatchObject({ status: 503, body: { message: expect.any(String) } });
    expectApiHeaders(result.headers);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/PAGESPEED_API_KEY is not set/));
  });
});

describe('with PageSpeed Insights', () => {
  const google = useFakePagespeed();
  /** What the fake was asked, as search parameters. */
  const asked = (index = 0) => new URL(google.received[index]?.path ?? '/', 'http://fake').searchParams;

  it('the report promises the speed test and drops the note that speed was not measured', async () => {
    const result = await call(audit, postAudit({ url: site.url('/') }));
    expect(result.status).toBe(200);
    expect(auditReportSchema.parse(result.body).speedTest).toBe(true);
    expect(result.body['notes']).not.toContainEqual(expect.stringMatching(/^Speed was not measured/));
    // The audit itself does not wait for Google.
    expect(google.received).toEqual([]);
  });

  it('measures the page on a phone: the lab score and figures, and what real users experienced', async () => {
    const result = await call(auditSpeed, postSpeed({ url: site.url('/') }));
    expect(result.status).toBe(200);
    expectApiHeaders(result.headers);
    const speed = auditSpeedSchema.parse(result.body);
    expect(speed).toEqual({
      url: site.url('/'),
      measuredAt: '2026-11-27T09:30:01.204Z',
      lab: {
        score: 87,
        metrics: [
          { id: 'fcp', label: 'First Contentful Paint', value: '1.4 s', rating: 'good' },
          { id: 'lcp', label: 'Largest Contentful Paint', value: '2.9 s', rating: 'needs-improvement' },
          { id: 'tbt', label: 'Total Blocking Time', value: '146 ms', rating: 'good' },
          { id: 'cls', label: 'Cumulative Layout Shift', value: '0.04', rating: 'good' },
          { id: 'si', label: 'Speed Index', value: '3.1 s', rating: 'good' },
        ],
      },
      field: {
        scope: 'page',
        rating: 'needs-improvement',
        metrics: [
          { id: 'lcp', label: 'Largest Contentful Paint', value: '2.2 s', rating: 'good' },
          { id: 'inp', label: 'Interaction to Next Paint', value: '320 ms', rating: 'needs-improvement' },
          { id: 'cls', label: 'Cumulative Layout Shift', value: '0.04', rating: 'good' },
          { id: 'fcp', label: 'First Contentful Paint', value: '1.5 s', rating: 'good' },
          { id: 'ttfb', label: 'Time to First Byte', value: '610 ms', rating: 'good' },
        ],
      },
    });
    expect(google.received).toHaveLength(1);
    expect(google.received[0]?.method).toBe('GET');
    expect(Object.fromEntries(asked())).toEqual({
      url: site.url('/'),
      strategy: 'mobile',
      category: 'performance',
      key: PAGESPEED_TEST_KEY,
    });
    // Google fetches the page, not our function.
    expect(site.received).toEqual([]);
    expect(JSON.stringify(result.body)).not.toContain(PAGESPEED_TEST_KEY);
  });

  it('asks Google once in ten minutes for the same address', async () => {
    const first = await call(auditSpeed, postSpeed({ url: site.url('/') }));
    const second = await call(auditSpeed, postSpeed({ url: site.url('/') }));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    expect(google.received).toHaveLength(1);
  });

  it('gives the whole site’s field figures when the page alone has too few visits', async () => {
    google.set(PAGESPEED_ROUTE, {
      status: 200,
      body: pagespeedAnswer({
        url: site.url('/'),
        page: {
          originFallback: true,
          overall: 'SLOW',
          metrics: { LARGEST_CONTENTFUL_PAINT_MS: { percentile: 4_900, category: 'SLOW' } },
        },
      }),
    });
    const result = await call(auditSpeed, postSpeed({ url: site.url('/') }));
    expect(auditSpeedSchema.parse(result.body).field).toEqual({
      scope: 'site',
      rating: 'poor',
      metrics: [{ id: 'lcp', label: 'Largest Contentful Paint', value: '4.9 s', rating: 'poor' }],
    });
  });

  it('gives no field figures when Google has none, and the lab run alone', async () => {
    google.set(PAGESPEED_ROUTE, { status: 200, body: pagespeedAnswer({ url: site.url('/'), performance: 0.31 }) });
    const result = await call(auditSpeed, postSpeed({ url: site.url('/') }));
    const speed = auditSpeedSchema.parse(result.body);
    expect(speed.field).toBeUndefined();
    expect(speed.lab.score).toBe(31);
  });

  it.each([
    ['loopback not allowed', 'http://127.0.0.1/'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['localhost', 'localhost:8080'],
    ['a file', 'file:///etc/passwd'],
  ])('refuses %s (422) and does not ask Google', async (_, url) => {
    const result = await call(auditSpeed, postSpeed({ url }));
    expect(result).toMatchObject({ status: 422, body: { reason: 'refused', errors: { url: expect.any(String) } } });
    expect(google.received).toEqual([]);
  });

  it('answers 422 with the field errors to a request without an address or with more than one', async () => {
    expect(await call(auditSpeed, postSpeed({}))).toMatchObject({
      status: 422,
      body: { errors: { url: expect.any(String) } },
    });
    expect(await call(auditSpeed, postSpeed({ url: site.url('/'), keyword: 'x' }))).toMatchObject({ status: 422 });
    expect(google.received).toEqual([]);
  });

  it('answers 502 with why, when Google’s browser could not load the page', async () => {
    google.set(PAGESPEED_ROUTE, { status: 400, body: lighthouseFailure('FAILED_DOCUMENT_REQUEST') });
    const result = await call(auditSpeed, postSpeed({ url: site.url('/') }));
    expect(result).toMatchObject({
      status: 502,
      body: {
        reason: 'unreachable',
        message: expect.stringMatching(/could not load the page \(FAILED_DOCUMENT_REQUEST\)/),
      },
    });
    // A failure is not kept: the next visitor asks again.
    google.set(PAGESPEED_ROUTE, { status: 200, body: pagespeedAnswer({ url: site.url('/') }) });
    expect((await call(auditSpeed, postSpeed({ url: site.url('/') }))).status).toBe(200);
  });

  it('answers 503 when Google’s quota is spent', async () => {
    google.set(PAGESPEED_ROUTE, { status: 429, body: QUOTA_EXCEEDED });
    const result = await call(auditSpeed, postSpeed({ url: site.url('/') }));
    expect(result).toMatchObject({ status: 503, body: { reason: 'busy', message: expect.stringMatching(/limit/) } });
  });

  it.each([
    ['a key Google does not accept', { status: 400, body: KEY_INVALID }],
    ['a server error', { status: 500, body: { error: { code: 500, message: 'Backend error' } } }],
    ['an answer that is not a report', { status: 200, body: { kind: 'pagespeedonline#result' } }],
    [
      'a report without a performance score',
      { status: 200, body: pagespeedAnswer({ url: 'http://x.example/', performance: null }) },
    ],
  ])('answers 502 to %s, and logs no key', async (_, answer) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    google.set(PAGESPEED_ROUTE, answer);
    const result = await call(auditSpeed, postSpeed({ url: site.url('/') }));
    expect(result).toMatchObject({ status: 502, body: { message: expect.any(String) } });
    expect(errors).toHaveBeenCalled();
    expect(JSON.stringify([errors.mock.calls, result.body])).not.toContain(PAGESPEED_TEST_KEY);
  });

  it('gives up on a Google that does not answer at its deadline: 502, "timeout"', async () => {
    google.set(PAGESPEED_ROUTE, 'hang');
    const env = readEnv(process.env, 'dev');
    const started = performance.now();
    await expect(runSpeedTest({ url: site.url('/') }, env, { timeoutMs: 300 })).rejects.toMatchObject({
      status: 502,
      details: { reason: 'timeout' },
    });
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('on a Netlify deploy', () => {
  it('always asks Google itself: PAGESPEED_API_URL is for tests and local use', () => {
    const vars = { PAGESPEED_API_KEY: 'key', PAGESPEED_API_URL: 'http://127.0.0.1:9/' };
    expect(readEnv(vars, 'production').pagespeed).toEqual({ apiKey: 'key', baseUrl: undefined });
    expect(readEnv(vars, 'dev').pagespeed).toEqual({ apiKey: 'key', baseUrl: 'http://127.0.0.1:9/' });
    expect(readEnv({}, 'dev').pagespeed).toBeUndefined();
  });

  it('answers 503 without the key, as locally', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await call(auditSpeed, postSpeed({ url: 'https://example.com/' }), production)).status).toBe(503);
  });
});

describe('the function', () => {
  it('has its path and a rate limit per visitor', () => {
    expect(config).toMatchObject({
      path: '/api/audit/speed',
      rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
    });
  });
});
