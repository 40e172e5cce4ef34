/*
 * Plain text and sentences from Markdown, for the assistant: the build's digest of the articles
 * and legal pages (article-digest.ts) and the passages of the site's own pages (passages.ts) split
 * their text the same way. Pure, so the chat function carries it without the build's file reading.
 */

/** Markdown inline syntax, MDX tags and expressions removed: the words a reader sees. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(?<![\p{L}\p{N}])([*_])(.+?)\1(?![\p{L}\p{N}])/gu, '$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The sentences of a block of Markdown (a paragraph, a list, a quote) as plain text: each list
 * item is a sentence of its own, even without a full stop; a table is left out.
 */
export function sentencesOf(markdown: string): string[] {
  if (/^\s*\|/.test(markdown)) return [];
  const items = markdown
    .split(/\r?\n(?=\s*(?:[-*+]\s|\d+[.)]\s))/)
    .map((item) => plainText(item.replace(/^\s*(?:[-*+]\s|\d+[.)]\s|>)\s*/gm, ' ')));
  // A sentence ends at . ! or ? before a space and a capital, a digit or an opening quote, so
  // "1.5 to 2 percent" and "e.g. a shop" stay whole.
  return items.flatMap((item) =>
    item
      .split(/(?<=[.!?])\s+(?=["“(]?[\p{Lu}\p{N}])/u)
      .map((sentence) => sentence.trim())
      .filter((sentence) => sentence.length > 1),
  );
}
