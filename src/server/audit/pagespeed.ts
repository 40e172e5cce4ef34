// The full library on the server, as the HTTP layer uses it: Google's answer is checked, not trusted.
import * as z from 'zod';
import type { AuditSpeed, AuditSpeedRequest, SpeedMetric, SpeedRating } from '../../lib/calls/audit.ts';
import type { ServerEnv } from '../env.ts';
import { VisitorError } from '../json.ts';
import { NotConfiguredError, ProviderError } from '../providers.ts';
import { parseAddress } from './address.ts';
import { AuditError } from './audit-error.ts';
import { RecentCache } from './recent-cache.ts';

/*
 * The audit's optional speed test, behind POST /api/audit/speed: Google PageSpeed Insights loads
 * the page in a real browser on an emulated phone (Lighthouse, the "lab") and adds what real
 * Chrome users experienced on it over 28 days (the Chrome UX Report, the "field"). Our function
 * never fetches the page here: Google does, so the address only has to be one the audit accepts.
 * The API's answer is large (the whole Lighthouse report); the report keeps the performance score
 * and the handful of figures a business owner can act on, each with Google's own rating.
 */

/** Google's API, unless PAGESPEED_API_URL points elsewhere (tests and local use only). */
export const PAGESPEED_ORIGIN = 'https://www.googleapis.com';
/** The API's path (version 5). */
export const PAGESPEED_PATH = '/pagespeedonline/v5/runPagespeed';

/**
 * The longest the function waits for Google: a run usually takes 10 to 30 s, as long as the page
 * takes to load in a throttled browser. One attempt, no retry: a second run would not fit in the
 * time a synchronous function has (60 s), and a page that took this long will take as long again.
 */
export const PAGESPEED_TIMEOUT_MS = 45_000;

/** How long a measurement is reused for the same address: a run costs Google's quota and half a minute. */
export const SPEED_CACHE_MS = 10 * 60_000;

/** The lab figures shown, from Lighthouse's audits of the same names. */
const LAB_METRICS = [
  { audit: 'first-contentful-paint', id: 'fcp', label: 'First Contentful Paint', unit: 'ms' },
  { audit: 'largest-contentful-paint', id: 'lcp', label: 'Largest Contentful Paint', unit: 'ms' },
  { audit: 'total-blocking-time', id: 'tbt', label: 'Total Blocking Time', unit: 'ms' },
  { audit: 'cumulative-layout-shift', id: 'cls', label: 'Cumulative Layout Shift', unit: 'score' },
  { audit: 'speed-index', id: 'si', label: 'Speed Index', unit: 'ms' },
] as const;

/**
 * The field figures shown, from the Chrome UX Report's metrics of these names: the three Core Web
 * Vitals first. Its layout shift comes as a whole number, a hundred times the score.
 */
const FIELD_METRICS = [
  { key: 'LARGEST_CONTENTFUL_PAINT_MS', id: 'lcp', label: 'Largest Contentful Paint', unit: 'ms' },
  { key: 'INTERACTION_TO_NEXT_PAINT', id: 'inp', label: 'Interaction to Next Paint', unit: 'ms' },
  { key: 'CUMULATIVE_LAYOUT_SHIFT_SCORE', id: 'cls', label: 'Cumulative Layout Shift', unit: 'score-x100' },
  { key: 'FIRST_CONTENTFUL_PAINT_MS', id: 'fcp', label: 'First Contentful Paint', unit: 'ms' },
  { key: 'EXPERIMENTAL_TIME_TO_FIRST_BYTE', id: 'ttfb', label: 'Time to First Byte', unit: 'ms' },
] as const;

/** The Core Web Vitals, whose worst rating is the field verdict when Google gives none. */
const CORE_WEB_VITALS = new Set(['lcp', 'inp', 'cls']);

/** The Chrome UX Report's categories as ratings. */
const FIELD_RATINGS: Readonly<Record<string, SpeedRating>> = {
  FAST: 'good',
  AVERAGE: 'needs-improvement',
  SLOW: 'poor',
};

