import { describe, expect, it } from 'vitest';
import { occurrences, phraseText } from '../../src/server/audit/checks/content.ts';
import { emailsInText, phonesInText } from '../../src/server/audit/checks/trust.ts';
import { countWords, readPage, siteOf } from '../../src/server/audit/read-page.ts';
import { fetchedPage } from '../fixtures/audit/fetched.ts';
import { calibrationPage } from '../fixtures/audit/sites.ts';

/** Reads an HTML page served at `url` (after a redirect from its bare-domain address). */
function read(html: string, url = 'https://www.shop.test/products/pack') {
  return readPage(fetchedPage({ url, requestedUrl: 'https://shop.test/products/pack', redirects: [url], html }));
}

describe('readPage', () => {
  it('resolves links against the final address and tells internal from external', () => {
    const page = read(`
      <a href="/cart">Basket</a>
      <a href="../collections/bags">Bags</a>
      <a href="https://shop.test/about">About</a>
      <a href="https://maker.test/" rel="Nofollow Sponsored">Maker</a>
      <a href="tel:+44%20117%20496%200321">Call</a>
      <a href="mailto:help@shop.test?subject=Hi">Write</a>
      <a href="javascript:void(0)">Menu</a>
      <a href="http://[broken">Broken</a>
      <a name="anchor">No href</a>`);
    const summary = page.links.map((l) => [l.url?.href, l.internal, l.external]);
    expect(summary).toEqual([
      ['https://www.shop.test/cart', true, false],
      ['https://www.shop.test/collections/bags', true, false],
      ['https://shop.test/about', true, false],
      ['https://maker.test/', false, true],
      ['tel:+44%20117%20496%200321', false, false],
      ['mailto:help@shop.test?subject=Hi', false, false],
      ['javascript:void(0)', false, false],
      [undefined, false, false],
    ]);
    expect([...(page.links[3]?.rel ?? [])]).toEqual(['nofollow', 'sponsored']);
    expect(page.telLinks).toEqual(['+44 117 496 0321']);
    expect(page.mailtoLinks).toEqual(['help@shop.test']);
    expect(siteOf('WWW.Shop.test')).toBe('shop.test');
  });

  it('names a link or heading by its text, else its label, else its image’s alt text', () => {
    const page = read(`
      <h1><img src="/logo.svg" alt="Fernhill Outdoor"></h1>
      <h2>  Why   <em>choose</em> us </h2>
      <a href="/a" aria-label="Your account"><svg><title>Account</title></svg></a>
      <a href="/b"><img src="/x.png" alt="Sale"></a>
      <a href="/c"></a>`);
    expect(page.headings).toEqual([
      { level: 1, text: 'Fernhill Outdoor' },
      { level: 2, text: 'Why choose us' },
    ]);
    expect(page.links.map((l) => l.text)).toEqual(['Account', 'Sale', '']);
  });

  it('reads the head: title, metas, canonical, hreflang, icons, Open Graph and Twitter tags', () => {
    const page = read(`<!DOCTYPE html><html lang="en-GB"><head>
      <meta charset="UTF-8">
      <title>
        Trailhead   45L
      </title>
      <meta name="Description" content="A pack.">
      <meta property="og:title" content="First"><meta property="og:title" content="Second">
      <meta name="og:image" content="https://cdn.test/a.jpg">
      <meta name="twitter:card" content="summary">
      <meta http-equiv="refresh" content="5">
      <link rel="canonical" href="/products/pack">
      <link rel="alternate" hreflang="de" href="/de/products/pack">
      <link rel="shortcut icon" href="/favicon.ico">
      </head><body><svg><title>Not the page title</title></svg></body></html>`);
    expect(page.doctype).toBe('!DOCTYPE html');
    expect(page.lang).toBe('en-GB');
    expect(page.metaCharset?.charset).toBe('utf-8');
    expect(page.titles).toEqual(['Trailhead 45L']);
    expect(page.metas.find((m) => m.name === 'description')?.content).toBe('A pack.');
    expect(page.metas.find((m) => m.httpEquiv === 'refresh')?.content).toBe('5');
    expect(page.openGraph.get('og:title')).toBe('First');
    expect(page.openGraph.get('og:image')).toBe('https://cdn.test/a.jpg');
    expect(page.twitter.get('twitter:card')).toBe('summary');
    expect(page.canonicals).toEqual(['https://www.shop.test/products/pack']);
    expect(page.hreflangs).toEqual([{ lang: 'de', href: 'https://www.shop.test/de/products/pack' }]);
    expect(page.icons).toEqual(['https://www.shop.test/favicon.ico']);
  });

  it('finds no doctype after the content has begun, and the charset’s position', () => {
    const late = read(`<p>Hi</p><!DOCTYPE html><meta charset="utf-8">`);
    expect(late.doctype).toBeUndefined();
    expect(late.metaCharset).toEqual({ charset: 'utf-8', offset: 24 });
    const legacy = read('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">');
    expect(legacy.metaCharset?.charset).toBe('windows-1252');
  });

  it('reads images, scripts, stylesheets and their weight', () => {
    const page = read(`<html><head>
      <link rel="stylesheet" href="/a.css" media="print">
      <script src="/head.js"></script>
      <script src="/deferred.js" defer></script>
      <style>body{color:red}</style>
      </head><body>
      <img src="/a.jpg" alt="" width="10" height="20" loading="LAZY">
      <img data-src="/b.jpg" src="data:image/gif;base64,R0lG">
      <img src="/c.jpg" role="presentation">
      <script>let café = 1;</script>
      <script type="module" src="/m.js"></script>
      <noscript><img src="https://tracker.test/pixel.gif"></noscript>
      <template><img src="/later.jpg"></template>
      </body></html>`);
    expect(
      page.images.map((i) => [i.src, i.alt, i.width, i.height, i.loading, i.scriptLazy, i.presentational]),
    ).toEqual([
      ['https://www.shop.test/a.jpg', '', '10', '20', 'lazy', false, false],
      ['data:image/gif;base64,R0lG', undefined, undefined, undefined, undefined, true, false],
      ['https://www.shop.test/c.jpg', undefined, undefined, undefined, undefined, false, true],
    ]);
    expect(page.scripts.map((s) => [s.src, s.inHead, s.defer, s.type, s.inlineBytes])).toEqual([
      ['https://www.shop.test/head.js', true, false, '', 0],
      ['https://www.shop.test/deferred.js', true, true, '', 0],
      [undefined, false, false, '', 14], // "let café = 1;": 13 characters, é two bytes in UTF-8
      ['https://www.shop.test/m.js', false, false, 'module', 0],
    ]);
    expect(page.stylesheets).toEqual([{ href: 'https://www.shop.test/a.css', media: 'print', inHead: true }]);
    expect(page.inlineStyleBytes).toBe('body{color:red}'.length);
    // Data URIs are not requests; what noscript and template hold is not loaded.
    expect(page.resources.map((r) => r.kind)).toEqual(['stylesheet', 'script', 'script', 'image', 'image', 'script']);
  });

  it('parses JSON-LD blocks, keeps the error of one that does not parse, and lists every type', () => {
    const page = read(`
      <script type="application/ld+json">{"@context":"https://schema.org","@graph":[
        {"@type":["Organization","Brand"],"name":"Fernhill"},
        {"@type":"Product","offers":{"@type":"Offer","price":"1"}}]}</script>
      <script type="application/ld+json"><!-- {"@type": "WebSite"} --></script>
      <script type="application/ld+json">{"@type": "LocalBusiness",}</script>
      <div itemscope itemtype="https://schema.org/Store"></div>`);
    expect(page.jsonLd.map((b) => b.types)).toEqual([['Organization', 'Brand', 'Product', 'Offer'], ['WebSite'], []]);
    expect(page.jsonLd[2]?.error).toMatch(/JSON/);
    expect(page.jsonLd[0]?.error).toBeUndefined();
    expect(page.microdataTypes).toEqual(['Store']);
    // JSON-LD is not a script that runs.
    expect(page.scripts).toEqual([]);
  });

  it('tells contact forms from search forms and flags insecure targets', () => {
    const page = read(`
      <form role="search" action="/search"><input type="search" name="q"></form>
      <form action="/find"><input name="q"></form>
      <form action="http://forms.test/send" method="POST">
        <input type="hidden" name="token"><input type="email" name="email"><textarea name="m"></textarea>
        <select name="topic"></select><input type="submit" value="Send it">
      </form>`);
    expect(page.forms.map((f) => [f.search, f.method, f.fields])).toEqual([
      [true, 'get', ['search']],
      [true, 'get', ['text']],
      [false, 'post', ['email', 'textarea', 'select']],
    ]);
    expect(page.insecureForms).toEqual(['http://forms.test/send']);
    expect(page.buttons).toEqual(['Send it']);
  });

  it('lists the resources an https page loads over plain http', () => {
    const page = read(`
      <script src="http://cdn.test/a.js"></script>
      <link rel="stylesheet" href="http://cdn.test/a.css">
      <img src="http://cdn.test/a.jpg">
      <iframe src="http://maps.test/embed"></iframe>
      <video src="http://cdn.test/v.mp4"></video>
      <a href="http://elsewhere.test/">A link is not a resource</a>
      <img src="//cdn.test/b.jpg">`);
    expect(page.insecure.map((r) => `${r.kind} ${r.url}`)).toEqual([
      'script http://cdn.test/a.js',
      'stylesheet http://cdn.test/a.css',
      'image http://cdn.test/a.jpg',
      'iframe http://maps.test/embed',
      'media http://cdn.test/v.mp4',
    ]);
    const http = readPage(fetchedPage({ url: 'http://shop.test/', html: '<img src="http://cdn.test/a.jpg">' }));
    expect(http.insecure).toEqual([]);
  });

  it('reads the visible text: no head, scripts, styles, noscript, templates or SVG; blocks break words, inline tags do not', () => {
    const page = read(`<html><head><title>Title words</title><style>.a{}</style></head><body>
      <p>Ham<b>burg</b> is</p><p>a city</p><div>in<span>side</span></div>
      <script>var hidden = "script words";</script><noscript>Enable JavaScript</noscript>
      <template><p>Later</p></template><svg><text>Chart label</text></svg>
      <p>— 42 · ★</p></body></html>`);
    expect(page.text).toBe('Hamburg is a city inside — 42 · ★');
    expect(page.wordCount).toBe(6);
  });

  it('reads the calibration sites in full', () => {
    const shop = readPage(calibrationPage('shop-product'));
    expect(shop.images).toHaveLength(13);
    expect(shop.links.filter((l) => l.internal)).toHaveLength(22);
    expect(shop.hreflangs).toHaveLength(3);
    expect(shop.forms.filter((f) => !f.search)).toHaveLength(1);
    expect(shop.buttons).toContain('Add to basket');
    const bakery = readPage(calibrationPage('local-bakery'));
    expect(bakery.telLinks).toEqual(['+441423555019', '+441423555019']);
    expect(bakery.resources.filter((r) => r.kind === 'iframe')).toHaveLength(1);
  });
});

