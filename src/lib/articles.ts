import type { MarkdownHeading } from 'astro';
import { TITLE_MAX } from './schemas/seo.schema.ts';

/** Silent reading speed of an adult on screen, in words per minute. */
export const WORDS_PER_MINUTE = 230;

/** Articles with at least this many sections get a table of contents. */
export const TOC_MIN_SECTIONS = 4;

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
 * lower-case words joined by hyphens, and not "index", which would collide with the news list.
 */
export function isArticleSlug(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug !== 'index';
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

/** Newest first; articles published the same day keep a stable alphabetical order. */
export function newestFirst<T extends Pick<ArticleSummary, 'slug' | 'published'>>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => b.published.getTime() - a.published.getTime() || a.slug.localeCompare(b.slug));
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
  // One pass over the newest-first list, keeping the best `limit` so far, rather than sorting the
  // whole archive by score: every article page asks, so a large archive asks a thousand times.
  const tags = new Set(current.tags);
  const best: { other: T; score: number }[] = [];
  for (const other of newestFirst(all)) {
    if (other.slug === current.slug) continue;
    let score = 0;
    for (const tag of other.tags) if (tags.has(tag)) score++;
    // A later (older) article only displaces one with fewer shared tags.
    const place = best.findIndex((kept) => kept.score < score);
    if (place === -1) {
      if (best.length < limit) best.push({ other, score });
    } else {
      best.splice(place, 0, { other, score });
      if (best.length > limit) best.pop();
    }
  }
  return best.map(({ other }) => other);
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
 * Title and description of the latest-article view (/view-article). They differ from the
 * article's own, so search engines see two distinct pages.
 */
export function latestArticleMeta(article: Pick<ArticleSummary, 'title'>, brand: string) {
  return {
    title: `Latest Article | ${brand}`,
    description: `Our newest guide: ${article.title}. Read it here, then browse all our articles on SEO, PPC and social media.`,
  };
}
