import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import audit, { config } from '../../netlify/functions/audit.mts';
import { auditReportSchema } from '../../src/lib/calls/audit.ts';
import { auditCache } from '../../src/server/audit/run-audit.ts';
import { MAX_REDIRECTS, PAGE_BYTE_CAP } from '../../src/server/audit/fetch-page.ts';
import { GOOD_PAGE, page, redirect, useSite } from './audit-sites.ts';
import { call, expectApiHeaders, poster, production, undeclaredPost, useOutbox } from './harness.ts';

/*
 * POST /api/audit through its handler, with real fetches of fixture sites on loopback: the
 * allowed ones let through by AUDIT_ALLOW_ORIGINS, the others (traps listening on 127.0.0.1 and
 * 127.0.0.3) there to prove that a refused address receives nothing, directly or through a
 * redirect. Traffic goes to loopback only; names that resolve to private addresses are tested
 * with an injected resolver in audit-fetch-page.test.ts.
 */

const post = poster('/api/audit');

/** A site on loopback that is never allowed: any request it receives is a failure. */
const trap = useSite('127.0.0.1', { '/': page(GOOD_PAGE) });
const trap3 = useSite('127.0.0.3', { '/': page(GOOD_PAGE) });

/** A chain of redirects `/chain/<n>` → `/chain/<n-1>` → ... → `/chain/0`, the page. */
const chain = (n: number) => (n === 0 ? '/' : `/chain/${n}`);

const site = useSite('127.0.0.2', {
  '/': page(GOOD_PAGE),
  '/robots.txt': page('User-agent: *\nAllow: /\n', { 'content-type': 'text/plain' }),
  '/sitemap.xml': page('<urlset/>', { 'content-type': 'application/xml' }),
  ...Object.fromEntries(
    Array.from({ length: MAX_REDIRECTS + 1 }, (_, i) => [chain(i + 1), redirect(chain(i), i % 2 ? 301 : 308)]),
  ),
  '/loop': redirect('/loop'),
  '/to-trap': redirect(() => trap3.url('/')),
  '/to-trap-1': redirect(() => trap.url('/')),
  '/to-trap-mapped': redirect(() => `http://[::ffff:127.0.0.1]:${new URL(trap.origin).port}/`),
  '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/iam/security-credentials/'),
  '/to-localhost': redirect(() => `http://localhost:${new URL(trap.origin).port}/`),
  '/to-file': redirect('file:///etc/passwd'),
  '/to-credentials': redirect(() => site.url('/').replace('http://', 'http://admin:secret@')),
  '/big': page(`<!doctype html><title>Big</title><p>${'All about bread. '.repeat(160_000)}</p>`),
  '/slow': () => undefined,
  '/pdf': page('%PDF-1.7', { 'content-type': 'application/pdf' }),
  '/json': page('{"ok":true}', { 'content-type': 'application/json' }),
  '/gone': (_req, res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not here</h1>'),
  '/broken': (_req, res) => res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Oops</h1>'),
});

