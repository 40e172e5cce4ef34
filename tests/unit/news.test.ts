import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/data/routes.ts';
import { site } from '../../src/data/site.ts';
import {
  absolutizeUrls,
  articleDocumentTitle,
  countWords,
  duplicateKeys,
  latestArticleMeta,
  newestFirst,
  readingMinutes,
  readingTimeLabel,
  relatedArticles,
  relatedFinder,
  tableOfContents,
} from '../../src/lib/articles.ts';
import { formatDate, isoDate } from '../../src/lib/dates.ts';
import { articleMetaKeys, pageMetaKeys, pageMetaSchema, TITLE_MAX } from '../../src/lib/schemas/seo.schema.ts';
import { blogPostingJsonLd } from '../../src/lib/structured-data.ts';
import { publishedArticleFiles } from '../fixtures/articles.ts';
import { requiredArticlePaths } from '../fixtures/requirements.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const post = (slug: string, published: string, tags: string[] = []) => ({ slug, published: day(published), tags });

describe('article helpers', () => {
  it('counts the words a reader reads, not the markup', () => {
    expect(countWords('---\ntitle: Ignored words here\n---\n## A heading\n\nTwo [linked words](/contact) here.')).toBe(
      6,
    );
    expect(countWords("import X from './x.astro';\n\n- **Bold lead.** Item text\n- 1,200 words")).toBe(6);
    expect(countWords('<Aside>Inside a tag</Aside> and — a dash')).toBe(6);
    expect(countWords('Pay-per-click ads - a list marker is not a word')).toBe(9);
    expect(countWords('')).toBe(0);
  });

  it('rounds reading time up to whole minutes, one at least', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(230)).toBe(1);
    expect(readingMinutes(231)).toBe(2);
    expect(readingMinutes(1_600)).toBe(7);
    expect(readingTimeLabel(7)).toBe('7 min read');
  });

  it('orders newest first, same-day articles alphabetically', () => {
    const list = [post('b', '2026-01-01'), post('c', '2026-03-01'), post('a', '2026-01-01')];
    expect(newestFirst(list).map((p) => p.slug)).toEqual(['c', 'a', 'b']);
    expect(list.map((p) => p.slug)).toEqual(['b', 'c', 'a']);
  });

  it('suggests related articles by shared tags, then recency, never the article itself', () => {
    const current = post('ppc', '2026-05-01', ['PPC', 'Paid Search']);
    const all = [
      current,
      post('seo-new', '2026-09-01', ['SEO']),
      post('ads', '2026-02-01', ['PPC', 'Paid Search']),
      post('keywords', '2026-03-01', ['PPC']),
      post('seo-old', '2026-01-01', ['SEO']),
    ];
    expect(relatedArticles(current, all).map((p) => p.slug)).toEqual(['ads', 'keywords', 'seo-new']);
    expect(relatedArticles(current, [current])).toEqual([]);
    expect(relatedArticles(current, all, 1).map((p) => p.slug)).toEqual(['ads']);
  });

  it('picks related articles from a large archive as ranking the whole archive would', () => {
    const topics = ['SEO', 'PPC', 'Content', 'Local SEO', 'Analytics'];
    const archive = Array.from({ length: 300 }, (_, i) =>
      post(
        `article-${i}`,
        `202${3 + (i % 4)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + ((i * 7) % 28)).padStart(2, '0')}`,
        topics.filter((_, t) => (i >> t) % 3 === 0),
      ),
    );
    const ranked = (current: (typeof archive)[number], limit: number) =>
      newestFirst(archive.filter((other) => other.slug !== current.slug))
        .map((other, recency) => ({ other, recency, score: other.tags.filter((t) => current.tags.includes(t)).length }))
        .sort((a, b) => b.score - a.score || a.recency - b.recency)
        .slice(0, limit)
        .map(({ other }) => other.slug);
    for (const current of archive.filter((_, i) => i % 7 === 0)) {
      for (const limit of [1, 3, 5]) {
        expect(relatedArticles(current, archive, limit).map((p) => p.slug)).toEqual(ranked(current, limit));
      }
    }
    // One finder for the whole archive, as a build uses it, answers every article in turn alike.
    const find = relatedFinder(archive);
    for (const limit of [3, 1, 5]) {
      for (const current of archive) expect(find(current, limit).map((p) => p.slug)).toEqual(ranked(current, limit));
    }
    expect(find(archive[0] as (typeof archive)[number], 0)).toEqual([]);
  });

  it('brands the document title only when it fits', () => {
    expect(articleDocumentTitle('How Backlinks Work in Google', 'Tidewell Digital')).toBe(
      'How Backlinks Work in Google | Tidewell Digital',
    );
    const long = 'A Headline That Is Long Enough to Fill the Tab';
    expect(articleDocumentTitle(long, 'Tidewell Digital')).toBe(long);
  });

  it('builds a table of contents of sections and sub-sections for long articles only', () => {
    const h = (depth: number, text: string) => ({ depth, text, slug: text.toLowerCase() });
    const headings = [
      h(3, 'orphan'),
      h(2, 'one'),
      h(3, 'one-a'),
      h(4, 'deep'),
      h(2, 'two'),
      h(2, 'three'),
      h(2, 'four'),
    ];
    expect(tableOfContents(headings)).toEqual([
      { slug: 'one', text: 'one', children: [{ slug: 'one-a', text: 'one-a' }] },
      { slug: 'two', text: 'two', children: [] },
      { slug: 'three', text: 'three', children: [] },
      { slug: 'four', text: 'four', children: [] },
    ]);
    expect(tableOfContents(headings.slice(0, 5))).toEqual([]);
  });

  it('formats dates in UTC, as the editor wrote them', () => {
    expect(formatDate(day('2026-07-08'))).toBe('July 8, 2026');
    expect(isoDate(day('2026-07-08'))).toBe('2026-07-08');
  });

  it('makes root-relative links absolute for feed readers, leaving others alone', () => {
    const html = '<a href="/contact">x</a> <img src="/_astro/a.svg"> <a href="//cdn.test/x">y</a> <a href="#top">z</a>';
    expect(absolutizeUrls(html, 'https://tidewell.digital')).toBe(
      '<a href="https://tidewell.digital/contact">x</a> <img src="https://tidewell.digital/_astro/a.svg"> <a href="//cdn.test/x">y</a> <a href="#top">z</a>',
    );
  });

  it('names the files that share a metadata key', () => {
    expect(
      duplicateKeys([
        { id: 'a', key: 'A' },
        { id: 'b', key: 'B' },
      ]),
    ).toEqual([]);
    expect(
      duplicateKeys([
        { id: 'a', key: 'K' },
        { id: 'b', key: 'B' },
        { id: 'c', key: 'K' },
      ]),
    ).toEqual(['metaKey K is used by a.mdx, c.mdx']);
  });
});

