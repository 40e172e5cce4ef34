import { pricing, pricingSlugs, type PricingSlug } from '../../data/pricing.ts';
import { site } from '../../data/site.ts';
import type { ChatReply } from '../../lib/calls/chat.ts';
import { formatFigure, formatMoney, formatPrice, moneyOf } from '../../lib/money.ts';
import { planName, planPricedAt } from '../../lib/plans.ts';
import type { FeatureRow, PlanType } from '../../lib/schemas/pricing.schema.ts';
import { featureText, planFacts } from './knowledge.ts';
import { termsOf } from './passages.ts';
import { escalate, link, listed, reply } from './reply.ts';
import { sentenceCase } from '../../lib/text.ts';
import { featuresIn, groupBesidePlan, ROUTES, type Understanding } from './understand.ts';

/*
 * Answers about plans and prices, every figure read from src/data/pricing.ts as it answers: one
 * plan (by tier, or by rank: "the top SEO plan"), two plans side by side, one feature across a
 * group, the plan that has a figure ("which plan has 300 backlinks?"), a tier across the groups,
 * a group, or every group.
 */

export const groupName = (slug: PricingSlug) =>
  slug === 'web-development-pricing' ? 'web development' : pricing[slug].id;

/** A plan's price as the pages show it, in the site's currency with its period: "$899 per month". */
const priceOf = (slug: PricingSlug, price: string) => formatPrice(price, site.priceCurrency, pricing[slug].billing);

/** The feature rows of a group whose labels contain one of `parts`, in the group's order. */
export function rowsOf(slug: PricingSlug, parts: readonly string[]) {
  return pricing[slug].features.flatMap((row) =>
    row.kind === 'feature' && parts.some((part) => row.label.toLowerCase().includes(part)) ? [row] : [],
  );
}

/** The groups that have a row for one of `parts`. */
export const groupsWithFeatures = (parts: readonly string[]) =>
  pricingSlugs.filter((slug) => rowsOf(slug, parts).length > 0);

/** The group's note on figures in another currency, when one of `rows` holds such an amount. */
function currencyNoteFor(slug: PricingSlug, rows: readonly FeatureRow[]): string {
  const note = pricing[slug].currencyNote;
  const amounts = rows.some(
    (row) => row.kind === 'feature' && Object.values(row.values).some((v) => typeof v === 'string' && moneyOf(v)),
  );
  return note && amounts ? ` ${note}` : '';
}

/** Words too common in the price lists to tie a note to a feature. */
const NOTE_FILLER = new Set(termsOf('per month monthly plan plans count counts fee fees ad ads price prices cost'));

/** What a note's words are asked by: the ad budget a plan manages is what an advertiser spends. */
const NOTE_WORDS: Readonly<Record<string, readonly string[]>> = { budget: ['spend'] };

/**
 * The group's notes on the features asked about, each after a space ("Backlink counts are delivered
 * over the month from relevant, editorially reviewed sites.", "Ad spend is billed to you by the ad
 * platform…"), or ''.
 */
function notesFor(slug: PricingSlug, parts: readonly string[]): string {
  const asked = new Set(
    termsOf(parts.join(' '))
      .filter((term) => !NOTE_FILLER.has(term))
      .flatMap((term) => [term, ...(NOTE_WORDS[term] ?? [])]),
  );
  return pricing[slug].notes
    .filter((note) => termsOf(note).some((term) => asked.has(term)))
    .map((note) => ` ${note}`)
    .join('');
}

/** The plan a rank stands for in a group: its most or least expensive. */
function rankedTier(slug: PricingSlug, rank: 'top' | 'entry', offset = 0, among = pricing[slug].plans): PlanType {
  const plans = [...among].sort((a, b) => Number(a.price) - Number(b.price));
  const index = rank === 'top' ? plans.length - 1 - offset : offset;
  const plan = plans[Math.max(0, Math.min(plans.length - 1, index))];
  if (!plan) throw new Error(`${slug} has no plans`);
  return plan.type;
}

/**
 * The one plan of a group whose "best for" holds words of the question that no other plan's does
 * ("multi-location" → SEO Diamond), or undefined when none or several do.
 */
function planFor(slug: PricingSlug, question: string): PlanType | undefined {
  const words = new Set(termsOf(question));
  const plans = pricing[slug].plans.map((plan) => ({
    type: plan.type,
    held: termsOf(plan.bestFor).filter((term) => words.has(term) && !GENERIC_PLAN_WORDS.has(term)),
  }));
  const best = Math.max(...plans.map((plan) => plan.held.length));
  const top = plans.filter((plan) => plan.held.length === best);
  return best > 0 && top.length === 1 ? top[0]?.type : undefined;
}

/** Words of the plans' "best for" lines that say nothing of which plan ("sites", "business"). */
const GENERIC_PLAN_WORDS = new Set(termsOf('site sites business businesses brand brands company companies plan team'));

