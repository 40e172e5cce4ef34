import * as z from 'zod';
import { isArticleSlug } from '../articles.ts';

/*
 * What the chat assistant knows about each published news article: a digest written at build time
 * from the MDX files (src/server/assistant/article-digest.ts) into a generated JSON file that the
 * assistant's knowledge base reads. The schema is the contract between the two, so a digest file
 * left behind by an older generator fails loudly instead of answering from a half-read shape.
 */

const text = z.string().trim().min(1);

/** A `##` section of an article. */
export const articleSectionSchema = z.strictObject({
  /** The section's heading, as the article shows it. */
  heading: text,
  /** The heading's id on the article page ("quality-score-and-its-three-components"), for links to it. */
  anchor: text,
  /** Its `###` sub-headings and the terms it sets in bold ("Quality score", "Anchor text"). */
  topics: z.array(text),
  /** The first sentence of its first paragraph, if it opens with one. */
  summary: z.string().trim(),
  /**
   * Every sentence of its paragraphs and list items, as plain text: what the assistant quotes when
   * a question asks what the section says.
   */
  sentences: z.array(text),
  /** True for the closing invitation to contact the agency (a section linking to /contact). */
  invitation: z.boolean(),
});
export type ArticleSection = z.infer<typeof articleSectionSchema>;

/** One article as the assistant knows it. */
export const articleDigestSchema = z.strictObject({
  /** The article's address segment, as Astro derives it from the file name ("ppc-campaign"). */
  slug: z.string().refine(isArticleSlug, { error: 'Not a clean article address' }),
  /** Its page ("/news/ppc-campaign"). */
  path: z.string().startsWith('/news/'),
  /** Its headline. */
  title: text,
  /** Its meta description: what the article covers, in one or two sentences. */
  description: text,
  /** Its author's id in src/data/authors.ts (`daniel-reyes`). */
  author: z.string().regex(/^[a-z0-9-]+$/),
  /** Its publication day, `YYYY-MM-DD`. */
  published: z.iso.date(),
  /** The day of its last substantial revision, `YYYY-MM-DD`, if it has one (the sitemap dates it so). */
  updated: z.iso.date().optional(),
  /** Its topics from the front matter ("SEO", "Paid Search"). */
  tags: z.array(text),
  /** The opening paragraph, before the first section. */
  lead: z.string().trim(),
  /** Its sections in order. */
  sections: z.array(articleSectionSchema),
});
export type ArticleDigest = z.infer<typeof articleDigestSchema>;

/** A legal page (privacy, terms, cookies), or the audit's "How we score", as the assistant knows it: its sentences, by section. */
export const pageDigestSchema = z.strictObject({
  /** Its page ("/privacy-policy"). */
  path: z.string().regex(/^\/[a-z0-9-]+$/),
  /** Its title. */
  title: text,
  /** The opening paragraphs, then each `##` section. */
  sections: z.array(
    z.strictObject({
      /** The section's heading (the page's title for the opening). */
      heading: text,
      /** The heading's id on the page; empty for the opening. */
      anchor: z.string(),
      /** Every sentence of its paragraphs and list items, as plain text. */
      sentences: z.array(text),
    }),
  ),
});
export type PageDigest = z.infer<typeof pageDigestSchema>;

/** The generated file: the published articles, newest first, and the legal pages. */
export const articleDigestFileSchema = z.strictObject({
  /** Where the file comes from, for a developer who opens it. */
  generatedBy: text,
  articles: z.array(articleDigestSchema),
  pages: z.array(pageDigestSchema),
});
export type ArticleDigestFile = z.infer<typeof articleDigestFileSchema>;
