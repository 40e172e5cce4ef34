import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/data/routes.ts';
import { LIST_PAGE_PRIORITY, TOPIC_PRIORITY } from '../../src/data/routes.ts';
import { expectedListPages, readSitemap } from '../fixtures/archive.ts';
import { newestFirstFiles, publishedArticleFiles } from '../fixtures/articles.ts';
import { ownRoutes } from '../fixtures/own-pages.ts';
import { requiredArticlePaths, requiredArticlePriority, requiredRoutes } from '../fixtures/requirements.ts';
import { site } from '../../src/data/site.ts';
import { attributeValues, DIST, distFiles, htmlFiles, pathOfHtml, read, resolves, stylesheetsOf } from './helpers.ts';

/** The JavaScript budget of the static pages, gzipped, per page. */
const JS_BUDGET_BYTES = 5 * 1024;
/** Size budgets per page, gzipped: the HTML document and all CSS it loads (linked and inline). */
const HTML_BUDGET_BYTES = 30 * 1024;
const CSS_BUDGET_BYTES = 20 * 1024;
/** The headings' font each page carries inline (scripts/assets/make-fonts.mjs: one weight, 10.4 KB), as a file. */
const FONT_BUDGET_BYTES = 12 * 1024;
/**
 * A whole document: markup, CSS and the headings' font, all a phone needs for its first paint.
 * Under about 44 KB the response fits in the first two round trips of a new connection (Lighthouse's
 * mobile run); an article at 45.7 KB painted 0.15 s later than one at 44.5 (docs/fonts.md, round 4).
 */
const DOCUMENT_BUDGET_BYTES = 43 * 1024;
/** Markers of UI framework runtimes that no page may load up front (islands load theirs on demand). */
const FRAMEWORK_MARKERS = [/react-dom/i, /__SECRET_INTERNALS/, /__CLIENT_INTERNALS/, /preact/i, /\bVue\b/, /svelte/i];

beforeAll(() => {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
});

describe('built pages', () => {
  it('builds one HTML page per route, per published article and per page of the news list and of each topic, and no other', () => {
    const built = htmlFiles().map(pathOfHtml).sort();
    const articles = publishedArticleFiles().map((a) => `/news/${a.slug}`);
    const lists = expectedListPages(newestFirstFiles()).map((page) => page.path);
    expect(built).toEqual([...new Set([...routes.map((r) => r.path), ...articles, ...lists])].sort());
    // The list's first page is /news itself: there is no /news/1, and no topic page 1 either.
    expect(built.filter((path) => /\/1$/.test(path))).toEqual([]);
  });

  it('gives every page its own title and description', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const file of htmlFiles()) {
      const html = read(file);
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      expect(title, file).toBeTruthy();
      expect(description?.length, file).toBeGreaterThanOrEqual(70);
      expect(description?.length, file).toBeLessThanOrEqual(160);
      titles.add(title ?? '');
      descriptions.add(description ?? '');
    }
    expect(titles.size).toBe(htmlFiles().length);
    expect(descriptions.size).toBe(htmlFiles().length);
  });
});

