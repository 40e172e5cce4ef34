import { createServer, type ServerResponse } from 'node:http';
import { lighthouseFailure, MOSTLY_FAST_FIELD, pagespeedAnswer } from '../fixtures/audit/pagespeed.ts';

/*
 * A small website on loopback for the browser tests of the audit page: the emulator's audit
 * function may fetch it because playwright.config.ts lists its origin in AUDIT_ALLOW_ORIGINS (tests
 * and local use only). Run as a script (Playwright's web server), it listens on AUDIT_SITE_ORIGIN.
 * It also stands in for Google PageSpeed Insights (PAGESPEED_API_URL points at it): it measures any
 * page after a short wait, and fails the first measurement of an address whose query says
 * `speed=fail-once` (each such address once), so the page's retry can be tested.
 */

/** Where the site listens: a loopback address of its own, so it is an origin no other test uses. */
export const AUDIT_SITE_ORIGIN = process.env['AUDIT_SITE_ORIGIN'] ?? 'http://127.0.0.2:8894';

/** A local bakery's home page, made with the usual loose ends (no description, an image without text). */
export const BAKERY_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Harbor Bakery</title>
<link rel="canonical" href="/">
</head>
<body>
<header><a href="/">Harbor Bakery</a> <a href="/menu">Menu</a> <a href="/visit">Visit</a></header>
<h1>Fresh bread in Portland, baked every morning</h1>
<img src="/loaf.jpg">
<p>Sourdough, rye and pastries from our wood-fired oven on Harbor Street, open from seven.</p>
<h3>Order for pick-up</h3>
<p>Call us at <a href="tel:+12025550143">(202) 555-0143</a> or write to <a href="mailto:hello@harborbakery.example">hello@harborbakery.example</a>.</p>
</body>
</html>`;

const routes: Record<string, { type: string; body: string; status?: number }> = {
  '/': { type: 'text/html; charset=utf-8', body: BAKERY_PAGE },
  '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\nSitemap: /sitemap.xml\n' },
  '/sitemap.xml': {
    type: 'application/xml',
    body: '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>/</loc></url></urlset>',
  },
  '/brochure.pdf': { type: 'application/pdf', body: '%PDF-1.7' },
  '/gone': { type: 'text/html', body: '<h1>Not here</h1>', status: 404 },
};

/** The path of PageSpeed Insights' one call. */
export const PAGESPEED_PATH = '/pagespeedonline/v5/runPagespeed';
/** How long the fake PageSpeed Insights takes to measure a page, so the page's waiting state shows. */
export const PAGESPEED_DELAY_MS = 1_500;

/** The addresses whose first measurement already failed. */
const failedOnce = new Set<string>();

/** Answers a PageSpeed Insights call for the page its `url` parameter names. */
function measure(query: URLSearchParams, res: ServerResponse) {
  const url = query.get('url') ?? '';
  const failing = /[?&]speed=fail-once/.test(url) && !failedOnce.has(url);
  if (failing) failedOnce.add(url);
  setTimeout(() => {
    res
      .writeHead(failing ? 400 : 200, { 'content-type': 'application/json' })
      .end(
        JSON.stringify(
          failing
            ? lighthouseFailure('FAILED_DOCUMENT_REQUEST')
            : pagespeedAnswer({ url, page: { metrics: MOSTLY_FAST_FIELD, overall: 'AVERAGE' } }),
        ),
      );
  }, PAGESPEED_DELAY_MS);
}

/** Starts the site; resolves once it listens. */
export async function startAuditSite(origin = AUDIT_SITE_ORIGIN): Promise<() => Promise<void>> {
  const { hostname, port } = new URL(origin);
  const server = createServer((req, res) => {
    const requested = new URL(req.url ?? '/', origin);
    if (requested.pathname === PAGESPEED_PATH) return measure(requested.searchParams, res);
    const route = routes[requested.pathname];
    if (route) res.writeHead(route.status ?? 200, { 'content-type': route.type }).end(route.body);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

// As Playwright's web server: serve until stopped.
if (import.meta.url === `file://${process.argv[1]}`) {
  await startAuditSite();
  console.log(`audit fixture site on ${AUDIT_SITE_ORIGIN}`);
}
