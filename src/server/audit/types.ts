/*
 * The website audit's contract between its halves: what fetching a prospect's page gives
 * (fetch-page.ts, which is built against server-side request forgery) to the checks that read it
 * (checks/, pure functions over the page). Nothing here fetches or parses.
 */

/** A response as the audit read it: the body capped, headers by lower-case name. */
export interface FetchedResponse {
  /** The address this response came from. */
  url: string;
  /** Its HTTP status. */
  status: number;
  /** Its headers, names in lower case (a repeated header's values joined by ", "). */
  headers: Readonly<Record<string, string>>;
  /** Its body as text (UTF-8 unless the response says otherwise), at most the body cap. */
  body: string;
  /** Bytes received on the wire (compressed, if the server compressed). */
  transferredBytes: number;
  /** Bytes of the decoded body read (at most the body cap). */
  decodedBytes: number;
  /** True when the body was longer than the cap and only its start was read. */
  truncated: boolean;
  /** Milliseconds from the request to the last byte read. */
  elapsedMs: number;
}

/** The prospect's page and what the audit fetched beside it, from the page's origin. */
export interface FetchedPage {
  /** The address the visitor typed, as the audit understood it (scheme added, e.g. "https://"). */
  requestedUrl: string;
  /** The address of the page after redirects. */
  finalUrl: string;
  /** Each address a redirect led to, in order (empty when the first answer was the page). */
  redirects: readonly string[];
  /** The page itself (an HTML document: the fetch refuses anything else). */
  page: FetchedResponse;
  /** `/robots.txt` of the final origin; undefined when it could not be fetched at all. */
  robotsTxt: FetchedResponse | undefined;
  /**
   * The first sitemap found: those robots.txt names, else `/sitemap.xml`; undefined when none
   * answered 200.
   */
  sitemap: FetchedResponse | undefined;
}

/** What the visitor asked for besides the address. */
export interface AuditOptions {
  /** The search phrase the page should rank for, trimmed; undefined when not given. */
  keyword: string | undefined;
}

/** A check's verdict. `info` is reported but does not count towards the score. */
export type CheckStatus = 'pass' | 'warn' | 'fail' | 'info';
