import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { ARTICLE_TITLE_MAX, ARTICLE_TITLE_MIN, DESCRIPTION_MAX, DESCRIPTION_MIN } from './lib/schemas/seo.ts';

/** Legal pages: Markdown files named after their route (`privacy-policy.md` -> /privacy-policy). */
const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/legal' }),
  schema: z.strictObject({
    /** Page heading. */
    title: z.string().min(3).max(60),
    /** One or two sentences under the heading. */
    summary: z.string().min(60).max(200),
    /** Date of the last change, shown on the page. */
    updated: z.coerce.date(),
  }),
});

/**
 * News articles: one MDX file per article, named after its URL (`ppc-campaign.mdx` ->
 * /news/ppc-campaign). A missing or mistyped field fails the build with the field's name.
 */
const news = defineCollection({
  loader: glob({ pattern: '[a-z0-9]*.mdx', base: './src/content/news' }),
  schema: ({ image }) =>
    z
      .strictObject({
        /** Headline: the page's H1, and its browser title with " | Tidewell Digital" when that fits. */
        title: z.string().trim().min(ARTICLE_TITLE_MIN).max(ARTICLE_TITLE_MAX),
        /** Meta description and list summary: what a search result shows. */
        description: z.string().trim().min(DESCRIPTION_MIN).max(DESCRIPTION_MAX),
        /** The article's key in the spec's metadata list ("PPC_CAMPAIGN"); unique across articles. */
        metaKey: z.string().regex(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/, {
          error: 'Use upper-case words joined by underscores, like PPC_CAMPAIGN',
        }),
        /** Publication date (YYYY-MM-DD); the list and feed are ordered by it, newest first. */
        published: z.coerce.date(),
        /** Date of the last substantial change (YYYY-MM-DD), if any. */
        updated: z.coerce.date().optional(),
        /** Cover image: a local file beside the article (`./covers/<slug>.svg`) and its alt text. */
        cover: z.strictObject({
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
      .refine((data) => !data.updated || data.updated >= data.published, {
        error: '`updated` must not be earlier than `published`',
        path: ['updated'],
      }),
});

export const collections = { legal, news };
