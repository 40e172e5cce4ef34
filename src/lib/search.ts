import { canonicalUrl } from './url.ts';

/*
 * Site search: what the build's index (Pagefind, written by astro.config.mjs after the build) and
 * the pages agree on. Pure: no DOM, no Node.
 */

/**
 * The kinds of page the search covers. Each indexed page names its kind in the index (Pagefind
 * metadata `kind`), and a result shows it above its title.
 */
export const SEARCH_KINDS = { article: 'Article', service: 'Service', pricing: 'Pricing' } as const;
export type SearchKind = keyof typeof SEARCH_KINDS;

/**
 * The site path of a result. Pagefind names a page by its file in dist/ (`/news/ai-in-seo.html`,
 * `/index.html`); the site links to the page's canonical path (`/news/ai-in-seo`, `/`).
 */
export function sitePathOfResult(url: string): string {
  return canonicalUrl('', url);
}