describe('blogPostingJsonLd', () => {
  it('describes an article written by a person of the agency, dated by calendar day', () => {
    const node = blogPostingJsonLd(site, {
      headline: 'How Backlinks Work in Google',
      description: 'Why links count.',
      path: '/news/backlinks-in-google',
      image: '/_astro/cover.png',
      published: day('2026-01-13'),
      updated: day('2026-03-02'),
      tags: ['SEO', 'Link Building'],
      words: 1_700,
      author: { name: 'Maya Okafor', role: 'Head of SEO' },
    });
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': `${site.url}/news/backlinks-in-google#article`,
      mainEntityOfPage: `${site.url}/news/backlinks-in-google`,
      url: `${site.url}/news/backlinks-in-google`,
      headline: 'How Backlinks Work in Google',
      description: 'Why links count.',
      image: `${site.url}/_astro/cover.png`,
      datePublished: '2026-01-13',
      dateModified: '2026-03-02',
      author: {
        '@type': 'Person',
        name: 'Maya Okafor',
        jobTitle: 'Head of SEO',
        worksFor: { '@id': `${site.url}/#organization` },
      },
      publisher: { '@id': `${site.url}/#organization` },
      inLanguage: 'en-US',
      wordCount: 1_700,
      keywords: 'SEO, Link Building',
    });
    const plain = blogPostingJsonLd(site, {
      headline: 'An untagged article',
      description: 'Never revised.',
      path: '/news/untagged',
      image: '/_astro/cover.png',
      published: day('2026-01-13'),
      tags: [],
      words: 900,
      author: { name: 'Sofia Lind', role: 'Content and Social Strategist' },
    });
    expect(plain['dateModified']).toBe('2026-01-13');
    expect(plain).not.toHaveProperty('keywords');
  });
});

