import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { ArticleDigest } from '../lib/schemas/article-digest.schema.ts';
import { writeArticleDigests } from '../server/assistant/article-digest.ts';

/** The integration, and the published articles its setup read. */
export interface AssistantArticleDigest extends AstroIntegration {
  /**
   * The published articles as the digest read them (slug, title, dates, tags): all the sitemap
   * (sitemap.ts) needs to date and rank the article and archive pages, once the build is done.
   * Empty until Astro has run the setup.
   */
  readonly articles: readonly ArticleDigest[];
}

/**
 * Writes the chat assistant's digest of the news articles (src/server/assistant/
 * articles.generated.json, git-ignored) from the MDX files in src/content/news, so an article an
 * editor adds is in the assistant's knowledge with nothing else to do. Config setup runs first in
 * `astro build` (before Netlify bundles the functions that import the digest), `astro dev` and
 * `astro sync`, which `astro check` runs before `tsc` needs the file. A file it cannot read is
 * left out with a warning: the content collection then fails the build with the precise reason.
 */
export function assistantArticleDigest(): AssistantArticleDigest {
  let articles: readonly ArticleDigest[] = [];
  return {
    name: 'assistant-article-digest',
    hooks: {
      'astro:config:setup': ({ config, logger }) => {
        const { digest, problems } = writeArticleDigests(fileURLToPath(config.root));
        for (const problem of problems) logger.warn(`left out of the chat assistant's knowledge: ${problem}`);
        articles = digest.articles;
      },
    },
    get articles() {
      return articles;
    },
  };
}
