import type { MarkdownHeading } from 'astro';
import { slug as githubSlug } from 'github-slugger';
import { TITLE_MAX } from './schemas/seo.schema.ts';

/** Silent reading speed of an adult on screen, in words per minute. */
export const WORDS_PER_MINUTE = 230;

/** Articles with at least this many sections get a table of contents. */
export const TOC_MIN_SECTIONS = 4;

/**
 * How many articles the RSS feed carries, in full: the newest. A reader's app fetches the whole
 * feed on every check, so it must not grow with the archive; older articles stay on the site.
 */
export const FEED_ARTICLES = 20;

/** The folder under /news that holds the topic pages (`/news/topic/local-seo`). */
export const TOPIC_SEGMENT = 'topic';

/** What list pages, feeds and related-article cards need to know about an article. */
export interface ArticleSummary {
  slug: string;
  title: string;
  description: string;
  published: Date;
  updated?: Date | undefined;
  tags: readonly string[];
}

/** A table-of-contents entry: a section and its sub-sections. */
export interface TocEntry {
  slug: string;
  text: string;
  children: { slug: string; text: string }[];
}

/**
 * Whether an article's address segment (its file name, as Astro slugs it) makes a clean address:
 * lower-case words joined by hyphens, and none that another news page uses: not "index" (the news
 * list), not a number (`/news/2` is the list's second page, and a route with a named parameter
 * outranks the list's rest parameter, so an article called "2" would silently replace that page)
 * and not "topic" (the folder of the topic pages).
 */
export function isArticleSlug(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug !== 'index' && slug !== TOPIC_SEGMENT && !/^\d+$/.test(slug);
}

/** The URL path of an article. */
export function articlePath(slug: string): string {
  return `/news/${slug}`;
}

/**
 * The number of words a reader reads in Markdown or MDX source: front matter, import/export lines,
 * link targets, HTML/JSX tags and Markdown punctuation do not count.
 */
