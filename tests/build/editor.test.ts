import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/data/site.ts';

/*
 * An editor publishes by adding one MDX file. These tests do exactly that in a temporary copy of
 * the project, then build it: no code is touched, only src/content/news/.
 */

const ROOT = resolve('.');
let copy = '';

const newsDir = () => join(copy, 'src/content/news');
const astro = (command: 'build' | 'sync') => {
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), command], {
    cwd: copy,
    encoding: 'utf8',
    // A clean environment: vitest's own variables (NODE_ENV=test, DEV, MODE...) would change the build.
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? copy,
      ASTRO_TELEMETRY_DISABLED: '1',
      ASTRO_DEV_BACKGROUND: '0',
      ASTRO_PREVIEW_BACKGROUND: '0',
    },
    timeout: 180_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
};
const built = (file: string) => readFileSync(join(copy, 'dist', file), 'utf8');

/** A complete article as an editor would write it; `fields` replaces or removes front-matter lines. */
function articleSource(fields: Record<string, string | null> = {}): string {
  const defaults: Record<string, string> = {
    title: 'Email Marketing for Local Shops',
    description:
      'How a local shop builds an email list, writes a newsletter people open and turns readers into repeat customers.',
    metaKey: 'EMAIL_MARKETING',
    published: '2026-11-20',
    cover:
      '\n  src: ./covers/ppc-campaign.svg\n  alt: A campaign planning board with a target, a calendar and a budget gauge',
    tags: '[Content, Analytics]',
  };
  const frontMatter = Object.entries({ ...defaults, ...fields }).filter(
    (entry): entry is [string, string] => entry[1] !== null,
  );
  const lines = frontMatter.map(([key, value]) => `${key}:${value.startsWith('\n') ? '' : ' '}${value}`);
  const section = (n: number) =>
    `## Section ${n}\n\nA paragraph of plain advice for shop owners about their newsletter, number ${n}.\n\n- A first point\n- A second point\n`;
  return `---\n${lines.join('\n')}\n---\n\nAn opening paragraph.\n\n${[1, 2, 3, 4].map(section).join('\n')}\n## Talk to us\n\n[Tell us about your shop](/contact).\n`;
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'tidewell-editor-'));
  for (const entry of ['src', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json']) {
    cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('publishing a ninth article', () => {
  beforeAll(() => {
    writeFileSync(
      join(newsDir(), 'email-marketing.mdx'),
      articleSource({ published: '2026-11-20', updated: '2026-11-21' }),
    );
    // A draft beside it must stay unpublished.
    writeFileSync(
      join(newsDir(), 'unfinished-draft.mdx'),
      articleSource({ title: 'An Unfinished Draft Article', metaKey: 'DRAFT_ARTICLE', draft: 'true' }),
    );
    const result = astro('build');
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

  it('heads the footer News group on every page', () => {
    for (const file of ['index.html', 'about.html', 'news/ai-in-seo.html']) {
      const group = /footer__heading[^>]*>News<\/h2>\s*<ul[^>]*>\s*<li[^>]*>\s*<a href="([^"]+)"/.exec(built(file));
      expect(group?.[1], file).toBe('/news/email-marketing');
    }
  });

  it('is in the sitemap with priority 0.5 and first in the feed', () => {
    expect(built('sitemap.xml')).toMatch(
      new RegExp(
        `<loc>${site.url}/news/email-marketing</loc>\\s*<lastmod>2026-11-21</lastmod>\\s*<priority>0.5</priority>`,
      ),
    );
    const feed = built('rss.xml');
    expect(/<item><title>([^<]+)<\/title>/.exec(feed)?.[1]).toBe('Email Marketing for Local Shops');
    expect(feed).toContain(`<link>${site.url}/news/email-marketing</link>`);
  });

  it('leaves drafts out: no page of their own, and in no list', () => {
    expect(existsSync(join(copy, 'dist/news/unfinished-draft.html'))).toBe(false);
    for (const file of ['news.html', 'sitemap.xml', 'rss.xml', 'index.html']) {
      expect(built(file), file).not.toContain('unfinished-draft');
    }
  });
});

describe('a broken article fails the build, naming the field', () => {
  const cases: [name: string, fields: Record<string, string | null>, message: RegExp][] = [
    ['a missing description', { description: null }, /description/],
    ['a description too short for search results', { description: 'Too short.' }, /description/],
    ['a date that is not a date', { published: 'next Tuesday' }, /published/],
    ['a misspelt field', { titel: 'Typo' }, /titel/],
    [
      'a cover file that does not exist',
      { cover: '\n  src: ./covers/missing.svg\n  alt: A cover that is not there' },
      /missing\.svg/,
    ],
    ['an update before publication', { updated: '2026-01-01' }, /updated/],
    ['a metadata key that belongs to a page', { metaKey: 'PAY_PER_CLICK' }, /metaKey: This key belongs to a page/],
    [
      'a cover too small for a social card',
      { cover: '\n  src: ../../../public/icon-192.png\n  alt: The agency logo on a small square' },
      /cover\.src is 192×192 px/,
    ],
  ];

  it.each(cases)(
    '%s',
    (_name, fields, message) => {
      const file = join(newsDir(), 'broken-article.mdx');
      writeFileSync(file, articleSource({ metaKey: 'BROKEN_ARTICLE', ...fields }));
      try {
        const result = astro('build');
        expect(result.status).not.toBe(0);
        // Schema errors name the file and the field; a missing image is named by its path.
        if (!message.source.includes('missing')) expect(result.output).toMatch(/broken-article/);
        expect(result.output).toMatch(message);
      } finally {
        rmSync(file);
      }
    },
    120_000,
  );

  it('a file name that is not a clean address', () => {
    const file = join(newsDir(), 'Email_Marketing.mdx');
    writeFileSync(file, articleSource({ metaKey: 'BADLY_NAMED' }));
    try {
      const result = astro('build');
      expect(result.status).not.toBe(0);
      expect(result.output).toMatch(/Email_Marketing\.mdx: name the file in lower-case words joined by hyphens/);
    } finally {
      rmSync(file);
    }
  }, 120_000);

  it('a metadata key used twice', () => {
    const file = join(newsDir(), 'broken-article.mdx');
    writeFileSync(file, articleSource({ metaKey: 'PPC_CAMPAIGN' }));
    try {
      const result = astro('build');
      expect(result.status).not.toBe(0);
      expect(result.output).toMatch(
        /metaKey PPC_CAMPAIGN is used by broken-article\.mdx, ppc-campaign\.mdx|metaKey PPC_CAMPAIGN is used by ppc-campaign\.mdx, broken-article\.mdx/,
      );
    } finally {
      rmSync(file);
    }
  }, 120_000);
});
