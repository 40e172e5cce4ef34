import { header, type Resource } from '../read-page.ts';
import { count, decimal, fail, list, pass, size, warn, type CheckDefinition } from './definitions.ts';

/*
 * What the audit sees of speed is the server's answer and what the HTML asks for, measured from
 * our server: not a visitor's browser on a phone. The report's notes say so; these checks say it
 * where it matters.
 */

/** Google's web.dev guidance: a server response within 0.8 s is good, beyond 1.8 s poor. */
export const RESPONSE_GOOD_MS = 800;
export const RESPONSE_POOR_MS = 1800;
/** HTML weight: up to 200 KB passes, up to 1 MB warns (our own bands). */
export const HTML_GOOD_BYTES = 200 * 1024;
export const HTML_POOR_BYTES = 1024 * 1024;
/** Below one network packet, compression gains nothing worth a finding. */
export const COMPRESSION_FLOOR_BYTES = 1400;
/** Uncompressed HTML up to this size warns, beyond it fails (our own band). */
export const COMPRESSION_FAIL_BYTES = 20 * 1024;

const COMPRESSIONS = new Set(['br', 'gzip', 'zstd', 'deflate', 'x-gzip']);

const responseTime: CheckDefinition = {
  id: 'response-time',
  category: 'speed',
  weight: 6,
  title: 'Server response time',
  looksAt: `How long the server took from our request to the page’s last byte: up to ${decimal(RESPONSE_GOOD_MS / 1000)} s passes, over ${decimal(RESPONSE_POOR_MS / 1000)} s fails (Google’s web.dev bands). Measured from our server, not a visitor’s browser.`,
  service: '/web-development-pricing',
  run(page) {
    const ms = Math.round(page.fetched.page.elapsedMs);
    const measured = `The server took ${decimal(ms / 1000)} s (${count(ms, 'millisecond')}) to send the page, measured from our server to its last byte.`;
    const caveat =
      ' A visitor on a phone or far away waits longer, and images and scripts come on top; Google’s guidance calls a server answer within 0.8 s good and over 1.8 s poor.';
    if (ms > RESPONSE_POOR_MS) {
      return fail(
        measured + caveat + ' Visitors leave slow pages before they load.',
        'Ask your host about caching whole pages (a caching plugin, or a CDN: a service that keeps copies of your pages close to your visitors), and check for slow plugins or database queries.',
      );
    }
    if (ms > RESPONSE_GOOD_MS) {
      return warn(
        measured + caveat,
        'Page caching or a CDN usually brings this under 0.8 s; a faster hosting plan can too.',
      );
    }
    return pass(measured + ' That is quick.');
  },
};

const pageWeight: CheckDefinition = {
  id: 'page-weight',
  category: 'speed',
  weight: 6,
  title: 'HTML size',
  looksAt: `The size of the page’s HTML alone: up to ${size(HTML_GOOD_BYTES)} passes, over ${size(HTML_POOR_BYTES)} (or more than we read) fails.`,
  service: '/web-development-pricing',
  run(page) {
    const { decodedBytes, transferredBytes, truncated } = page.fetched.page;
    const wire = transferredBytes !== decodedBytes ? ` (${size(transferredBytes)} over the network)` : '';
    if (truncated) {
      return fail(
        `The page’s HTML is larger than ${size(decodedBytes)}, where we stopped reading; everything in this report is about that first part. HTML this heavy takes long to download and to process on a phone, before a single image loads.`,
        'Find what bloats the HTML (often data embedded by a page builder or framework, long inline scripts, or huge lists rendered in full) and load it only when needed.',
      );
    }
    const measured = `The page’s HTML is ${size(decodedBytes)}${wire}, before images, styles and scripts.`;
    if (decodedBytes > HTML_POOR_BYTES) {
      return fail(
        `${measured} That is very heavy: the browser must download and process all of it before the page settles.`,
        'Find what bloats the HTML (embedded data, inline scripts, repeated markup) and trim it or load it only when needed.',
      );
    }
    if (decodedBytes > HTML_GOOD_BYTES) {
      return warn(
        `${measured} That is heavier than most pages need, and it slows the first view on a phone.`,
        'Look for inline data, scripts and styles the page could load separately or drop.',
      );
    }
    return pass(`${measured} That is light.`);
  },
};