describe('the eight articles', () => {
  // Drafts are work in progress: the checks below apply to what gets published.
  const articles = publishedArticleFiles();
  const bySlug = new Map(articles.map((a) => [a.slug, a]));
  const text = (slug: string) => bySlug.get(slug)?.body ?? '';
  const knownPaths = new Set([...routes.map((r) => r.path), ...articles.map((a) => `/news/${a.slug}`)]);

  it('exist at the required paths', () => {
    for (const path of requiredArticlePaths) expect(bySlug.has(path.replace('/news/', '')), path).toBe(true);
  });

  it('carry the required metadata keys, each once', () => {
    const keys = articles.map((a) => a.data['metaKey']);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of articleMetaKeys) expect(keys).toContain(key);
    // No key is required for the pay-per-click article; the service page owns PAY_PER_CLICK.
    expect(bySlug.get('pay-per-click')?.data['metaKey']).toBe('PAY_PER_CLICK_ARTICLE');
    for (const key of keys) expect(pageMetaKeys as readonly unknown[]).not.toContain(key);
  });

  it.each(articles.map((a) => [a.slug, a] as const))('%s is a long, structured article', (_slug, article) => {
    expect(countWords(article.body)).toBeGreaterThanOrEqual(1_200);
    expect(article.body).not.toMatch(/^# /m);
    expect(article.body.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(4);
    expect(article.body).toMatch(/^### /m);
    expect(article.body).toMatch(/^- /m);
    const cover = article.data['cover'] as { src: string; alt: string };
    expect(existsSync(`src/content/news/${cover.src}`), cover.src).toBe(true);
    expect(String(article.data['title']).length).toBeLessThanOrEqual(TITLE_MAX);
  });

  it.each(articles.map((a) => [a.slug, a] as const))(
    '%s ends by inviting the reader to contact us',
    (_slug, article) => {
      const lastSection = article.body.slice(article.body.lastIndexOf('\n## '));
      expect(lastSection).toMatch(/\]\(\/contact\)/);
    },
  );

  it.each(articles.map((a) => [a.slug, a] as const))('%s links only to pages that exist', (_slug, article) => {
    const links = [...article.body.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1] ?? '');
    for (const link of links) expect(knownPaths.has(link.split('#')[0] ?? ''), link).toBe(true);
  });

  it('state the advice figures (docs/requirements.md#advice-in-the-articles) where they belong', () => {
    expect(text('ppc-campaign')).toMatch(/monthly budget divided by 30\.4/);
    expect(text('ppc-campaign')).toMatch(/1 to 5 keywords per ad group/);
    expect(text('ppc-campaign')).toMatch(/at least four description lines/i);
    expect(text('pay-per-click')).toMatch(/ad rank = maximum bid × quality score/i);
    expect(text('pay-per-click')).toMatch(/competitor's ad rank ÷ your quality score \+ \$0\.01/i);
    expect(text('use-seo-keywords')).toMatch(/keyword density of 1\.5 to 2 percent/);
    expect(text('use-seo-keywords')).toMatch(/meta description of about 160 characters/);
    expect(text('social-media-optimization')).toMatch(/3 to 5 hashtags per post/);
    expect(text('social-media-optimization')).toMatch(/3 to 7 posts per week/);
    expect(text('social-media-optimization')).toMatch(/1 to 2 posts per day/);
  });

  it('give the latest-article view valid metadata whichever article is newest', () => {
    for (const article of articles) {
      const meta = latestArticleMeta({ title: String(article.data['title']) }, site.name);
      expect(pageMetaSchema.safeParse(meta).success, article.slug).toBe(true);
    }
  });
});
