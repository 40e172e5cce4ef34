import { formatFigure, formatMoney, type CurrencyCode } from './money.ts';
import type { FeatureRow, FeatureValue, Plan, PlanType, PricingGroup } from './schemas/pricing.schema.ts';

/** A line of a plan card (text, included, heading), with its label and figure apart for the layout. */
export interface PlanLine {
  /** The whole line: "Keywords targeted: 30". */
  text: string;
  /** Whether the plan includes it (the card shows a check or a cross). */
  included: boolean;
  /** A heading that starts a block of lines. */
  isHeading: boolean;
  /** What the line is about ("Keywords targeted"); a heading's text. */
  label: string;
  /** The plan's figure as shown ("30", "₹16,700"); absent for included/not included. */
  figure?: string;
  /** Every plan of the group includes it, alike: it sets no plan apart (phones list it once). */
  sharedByAll: boolean;
}

/** A plan card (docs/requirements.md#pricing-pages). */
export interface PlanCard {
  planName: string;
  /** The price as the data holds it, digits only ("1999"). */
  price: string;
  /** The price as shown, in the site's currency ("$1,999"). */
  priceText: string;
  tagline: string;
  bestFor: string;
  isHighlighted: boolean;
  lines: PlanLine[];
}

/** The plan's id in links: group and tier, "seo-gold". */
export function planSlug(groupId: PricingGroup['id'], type: PlanType | string): string {
  return `${groupId.toLowerCase()}-${type.toLowerCase()}`;
}

/** "gold" -> "Gold". */
export function planName(type: PlanType | string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** The plan of a group whose price is one of `amounts` ("the 399 one?"), if one is. */
export function planPricedAt(group: Pick<PricingGroup, 'plans'>, amounts: readonly number[]): PlanType | undefined {
  return group.plans.find((plan) => amounts.includes(Number(plan.price)))?.type;
}

/** The Gold plan of every group is highlighted (docs/requirements.md#pricing-pages). */
export function isHighlighted(plan: Pick<Plan, 'type'>): boolean {
  return plan.type === 'gold';
}

/**
 * A feature value as a line of text: "Keywords targeted: 30", "One-time setup fee: ₹16,700"
 * (amounts formatted), or the label alone for yes/no.
 */
export function lineText(label: string, value: FeatureValue): string {
  return typeof value === 'string' ? `${label}: ${formatFigure(value)}` : label;
}

/** The cell text for the comparison table ("Included"/"Not included" are for assistive tech). */
export function cellText(value: FeatureValue): string {
  if (value === true) return 'Included';
  if (value === false) return 'Not included';
  return formatFigure(value);
}

function valueFor(row: Extract<FeatureRow, { kind: 'feature' }>, type: PlanType): FeatureValue {
  const value = row.values[type];
  // The schema guarantees a value for every plan of the group; this guards direct callers.
  if (value === undefined) throw new Error(`No value for ${type} in "${row.label}"`);
  return value;
}

/** Whether every plan of the group has the same value for the row, and it is included. */
function sharedByAll(group: PricingGroup, row: Extract<FeatureRow, { kind: 'feature' }>): boolean {
  const values = group.plans.map((plan) => valueFor(row, plan.type));
  return values[0] !== false && values.every((value) => value === values[0]);
}

/** A plan's card lines, derived from the group's feature rows. */
export function planLines(group: PricingGroup, type: PlanType): PlanLine[] {
  return group.features.map((row): PlanLine => {
    if (row.kind === 'heading') {
      return { text: row.text, included: true, isHeading: true, label: row.text, sharedByAll: false };
    }
    const value = valueFor(row, type);
    return {
      text: lineText(row.label, value),
      included: value !== false,
      isHeading: false,
      label: row.label,
      ...(typeof value === 'string' ? { figure: formatFigure(value) } : {}),
      sharedByAll: sharedByAll(group, row),
    };
  });
}

/** The features every plan of the group includes alike, as lines ("Conversion tracking setup", "Layered sliders: 5"). */
export function sharedFeatures(group: PricingGroup): string[] {
  return group.features.flatMap((row) => {
    if (row.kind !== 'feature' || !sharedByAll(group, row)) return [];
    const [first] = group.plans;
    return first ? [lineText(row.label, valueFor(row, first.type))] : [];
  });
}

/** Every plan of a group as a card, in the group's order, priced in `currency`. */
export function planCards(group: PricingGroup, currency: CurrencyCode): PlanCard[] {
  return group.plans.map((plan) => ({
    planName: planName(plan.type),
    price: plan.price,
    priceText: formatMoney(plan.price, currency),
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

/** A block of the comparison table: a heading and its feature rows. */
export interface ComparisonGroup {
  /** The block's heading, or null for rows before the first heading. */
  heading: string | null;
  rows: { label: string; cells: ComparisonCell[] }[];
}

/** The comparison table: blocks of feature rows, one cell per plan. */
export function comparisonGroups(group: PricingGroup): ComparisonGroup[] {
  const blocks: ComparisonGroup[] = [];
  for (const row of group.features) {
    if (row.kind === 'heading') {
      blocks.push({ heading: row.text, rows: [] });
      continue;
    }
    if (blocks.length === 0) blocks.push({ heading: null, rows: [] });
    blocks.at(-1)?.rows.push({
      label: row.label,
      cells: group.plans.map((plan) => ({ value: valueFor(row, plan.type), highlighted: isHighlighted(plan) })),
    });
  }
  return blocks;
}
