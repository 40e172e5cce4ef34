import robotsParser from 'robots-parser';
import { header, metasNamed, type ReadPage } from '../read-page.ts';
import { count, fail, info, list, pass, quote, sample, warn, type CheckDefinition } from './definitions.ts';

/** Query parameters that track a visit and do not make a different page. */
const TRACKING = /^(utm_\w+|gclid|gbraid|wbraid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl|ref)$/i;

/** The page's address without its fragment and tracking parameters. */
export function cleanAddress(url: URL): string {
  const clean = new URL(url.href);
  clean.hash = '';
  for (const key of [...clean.searchParams.keys()]) if (TRACKING.test(key)) clean.searchParams.delete(key);
  return clean.href;
}

/** The robots directives that apply to Googlebot, from `<meta>` and X-Robots-Tag. */
export function robotsDirectives(page: ReadPage): { source: string; directives: Set<string> }[] {
  const found: { source: string; directives: Set<string> }[] = [];
  const split = (value: string) =>
    new Set(
      value
        .toLowerCase()
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    );
  for (const name of ['robots', 'googlebot']) {
    for (const content of metasNamed(page, name)) {
      found.push({ source: `<meta name="${name}" content="${content}">`, directives: split(content) });
    }
  }
  const tag = header(page, 'x-robots-tag');
  if (tag !== undefined) {
    // "noindex, googlebot: nofollow, otherbot: noindex": a "name:" prefix scopes what follows.
    let agent: string | undefined;
    const directives = new Set<string>();
    for (const raw of tag.split(',')) {
      let part = raw.trim().toLowerCase();
      const prefixed = /^([a-z0-9_-]+)\s*:\s*(.*)$/.exec(part);
      if (prefixed?.[1] && !/^(max-|unavailable_after|noimageindex)/.test(prefixed[1])) {
        agent = prefixed[1];
        part = prefixed[2] ?? '';
      }
      if (part && (agent === undefined || agent === 'googlebot')) directives.add(part);
    }
    found.push({ source: `the X-Robots-Tag header (“${tag}”)`, directives });
  }
  return found;
}

const indexable: CheckDefinition = {
  id: 'indexable',
  category: 'findability',
  weight: 10,
  title: 'Allowed in search results',
  looksAt:
    'The robots meta tags and the X-Robots-Tag header: a "noindex" (or "none") keeps the page out of Google; a "nofollow" stops Google following its links.',
  service: '/seo-services',
  cap: 30,
  run(page) {
    const found = robotsDirectives(page);
    const noindex = found.filter(({ directives }) => directives.has('noindex') || directives.has('none'));
    if (noindex.length > 0) {
      return fail(
        `The page asks search engines to leave it out of their results, in ${list(noindex.map((f) => f.source))}. As long as that stays, Google will not list this page, however good it is.`,
        'If this page should be found, remove "noindex" from the robots meta tag or the X-Robots-Tag header (site builders often have a "hide from search engines" switch), then ask Google to recrawl it in Search Console.',
      );
    }
    const nofollow = found.filter(({ directives }) => directives.has('nofollow'));
    if (nofollow.length > 0) {
      return warn(
        `The page may be listed, but ${list(nofollow.map((f) => f.source))} asks search engines not to follow any of its links, so the pages it links to get no help from it.`,
        'Remove "nofollow" from the page-wide robots directives; mark single links rel="nofollow" only where you mean it.',
      );
    }
    return pass(
      found.length === 0
        ? 'Nothing on the page or in its headers asks search engines to leave it out: it may be listed.'
        : `The robots directives (${list(found.map((f) => f.source))}) allow the page to be listed and its links followed.`,
    );
  },
};

