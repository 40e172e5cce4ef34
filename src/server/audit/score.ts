import type { AuditCategory, AuditCheck } from '../../lib/forms/audit.ts';
import type { AuditOptions, FetchedPage } from './types.ts';

/*
 * PLACEHOLDER written by the fetching half (wip-audit-fetch) so that its branch compiles: the
 * checking half (wip-audit-checks) owns this file, and its real `runChecks` replaces this one when
 * the branches are merged. Take theirs whole.
 */

/** The checks' verdict on a fetched page: the score, a score per category and every check. */
export interface CheckResults {
  score: number;
  categories: AuditCategory[];
  checks: AuditCheck[];
}

/** Runs every check on the page (placeholder: no checks, score 0). */
export const runChecks: (page: FetchedPage, options: AuditOptions) => CheckResults = () => ({
  score: 0,
  categories: [],
  checks: [],
});
