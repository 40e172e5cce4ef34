import type { AuditReport, AuditRequest } from '../../lib/calls/audit.ts';
import type { ServerEnv } from '../env.ts';
import { parseAddress } from './address.ts';
import { AuditError } from './audit-error.ts';
import { fetchPage, PAGE_BYTE_CAP } from './fetch-page.ts';
import { RecentCache } from './recent-cache.ts';
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

/** The text a fetched page holds: the page, robots.txt and the sitemap. */
const charsOf = ({ page, robotsTxt, sitemap }: FetchedPage) =>
  page.body.length + (robotsTxt?.body.length ?? 0) + (sitemap?.body.length ?? 0);

/** The pages fetched in the last few minutes, by address (see RecentCache). */
export class PageCache extends RecentCache<FetchedPage> {
  constructor(ttlMs = AUDIT_CACHE_MS, maxEntries = CACHE_ENTRIES, maxChars = CACHE_CHARS) {
    super({ ttlMs, maxEntries, maxSize: maxChars, sizeOf: charsOf });
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

/**
 * What the audit could not see on this page, for the report's notes. `speedTest`: the page will
 * have the speed measured in a browser (PageSpeed Insights), so the report does not say it was not.
 */
export function auditNotes(fetched: FetchedPage, speedTest = false): string[] {
  const notes: string[] = [];
  if (fetched.page.truncated) {
    notes.push(
      `The page is larger than ${MB} MB: the audit read its first ${MB} MB and checked that part only (a page this heavy is slow to load anyway).`,
    );
  }
  if (!fetched.robotsTxt) {
    notes.push('robots.txt could not be fetched, so the audit could not tell whether it keeps search engines away.');
  }
  if (!speedTest) {
    notes.push(
      "Speed was not measured in a browser: the response time and page weight come from one fetch by our server, not from loading the page, its images and scripts as a visitor's browser does.",
    );
  }
  notes.push(
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
  const { value: page, loadedAt: fetchedAt } = await cache.get(address.url.href, now(), () =>
    fetch(address.url, { timeoutMs: env.audit.timeoutMs, allowOrigins: env.audit.allowOrigins }),
  );
  const keyword = request.keyword?.trim() || undefined;
  const { score, categories, checks } = check(page, { keyword });
  // With a PageSpeed Insights key the page measures speed in a browser after the report.
  const speedTest = env.pagespeed !== undefined;
  return {
    url: page.requestedUrl,
    finalUrl: page.finalUrl,
    fetchedAt: new Date(fetchedAt).toISOString(),
    score,
    categories,
    checks,
    notes: auditNotes(page, speedTest),
    speedTest,
  };
}