describe('sitemap and robots.txt', () => {
  /** Every <url> of every file the sitemap index lists: path, priority and lastmod. */
  const sitemap = () => readSitemap(DIST, site.url);
  const entries = () => sitemap().urls.map((url) => [url.path, url.priority] as [string, number | undefined]);
  /** The sitemap's pages that the required route table names, and the articles. */
  const requiredEntries = () => {
    const articles = new Set(publishedArticleFiles().map((a) => `/news/${a.slug}`));
    const required = new Set(requiredRoutes.map(([path]) => path));
    return entries().filter(([path]) => required.has(path) || articles.has(path));
  };
  const listPages = () => expectedListPages(newestFirstFiles());

  it('is an index of sitemap files, all on the production origin and in dist/', () => {
    const { files } = sitemap();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file).toMatch(new RegExp(`^${site.url}/sitemap-[\\w-]+\\.xml$`));
  });

  it('lists exactly the built pages except the not-found page', () => {
    const listed = entries().map(([path]) => path).sort();
    const built = htmlFiles().map(pathOfHtml).filter((p) => p !== '/404').sort();
    expect(listed).toEqual(built);
  });

  it('uses the priorities of the requirements', () => {
    const articles = publishedArticleFiles().map((a) => [`/news/${a.slug}`, requiredArticlePriority] as [string, number]);
    expect(new Map(requiredEntries())).toEqual(new Map([...requiredRoutes, ...articles]));
    for (const path of requiredArticlePaths) expect(new Map(entries()).get(path), path).toBe(0.5);
  });

  it('ranks the archive below the news list and the articles: topics, then later pages', () => {
    const byPath = new Map(entries());
    for (const page of listPages().filter((p) => p.path !== '/news')) {
      expect(byPath.get(page.path), page.path).toBe(page.page === 1 ? TOPIC_PRIORITY : LIST_PAGE_PRIORITY);
    }
    // Nothing else is in the sitemap: the required pages, our own, the articles and the archive.
    expect(entries().length).toBe(
      requiredEntries().length + ownRoutes.length + listPages().filter((p) => p.path !== '/news').length,
    );
    for (const [path, priority] of ownRoutes) expect(new Map(entries()).get(path), path).toBe(priority);
  });

  it('dates each article by its last change, and the news pages by the newest article', () => {
    const lastmod = (path: string) => sitemap().urls.find((url) => url.path === path)?.lastmod?.slice(0, 10);
    const files = publishedArticleFiles();
    const changedOf = (file: (typeof files)[number]) =>
      ((file.data['updated'] ?? file.data['published']) as Date).toISOString().slice(0, 10);
    for (const file of files) {
      expect(lastmod(`/news/${file.slug}`), file.slug).toBe(changedOf(file));
    }
    const changes = files.map(changedOf);
    expect(lastmod('/news')).toBe(changes.sort().at(-1));
    const shown = newestFirstFiles()[0];
    expect(lastmod('/view-article')).toBe(
      ((shown?.data['updated'] ?? shown?.data['published']) as Date).toISOString().slice(0, 10),
    );
    // Every page of a topic is dated by the newest change among the topic's articles, every later
    // page of the news list like the list itself (a new article moves every card down a place).
    for (const page of listPages()) {
      const tags = (file: (typeof files)[number]) => (file.data['tags'] ?? []) as string[];
      const listed = page.topic ? files.filter((file) => tags(file).includes(page.topic ?? '')) : files;
      expect(lastmod(page.path), page.path).toBe(listed.map(changedOf).sort().at(-1));
    }
  });

  it('is pointed to by robots.txt', () => {
    expect(readFileSync(join(DIST, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site.url}/sitemap-index.xml`);
  });
});

describe('links', () => {
  it('resolves every internal link, image, script, stylesheet and font in dist/', () => {
    const files = new Set(distFiles());
    const broken: string[] = [];
    for (const file of htmlFiles()) {
      const html = read(file);
      const cssUrls = [...html.matchAll(/url\("?([^")]+)"?\)/g)].map((m) => m[1] ?? '');
      for (const url of [...attributeValues(html, 'href'), ...attributeValues(html, 'src'), ...cssUrls]) {
        if (!url.startsWith('/') || url.startsWith('//')) continue;
        if (url.startsWith('/api/')) continue;
        if (!resolves(url, files)) broken.push(`${file}: ${url}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('uses canonical URLs on the production origin for every page', () => {
    for (const file of htmlFiles().filter((f) => f !== '404.html')) {
      expect(read(file), file).toContain(`<link rel="canonical" href="${site.url}${pathOfHtml(file)}">`);
    }
  });
});

describe('HTML validity', () => {
  /*
   * Two findings are the price of a choice made on purpose, and nothing else is let through:
   * - Astro writes one <style> for its island elements (display: contents) where the first
   *   island appears in the body;
   * - the phone input's country list is a custom listbox, because the required list shows a
   *   flag, a name and a dial code per country, which a native <select> cannot lay out.
   */
  const accepted = (html: string, m: { ruleId: string; message: string; selector: string | null }) =>
    (m.ruleId === 'element-permitted-content' &&
      m.message.startsWith('<style> element is not permitted') &&
      html.includes('<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>')) ||
    (m.ruleId === 'prefer-native-element' && /^#phone-[\w-]+-list$/.test(m.selector ?? ''));

  it('passes html-validate (recommended rules) on every page', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: {
        // React serializes island markup in its own style (maxLength, <input/>, required=""):
        // valid HTML, so only the style rules are relaxed for it.
        'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
        'void-style': 'off',
        'attribute-boolean-style': 'off',
        'attribute-empty-style': 'off',
      },
    });
    const problems: string[] = [];
    for (const file of htmlFiles()) {
      const html = read(file);
      const report = await validator.validateString(html, file);
      for (const result of report.results) {
        for (const m of result.messages) {
          if (!accepted(html, m)) problems.push(`${file}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('JavaScript', () => {
  /** Every script a page runs: inline modules, external files, preloads and what they import. */
  const scriptsOf = (html: string) => {
    const inline = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? '',
    );
    const imported = (code: string, from: string) =>
      [...code.matchAll(/(?:import|from)\s*\(?\s*["']([^"']+\.js)["']/g)].map(
        (m) => new URL(m[1] ?? '', `https://site${from}`).pathname,
      );
    const queue = [
      ...attributeValues(html, 'src').filter((src) => src.endsWith('.js')),
      ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] ?? ''),
      ...inline.flatMap((code) => imported(code, '/')),
    ];
    const seen = new Set<string>();
    const code = [...inline];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (seen.has(file)) continue;
      seen.add(file);
      const text = read(file.replace(/^\//, ''));
      code.push(text);
      queue.push(...imported(text, file));
    }
    return code;
  };

  it(`stays under ${JS_BUDGET_BYTES / 1024} KB gzipped on every page`, () => {
    for (const file of htmlFiles()) {
      const bytes = scriptsOf(read(file)).reduce((sum, code) => sum + gzipSync(code).length, 0);
      expect(bytes, file).toBeLessThan(JS_BUDGET_BYTES);
    }
  });

  it('loads no UI framework code up front', () => {
    for (const file of htmlFiles()) {
      const code = scriptsOf(read(file)).join('\n');
      for (const marker of FRAMEWORK_MARKERS) expect(code, `${file} matches ${marker}`).not.toMatch(marker);
    }
  });

  it('hydrates the chat when the visitor reaches for it, and either form (and the audit) when it is used', () => {
    let forms = 0;
    for (const file of htmlFiles()) {
      const islands = read(file).match(/<astro-island [^>]*>/g) ?? [];
      const chat = islands.filter((island) => island.includes('/ChatWidget.'));
      expect(chat, file).toHaveLength(1);
      expect(chat[0], file).toContain('client="reach"');
      expect(chat[0], file).not.toContain('&quot;form&quot;');
      const footer = islands.filter((island) => island.includes('/FooterForm.'));
      const contact = islands.filter((island) => island.includes('/ContactForm.'));
      const audit = islands.filter((island) => island.includes('/AuditTool.'));
      for (const island of [...footer, ...contact, ...audit]) {
        expect(island, file).toContain('client="reach"');
        expect(island, file).toContain('&quot;value&quot;:{&quot;form&quot;:true}');
      }
      expect(audit, file).toHaveLength(pathOfHtml(file) === '/free-seo-audit' ? 1 : 0);
      expect(islands, file).toHaveLength(chat.length + footer.length + contact.length + audit.length);
      expect(footer.length + contact.length, file).toBe(1);
      forms += footer.length + contact.length;
    }
    expect(forms).toBe(htmlFiles().length);
  });
});

describe('page weight', () => {
  it(`keeps every HTML document under ${HTML_BUDGET_BYTES / 1024} KB gzipped, besides the font it carries`, () => {
    for (const file of htmlFiles()) {
      expect(gzipSync(withoutInlineFonts(read(file))).length, file).toBeLessThan(HTML_BUDGET_BYTES);
    }
  });

  it(`keeps the CSS of every page under ${CSS_BUDGET_BYTES / 1024} KB gzipped, besides the font`, () => {
    for (const file of htmlFiles()) {
      const html = read(file);
      const bytes = stylesheetsOf(html).reduce((sum, css) => sum + gzipSync(withoutInlineFonts(css)).length, 0);
      expect(bytes, file).toBeLessThan(CSS_BUDGET_BYTES);
    }
  });

  it(`keeps every whole document, font included, under ${DOCUMENT_BUDGET_BYTES / 1024} KB gzipped`, () => {
    for (const file of htmlFiles()) expect(gzipSync(read(file)).length, file).toBeLessThan(DOCUMENT_BUDGET_BYTES);
  });

  it('carries one font, the headings\' subset, inline in its CSS and never as a request to wait for', () => {
    for (const file of htmlFiles()) {
      const html = read(file);
      const fonts = [...html.matchAll(INLINE_FONT)].map((m) => Buffer.from(m[1] ?? '', 'base64'));
      expect(fonts, file).toHaveLength(1);
      expect(fonts[0]?.subarray(0, 4).toString('latin1'), file).toBe('wOF2');
      expect(fonts[0]?.length, file).toBeLessThan(FONT_BUDGET_BYTES);
      expect(html, file).not.toMatch(/<link [^>]*rel="preload"[^>]*as="font"|\.woff2?["')]/);
      expect(stylesheetsOf(html).join('\n'), file).toMatch(
        /@font-face\{font-family:"?Plus Jakarta Sans"?;src:url\(data:font\/woff2;base64,/,
      );
    }
  });
});

/** A font inside CSS as a data: URL; group 1 is its base64 text. */
const INLINE_FONT = /url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\)/g;

/** The text with each inline font's data replaced by an empty URL. */
function withoutInlineFonts(text: string): string {
  return text.replace(INLINE_FONT, 'url()');
}

describe('form styles', () => {
  /** Classes of the forms' server-rendered markup that must look right before the island hydrates. */
  const FORM_CLASSES = [
    'contact-form',
    'contact-form__grid',
    'footer-form',
    'field',
    'field__label',
    'honeypot',
    'phone',
    'phone__row',
    'phone__country',
    'phone__list',
    'phone__number',
  ];

  it('reach the <head> of every page with a form, so no form shows unstyled before it hydrates', () => {
    for (const file of htmlFiles()) {
      const html = read(file);
      const forms = (html.match(/<astro-island [\s\S]*?<\/astro-island>/g) ?? []).join('\n');
      const used = FORM_CLASSES.filter((name) => new RegExp(`class="(?:[^"]*\\s)?${name}(?:\\s[^"]*)?"`).test(forms));
      expect(used.length, file).toBeGreaterThan(0);
      const css = stylesheetsOf(html.slice(0, html.indexOf('</head>'))).join('\n');
      for (const name of used) expect(css, `${file}: .${name}`).toMatch(new RegExp(`\\.${name}(?![\\w-])`));
    }
  });
});

describe('content security policy', () => {
  it("sets a policy on every page with hashed scripts and no 'unsafe-inline' scripts", () => {
    for (const file of htmlFiles()) {
      const csp = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(read(file))?.[1];
      expect(csp, file).toBeDefined();
      const scriptSrc = csp?.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).toMatch(/'self'/);
      // 'wasm-unsafe-eval' (WebAssembly only, no eval) is allowed where the site search is
      // (tests/dist/search.test.ts); 'unsafe-eval' and 'unsafe-inline' nowhere.
      expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      expect(csp).toMatch(/default-src 'self'/);
      expect(csp).toMatch(/object-src 'none'/);
    }
  });

  it('uses no inline style attributes, which the policy would block', () => {
    for (const file of htmlFiles()) expect(read(file), file).not.toMatch(/<[^>]+\sstyle="/);
  });
});

describe('CSS cascade layers', () => {
  it('opens the layers in the declared order (a component cannot reorder them)', () => {
    // A component that opens a layer first would silently reorder the whole cascade.
    for (const file of htmlFiles()) {
      const html = read(file);
      const css = stylesheetsOf(html).join('\n');
      const order = [
        ...new Set([...css.matchAll(/@layer\s*([^{;]+)[;{]/g)].flatMap((m) => (m[1] ?? '').split(',').map((n) => n.trim()))),
      ];
      expect(order, file).toEqual(['reset', 'tokens', 'base', 'layout', 'components', 'utilities']);
    }
  });

  it('puts every rule in a layer, component styles too, so the declared order decides', () => {
    // Unlayered rules beat every layer whatever their weight: a component style outside the
    // components layer would override the utilities (the visually hidden text) again.
    for (const file of htmlFiles()) {
      const unlayered = stylesheetsOf(read(file)).map(unlayeredRules).join('').trim();
      expect(unlayered, file).toBe('');
    }
  });
});

/**
 * What a stylesheet holds outside `@layer` blocks, less what needs no layer: layer order
 * statements, font faces and Astro's one
 * rule for its island elements.
 */
function unlayeredRules(css: string): string {
  let rest = '';
  for (let i = 0; i < css.length; ) {
    const block = /^\s*(@layer\s[^{;]*\{|@font-face\s*\{)/.exec(css.slice(i));
    if (!block) {
      rest += css[i];
      i++;
      continue;
    }
    // Skip the block up to its matching closing brace.
    let depth = 0;
    let j = i + block[0].length - 1;
    for (; j < css.length; j++) {
      if (css[j] === '{') depth++;
      else if (css[j] === '}' && --depth === 0) break;
    }
    i = j + 1;
  }
  return rest
    .replace(/@layer\s[^{;]*;/g, '')
    .replace('astro-island,astro-slot,astro-static-slot{display:contents}', '')
    .replace(/\/\*[\s\S]*?\*\//g, '');
}