/** The plan next to `tier` by price: one cheaper ("below") or one dearer ("above"), if there is one. */
function nextTier(slug: PricingSlug, tier: PlanType, direction: 'below' | 'above'): PlanType | undefined {
  const plans = [...pricing[slug].plans].sort((a, b) => Number(a.price) - Number(b.price));
  const index = plans.findIndex((plan) => plan.type === tier);
  return plans[index + (direction === 'above' ? 1 : -1)]?.type;
}

/** A row's value for a plan as a number to compare ("₹251900" → 251900, true → 1, false → 0). */
function amountOf(value: string | boolean | undefined): number {
  if (value === undefined || value === false) return 0;
  if (value === true) return 1;
  return moneyOf(value)?.amount ?? (Number.parseFloat(value.replace(/[^\d.]/g, '')) || 1);
}

/** A plan's price, with any fee besides it: "$299 per month, plus a one-time setup fee of ₹16,700". */
export function planPrice(slug: PricingSlug, tier: PlanType): string | undefined {
  const plan = pricing[slug].plans.find((candidate) => candidate.type === tier);
  if (!plan) return undefined;
  const fees = pricing[slug].features.flatMap((row) => {
    if (row.kind !== 'feature' || !/\bfee\b/i.test(row.label)) return [];
    const value = row.values[tier];
    return typeof value === 'string' ? [`plus ${featureText(row.label, value)}`] : [];
  });
  return [priceOf(slug, plan.price), ...fees].join(', ');
}

/** One plan: its price, who it suits and what it includes (or only the rows asked about). */
function planAnswer(slug: PricingSlug, tier: PlanType, parts: readonly string[]): ChatReply {
  const group = pricing[slug];
  const links = [link(`/${slug}`)];
  const plan = group.plans.find((candidate) => candidate.type === tier);
  if (!plan) return missingTier(slug, tier);
  const title = `**${group.id} ${planName(plan.type)}**`;
  const rows = rowsOf(slug, parts);
  if (rows.length > 0) {
    const included = rows.flatMap((row) => {
      const value = row.values[plan.type] ?? false;
      if (row.kind !== 'feature' || value === false) return [];
      // "Is the technical audit in Silver or only the bigger plans?": in every one.
      const everyPlan = group.plans.every((other) => row.values[other.type] === true);
      return [`${featureText(row.label, value)}${everyPlan ? ` (as every ${groupName(slug)} plan does)` : ''}`];
    });
    const left = rows.flatMap((row) =>
      row.kind === 'feature' && (row.values[plan.type] ?? false) === false ? [featureText(row.label, true)] : [],
    );
    const clauses = [
      included.length > 0 ? `includes ${listed(included)}` : '',
      left.length > 0 ? `does not include ${listed(left)}` : '',
    ].filter(Boolean);
    // "Does the premium plan migrate products?": no, and the plans that do.
    const elsewhere = rows.flatMap((row) => {
      if (row.kind !== 'feature' || (row.values[plan.type] ?? false) !== false) return [];
      const having = group.plans.filter((other) => (row.values[other.type] ?? false) !== false);
      return having.length > 0
        ? [
            `${listed(having.map((other) => `**${group.id} ${planName(other.type)}** (${priceOf(slug, other.price)}) with ${featureText(row.label, row.values[other.type] ?? true)}`))}`,
          ]
        : [];
    });
    return reply(
      `The ${title} plan (${priceOf(slug, plan.price)}) ${clauses.join('; it ')}.${
        elsewhere.length > 0 ? ` It is in ${elsewhere.join('; ')}.` : ''
      }${notesFor(slug, parts)}${currencyNoteFor(slug, rows)}`,
      false,
      links,
    );
  }
  return reply(
    `The ${title} plan costs ${priceOf(slug, plan.price)}. Best for: ${plan.bestFor} It includes ${planFacts(slug, plan.type).join('; ')}.${currencyNoteFor(slug, group.features)}`,
    false,
    links,
  );
}

/** A tier the group does not have: said so, with the plans it does have. */
function missingTier(slug: PricingSlug, tier: PlanType): ChatReply {
  const group = pricing[slug];
  return reply(
    `There is no ${planName(tier)} plan for ${groupName(slug)}: the ${groupName(slug)} plans are ${listed(
      group.plans.map((plan) => planName(plan.type)),
    )} (${group.plans.map((p) => `${planName(p.type)} ${priceOf(slug, p.price)}`).join(', ')}).`,
    false,
    [link(`/${slug}`)],
  );
}