const compression: CheckDefinition = {
  id: 'compression',
  category: 'speed',
  weight: 5,
  title: 'Compression',
  looksAt: `Whether the server compresses the HTML (gzip, Brotli or zstd): uncompressed HTML over ${size(COMPRESSION_FAIL_BYTES)} fails, smaller warns, under ${size(COMPRESSION_FLOOR_BYTES)} does not matter.`,
  service: '/web-development-pricing',
  run(page) {
    const encoding = (header(page, 'content-encoding') ?? '').toLowerCase().trim();
    const { decodedBytes, transferredBytes } = page.fetched.page;
    if (COMPRESSIONS.has(encoding)) {
      const saved = decodedBytes > 0 ? Math.round((1 - transferredBytes / decodedBytes) * 100) : 0;
      return pass(
        `The server compresses the page (${encoding}): ${size(transferredBytes)} travel for ${size(decodedBytes)} of HTML${saved > 0 ? `, ${saved} % less` : ''}.`,
      );
    }
    if (decodedBytes < COMPRESSION_FLOOR_BYTES) {
      return pass(
        `The page is sent uncompressed, but at ${size(decodedBytes)} compression would gain nothing noticeable.`,
      );
    }
    const detail = `The server sends the page’s ${size(decodedBytes)} of HTML uncompressed. Compression (gzip or Brotli) usually shrinks HTML to a quarter of its size or less, so every visitor downloads several times what they need to.`;
    const fix =
      'Switch on gzip or Brotli compression on the server or CDN: one setting at most hosts (or a line in the server’s configuration). It applies to styles and scripts too.';
    if (decodedBytes > COMPRESSION_FAIL_BYTES) return fail(detail, fix);
    return warn(`${detail} This page is small, but the same setting usually covers your styles and scripts.`, fix);
  },
};

const redirects: CheckDefinition = {
  id: 'redirects',
  category: 'speed',
  weight: 3,
  title: 'Redirects',
  looksAt: 'How many redirects lead from the address typed to the page: one is fine, two or more cost time.',
  service: '/web-development-pricing',
  run(page) {
    const hops = page.fetched.redirects;
    if (hops.length === 0) return pass('The address answers directly, with no redirect.');
    const chain = [page.fetched.requestedUrl, ...hops].join(' → ');
    if (hops.length === 1) {
      const downgrade = page.fetched.requestedUrl.startsWith('https:') && hops[0]?.startsWith('http:');
      return pass(
        `One redirect leads to the page (${chain})${downgrade ? ' (see "Secure connection")' : ', which is fine'}.`,
      );
    }
    return warn(
      `${count(hops.length, 'redirect')} lead to the page (${chain}). Each one is another round trip before anything shows, noticeable on a phone.`,
      'Redirect every old or alternative address straight to the final one (https, with or without www, as you chose), in one step.',
    );
  },
};

const EXECUTABLE = /^(|text\/javascript|application\/javascript|application\/ecmascript|text\/ecmascript)$/;

