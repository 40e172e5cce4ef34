import { pricing, pricingSlugs } from '../../src/data/pricing.ts';
import { services } from '../../src/data/services.ts';
import { site } from '../../src/data/site.ts';
import type { ChatReply } from '../../src/lib/calls/chat.ts';
import { formatMoney, moneyOf } from '../../src/lib/money.ts';
import { legalPages, publishedArticles } from '../../src/server/assistant/published-articles.ts';
import { MARKERS, type AssistantCase, type Marker } from './cases.ts';

/*
 * Whether the assistant answered a labelled question right, and whether its answer misleads.
 * Right: every fact of `must` is stated, the hand-over is as expected, the expected page is
 * linked, and nothing misleads. Misleading (counted apart, target zero): a `mustNot` statement,
 * an amount of money that is no price or fee of the site, an e-mail address or phone number that
 * is not the agency's, or a "not offered" question answered without saying so and without a
 * hand-over (which reads as "yes, we do that").
 */

/** Text as the grader compares it: lower case, one kind of apostrophe, no bold/italic marks, single spaces. */
export const comparable = (text: string) =>
  text.normalize('NFKC').toLowerCase().replace(/[’‘`]/g, "'").replace(/\*+/g, '').replace(/\s+/g, ' ').trim();

/** Amounts of money in a text: "$1,199", "₹ 29,300", "$899.00" (never the comma after one). */
const MONEY = /[$₹€£]\s?\d{1,3}(?:,\d{3})+(?:\.\d+)?|[$₹€£]\s?\d+(?:\.\d+)?/g;

/**
 * Every amount of money the site states, as the answers write it ("$1,199", "₹29,300"): the
 * plans' prices and fees, and the figures the service pages, the articles and the legal pages give
 * ("$4 per click").
 */
function siteAmounts(): Set<string> {
  const amounts = new Set<string>();
  const texts = [
    JSON.stringify(services),
    ...publishedArticles().flatMap((article) => [
      article.description,
      article.lead,
      ...article.sections.flatMap((section) => section.sentences),
    ]),
    ...legalPages().flatMap((page) => page.sections.flatMap((section) => section.sentences)),
  ];
  for (const text of texts)
    for (const [money] of text.matchAll(MONEY)) amounts.add(comparable(money).replace(/\s/g, ''));
  // A group's prices and each of its rows' amounts, and how much more one plan's is than another's
  // ("Diamond is $800 per month more"): arithmetic on the site's figures, not an invented one.
  const withGaps = (figures: readonly number[], currency: Parameters<typeof formatMoney>[1]) => {
    for (const a of figures) {
      amounts.add(comparable(formatMoney(a, currency)));
      for (const b of figures) if (a > b) amounts.add(comparable(formatMoney(a - b, currency)));
    }
  };
  for (const slug of pricingSlugs) {
    const group = pricing[slug];
    withGaps(
      group.plans.map((plan) => Number(plan.price)),
      site.priceCurrency,
    );
    for (const row of group.features) {
      if (row.kind !== 'feature') continue;
      const money = Object.values(row.values).flatMap((value) => (typeof value === 'string' ? [moneyOf(value)] : []));
      const currency = money[0]?.currency;
      if (currency)
        withGaps(
          money.flatMap((m) => (m?.currency === currency ? [m.amount] : [])),
          currency,
        );
    }
  }
  return amounts;
}

let amounts: Set<string> | undefined;

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/g;
/** Phone numbers: a + or a parenthesis, then ten or more digits with separators. */
const PHONE = /(?:\+|\()[\d ()-]{9,}\d/g;

/** The misleading statements of a reply that hold whatever the question: invented figures and contacts. */
export function inventions(response: string): string[] {
  amounts ??= siteAmounts();
  const text = comparable(response);
  const found: string[] = [];
  for (const [money] of text.matchAll(MONEY)) {
    const written = money.replace(/\s/g, '').replace(/\.0+$/, '');
    if (!amounts.has(written)) found.push(`an amount the site does not state: ${money}`);
  }
  for (const [email] of text.matchAll(EMAIL)) {
    if (email !== site.email) found.push(`an e-mail address that is not ours: ${email}`);
  }
  const ourDigits = site.phone.e164.replace(/\D/g, '');
  for (const [phone] of text.matchAll(PHONE)) {
    const digits = phone.replace(/\D/g, '');
    if (digits.length >= 10 && !ourDigits.endsWith(digits) && digits !== ourDigits) {
      found.push(`a phone number that is not ours: ${phone}`);
    }
  }
  return found;
}

/** Whether one fact (or marker) of `must` is in the answer. */
function states(text: string, fact: string): boolean {
  if (fact.startsWith('@')) return MARKERS[fact as Marker].test(text);
  return text.includes(comparable(fact));
}

/** The verdict on one answer. */
export interface Verdict {
  right: boolean;
  misleading: boolean;
  /** What was wrong, in words; empty when right. */
  problems: string[];
}

export function grade(entry: AssistantCase, reply: ChatReply): Verdict {
  const text = comparable(reply.response);
  const problems: string[] = [];
  const misleads: string[] = [];
  for (const fact of entry.must) {
    const options = Array.isArray(fact) ? fact : [fact];
    if (!options.some((option) => states(text, option))) problems.push(`missing ${options.join(' | ')}`);
  }
  if (reply.shouldEscalate !== entry.escalate) {
    problems.push(entry.escalate ? 'no hand-over to a person' : 'a hand-over nobody asked for');
  }
  if (entry.link) {
    const linked = (reply.links ?? []).some(
      (link) =>
        link.href === entry.link || link.href.startsWith(`${entry.link}#`) || link.href.startsWith(`${entry.link}?`),
    );
    if (!linked) problems.push(`no link to ${entry.link}`);
  }
  for (const wrong of entry.mustNot ?? []) {
    if (text.includes(comparable(wrong))) misleads.push(`states ${wrong}`);
  }
  misleads.push(...inventions(reply.response));
  if (entry.intent === 'not-offered' && !MARKERS['@not-listed'].test(text) && !reply.shouldEscalate) {
    misleads.push('answers something the site does not offer without saying it is not offered');
  }
  return {
    right: problems.length === 0 && misleads.length === 0,
    misleading: misleads.length > 0,
    problems: [...misleads.map((problem) => `MISLEADING: ${problem}`), ...problems],
  };
}