/** Two or more plans of one group side by side: prices, then the rows where they differ. */
function compareAnswer(slug: PricingSlug, tiers: readonly PlanType[], parts: readonly string[]): ChatReply {
  const group = pricing[slug];
  const missing = tiers.find((tier) => !group.plans.some((plan) => plan.type === tier));
  if (missing) return missingTier(slug, missing);
  const plans = tiers.flatMap((tier) => group.plans.filter((plan) => plan.type === tier));
  const asked = rowsOf(slug, parts);
  const rows = group.features.flatMap((row) => {
    if (row.kind !== 'feature') return [];
    const values = plans.map((plan) => row.values[plan.type] ?? false);
    const isAsked = asked.includes(row);
    if (!isAsked && values.every((value) => value === values[0])) return [];
    if (asked.length > 0 && !isAsked && parts.length > 0 && plans.length > 2) return [];
    return [rowAcross(row.label, plans, values)];
  });
  const [cheaper, dearer] = [...plans].sort((a, b) => Number(a.price) - Number(b.price));
  const priceGap =
    plans.length === 2 && cheaper && dearer && Number(dearer.price) > Number(cheaper.price)
      ? ` ${planName(dearer.type)} is ${priceOf(slug, String(Number(dearer.price) - Number(cheaper.price)))} more.`
      : '';
  // A line each, as the price list shows them: easier to read in the chat than one long sentence.
  const notes = `${notesFor(slug, parts)}${currencyNoteFor(slug, group.features)}`.trim();
  return reply(
    `${group.id} plans side by side: ${plans.map((plan) => `**${planName(plan.type)}** ${priceOf(slug, plan.price)}`).join(' and ')}.${priceGap}${
      rows.length > 0 ? `\nPlan by plan:\n${rows.map((row) => `${sentenceCase(row)}.`).join('\n')}` : ''
    }${notes ? `\n${notes}` : ''}`,
    false,
    [link(`/${slug}`)],
  );
}

/** How much more of a counted or priced row one of two plans has: " (8 more on Platinum)". */
function differenceOf(plans: readonly { type: PlanType }[], values: readonly (string | boolean)[]): string {
  const [a, b] = values;
  const [planA, planB] = plans;
  if (plans.length !== 2 || typeof a !== 'string' || typeof b !== 'string' || !planA || !planB) return '';
  const countable = (value: string) => moneyOf(value) !== undefined || /^\d[\d,]*$/.test(value);
  if (!countable(a) || !countable(b)) return '';
  const gap = amountOf(b) - amountOf(a);
  if (gap === 0) return '';
  const money = moneyOf(a);
  const amount = money ? formatMoney(Math.abs(gap), money.currency) : String(Math.abs(gap));
  return ` (${amount} more on ${planName((gap > 0 ? planB : planA).type)})`;
}

/** Each feature row as a sentence, plan by plan: "No Facebook posts per month on Silver, 4 … on Gold…". */
function planByPlan(slug: PricingSlug, rows: readonly FeatureRow[]): string[] {
  const group = pricing[slug];
  return rows.flatMap((row) =>
    row.kind === 'feature' && group.plans.every((plan) => row.values[plan.type] === true)
      ? [`${row.label}: included in every ${groupName(slug)} plan.`]
      : row.kind === 'feature'
        ? [
            `${sentenceCase(
              rowAcross(
                row.label,
                group.plans,
                group.plans.map((plan) => row.values[plan.type] ?? false),
              ),
            )}.`,
          ]
        : [],
  );
}

/**
 * One feature across plans, each figure with what it counts: "4 postings per month on Silver and 8
 * postings per month on Gold (4 more on Gold)", "5 layered sliders on every plan".
 */
function rowAcross(label: string, plans: readonly { type: PlanType }[], values: readonly (string | boolean)[]): string {
  const first = values[0] ?? false;
  if (values.every((value) => value === first)) {
    return `${featureText(label, first)} on ${plans.length === 2 ? 'both' : 'every plan'}`;
  }
  // Amounts after the label once: "One-time setup fee: ₹37,700 on Platinum and ₹50,300 on Diamond".
  if (values.some((value) => typeof value === 'string' && moneyOf(value))) {
    const each = plans.map(
      (plan, index) =>
        `${typeof values[index] === 'string' ? formatFigure(values[index]) : 'none'} on ${planName(plan.type)}`,
    );
    return `${label}: ${listed(each)}${differenceOf(plans, values)}`;
  }
  const each = plans.map((plan, index) => `${featureText(label, values[index] ?? false)} on ${planName(plan.type)}`);
  return `${listed(each)}${differenceOf(plans, values)}`;
}

/** One feature (or more) across the plans of a group. */
function featureAnswer(slug: PricingSlug, rows: readonly FeatureRow[]): ChatReply {
  const lines = planByPlan(slug, rows);
  const parts = rows.flatMap((row) => (row.kind === 'feature' ? [row.label] : []));
  return reply(
    `In our ${groupName(slug)} plans: ${lines.join(' ')}${notesFor(slug, parts)}${currencyNoteFor(slug, rows)}`,
    false,
    [link(`/${slug}`)],
  );
}

