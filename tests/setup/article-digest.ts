import { writeArticleDigests } from '../../src/server/assistant/article-digest.ts';

/**
 * Vitest's global setup: writes the assistant's article digest from src/content/news before any
 * test imports the knowledge base, as every Astro build does, so the tests never depend on a
 * build having run first or on a digest left over from an older set of articles.
 */
export default function setup(): void {
  const { problems } = writeArticleDigests(process.cwd());
  if (problems.length > 0) throw new Error(`Articles the assistant cannot read: ${problems.join('; ')}`);
}