const robotsTxt: CheckDefinition = {
  id: 'robots-txt',
  category: 'findability',
  weight: 8,
  title: 'robots.txt',
  looksAt:
    "The site's robots.txt, read with a maintained parser (robots-parser): does it block this page for Googlebot, or for all crawlers?",
  service: '/seo-services',
  cap: 30,
  run(page) {
    const robotsUrl = new URL('/robots.txt', page.url).href;
    const response = page.fetched.robotsTxt;
    if (response === undefined) {
      return warn(
        `We could not fetch ${robotsUrl}, so we cannot say whether it lets search engines crawl this page.`,
        'Open your robots.txt in a browser: it should load quickly as plain text (or answer 404 if you have none).',
      );
    }
    if (response.status >= 500) {
      return fail(
        `${robotsUrl} answers with a server error (${response.status}). Google reads that as "do not crawl anything for now" and may stop visiting the whole site until it loads.`,
        'Fix the server so robots.txt answers 200 with your rules, or 404 if you have none.',
      );
    }
    if (response.status >= 400) {
      return pass(
        `There is no robots.txt (${robotsUrl} answers ${response.status}). Search engines take that as permission to crawl everything, which is fine.`,
        'Optional: a short robots.txt that names your sitemap helps search engines find all your pages.',
      );
    }
    if (response.status !== 200) {
      return warn(
        `${robotsUrl} answers ${response.status} instead of 200, so crawlers may not read your rules as you meant them.`,
        'Serve robots.txt directly with status 200 (or 404 if you have none).',
      );
    }
    const robots = robotsParser(robotsUrl, response.body);
    const lines = response.body.split(/\r?\n/);
    const ruleFor = (agent: string) => {
      const number = robots.getMatchingLineNumber(page.url.href, agent);
      const line = number > 0 ? lines[number - 1]?.trim() : undefined;
      return line ? ` (line ${number}: “${line}”)` : '';
    };
    const google = robots.isAllowed(page.url.href, 'Googlebot') !== false;
    const everyone = robots.isAllowed(page.url.href, '*') !== false;
    const sitemaps = robots.getSitemaps();
    const named = sitemaps.length > 0 ? ` It names ${count(sitemaps.length, 'sitemap')}.` : '';
    if (!google) {
      return fail(
        `robots.txt blocks this page for Googlebot${ruleFor('Googlebot')}. Google will not crawl it, so it cannot read what the page says, and the page rarely shows up in results.`,
        'Remove or narrow the Disallow rule that matches this page, then test the address in Search Console’s robots.txt report.',
      );
    }
    if (!everyone) {
      return warn(
        `Googlebot may crawl this page, but the rules for all other crawlers (User-agent: *) block it${ruleFor('*')}, so Bing, and the search engines and assistants that rely on it, may not.`,
        'Unless you mean to keep other search engines out, allow this page in the "User-agent: *" group too.',
      );
    }
    return pass(`robots.txt lets Googlebot and all other crawlers crawl this page.${named}`);
  },
};

/** The addresses a sitemap lists (its <loc> entries). */
function locations(xml: string): string[] {
  const found: string[] = [];
  for (const match of xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/gi)) {
    if (match[1]) found.push(match[1].replace(/&amp;/g, '&'));
  }
  return found;
}

const sitemap: CheckDefinition = {
  id: 'sitemap',
  category: 'findability',
  weight: 5,
  title: 'XML sitemap',
  looksAt: 'The sitemap robots.txt names, else /sitemap.xml: is there one, can it be read, and does it list this page?',
  service: '/seo-services',
  run(page) {
    const response = page.fetched.sitemap;
    if (response === undefined) {
      return warn(
        `We found no sitemap: robots.txt names none and ${new URL('/sitemap.xml', page.url).href} does not answer. A sitemap is the list of your pages you hand to search engines, so new and deep pages are found sooner.`,
        'Most site builders and SEO plugins make one for you: switch it on, add a "Sitemap:" line with its address to robots.txt and submit it in Google Search Console.',
      );
    }
    const body = response.body;
    const index = /<sitemapindex[\s>]/i.test(body);
    if (!index && !/<urlset[\s>]/i.test(body)) {
      return warn(
        `${response.url} answers, but it is not an XML sitemap we can read (no <urlset> or <sitemapindex>).`,
        'Make sure the address serves the XML sitemap itself, not a web page about it.',
      );
    }
    const locs = locations(body);
    if (index) {
      return pass(`${response.url} is a sitemap index that points to ${count(locs.length, 'sitemap')}.`);
    }
    const here = new Set([page.url.href, cleanAddress(page.url)]);
    for (const address of [...here]) here.add(address.endsWith('/') ? address.slice(0, -1) : `${address}/`);
    const listed = locs.some((loc) => here.has(loc));
    if (!listed && locs.length > 0 && !response.truncated) {
      return warn(
        `${response.url} lists ${count(locs.length, 'address', 'addresses')}, but not this page, so search engines learn of it only through links.`,
        'Add this page to the sitemap (sitemap plugins usually list every published page; check it is not excluded).',
      );
    }
    return pass(
      `${response.url} lists ${count(locs.length, 'address', 'addresses')}${listed ? ', this page among them' : ''}.`,
    );
  },
};

