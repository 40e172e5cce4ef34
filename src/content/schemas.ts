import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { authorIds } from '../data/authors.ts';
import {
  ARTICLE_TITLE_MAX,
  ARTICLE_TITLE_MIN,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  pageMetaKeys,
} from '../lib/schemas/seo.schema.ts';

/*
 * The front-matter schemas of the content collections, apart from src/content.config.ts (which
 * only wires them to their loaders) so unit tests can parse an editor's front matter without a
 * build. Content schemas take zod from astro/zod (eslint.config.js).
 */

/** A calendar day written `YYYY-MM-DD` (YAML reads it as a date at midnight UTC; quoted also works). */
export const calendarDay = z
  .union([z.date(), z.iso.date()], { error: 'Write the date as YYYY-MM-DD' })
  .transform((value) => (typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value));

/**
 * Legal pages: Markdown files named after their route (`src/content/legal/privacy-policy.md` ->
 * /privacy-policy).
 */
export const legalPageSchema = z.strictObject({
  /** Page heading. */
  title: z.string().min(3).max(60),
  /** One or two sentences under the heading. */
  summary: z.string().min(60).max(200),
  /** Date of the last change, shown on the page. */
  updated: z.coerce.date(),
});

/**
 * A news article's front matter. `image` is Astro's helper (the collection's schema context): it
 * resolves the cover's path beside the article and reads the file's size; tests pass a stand-in.
 */
export const articleSchema = ({ image }: SchemaContext) =>
  z
    .strictObject({
      /** Headline: the page's H1, and its browser title with " | Tidewell Digital" when that fits. */
      title: z.string().trim().min(ARTICLE_TITLE_MIN).max(ARTICLE_TITLE_MAX),
      /** Meta description and list summary: what a search result shows. */
      description: z.string().trim().min(DESCRIPTION_MIN).max(DESCRIPTION_MAX),
      /**
       * The article's key in the site's metadata key list ("PPC_CAMPAIGN"): unique across
       * articles, and never a key that belongs to a page of src/data/metadata.ts.
       */
      metaKey: z
        .string()
        .regex(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/, {
          error: 'Use upper-case words joined by underscores, like PPC_CAMPAIGN',
        })
        .refine((key) => !(pageMetaKeys as readonly string[]).includes(key), {
          error: 'This key belongs to a page of the site: give the article its own',
        }),
      /**
       * Who wrote it: the key of a person in src/data/authors.ts (`maya-okafor`). The byline, the
       * author card and the BlogPosting's `author` come from that entry.
       */
      author: z.enum(authorIds, {
        error: (issue) =>
          issue.input === undefined
            ? `Name the author: one of ${authorIds.join(', ')} (src/data/authors.ts)`
            : `Unknown author ${JSON.stringify(issue.input)}: use one of ${authorIds.join(', ')}, or add the person to src/data/authors.ts`,
      }),
      /** Publication date (YYYY-MM-DD); the list and feed are ordered by it, newest first. */
      published: calendarDay,
      /** Date of a later, substantial revision (YYYY-MM-DD), if any. */
      updated: calendarDay.optional(),
      /** Cover image: a local file beside the article (`./covers/<slug>.svg`) and its alt text. */
      cover: z.strictObject({
        // Its size and shape are checked in src/data/news.ts: here it is still only a path.
        src: image(),
        alt: z.string().trim().min(10).max(180),
      }),
      /** Topics, used to suggest related articles. */
      tags: z
        .array(z.string().regex(/^[A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*)*$/, { error: 'Tags are Title Case words' }))
        .max(5)
        .default([]),
      /** A draft shows in `npm run dev` but is left out of the built site. */
      draft: z.boolean().default(false),
    })
    .refine((data) => !data.updated || data.updated > data.published, {
      error: '`updated` must be later than `published`',
      path: ['updated'],
    });
