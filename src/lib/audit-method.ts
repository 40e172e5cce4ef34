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

/** A run of the rules' text, set in bold on the page when `strong` (the four results). */
export interface RuleText {
  text: string;
  strong?: boolean;
}

/**
 * The rules of "How we score", paragraph by paragraph: the four results and what each earns, the
 * failures that cap the total (none without capped checks), and how many checks in how many
 * categories (none without checks). The page renders them; the chat quotes them as plain text.
 */
export function methodRules(checks: readonly PublishedCheck[]): RuleText[][] {
  const plain = (text: string): RuleText => ({ text });
  const bold = (text: string): RuleText => ({ text, strong: true });
  const capped = checks.filter((check) => check.cap !== undefined);
  const categories = methodByCategory(checks);
  return [
    [
      plain('Every check gives one of four results. A '),
      bold('pass'),
      plain(' earns the check its full weight, a '),
      bold('warning'),
      plain(' part of it, a '),
      bold('fail'),
      plain(' none; '),
      bold('information'),
      plain(
        " is reported but not scored. Each category scores from 0 to 100 by its checks' weights, and the total of 100 combines the categories.",
      ),
    ],
    ...(capped.length > 0
      ? [
          [
            plain(
              `A few failures no average should hide cap the total, whatever the rest scores: ${capped
                .map((check) => `${check.title} at ${check.cap}`)
                .join(', ')}.`,
            ),
          ],
        ]
      : []),
    ...(checks.length > 0
      ? [
          [
            plain(
              `${checks.length} checks in ${categories.length} categories, with each check's weight and its share of its category:`,
            ),
          ],
        ]
      : []),
  ];
}
