import { pricing, type PricingSlug } from '../../data/pricing.ts';
import type { ChatRequest } from '../../lib/calls/chat.ts';
import { planPricedAt } from '../../lib/plans.ts';
import type { PlanType } from '../../lib/schemas/pricing.schema.ts';
import { fold } from './normalise.ts';
import { groupsWithFeatures, rowsOf } from './pricing-answers.ts';
import { FREE_AUDIT, ROUTES, type Understanding } from './understand.ts';

/*
 * Stage 3 of the local assistant: the dialogue state. A follow-up leaves out what the last turns
 * were about ("and the biggest one?", "what about gold?", "how many backlinks in that one?"); the
 * visitor's own recent messages fill it in. Only the visitor's turns count: what the assistant
 * said is its answer, not the visitor's subject, and an old client's free-text context is read the
 * same way.
 */

/** The visitor's recent messages, newest first (at most three), from the context the widget sends. */
export function recentMessages(context: ChatRequest['context']): string[] {
  if (typeof context === 'string') return context.trim() ? [context] : [];
  return context
    .filter((turn) => turn.sender === 'user')
    .slice(-3)
    .reverse()
    .map((turn) => turn.text);
}

/** Words that lean on what came before. */
export const LEANS_ON_CONTEXT =
  /^(?:and|also|plus|what about|how about|and what about|ok(?:ay)?,? (?:and|what about)|then|so)\b|\b(?:that one|this one|which one|that plan|this plan|it|its|them|those|these|that|same)\b|^(?:the )?(?:top|biggest|cheapest|smallest|next|other) /;

/** Posts on social media, as something a plan may include: "social posts", "any social posting". */
const SOCIAL_POSTS = /\bsocial (?:media )?(?:posts?|posting|postings)\b/;
/** The social media plans named as such: "the social posting plan", "social media posting prices", "as a service". */
const SOCIAL_PLANS =
  /\b(?:plans?|packages?|tiers?|prices?|pricing|costs?|services?|smo)\b|\bsocial (?:media )?(?:plan|package)\b|\b(?:silver|gold|platinum) social\b/;

/** "The same tier", "the equivalent plan": the tier of the plan the conversation was about. */
const SAME_TIER = /\b(?:same|equivalent|matching|corresponding) (?:tier|plan|level|package|one)\b/;

/** The plans the recent turns were about in `group`: named by tier, or by price ("the 399 one?"). */
function tiersOf(earlier: readonly Understanding[], group: PricingSlug): PlanType[] {
  for (const turn of earlier) {
    if (turn.tiers.length > 0) return [...turn.tiers];
    const priced = planPricedAt(pricing[group], turn.numbers);
    if (priced) return [priced];
  }
  return [];
}

/**
 * The plan a visitor who has chosen means: the group named now or last, and its one tier named
 * (now, or in the last turns). Undefined when the tier named now is not one of the group's.
 */
function chosenPlan(
  current: Understanding,
  earlier: readonly Understanding[],
): Pick<Understanding, 'groups' | 'tiers'> | undefined {
  const group = current.groups[0] ?? earlier.find((turn) => turn.groups.length > 0)?.groups[0];
  if (!group) return { groups: [], tiers: current.tiers };
  const offers = (tier: PlanType) => pricing[group].plans.some((plan) => plan.type === tier);
  if (!current.tiers.every(offers)) return undefined;
  const named = current.tiers.length > 0 ? current.tiers : tiersOf(earlier, group).filter(offers);
  return { groups: [group], tiers: named.length === 1 ? named : [] };
}

/**
 * The message's understanding with what a follow-up leaves out taken from the recent turns
 * (understood the same way, newest first): the pricing group, and the tier when the follow-up
 * asks about a feature of "that plan"; the service.
 */
