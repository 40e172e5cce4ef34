import { connect } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { auditBot } from '../../src/data/audit-page.ts';
import { AuditError } from '../../src/server/audit/audit-error.ts';
import {
  AUDIT_USER_AGENT,
  fetchPage,
  PAGE_BYTE_CAP,
  type ConnectTarget,
  type FetchOptions,
  type Resolver,
} from '../../src/server/audit/fetch-page.ts';
import { GOOD_PAGE, page, redirect, useSite } from './audit-sites.ts';

/*
 * Fetching a prospect's page (src/server/audit/fetch-page.ts) on its own, against fixture sites on
 * loopback: the checks at connect time (a name's addresses through an injected resolver, refused
 * before any socket is opened), redirects, the deadline, the body cap and decoding, robots.txt and
 * the sitemap, and what is sent. Through the endpoint: audit-function.test.ts.
 */

const site = useSite('127.0.0.2', {
  '/': page(GOOD_PAGE, { 'set-cookie': 'session=abc; Path=/', 'x-robots-tag': 'noarchive' }),
  '/robots.txt': page('User-agent: *\nDisallow: /private\n\nSitemap: /maps/site.xml\n', {
    'content-type': 'text/plain',
  }),
  '/maps/site.xml': page('<?xml version="1.0"?><urlset></urlset>', { 'content-type': 'application/xml' }),
  '/hop': redirect('/'),
  '/gzip': page(gzipSync(GOOD_PAGE), { 'content-encoding': 'gzip' }),
  '/br': page(brotliCompressSync(GOOD_PAGE), { 'content-encoding': 'br' }),
  '/deflate': page(deflateSync(GOOD_PAGE), { 'content-encoding': 'deflate' }),
  '/bomb': page(gzipSync(Buffer.alloc(20 * 1024 * 1024, 'a')), { 'content-encoding': 'gzip' }),
  '/broken-gzip': page(Buffer.from('this is not gzip at all'), { 'content-encoding': 'gzip' }),
  '/zstd': page(Buffer.from('(\xb5/\xfd'), { 'content-encoding': 'zstd' }),
  '/latin1': page(Buffer.from('<!doctype html><title>Caf\xe9</title>', 'latin1'), {
    'content-type': 'text/html; charset=iso-8859-1',
  }),
  '/meta-charset': page(Buffer.from('<!doctype html><meta charset="windows-1252"><title>Caf\x80</title>', 'latin1'), {
    'content-type': 'text/html',
  }),
  '/untyped': (_req, res) => {
    res.removeHeader('content-type');
    res.end('<!DOCTYPE html><title>No type</title>');
  },
  '/untyped-text': (_req, res) => res.end('just some text'),
  '/xhtml': page('<html xmlns="http://www.w3.org/1999/xhtml"><title>x</title></html>', {
    'content-type': 'application/xhtml+xml',
  }),
  '/repeated': (_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.setHeader('link', ['</a.css>; rel=preload', '</b.js>; rel=preload']);
    res.end(GOOD_PAGE);
  },
  '/slow-body': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<!doctype html><title>slow</title>');
    // Never ends: the deadline must.
  },
});

const allow = (options: Partial<FetchOptions> = {}): FetchOptions => ({
  timeoutMs: 3_000,
  allowOrigins: [site.origin],
  ...options,
});

/** A connector that records where it was asked to connect, and never connects. */
function refusingConnector() {
  return vi.fn((target: ConnectTarget) => {
    throw new Error(`connect was called for ${target.address}`);
  });
}

