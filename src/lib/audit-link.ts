/*
 * Links to the free website audit that carry an address (`/free-seo-audit?url=example.com`): the
 * page fills the field in from its query string, before its form's code has loaded, and the visitor
 * presses Run: a link never starts an audit by itself. This module imports nothing, so the page's
 * small up-front script that reads the query string stays small.
 */

/** The audit page's path (the route table's `/free-seo-audit`). */
export const AUDIT_PAGE_PATH = '/free-seo-audit';

/** The query parameter that carries the address. */
export const AUDIT_URL_PARAM = 'url';

/** The longest address the audit takes (AUDIT_LIMITS.url of src/lib/calls/audit.ts). */
const MAX_ADDRESS = 2_048;

/**
 * The address a link asks the page to fill in, from the page's query string (`location.search`):
 * trimmed; undefined when there is none, or it is longer than the audit takes.
 */
export function addressFromQuery(search: string): string | undefined {
  const value = new URLSearchParams(search).get(AUDIT_URL_PARAM)?.trim();
  if (!value || value.length > MAX_ADDRESS) return undefined;
  return value;
}

/** A link to the audit page, with an address to fill in when one is given. */
export function auditPageHref(address?: string): string {
  const trimmed = address?.trim();
  return trimmed ? `${AUDIT_PAGE_PATH}?${new URLSearchParams({ [AUDIT_URL_PARAM]: trimmed })}` : AUDIT_PAGE_PATH;
}