export function withDialogue(current: Understanding, earlier: readonly Understanding[]): Understanding {
  // "ok i want gold, how do i sign up" after the SEO plans: SEO Gold, the hand-over's subject. A tier
  // the group does not have ("i want diamond" after the social plans) is a question for its price list.
  if (current.decided) {
    const chosen = chosenPlan(current, earlier);
    if (chosen) return { ...current, ...chosen };
    const asked = { ...current };
    delete asked.decided;
    return withDialogue(asked, earlier);
  }
  if (current.intent !== 'question' || earlier.length === 0) return current;
  const [last] = earlier;
  // "then how many would i get on silver?" after "do you buy backlinks?", "does premium have that
  // too?" after "which web plan includes product migration?": that row, of the plan named now, in
  // the price list named now or then, or the one price list that has the row.
  if (last && last.features.length > 0 && current.features.length === 0 && (current.tiers.length > 0 || current.rank)) {
    const hasItToo = HAS_IT_TOO.test(current.text);
    const named = current.groups.length > 0 && hasItToo ? current.groups : last.groups;
    const groups = (named.length > 0 ? named : groupsWithFeatures(last.features)).filter(
      (group) => rowsOf(group, last.features).length > 0,
    );
    const [group] = groups;
    const asksTheRow =
      hasItToo ||
      (current.groups.length === 0 &&
        group !== undefined &&
        (HOW_MANY_OF_IT.test(current.text) || countsTheRow(current.text, rowsOf(group, last.features))));
    if (group && groups.length === 1 && asksTheRow)
      return { ...current, groups: [group], features: [...last.features], asksPrice: true };
  }
  // "which is cheaper?" after "ppc gold vs smo gold?": the same two plans, compared again.
  if (
    last?.compares &&
    current.groups.length === 0 &&
    current.tiers.length === 0 &&
    current.features.length === 0 &&
    current.text.split(' ').length <= OF_THE_TWO_WORDS &&
    OF_THE_TWO.test(current.text)
  ) {
    return { ...current, groups: [...last.groups], tiers: [...last.tiers], compares: true, asksPrice: true };
  }
  // "and for ads?" after "what are the smo prices?", "just the social ones" after "what are your
  // plans?": the price list of the group named now.
  if (
    last?.asksPrice &&
    last.tiers.length === 0 &&
    !last.rank &&
    current.groups.length > 0 &&
    current.tiers.length === 0 &&
    !current.rank &&
    current.features.length === 0 &&
    current.text.split(' ').length <= 5
  ) {
    return { ...current, asksPrice: true };
  }
  // "What would you do first?" after "do you do tiktok ads?": still the work the site does not list.
  if (
    last?.unlisted &&
    !current.unlisted &&
    !current.service &&
    !current.listedNetwork &&
    current.groups.length === 0 &&
    current.text.split(' ').length <= 8
  ) {
    return { ...current, unlisted: last.unlisted, ...(last.unlistedNear ? { unlistedNear: last.unlistedNear } : {}) };
  }
  // "How much does it cost?" after "do u do local seo": that service's price, which it has no list of.
  // The service is that of the newest of the last three messages that names a service or a price
  // list ("can you help with our reviews?", "do you delete the bad ones?", "how much is that one?").
  const priced = earlier.find((turn) => turn.service || turn.groups.length > 0);
  if (
    current.asksPrice &&
    !current.service &&
    current.groups.length === 0 &&
    current.tiers.length === 0 &&
    current.features.length === 0 &&
    (current.text.split(' ').length <= 6 ||
      (POINTS_BACK.test(current.text) && current.text.split(' ').length <= POINTS_BACK_WORDS)) &&
    priced?.service &&
    priced.service !== 'web' &&
    priced.groups.length === 0
  ) {
    return {
      ...current,
      service: priced.service,
      ...(priced.serviceWords ? { serviceWords: priced.serviceWords } : {}),
    };
  }
  const short = current.text.split(' ').length <= 10;
  const leans = LEANS_ON_CONTEXT.test(current.text);
  // "What'll the monthly report show?" after "how would you run our google ads?": that service's
  // report; "who would we deal with day to day?" after white-label SEO: its account manager.
  // (Carrying the service into every short follow-up lost more than it gained.)
  if (
    ((ROUTES.reporting.test(current.text) &&
      (/\breports?\b/.test(current.text) || (last && ROUTES.reporting.test(last.text)))) ||
      current.companyFact === 'team') &&
    (short || leans) &&
    !current.service &&
    current.groups.length === 0 &&
    !current.unlisted &&
    (!current.companyFact || current.companyFact === 'team') &&
    last?.service
  ) {
    return { ...current, service: last.service, ...(last.serviceWords ? { serviceWords: last.serviceWords } : {}) };
  }
  const subject = earlier.find((turn) => turn.groups.length > 0);
  const group = subject?.groups[0];
  if (!subject || !group || !(short || leans)) return current;
  // "how many ad groups do I get with it?" after "how much is PPC Diamond?": the message names the
  // group (by its feature) but means the plan the visitor asked about.
  const samePlan =
    leans && current.tiers.length === 0 && !current.rank && !current.relative && current.position === undefined;
  if (current.groups.length > 0) {
    // "Does it include any social posting?" after SEO Silver: the social rows of the SEO plans, not
    // the social media plans, which "social" names only as a kind of post.
    if (
      (leans || short) &&
      current.groups[0] !== group &&
      SOCIAL_POSTS.test(current.text) &&
      !SOCIAL_PLANS.test(current.text) &&
      rowsOf(group, current.features).length > 0
    ) {
      const tiers = current.tiers.length > 0 || current.rank ? current.tiers : tiersOf(earlier, group);
      return { ...current, groups: [group], tiers, asksPrice: true };
    }
    // "What about for social?" after "what's your cheapest seo plan?": the same rank in the group named now.
    if (leans && current.tiers.length === 0 && !current.rank && subject.rank && subject.tiers.length === 0) {
      return { ...current, rank: subject.rank, rankOffset: subject.rankOffset, asksPrice: true };
    }
    // "And the same tier for social media?": the tier of the last plan, in the group named now.
    if (SAME_TIER.test(current.text) && current.tiers.length === 0 && subject.tiers.length > 0) {
      return { ...current, tiers: [...subject.tiers], asksPrice: true };
    }
    const tiers = tiersOf(earlier, group);
    if (!samePlan || current.groups[0] !== group || tiers.length === 0) return current;
    return { ...current, tiers, asksPrice: true };
  }
  // "Is it monthly?" after a question on the web plans: how that price list bills.
  // ("How many backlinks is that a month?" asks a feature, not how the plan bills.)
  if (ROUTES.billing.test(current.text) && !ROUTES.howMany.test(current.text) && (short || leans)) {
    return { ...current, groups: [group], asksPrice: true };
  }
  const pricingFollowUp =
    (!current.service || current.features.length > 0) &&
    (current.tiers.length > 0 ||
      current.rank !== undefined ||
      current.relative !== undefined ||
      current.position !== undefined ||
      /\bwhich (?:one|plan|package|tier)\b/.test(current.text) ||
      current.features.length > 0 ||
      planPricedAt(pricing[group], current.numbers) !== undefined ||
      (leans && current.asksPrice));
  if (!pricingFollowUp) return current;
  const carried: Understanding = { ...current, groups: [group] };
  // "which of those two has more blog posts?": a plan feature, not the content service.
  if (current.features.length > 0) {
    delete carried.service;
    delete carried.serviceWords;
  }
  // "how many backlinks in that one?" after "tell me about SEO gold": the same plan or plans.
  if (current.tiers.length === 0 && !current.rank && current.position === undefined) {
    carried.tiers = tiersOf([current, ...earlier], group);
  }
  if (
    current.tiers.length === 0 &&
    !current.rank &&
    subject.rank &&
    (current.features.length > 0 || current.relative)
  ) {
    carried.rank = subject.rank;
    carried.rankOffset = subject.rankOffset;
  }
  return { ...carried, asksPrice: true };
}