describe('text helpers', () => {
  it('counts words with a letter or digit, in any script', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  Crème   brûlée — 東京 42 · ★ e-mail  ')).toBe(5);
    expect(countWords('one\ttwo\nthree\u00a0four')).toBe(4);
  });

  it('finds a phrase as whole words, case and punctuation ignored', () => {
    expect(phraseText('  Small-Business  BOOKKEEPING!! ')).toBe(' small business bookkeeping ');
    expect(occurrences('Small business bookkeeping; small-business bookkeeping.', 'small business bookkeeping')).toBe(
      2,
    );
    expect(occurrences('bookkeepings and bookkeeping', 'bookkeeping')).toBe(1);
    expect(occurrences('plumber plumber plumber', 'plumber plumber')).toBe(1);
    expect(occurrences('Anything', '  !! ')).toBe(0);
  });

  it('finds phone numbers and e-mail addresses written as text, not dates or prices', () => {
    expect(phonesInText('Call 0117 496 0321 or +44 117 496 0321 or (555) 201-4477 or 555.201.4477')).toEqual([
      '0117 496 0321',
      '+44 117 496 0321',
      '(555) 201-4477',
      '555.201.4477',
    ]);
    expect(phonesInText('Open 2024-2025, from £1,200, since 1987, order 12 34')).toEqual([]);
    expect(emailsInText('Write to hello@bakery.example or Sales@Shop.co.uk.')).toEqual([
      'hello@bakery.example',
      'Sales@Shop.co.uk',
    ]);
  });
});
