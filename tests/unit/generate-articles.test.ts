import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkOutputFolder,
  DEFAULT_SEED,
  FIRST_DAY,
  generateArticles,
  LAST_DAY,
  writeArticles,
} from '../../scripts/content/generate-articles.mjs';
import { topics } from '../../scripts/content/article-topics.mjs';
import { articleSchema } from '../../src/content/schemas.ts';
import { authorIds } from '../../src/data/authors.ts';
import { routes } from '../../src/data/routes.ts';
import { isArticleSlug } from '../../src/lib/articles.ts';
import { pageMetaKeys } from '../../src/lib/schemas/seo.schema.ts';
import { parseArticleSource } from '../fixtures/articles.ts';

/*
 * The article generator (`npm run articles:generate`) writes the archives the build tests and the
 * build benchmark use. These tests hold what makes those archives worth measuring: articles as
 * long and varied as real ones, valid for the collection's schema, the same for the same seed, and
 * never written into a working tree.
 */

/** Stand-in for Astro's image(): the real one reads the file (tests/build/archive.test.ts builds them). */
const image = (() =>
  z.string().transform((src) => ({
    src,
    width: 1200,
    height: 630,
    format: 'svg' as const,
  }))) as unknown as SchemaContext['image'];
const schema = articleSchema({ image });

const COUNT = 120;
const articles = generateArticles({ count: COUNT });
const bodyOf = (source: string) => parseArticleSource(source).body;

