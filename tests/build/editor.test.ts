import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteCopy, makeSiteCopy, removeSiteCopy } from '../../scripts/lib/site-copy.mjs';
import { site } from '../../src/data/site.ts';
import { articleDigestFileSchema } from '../../src/lib/schemas/article-digest.schema.ts';
import { DIGEST_FILE } from '../../src/server/assistant/article-digest.ts';
import { buildKnowledge } from '../../src/server/assistant/knowledge.ts';
import { answerLocally } from '../../src/server/assistant/local-assistant.ts';
import { listPageFacts, readSitemap } from '../fixtures/archive.ts';
import { articleSource, newestFirstFiles } from '../fixtures/articles.ts';
import { searchFragments } from '../dist/helpers.ts';

/*
 * An editor publishes by adding one MDX file. These tests do exactly that in a temporary copy of
 * the project, then build it: no code is touched, only src/content/news/. A build takes seconds,
 * so only what needs one builds here: the published article everywhere it must appear, the
 * draft, and the checks that read the cover file or compare articles (the collection's wiring).
 * Each front-matter rule is a unit test of its schema (tests/unit/article-schema.test.ts).
 */

const ROOT = resolve('.');
let copy = '';

const newsDir = () => join(copy, 'src/content/news');
const build = () => buildSiteCopy(copy, { timeoutMs: 180_000 });
const built = (file: string) => readFileSync(join(copy, 'dist', file), 'utf8');

beforeAll(() => {
  ({ root: copy } = makeSiteCopy({ prefix: 'tidewell-editor-' }));
});

afterAll(() => {
  if (copy) removeSiteCopy(copy);
});

