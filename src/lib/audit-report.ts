import type { AuditCheck, AuditReport, SpeedRating } from './calls/audit.ts';

/*
 * How the audit page shows a report (src/islands/AuditTool.tsx): the order of the checks, what a
 * score and a status are called, what the review request carries, and what a failure says. Pure
 * functions, shared by the island and its tests.
 */

export type AuditStatus = AuditCheck['status'];

/** Most important first: what fails, then what could be better, then what passes; information last. */
export const STATUS_ORDER: readonly AuditStatus[] = ['fail', 'warn', 'pass', 'info'];

/** A status as the report writes it beside a check. */
export const STATUS_LABELS: Readonly<Record<AuditStatus, string>> = {
  fail: 'Fail',
  warn: 'Warning',
  pass: 'Pass',
  info: 'Info',
};

/** A status as a count of the summary writes it ("3 failed"). */
export const STATUS_COUNT_LABELS: Readonly<Record<AuditStatus, string>> = {
  fail: 'failed',
  warn: 'warnings',
  pass: 'passed',
  info: 'for information',
};

/**
 * The checks sorted by impact: by status (STATUS_ORDER), and within a status in the order the
 * audit gave them (it puts the heaviest first). A new array; the report is left as it is.
 */
export function byImpact<T extends Pick<AuditCheck, 'status'>>(checks: readonly T[]): T[] {
  return checks
    .map((check, index) => ({ check, index }))
    .sort((a, b) => STATUS_ORDER.indexOf(a.check.status) - STATUS_ORDER.indexOf(b.check.status) || a.index - b.index)
    .map(({ check }) => check);
}

/** How many checks have each status. */
export function statusCounts(checks: readonly Pick<AuditCheck, 'status'>[]): Record<AuditStatus, number> {
  const counts: Record<AuditStatus, number> = { fail: 0, warn: 0, pass: 0, info: 0 };
  for (const check of checks) counts[check.status] += 1;
  return counts;
}

/** A band of scores, for the gauge's colour and the word beside the number. */
export interface ScoreBand {
  tone: 'good' | 'fair' | 'poor';
  /** What the score means, in a word or two. */
  label: string;
  /** A sentence on what to do about it. */
  advice: string;
}

/** Where the bands start: 80 and up is good, 50 to 79 needs work, below 50 is poor. */
export const SCORE_BANDS = { good: 80, fair: 50 } as const;

/** The band a score from 0 to 100 falls in. */
export function scoreBand(score: number): ScoreBand {
  if (score >= SCORE_BANDS.good) {
    return { tone: 'good', label: 'Good', advice: 'A sound page: fix what is left and keep it that way.' };
  }
  if (score >= SCORE_BANDS.fair) {
    return {
      tone: 'fair',
      label: 'Needs work',
      advice: 'A fair start with clear gains to make: begin with the failures.',
    };
  }
  return { tone: 'poor', label: 'Poor', advice: 'This page is held back: the failures below cost you visitors.' };
}

/**
 * The gauge's arc as a stroke-dasharray: the part of the dial (`dial` long, on a circle of
 * `circumference`) that `score` of 100 fills, then a gap of the whole circle, so it never repeats.
 */
export function gaugeDash(score: number, dial: number, circumference: number): string {
  const filled = (Math.min(Math.max(score, 0), 100) / 100) * dial;
  return `${filled.toFixed(2)} ${circumference.toFixed(2)}`;
}

/** The titles of the checks a report failed, most important first: what a review request carries. */
export function failedTitles(report: Pick<AuditReport, 'checks'>): string[] {
  return byImpact(report.checks)
    .filter((check) => check.status === 'fail')
    .map((check) => check.title);
}

/** The host of an address, for headings ("harborbakery.com"); the address itself if it is not one. */
export function hostOf(address: string): string {
  return URL.canParse(address) ? new URL(address).host.replace(/^www\./, '') : address;
}

/**
 * What a failed call to the audit says to the visitor: the function's own message for a refused
 * address (422) or a site it could not read (502), which say what went wrong; plain words for the
 * rest (the rate limit, a time-out, a network or server error) instead of a status code.
 */
export function auditFailureMessage(status: number | undefined, message: string | undefined): string {
  if ((status === 422 || status === 502) && message) return message;
  if (status === 429) return 'You have run several audits in a short time. Wait a minute, then run it again.';
  if (status === 400 || status === 413) return 'The address could not be sent. Check it and run the audit again.';
  if (status === undefined) {
    return 'The audit did not answer in time or could not be reached. Check your connection and run it again.';
  }
  return 'The audit is not available right now. Please try again in a few minutes.';
}

/** A speed rating as the report writes it, and the status whose colours and mark it takes. */
export const SPEED_RATINGS_SHOWN: Readonly<Record<SpeedRating, { label: string; status: AuditStatus }>> = {
  good: { label: 'Good', status: 'pass' },
  'needs-improvement': { label: 'Needs improvement', status: 'warn' },
  poor: { label: 'Poor', status: 'fail' },
};

/**
 * Google's performance score in Google's own bands (90 and up good, 50 to 89 needs improvement,
 * below 50 poor), which PageSpeed Insights colours it by.
 */
export function speedScoreBand(score: number): Pick<ScoreBand, 'tone' | 'label'> {
  if (score >= 90) return { tone: 'good', label: 'Good' };
  return score >= 50 ? { tone: 'fair', label: 'Needs improvement' } : { tone: 'poor', label: 'Poor' };
}

/** What each speed figure means to a visitor, by its id (src/server/audit/pagespeed.ts). */
export const SPEED_METRIC_MEANINGS: Readonly<Record<string, string>> = {
  fcp: 'When the first text or image appears',
  lcp: 'When the main content has appeared',
  tbt: 'How long the page is too busy to answer a tap while it loads',
  cls: 'How much the layout jumps while it loads (lower is better)',
  si: 'How quickly the visible page fills in',
  inp: 'How quickly the page answers a tap or click',
  ttfb: 'How long the server takes to start answering',
};

/** A failed speed test's reasons that come with a message worth showing (src/server/audit/pagespeed.ts). */
const SPEED_REASONS = new Set(['refused', 'unreachable', 'timeout', 'busy']);

/**
 * What a failed speed test says: the function's own message when it says why (Google could not
 * load the page, took too long, is over its quota, or the address was refused); plain words for
 * the rest.
 */
export function speedFailureMessage(status: number | undefined, body: unknown): string {
  const { reason, message } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof reason === 'string' && SPEED_REASONS.has(reason) && typeof message === 'string' && message.trim()) {
    return message;
  }
  if (status === 429) return 'You have asked for several speed tests in a short time. Wait a minute, then try again.';
  if (status === undefined) {
    return 'The speed test did not answer in time or could not be reached. Check your connection and try again.';
  }
  return 'The speed test is not available right now. The rest of the report is complete; try again in a few minutes.';
}