/** The parts of Google's answer the report uses; everything else in it is ignored. */
const experienceSchema = z.object({
  metrics: z.optional(z.record(z.string(), z.object({ percentile: z.number(), category: z.string() }))),
  overall_category: z.optional(z.string()),
  origin_fallback: z.optional(z.boolean()),
});
const pagespeedAnswerSchema = z.object({
  analysisUTCTimestamp: z.optional(z.string()),
  lighthouseResult: z.object({
    finalDisplayedUrl: z.optional(z.string()),
    finalUrl: z.optional(z.string()),
    categories: z.object({ performance: z.object({ score: z.nullable(z.number()) }) }),
    audits: z.record(
      z.string(),
      z.object({ numericValue: z.optional(z.number()), score: z.optional(z.nullable(z.number())) }),
    ),
  }),
  loadingExperience: z.optional(experienceSchema),
  originLoadingExperience: z.optional(experienceSchema),
});
type PagespeedAnswer = z.output<typeof pagespeedAnswerSchema>;
type Experience = z.output<typeof experienceSchema>;

/** A duration as people read it: "850 ms", "2.4 s". */
export function formatMs(ms: number): string {
  return Math.round(ms) < 1_000 ? `${Math.round(ms)} ms` : `${(ms / 1_000).toFixed(1)} s`;
}

/** A layout shift score as Google writes it: "0.05". */
const formatShift = (score: number) => score.toFixed(2);

/** A Lighthouse audit's score (0 to 1) as the colour Lighthouse gives it. */
export function labRating(score: number): SpeedRating {
  if (score >= 0.9) return 'good';
  return score >= 0.5 ? 'needs-improvement' : 'poor';
}

/** The lab figures Lighthouse measured, in LAB_METRICS's order; those missing are left out. */
function labMetrics(audits: PagespeedAnswer['lighthouseResult']['audits']): SpeedMetric[] {
  return LAB_METRICS.flatMap(({ audit, id, label, unit }) => {
    const found = audits[audit];
    if (found?.numericValue === undefined || found.score === undefined || found.score === null) return [];
    const value = unit === 'ms' ? formatMs(found.numericValue) : formatShift(found.numericValue);
    return [{ id, label, value, rating: labRating(found.score) }];
  });
}

/** The field figures of one experience (the page's or the site's), in FIELD_METRICS's order. */
function fieldMetrics(experience: Experience): SpeedMetric[] {
  return FIELD_METRICS.flatMap(({ key, id, label, unit }) => {
    const found = experience.metrics?.[key];
    const rating = found ? FIELD_RATINGS[found.category] : undefined;
    if (!found || !rating) return [];
    const value = unit === 'ms' ? formatMs(found.percentile) : formatShift(found.percentile / 100);
    return [{ id, label, value, rating }];
  });
}

const RANK: Readonly<Record<SpeedRating, number>> = { good: 0, 'needs-improvement': 1, poor: 2 };

/**
 * What real users experienced: the page's own figures, else the whole site's (Google falls back to
 * the origin when the page alone has too few visits), else nothing.
 */
function fieldData(answer: PagespeedAnswer): AuditSpeed['field'] {
  const page = answer.loadingExperience;
  const pageMetrics = page && !page.origin_fallback ? fieldMetrics(page) : [];
  const site = answer.originLoadingExperience ?? (page?.origin_fallback ? page : undefined);
  const [scope, experience, metrics] =
    pageMetrics.length > 0 && page
      ? (['page', page, pageMetrics] as const)
      : (['site', site, site ? fieldMetrics(site) : []] as const);
  if (!experience || metrics.length === 0) return undefined;
  const vitals = metrics.filter((metric) => CORE_WEB_VITALS.has(metric.id));
  const rating =
    FIELD_RATINGS[experience.overall_category ?? ''] ??
    vitals.reduce<SpeedRating>((worst, metric) => (RANK[metric.rating] > RANK[worst] ? metric.rating : worst), 'good');
  return { scope, rating, metrics };
}

/** An http(s) address, or undefined. */
const webAddress = (value: string | undefined) =>
  value && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) ? new URL(value).href : undefined;

/** Google's answer as the report's speed section; throws a ProviderError when it is not one. */
export function speedOf(body: unknown, requested: string, now: number): AuditSpeed {
  const parsed = z.safeParse(pagespeedAnswerSchema, body);
  if (!parsed.success) throw new ProviderError('PageSpeed Insights answered something that is not a report');
  const answer = parsed.data;
  const { lighthouseResult: lab } = answer;
  if (lab.categories.performance.score === null) {
    throw new ProviderError('PageSpeed Insights gave no performance score');
  }
  const measured = answer.analysisUTCTimestamp ? Date.parse(answer.analysisUTCTimestamp) : Number.NaN;
  const field = fieldData(answer);
  return {
    url: webAddress(lab.finalDisplayedUrl) ?? webAddress(lab.finalUrl) ?? requested,
    measuredAt: new Date(Number.isFinite(measured) ? measured : now).toISOString(),
    lab: { score: Math.round(lab.categories.performance.score * 100), metrics: labMetrics(lab.audits) },
    ...(field ? { field } : {}),
  };
}