/** The canonical addresses a `Link: <...>; rel="canonical"` header gives, resolved. */
function canonicalHeader(page: ReadPage): string[] {
  const link = header(page, 'link');
  if (!link) return [];
  const found: string[] = [];
  for (const match of link.matchAll(/<([^>]*)>\s*;[^,]*rel\s*=\s*"?canonical"?/gi)) {
    try {
      if (match[1] !== undefined) found.push(new URL(match[1], page.url).href);
    } catch {
      // An unreadable address is no canonical.
    }
  }
  return found;
}

const canonical: CheckDefinition = {
  id: 'canonical',
  category: 'findability',
  weight: 6,
  title: 'Canonical address',
  looksAt:
    'The canonical link (in the page or the Link header): there should be one, and it should point to this page’s own address.',
  service: '/seo-services',
  run(page) {
    const all = [...page.canonicals, ...canonicalHeader(page)].map((href) => href.split('#')[0] ?? href);
    const distinct = [...new Set(all)];
    if (distinct.length === 0) {
      return warn(
        'The page does not say which address is its main one (a canonical link). The same page reached through other addresses (with tracking parameters, with or without "www") can then be treated as separate, competing copies.',
        `Add <link rel="canonical" href="${cleanAddress(page.url)}"> to the page’s head (most SEO plugins do this for you).`,
      );
    }
    if (distinct.length > 1) {
      return fail(
        `The page names ${count(distinct.length, 'different canonical address', 'different canonical addresses')} (${sample(distinct)}). Google ignores conflicting canonicals and picks one itself.`,
        'Keep one canonical link: usually a theme and a plugin both add one; switch one off.',
      );
    }
    const target = distinct[0] ?? '';
    const own = cleanAddress(page.url);
    const slashless = (href: string) => (href.endsWith('/') ? href.slice(0, -1) : href);
    if ([own, page.url.href].some((href) => slashless(href) === slashless(target))) {
      return pass(`The canonical link points to this page’s own address (${target}).`);
    }
    const targetUrl = new URL(target);
    if (targetUrl.protocol === 'http:' && page.url.protocol === 'https:') {
      return warn(
        `The canonical link points to the insecure http:// version (${target}), so search engines are told to prefer the address browsers mark "Not secure".`,
        `Point the canonical link to the https address (${own}).`,
      );
    }
    return warn(
      `The canonical link points to another address: ${target}. That is right when this page is a copy of that one, but if this page should be found on its own, Google will list the other address instead.`,
      `If this page is meant to rank itself, point its canonical link to its own address (${own}).`,
    );
  },
};

const links: CheckDefinition = {
  id: 'links',
  category: 'findability',
  weight: 5,
  title: 'Links',
  looksAt:
    'Links to your own pages and to other sites, and which carry rel="nofollow", "sponsored" or "ugc": a page should link to your other pages, and not nofollow them.',
  service: '/seo-services',
  run(page) {
    const web = page.links.filter((link) => link.internal || link.external);
    const internal = web.filter((link) => link.internal);
    const external = web.filter((link) => link.external);
    const has = (rel: string) => web.filter((link) => link.rel.has(rel)).length;
    const internalNofollow = internal.filter((link) => link.rel.has('nofollow')).length;
    const rels = [
      has('nofollow') > 0 ? `${has('nofollow')} nofollow` : '',
      has('sponsored') > 0 ? `${has('sponsored')} sponsored` : '',
      has('ugc') > 0 ? `${has('ugc')} user-generated (ugc)` : '',
    ].filter(Boolean);
    const summary = `${count(internal.length, 'link')} to your own pages and ${count(external.length, 'link')} to other sites${rels.length > 0 ? ` (marked ${list(rels)})` : ''}`;
    if (internal.length === 0) {
      return fail(
        `The page has ${summary}. Visitors and search engines reach your other pages through links, so a page with none is a dead end for both.`,
        'Link to your main services, your contact page and related articles, with words that say where each link goes.',
      );
    }
    if (internalNofollow > 0) {
      return warn(
        `The page has ${summary}. ${count(internalNofollow, 'link')} to your own pages carry rel="nofollow", which asks Google not to follow them: your own pages lose the help those links would give.`,
        'Remove rel="nofollow" from links to your own pages; keep it (or "sponsored") for paid or untrusted links to other sites.',
      );
    }
    return pass(`The page has ${summary}.`);
  },
};