export function countWords(source: string): number {
  const text = source
    .replace(/^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/, '')
    .replace(/^(?:import|export)\s.*$/gm, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    // Hyphens stay: "pay-per-click" is one word; a lone "-" list marker has no letters and drops out.
    .replace(/[#>*_`|~]+/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes to read a text of this many words; at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** "6 min read". */
export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

/** When an article last changed: its revision date, or its publication date if it has none. */
export function lastChange(article: Pick<ArticleSummary, 'published' | 'updated'>): Date {
  return article.updated ?? article.published;
}

/** The latest change among articles (see `lastChange`); undefined for none. */
export function latestChange(articles: readonly Pick<ArticleSummary, 'published' | 'updated'>[]): Date | undefined {
  let latest: Date | undefined;
  for (const article of articles) {
    const changed = lastChange(article);
    if (!latest || changed > latest) latest = changed;
  }
  return latest;
}

/** The order of `newestFirst` as a comparator: negative when `a` comes before `b`. */
const byNewest = (a: Pick<ArticleSummary, 'slug' | 'published'>, b: Pick<ArticleSummary, 'slug' | 'published'>) =>
  b.published.getTime() - a.published.getTime() || a.slug.localeCompare(b.slug);

/** Newest first; articles published the same day keep a stable alphabetical order. */
export function newestFirst<T extends Pick<ArticleSummary, 'slug' | 'published'>>(articles: readonly T[]): T[] {
  return [...articles].sort(byNewest);
}

/** The newest `limit` articles of a list sorted newest first: what the feed carries. */
export function feedArticles<T>(newestFirstArticles: readonly T[], limit = FEED_ARTICLES): T[] {
  return newestFirstArticles.slice(0, limit);
}

/**
 * Up to `limit` other articles, those sharing the most tags first, then the newest. Articles
 * without a shared tag still fill the list, so every article links onwards.
 */
export function relatedArticles<T extends Pick<ArticleSummary, 'slug' | 'published' | 'tags'>>(
  current: T,
  all: readonly T[],
  limit = 3,
): T[] {
  return relatedFinder(all)(current, limit);
}

/**
 * `relatedArticles` for any article, from one reading of the archive. Every article page asks
 * for its related articles, so at a thousand articles a pass over the whole archive per page (a
 * million visits to scattered article objects per build, which a page's rendering evicts from the
 * processor's caches between two pages) took more than half a second. Here the archive is read
 * once: its articles numbered newest first and each tag's articles as a list of those numbers;
 * an article's related ones then come from the lists of its own tags and a small array of counts.
 */
export function relatedFinder<T extends Pick<ArticleSummary, 'slug' | 'published' | 'tags'>>(
  all: readonly T[],
): (current: T, limit?: number) => T[] {
  const ordered = newestFirst(all);
  const byTag = new Map<string, number[]>();
  ordered.forEach((article, rank) => {
    for (const tag of article.tags) {
      const ranks = byTag.get(tag);
      if (ranks) ranks.push(rank);
      else byTag.set(tag, [rank]);
    }
  });
  /** Tags each article shares with the one being asked about; zeroed again after each answer. */
  const shared = new Uint16Array(ordered.length);
  return (current, limit = 3) => {
    if (limit <= 0) return [];
    const candidates: number[] = [];
    for (const tag of new Set(current.tags)) {
      for (const rank of byTag.get(tag) ?? []) {
        const count = shared[rank] ?? 0;
        if (count === 0) candidates.push(rank);
        shared[rank] = count + 1;
      }
    }
    const isCurrent = (rank: number) => ordered[rank]?.slug === current.slug;
    // More shared tags first; between equals the newer, which has the lower number.
    const ranksBefore = (a: number, b: number) =>
      (shared[a] ?? 0) > (shared[b] ?? 0) || (shared[a] === shared[b] && a < b);
    const best: number[] = [];
    for (const rank of candidates) {
      if (isCurrent(rank)) continue;
      const last = best[best.length - 1];
      if (best.length === limit && last !== undefined && !ranksBefore(rank, last)) continue;
      let place = best.length;
      while (place > 0 && ranksBefore(rank, best[place - 1] ?? 0)) place--;
      best.splice(place, 0, rank);
      if (best.length > limit) best.pop();
    }
    // Articles sharing no tag come after every one that shares some: the newest fill what is left.
    for (let rank = 0; best.length < limit && rank < ordered.length; rank++) {
      if (shared[rank] === 0 && !isCurrent(rank)) best.push(rank);
    }
    for (const rank of candidates) shared[rank] = 0;
    return best.flatMap((rank) => ordered[rank] ?? []);
  };
}

/** The browser title of an article: the headline with the brand appended when both fit. */
export function articleDocumentTitle(headline: string, brand: string, max = TITLE_MAX): string {
  const branded = `${headline} | ${brand}`;
  return branded.length <= max ? branded : headline;
}

/**
 * The table of contents of an article: its sections (h2) with their sub-sections (h3), or an
 * empty list when the article is too short to need one.
 */
export function tableOfContents(headings: readonly MarkdownHeading[], minSections = TOC_MIN_SECTIONS): TocEntry[] {
  const entries: TocEntry[] = [];
  for (const heading of headings) {
    if (heading.depth === 2) entries.push({ slug: heading.slug, text: heading.text, children: [] });
    else if (heading.depth === 3) entries.at(-1)?.children.push({ slug: heading.slug, text: heading.text });
  }
  return entries.length >= minSections ? entries : [];
}

/** Makes root-relative `href` and `src` attributes absolute, for HTML read outside the site (feeds). */
export function absolutizeUrls(html: string, origin: string): string {
  return html.replace(/\s(href|src)="\/(?!\/)/g, (_match, attribute: string) => ` ${attribute}="${origin}/`);
}

/** One message per key used by more than one article, naming the files ("metaKey X is used by a, b"). */
export function duplicateKeys(items: readonly { id: string; key: string }[]): string[] {
  const byKey = Map.groupBy(items, (item) => item.key);
  return [...byKey]
    .filter(([, group]) => group.length > 1)
    .map(([key, group]) => `metaKey ${key} is used by ${group.map((item) => `${item.id}.mdx`).join(', ')}`);
}

/**
 * Title and description of a topic page (its first page; `listPageMeta` numbers the later ones):
 * "Articles on Local SEO | Brand" (the brand left out when the whole would not fit in `max`).
 */
export function topicMeta(name: string, articles: number, brand: string, max = TITLE_MAX) {
  const count = `${articles} ${articles === 1 ? 'article' : 'articles'}`;
  return {
    title: articleDocumentTitle(`Articles on ${name}`, brand, max),
    description: `${count} on ${name} from the ${brand} team: practical guides for business owners, newest first.`,
  };
}

/**
 * Title and description of the latest-article view (/view-article). They differ from the
 * article's own, so search engines see two distinct pages.
 */
export function latestArticleMeta(article: Pick<ArticleSummary, 'title'>, brand: string) {
  return {
    title: `Latest Article | ${brand}`,
    description: `Our newest guide: ${article.title}. Read it here, then browse all our articles on SEO, PPC and social media.`,
  };
}

/** A tag and the articles that carry it: one topic page (`/news/topic/<slug>`, paginated). */
export interface Topic<T> {
  /** The tag as editors write it ("Local SEO"). */
  name: string;
  /** Its address segment ("local-seo"). */
  slug: string;
  /** Its articles, in the order they were given (newest first from the news collection). */
  articles: T[];
}

/**
 * The address segment of a tag's topic page: the tag slugged as GitHub slugs headings ("Local SEO"
 * -> "local-seo", "AI" -> "ai"). Every topic link and page is made from this one function.
 */
export function topicSlug(tag: string): string {
  return githubSlug(tag);
}

/** The URL path of a topic page (its first page). */
export function topicPath(slug: string): string {
  return `/news/${TOPIC_SEGMENT}/${slug}`;
}

/**
 * One message per topic address that two spellings of a tag would share ("Local SEO" and "Local
 * Seo" both make /news/topic/local-seo), naming the spellings and the files that use each. Such
 * tags would silently merge into one page, under whichever name came first.
 */
export function topicCollisions(articles: readonly Pick<ArticleSummary, 'slug' | 'tags'>[]): string[] {
  const spellings = new Map<string, Map<string, string[]>>();
  for (const article of articles) {
    for (const tag of article.tags) {
      const slug = topicSlug(tag);
      const bySpelling = spellings.get(slug) ?? new Map<string, string[]>();
      const slugs = bySpelling.get(tag) ?? [];
      slugs.push(article.slug);
      bySpelling.set(tag, slugs);
      spellings.set(slug, bySpelling);
    }
  }
  return [...spellings]
    .filter(([, bySpelling]) => bySpelling.size > 1)
    .map(
      ([slug, bySpelling]) =>
        `tags ${[...bySpelling]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([tag, slugs]) => `"${tag}" (${slugs.map((s) => `${s}.mdx`).join(', ')})`)
          .join(' and ')} would share the topic page ${topicPath(slug)}: spell the tag one way in every article`,
    );
}

/**
 * The topics of a list of articles, by name (A to Z), each with its articles in the order given.
 * Throws, naming the tags and files, when two spellings of a tag would share a topic page.
 */
export function topicsOf<T extends Pick<ArticleSummary, 'slug' | 'tags'>>(articles: readonly T[]): Topic<T>[] {
  const collisions = topicCollisions(articles);
  if (collisions.length > 0) throw new Error(`src/content/news: ${collisions.join('; ')}`);
  const topics = new Map<string, Topic<T>>();
  for (const article of articles) {
    for (const tag of article.tags) {
      const slug = topicSlug(tag);
      const topic = topics.get(slug) ?? { name: tag, slug, articles: [] };
      topic.articles.push(article);
      topics.set(slug, topic);
    }
  }
  return [...topics.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
