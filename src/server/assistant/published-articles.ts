import * as z from 'zod';
import {
  articleDigestFileSchema,
  type ArticleDigest,
  type ArticleDigestFile,
  type PageDigest,
} from '../../lib/schemas/article-digest.schema.ts';
// Generated from src/content/news by astro.config.mjs (build, dev, `astro check`) and by vitest's
// global setup, and git-ignored: see article-digest.ts. Imported, not read from disk, so esbuild
// bundles it into the function that Netlify deploys after the build.
import generated from './articles.generated.json' with { type: 'json' };

let published: ArticleDigestFile | undefined;

/**
 * The published news articles as the assistant knows them, newest first: the digest the last
 * build (or test run) wrote from the MDX files, checked against its schema on first use.
 */
export function publishedArticles(): readonly ArticleDigest[] {
  return digest().articles;
}

/** The legal pages as the assistant knows them, from the same digest. */
export function legalPages(): readonly PageDigest[] {
  return digest().pages;
}

function digest(): ArticleDigestFile {
  if (published) return published;
  const parsed = articleDigestFileSchema.safeParse(generated);
  if (!parsed.success) {
    throw new Error(
      `src/server/assistant/articles.generated.json does not match its schema: it was written by an older version of article-digest.ts. \`npm run build\` writes it afresh from src/content/news.\n${z.prettifyError(parsed.error)}`,
    );
  }
  published = parsed.data;
  return published;
}
