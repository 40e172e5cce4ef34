import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { articleSchema } from '../../src/content/schemas.ts';
import { articleSource, parseArticleSource, readArticleFiles } from '../fixtures/articles.ts';

/*
 * The news front-matter schema without a build: each case is the front matter of an article an
 * editor might write (tests/fixtures/articles.ts), read as Astro reads it. A broken one must fail
 * with an issue on the field at fault, which is what the build prints beside the file's name
 * (tests/build/editor.test.ts proves that wiring once).
 */

/**
 * Stand-in for Astro's image(): the real one reads a path, resolves it beside the article and
 * answers the file's metadata (its declared type describes that output, hence the cast). Whether
 * the file exists and its size are the build's checks (tests/build/editor.test.ts).
 */
const coverMetadata = (src: string) => ({ src, width: 1200, height: 630, format: 'svg' as const });
const image = (() => z.string().transform(coverMetadata)) as unknown as SchemaContext['image'];
const schema = articleSchema({ image });

/** Parses the front matter of `articleSource(fields)`; on failure, its issues as `path: message`. */
async function parseFrontMatter(fields: Record<string, string | null> = {}) {
  const result = await schema.safeParseAsync(parseArticleSource(articleSource(fields)).data);
  const problems = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  return { result, problems };
}

describe('the news front-matter schema', () => {
  it('accepts an article as the README shows it, filling in the defaults', async () => {
    const { result, problems } = await parseFrontMatter({ updated: '2026-11-21' });
    expect(problems).toEqual([]);
    expect(result.data).toEqual({
      title: 'Email Marketing for Local Shops',
      description:
        'How a local shop builds an email list, writes a newsletter people open and turns readers into repeat customers.',
      metaKey: 'EMAIL_MARKETING',
      author: 'sofia-lind',
      published: new Date('2026-11-20T00:00:00Z'),
      updated: new Date('2026-11-21T00:00:00Z'),
      cover: {
        src: { src: './covers/ppc-campaign.svg', width: 1200, height: 630, format: 'svg' },
        alt: 'A campaign planning board with a target, a calendar and a budget gauge',
      },
      tags: ['Content', 'Analytics'],
      draft: false,
    });
  });

  it('reads a quoted date as the same calendar day', async () => {
    const { result } = await parseFrontMatter({ published: "'2026-11-20'", tags: null, draft: 'true' });
    expect(result.data?.published).toEqual(new Date('2026-11-20T00:00:00Z'));
    expect(result.data?.tags).toEqual([]);
    expect(result.data?.draft).toBe(true);
  });

  it('accepts the eight published articles and the drafts beside them', async () => {
    const files = readArticleFiles();
    expect(files.length).toBeGreaterThanOrEqual(8);
    for (const file of files) {
      const result = await schema.safeParseAsync(file.data);
      expect(result.error?.issues ?? [], file.slug).toEqual([]);
    }
  });

  // The cases the editor's build test ran as eight builds, with the same field-naming expectations.
  const broken: [name: string, fields: Record<string, string | null>, problem: RegExp][] = [
    ['a missing description', { description: null }, /^description: /],
    ['a description too short for search results', { description: 'Too short.' }, /^description: Too small/],
    ['a date that is not a date', { published: 'next Tuesday' }, /^published: /],
    ['a misspelt field', { titel: 'Typo' }, /^: Unrecognized key: "titel"$/],
    ['an update before publication', { updated: '2026-01-01' }, /^updated: `updated` must be later than `published`$/],
    [
      'an update on the day of publication',
      { updated: '2026-11-20' },
      /^updated: `updated` must be later than `published`$/,
    ],
    [
      'a metadata key that belongs to a page',
      { metaKey: 'PAY_PER_CLICK' },
      /^metaKey: This key belongs to a page of the site: give the article its own$/,
    ],
    ['a metadata key in lower case', { metaKey: 'email_marketing' }, /^metaKey: Use upper-case words/],
    ['a title longer than a browser tab shows', { title: 'A'.repeat(61) }, /^title: Too big/],
    ['a cover without alt text', { cover: '\n  src: ./covers/ppc-campaign.svg' }, /^cover\.alt: /],
    ['a tag that is not Title Case', { tags: '[content]' }, /^tags\.0: Tags are Title Case words$/],
    ['a draft flag that is not true or false', { draft: 'maybe' }, /^draft: /],
    [
      'an author who is not in the authors list',
      { author: 'jane-doe' },
      /^author: Unknown author "jane-doe": use one of maya-okafor, daniel-reyes, sofia-lind, or add the person to src\/data\/authors\.ts$/,
    ],
    [
      'an author written as a name instead of a key',
      { author: 'Maya Okafor' },
      /^author: Unknown author "Maya Okafor": use one of maya-okafor/,
    ],
    ['no author', { author: null }, /^author: Name the author: one of maya-okafor, daniel-reyes, sofia-lind/],
  ];

  it.each(broken)('refuses %s, naming the field', async (_name, fields, problem) => {
    const { result, problems } = await parseFrontMatter(fields);
    expect(result.success).toBe(false);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });
});