describe('generated articles', () => {
  it('parse with the news schema, each with a clean, unique address and metaKey', async () => {
    for (const article of articles) {
      const { data } = parseArticleSource(article.source, article.slug);
      const result = await schema.safeParseAsync(data);
      expect(result.error?.issues ?? [], article.slug).toEqual([]);
      expect(isArticleSlug(article.slug), article.slug).toBe(true);
      expect(data['metaKey']).toBe(article.metaKey);
      expect(pageMetaKeys).not.toContain(article.metaKey);
    }
    expect(new Set(articles.map((a) => a.slug)).size).toBe(COUNT);
    expect(new Set(articles.map((a) => a.metaKey)).size).toBe(COUNT);
    expect(new Set(articles.map((a) => a.title)).size).toBe(COUNT);
  });

  it('are long, with sections, sub-sections, bulleted and numbered lists', () => {
    for (const { slug, source, words } of articles) {
      const body = bodyOf(source);
      expect(words, slug).toBeGreaterThanOrEqual(1400);
      expect(words, slug).toBeLessThanOrEqual(2000);
      expect(body.match(/^## /gm)?.length ?? 0, slug).toBeGreaterThanOrEqual(6);
      expect(body.match(/^### /gm)?.length ?? 0, slug).toBeGreaterThanOrEqual(1);
      expect(body, slug).toMatch(/^- \*\*/m);
    }
    const numbered = articles.filter(({ source }) => /^1\. /m.test(bodyOf(source)));
    expect(numbered.length).toBeGreaterThan(COUNT / 2);
  });

  it('read as prose: no sentence twice in one article, no placeholder text', () => {
    for (const { slug, source } of articles) {
      const sentences = bodyOf(source)
        .split(/(?<=[.!?])\s+|\n+/)
        .map((sentence) => sentence.trim())
        .filter((sentence) => sentence.length > 40);
      expect(sentences.length - new Set(sentences).size, slug).toBe(0);
      expect(source, slug).not.toMatch(/lorem|ipsum|undefined|\bNaN\b|\[object/i);
    }
  });

  it('spread over the topics, the authors and several years, some of them updated later', () => {
    const tags = new Set(articles.flatMap((a) => a.tags));
    expect(tags.size).toBeGreaterThanOrEqual(13);
    expect([...tags].every((tag) => topics.some((topic) => topic.tag === tag))).toBe(true);
    for (const { tags: own } of articles) expect(own.length).toBeGreaterThanOrEqual(2);
    expect(new Set(articles.map((a) => a.author))).toEqual(new Set(authorIds));
    const years = new Set(articles.map((a) => a.published.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(3);
    for (const { published, updated } of articles) {
      expect(published >= FIRST_DAY && published <= LAST_DAY).toBe(true);
      if (updated) expect(updated > published && updated <= LAST_DAY).toBe(true);
    }
    expect(articles.filter((a) => a.updated).length).toBeGreaterThan(COUNT / 10);
  });

  it("link only to the site's own pages", () => {
    const paths = new Set(routes.map((route) => route.path));
    for (const { slug, source } of articles) {
      for (const [, target] of bodyOf(source).matchAll(/\]\(([^)]+)\)/g))
        expect(paths, `${slug}: ${target}`).toContain(target);
    }
  });

  it('each have their own small SVG cover, 1200×630, which the front matter names', () => {
    for (const { slug, source, coverSvg } of articles) {
      expect(coverSvg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 630" width="1200" height="630">/,
      );
      expect(coverSvg.length).toBeLessThan(5 * 1024);
      expect(source).toContain(`  src: ./covers/${slug}.svg\n`);
    }
    expect(new Set(articles.map((a) => a.coverSvg)).size).toBe(COUNT);
  });

  it('are the same for the same seed, whatever the count, and differ for another seed', () => {
    const again = generateArticles({ count: 30, seed: DEFAULT_SEED });
    expect(again.map((a) => a.source)).toEqual(articles.slice(0, 30).map((a) => a.source));
    expect(again.map((a) => a.coverSvg)).toEqual(articles.slice(0, 30).map((a) => a.coverSvg));
    const other = generateArticles({ count: 30, seed: 'another seed' });
    expect(other.map((a) => a.slug)).not.toEqual(again.map((a) => a.slug));
  });
});

describe('where the generator writes', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'tidewell-generator-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** A minimal copy of the project: the files that make a folder a project, and its news folder. */
  const fakeCopy = (name: string, { git = false } = {}) => {
    const root = join(scratch, name);
    mkdirSync(join(root, 'src/content/news'), { recursive: true });
    writeFileSync(join(root, 'package.json'), '{}');
    writeFileSync(join(root, 'astro.config.mjs'), '');
    if (git) mkdirSync(join(root, '.git'));
    return join(root, 'src/content/news');
  };

  it("refuses this project's own src/content, naming the folder", () => {
    expect(() => checkOutputFolder('src/content/news')).toThrow(
      /Refusing to write generated articles into this project's own src\/content/,
    );
    expect(() => checkOutputFolder('src/content/news/covers')).toThrow(/Refusing/);
    expect(existsSync('src/content/news/covers')).toBe(true);
  });

  it('refuses a git checkout, and a folder that is not a news folder', () => {
    expect(() => checkOutputFolder(fakeCopy('checkout', { git: true }))).toThrow(/is a git checkout/);
    expect(() => checkOutputFolder(join(scratch, 'elsewhere'))).toThrow(/--out must be the src\/content\/news folder/);
    const notAProject = join(scratch, 'bare/src/content/news');
    mkdirSync(notAProject, { recursive: true });
    expect(() => checkOutputFolder(notAProject)).toThrow(/is not a copy of the project/);
  });

  it("writes beside a copy's own articles, avoiding their addresses and keys", () => {
    const news = fakeCopy('copy');
    const [first] = generateArticles({ count: 1 });
    // An article already there with the first generated article's address and key.
    writeFileSync(join(news, `${first?.slug}.mdx`), `---\nmetaKey: ${first?.metaKey}\n---\n`);
    cpSync('src/content/news/ppc-campaign.mdx', join(news, 'ppc-campaign.mdx'));
    const { articles: written } = writeArticles(news, { count: 3 });
    expect(written.map((a) => a.slug)).not.toContain(first?.slug);
    expect(written.map((a) => a.metaKey)).not.toContain(first?.metaKey);
    expect(written.map((a) => a.metaKey)).not.toContain('PPC_CAMPAIGN');
    expect(readdirSync(news).filter((name) => name.endsWith('.mdx'))).toHaveLength(5);
    for (const article of written) {
      expect(readFileSync(join(news, `${article.slug}.mdx`), 'utf8')).toBe(article.source);
      expect(readFileSync(join(news, 'covers', `${article.slug}.svg`), 'utf8')).toBe(article.coverSvg);
    }
  });
});
