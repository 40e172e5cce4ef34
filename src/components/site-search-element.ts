/*
 * The search box's behaviour (`<site-search>`, markup and styles in SiteSearch.astro). The page
 * adds this module on the visitor's first focus or keystroke in the box; what was typed meanwhile
 * is searched as soon as it is here.
 */
import {
  excerptParts,
  SEARCH_RESULTS_STEP,
  SEARCH_UNAVAILABLE,
  searchStatus,
  sitePathOfResult,
  withEllipses,
} from '../lib/search.ts';

/** What the box uses of Pagefind's search API (pagefind.js in the build's bundle). */
interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<PagefindSearch>;
  debouncedSearch(query: string, options?: object, timeout?: number): Promise<PagefindSearch | null>;
}
interface PagefindSearch {
  results: { data(): Promise<PagefindPage> }[];
}
interface PagefindPage {
  url: string;
  excerpt: string;
  content: string;
  meta: Partial<Record<string, string>>;
}

/** Words around a match in a result's excerpt: two lines on a phone, about one on a desktop. */
const EXCERPT_WORDS = 24;
/** Pause after the last keystroke before searching as the visitor types (ms). */
const TYPING_PAUSE = 250;

/**
 * The search box. It loads Pagefind (script, WebAssembly, index) once focus is in it, then
 * searches as the visitor types, on Enter and on the button; lists each match's kind, title (the
 * link) and excerpt; says the count in a polite status line; Escape empties it.
 */
class SiteSearch extends HTMLElement {
  #pagefind: Promise<Pagefind> | null = null;
  /** The latest search started; an older one that finishes later is dropped. */
  #latest = 0;
  #found: PagefindSearch['results'] = [];
  #query = '';
  #loadingMore = false;
  #listeners: AbortController | null = null;

  get #input() {
    return this.querySelector('input') as HTMLInputElement;
  }
  get #status() {
    return this.querySelector('[role="status"]') as HTMLElement;
  }
  get #list() {
    return this.querySelector('ol') as HTMLOListElement;
  }
  get #more() {
    return this.querySelector('.site-search__more') as HTMLButtonElement;
  }

  connectedCallback() {
    this.#listeners = new AbortController();
    const { signal } = this.#listeners;
    this.addEventListener('focusin', () => void this.#load().catch(() => undefined), { signal });
    this.#input.addEventListener('input', () => void this.#search(false), { signal });
    this.#input.addEventListener('keydown', this.#onKeydown, { signal });
    this.querySelector('form')?.addEventListener('submit', this.#onSubmit, { signal });
    this.#more.addEventListener('click', this.#onMore, { signal });
    // Typed into before this module arrived: search that now.
    if (this.#input.value.trim()) void this.#search(true);
    else if (this.contains(document.activeElement)) void this.#load().catch(() => undefined);
  }

  disconnectedCallback() {
    this.#listeners?.abort();
  }

  /** Pagefind, loaded once; rejects when its bundle cannot be fetched. */
  #load(): Promise<Pagefind> {
    this.#pagefind ??= (async () => {
      const bundle = this.dataset['bundle'] ?? '/pagefind/';
      const pagefind = (await import(/* @vite-ignore */ `${bundle}pagefind.js`)) as Pagefind;
      await pagefind.options({ excerptLength: EXCERPT_WORDS });
      await pagefind.init();
      return pagefind;
    })();
    this.#pagefind.catch(() => {
      // Let a later focus try again (the visitor may be back online).
      this.#pagefind = null;
    });
    return this.#pagefind;
  }

  #onMore = () => {
    // A second press while the next results load would list them twice.
    if (this.#loadingMore) return;
    this.#loadingMore = true;
    void this.#showMore(this.#latest, true).finally(() => (this.#loadingMore = false));
  };

  #onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void this.#search(true);
  };

  #onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || this.#input.value === '') return;
    event.preventDefault();
    this.#input.value = '';
    void this.#search(true);
  };

  async #search(now: boolean) {
    const run = ++this.#latest;
    const query = this.#input.value.trim();
    if (query === '') {
      this.#clear();
      return;
    }
    try {
      const pagefind = await this.#load();
      const found = now ? await pagefind.search(query) : await pagefind.debouncedSearch(query, {}, TYPING_PAUSE);
      if (found === null || run !== this.#latest) return;
      this.#found = found.results;
      this.#query = query;
      this.#list.replaceChildren();
      await this.#showMore(run, false);
    } catch {
      if (run !== this.#latest) return;
      this.#clear();
      this.#status.textContent = SEARCH_UNAVAILABLE;
    }
  }

  /** Lists the next results; from the button, focus moves to the first one it added. */
  async #showMore(run: number, fromButton: boolean) {
    const start = this.#list.children.length;
    const pages = await Promise.all(
      this.#found.slice(start, start + SEARCH_RESULTS_STEP).map((result) => result.data()),
    );
    if (run !== this.#latest) return;
    this.#list.append(...pages.map(resultItem));
    const shown = this.#list.children.length;
    this.#list.hidden = shown === 0;
    this.#more.hidden = shown >= this.#found.length;
    this.#status.textContent = searchStatus(this.#query, this.#found.length, shown);
    if (fromButton) this.#list.children[start]?.querySelector('a')?.focus();
  }

  #clear() {
    this.#found = [];
    this.#list.replaceChildren();
    this.#list.hidden = true;
    this.#more.hidden = true;
    this.#status.textContent = '';
  }
}

/**
 * One result: its kind, its title as the link, its excerpt with the matched words marked. Text
 * from the index only ever becomes text nodes (excerptParts), never HTML.
 */
function resultItem(page: PagefindPage): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'search-result';
  const kind = page.meta['kind'];
  if (kind) {
    const label = document.createElement('p');
    label.className = 'search-result__kind';
    label.textContent = kind;
    item.append(label);
  }
  const link = document.createElement('a');
  link.className = 'search-result__link';
  link.href = sitePathOfResult(page.url);
  link.textContent = page.meta['title'] ?? link.pathname;
  const excerpt = document.createElement('p');
  excerpt.className = 'search-result__excerpt';
  for (const part of withEllipses(excerptParts(page.excerpt), page.content)) {
    if (!part.marked) {
      excerpt.append(part.text);
      continue;
    }
    const mark = document.createElement('mark');
    mark.textContent = part.text;
    excerpt.append(mark);
  }
  item.append(link, excerpt);
  return item;
}

customElements.define('site-search', SiteSearch);
