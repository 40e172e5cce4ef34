/*
 * "How we score" on the audit page: the audit's check definitions (each check's id, category and
 * weight, exported by src/server/audit/score.ts) grouped as the section lists them. The page reads
 * the definitions at build time, so the method it publishes is the one the code runs.
 */

/** A check as "How we score" publishes it. */
export interface PublishedCheck {
  id: string;
  /** The id of its category ("technical"). */
  category: string;
  /** The category's label ("Technical health"). */
  categoryLabel: string;
  /** Its weight within its category. */
  weight: number;
  /** Its name in the report ("Meta description"). */
  title: string;
  /** When the check fails, the total score is at most this, whatever the rest (a page that does not answer). */
  cap?: number | undefined;
}

/** A category of "How we score", with its checks. */
export interface PublishedCategory {
  id: string;
  label: string;
  /** The weights of its checks added up. */
  totalWeight: number;
  /** Its checks in the order of the definitions, each with its share of the category, in percent. */
  checks: (PublishedCheck & { share: number })[];
}

/**
 * The checks grouped by category, categories in the order their first check comes, checks in the
 * order given; each check's share is its weight over its category's, in whole percent. No
 * definitions, no categories.
 */
export function methodByCategory(checks: readonly PublishedCheck[]): PublishedCategory[] {
  const categories = new Map<string, { label: string; checks: PublishedCheck[] }>();
  for (const check of checks) {
    const category = categories.get(check.category) ?? { label: check.categoryLabel, checks: [] };
    category.checks.push(check);
    categories.set(check.category, category);
  }
  return [...categories].map(([id, { label, checks: own }]) => {
    const totalWeight = own.reduce((sum, check) => sum + check.weight, 0);
    return {
      id,
      label,
      totalWeight,
      checks: own.map((check) => ({
        ...check,
        share: totalWeight > 0 ? Math.round((check.weight / totalWeight) * 100) : 0,
      })),
    };
  });
}
