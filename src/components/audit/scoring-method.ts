import * as z from 'zod';
import type { PublishedCheck } from '../../lib/audit-method.ts';
// The one server module a component may import (eslint.config.js allows this file, this module):
// the audit's check definitions are data the page publishes at build time, so "How we score" is
// the code's own method. Nothing of it reaches the browser: this runs in Astro's build only.
import * as scoring from '../../server/audit/score.ts';

/** What "How we score" reads of each check definition. */
const publishedCheckSchema = z.object({
  id: z.string().min(1),
  category: z.string().min(1),
  categoryLabel: z.string().min(1),
  weight: z.number().positive(),
  title: z.string().min(1),
  cap: z.number().min(0).max(100).optional(),
});

/**
 * The check definitions of `module` (score.ts's `checkDefinitions`), checked: none while the
 * module exports none, and a build error naming the first wrong field when an export does not
 * have the shape the section reads (so the page never publishes a method that is not the code's).
 */
export function publishedChecks(module: object): PublishedCheck[] {
  if (!('checkDefinitions' in module) || module.checkDefinitions === undefined) return [];
  const parsed = z.array(publishedCheckSchema).safeParse(module.checkDefinitions);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `src/server/audit/score.ts: checkDefinitions must be an array of { id, category, categoryLabel, weight, title, cap? } (${issue?.path.join('.')}: ${issue?.message})`,
    );
  }
  return parsed.data;
}

/** The checks the audit runs, as "How we score" publishes them. */
export const scoringMethod: readonly PublishedCheck[] = publishedChecks(scoring);
