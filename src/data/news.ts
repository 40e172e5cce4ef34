import type { ImageMetadata } from 'astro';
import { readFile } from 'node:fs/promises';
import { getImage } from 'astro:assets';
import { getCollection, render, type CollectionEntry } from 'astro:content';
import {
  countWords,
  duplicateKeys,
  isArticleSlug,
  newestFirst,
  readingMinutes,
  relatedFinder,
  tableOfContents,
  topicCollisions,
  topicsOf,
  type ArticleSummary,
  type Topic,
} from '../lib/articles.ts';
import type { Author } from '../lib/schemas/author.schema.ts';
import { SOCIAL_CARD, socialCardRegistry } from '../lib/social-card-registry.ts';
import type { Route } from '../lib/schemas/route.schema.ts';
import { authors } from './authors.ts';
import { articleRoute } from './routes.ts';

/*
 * The news collection, read once per build and checked beyond its schema: the file name must make
 * a clean address, no two articles may share a metadata key, and no two spellings of a tag may
 * share a topic page. Pages, the footer and the feed all read articles from here.
 */

/** An article as the news collection stores it. */
export type NewsEntry = CollectionEntry<'news'>;

/** An article with what every page that lists or shows it needs. */
export interface Article extends ArticleSummary {
  entry: NewsEntry;
  route: Route;
  cover: NewsEntry['data']['cover'];
  /** Who wrote it (the front matter names the key; the schema accepts only a key of src/data/authors.ts). */
  author: Author;
  /** Words in the body, and the minutes they take to read. */
  words: number;
  minutes: number;
}

/** Covers are shown at 1.9:1 and become 1200×630 social cards, so they need that shape and size. */
const COVER = { minWidth: SOCIAL_CARD.width, ratio: SOCIAL_CARD.width / SOCIAL_CARD.height, tolerance: 0.02 };

/**
 * `load`, run once per production build however many pages ask, and afresh on every call while
 * `npm run dev` runs, so an editor's change shows on reload.
 */
function oncePerBuild<T>(load: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | undefined;
  return () => {
    if (import.meta.env.DEV) return load();
    cached ??= load();
    return cached;
  };
}

/** Every published article, newest first (drafts too while `npm run dev` runs), read and checked once a build. */
export const getArticles: () => Promise<Article[]> = oncePerBuild(() => loadArticles());

/**
 * Every tag of the published articles as a topic (A to Z) with its articles, newest first. Two
 * spellings of a tag that would share a topic page stop the build (`loadArticles`), naming the files.
 */
export const getTopics: () => Promise<Topic<Article>[]> = oncePerBuild(() => getArticles().then(topicsOf));

/** Finds any article's related articles (see `relatedFinder`), from one reading of the archive a build. */
const getRelatedFinder = oncePerBuild(() => getArticles().then((articles) => relatedFinder(articles)));

/** The newest published article; the build stops if there is none. */
export async function getLatestArticle(): Promise<Article> {
  const [latest] = await getArticles();
  if (!latest) {
    throw new Error('No published article in src/content/news/: add an MDX file, or set `draft: false` on one');
  }
  return latest;
}

/** Everything the article frame shows besides the article's own data. */
export async function articleView(article: Article) {
  const { Content, headings } = await render(article.entry);
  return {
    Content,
    toc: tableOfContents(headings),
    related: (await getRelatedFinder())(article),
    socialImage: await socialCard(article.cover.src),
  };
}

/**
 * The 1200×630 PNG social networks show for an article (they show no SVG), rendered from its
 * cover: by the build's card renderer (src/integrations/social-cards.ts), which renders each cover
 * once and keeps it across builds; in `astro dev`, where there is none, by Astro's images.
 */
async function socialCard(cover: ImageMetadata): Promise<{ src: string; width: number; height: number }> {
  const registry = socialCardRegistry();
  if (registry) return { src: await registry.request(cover), ...SOCIAL_CARD };
  const image = await getImage({ src: cover, format: 'png', ...SOCIAL_CARD });
  return { src: image.src, width: Number(image.attributes['width']), height: Number(image.attributes['height']) };
}

async function loadArticles(): Promise<Article[]> {
  const entries = await getCollection('news', ({ data }) => import.meta.env.DEV || !data.draft);
  const problems = [
    ...entries
      .filter((entry) => !isArticleSlug(entry.id))
      .map(
        (entry) =>
          `${entry.filePath ?? entry.id}: name the file in lower-case words joined by hyphens, like email-marketing.mdx (not "index", "topic" or a number: those addresses belong to the news list)`,
      ),
    ...entries
      .filter(({ data: { cover } }) => {
        const { width, height } = cover.src;
        return width < COVER.minWidth || Math.abs(width / height - COVER.ratio) > COVER.tolerance;
      })
      .map(
        (entry) =>
          `${entry.filePath ?? entry.id}: cover.src is ${entry.data.cover.src.width}×${entry.data.cover.src.height} px; use an image at least 1200 px wide in the 1200×630 (1.9:1) shape`,
      ),
    ...duplicateKeys(entries.map((entry) => ({ id: entry.id, key: entry.data.metaKey }))),
    ...topicCollisions(entries.map((entry) => ({ slug: entry.id, tags: entry.data.tags }))),
  ];
  if (problems.length > 0) throw new Error(`src/content/news: ${problems.join('; ')}`);
  return newestFirst(
    await Promise.all(
      entries.map(async (entry) => {
        const words = countWords(await sourceOf(entry));
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
          author: authors[entry.data.author],
          words,
          minutes: readingMinutes(words),
        };
      }),
    ),
  );
}

/**
 * An article's MDX source, for counting its words. The collection does not keep the bodies
 * (`retainBody: false` in src/content.config.ts): a thousand of them made the build's bundled data
 * module 10 MB and its memory peak about 0.15 GB higher, for one word count each.
 */
async function sourceOf(entry: NewsEntry): Promise<string> {
  if (!entry.filePath) throw new Error(`The news article ${entry.id} has no file to count its words in`);
  return readFile(entry.filePath, 'utf8');
}
