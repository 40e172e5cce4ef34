import type { FeatureRow, FeatureValue, Plan, PlanType, PricingGroup } from './schemas/pricing.ts';

/** A line of a plan card, in the spec's shape. */
export interface PlanLine {
  text: string;
  /** Whether the plan includes it (the card shows a check or a cross). */
  included: boolean;
  /** A heading that starts a block of lines. */
  isHeading: boolean;
}

/** The spec's plan card summary. */
export interface PlanCard {
  planName: string;
  price: string;
  tagline: string;
  bestFor: string;
  isHighlighted: boolean;
  lines: PlanLine[];
}

/** "gold" -> "Gold". */
export function planName(type: PlanType | string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** The spec highlights the Gold plan of every group. */
export function isHighlighted(plan: Pick<Plan, 'type'>): boolean {
  return plan.type === 'gold';
}

/** A feature value as a line of text: "Keywords targeted: 30", or the label alone for yes/no. */
export function lineText(label: string, value: FeatureValue): string {
  return typeof value === 'string' ? `${label}: ${value}` : label;
}

/** The cell text for the comparison table ("Included"/"Not included" are for assistive tech). */
export function cellText(value: FeatureValue): string {
  if (value === true) return 'Included';
  if (value === false) return 'Not included';
  return value;
}

function valueFor(row: Extract<FeatureRow, { kind: 'feature' }>, type: PlanType): FeatureValue {
  const value = row.values[type];
  // The schema guarantees a value for every plan of the group; this guards direct callers.
  if (value === undefined) throw new Error(`No value for ${type} in "${row.label}"`);
  return value;
}

/** A plan's card lines, derived from the group's feature rows. */
export function planLines(group: PricingGroup, type: PlanType): PlanLine[] {
  return group.features.map((row) => {
    if (row.kind === 'heading') return { text: row.text, included: true, isHeading: true };
    const value = valueFor(row, type);
    return { text: lineText(row.label, value), included: value !== false, isHeading: false };
  });
}

/** Every plan of a group as a card, in the group's order. */
export function planCards(group: PricingGroup): PlanCard[] {
  return group.plans.map((plan) => ({
    planName: planName(plan.type),
    price: plan.price,
    tagline: plan.tagline,
    bestFor: plan.bestFor,
    isHighlighted: isHighlighted(plan),
    lines: planLines(group, plan.type),
  }));
}

/** A cell of the comparison table. */
export interface ComparisonCell {
  value: FeatureValue;
  /** The cell belongs to the highlighted (Gold) plan's column. */
  highlighted: boolean;
}

/** The comparison table: one row per feature row, one cell per plan. */
export function comparisonRows(
  group: PricingGroup,
): ({ kind: 'heading'; text: string } | { kind: 'feature'; label: string; cells: ComparisonCell[] })[] {
  return group.features.map((row) =>
    row.kind === 'heading'
      ? { kind: 'heading', text: row.text }
      : {
          kind: 'feature',
          label: row.label,
          cells: group.plans.map((plan) => ({ value: valueFor(row, plan.type), highlighted: isHighlighted(plan) })),
        },
  );
}
