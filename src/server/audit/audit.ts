import type { AuditReport, AuditRequest } from '../../lib/forms/audit.ts';
import type { ServerEnv } from '../env.ts';
import { parseAddress } from './address.ts';
import { AuditError, fetchPage, PAGE_BYTE_CAP } from './fetch-page.ts';
import { runChecks } from './score.ts';
import type { FetchedPage } from './types.ts';

/*
 * The website audit's use case, behind POST /api/audit: the address the visitor typed, parsed and
 * checked; the page fetched (fetch-page.ts) unless it was a few minutes ago; the checks run on it
 * (score.ts); the report, with notes on what the audit could not see.
 */

/** How long a fetched page is reused for the same address. */
export const AUDIT_CACHE_MS = 5 * 60_000;
/** The most pages kept. */
const CACHE_ENTRIES = 50;
/** The most text the kept pages may hold together, in UTF-16 code units (a page is at most 2 MB). */
const CACHE_CHARS = 16 * 1024 * 1024;

/** A page as fetched and when. */
interface Fetched {
  page: FetchedPage;
  /** Epoch milliseconds. */
  fetchedAt: number;
}

/**
 * The pages fetched in the last few minutes, by address, in this function instance's memory, so
 * that the same address is not fetched twice (a visitor trying another search phrase, a reload,
 * a hundred visitors sent to one site): bounded in entries, in text and in age. A fetch under way
 * is shared by the requests for the same address. Failures are not kept: a site that was down may
 * be up a minute later.
 */
export class PageCache {
  readonly #entries = new Map<string, Fetched & { chars: number }>();
  readonly #pending = new Map<string, Promise<Fetched>>();
  #chars = 0;
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #maxChars: number;

  constructor(ttlMs = AUDIT_CACHE_MS, maxEntries = CACHE_ENTRIES, maxChars = CACHE_CHARS) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#maxChars = maxChars;
  }

  /** The page kept for `key` if it is recent, else what `load` fetches (kept for next time). */
  async get(key: string, now: number, load: () => Promise<FetchedPage>): Promise<Fetched> {
    const kept = this.#entries.get(key);
    if (kept && now - kept.fetchedAt < this.#ttlMs) return kept;
    if (kept) this.#delete(key);
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const loading = load()
      .then((page) => {
        const fetched = { page, fetchedAt: now };
        this.#keep(key, fetched);
        return fetched;
      })
      .finally(() => this.#pending.delete(key));
    this.#pending.set(key, loading);
    return loading;
  }

  /** How many pages are kept. */
  get size(): number {
    return this.#entries.size;
  }

  /** Forgets every page (tests). */
  clear(): void {
    this.#entries.clear();
    this.#chars = 0;
  }

  #keep(key: string, fetched: Fetched): void {
    const { page, robotsTxt, sitemap } = fetched.page;
    const chars = page.body.length + (robotsTxt?.body.length ?? 0) + (sitemap?.body.length ?? 0);
    if (chars > this.#maxChars) return;
    this.#delete(key);
    this.#entries.set(key, { ...fetched, chars });
    this.#chars += chars;
    // The oldest go first (a Map keeps insertion order).
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries && this.#chars <= this.#maxChars) break;
      this.#delete(oldest);
    }
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#chars -= entry.chars;
    this.#entries.delete(key);
  }
}

/** The pages this function instance fetched recently (see PageCache). */
export const auditCache = new PageCache();

/** What the use case works with; the tests replace some. */
export interface AuditDeps {
  /** Runs the checks on a fetched page (score.ts). */
  runChecks: typeof runChecks;
  /** Fetches the page, robots.txt and the sitemap (fetch-page.ts). */
  fetchPage: typeof fetchPage;
  /** The recently fetched pages. */
  cache: PageCache;
  /** The time, in epoch milliseconds. */
  now: () => number;
}

const defaults: AuditDeps = { runChecks, fetchPage, cache: auditCache, now: Date.now };

const MB = PAGE_BYTE_CAP / (1024 * 1024);

/** What the audit could not see on this page, for the report's notes. */
export function auditNotes(fetched: FetchedPage): string[] {
  const notes: string[] = [];
  if (fetched.page.truncated) {
    notes.push(
      `The page is larger than ${MB} MB: the audit read its first ${MB} MB and checked that part only (a page this heavy is slow to load anyway).`,
    );
  }
  if (!fetched.robotsTxt) {
    notes.push('robots.txt could not be fetched, so the audit could not tell whether it keeps search engines away.');
  }
  notes.push(
    "Speed was not measured in a browser: the response time and page weight come from one fetch by our server, not from loading the page, its images and scripts as a visitor's browser does.",
    'The audit reads the HTML the site sends, as a search engine first does: content that only JavaScript adds, and pages behind a login, are not checked.',
  );
  return notes;
}

/**
 * Audits the page at the address the visitor typed: throws an AuditError (refused address: 422;
 * a site that cannot be read: 502) or answers the report.
 */
export async function runAudit(
  request: AuditRequest,
  env: ServerEnv,
  deps: Partial<AuditDeps> = {},
): Promise<AuditReport> {
  const { runChecks: check, fetchPage: fetch, cache, now } = { ...defaults, ...deps };
  const address = parseAddress(request.url, env.audit.allowOrigins);
  if (!address.ok) throw new AuditError('refused', address.message);
  const { page, fetchedAt } = await cache.get(address.url.href, now(), () =>
    fetch(address.url, { timeoutMs: env.audit.timeoutMs, allowOrigins: env.audit.allowOrigins }),
  );
  const keyword = request.keyword?.trim() || undefined;
  const { score, categories, checks } = check(page, { keyword });
  return {
    url: page.requestedUrl,
    finalUrl: page.finalUrl,
    fetchedAt: new Date(fetchedAt).toISOString(),
    score,
    categories,
    checks,
    notes: auditNotes(page),
  };
}