/** A port on 127.0.0.2 where nothing listens (found free, then closed). */
let deadOrigin = '';
beforeAll(async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  deadOrigin = `http://127.0.0.2:${(server.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

useOutbox();
beforeEach(() => {
  vi.stubEnv('AUDIT_ALLOW_ORIGINS', `${site.origin}, ${deadOrigin}`);
  auditCache.clear();
});

/** Every request the traps received: none, always. */
const trapped = () => [...trap.received, ...trap3.received];

describe('POST /api/audit', () => {
  it('audits a page: 200 with the report, having fetched the page, robots.txt and the sitemap', async () => {
    const result = await call(audit, post({ url: site.url('/'), keyword: 'bread' }));
    expect(result.status).toBe(200);
    expectApiHeaders(result.headers);
    expect(auditReportSchema.safeParse(result.body).success).toBe(true);
    expect(result.body).toMatchObject({ url: site.url('/'), finalUrl: site.url('/') });
    expect(Date.now() - Date.parse(String(result.body['fetchedAt']))).toBeLessThan(60_000);
    expect(result.body['notes']).toContainEqual(expect.stringMatching(/^Speed was not measured in a browser/));
    expect(site.paths).toEqual(['/', '/robots.txt', '/sitemap.xml']);
  });

  it('does not fetch the same address twice within a few minutes', async () => {
    expect((await call(audit, post({ url: site.url('/') }))).status).toBe(200);
    expect((await call(audit, post({ url: site.url('/'), keyword: 'rye' }))).status).toBe(200);
    expect(site.paths.filter((path) => path === '/')).toHaveLength(1);
  });

  it(`follows up to ${MAX_REDIRECTS} redirects, each one`, async () => {
    const result = await call(audit, post({ url: site.url(chain(MAX_REDIRECTS)) }));
    expect(result).toMatchObject({
      status: 200,
      body: { url: site.url(chain(MAX_REDIRECTS)), finalUrl: site.url('/') },
    });
    expect(site.paths.slice(0, MAX_REDIRECTS + 1)).toEqual(
      Array.from({ length: MAX_REDIRECTS + 1 }, (_, i) => chain(MAX_REDIRECTS - i)),
    );
  });

  it.each([
    [`${MAX_REDIRECTS + 1} redirects`, chain(MAX_REDIRECTS + 1)],
    ['a redirect loop', '/loop'],
  ])('answers 502 to %s, having stopped after the fifth', async (_, path) => {
    const result = await call(audit, post({ url: site.url(path) }));
    expect(result).toMatchObject({
      status: 502,
      body: { reason: 'redirects', message: expect.stringMatching(/redirected more than 5 times/) },
    });
    expect(site.received).toHaveLength(MAX_REDIRECTS + 1);
  });

  it.each([
    ['an address not allowed on 127.0.0.3', '/to-trap', /loopback/],
    ['an address not allowed on 127.0.0.1', '/to-trap-1', /loopback/],
    ['IPv4-mapped loopback', '/to-trap-mapped', /loopback/],
    ['the cloud metadata address', '/to-metadata', /link-local/],
    ['localhost', '/to-localhost', /local or reserved name/],
    ['a file', '/to-file', /Only web addresses/],
    ['the same site with a user name and password', '/to-credentials', /user name and password/],
  ])('refuses a redirect to %s (422), and nothing there receives a request', async (_, path, message) => {
    const result = await call(audit, post({ url: site.url(path) }));
    expect(result.status).toBe(422);
    expectApiHeaders(result.headers);
    expect(result.body).toMatchObject({ reason: 'refused', message: expect.stringMatching(/^The page redirects to /) });
    expect(result.body['message']).toMatch(message);
    expect(result.body['errors']).toEqual({ url: result.body['message'] });
    expect(site.paths).toEqual([path]);
    expect(trapped()).toEqual([]);
  });

  it('audits a page over the cap on what was read, and says so', async () => {
    const result = await call(audit, post({ url: site.url('/big') }));
    expect(result.status).toBe(200);
    expect(result.body['notes']).toContainEqual(
      expect.stringMatching(new RegExp(`^The page is larger than ${PAGE_BYTE_CAP / 1024 / 1024} MB`)),
    );
  });

  it('answers 502 when the page does not arrive before the deadline, at the deadline', async () => {
    vi.stubEnv('AUDIT_TIMEOUT_MS', '400');
    const result = await call(audit, post({ url: site.url('/slow') }));
    expect(result).toMatchObject({
      status: 502,
      body: { reason: 'timeout', message: 'The site did not send the page within 0.4 seconds, so we stopped.' },
    });
    expect(result.ms).toBeGreaterThanOrEqual(390);
    expect(result.ms).toBeLessThan(1_500);
  });

  it.each([
    ['a PDF', '/pdf', 'not-html', /not an HTML page \(it is application\/pdf\)/],
    ['JSON', '/json', 'not-html', /not an HTML page \(it is application\/json\)/],
    ['a 404', '/gone', 'http-status', /^The page answered 404 Not Found/],
    ['a 500', '/broken', 'http-status', /^The page answered 500 Internal Server Error/],
  ])('answers 502 to %s, saying which it was', async (_, path, reason, message) => {
    const result = await call(audit, post({ url: site.url(path) }));
    expect(result).toMatchObject({ status: 502, body: { reason, message: expect.stringMatching(message) } });
    expectApiHeaders(result.headers);
  });

  it('answers 502 when nothing listens at the address', async () => {
    const result = await call(audit, post({ url: `${deadOrigin}/` }));
    expect(result).toMatchObject({
      status: 502,
      body: { reason: 'unreachable', message: '127.0.0.2 refused the connection: no web server answers there.' },
    });
  });

  it('ignores AUDIT_ALLOW_ORIGINS on a deploy: the fixture site is then a refused address', async () => {
    const result = await call(audit, post({ url: site.url('/') }), production);
    expect(result).toMatchObject({ status: 422, body: { reason: 'refused' } });
    expect(site.received).toEqual([]);
  });

  it('never answers a stack trace', async () => {
    for (const path of ['/to-trap', '/pdf', '/loop']) {
      const result = await call(audit, post({ url: site.url(path) }));
      expect(Object.keys(result.body).sort()).toEqual(
        result.status === 422 ? ['errors', 'message', 'reason'] : ['message', 'reason'],
      );
      expect(JSON.stringify(result.body)).not.toMatch(/\bat .*\.(ts|js|mjs):\d+/);
    }
  });
});

describe('the hostile addresses, through the endpoint', () => {
  /** Addresses typed by a visitor, each refused (422) before anything is fetched. */
  const hostile = (): [string, RegExp][] => {
    const port = new URL(trap.origin).port;
    const port3 = new URL(trap3.origin).port;
    return [
      // Loopback in every spelling, on the traps' ports.
      [`http://127.0.0.1:${port}/`, /loopback/],
      [`http://127.0.0.3:${port3}/`, /loopback/],
      [`http://2130706433:${port}/`, /loopback/],
      [`http://0x7f000001:${port}/`, /loopback/],
      [`http://0177.0.0.1:${port}/`, /loopback/],
      [`http://127.1:${port}/`, /loopback/],
      [`http://[::ffff:127.0.0.1]:${port}/`, /loopback/],
      [`http://[::ffff:7f00:1]:${port}/`, /loopback/],
      [`http://0.0.0.0:${port}/`, /unspecified/],
      [`http://0:${port}/`, /unspecified/],
      [`http://localhost:${port}/`, /local or reserved name/],
      [`127.0.0.1:${port}`, /loopback/],
      // The allowed site's port on another loopback address, or under another scheme.
      [site.url('/').replace('127.0.0.2', '127.0.0.1'), /loopback/],
      [site.url('/').replace('http:', 'https:'), /loopback/],
      // A public address on another port.
      ['http://93.184.215.14:8080/', /not port 8080/],
      // Every spelling of loopback and 0.0.0.0 on the default port.
      ['http://127.0.0.1/', /loopback/],
      ['http://2130706433/', /loopback/],
      ['http://0x7f000001/', /loopback/],
      ['http://0177.0.0.1/', /loopback/],
      ['http://127.1/', /loopback/],
      ['http://[::1]/', /loopback/],
      ['http://[::ffff:7f00:1]/', /loopback/],
      ['http://[::ffff:127.0.0.1]/', /loopback/],
      ['https://0.0.0.0/', /unspecified/],
      ['http://0/', /unspecified/],
      ['http://[::]/', /unspecified/],
      ['localhost', /local or reserved name/],
      // Metadata and private ranges.
      ['http://169.254.169.254/latest/meta-data/', /link-local/],
      ['http://[fd00:ec2::254]/latest/meta-data/', /unique-local/],
      ['http://metadata.google.internal/computeMetadata/v1/', /local or reserved name/],
      ['http://100.100.100.200/latest/meta-data/', /carrier-grade NAT/],
      ['http://10.0.0.1/', /private network/],
      ['http://172.16.0.1/', /private network/],
      ['http://192.168.0.1/', /private network/],
      ['http://[fe80::1]/', /link-local/],
      ['http://[2002:7f00:1::]/', /loopback/],
      ['http://[64:ff9b::a9fe:a9fe]/', /link-local/],
      // Other schemes and user-info.
      ['file:///etc/passwd', /Only web addresses/],
      ['gopher://127.0.0.1:70/_GET', /Only web addresses/],
      ['ftp://example.com/', /Only web addresses/],
      ['javascript:alert(document.domain)', /Only web addresses/],
      ['https://admin:admin@example.com/', /user name and password/],
      [`http://user:pw@${new URL(site.origin).host}/`, /user name and password/],
    ];
  };

  it('refuses each with 422 and its message, and nothing listening receives a request', async () => {
    const cases = hostile();
    for (const [url, message] of cases) {
      const result = await call(audit, post({ url }));
      expect(result.status, url).toBe(422);
      expect(result.body['message'], url).toMatch(message);
      expect(result.body['reason'], url).toBe('refused');
      expectApiHeaders(result.headers);
    }
    expect(cases.length).toBeGreaterThan(40);
    expect(trapped()).toEqual([]);
    expect(site.received).toEqual([]);
  });
});

describe('the requests it refuses', () => {
  it.each([
    [400, 'not JSON', () => post('{"url": "example.com",')],
    [
      400,
      'sent as a form',
      () => post('url=example.com', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    ],
    [405, 'a GET', () => new Request('http://localhost/api/audit?url=example.com', { method: 'GET' })],
    [413, 'too large', () => post({ url: 'example.com', keyword: 'x'.repeat(33 * 1024) })],
    [
      413,
      'too large without a declared length',
      () => undeclaredPost('/api/audit', JSON.stringify({ url: 'x'.repeat(33 * 1024) })),
    ],
    [422, 'without an address', () => post({ url: '  ' })],
    [422, 'with an unknown field', () => post({ url: 'example.com', cookie: 'session=1' })],
  ])('answers %i to a request %s, with the API headers', async (status, _, request) => {
    const result = await call(audit, request());
    expect(result.status).toBe(status);
    expect(typeof result.body['message']).toBe('string');
    expectApiHeaders(result.headers);
    if (status === 405) expect(result.headers.get('allow')).toBe('POST');
  });

  it('is served at /api/audit, rate limited per visitor', () => {
    expect(config).toEqual({
      path: '/api/audit',
      rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
    });
  });
});
