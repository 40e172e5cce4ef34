import { VisitorError } from '../json.ts';

/*
 * How the audit's endpoints fail in the visitor's words: an address refused (422, said at the
 * field) or a site that could not be read, with the reason the page shows (502).
 */

/** Why a fetch failed: `refused` is the visitor's address (422), the rest the site's answer (502). */
export type FetchFailure = 'refused' | 'unreachable' | 'timeout' | 'not-html' | 'http-status' | 'redirects';

/** A fetch that failed, with the message the visitor reads and its reason for the page to show. */
export class AuditError extends VisitorError {
  readonly reason: FetchFailure;
  constructor(reason: FetchFailure, message: string) {
    super(
      reason === 'refused' ? 422 : 502,
      message,
      reason === 'refused' ? { reason, errors: { url: message } } : { reason },
    );
    this.name = 'AuditError';
    this.reason = reason;
  }
}