/** Small counts in words, as a sentence writes them. */
const COUNT_WORDS: Readonly<Record<number, string>> = { 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six' };

/** A group's plans with their prices and figures, and what every plan includes. */
function groupAnswer(slug: PricingSlug): ChatReply {
  const group = pricing[slug];
  const common = group.features.flatMap((row) =>
    row.kind === 'feature' && group.plans.every((plan) => row.values[plan.type] === true) ? [row.label] : [],
  );
  const perPlan = group.plans.map((plan) => {
    const figures = group.features.flatMap((row) => {
      if (row.kind !== 'feature') return [];
      const value = row.values[plan.type];
      return typeof value === 'string' ? [featureText(row.label, value)] : [];
    });
    return `**${planName(plan.type)}** ${priceOf(slug, plan.price)}: ${figures.join(', ')}.`;
  });
  return reply(
    `Our ${COUNT_WORDS[group.plans.length] ?? group.plans.length} ${groupName(slug)} plans:\n${perPlan.join('\n')}\nEvery plan includes: ${common.join(', ').toLowerCase()}.${[
      group.currencyNote,
      ...group.notes,
    ]
      .map((note) => (note ? ` ${note}` : ''))
      .join('')}`,
    false,
    [link(`/${slug}`)],
  );
}

/** One tier across the groups that have it. */
function tierAnswer(tier: PlanType): ChatReply {
  const offers = pricingSlugs.flatMap((slug) => {
    const plan = pricing[slug].plans.find((candidate) => candidate.type === tier);
    return plan ? [{ slug, text: `${groupName(slug)} ${priceOf(slug, plan.price)}` }] : [];
  });
  return reply(
    `Our ${planName(tier)} plans: ${offers.map((offer) => offer.text).join('; ')}. Tell me which service you mean and I can list what the plan includes.`,
    false,
    offers.map((offer) => link(`/${offer.slug}`)),
  );
}

/** The cheapest or the most expensive plan of every group. */
function rankAcrossGroups(rank: 'top' | 'entry'): ChatReply {
  const offers = pricingSlugs.map((slug) => {
    const tier = rankedTier(slug, rank);
    const plan = pricing[slug].plans.find((candidate) => candidate.type === tier);
    return `${groupName(slug)} ${planName(tier)} ${priceOf(slug, plan?.price ?? '0')}`;
  });
  return reply(
    `Our ${rank === 'top' ? 'most complete' : 'entry-level'} plans: ${offers.join('; ')}. Tell me which service you mean and I can list what the plan includes.`,
    false,
    pricingSlugs.slice(0, 3).map((slug) => link(`/${slug}`)),
  );
}

/** Every group with its plans and prices. */
export function pricingOverview(): ChatReply {
  const lines = pricingSlugs.map((slug) => {
    const group = pricing[slug];
    return `**${slug === 'web-development-pricing' ? 'Web development' : group.id}** (${group.billing}): ${group.plans
      .map((plan) => `${planName(plan.type)} ${formatMoney(plan.price, site.priceCurrency)}`)
      .join(', ')}.`;
  });
  return reply(
    `We publish four sets of plans:\n${lines.join('\n')}\nAsk me about any plan, for example "What does the SEO Gold plan include?"`,
    false,
    pricingSlugs.map((slug) => link(`/${slug}`)),
  );
}

/**
 * The plans of a group that have a figure the visitor names for one of the features asked about
 * ("which SEO plan has 300 backlinks?"), when exactly one row and plan hold it; asked for the
 * cheapest (`cheapest`), the cheapest of the plans of one group that hold it ("cheapest website
 * plan with 2 design rounds": Gold, not Premium).
 */
function reverseLookup(
  slugs: readonly PricingSlug[],
  parts: readonly string[],
  numbers: readonly number[],
  cheapest = false,
) {
  const hits: { slug: PricingSlug; tier: PlanType }[] = [];
  for (const slug of slugs) {
    for (const row of rowsOf(slug, parts)) {
      if (row.kind !== 'feature') continue;
      for (const plan of pricing[slug].plans) {
        const value = row.values[plan.type];
        if (typeof value !== 'string') continue;
        const amount = moneyOf(value)?.amount ?? Number(value);
        if (numbers.includes(amount)) hits.push({ slug, tier: plan.type });
      }
    }
  }
  const [first] = hits;
  if (cheapest && first && hits.every((hit) => hit.slug === first.slug)) {
    const price = (hit: (typeof hits)[number]) =>
      Number(pricing[hit.slug].plans.find((plan) => plan.type === hit.tier)?.price);
    return hits.reduce((least, hit) => (price(hit) < price(least) ? hit : least));
  }
  return hits.length === 1 ? hits[0] : undefined;
}

/**
 * The cheapest plan whose figure for the one row asked about is at least the visitor's ("which web
 * package covers 12 staff mailboxes?"); past every plan's figure, the largest, and a person to
 * quote for more. The visitor's figure is compared, never stated.
 */
function planCovering(
  slug: PricingSlug,
  parts: readonly string[],
  numbers: readonly number[],
  text: string,
): ChatReply | undefined {
  const [row, ...others] = rowsOf(slug, parts);
  if (!row || others.length > 0 || row.kind !== 'feature') return undefined;
  // A figure a week or a day, or an amount of money (a budget has its own answer), is not the
  // row's monthly count.
  if (
    OTHER_MEASURE.test(text) ||
    Object.values(row.values).some((value) => typeof value === 'string' && moneyOf(value))
  )
    return undefined;
  const group = pricing[slug];
  const figures = [...group.plans]
    .sort((a, b) => Number(a.price) - Number(b.price))
    .flatMap((plan) => {
      const value = row.values[plan.type];
      return typeof value === 'string' ? [{ plan, value, amount: amountOf(value) }] : [];
    });
  const prices = group.plans.map((plan) => Number(plan.price));
  // A figure of the row's own words ("150 keywords", "12 staff need email addresses", "250
  // products"), not a price, a plan's own figure or another count ("6 months of seo").
  const labelTerms = new Set(termsOf(row.label));
  const wanted = numbers.filter((number) => {
    if (prices.includes(number) || figures.some((figure) => figure.amount === number)) return false;
    // Up to eight words after it, to the next figure: "250 products and 12 staff emails" counts
    // products by 250 and mailboxes by 12.
    const after = (new RegExp(`\\b${number}((?: \\S+){1,8})`).exec(text)?.[1] ?? '').replace(/ \d.*$/, '');
    return (
      featuresIn(after).some((part) => parts.includes(part)) || termsOf(after).some((term) => labelTerms.has(term))
    );
  });
  if (figures.length === 0 || wanted.length === 0) return undefined;
  // "a firm with 2 practice areas and roughly 150 keywords": the largest figure is the need.
  const need = Math.max(...wanted);
  const name = (plan: (typeof group.plans)[number]) =>
    `**${group.id} ${planName(plan.type)}** (${priceOf(slug, plan.price)})`;
  const first = figures.find((figure) => figure.amount >= need);
  if (first) {
    const below = figures.filter((figure) => figure.amount < need).at(-1);
    return reply(
      `The first ${groupName(slug)} plan with that many is ${name(first.plan)}: ${featureText(row.label, first.value)}.${
        below ? ` ${group.id} ${planName(below.plan.type)} has ${featureText(row.label, below.value)}.` : ''
      }${currencyNoteFor(slug, [row])}`,
      false,
      [link(`/${slug}`)],
    );
  }
  const largest = figures.at(-1);
  if (!largest) return undefined;
  return escalate(
    'quote',
    `Our largest ${groupName(slug)} plan for that, ${name(largest.plan)}, includes ${featureText(row.label, largest.value)}. For more than that, a member of our team will prepare a quote.`,
  );
}

/** A plan named in a message: its group and tier. */
interface NamedPlan {
  slug: PricingSlug;
  tier: PlanType;
}

/**
 * Plans of several groups named in one message ("seo gold vs ppc gold", "the cheapest seo plan
 * and the cheapest social one"): each group with the tier or rank written after it, else the one
 * the message names for all.
 */
function plansAcrossGroups(understood: Understanding): NamedPlan[] {
  const { text } = understood;
  const at = understood.groups.map((slug) => ({ slug, index: text.search(GROUP_PATTERNS[slug]) }));
  return at.flatMap(({ slug, index }, position) => {
    const start = position === 0 ? 0 : index;
    const end = at[position + 1]?.index ?? text.length;
    const segment = text.slice(start, end);
    const tier = /\b(silver|gold|platinum|premium|diamond)\b/.exec(segment)?.[1] as PlanType | undefined;
    const rank = /\b(?:most expensive|top|biggest|highest|priciest|best)\b/.test(segment)
      ? 'top'
      : /\b(?:cheapest|lowest|entry|basic|starter|smallest)\b/.test(segment)
        ? 'entry'
        : undefined;
    const chosen =
      tier ??
      (rank
        ? rankedTier(slug, rank)
        : (understood.tiers[0] ?? (understood.rank ? rankedTier(slug, understood.rank) : undefined)));
    return chosen && pricing[slug].plans.some((plan) => plan.type === chosen) ? [{ slug, tier: chosen }] : [];
  });
}

/** The words of each group, to find where a message names it. */
const GROUP_PATTERNS: Record<PricingSlug, RegExp> = {
  'seo-pricing': /\bseo\b|search engine/,
  'smo-pricing': /\bsmo\b|social/,
  'ppc-pricing': /\bppc\b|pay[- ]?per[- ]?click|google ads|\bads?\b|advertising/,
  'web-development-pricing': /\bweb\b|websites?|\bsite\b/,
};

/** Plans of different groups side by side, and which costs more when asked. */
function plansAnswer(plans: readonly NamedPlan[], text: string, parts: readonly string[] = []): ChatReply {
  const priced = plans.map(({ slug, tier }) => {
    const plan = pricing[slug].plans.find((candidate) => candidate.type === tier);
    // "keywords in seo platinum vs ppc platinum": each plan's own row for what was asked.
    const asked = rowsOf(slug, parts).flatMap((row) =>
      row.kind === 'feature' ? [featureText(row.label, row.values[tier] ?? false)] : [],
    );
    return {
      slug,
      tier,
      price: Number(plan?.price ?? 0),
      text: `**${pricing[slug].id} ${planName(tier)}** ${priceOf(slug, plan?.price ?? '0')}${asked.length > 0 ? `: ${listed(asked)}` : ''}`,
    };
  });
  const sorted = [...priced].sort((a, b) => a.price - b.price);
  const cheapest = sorted[0];
  const dearest = sorted.at(-1);
  const verdict =
    /cheaper|more|less|expensive|which costs|difference|compare|\bvs\b|versus/.test(text) &&
    cheapest &&
    dearest &&
    cheapest.price !== dearest.price
      ? ` ${pricing[cheapest.slug].id} ${planName(cheapest.tier)} costs less.`
      : '';
  return reply(
    `${priced.map((plan) => plan.text).join('; ')}.${verdict}`,
    false,
    [...new Set(plans.map((plan) => plan.slug))].map((slug) => link(`/${slug}`)),
  );
}

/** The plans of a group that hold the most (or least) of a feature ("which ppc plan manages the biggest budget"). */
function extremeOfFeature(slug: PricingSlug, row: FeatureRow, rank: 'top' | 'entry'): ChatReply {
  const group = pricing[slug];
  if (row.kind !== 'feature') throw new Error('a feature row');
  const amounts = group.plans.map((plan) => ({ plan, amount: amountOf(row.values[plan.type]) }));
  const target =
    rank === 'top'
      ? Math.max(...amounts.map((entry) => entry.amount))
      : Math.min(...amounts.filter((entry) => entry.amount > 0).map((entry) => entry.amount));
  const winners = amounts.filter((entry) => entry.amount === target).map((entry) => entry.plan);
  const value = winners[0] ? row.values[winners[0].type] : undefined;
  return reply(
    `${listed(winners.map((plan) => `**${group.id} ${planName(plan.type)}** (${priceOf(slug, plan.price)})`))} ${winners.length > 1 ? 'have' : 'has'} the ${rank === 'top' ? 'most' : 'least'}: ${featureText(row.label, value ?? true)}.${currencyNoteFor(slug, [row])}`,
    false,
    [link(`/${slug}`)],
  );
}

/** The plans of a group that include a feature at all, when not every plan does. */
function plansIncluding(
  slug: PricingSlug,
  rows: readonly FeatureRow[],
  rank: 'top' | 'entry' | undefined,
): ChatReply | undefined {
  const group = pricing[slug];
  const including = group.plans.filter((plan) =>
    rows.every((row) => row.kind === 'feature' && (row.values[plan.type] ?? false) !== false),
  );
  if (including.length === 0 || including.length === group.plans.length) return undefined;
  const chosen = rank ? [group.plans.find((plan) => plan.type === rankedTier(slug, rank, 0, including))] : including;
  const plans = chosen.filter((plan) => plan !== undefined);
  if (plans.length === 1 && plans[0])
    return planAnswer(
      slug,
      plans[0].type,
      rows.map((row) => (row.kind === 'feature' ? row.label.toLowerCase() : '')),
    );
  // Plan by plan too, so the plans without it are named as well as those with it.
  const byPlan = planByPlan(slug, rows);
  return reply(
    `${rows.map((row) => (row.kind === 'feature' ? row.label : '')).join(' and ')} ${plans.length === 1 ? 'is' : 'are'} in ${listed(
      plans.map((plan) => `**${group.id} ${planName(plan.type)}** (${priceOf(slug, plan.price)})`),
    )}. ${byPlan.join(' ')}`,
    false,
    [link(`/${slug}`)],
  );
}

/**
 * The plans within a budget ("i have $500 a month, what can i get"): of the groups named, or of
 * every group billed as the budget is (a month, unless the visitor speaks of a project or a site).
 */
function budgetAnswer(named: readonly PricingSlug[], budget: number, text: string): ChatReply {
  const perProject = /\bproject\b|\bone[- ]?(?:time|off)\b|\b(?:web ?)?sites?\b|\bwebsites?\b/.test(text);
  const slugs =
    named.length > 0 ? named : pricingSlugs.filter((slug) => (pricing[slug].billing === 'per project') === perProject);
  const lines = slugs.map((slug) => {
    const group = pricing[slug];
    const within = group.plans.filter((plan) => Number(plan.price) <= budget);
    const cheapest = [...group.plans].sort((a, b) => Number(a.price) - Number(b.price))[0];
    return within.length > 0
      ? `${group.id}: ${listed(within.map((plan) => `**${planName(plan.type)}** ${priceOf(slug, plan.price)}`))}`
      : `${group.id}: none (the plans start at ${cheapest ? priceOf(slug, cheapest.price) : 'more'})`;
  });
  return reply(
    // The visitor's amount is not repeated: the figures stated are the plans' own.
    `Within your budget: ${lines.join('; ')}.`,
    false,
    slugs.map((slug) => link(`/${slug}`)),
  );
}

/** How a group's plans are billed: "The web development plans are priced per project: …". */
function billingAnswer(slug: PricingSlug): ChatReply {
  const group = pricing[slug];
  const monthly = group.billing === 'per month';
  return reply(
    `The ${groupName(slug)} plans are priced ${group.billing}${monthly ? '' : ', a one-time price rather than a monthly fee'}: ${listed(
      group.plans.map((plan) => `**${planName(plan.type)}** ${priceOf(slug, plan.price)}`),
    )}.${currencyNoteFor(slug, group.features)}`,
    false,
    [link(`/${slug}`)],
  );
}

/** A figure counted otherwise than a plan's rows count: a week, a day, in lakh or thousands. */
const OTHER_MEASURE = /\b(?:a|per|each|every|an) (?:week|day)\b|\bweekly\b|\bdaily\b|\blakhs?\b|\bcrores?\b|\d ?k\b/;

/**
 * Words of a question about a plan: a plan word, a question word, or a figure of ours named as
 * such ("the 83900 budget"). Five-fold +1, none lost.
 */
const ASKS_FOR_A_PLAN = /\b(?:plans?|packages?|tiers?|options?|one|ones|which|what|who)\b|\bthe [$₹]?\d/;

/** Asking which plan is enough for a figure: "which plan fits", "will a plan cover", "do i need". */
const FITS =
  /\b(?:which|what)\b.*\b(?:plans?|packages?|tiers?|one|options?)\b|\b(?:fit|fits|cover|covers|enough|handle|handles|need|needs|will (?:a|the|your|any|it|that|this))\b/;

/** The pricing answer, or undefined when the message is not about prices or plans. */
export function pricingAnswer(understood: Understanding): ChatReply | undefined {
  const { tiers, features: parts, asksPrice, rank, numbers, text } = understood;
  // "How many hashtags should I put on a post?" is advice for the visitor's own work, not a plan.
  const advice = /\bshould (?:i|we|a|my|our)\b|\bhow (?:do|can|should) (?:i|we)\b|\bhow to\b|\btips?\b/.test(text);
  if (advice && tiers.length === 0 && !rank && !/\b(?:plans?|packages?|tiers?|prices?|pricing|cost)\b/.test(text))
    return undefined;
  if (understood.groups.length >= 2 && (tiers.length > 0 || understood.ranks.length > 0)) {
    const plans = plansAcrossGroups(understood);
    if (plans.length >= 2) return plansAnswer(plans, text, parts);
  }
  // "Is it monthly?": how the price list named (or talked about) bills, with its prices ("how many
  // backlinks is that a month?" asks a feature).
  if (
    ROUTES.billing.test(text) &&
    !ROUTES.howMany.test(text) &&
    understood.groups.length === 1 &&
    understood.groups[0]
  ) {
    return billingAnswer(understood.groups[0]);
  }
  if (understood.budget !== undefined && tiers.length === 0 && parts.length === 0 && !rank) {
    return budgetAnswer(understood.groups, understood.budget, text);
  }
  // "a new site for my bakery. which seo plan…": the group named beside the plan word, when two are named.
  const beside = groupBesidePlan(text, understood.groups);
  let slug = understood.groups.length > 1 && beside ? beside : understood.groups[0];
  if (!slug && parts.length > 0 && (tiers.length > 0 || asksPrice || rank)) {
    const candidates = groupsWithFeatures(parts);
    if (candidates.length === 1) slug = candidates[0];
  }

  // Which plan has a figure: "which seo plan has 300 backlinks", "the plan with 40 ad groups", "the
  // cheapest plan that gets me 16 posts a month". A count of the visitor's own ("i have 2 blog
  // posts… is that a problem?") asks about no plan.
  const cheapest = rank === 'entry' && understood.rankOffset === 0;
  if (
    parts.length > 0 &&
    numbers.length > 0 &&
    tiers.length === 0 &&
    (!rank || cheapest) &&
    ASKS_FOR_A_PLAN.test(text)
  ) {
    const hit = reverseLookup(slug ? [slug] : groupsWithFeatures(parts), parts, numbers, cheapest);
    if (hit) return planAnswer(hit.slug, hit.tier, parts);
    // "which ppc plan would fit roughly 150 keywords": the first plan with at least that many.
    const covering = slug && (cheapest || FITS.test(text)) ? planCovering(slug, parts, numbers, text) : undefined;
    if (covering) return covering;
    // "the cheapest ppc plan for a 100000 rupee ad budget": not the entry plan, whatever its
    // figure; the row plan by plan, for the visitor to compare.
    const rows = slug && cheapest ? rowsOf(slug, parts) : [];
    if (slug && rows.length > 0) return featureAnswer(slug, rows);
  }
  // "how many posts do i get with the 349 one": the plan of that group at that price.
  const pricedAt = slug && tiers.length === 0 && !rank ? planPricedAt(pricing[slug], numbers) : undefined;
  if (slug && pricedAt && /\b(?:plan|one|tier|package|option|website|site)\b/.test(text))
    return planAnswer(slug, pricedAt, parts);
  if (!slug) {
    if (tiers.length === 1 && tiers[0]) return tierAnswer(tiers[0]);
    // "how about the $899 plan?": the one plan of any group at that price.
    const priced = pricingSlugs.flatMap((group) => {
      const tier = planPricedAt(pricing[group], numbers);
      return tier ? [{ group, tier }] : [];
    });
    if (priced.length === 1 && priced[0] && /\b(?:plan|one|tier|package)\b/.test(text)) {
      return planAnswer(priced[0].group, priced[0].tier, parts);
    }
    if (rank && asksPrice) return rankAcrossGroups(rank);
    if (
      asksPrice &&
      /how much|\bprices?\b|\bpricing\b|\bcosts?\b|\bplans\b|\bpackages?\b|\brates\b|\bfees\b/.test(text)
    ) {
      return pricingOverview();
    }
    return undefined;
  }
  const rows = rowsOf(slug, parts);
  if (tiers.length >= 2) return compareAnswer(slug, tiers, parts);
  if (understood.ranks.length >= 2 && new Set(understood.ranks).size >= 2) {
    return compareAnswer(slug, [rankedTier(slug, 'entry'), rankedTier(slug, 'top')], parts);
  }
  const which = /\bwhich\b|\bwhat\b.*\bplans?\b/.test(text);
  // "which ppc plan manages the biggest budget": the row's extreme, not the dearest plan.
  if (
    rows.length === 1 &&
    rows[0] &&
    rank &&
    which &&
    tiers.length === 0 &&
    !/\b(?:plan|package|tier|one)\b.{0,12}\b(?:with|that|includ)/.test(text.replace(/^.*?\bwhich\b/, ''))
  ) {
    const row = rows[0];
    if (row.kind === 'feature' && Object.values(row.values).some((value) => typeof value === 'string'))
      return extremeOfFeature(slug, row, rank);
  }
  // "Is it in all the plans or just the top one?": the feature across every plan.
  if (
    rows.length > 0 &&
    tiers.length === 0 &&
    /\b(?:all|every|each)\b.{0,20}\b(?:plans?|packages?|tiers?)\b/.test(text)
  ) {
    return featureAnswer(slug, rows);
  }
  // "cheapest seo plan that includes instagram posts", "which website plan migrates products".
  if (rows.length > 0 && tiers.length === 0 && (rank || which)) {
    const including = plansIncluding(slug, rows, rank);
    if (including) return including;
  }
  // "Which one is for multi-location businesses?": the plan whose "best for" says so, if one alone does.
  if (tiers.length === 0 && rows.length === 0 && !rank && which) {
    const suited = planFor(slug, text);
    if (suited) return planAnswer(slug, suited, parts);
  }
  // "The mid tier", "the 3rd one": the plan at that place, cheapest first (the two middle ones of four).
  if (tiers.length === 0 && understood.position !== undefined) {
    const ordered = [...pricing[slug].plans].sort((a, b) => Number(a.price) - Number(b.price));
    const { position } = understood;
    if (position === 'middle' && ordered.length % 2 === 0) {
      const pair = ordered.slice(ordered.length / 2 - 1, ordered.length / 2 + 1).map((plan) => plan.type);
      return compareAnswer(slug, pair, parts);
    }
    const index =
      position === 'middle' ? (ordered.length - 1) / 2 : position === 'last' ? ordered.length - 1 : position - 1;
    const plan = ordered[index];
    if (plan) return planAnswer(slug, plan.type, parts);
  }
  let tier = tiers[0] ?? (rank ? rankedTier(slug, rank, understood.rankOffset) : undefined);
  if (tier && understood.relative) tier = nextTier(slug, tier, understood.relative) ?? tier;
  if (tier) return planAnswer(slug, tier, parts);
  if (rows.length > 0 && (asksPrice || /how many|what|which/.test(text) || ROUTES.yesNo.test(text)))
    return featureAnswer(slug, rows);
  if (asksPrice) return groupAnswer(slug);
  return undefined;
}