describe('the connect-time check of a name', () => {
  it.each([
    ['10.0.0.1', /private network/],
    ['169.254.169.254', /link-local/],
    ['127.0.0.1', /loopback/],
    ['::1', /loopback/],
    ['::ffff:127.0.0.1', /loopback/],
    ['fd00:ec2::254', /unique-local/],
    ['100.100.100.200', /carrier-grade NAT/],
    ['0.0.0.0', /unspecified/],
  ])('refuses a name that resolves to %s before any connection', async (address, reason) => {
    const resolve = vi.fn<Resolver>(async () => [{ address }]);
    const connector = refusingConnector();
    const error = await fetchPage(new URL('https://innocent-looking.example.com/'), {
      timeoutMs: 3_000,
      resolve,
      connect: connector,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuditError);
    expect(error).toMatchObject({ reason: 'refused', status: 422 });
    expect((error as Error).message).toMatch(reason);
    expect((error as Error).message).toMatch(/^innocent-looking\.example\.com points to /);
    expect(resolve).toHaveBeenCalledWith('innocent-looking.example.com');
    expect(connector).not.toHaveBeenCalled();
  });

  it('refuses a name that resolves to the address of a listening site: it receives nothing', async () => {
    const port = Number(new URL(site.origin).port);
    const url = new URL('http://rebinding.example.com/');
    const resolve = vi.fn<Resolver>(async () => [{ address: site.host }]);
    // Connects where it is told, to the fixture's port (nothing of ours can listen on port 80).
    const connector = vi.fn((target: ConnectTarget) => connect({ host: target.address, port }));
    await expect(fetchPage(url, { timeoutMs: 3_000, resolve, connect: connector })).rejects.toMatchObject({
      reason: 'refused',
      message: expect.stringMatching(/^rebinding\.example\.com points to a loopback address/),
    });
    expect(connector).not.toHaveBeenCalled();
    expect(site.received).toEqual([]);
    // The same name, its exact origin allowed: then it is fetched.
    const allowed = await fetchPage(url, { timeoutMs: 3_000, resolve, connect: connector, allowOrigins: [url.origin] });
    expect(allowed.page.status).toBe(200);
    expect(connector).toHaveBeenCalledWith({
      address: site.host,
      port: 80,
      secure: false,
      servername: 'rebinding.example.com',
    });
    expect(site.received[0]?.headers.host).toBe('rebinding.example.com');
  });

  it('checks the address it is given as a redirect is checked: scheme, user name, port', async () => {
    const connector = refusingConnector();
    for (const url of [
      'ftp://example.com/',
      'http://a:b@example.com/',
      'http://example.com:8080/',
      'http://10.0.0.1/',
    ]) {
      await expect(fetchPage(new URL(url), { timeoutMs: 3_000, connect: connector }), url).rejects.toMatchObject({
        reason: 'refused',
      });
    }
    expect(connector).not.toHaveBeenCalled();
  });

  it('refuses a name when any one of its addresses is refused', async () => {
    const connector = refusingConnector();
    const error = await fetchPage(new URL('http://mixed.example.com/'), {
      timeoutMs: 3_000,
      resolve: async () => [
        { address: '93.184.215.14' },
        { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c' },
        { address: '10.1.2.3' },
      ],
      connect: connector,
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ reason: 'refused' });
    expect(connector).not.toHaveBeenCalled();
  });

  it('refuses an IP address in the URL without resolving or connecting (Node would not ask the resolver)', async () => {
    const resolve = vi.fn<Resolver>(async () => [{ address: '93.184.215.14' }]);
    const connector = refusingConnector();
    // An origin that is not allowed, on the fixture's own address: nothing may reach it.
    const error = await fetchPage(new URL(site.url('/')), { timeoutMs: 3_000, resolve, connect: connector }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ reason: 'refused', message: expect.stringMatching(/^That address is a loopback/) });
    expect(resolve).not.toHaveBeenCalled();
    expect(connector).not.toHaveBeenCalled();
    expect(site.received).toEqual([]);
  });

  it('connects to exactly the checked address, asking for the name (Host, TLS name), never resolving again', async () => {
    const targets: ConnectTarget[] = [];
    const resolve = vi.fn<Resolver>(async () => [{ address: '2606:2800:21f::1' }, { address: '93.184.215.14' }]);
    const port = Number(new URL(site.origin).port);
    const result = await fetchPage(new URL('http://www.harbor-bakery.example.com/'), {
      timeoutMs: 3_000,
      resolve,
      // Stands in for the public server: records the target, connects to the fixture instead.
      connect: (target) => {
        targets.push(target);
        return connect({ host: site.host, port });
      },
    });
    expect(targets[0]).toEqual({
      address: '93.184.215.14',
      port: 80,
      secure: false,
      servername: 'www.harbor-bakery.example.com',
    });
    expect(result.page.status).toBe(200);
    expect(site.received[0]?.headers.host).toBe('www.harbor-bakery.example.com');
    // The page, robots.txt and the sitemap it names: one resolution per connection, no reuse.
    expect(site.paths).toEqual(['/', '/robots.txt', '/maps/site.xml']);
    expect(resolve).toHaveBeenCalledTimes(3);
    expect(targets).toHaveLength(3);
  });

  it('tries the next address when one does not connect', async () => {
    const port = Number(new URL(site.origin).port);
    const targets: string[] = [];
    const result = await fetchPage(new URL('http://two-addresses.example.com/'), {
      timeoutMs: 3_000,
      resolve: async () => [{ address: '93.184.215.14' }, { address: '93.184.215.15' }],
      connect: (target) => {
        targets.push(target.address);
        // The first address has nothing listening (port 1 of loopback), the second is the site.
        return target.address === '93.184.215.14'
          ? connect({ host: '127.0.0.1', port: 1 })
          : connect({ host: site.host, port });
      },
    });
    expect(result.page.status).toBe(200);
    expect(targets.slice(0, 2)).toEqual(['93.184.215.14', '93.184.215.15']);
  });

  it('says a name that does not resolve was not found', async () => {
    const error = await fetchPage(new URL('https://no-such-site.example.com/'), {
      timeoutMs: 3_000,
      resolve: async () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' })),
      connect: refusingConnector(),
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      reason: 'unreachable',
      status: 502,
      message: expect.stringMatching(/could not find no-such-site/),
    });
  });

  it('holds a resolver that never answers to the deadline', async () => {
    const started = performance.now();
    const error = await fetchPage(new URL('https://slow-dns.example.com/'), {
      timeoutMs: 300,
      resolve: () => new Promise(() => undefined),
      connect: refusingConnector(),
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ reason: 'timeout', status: 502 });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('the page as fetched', () => {
  it('reads the page, robots.txt of its origin and the sitemap robots.txt names', async () => {
    const result = await fetchPage(new URL(site.url('/hop')), allow());
    expect(result).toMatchObject({
      requestedUrl: site.url('/hop'),
      finalUrl: site.url('/'),
      redirects: [site.url('/')],
      page: { url: site.url('/'), status: 200, body: GOOD_PAGE, truncated: false },
      robotsTxt: { url: site.url('/robots.txt'), status: 200 },
      sitemap: { url: site.url('/maps/site.xml'), status: 200, body: '<?xml version="1.0"?><urlset></urlset>' },
    });
    expect(result.page.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'x-robots-tag': 'noarchive',
    });
    expect(result.page.decodedBytes).toBe(Buffer.byteLength(GOOD_PAGE));
    expect(result.page.transferredBytes).toBe(Buffer.byteLength(GOOD_PAGE));
    expect(result.page.elapsedMs).toBeGreaterThanOrEqual(0);
  });

  it('sends the bot’s User-Agent, and never a cookie or credentials, not even one the site set', async () => {
    await fetchPage(new URL(site.url('/hop')), allow());
    expect(site.received.length).toBeGreaterThanOrEqual(3);
    for (const request of site.received) {
      expect(request.method).toBe('GET');
      expect(request.headers['user-agent']).toBe(AUDIT_USER_AGENT);
      expect(request.headers).not.toHaveProperty('cookie');
      expect(request.headers).not.toHaveProperty('authorization');
      expect(request.headers['accept-encoding']).toBe('gzip, deflate, br');
    }
    expect(AUDIT_USER_AGENT).toMatch(/^TidewellAuditBot\/\d+\.\d+ \(\+https:\/\/tidewell\.digital\/free-seo-audit#/);
    // The page (and the chat) name the robot as its user agent does.
    expect(AUDIT_USER_AGENT.startsWith(`${auditBot.name}/`)).toBe(true);
  });

  it.each(['/gzip', '/br', '/deflate'])('decodes %s', async (path) => {
    const result = await fetchPage(new URL(site.url(path)), allow());
    expect(result.page.body).toBe(GOOD_PAGE);
    expect(result.page.decodedBytes).toBe(Buffer.byteLength(GOOD_PAGE));
    expect(result.page.transferredBytes).toBeLessThan(result.page.decodedBytes);
  });

  it('applies the cap to the decoded bytes: a compressed bomb is read up to the cap', async () => {
    const result = await fetchPage(new URL(site.url('/bomb')), allow());
    expect(result.page).toMatchObject({ decodedBytes: PAGE_BYTE_CAP, truncated: true });
    expect(result.page.body).toHaveLength(PAGE_BYTE_CAP);
    expect(result.page.transferredBytes).toBeLessThan(100 * 1024);
  });

  it('reads up to a smaller cap when given one', async () => {
    const result = await fetchPage(new URL(site.url('/')), allow({ maxBytes: 100 }));
    expect(result.page).toMatchObject({ decodedBytes: 100, truncated: true, body: GOOD_PAGE.slice(0, 100) });
  });

  it('says when a compressed page cannot be decoded, or is in an encoding it does not read', async () => {
    await expect(fetchPage(new URL(site.url('/broken-gzip')), allow())).rejects.toMatchObject({
      reason: 'unreachable',
      message: expect.stringMatching(/could not be decoded/),
    });
    await expect(fetchPage(new URL(site.url('/zstd')), allow())).rejects.toMatchObject({
      reason: 'unreachable',
      message: expect.stringMatching(/encoding the audit cannot read \(zstd\)/),
    });
  });

  it('decodes the charset the page declares, in its header or its meta tag', async () => {
    expect((await fetchPage(new URL(site.url('/latin1')), allow())).page.body).toContain('<title>Café</title>');
    expect((await fetchPage(new URL(site.url('/meta-charset')), allow())).page.body).toContain('<title>Caf€</title>');
  });

  it('takes XHTML and an untyped page that is HTML; refuses an untyped one that is not', async () => {
    expect((await fetchPage(new URL(site.url('/xhtml')), allow())).page.status).toBe(200);
    expect((await fetchPage(new URL(site.url('/untyped')), allow())).page.body).toContain('No type');
    await expect(fetchPage(new URL(site.url('/untyped-text')), allow())).rejects.toMatchObject({ reason: 'not-html' });
  });

  it('joins a repeated header’s values', async () => {
    const result = await fetchPage(new URL(site.url('/repeated')), allow());
    expect(result.page.headers['link']).toBe('</a.css>; rel=preload, </b.js>; rel=preload');
  });

  it('stops a page that never ends at the deadline', async () => {
    const started = performance.now();
    await expect(fetchPage(new URL(site.url('/slow-body')), allow({ timeoutMs: 300 }))).rejects.toMatchObject({
      reason: 'timeout',
      message: 'The site did not send the page within 0.3 seconds, so we stopped.',
    });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('robots.txt and the sitemap', () => {
  const other = useSite('127.0.0.2', {
    '/': page(GOOD_PAGE),
    '/sitemap.xml': page('<urlset/>', { 'content-type': 'application/xml' }),
  });
  const named = useSite('127.0.0.2', {
    '/': page(GOOD_PAGE),
    '/robots.txt': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      // The first sitemap named is on a refused address, the second answers 404, the third is it.
      res.end(
        `Sitemap: http://127.0.0.3:${new URL(site.origin).port}/sitemap.xml\nSitemap: /missing.xml\nSitemap: /real.xml\n`,
      );
    },
    '/real.xml': page('<urlset>real</urlset>', { 'content-type': 'text/xml' }),
    '/sitemap.xml': page('<urlset>fallback</urlset>', { 'content-type': 'text/xml' }),
  });

  it('keeps a robots.txt that answers 404, and finds /sitemap.xml without it', async () => {
    const result = await fetchPage(new URL(other.url('/')), allow({ allowOrigins: [other.origin] }));
    expect(result.robotsTxt).toMatchObject({ status: 404, url: other.url('/robots.txt') });
    expect(result.sitemap).toMatchObject({ status: 200, body: '<urlset/>' });
  });

  it('tries the sitemaps robots.txt names in turn, skipping a refused one', async () => {
    const result = await fetchPage(new URL(named.url('/')), allow({ allowOrigins: [named.origin] }));
    expect(result.sitemap).toMatchObject({ url: named.url('/real.xml'), body: '<urlset>real</urlset>' });
    expect(named.paths).toEqual(['/', '/robots.txt', '/missing.xml', '/real.xml']);
  });
});
