import { canonicalUrl } from './url.ts';

/*
 * Site search: what the build's index (Pagefind, written by astro.config.mjs after the build) and
 * the search box on /news (src/components/SiteSearch.astro) agree on. Pure: no DOM, no Node.
 */

/** Where the build writes Pagefind's bundle (its search script, WebAssembly and index) in dist/. */
export const SEARCH_BUNDLE_PATH = '/pagefind/';

/**
 * The kinds of page the search covers. Each indexed page names its kind in the index (Pagefind
 * metadata `kind`), and a result shows it above its title.
 */
export const SEARCH_KINDS = { article: 'Article', service: 'Service', pricing: 'Pricing' } as const;
export type SearchKind = keyof typeof SEARCH_KINDS;

/**
 * Lets a page that carries the search box run Pagefind's search engine under the content security
 * policy. Pagefind searches in a web worker, whose policy comes with the worker's own file
 * (netlify.toml, `/pagefind/*`); where the worker cannot start it searches on the page itself,
 * and compiling its WebAssembly there needs 'wasm-unsafe-eval' (which allows no eval() and no
 * `new Function`). Naming a script source replaces Astro's default 'self', so 'self' is named too.
 * Call it in the page's front matter with `Astro.csp`: a component's front matter runs after the
 * <head> holding the policy is written.
 */
export function allowSiteSearch(csp: { insertScriptResource(resource: string): void } | undefined): void {
  csp?.insertScriptResource("'self'");
  csp?.insertScriptResource("'wasm-unsafe-eval'");
}

/** Results shown at first and added by each "more" press: enough to choose from, one screen. */
export const SEARCH_RESULTS_STEP = 8;

/** A stretch of a result's excerpt: the words that matched the query are `marked`. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * Splits a Pagefind excerpt into plain text and matched words, so the page renders it as text
 * nodes and <mark> elements and never parses anything from the index as HTML. Pagefind writes the
 * page's text with `<` and `>` escaped as `&lt;` and `&gt;` (nothing else) and wraps each match
 * in `<mark>…</mark>`; those two escapes are the only ones undone.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === '<mark>' || piece === '</mark>') {
      marked = piece === '<mark>';
      continue;
    }
    if (piece === '') continue;
    const text = piece.replaceAll('&lt;', '<').replaceAll('&gt;', '>');
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  }
  return parts;
}

/**
 * Adds an ellipsis where an excerpt was cut out of its page's text: before it unless it starts
 * where the page's text starts, after it unless it ends where the text ends. `content` is the
 * page's indexed text (Pagefind's `content`), which Pagefind cuts at whitespace.
 */
export function withEllipses(parts: ExcerptPart[], content: string): ExcerptPart[] {
  const excerpt = parts
    .map((part) => part.text)
    .join('')
    .trim();
  if (excerpt === '') return parts;
  const text = content.trim().split(/\s+/).join(' ');
  const ellipsis = (where: 'before' | 'after'): ExcerptPart[] => {
    const cut = where === 'before' ? !text.startsWith(excerpt) : !text.endsWith(excerpt);
    return cut ? [{ text: where === 'before' ? '… ' : ' …', marked: false }] : [];
  };
  return [...ellipsis('before'), ...parts, ...ellipsis('after')];
}

/**
 * The site path of a result. Pagefind names a page by its file in dist/ (`/news/ai-in-seo.html`,
 * `/index.html`); the site links to the page's canonical path (`/news/ai-in-seo`, `/`).
 */
export function sitePathOfResult(url: string): string {
  return canonicalUrl('', url);
}

/** What the status line says after a search: how many pages match, and how many are listed. */
export function searchStatus(query: string, total: number, shown: number): string {
  const term = `“${query.trim()}”`;
  if (total === 0) return `No pages match ${term}. Try another word, or browse the articles below.`;
  const count = total === 1 ? `1 page matches ${term}` : `${total} pages match ${term}`;
  return shown < total ? `${count}; showing the first ${shown}.` : `${count}.`;
}

/** The status line when the index cannot be loaded (offline, or the dev server, which has none). */
export const SEARCH_UNAVAILABLE = 'Search is not available right now. Browse the articles below.';
