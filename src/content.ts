import { getCollection, type CollectionEntry } from 'astro:content';
import { articleRoute } from './data/routes.ts';
import { countWords, duplicateKeys, newestFirst, readingMinutes, type ArticleSummary } from './lib/news.ts';
import type { Route } from './lib/schemas/route.ts';

/** An article as the news collection stores it. */
export type NewsEntry = CollectionEntry<'news'>;

/** An article with what every page that lists or shows it needs. */
export interface Article extends ArticleSummary {
  entry: NewsEntry;
  route: Route;
  cover: NewsEntry['data']['cover'];
  /** Words in the body, and the minutes they take to read. */
  words: number;
  minutes: number;
}

let articles: Promise<Article[]> | undefined;

/**
 * Every published article, newest first; drafts too while `npm run dev` runs. The collection is
 * read and checked once per build, however many pages ask.
 */
export function getArticles(): Promise<Article[]> {
  articles ??= loadArticles();
  return articles;
}

/** The newest article; the build fails if the collection is empty. */
export async function getLatestArticle(): Promise<Article> {
  const [latest] = await getArticles();
  if (!latest) throw new Error('The news collection is empty: add an MDX file to src/content/news/');
  return latest;
}

async function loadArticles(): Promise<Article[]> {
  const entries = await getCollection('news', ({ data }) => import.meta.env.DEV || !data.draft);
  const clashes = duplicateKeys(entries.map((entry) => ({ id: entry.id, key: entry.data.metaKey })));
  if (clashes.length > 0) throw new Error(`src/content/news: ${clashes.join('; ')}`);
  return newestFirst(
    entries.map((entry) => {
      const words = countWords(entry.body ?? '');
      return {
        entry,
        slug: entry.id,
        route: articleRoute({ slug: entry.id, title: entry.data.title }),
        title: entry.data.title,
        description: entry.data.description,
        published: entry.data.published,
        updated: entry.data.updated,
        tags: entry.data.tags,
        cover: entry.data.cover,
        words,
        minutes: readingMinutes(words),
      };
    }),
  );
}