/**
 * "And for ppc?", "what about X?": a fragment that names only a new subject asks the last question
 * again about it.
 */
const SWAP_FRAGMENT =
  /^(?:(?:ok(?:ay)?|so|also|hmm|cool|thanks)[,!. ]+)?(?:and |what about |how about |and what about |same for |same with |same (?:thing|question) for )(?:for |with |on |in |the )?(.+?)[\s?.!]*$/i;

/** The most words of the new subject a swapping fragment names. */
const SWAP_WORDS = 4;

/** Kinds of subject a fragment may swap for one of the same kind in the last question. */
const SWAPPABLE: readonly RegExp[] = [
  /\b(?:local seo|e-?commerce seo|white[- ]label seo|small business seo|seo|ppc|pay[- ]per[- ]click|google ads|social media|social|smo|content marketing|content|reputation(?: management)?|orm|reviews?(?: side)?|web ?sites?|web development|web design|online stores?|e-?commerce)\b/i,
  /\b(?:youtube|facebook|instagram|insta|linkedin|pinterest|twitter|x|tiktok)\b/i,
  /\b(?:lcp|inp|cls|fid)\b/i,
  // A page's title and meta description, whose lengths an article gives: "how long should a meta
  // description be?", then "and the title?". (Not a job title; other parts of a page have no length.)
  /\b(?:meta descriptions?|title tags?|meta titles?|(?<!\bjob )titles?)\b/i,
];