describe('publishing a ninth article', () => {
  beforeAll(() => {
    writeFileSync(
      join(newsDir(), 'email-marketing.mdx'),
      articleSource({ published: '2026-11-20', updated: '2026-11-21' }),
    );
    // An older, short one beside it: too few sections for a table of contents.
    writeFileSync(
      join(newsDir(), 'short-note.mdx'),
      articleSource(
        { title: 'A Short Note on Newsletters', metaKey: 'SHORT_NOTE', published: '2025-06-02', author: 'maya-okafor' },
        { sections: 2 },
      ),
    );
    // The ninth article's author gets a portrait: a photo beside the others and its name in her entry.
    cpSync(join(ROOT, 'public/icon-192.png'), join(copy, 'src/assets/authors/sofia-lind.png'));
    const authorsFile = join(copy, 'src/data/authors.ts');
    const authorsSource = readFileSync(authorsFile, 'utf8');
    const withPortrait = authorsSource.replace(
      "role: 'Content and Social Strategist',",
      "role: 'Content and Social Strategist',\n    portrait: 'sofia-lind.png',",
    );
    expect(withPortrait).not.toBe(authorsSource);
    writeFileSync(authorsFile, withPortrait);
    // A draft beside it must stay unpublished.
    writeFileSync(
      join(newsDir(), 'unfinished-draft.mdx'),
      articleSource({ title: 'An Unfinished Draft Article', metaKey: 'DRAFT_ARTICLE', draft: 'true' }),
    );
    const result = build();
    expect(result.status, result.output).toBe(0);
  }, 240_000);

  it('gets its own page with its metadata and both of its dates', () => {
    const html = built('news/email-marketing.html');
    expect(html).toContain('<title>Email Marketing for Local Shops | Tidewell Digital</title>');
    expect(html).toContain(`<link rel="canonical" href="${site.url}/news/email-marketing">`);
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('"datePublished":"2026-11-20","dateModified":"2026-11-21"');
    expect(html).toMatch(/<time datetime="2026-11-20"[^>]*>November 20, 2026<\/time>/);
    expect(html).toMatch(/Updated <time datetime="2026-11-21"[^>]*>November 21, 2026<\/time>/);
  });

  it('leads the news list and the latest-article view, as the newest', () => {
    const list = built('news.html');
    expect([...list.matchAll(/class="article-card__title"[^>]*><a href="([^"]+)"/g)][0]?.[1]).toBe(
      '/news/email-marketing',
    );
    expect(built('view-article.html')).toMatch(/<h1[^>]*>Email Marketing for Local Shops<\/h1>/);
  });

  it('heads the footer News group on every page, which keeps to the newest eight', () => {
    // The eight newest are the ninth article and the seven newest before it; the oldest drops out.
    const expected = [
      '/news/email-marketing',
      ...newestFirstFiles()
        .slice(0, 7)
        .map((file) => `/news/${file.slug}`),
    ];
    expect(expected).toHaveLength(8);
    for (const file of ['index.html', 'about.html', 'news/ai-in-seo.html', 'news/email-marketing.html']) {
      const group = /footer__heading[^>]*>News<\/h2>\s*<ul[^>]*>([\s\S]*?)<\/ul>/.exec(built(file))?.[1] ?? '';
      expect(
        [...group.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]),
        file,
      ).toEqual(expected);
    }
    // Older articles keep their pages and their place in the news list.
    const oldest = newestFirstFiles().at(-1)?.slug ?? '';
    expect(built('news.html')).toContain(`href="/news/${oldest}"`);
    expect(built('news.html')).toContain('href="/news/short-note"');
  });

  it('names its author in the byline, the author card and the BlogPosting, with her portrait', () => {
    const html = built('news/email-marketing.html');
    expect(html).toMatch(/By <a href="#article-author"[^>]*>Sofia Lind<\/a>/);
    expect(html).toMatch(/<section class="author-card"[^>]*id="article-author"[\s\S]*?Sofia Lind/);
    expect(html).toContain(
      '"author":{"@type":"Person","name":"Sofia Lind","jobTitle":"Content and Social Strategist","worksFor":{"@id":',
    );
    // The portrait replaces the initials, as a real image with its size in the markup.
    const byline = /<div class="byline"[\s\S]*?<\/p>/.exec(html)?.[0] ?? '';
    expect(byline).toMatch(/<img [^>]*class="avatar avatar--small avatar--inverse[^"]*"[^>]*>/);
    expect(byline).toMatch(/<img [^>]*width="44"[^>]*height="44"|<img [^>]*height="44"[^>]*width="44"/);
    expect(byline).not.toContain('avatar--initials');
    // Another author still shows initials.
    expect(built('news/short-note.html')).toMatch(
      /<span class="avatar avatar--small avatar--inverse avatar--initials[^"]*"[^>]*>MO<\/span>/,
    );
  });

  it('gives a short article no table of contents and no empty column', () => {
    const short = built('news/short-note.html');
    // The page's inline CSS names these classes; no element may carry them.
    expect(short).not.toMatch(/class="[^"]*\btoc__details\b/);
    expect(short).not.toMatch(/class="[^"]*\barticle--toc\b/);
    expect(short).not.toMatch(/class="[^"]*\barticle__toc\b/);
    expect(built('news/email-marketing.html')).toMatch(/class="container article article--toc/);
  });

  it('is in the sitemap with priority 0.5, on its topic pages and first in the feed', () => {
    const { urls } = readSitemap(join(copy, 'dist'), site.url);
    const entry = urls.find((url) => url.path === '/news/email-marketing');
    expect(entry).toMatchObject({ priority: 0.5 });
    expect(entry?.lastmod?.slice(0, 10)).toBe('2026-11-21');
    // Its tags, Content and Analytics, list it first; their pages are dated by it.
    for (const topic of ['content', 'analytics']) {
      expect(listPageFacts(built(`news/topic/${topic}.html`)).cards[0], topic).toBe('/news/email-marketing');
      expect(urls.find((url) => url.path === `/news/topic/${topic}`)?.lastmod?.slice(0, 10), topic).toBe('2026-11-21');
    }
    const feed = built('rss.xml');
    expect(/<item><title>([^<]+)<\/title>/.exec(feed)?.[1]).toBe('Email Marketing for Local Shops');
    expect(feed).toContain(`<link>${site.url}/news/email-marketing</link>`);
  });

  it("is in the chat assistant's knowledge, written by the build, and the draft is not", () => {
    // The copy started with this checkout's digest, which knows nothing of the new article.
    const { articles } = articleDigestFileSchema.parse(JSON.parse(readFileSync(join(copy, DIGEST_FILE), 'utf8')));
    expect(articles[0]).toMatchObject({ path: '/news/email-marketing', title: 'Email Marketing for Local Shops' });
    expect(articles.map((article) => article.slug)).not.toContain('unfinished-draft');
    const reply = answerLocally(
      { message: 'Do you have an article about email marketing?', context: '' },
      buildKnowledge(articles),
    );
    expect(reply.links?.[0]).toEqual({ href: '/news/email-marketing', title: 'Email Marketing for Local Shops' });
  });

  it('is in the site search, and the draft is not', () => {
    const indexed = searchFragments(join(copy, 'dist')).map((fragment) => fragment.url);
    expect(indexed).toContain('/news/email-marketing.html');
    expect(indexed).toContain('/news/short-note.html');
    expect(indexed.filter((url) => url.includes('unfinished-draft'))).toEqual([]);
  });

  it('leaves drafts out: no page of their own, and in no list', () => {
    expect(existsSync(join(copy, 'dist/news/unfinished-draft.html'))).toBe(false);
    const sitemapFiles = readSitemap(join(copy, 'dist'), site.url).files.map((loc) => loc.replace(`${site.url}/`, ''));
    for (const file of ['news.html', 'sitemap-index.xml', ...sitemapFiles, 'rss.xml', 'index.html']) {
      expect(built(file), file).not.toContain('unfinished-draft');
    }
  });
});

