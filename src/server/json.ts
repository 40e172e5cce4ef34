// The answer of every function, in a module of its own so that a function with no body to read
// (the health probe) does not bundle the schema library with it.

/**
 * Headers on every function response. Netlify applies the `[[headers]]` of netlify.toml to static
 * files only, so the functions send their own, chosen for a JSON API rather than for pages:
 * - `cache-control: no-store`: every answer is about one request; no browser or CDN may keep it.
 * - `x-content-type-options: nosniff`: JSON is only ever read as JSON, never sniffed into HTML or script.
 * - `content-security-policy: default-src 'none'; frame-ancestors 'none'`: should a browser ever
 *   render an answer as a document (opened directly, or sniffed), it may load and run nothing,
 *   and no page may frame it.
 * - `x-frame-options: DENY`: the same refusal to be framed for browsers without frame-ancestors.
 * - `referrer-policy: no-referrer`: an answer links nowhere, and should leak nothing if it did.
 * - `cross-origin-resource-policy: same-origin`: other sites cannot pull an answer into their
 *   pages as an image or script (and so into their process, where side channels could read it).
 * Left out: Strict-Transport-Security, Permissions-Policy and Cross-Origin-Opener-Policy, which
 * act on pages and the host; the pages send them.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * A JSON response with API_HEADERS, the one way every function answers; errors are always
 * `{ message }` (plus field errors on 422), never a stack trace. `headers` adds to API_HEADERS
 * (e.g. `allow` on a 405) and cannot weaken them.
 */
export function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  const response = Response.json(body, { status, headers });
  for (const [name, value] of Object.entries(API_HEADERS)) response.headers.set(name, value);
  return response;
}

/**
 * An error written for the visitor, answered as it is: its status and `{ message, ...details }`.
 * A use case throws it for what the visitor should read (the audit's refused address, 422; the
 * site it could not read, 502); any other error is answered without its message.
 */
export class VisitorError extends Error {
  readonly status: number;
  readonly details: Readonly<Record<string, unknown>>;
  constructor(status: number, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'VisitorError';
    this.status = status;
    this.details = details;
  }
}
