import { header, metaNamed, type Resource } from '../read-page.ts';
import { count, fail, info, list, pass, sample, warn, type CheckDefinition } from './definitions.ts';

const https: CheckDefinition = {
  id: 'https',
  category: 'technical',
  weight: 10,
  title: 'Secure connection (https)',
  looksAt: 'Whether the page ends up on https, after any redirects.',
  service: '/web-development-pricing',
  cap: 60,
  run(page) {
    const requested = new URL(page.fetched.requestedUrl);
    if (page.url.protocol === 'https:') {
      return pass(
        requested.protocol === 'http:'
          ? 'The page is served over https, and its http address redirects there.'
          : 'The page is served over https: what visitors send and see is encrypted.',
      );
    }
    const downgraded = requested.protocol === 'https:';
    return fail(
      `${downgraded ? 'Asking for the https address redirects to plain http: the' : 'The'} page is served over plain http. Browsers mark it "Not secure", anything typed into it travels unprotected, and Google prefers secure pages.`,
      'Install a security certificate (TLS; free from Let’s Encrypt, and one click at most hosts), then send every http address to its https version with a permanent (301) redirect.',
    );
  },
};

const status: CheckDefinition = {
  id: 'status',
  category: 'technical',
  weight: 10,
  title: 'Page answers',
  looksAt: 'The HTTP status of the page: 200 (OK) passes; an error or an endless redirect fails.',
  service: '/web-development-pricing',
  cap: 20,
  run(page) {
    const code = page.fetched.page.status;
    if (code === 200) return pass('The page answers 200 (OK).');
    if (code >= 200 && code < 300) {
      return warn(
        `The page answers ${code} rather than 200 (OK). Browsers show it, but search engines may treat it as not quite a normal page.`,
        'Have the server answer 200 for the page.',
      );
    }
    if (code >= 300 && code < 400) {
      return fail(
        `The page still answers with a redirect (${code}) after ${count(page.fetched.redirects.length, 'redirect')}, so neither we nor search engines reach the page itself.`,
        'Make the address redirect once, straight to the final page.',
      );
    }
    if (code === 404 || code === 410) {
      return fail(
        `The page answers ${code} (${code === 404 ? 'Not Found' : 'Gone'}). Even if visitors see content, search engines drop pages that answer this from their results.`,
        'If the page should exist, fix its address or the server’s routing; if it moved, redirect the old address to the new one with a 301.',
      );
    }
    if (code >= 500) {
      return fail(
        `The server answers with an error (${code}). Visitors may see an error page, and search engines that meet it repeatedly crawl the site less and drop the page.`,
        'Check the server’s error log for what fails on this page; your host can help.',
      );
    }
    return fail(
      `The page answers ${code}, which tells browsers and search engines it is not available to them.`,
      'Have the server answer 200 (OK) for a public page.',
    );
  },
};

const viewport: CheckDefinition = {
  id: 'viewport',
  category: 'technical',
  weight: 7,
  title: 'Mobile viewport',
  looksAt:
    'The viewport meta tag: width=device-width, and visitors not stopped from zooming (user-scalable=no or a maximum-scale below 2).',
  service: '/web-development-pricing',
  cap: 60,
  run(page) {
    const content = metaNamed(page, 'viewport');
    if (content === undefined) {
      return fail(
        'The page has no viewport tag, so phones show it as a shrunken desktop page that visitors must pinch to read. Google uses the mobile version of a page to index and rank it.',
        'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the head, and check the layout on a phone.',
      );
    }
    const settings = new Map(
      content
        .toLowerCase()
        .split(/[,;]/)
        .map((part) => part.split('=').map((s) => s.trim()) as [string, string | undefined])
        .filter(([key]) => key !== ''),
    );
    if (settings.get('width') !== 'device-width') {
      return warn(
        `The viewport tag (“${content}”) does not set width=device-width, so on phones the page is laid out for a fixed width rather than the screen.`,
        'Use content="width=device-width, initial-scale=1" and a layout that adapts to the screen.',
      );
    }
    const maxScale = Number(settings.get('maximum-scale') ?? 'NaN');
    if (settings.get('user-scalable') === 'no' || settings.get('user-scalable') === '0' || maxScale < 2) {
      return warn(
        `The viewport tag (“${content}”) stops visitors from zooming in. People with poor eyesight rely on zoom, and accessibility guidelines ask that text can be enlarged.`,
        'Remove user-scalable=no and maximum-scale from the viewport tag.',
      );
    }
    return pass('The viewport tag fits the page to the width of a phone’s screen.');
  },
};

const LANG = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

const lang: CheckDefinition = {
  id: 'lang',
  category: 'technical',
  weight: 3,
  title: 'Page language',
  looksAt: 'The lang attribute of <html>: present and a valid language code (such as "en" or "en-GB").',
  service: '/web-development-pricing',
  run(page) {
    const value = page.lang?.trim();
    if (!value) {
      return warn(
        'The page does not say which language it is in (the lang attribute of <html>). Screen readers use it to pick the right voice and pronunciation, and browsers to offer translation.',
        'Add the language to the opening tag, such as <html lang="en">.',
      );
    }
    if (!LANG.test(value)) {
      return warn(
        `The page’s language is given as “${value}”, which is not a valid language code, so screen readers and browsers cannot use it.`,
        'Use a code such as "en", "en-GB" or "es".',
      );
    }
    return pass(`The page says it is in “${value}”.`);
  },
};