describe('a broken article fails the build, naming the file and what is wrong', () => {
  /** Builds with `files` added to src/content/news, then removes them; returns the build's result. */
  const buildWith = (files: Record<string, string>) => {
    const paths = Object.keys(files).map((name) => join(newsDir(), name));
    try {
      for (const [name, source] of Object.entries(files)) writeFileSync(join(newsDir(), name), source);
      return build();
    } finally {
      for (const path of paths) rmSync(path, { force: true });
    }
  };

  describe('front matter the schema refuses, naming every field at fault', () => {
    // The schema's rules one by one are unit tests; this proves the collection uses that schema.
    let output = '';
    beforeAll(() => {
      const result = buildWith({
        'broken-article.mdx': articleSource({ metaKey: 'PAY_PER_CLICK', titel: 'Typo', author: 'jane-doe' }),
      });
      expect(result.status, result.output).not.toBe(0);
      output = result.output;
    }, 120_000);

    it('names the file', () => {
      expect(output).toMatch(/news → broken-article data does not match collection schema/);
    });

    it('a metadata key that belongs to a page, and a misspelt field', () => {
      expect(output).toMatch(/metaKey: This key belongs to a page/);
      expect(output).toMatch(/Unrecognized key: "titel"/);
    });

    it('an author who is not in src/data/authors.ts', () => {
      expect(output).toMatch(
        /author: Unknown author "jane-doe": use one of maya-okafor, daniel-reyes, sofia-lind, or add the person to src\/data\/authors\.ts/,
      );
    });
  });

  it('a cover file that does not exist', () => {
    // Only the build resolves the cover's path beside the article and reads the file.
    const result = buildWith({
      'broken-article.mdx': articleSource({ cover: '\n  src: ./covers/missing.svg\n  alt: A cover that is not there' }),
    });
    expect(result.status).not.toBe(0);
    // Named by its path: Astro's ImageNotFound error comes from the bundler, not the schema.
    expect(result.output).toMatch(/\.\/covers\/missing\.svg/);
  }, 120_000);

  describe('checks across the collection (src/data/news.ts), all reported by one build', () => {
    let output = '';
    beforeAll(() => {
      const result = buildWith({
        'Email_Marketing.mdx': articleSource({ metaKey: 'BADLY_NAMED' }),
        'small-cover.mdx': articleSource({
          metaKey: 'SMALL_COVER',
          cover: '\n  src: ../../../public/icon-192.png\n  alt: The agency logo on a small square',
        }),
        'duplicate-key.mdx': articleSource({ metaKey: 'PPC_CAMPAIGN' }),
        // A number is the address of a page of the news list (/news/2).
        '2.mdx': articleSource({ metaKey: 'NUMBERED' }),
        // "Local Seo" and the existing "Local SEO" would share /news/topic/local-seo.
        'map-pack.mdx': articleSource({ metaKey: 'MAP_PACK', tags: '[Local Seo]' }),
      });
      expect(result.status, result.output).not.toBe(0);
      output = result.output;
    }, 120_000);

    it('a file name that is not a clean address', () => {
      expect(output).toMatch(/Email_Marketing\.mdx: name the file in lower-case words joined by hyphens/);
    });

    it('a cover too small for a social card', () => {
      expect(output).toMatch(/small-cover\.mdx: cover\.src is 192×192 px/);
    });

    it('a file named with a number, which a page of the news list uses', () => {
      expect(output).toMatch(
        /2\.mdx: name the file in lower-case words joined by hyphens[^;]*not "index", "topic" or a number/,
      );
    });

    it('two spellings of a tag that would share a topic page', () => {
      expect(output).toMatch(
        /tags "Local SEO" \(leading-seo-trends\.mdx\) and "Local Seo" \(map-pack\.mdx\) would share the topic page \/news\/topic\/local-seo/,
      );
    });

    it('a metadata key used twice', () => {
      expect(output).toMatch(
        /metaKey PPC_CAMPAIGN is used by duplicate-key\.mdx, ppc-campaign\.mdx|metaKey PPC_CAMPAIGN is used by ppc-campaign\.mdx, duplicate-key\.mdx/,
      );
    });
  });
});
