import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

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

export const collections = { legal };
