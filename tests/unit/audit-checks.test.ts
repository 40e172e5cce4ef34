import { describe, expect, it } from 'vitest';
import { CHECKS } from '../../src/server/audit/checks/index.ts';
import { readPage } from '../../src/server/audit/read-page.ts';
import type { CheckStatus, FetchedPage } from '../../src/server/audit/types.ts';
import { GOOD_HEADERS, SOUND_URL, soundHtml, soundPage } from '../fixtures/audit/fetched.ts';
import { calibrationPage } from '../fixtures/audit/sites.ts';

/*
 * Every check on the sound page (tests/fixtures/audit/fetched.ts), which passes them all, with one
 * thing changed per case, and on the calibration sites. Each check has a passing case and at least
 * one warning or failure; the last test holds the table to that.
 */

function verdict(id: string, page: FetchedPage, keyword?: string) {
  const check = CHECKS.find((c) => c.id === id);
  if (!check) throw new Error(`No check "${id}"`);
  return check.run(readPage(page), { keyword });
}

/** The sound page with its HTML edited. */
function edited(edit: (html: string) => string, spec: Parameters<typeof soundPage>[0] = {}): FetchedPage {
  return soundPage({ html: edit(soundHtml()), ...spec });
}

/** The sound page with a part of its head or body replaced (a regular expression or exact text). */
function without(pattern: RegExp | string, by = ''): FetchedPage {
  return edited((html) => html.replace(pattern, by));
}

const withHead = (head: string) => soundPage({ html: soundHtml({ head }) });
const withBody = (body: string) => soundPage({ html: soundHtml({ body }) });
const headersWithout = (...names: string[]) =>
  Object.fromEntries(Object.entries(GOOD_HEADERS).filter(([name]) => !names.includes(name)));
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const sound = () => soundPage();

interface Case {
  id: string;
  name: string;
  page: () => FetchedPage;
  keyword?: string;
  status: CheckStatus;
  /** Something the detail must say (numbers, the address found, ...). */
  says?: RegExp;
  /** Something the fix must say. */
  fixSays?: RegExp;
}