/**
 * The last question asked again about the subject a fragment names ("how long does seo take to
 * show results?", then "and ppc?": "how long does ppc take to show results?"), when the last
 * question named a subject of the same kind. Undefined for any other message. Five-fold +5 of
 * 3,221; adding a subject of another kind to the last question instead gained nothing more.
 */
export function swappedQuestion(message: string, previous: string | undefined): string | undefined {
  const named = previous ? SWAP_FRAGMENT.exec(message.trim())?.[1] : undefined;
  if (!previous || !named || named.split(/\s+/).length > SWAP_WORDS) return undefined;
  const kind = SWAPPABLE.find((pattern) => pattern.test(named) && pattern.test(previous));
  return kind ? previous.replace(kind, named) : undefined;
}

/** "How long does it take?": a time asked of "it", which the last question named. */
const TIME_OF_IT =
  /^(?:(?:ok(?:ay)?|so|and|but)[, ]+)?how (?:long|soon|quickly|fast) (?:does|will|would|did|can) (?:it|that|this) (?:take|usually take|normally take)(?: to (?:work|start|see results|kick in))?[\s?.!]*$/i;

/**
 * A time asked of "it" with what the last question named in its place: "how long does it take?"
 * after "i need a new website" is "how long does website take?", which the site does not say,
 * not the privacy policy's "usually within 30 days". Undefined for any other message.
 */
export function resolvedTime(message: string, previous: Understanding | undefined): string | undefined {
  const named = previous?.serviceWords;
  if (!named || !TIME_OF_IT.test(message.trim())) return undefined;
  return message.trim().replace(/\b(?:it|that|this)\b/i, named);
}

/** Something else a question on the audit's "it" or "that" may be asked of (not a site or SEO, which the audit checks). */
const OTHER_SUBJECT = /\b(?:web ?site|build|redesign|ppc|ads|social|plans?|packages?|report|campaign|service)\b/;

/** "it" as what a question is asked of: "does it check…", "how long does it take", "is it free". */
const ASKED_OF_IT = /\b(?:does|will|can|is|would|did|could) it\b/;
/** "It" or "that" in other places, which may stand for anything named beside: "sign up for it", "does that take long". */
const ASKED_OF_IT_OR_THAT =
  /\b(?:for|about|with|of|from) it\b|\b(?:does|will|is|would) that\b(?= (?:take|cost|check|look|need|work|include|cover|read|test|show|give)\b)/;

/** A score asked about with nothing said of what it scores: "whats a good score then". */
const AUDIT_SCORE =
  /\b(?:a|the|my|our) (?:good |bad |decent |ok |okay |normal |average |high |low |passing |healthy )?score\b(?! (?:for|on|in|of|from)\b)/;

/**
 * A result told as a bare figure: "mine came back 43", "it gave me a 58 lol", "i got 64 and my web
 * guy says thats fine". Only the first figure told, and only when nothing is counted after it ("i got
 * 3 quotes", "it showed 2 red items"): it ends the message, or a score's unit, a remark or a joining
 * word follows it.
 */
const SCORE_BACK =
  /\b(?:came back|came out|got|scored|it (?:says|said|shows|showed|gave me))(?: (?:a|an|with|as|at))? (\d{1,3})\b(.*)$/;