/** Google's error answer: `{ error: { code, message } }`. */
const errorSchema = z.object({ error: z.object({ message: z.optional(z.string()) }) });

/** The Lighthouse error code in Google's message ("Lighthouse returned error: NO_FCP. ..."), if any. */
export function lighthouseErrorOf(body: unknown): string | undefined {
  const parsed = z.safeParse(errorSchema, body);
  return parsed.success ? /Lighthouse returned error: ([A-Z_]+)/.exec(parsed.data.error.message ?? '')?.[1] : undefined;
}

/** Why Google's browser could not measure the page, in the visitor's words, by Lighthouse's code. */
const LIGHTHOUSE_FAILURES: Readonly<Record<string, string>> = {
  NO_FCP: 'the page showed nothing while Google watched it load',
  DNS_FAILURE: 'Google could not find the site by its name',
  NOT_HTML: 'the address is not a web page',
  FAILED_DOCUMENT_REQUEST: 'Google’s browser could not load the page',
  ERRORED_DOCUMENT_REQUEST: 'the site answered Google’s browser with an error',
  PROTOCOL_TIMEOUT: 'the page took too long to load in Google’s browser',
};

/** What a call to Google may use; the tests replace some. */
export interface SpeedDeps {
  fetch: typeof fetch;
  cache: RecentCache<AuditSpeed>;
  now: () => number;
  timeoutMs: number;
}

/** The measurements of the last few minutes, by address (see RecentCache). */
export const speedCache = new RecentCache<AuditSpeed>({
  ttlMs: SPEED_CACHE_MS,
  maxEntries: 200,
  maxSize: 200,
  sizeOf: () => 1,
});

const defaults: SpeedDeps = {
  fetch: (...args) => fetch(...args),
  cache: speedCache,
  now: Date.now,
  timeoutMs: PAGESPEED_TIMEOUT_MS,
};

/** Asks Google to measure `url` on a phone; throws VisitorError / ProviderError as the endpoint answers them. */
async function measure(url: string, config: NonNullable<ServerEnv['pagespeed']>, deps: SpeedDeps): Promise<AuditSpeed> {
  const request = new URL(PAGESPEED_PATH, config.baseUrl ?? PAGESPEED_ORIGIN);
  request.searchParams.set('url', url);
  request.searchParams.set('strategy', 'mobile');
  request.searchParams.set('category', 'performance');
  request.searchParams.set('key', config.apiKey);
  let response: Response;
  try {
    response = await deps.fetch(request, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(deps.timeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new VisitorError(
        502,
        'Google took too long to measure the page’s speed (it loads the page in a real browser). Try again in a minute.',
        { reason: 'timeout' },
      );
    }
    // The request's address carries the key: never in a message.
    throw new ProviderError(
      `PageSpeed Insights could not be reached (${error instanceof Error ? error.name : 'error'})`,
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (response.ok) return speedOf(body, url, deps.now());
  const lighthouse = lighthouseErrorOf(body);
  if (lighthouse) {
    const why = LIGHTHOUSE_FAILURES[lighthouse] ?? 'Google’s browser could not load the page';
    throw new VisitorError(502, `Its speed could not be measured: ${why} (${lighthouse}).`, {
      reason: 'unreachable',
    });
  }
  if (response.status === 429) {
    throw new VisitorError(503, 'The speed test has reached its limit for now. Try again in a few minutes.', {
      reason: 'busy',
    });
  }
  throw new ProviderError(`PageSpeed Insights answered ${response.status}`);
}

/**
 * Measures the speed of the page at `request.url` (an address the audit accepts) with Google
 * PageSpeed Insights, or answers the measurement of the last few minutes. Throws
 * NotConfiguredError without PAGESPEED_API_KEY, AuditError for a refused address, VisitorError
 * when Google could not measure the page or is over its quota, ProviderError when it failed.
 */
export async function runSpeedTest(
  request: AuditSpeedRequest,
  env: ServerEnv,
  deps: Partial<SpeedDeps> = {},
): Promise<AuditSpeed> {
  if (!env.pagespeed) throw new NotConfiguredError('PAGESPEED_API_KEY is not set');
  const address = parseAddress(request.url, env.audit.allowOrigins);
  if (!address.ok) throw new AuditError('refused', address.message);
  const config = env.pagespeed;
  const all = { ...defaults, ...deps };
  const { value } = await all.cache.get(address.url.href, all.now(), () => measure(address.url.href, config, all));
  return value;
}