const HREFLANG = /^(x-default|[a-z]{2,3}(-[a-z0-9]{2,8})*)$/i;

const hreflang: CheckDefinition = {
  id: 'hreflang',
  category: 'findability',
  weight: 2,
  title: 'Language versions',
  looksAt:
    'If the page names versions in other languages (hreflang): valid language codes, one address per language, and a reference to itself.',
  service: '/seo-services',
  run(page) {
    const entries = page.hreflangs;
    if (entries.length === 0) {
      return info(
        'The page names no versions in other languages (hreflang). That is right for a site in one language.',
      );
    }
    const problems: string[] = [];
    const invalid = entries.filter((entry) => !HREFLANG.test(entry.lang)).map((entry) => `“${entry.lang}”`);
    if (invalid.length > 0)
      problems.push(
        `${sample(invalid)} ${invalid.length === 1 ? 'is not a' : 'are not'} valid language code${invalid.length === 1 ? '' : 's'}`,
      );
    const byLang = new Map<string, Set<string>>();
    for (const entry of entries) {
      const key = entry.lang.toLowerCase();
      byLang.set(key, (byLang.get(key) ?? new Set()).add(entry.href));
    }
    const doubled = [...byLang].filter(([, hrefs]) => hrefs.size > 1).map(([lang]) => lang);
    if (doubled.length > 0)
      problems.push(`${list(doubled)} point${doubled.length === 1 ? 's' : ''} to more than one address`);
    const own = new Set([page.url.href, cleanAddress(page.url), ...page.canonicals]);
    if (!entries.some((entry) => own.has(entry.href))) problems.push('none of them points back to this page itself');
    if (problems.length > 0) {
      return warn(
        `The page names ${count(entries.length, 'language version')}, but ${list(problems)}. Google ignores hreflang sets with mistakes, and may show visitors the wrong language.`,
        'List every language version on every version, each with a valid code (such as "en", "en-GB" or "x-default"), including the page itself.',
      );
    }
    return pass(
      `The page names ${count(entries.length, 'language version')} (${sample(
        entries.map((e) => e.lang),
        5,
      )}), each valid, including itself.`,
    );
  },
};

const cleanUrl: CheckDefinition = {
  id: 'clean-url',
  category: 'findability',
  weight: 2,
  title: 'Readable address',
  looksAt:
    'The page’s address: short and readable, words joined by hyphens, no ID parameters (tracking parameters are ignored).',
  service: '/seo-services',
  run(page) {
    const url = new URL(cleanAddress(page.url));
    const problems: string[] = [];
    const params = [...url.searchParams.keys()];
    if (params.length > 0)
      problems.push(`it carries ${count(params.length, 'parameter')} (${sample(params.map((p) => `“${p}”`))})`);
    if (/[A-Z]/.test(url.pathname))
      problems.push('it mixes capital letters in, so the same page can be typed two ways');
    if (url.pathname.includes('_'))
      problems.push('it joins words with underscores, where Google reads hyphens as word breaks');
    if (url.pathname.length > 100) problems.push(`its path is ${url.pathname.length} characters long`);
    if (/;jsessionid=|[?&](sid|sessionid|phpsessid)=/i.test(url.href)) problems.push('it carries a session id');
    if (problems.length > 0) {
      return warn(
        `The address ${quote(url.pathname + url.search, 100)} is harder to read than it could be: ${list(problems)}. A short address that says what the page is (/services/water-heater-installation rather than /page?id=4821) helps people and search engines.`,
        'Give important pages short, lower-case addresses with hyphens between words. When you change an established address, set up a permanent (301) redirect from the old one.',
      );
    }
    return pass(`The address ${quote(url.pathname, 100)} is short and readable.`);
  },
};

export const findabilityChecks: readonly CheckDefinition[] = [
  indexable,
  robotsTxt,
  sitemap,
  canonical,
  links,
  hreflang,
  cleanUrl,
];