const charset: CheckDefinition = {
  id: 'charset',
  category: 'technical',
  weight: 2,
  title: 'Character encoding',
  looksAt:
    'The character encoding the Content-Type header or a <meta charset> near the top declares: UTF-8, declared within the first 1,024 bytes.',
  service: '/web-development-pricing',
  run(page) {
    const fromHeader = /charset\s*=\s*["']?([\w-]+)/i.exec(header(page, 'content-type') ?? '')?.[1]?.toLowerCase();
    const fromMeta = page.metaCharset;
    const declared = fromHeader ?? fromMeta?.charset;
    if (declared === undefined) {
      return warn(
        'The page does not declare its character encoding, so a browser may guess wrong and show accented letters, symbols and curly quotes as gibberish.',
        'Add <meta charset="utf-8"> as the first tag inside <head> (and save the page as UTF-8).',
      );
    }
    if (declared !== 'utf-8' && declared !== 'utf8') {
      return warn(
        `The page declares the “${declared}” encoding. It works, but UTF-8 is the web’s standard and handles every language and symbol.`,
        'Save the site’s pages and database as UTF-8 and declare <meta charset="utf-8">.',
      );
    }
    if (fromHeader === undefined && fromMeta && fromMeta.offset > 1024) {
      return warn(
        `The page declares UTF-8, but only ${count(fromMeta.offset, 'byte')} in, after the first 1,024 where browsers look for it, so they may have guessed before reaching it.`,
        'Move <meta charset="utf-8"> to be the first tag inside <head>.',
      );
    }
    return pass(`The page declares the UTF-8 encoding${fromHeader ? ' in its Content-Type header' : ' near its top'}.`);
  },
};

const doctype: CheckDefinition = {
  id: 'doctype',
  category: 'technical',
  weight: 2,
  title: 'Doctype',
  looksAt: 'A doctype (<!DOCTYPE html>) before anything else in the page.',
  service: '/web-development-pricing',
  run(page) {
    if (page.doctype === undefined) {
      return warn(
        'The page does not start with <!DOCTYPE html>, so browsers draw it in "quirks mode", imitating browsers of the 1990s: layouts can differ from browser to browser.',
        'Make <!DOCTYPE html> the first line of every page (the theme’s header template).',
      );
    }
    return pass(`The page starts with a doctype (<${page.doctype}>), so browsers draw it in standards mode.`);
  },
};

const metaRefresh: CheckDefinition = {
  id: 'meta-refresh',
  category: 'technical',
  weight: 2,
  title: 'No timed refresh',
  looksAt: 'A <meta http-equiv="refresh">, which reloads the page or sends visitors elsewhere after a delay.',
  service: '/web-development-pricing',
  run(page) {
    const refresh = page.metas.find((meta) => meta.httpEquiv === 'refresh');
    if (refresh === undefined) return pass('The page does not reload itself or redirect from inside the page.');
    const target = /url\s*=\s*['"]?([^'"]+)/i.exec(refresh.content)?.[1];
    const seconds = Number.parseFloat(refresh.content) || 0;
    if (target) {
      return warn(
        `The page sends visitors to ${target} after ${count(seconds, 'second')}, from inside the page (a meta refresh). Search engines follow that less reliably than a server redirect, and the back button stops working as visitors expect.`,
        'Replace it with a permanent (301) redirect on the server.',
      );
    }
    return warn(
      `The page reloads itself every ${count(seconds, 'second')} (a meta refresh). That can lose a visitor’s place and interrupts screen readers.`,
      'Remove the refresh; update what changes with a script instead, if it must update at all.',
    );
  },
};

/** Resources a browser blocks outright when the page is https and they are not. */
const ACTIVE = new Set<Resource['kind']>(['script', 'stylesheet', 'iframe', 'object', 'preload']);

const mixedContent: CheckDefinition = {
  id: 'mixed-content',
  category: 'technical',
  weight: 6,
  title: 'No insecure content',
  looksAt:
    'On an https page, files and form targets addressed over plain http: scripts, styles and frames fail (browsers block them), images and media warn.',
  service: '/web-development-pricing',
  run(page) {
    if (page.url.protocol !== 'https:') {
      return info('The page itself is not on https, so there is no secure page to mix with (see "Secure connection").');
    }
    const active = page.insecure.filter((resource) => ACTIVE.has(resource.kind));
    const passive = page.insecure.filter((resource) => !ACTIVE.has(resource.kind));
    const names = (resources: readonly Resource[]) => sample(resources.map((r) => r.url));
    if (active.length > 0 || page.insecureForms.length > 0) {
      const parts = [
        active.length > 0
          ? `${count(active.length, 'script, style or frame', 'scripts, styles or frames')} over plain http (${names(active)})`
          : '',
        page.insecureForms.length > 0
          ? `${count(page.insecureForms.length, 'form')} sending to plain http (${sample(page.insecureForms)})`
          : '',
      ].filter(Boolean);
      return fail(
        `The page is on https but loads ${list(parts)}. Browsers block insecure scripts, styles and frames, so parts of the page may be missing or broken, and warn visitors before a form sends over http.`,
        'Change those addresses to https (most services offer it), or host the files yourself.',
      );
    }
    if (passive.length > 0) {
      return warn(
        `The page is on https but loads ${count(passive.length, 'image or media file', 'images or media files')} over plain http (${names(passive)}). Browsers upgrade or block them and may drop the padlock.`,
        'Change those addresses to https (a search-and-replace of "http://" in the content usually does it).',
      );
    }
    return pass(`All ${count(page.resources.length, 'file')} the page loads are addressed over https.`);
  },
};

export const technicalChecks: readonly CheckDefinition[] = [
  https,
  status,
  viewport,
  lang,
  charset,
  doctype,
  metaRefresh,
  mixedContent,
];
