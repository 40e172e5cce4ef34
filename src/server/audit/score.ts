import {
  CATEGORIES,
  type CategoryId,
  type CheckDefinition,
  type ServicePath,
  type Verdict,
} from './checks/definitions.ts';
import { CHECKS } from './checks/index.ts';
import { readPage, type ReadPage } from './read-page.ts';
import type { AuditOptions, CheckStatus, FetchedPage } from './types.ts';

/*
 * The score: each category scores 0 to 100 from its checks' weights (a pass earns its full
 * weight, a warning half, a failure none; information does not count), and the total is the
 * categories' scores weighted by the categories' own weights. A few failures cap the total
 * whatever the rest does (a page that answers 404 is not "95 out of 100"): each such check carries
 * its cap. The "How we score" section is written from `checkDefinitions` and
 * `categoryDefinitions`, so the published method is this code.
 */

/** What a status earns of its check's weight; `info` is left out of the score altogether. */
export const CREDIT: Readonly<Record<Exclude<CheckStatus, 'info'>, number>> = { pass: 1, warn: 0.5, fail: 0 };

/** A check's finding as the report carries it. */
export interface CheckOutcome {
  id: string;
  category: CategoryId;
  status: CheckStatus;
  title: string;
  detail: string;
  fix: string;
  service?: ServicePath;
}

export interface CategoryScore {
  id: CategoryId;
  label: string;
  score: number;
}

export interface AuditScore {
  /** 0 to 100, an integer. */
  score: number;
  categories: CategoryScore[];
  /** Sorted by impact: failures (heaviest first), then warnings, then passes, information last. */
  checks: CheckOutcome[];
}

/** A check as "How we score" publishes it. */
export interface PublicCheck {
  id: string;
  category: CategoryId;
  /** The category's label ("On-page content"). */
  categoryLabel: string;
  weight: number;
  title: string;
  looksAt: string;
  service: ServicePath;
  /** When this check fails, the total is at most this. */
  cap?: number;
}

const labels = new Map<CategoryId, string>(CATEGORIES.map((category) => [category.id, category.label]));

/** Every check, in the report's category order: what the public "How we score" section lists. */
export const checkDefinitions: readonly PublicCheck[] = CHECKS.map((check) => ({
  id: check.id,
  category: check.category,
  categoryLabel: labels.get(check.category) ?? check.category,
  weight: check.weight,
  title: check.title,
  looksAt: check.looksAt,
  service: check.service,
  ...(check.cap === undefined ? {} : { cap: check.cap }),
}));

/** The categories with their labels, their share of the total and what they cover. */
export const categoryDefinitions = CATEGORIES;

const ORDER: Readonly<Record<CheckStatus, number>> = { fail: 0, warn: 1, pass: 2, info: 3 };

function outcomeOf(check: CheckDefinition, verdict: Verdict): CheckOutcome {
  const outcome: CheckOutcome = {
    id: check.id,
    category: check.category,
    status: verdict.status,
    title: check.title,
    detail: verdict.detail,
    fix: verdict.fix,
  };
  // A service is offered for what needs fixing, not for what already passes.
  if (verdict.status === 'warn' || verdict.status === 'fail') outcome.service = verdict.service ?? check.service;
  return outcome;
}

/** Runs one check; a check that throws reports that it could not run, and the audit goes on. */
function verdictOf(check: CheckDefinition, page: ReadPage, options: AuditOptions): Verdict {
  try {
    return check.run(page, options);
  } catch {
    return {
      status: 'info',
      detail: 'We could not complete this check on this page, so it does not count towards the score.',
      fix: 'Nothing to do: if it keeps happening, tell us and we will look at why.',
    };
  }
}

/** A 0 to 100 score from weighted credits; 100 when nothing counted. */
function weighted(parts: readonly { weight: number; credit: number }[]): number {
  const total = parts.reduce((sum, part) => sum + part.weight, 0);
  if (total === 0) return 100;
  return (parts.reduce((sum, part) => sum + part.weight * part.credit, 0) / total) * 100;
}

/** Scores checks' verdicts: each category from its checks, the total from the categories. */
export function scoreOf(results: readonly { check: CheckDefinition; verdict: Verdict }[]): {
  score: number;
  categories: CategoryScore[];
} {
  const exact = CATEGORIES.map((category) => {
    const counted = results.filter(({ check, verdict }) => check.category === category.id && verdict.status !== 'info');
    const score = weighted(
      counted.map(({ check, verdict }) => ({
        weight: check.weight,
        credit: CREDIT[verdict.status as Exclude<CheckStatus, 'info'>],
      })),
    );
    return { category, score };
  });
  const average = weighted(exact.map(({ category, score }) => ({ weight: category.weight, credit: score / 100 })));
  const caps = results.flatMap(({ check, verdict }) =>
    verdict.status === 'fail' && check.cap !== undefined ? [check.cap] : [],
  );
  return {
    score: Math.round(Math.min(average, ...caps)),
    categories: exact.map(({ category, score }) => ({
      id: category.id,
      label: category.label,
      score: Math.round(score),
    })),
  };
}

/** Reads the fetched page, runs every check on it and scores the result. */
export function runChecks(page: FetchedPage, options: AuditOptions): AuditScore {
  const read = readPage(page);
  const results = CHECKS.map((check) => ({ check, verdict: verdictOf(check, read, options) }));
  const { score, categories } = scoreOf(results);
  const checks = results
    .map((result, index) => ({ ...result, index }))
    .sort(
      (a, b) =>
        ORDER[a.verdict.status] - ORDER[b.verdict.status] || b.check.weight - a.check.weight || a.index - b.index,
    )
    .map(({ check, verdict }) => outcomeOf(check, verdict));
  return { score, categories, checks };
}