const renderBlocking: CheckDefinition = {
  id: 'render-blocking',
  category: 'speed',
  weight: 4,
  title: 'Scripts that hold up the page',
  looksAt:
    'Scripts in the <head> loaded without async, defer or type="module": none passes, one or two warn, three or more fail.',
  service: '/web-development-pricing',
  run(page) {
    const blocking = page.scripts.filter(
      (script) =>
        script.src !== undefined && script.inHead && !script.async && !script.defer && EXECUTABLE.test(script.type),
    );
    const names = blocking.map((script) => script.src?.split(/[?#]/)[0]?.split('/').pop() ?? '');
    const stylesheets = page.stylesheets.filter((sheet) => sheet.inHead).length;
    const styles =
      stylesheets > 0
        ? ` The head also loads ${count(stylesheets, 'stylesheet')}, which browsers need before drawing anyway.`
        : '';
    if (blocking.length === 0) return pass(`No script in the head holds up the first view of the page.${styles}`);
    const detail = `${count(blocking.length, 'script')} in the head (${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''}) must download and run before the browser shows anything.${styles}`;
    const fix =
      'Add "defer" to scripts that do not need to run before the page shows (most don’t), or move them to the end of the page; load third-party widgets after the page.';
    if (blocking.length >= 3) return fail(detail, fix);
    return warn(detail, fix);
  },
};

/** Up to 50 files the HTML asks for passes, up to 100 warns (our own bands). */
export const REQUESTS_GOOD = 50;
export const REQUESTS_POOR = 100;

const KIND_NAMES: Readonly<Record<Resource['kind'], readonly [string, string]>> = {
  script: ['script', 'scripts'],
  stylesheet: ['stylesheet', 'stylesheets'],
  image: ['image', 'images'],
  iframe: ['frame', 'frames'],
  media: ['video or audio file', 'video or audio files'],
  preload: ['preloaded file', 'preloaded files'],
  icon: ['icon', 'icons'],
  object: ['embedded object', 'embedded objects'],
};

const requests: CheckDefinition = {
  id: 'requests',
  category: 'speed',
  weight: 3,
  title: 'Number of files',
  looksAt: `The files the HTML itself asks for (scripts, styles, images, frames, fonts preloaded): up to ${REQUESTS_GOOD} passes, over ${REQUESTS_POOR} fails. Scripts may load more.`,
  service: '/web-development-pricing',
  run(page) {
    const files = new Set(page.resources.map((resource) => resource.url)).size;
    const kinds = new Map<string, number>();
    for (const resource of page.resources) kinds.set(resource.kind, (kinds.get(resource.kind) ?? 0) + 1);
    const tally = [...kinds].map(([kind, n]) =>
      count(n, KIND_NAMES[kind as Resource['kind']][0], KIND_NAMES[kind as Resource['kind']][1]),
    );
    const detail = `The HTML asks for ${count(files, 'file')}${tally.length > 0 ? ` (${list(tally)})` : ''}, not counting what its scripts load later.`;
    if (files > REQUESTS_POOR) {
      return fail(
        `${detail} Each one is a request the browser must make; this many slows the page, most of all on a phone.`,
        'Combine or drop scripts and styles you no longer use, lazy-load images below the fold and remove widgets that do not earn their place.',
      );
    }
    if (files > REQUESTS_GOOD) {
      return warn(
        `${detail} That is more than most pages need.`,
        'Look for scripts, styles and images the page could do without, or load later.',
      );
    }
    return pass(detail);
  },
};

/** Inline script: up to 50 KB passes, up to 150 KB warns (our own bands). */
export const INLINE_GOOD_BYTES = 50 * 1024;
export const INLINE_POOR_BYTES = 150 * 1024;

const inlineScripts: CheckDefinition = {
  id: 'inline-scripts',
  category: 'speed',
  weight: 3,
  title: 'Code inside the page',
  looksAt: `The scripts written into the HTML itself (structured data excluded): up to ${size(INLINE_GOOD_BYTES)} passes, over ${size(INLINE_POOR_BYTES)} fails.`,
  service: '/web-development-pricing',
  run(page) {
    const inline = page.scripts.filter((script) => script.src === undefined);
    const bytes = inline.reduce((sum, script) => sum + script.inlineBytes, 0);
    const styles = page.inlineStyleBytes > 0 ? ` Inline styles add ${size(page.inlineStyleBytes)}.` : '';
    const detail =
      inline.length === 0
        ? `No script is written into the page itself.${styles}`
        : `${count(inline.length, 'script')} written into the page ${inline.length === 1 ? 'holds' : 'hold'} ${size(bytes)} of code or data.${styles}`;
    const fix =
      'Move large scripts and embedded data into separate files the browser can cache, or load them only when needed (page builders and frameworks often have a setting for this).';
    if (bytes > INLINE_POOR_BYTES) {
      return fail(`${detail} Visitors download all of it again on every page, with nothing cached.`, fix);
    }
    if (bytes > INLINE_GOOD_BYTES) {
      return warn(`${detail} That is downloaded again with every page, never cached.`, fix);
    }
    return pass(detail);
  },
};

const imageDimensions: CheckDefinition = {
  id: 'image-dimensions',
  category: 'speed',
  weight: 3,
  title: 'Image sizes declared',
  looksAt: 'The width and height attributes of every image, which let the browser keep their space before they load.',
  service: '/web-development-pricing',
  run(page) {
    const images = page.images;
    if (images.length === 0) return pass('The page has no images to size.');
    const unsized = images.filter((image) => image.width === undefined || image.height === undefined);
    if (unsized.length > 0) {
      return warn(
        `${unsized.length} of ${count(images.length, 'image')} have no width and height. The browser cannot reserve their space, so text jumps down as they load (Google measures this as layout shift, and asks for a score of 0.1 or less).`,
        'Give every <img> its width and height attributes (the image’s own size; CSS can still scale it).',
      );
    }
    return pass(
      `All ${count(images.length, 'image')} declare their width and height, so the page does not jump as they load.`,
    );
  },
};

/** With this many images, those below the first screen should wait until scrolled to. */
export const LAZY_FROM = 5;

const lazyImages: CheckDefinition = {
  id: 'lazy-images',
  category: 'speed',
  weight: 2,
  title: 'Images loaded when needed',
  looksAt: `Lazy loading: with ${LAZY_FROM} images or more some should be lazy-loaded, and the first image should not be.`,
  service: '/web-development-pricing',
  run(page) {
    const images = page.images;
    const lazy = images.filter((image) => image.loading === 'lazy' || image.scriptLazy);
    if (images[0]?.loading === 'lazy') {
      return warn(
        'The first image on the page is lazy-loaded. If it is the main picture at the top, the browser now waits to fetch it, and the page’s main content shows later.',
        'Remove loading="lazy" from images in the first screen (the hero or header image); keep it for those further down.',
      );
    }
    if (images.length >= LAZY_FROM && lazy.length === 0) {
      return warn(
        `The page has ${count(images.length, 'image')} and none is lazy-loaded, so the browser downloads all of them up front, even those far below the first screen.`,
        'Add loading="lazy" to images below the first screen (most platforms have a setting for it).',
      );
    }
    if (lazy.length > 0)
      return pass(`${lazy.length} of ${count(images.length, 'image')} wait until the visitor scrolls near them.`);
    return pass(`The page has ${count(images.length, 'image')}, too few for lazy loading to matter.`);
  },
};

export const speedChecks: readonly CheckDefinition[] = [
  responseTime,
  pageWeight,
  compression,
  redirects,
  renderBlocking,
  requests,
  inlineScripts,
  imageDimensions,
  lazyImages,
];