const cases: Case[] = [
  // Findability
  { id: 'indexable', name: 'no robots directive', page: sound, status: 'pass' },
  {
    id: 'indexable',
    name: 'meta robots noindex',
    page: () => withHead('<meta name="robots" content="noindex, follow">'),
    status: 'fail',
    says: /noindex/,
  },
  {
    id: 'indexable',
    name: 'googlebot none',
    page: () => withHead('<meta name="googlebot" content="none">'),
    status: 'fail',
  },
  {
    id: 'indexable',
    name: 'X-Robots-Tag noindex',
    page: () => soundPage({ headers: { ...GOOD_HEADERS, 'x-robots-tag': 'noindex' } }),
    status: 'fail',
    says: /X-Robots-Tag/,
  },
  {
    id: 'indexable',
    name: 'X-Robots-Tag noindex for googlebot only',
    page: () => soundPage({ headers: { ...GOOD_HEADERS, 'x-robots-tag': 'googlebot: noindex' } }),
    status: 'fail',
  },
  {
    id: 'indexable',
    name: 'X-Robots-Tag noindex for another bot',
    page: () => soundPage({ headers: { ...GOOD_HEADERS, 'x-robots-tag': 'otherbot: noindex, max-snippet: 50' } }),
    status: 'pass',
  },
  {
    id: 'indexable',
    name: 'meta robots nofollow',
    page: () => withHead('<meta name="robots" content="nofollow">'),
    status: 'warn',
  },

  { id: 'robots-txt', name: 'allows the page', page: sound, status: 'pass', says: /1 sitemap/ },
  {
    id: 'robots-txt',
    name: 'blocks Googlebot by name',
    page: () => soundPage({ robots: 'User-agent: Googlebot\nDisallow: /services/\n' }),
    status: 'fail',
    says: /line 2: “Disallow: \/services\/”/,
  },
  {
    id: 'robots-txt',
    name: 'blocks everyone (Googlebot falls back to *)',
    page: () => soundPage({ robots: 'User-agent: *\nDisallow: /\n' }),
    status: 'fail',
  },
  {
    id: 'robots-txt',
    name: 'blocks all but Googlebot',
    page: () => soundPage({ robots: 'User-agent: Googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /\n' }),
    status: 'warn',
    says: /User-agent: \*/,
  },
  {
    id: 'robots-txt',
    name: 'a wildcard rule that matches',
    page: () => soundPage({ robots: 'User-agent: *\nDisallow: /*bookkeeping$\n' }),
    status: 'fail',
  },
  { id: 'robots-txt', name: 'none (404)', page: () => soundPage({ robots: { body: '' } }), status: 'pass' },
  {
    id: 'robots-txt',
    name: 'server error',
    page: () => soundPage({ robots: { status: 503, body: '' } }),
    status: 'fail',
  },
  { id: 'robots-txt', name: 'could not be fetched', page: () => soundPage({ robots: null }), status: 'warn' },

  { id: 'sitemap', name: 'lists the page', page: sound, status: 'pass', says: /2 addresses, this page among them/ },
  {
    id: 'sitemap',
    name: 'does not list the page',
    page: () =>
      soundPage({
        sitemap: {
          url: 'https://example.test/sitemap.xml',
          body: '<urlset><url><loc>https://example.test/</loc></url></urlset>',
        },
      }),
    status: 'warn',
    says: /1 address, but not this page/,
  },
  { id: 'sitemap', name: 'none', page: () => soundPage({ sitemap: null }), status: 'warn' },
  {
    id: 'sitemap',
    name: 'not a sitemap',
    page: () =>
      soundPage({ sitemap: { url: 'https://example.test/sitemap.xml', body: '<html><body>Hi</body></html>' } }),
    status: 'warn',
  },
  { id: 'sitemap', name: 'an index', page: () => calibrationPage('shop-product'), status: 'pass', says: /index/ },

  { id: 'canonical', name: 'its own address', page: sound, status: 'pass' },
  { id: 'canonical', name: 'none', page: () => without(/<link rel="canonical"[^>]*>/), status: 'warn' },
  {
    id: 'canonical',
    name: 'two different',
    page: () => withHead('<link rel="canonical" href="https://example.test/other">'),
    status: 'fail',
    says: /2 different canonical addresses/,
  },
  {
    id: 'canonical',
    name: 'another page',
    page: () => without(`<link rel="canonical" href="${SOUND_URL}">`, '<link rel="canonical" href="/">'),
    status: 'warn',
    says: /https:\/\/example\.test\//,
  },
  {
    id: 'canonical',
    name: 'the http version',
    page: () =>
      without(
        `<link rel="canonical" href="${SOUND_URL}">`,
        `<link rel="canonical" href="${SOUND_URL.replace('https', 'http')}">`,
      ),
    status: 'warn',
    says: /http:\/\//,
  },
  {
    id: 'canonical',
    name: 'in the Link header',
    page: () =>
      edited((html) => html.replace(/<link rel="canonical"[^>]*>/, ''), {
        headers: { ...GOOD_HEADERS, link: `<${SOUND_URL}>; rel="canonical"` },
      }),
    status: 'pass',
  },
  {
    id: 'canonical',
    name: 'the address without tracking parameters',
    page: () => soundPage({ url: `${SOUND_URL}?utm_source=newsletter&gclid=abc` }),
    status: 'pass',
  },
  {
    id: 'canonical',
    name: 'differs only by a trailing slash',
    page: () => soundPage({ url: `${SOUND_URL}/` }),
    status: 'pass',
  },

  { id: 'links', name: 'internal links', page: sound, status: 'pass', says: /2 links to your own pages/ },
  {
    id: 'links',
    name: 'no internal link',
    page: () =>
      edited((html) =>
        html
          .replace('<a href="/contact">', '<a href="https://elsewhere.test/">')
          .replace('href="/privacy-policy"', 'href="https://elsewhere.test/p"'),
      ),
    status: 'fail',
  },
  {
    id: 'links',
    name: 'internal nofollow',
    page: () => without('<a href="/contact">', '<a href="/contact" rel="nofollow">'),
    status: 'warn',
    says: /1 link to your own pages carry rel="nofollow"/,
  },
  {
    id: 'links',
    name: 'www and bare domain are one site; sponsored counted',
    page: () =>
      withBody('<a href="https://www.example.test/a">A page</a> <a href="https://ads.test/" rel="sponsored">An ad</a>'),
    status: 'pass',
    says: /3 links to your own pages and 1 link to other sites \(marked 1 sponsored\)/,
  },

  { id: 'hreflang', name: 'none', page: sound, status: 'info' },
  {
    id: 'hreflang',
    name: 'a valid set',
    page: () =>
      withHead(
        `<link rel="alternate" hreflang="en" href="${SOUND_URL}"><link rel="alternate" hreflang="de-DE" href="https://example.test/de/"><link rel="alternate" hreflang="x-default" href="${SOUND_URL}">`,
      ),
    status: 'pass',
  },
  {
    id: 'hreflang',
    name: 'invalid code, no self reference',
    page: () => withHead('<link rel="alternate" hreflang="english" href="https://example.test/en/">'),
    status: 'warn',
    says: /“english” is not a valid language code and none of them points back/,
  },

  { id: 'clean-url', name: 'readable', page: sound, status: 'pass' },
  {
    id: 'clean-url',
    name: 'an id parameter',
    page: () => soundPage({ url: 'https://example.test/page.php?id=4821' }),
    status: 'warn',
    says: /“id”/,
  },
  {
    id: 'clean-url',
    name: 'capitals and underscores',
    page: () => soundPage({ url: 'https://example.test/Our_Services' }),
    status: 'warn',
    says: /capital.*underscores/,
  },
  {
    id: 'clean-url',
    name: 'tracking parameters only',
    page: () => soundPage({ url: `${SOUND_URL}?utm_campaign=spring` }),
    status: 'pass',
  },

  // On-page content
  { id: 'title', name: 'one title', page: sound, status: 'pass' },
  { id: 'title', name: 'none', page: () => without(/<title>.*<\/title>/), status: 'fail' },
  { id: 'title', name: 'empty', page: () => without(/<title>.*<\/title>/, '<title> </title>'), status: 'fail' },
  { id: 'title', name: 'two', page: () => withHead('<title>Another</title>'), status: 'warn', says: /2 title tags/ },
  {
    id: 'title',
    name: 'a placeholder',
    page: () => without(/<title>.*<\/title>/, '<title>Home</title>'),
    status: 'warn',
  },
  {
    id: 'title',
    name: 'an SVG title is not the page title',
    page: () => without(/<title>.*<\/title>/, '<svg><title>Icon</title></svg>'),
    status: 'fail',
  },

  { id: 'title-length', name: '51 characters', page: sound, status: 'pass', says: /51 characters/ },
  {
    id: 'title-length',
    name: 'too long',
    page: () => without(/<title>.*<\/title>/, `<title>${'Bookkeeping '.repeat(7)}</title>`),
    status: 'warn',
    says: /83 characters/,
  },
  {
    id: 'title-length',
    name: 'too short',
    page: () => without(/<title>.*<\/title>/, '<title>Bookkeeping</title>'),
    status: 'warn',
  },
  { id: 'title-length', name: 'no title', page: () => without(/<title>.*<\/title>/), status: 'info' },

  { id: 'meta-description', name: 'one', page: sound, status: 'pass' },
  { id: 'meta-description', name: 'none', page: () => without(/<meta name="description"[^>]*>/), status: 'fail' },
  {
    id: 'meta-description',
    name: 'two',
    page: () => withHead('<meta name="description" content="Another one">'),
    status: 'warn',
  },

  { id: 'description-length', name: '149 characters', page: sound, status: 'pass', says: /149 characters/ },
  {
    id: 'description-length',
    name: 'over 160',
    page: () => without(/<meta name="description"[^>]*>/, `<meta name="description" content="${'x'.repeat(161)}">`),
    status: 'warn',
    says: /161 characters.*about 160/,
  },
  {
    id: 'description-length',
    name: 'under half of 160',
    page: () =>
      without(/<meta name="description"[^>]*>/, '<meta name="description" content="Bookkeeping in Bristol.">'),
    status: 'warn',
  },
  { id: 'description-length', name: 'none', page: () => without(/<meta name="description"[^>]*>/), status: 'info' },

  { id: 'h1', name: 'one H1', page: sound, status: 'pass' },
  { id: 'h1', name: 'none', page: () => without(/<h1>.*<\/h1>/), status: 'fail' },
  {
    id: 'h1',
    name: 'a logo image without alt',
    page: () => without(/<h1>.*<\/h1>/, '<h1><img src="/logo.png"></h1>'),
    status: 'fail',
  },
  {
    id: 'h1',
    name: 'a logo image with alt text',
    page: () => without(/<h1>.*<\/h1>/, '<h1><img src="/logo.png" alt="Harbourline bookkeeping"></h1>'),
    status: 'pass',
  },
  { id: 'h1', name: 'two', page: () => withBody('<h1>Another</h1>'), status: 'warn', says: /2 H1s/ },

  { id: 'headings', name: 'sections', page: sound, status: 'pass', says: /1 H1 and 2 H2/ },
  {
    id: 'headings',
    name: 'long text, no subheadings',
    page: () => edited((html) => html.replace(/<h2>.*?<\/h2>/g, '')),
    status: 'warn',
  },
  { id: 'headings', name: 'an empty heading', page: () => withBody('<h2> </h2>'), status: 'warn' },

  { id: 'heading-order', name: 'in order', page: sound, status: 'pass' },
  {
    id: 'heading-order',
    name: 'skips a level',
    page: () => withBody('<h4>Deep</h4>'),
    status: 'warn',
    says: /H2 → H4/,
  },
  {
    id: 'heading-order',
    name: 'one heading',
    page: () => edited((html) => html.replace(/<h2>.*?<\/h2>/g, '')),
    status: 'info',
  },

  { id: 'word-count', name: '300 words or more', page: sound, status: 'pass' },
  {
    id: 'word-count',
    name: 'short',
    page: () =>
      soundPage({ html: `<!DOCTYPE html><html lang="en"><body><h1>Hi</h1><p>${words(150)}</p></body></html>` }),
    status: 'warn',
    says: /151 words/,
  },
  {
    id: 'word-count',
    name: 'thin, built by scripts',
    page: () =>
      soundPage({
        html: '<!DOCTYPE html><html><head><script src="/app.js"></script></head><body><div id="root"></div></body></html>',
      }),
    status: 'fail',
    says: /JavaScript/,
  },

  { id: 'img-alt', name: 'described', page: sound, status: 'pass' },
  {
    id: 'img-alt',
    name: 'decorative alt=""',
    page: () => withBody('<img src="/line.svg" alt="">'),
    status: 'pass',
    says: /decorative/,
  },
  {
    id: 'img-alt',
    name: 'one of two missing',
    page: () => withBody('<img src="/images/van.jpg">'),
    status: 'warn',
    says: /1 of 2 images has no alt text \(van\.jpg\)/,
  },
  {
    id: 'img-alt',
    name: 'most missing',
    page: () => withBody('<img src="/a.jpg"><img src="/b.jpg">'),
    status: 'fail',
  },
  {
    id: 'img-alt',
    name: 'hidden from assistive technology',
    page: () => withBody('<img src="/a.jpg" aria-hidden="true"><img src="/b.jpg" role="presentation">'),
    status: 'pass',
  },

  { id: 'keyword', name: 'no phrase given', page: sound, status: 'info' },
  {
    id: 'keyword',
    name: 'everywhere, within the ceiling',
    page: sound,
    keyword: 'small business bookkeeping',
    status: 'pass',
  },
  {
    id: 'keyword',
    name: 'a close variant in the title',
    page: sound,
    keyword: 'bookkeeping bristol',
    status: 'pass',
    says: /appears in the title, the main heading \(H1\), the meta description and the page text.*never the exact phrase/,
  },
  { id: 'keyword', name: 'nowhere', page: sound, keyword: 'emergency plumber', status: 'fail' },
  {
    id: 'keyword',
    name: 'stuffed',
    page: () => withBody(`<p>${'Small business bookkeeping. '.repeat(20)}</p>`),
    keyword: 'small business bookkeeping',
    status: 'warn',
    says: /22 times in 630 words \(a density of 3\.5 %\).*1\.5 to 2 %/,
  },
  {
    id: 'keyword',
    name: 'only in the text, however often',
    page: sound,
    keyword: 'small firms',
    status: 'fail',
    says: /30 times/,
  },
  {
    id: 'keyword',
    name: 'missing from the description',
    page: () => without(/<meta name="description"[^>]*>/, '<meta name="description" content="Fixed fee.">'),
    keyword: 'small business bookkeeping',
    status: 'warn',
    says: /not in the meta description/,
  },

  { id: 'link-text', name: 'descriptive', page: sound, status: 'pass' },
  {
    id: 'link-text',
    name: 'click here',
    page: () => withBody('<a href="/prices">Click here!</a>'),
    status: 'warn',
    says: /“Click here!”/,
  },
  {
    id: 'link-text',
    name: 'an icon without a label',
    page: () => withBody('<a href="/x"><svg></svg></a>'),
    status: 'warn',
  },
  {
    id: 'link-text',
    name: 'an icon with a label',
    page: () => withBody('<a href="/cart" aria-label="Basket"><svg></svg></a>'),
    status: 'pass',
  },

  // Technical health
  { id: 'https', name: 'https', page: sound, status: 'pass' },
  {
    id: 'https',
    name: 'http redirected to https',
    page: () => soundPage({ requestedUrl: 'http://example.test/services/bookkeeping', redirects: [SOUND_URL] }),
    status: 'pass',
    says: /redirects there/,
  },
  { id: 'https', name: 'http', page: () => soundPage({ url: 'http://example.test/' }), status: 'fail' },
  {
    id: 'https',
    name: 'https redirected to http',
    page: () =>
      soundPage({
        requestedUrl: 'https://example.test/',
        url: 'http://example.test/',
        redirects: ['http://example.test/'],
      }),
    status: 'fail',
    says: /redirects to plain http/,
  },

  { id: 'status', name: '200', page: sound, status: 'pass' },
  { id: 'status', name: '404', page: () => soundPage({ status: 404 }), status: 'fail', says: /404/ },
  { id: 'status', name: '500', page: () => soundPage({ status: 500 }), status: 'fail' },
  { id: 'status', name: '203', page: () => soundPage({ status: 203 }), status: 'warn' },
  { id: 'status', name: 'a redirect left', page: () => soundPage({ status: 301 }), status: 'fail' },
  { id: 'status', name: '403', page: () => soundPage({ status: 403 }), status: 'fail' },

  { id: 'viewport', name: 'device width', page: sound, status: 'pass' },
  { id: 'viewport', name: 'none', page: () => without(/<meta name="viewport"[^>]*>/), status: 'fail' },
  {
    id: 'viewport',
    name: 'a fixed width',
    page: () => without(/<meta name="viewport"[^>]*>/, '<meta name="viewport" content="width=1024">'),
    status: 'warn',
  },
  {
    id: 'viewport',
    name: 'no zoom',
    page: () =>
      without(
        /<meta name="viewport"[^>]*>/,
        '<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">',
      ),
    status: 'warn',
    says: /zooming/,
  },

  { id: 'lang', name: 'en', page: sound, status: 'pass' },
  { id: 'lang', name: 'none', page: () => without('<html lang="en">', '<html>'), status: 'warn' },
  {
    id: 'lang',
    name: 'not a code',
    page: () => without('<html lang="en">', '<html lang="English (UK)">'),
    status: 'warn',
  },

  { id: 'charset', name: 'UTF-8 in the header', page: sound, status: 'pass' },
  {
    id: 'charset',
    name: 'UTF-8 in a meta only',
    page: () => soundPage({ headers: { ...GOOD_HEADERS, 'content-type': 'text/html' } }),
    status: 'pass',
    says: /near its top/,
  },
  {
    id: 'charset',
    name: 'none',
    page: () =>
      edited((html) => html.replace('<meta charset="utf-8">', ''), {
        headers: { ...GOOD_HEADERS, 'content-type': 'text/html' },
      }),
    status: 'warn',
  },
  {
    id: 'charset',
    name: 'declared late',
    page: () =>
      edited((html) => html.replace('<meta charset="utf-8">', '').replace('</head>', '<meta charset="utf-8"></head>'), {
        headers: { ...GOOD_HEADERS, 'content-type': 'text/html' },
      }),
    status: 'warn',
    says: /first 1,024/,
  },
  {
    id: 'charset',
    name: 'Latin-1',
    page: () => soundPage({ headers: { ...GOOD_HEADERS, 'content-type': 'text/html; charset=ISO-8859-1' } }),
    status: 'warn',
    says: /iso-8859-1/,
  },

  { id: 'doctype', name: 'present', page: sound, status: 'pass' },
  { id: 'doctype', name: 'missing', page: () => without('<!DOCTYPE html>'), status: 'warn' },
  {
    id: 'doctype',
    name: 'after a comment',
    page: () => without('<!DOCTYPE html>', '<!-- built 2026 --><!DOCTYPE html>'),
    status: 'pass',
  },

  { id: 'meta-refresh', name: 'none', page: sound, status: 'pass' },
  {
    id: 'meta-refresh',
    name: 'a redirect',
    page: () => withHead('<meta http-equiv="refresh" content="0; url=https://example.test/new">'),
    status: 'warn',
    says: /https:\/\/example\.test\/new/,
  },
  {
    id: 'meta-refresh',
    name: 'a reload',
    page: () => withHead('<meta http-equiv="refresh" content="30">'),
    status: 'warn',
    says: /30 seconds/,
  },

  { id: 'mixed-content', name: 'all https', page: sound, status: 'pass' },
  {
    id: 'mixed-content',
    name: 'an http script',
    page: () => withBody('<script src="http://cdn.test/widget.js"></script>'),
    status: 'fail',
    says: /http:\/\/cdn\.test\/widget\.js/,
  },
  {
    id: 'mixed-content',
    name: 'an http image',
    page: () => withBody('<img src="http://cdn.test/a.jpg" alt="A" width="1" height="1">'),
    status: 'warn',
  },
  {
    id: 'mixed-content',
    name: 'a form posting to http',
    page: () => withBody('<form action="http://forms.test/send" method="post"><input type="email"></form>'),
    status: 'fail',
  },
  { id: 'mixed-content', name: 'an http page', page: () => soundPage({ url: 'http://example.test/' }), status: 'info' },

  // Speed and weight
  { id: 'response-time', name: '0.24 s', page: sound, status: 'pass' },
  { id: 'response-time', name: '1.2 s', page: () => soundPage({ elapsedMs: 1200 }), status: 'warn', says: /1\.2 s/ },
  { id: 'response-time', name: '2.5 s', page: () => soundPage({ elapsedMs: 2500 }), status: 'fail' },

  { id: 'page-weight', name: 'light', page: sound, status: 'pass' },
  { id: 'page-weight', name: '300 KB', page: () => withBody(`<p>${'x'.repeat(300 * 1024)}</p>`), status: 'warn' },
  {
    id: 'page-weight',
    name: '1.5 MB',
    page: () => withBody(`<p>${'x'.repeat(1.5 * 1024 * 1024)}</p>`),
    status: 'fail',
  },
  {
    id: 'page-weight',
    name: 'cut at the cap',
    page: () => withBody(`<p>${'x'.repeat(2.5 * 1024 * 1024)}</p>`),
    status: 'fail',
    says: /larger than 2 MB, where we stopped reading/,
  },

  { id: 'compression', name: 'Brotli', page: sound, status: 'pass', says: /br/ },
  {
    id: 'compression',
    name: 'uncompressed, 4 KB',
    page: () => soundPage({ headers: headersWithout('content-encoding'), wireRatio: 1 }),
    status: 'warn',
    says: /4 KB of HTML uncompressed/,
  },
  {
    id: 'compression',
    name: 'uncompressed, 29 KB',
    page: () =>
      soundPage({
        html: soundHtml({ body: `<p>${'word '.repeat(5000)}</p>` }),
        headers: headersWithout('content-encoding'),
        wireRatio: 1,
      }),
    status: 'fail',
    says: /29 KB of HTML uncompressed/,
  },
  {
    id: 'compression',
    name: 'uncompressed but tiny',
    page: () => soundPage({ html: '<!DOCTYPE html><title>Hi</title>', headers: headersWithout('content-encoding') }),
    status: 'pass',
  },

  { id: 'redirects', name: 'none', page: sound, status: 'pass' },
  {
    id: 'redirects',
    name: 'one',
    page: () => soundPage({ requestedUrl: 'http://example.test/', redirects: [SOUND_URL] }),
    status: 'pass',
  },
  {
    id: 'redirects',
    name: 'three',
    page: () =>
      soundPage({
        requestedUrl: 'http://example.test/',
        redirects: ['https://example.test/', 'https://www.example.test/', SOUND_URL],
      }),
    status: 'warn',
    says: /3 redirects/,
  },

  {
    id: 'render-blocking',
    name: 'deferred, async and module scripts',
    page: () => withHead('<script src="/a.js" async></script><script type="module" src="/m.js"></script>'),
    status: 'pass',
  },
  {
    id: 'render-blocking',
    name: 'one blocking',
    page: () => withHead('<script src="/jquery.js"></script>'),
    status: 'warn',
    says: /jquery\.js/,
  },
  {
    id: 'render-blocking',
    name: 'three blocking',
    page: () =>
      withHead(
        '<script src="/a.js"></script><script src="/b.js"></script><script src="/c.js" type="text/javascript"></script>',
      ),
    status: 'fail',
  },
  {
    id: 'render-blocking',
    name: 'scripts at the end of the body',
    page: () => withBody('<script src="/a.js"></script><script src="/b.js"></script><script src="/c.js"></script>'),
    status: 'pass',
  },

  { id: 'requests', name: 'few', page: sound, status: 'pass' },
  {
    id: 'requests',
    name: '60 images',
    page: () =>
      withBody(
        Array.from({ length: 60 }, (_, i) => `<img src="/i${i}.jpg" alt="" width="1" height="1" loading="lazy">`).join(
          '',
        ),
      ),
    status: 'warn',
  },
  {
    id: 'requests',
    name: '120 images',
    page: () =>
      withBody(
        Array.from({ length: 120 }, (_, i) => `<img src="/i${i}.jpg" alt="" width="1" height="1" loading="lazy">`).join(
          '',
        ),
      ),
    status: 'fail',
  },
  {
    id: 'requests',
    name: 'the same file twice counts once',
    page: () =>
      withBody(
        Array.from({ length: 80 }, () => '<img src="/same.jpg" alt="" width="1" height="1" loading="lazy">').join(''),
      ),
    status: 'pass',
  },

  { id: 'inline-scripts', name: 'none', page: sound, status: 'pass' },
  {
    id: 'inline-scripts',
    name: '80 KB',
    page: () => withBody(`<script>var a="${'x'.repeat(80 * 1024)}";</script>`),
    status: 'warn',
  },
  {
    id: 'inline-scripts',
    name: '200 KB',
    page: () => withBody(`<script>var a="${'x'.repeat(200 * 1024)}";</script>`),
    status: 'fail',
  },
  {
    id: 'inline-scripts',
    name: 'structured data does not count',
    page: () =>
      withBody(`<script type="application/ld+json">{"@type":"Thing","d":"${'x'.repeat(80 * 1024)}"}</script>`),
    status: 'pass',
  },

  { id: 'image-dimensions', name: 'sized', page: sound, status: 'pass' },
  {
    id: 'image-dimensions',
    name: 'unsized',
    page: () => withBody('<img src="/b.jpg" alt="B">'),
    status: 'warn',
    says: /1 of 2 images/,
  },

  { id: 'lazy-images', name: 'few images', page: sound, status: 'pass' },
  {
    id: 'lazy-images',
    name: 'the first image lazy',
    page: () => without('<img src="/team.jpg"', '<img loading="lazy" src="/team.jpg"'),
    status: 'warn',
  },
  {
    id: 'lazy-images',
    name: 'six images, none lazy',
    page: () =>
      withBody(Array.from({ length: 5 }, (_, i) => `<img src="/i${i}.jpg" alt="" width="1" height="1">`).join('')),
    status: 'warn',
  },
  {
    id: 'lazy-images',
    name: 'six images, script lazy-loaded',
    page: () =>
      withBody(
        Array.from(
          { length: 5 },
          (_, i) => `<img data-src="/i${i}.jpg" class="lazyload" alt="" width="1" height="1">`,
        ).join(''),
      ),
    status: 'pass',
  },

  // Social and structured data
  { id: 'structured-data', name: 'an Organization', page: sound, status: 'pass' },
  {
    id: 'structured-data',
    name: 'none',
    page: () => without(/<script type="application\/ld\+json">.*?<\/script>/),
    status: 'fail',
  },
  {
    id: 'structured-data',
    name: 'a block that does not parse',
    page: () => withHead('<script type="application/ld+json">{"@type": "LocalBusiness", "name": "X",}</script>'),
    status: 'fail',
    says: /1 of 2 structured data blocks/,
  },
  {
    id: 'structured-data',
    name: 'no business',
    page: () =>
      without(
        /<script type="application\/ld\+json">.*?<\/script>/,
        '<script type="application/ld+json">{"@type":"WebPage"}</script>',
      ),
    status: 'warn',
    says: /WebPage/,
  },
  {
    id: 'structured-data',
    name: 'a Service is not a business',
    page: () =>
      without(
        /<script type="application\/ld\+json">.*?<\/script>/,
        '<script type="application/ld+json">{"@type":"Service","name":"Bookkeeping"}</script>',
      ),
    status: 'warn',
  },
  {
    id: 'structured-data',
    name: 'a LocalBusiness in microdata',
    page: () =>
      edited((html) =>
        html
          .replace(/<script type="application\/ld\+json">.*?<\/script>/, '')
          .replace('<body>', '<body itemscope itemtype="https://schema.org/LocalBusiness">'),
      ),
    status: 'pass',
  },
  { id: 'structured-data', name: 'a JSON-LD @graph', page: () => calibrationPage('well-made'), status: 'pass' },

  { id: 'open-graph', name: 'complete', page: sound, status: 'pass' },
  {
    id: 'open-graph',
    name: 'none',
    page: () => edited((html) => html.replace(/<meta property="og:[^>]*>/g, '')),
    status: 'fail',
  },
  {
    id: 'open-graph',
    name: 'no og:url',
    page: () => without(/<meta property="og:url"[^>]*>/),
    status: 'warn',
    says: /not og:url/,
  },

  { id: 'social-image', name: 'an https image', page: sound, status: 'pass' },
  { id: 'social-image', name: 'none', page: () => without(/<meta property="og:image"[^>]*>/), status: 'fail' },
  {
    id: 'social-image',
    name: 'twitter:image only',
    page: () =>
      without(/<meta property="og:image"[^>]*>/, '<meta name="twitter:image" content="https://example.test/t.jpg">'),
    status: 'pass',
  },
  {
    id: 'social-image',
    name: 'a relative address',
    page: () => without(/<meta property="og:image"[^>]*>/, '<meta property="og:image" content="/og.jpg">'),
    status: 'warn',
  },
  {
    id: 'social-image',
    name: 'an http address',
    page: () =>
      without(/<meta property="og:image"[^>]*>/, '<meta property="og:image" content="http://example.test/og.jpg">'),
    status: 'warn',
  },

  { id: 'twitter-card', name: 'present', page: sound, status: 'pass' },
  { id: 'twitter-card', name: 'none', page: () => without(/<meta name="twitter:card"[^>]*>/), status: 'warn' },

  { id: 'business-details', name: 'not a local business', page: sound, status: 'info' },
  {
    id: 'business-details',
    name: 'a complete Bakery',
    page: () => calibrationPage('local-bakery'),
    status: 'pass',
    says: /Bakery/,
  },
  {
    id: 'business-details',
    name: 'a Plumber without phone or hours',
    page: () =>
      withHead(
        '<script type="application/ld+json">{"@type":"Plumber","name":"Bob","address":{"@type":"PostalAddress","streetAddress":"1 High St"}}</script>',
      ),
    status: 'warn',
    says: /phone number \(telephone\) and opening hours/,
  },

  { id: 'product-data', name: 'not a product page', page: sound, status: 'info' },
  {
    id: 'product-data',
    name: 'complete Product markup',
    page: () =>
      withHead(
        '<script type="application/ld+json">{"@type":"Product","name":"Pack","image":"https://example.test/p.jpg","offers":{"@type":"Offer","price":"139.00","priceCurrency":"GBP","availability":"https://schema.org/InStock"}}</script>',
      ),
    status: 'pass',
  },
  {
    id: 'product-data',
    name: 'no availability',
    page: () => calibrationPage('shop-product'),
    status: 'warn',
    says: /availability/,
  },
  {
    id: 'product-data',
    name: 'an Add to cart button and no markup',
    page: () => withBody('<form action="/cart/add" method="post"><button>Add to cart</button></form>'),
    status: 'fail',
  },

  // Trust and contact
  { id: 'contact', name: 'a phone link', page: sound, status: 'pass', says: /1 phone link/ },
  {
    id: 'contact',
    name: 'a form',
    page: () =>
      edited((html) =>
        html
          .replace(/<a href="tel:[^>]*>[^<]*<\/a>/, '')
          .replace(
            '</body>',
            '<form action="/send" method="post"><input type="email" name="e"><textarea name="m"></textarea></form></body>',
          ),
      ),
    status: 'pass',
    says: /1 contact form/,
  },
  {
    id: 'contact',
    name: 'a number as text only',
    page: () => without(/<a href="tel:[^>]*>([^<]*)<\/a>/, '$1'),
    status: 'warn',
    says: /0117 000 0000/,
  },
  {
    id: 'contact',
    name: 'an e-mail address as text only',
    page: () => without(/<a href="tel:[^>]*>([^<]*)<\/a>/, 'hello@example.test'),
    status: 'warn',
    says: /hello@example\.test/,
  },
  {
    id: 'contact',
    name: 'only a link to the contact page',
    page: () => without(/ or call <a href="tel:[^>]*>[^<]*<\/a>/),
    status: 'warn',
    says: /\/contact/,
  },
  {
    id: 'contact',
    name: 'nothing (a search form does not count)',
    page: () =>
      edited((html) =>
        html
          .replace(/<p><a href="\/contact">.*?<\/p>/, '')
          .replace('</body>', '<form role="search" action="/search"><input type="search" name="q"></form></body>'),
      ),
    status: 'fail',
  },

  { id: 'phone-link', name: 'a tel: link', page: sound, status: 'pass', says: /\+441170000000/ },
  {
    id: 'phone-link',
    name: 'a number as text',
    page: () => without(/<a href="tel:[^>]*>([^<]*)<\/a>/, '$1'),
    status: 'warn',
    says: /0117 000 0000/,
    fixSays: /href="tel:01170000000"/,
  },
  {
    id: 'phone-link',
    name: 'no number',
    page: () => without(/ or call <a href="tel:[^>]*>[^<]*<\/a>/),
    status: 'info',
  },

  { id: 'privacy', name: 'linked', page: sound, status: 'pass' },
  {
    id: 'privacy',
    name: 'not linked',
    page: () => without('<p><a href="/privacy-policy">Privacy policy</a></p>'),
    status: 'warn',
  },

  { id: 'security-headers', name: 'all five', page: sound, status: 'pass' },
  {
    id: 'security-headers',
    name: 'three of five',
    page: () => soundPage({ headers: headersWithout('content-security-policy', 'referrer-policy') }),
    status: 'warn',
    says: /3 of the 5 headers.*Missing: Content-Security-Policy/,
  },
  {
    id: 'security-headers',
    name: 'frame-ancestors stands in for X-Frame-Options',
    page: () => soundPage({ headers: headersWithout('x-frame-options') }),
    status: 'pass',
  },
  {
    id: 'security-headers',
    name: 'one of five',
    page: () =>
      soundPage({ headers: { 'content-type': 'text/html; charset=utf-8', 'x-content-type-options': 'nosniff' } }),
    status: 'fail',
  },
  {
    id: 'security-headers',
    name: 'on http, HSTS does not apply',
    page: () => soundPage({ url: 'http://example.test/', headers: headersWithout('strict-transport-security') }),
    status: 'pass',
    says: /all 4/,
  },

  { id: 'favicon', name: 'declared', page: sound, status: 'pass' },
  { id: 'favicon', name: 'none', page: () => without(/<link rel="icon"[^>]*>/), status: 'warn' },
];

describe('each check', () => {
  it.each(cases)('$id: $name → $status', ({ id, page, keyword, status, says, fixSays }) => {
    const result = verdict(id, page(), keyword);
    expect(result.status, result.detail).toBe(status);
    if (says) expect(result.detail).toMatch(says);
    if (fixSays) expect(result.fix).toMatch(fixSays);
    expect(result.detail.length).toBeGreaterThan(20);
    expect(result.fix.length).toBeGreaterThan(5);
  });

  it('has a passing case and a warning or failing case for every check', () => {
    for (const check of CHECKS) {
      const statuses = new Set(cases.filter((c) => c.id === check.id).map((c) => c.status));
      expect(statuses.has('pass'), `${check.id} has no passing case`).toBe(true);
      expect(statuses.has('warn') || statuses.has('fail'), `${check.id} has no warning or failing case`).toBe(true);
    }
  });

  it('runs every check on every calibration site without throwing', () => {
    for (const name of ['well-made', 'neglected', 'local-bakery', 'shop-product']) {
      const page = readPage(calibrationPage(name));
      for (const check of CHECKS) {
        for (const keyword of [undefined, 'bookkeeping']) expect(() => check.run(page, { keyword })).not.toThrow();
      }
    }
  });
});
