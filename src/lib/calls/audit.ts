// zod/mini: the same schemas validate in the browser (the audit page) and on the server (the
// function), and the browser should not pay for the full library.
import * as z from 'zod/mini';

/*
 * The free website audit's call: what the audit page sends to POST /api/audit (the address of a
 * page and, optionally, the phrase it should rank for) and the report it gets back.
 */

/** Length caps of an audit request. */
export const AUDIT_LIMITS = {
  /** Characters of the address (the longest address browsers and servers commonly take). */
  url: 2_048,
  /** Characters of the search phrase: a query, not a sentence. */
  keyword: 80,
} as const;

/** An address as a visitor types it: trimmed, not blank, capped; the function parses and checks it. */
const address = z
  .string({ error: 'Enter the address of the page to audit' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Enter the address of the page to audit' }),
    z.maxLength(AUDIT_LIMITS.url, { error: `Keep the address under ${AUDIT_LIMITS.url} characters` }),
  );

/** An audit request: the page's address (a bare domain is fine) and an optional search phrase. */
export const auditRequestSchema = z.strictObject({
  /** The address the visitor typed: trimmed, not blank, capped; the function parses and checks it. */
  url: address,
  /** The search phrase the page should rank for: trimmed, capped; blank counts as none. */
  keyword: z.optional(
    z
      .string({ error: 'Enter the search phrase as text' })
      .check(
        z.trim(),
        z.maxLength(AUDIT_LIMITS.keyword, { error: `Keep the search phrase under ${AUDIT_LIMITS.keyword} characters` }),
      ),
  ),
});
export type AuditRequest = z.output<typeof auditRequestSchema>;
export type AuditRequestInput = z.input<typeof auditRequestSchema>;

/** A check's verdict: `info` is reported but does not count towards the score. */
export const AUDIT_STATUSES = ['pass', 'warn', 'fail', 'info'] as const;

/** A score from 0 to 100, whole. */
const score = z.int().check(z.minimum(0), z.maximum(100));

/** An id of a check or category ("meta-description", "technical"). */
const id = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.maxLength(60));

/** Text of the report: a sentence or a few, never empty. */
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** A category's score ("Technical health", 72). */
export const auditCategorySchema = z.strictObject({
  id,
  label: text(80),
  score,
});
export type AuditCategory = z.output<typeof auditCategorySchema>;

/** One check's finding. */
export const auditCheckSchema = z.strictObject({
  id,
  /** The id of the category it counts towards. */
  category: id,
  status: z.enum(AUDIT_STATUSES),
  /** What was checked ("Meta description"). */
  title: text(120),
  /** What was found on this page, and why it matters. */
  detail: text(1_000),
  /** How to fix it (or keep it right). */
  fix: text(1_000),
  /** The path of our service page that does the fix ("/seo-services"), a page of this site only. */
  service: z.optional(z.string().check(z.regex(/^\/[a-z0-9-]+$/), z.maxLength(80))),
});
export type AuditCheck = z.output<typeof auditCheckSchema>;

/** The report: the page as fetched, its scores, every check, and what the audit could not see. */
export const auditReportSchema = z.strictObject({
  /** The address audited, as the audit understood it (a scheme added to a bare domain). */
  url: z.url({ protocol: /^https?$/ }),
  /** The page after redirects. */
  finalUrl: z.url({ protocol: /^https?$/ }),
  /** When the page was fetched (ISO 8601, UTC). */
  fetchedAt: z.iso.datetime(),
  /** The overall score. */
  score,
  categories: z.array(auditCategorySchema),
  checks: z.array(auditCheckSchema),
  /** What the audit could not see or measure (a page cut at the size cap, speed in a browser, ...). */
  notes: z.array(text(400)),
  /**
   * Whether this site measures the page's speed in a real browser (Google PageSpeed Insights,
   * when its key is set): the page then asks POST /api/audit/speed once the report is shown.
   */
  speedTest: z.boolean(),
});
export type AuditReport = z.output<typeof auditReportSchema>;

/** What the page sends to POST /api/audit/speed: the address of the page the report is about. */
export const auditSpeedRequestSchema = z.strictObject({ url: address });
export type AuditSpeedRequest = z.output<typeof auditSpeedRequestSchema>;

/** How a speed figure compares with Google's thresholds (its green, orange and red). */
export const SPEED_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type SpeedRating = (typeof SPEED_RATINGS)[number];

/** One speed figure: what it measures, its value as people read it ("2.4 s", "0.05") and its rating. */
export const speedMetricSchema = z.strictObject({
  id,
  label: text(60),
  value: text(20),
  rating: z.enum(SPEED_RATINGS),
});
export type SpeedMetric = z.output<typeof speedMetricSchema>;

/**
 * The page's speed as Google measures it (PageSpeed Insights, on a phone): the lab run's
 * performance score and figures, and what real Chrome users experienced over the last 28 days at
 * the 75th percentile (the Chrome UX Report), of the page or else of its whole site; no `field`
 * when Google has too few visits to say.
 */
export const auditSpeedSchema = z.strictObject({
  /** The page measured (after Google's own redirects). */
  url: z.url({ protocol: /^https?$/ }),
  /** When Google measured it (ISO 8601, UTC). */
  measuredAt: z.iso.datetime(),
  lab: z.strictObject({ score, metrics: z.array(speedMetricSchema) }),
  field: z.optional(
    z.strictObject({
      /** Whether the figures are of this page or of the whole site (too few visits to the page alone). */
      scope: z.enum(['page', 'site']),
      /** Google's verdict on the Core Web Vitals together. */
      rating: z.enum(SPEED_RATINGS),
      metrics: z.array(speedMetricSchema),
    }),
  ),
});
export type AuditSpeed = z.output<typeof auditSpeedSchema>;
