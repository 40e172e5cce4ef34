import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { articleSchema, legalPageSchema } from './content/schemas.ts';

/*
 * The collections and where their files live; their front-matter schemas are in
 * src/content/schemas.ts, where unit tests reach them without a build.
 */

/**
 * Legal pages: Markdown files named after their route (`src/content/legal/privacy-policy.md` ->
 * /privacy-policy).
 */
const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/legal' }),
  schema: legalPageSchema,
});

/**
 * News articles: one MDX file per article, named after its URL (`ppc-campaign.mdx` ->
 * /news/ppc-campaign). A missing or mistyped field fails the build with the field's name.
 */
const news = defineCollection({
  // Every Markdown or MDX file, so a misnamed one fails with a message instead of being skipped.
  // Bodies are compiled, not kept as text (src/data/news.ts counts words from the files).
  loader: glob({ pattern: '**/*.{md,mdx}', base: './src/content/news', retainBody: false }),
  schema: articleSchema,
});

export const collections = { legal, news };