const AFTER_THE_SCORE =
  /^\s*(?:\/ ?100|out of 100|points?|percent|%)?\s*(?:$|[^\w\s]|(?:now|what|is|so|lol|haha|tho|though|then|ok|okay|hmm|ugh|yikes|but|overall|today|again|which (?:is|was|seems|sounds)|on (?:mobile|desktop|the audit|your audit|it|there)|and (?:my|our|the|i|we|it'?s|its|that)(?! (?:then|list)))\b)/;

/** A turn that asks about the free audit or to run it. */
const asksOfTheAudit = (turn: Understanding) => turn.auditRequest || FREE_AUDIT.test(turn.text);

/**
 * Whether the conversation is on the free audit: the visitor's last message asked about it, or the
 * one before did and the last is a short remark that names nothing else ("whats this free audit
 * thing", then "cool, i'll try it").
 */
function onTheAudit(earlier: readonly Understanding[]): boolean {
  const [last, before] = earlier;
  if (!last) return false;
  if (asksOfTheAudit(last)) return true;
  const remark =
    last.text.split(' ').length <= REMARK_WORDS &&
    !last.service &&
    last.groups.length === 0 &&
    !last.unlisted &&
    !last.companyFact;
  return remark && before !== undefined && asksOfTheAudit(before);
}

/** The most words of a remark between a question and its follow-up ("cool, i'll try it"). */
const REMARK_WORDS = 5;

/**
 * A question asked of "it" (or of "a score") with the free audit in its place, when the
 * conversation is on the free audit: "does it check my whole site or just the home page?" after
 * "can i get a free audit" asks it of the audit, whose page answers. (Not after a technical audit,
 * or one the visitor had done.) `earlier` are the visitor's recent messages, newest first.
 * Undefined for any other message.
 */
export function resolvedAudit(message: string, earlier: readonly Understanding[]): string | undefined {
  const asked = fold(message);
  if (!onTheAudit(earlier) || /\baudit\b/.test(asked)) return undefined;
  if (ASKED_OF_IT.test(asked)) return asked.replace(ASKED_OF_IT, (words) => words.replace(/it$/, 'the audit'));
  // "mine came back 43, now what": the visitor's own score on the audit, whose band the report gives.
  const [, score, rest = ''] = SCORE_BACK.exec(asked) ?? [];
  if (score && Number(score) <= 100 && AFTER_THE_SCORE.test(rest) && !OTHER_SUBJECT.test(asked))
    return `what does a score of ${score} on the audit mean`;
  // "whats considered a good score then": the audit's score (not a score for something named).
  if (AUDIT_SCORE.test(asked) && !OTHER_SUBJECT.test(asked)) return asked.replace(/\bscore\b/, 'score on the audit');
  // Not in a message that names something else it may stand for ("and the website build, how long
  // does that take?").
  if (!ASKED_OF_IT_OR_THAT.test(asked) || OTHER_SUBJECT.test(asked)) return undefined;
  return asked.replace(ASKED_OF_IT_OR_THAT, (words) => words.replace(/(?:it|that)$/, 'the audit'));
}

/** A price asked "for that" or "how much is that": of the service just named, in a question of up to ten words. */
const POINTS_BACK =
  /\b(?:for|of) (?:that|it|this|those)\b|\bhow much (?:is|are) (?:that|it|this|those|they)\b|\bhow much (?:does|do|would|will) (?:that|it|this|those|they) (?:cost|run|be|come to|set)\b/;
const POINTS_BACK_WORDS = 10;

/** A comparison asked of the two plans just compared: "which is cheaper", "which one gives more". */
const OF_THE_TWO =
  /^(?:(?:ok(?:ay)?|so|and|but|hmm|then)[, ]+)?(?:(?:which(?: one| plan| of (?:them|the two|those))?|what(?:'s| is|s) the|is (?:it|that))\b.*\b(?:cheaper|pricier|(?:more|less) expensive|costs? (?:less|more)|better|bigger|smaller|more|fewer|difference)\b|(?:the )?(?:difference|cheaper|better|pricier)\W*$)/;
const OF_THE_TWO_WORDS = 8;

/** What the last message asked about, asked of another plan: "does premium have that too?", "is it included in gold?". */
const HAS_IT_TOO =
  /\b(?:have|has|get|gets|include|includes|come with|comes with|cover|covers) (?:that|it|this|those|them)\b|\b(?:do|does) (?:that|it|those|them) (?:too|as well|also)\b|\b(?:is|are) (?:that|it|this|those|they) (?:included|covered)\b|\b(?:that|it|this|those|they|thats|its)(?: is| are|'s)? (?:included|covered|in there|there)\b|\b(?:that|it|those) (?:too|as well|also)\b/;

/** "How many" with nothing counted after it but the plan: "how many would i get on silver", "how many on the top plan". */
const HOW_MANY_OF_IT = /\bhow many(?:\W*$| (?:would|do|will|can|could|does|did|on|in|with|for|then)\b)/;

/** "How many hours on gold?" after "do you do maintenance after launch?": what is counted is the row's word. */
function countsTheRow(text: string, rows: readonly { label: string }[]): boolean {
  const counted = /\bhow many (\w+?)s?\b/.exec(text)?.[1];
  if (!counted || counted.length < 3) return false;
  // A word of the label, not its unit of time: "backlinks per month" does not count months, nor
  // "Monthly ad budget" ("monthly" is not "month").
  const word = new RegExp(`\\b${counted}s?\\b`);
  return rows.some((row) => word.test(row.label.toLowerCase().replace(/\bper \w+/g, '')));
}
