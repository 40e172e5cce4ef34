import { services } from '../../data/services.ts';
import type { ChatReply, ReplyLink } from '../../lib/calls/chat.ts';
import type { Knowledge } from './knowledge.ts';
import { findPassages, onPage, termsOf, variantsOf, type Passage, type PassageMatch } from './passages.ts';
import { escalate, reply, type Detail } from './reply.ts';
import { ROUTES, servicePage, type Understanding } from './understand.ts';

/*
 * Stage 5 of the local assistant: how sure it is. A sentence of the site answers a question only
 * when it (with its heading) holds most of the question's terms; below that, the assistant says
 * the site does not say, and offers a person, rather than quote something near the subject, which
 * a visitor would read as the answer.
 */

/** The share of the question's terms a quoted sentence and its heading must hold. */
export const MIN_COVERAGE = 0.6;
/** The fewest question terms a quoted sentence and its heading must hold. */
export const MIN_MATCHED = 2;

/**
 * A sentence that holds none of the question's terms itself (only the words visitors ask it with,
 * asked-examples.json) is quoted only when those hold nearly all of a question of four terms or
 * more: "what happens if the seo just isn't working after a few months?" is the sentence "If
 * something is not working, we say so and change course". Three terms were too few ("is it bad if
 * my site has no blog?" met a sentence on scaled content abuse): four cost 2 of 2,492 dev answers.
 */
const ASKED_ONLY_COVERAGE = 0.85;
const ASKED_ONLY_MATCHED = 4;

/** Whether a passage answers the question well enough to quote. */
export const confident = (match: PassageMatch, askedOnly = false) =>
  match.matched >= Math.min(MIN_MATCHED, match.asked) &&
  match.coverage >= MIN_COVERAGE &&
  (match.inText >= 1 || (askedOnly && match.coverage >= ASKED_ONLY_COVERAGE && match.matched >= ASKED_ONLY_MATCHED)) &&
  match.holdsRarest;

/** The coverage at which a sentence answers before the broader answers (a service, a plan list) do. */
export const STRONG_COVERAGE = 0.75;

/** A question about the agency itself ("do you", "your"): what we do, not general advice. */
// Not "us" or "our": a visitor says them of their own business ("they linked to us").
export const ABOUT_US = /\byou\b|\byour\b|\byours\b|\bu\b|\bur\b|\btidewell\b/;

/**
 * The sentence search for a question: asked about us (and not for advice: "how often i must post on
 * instagram, what you advise?" is the article's, unless it names our articles; five-fold +1), among what we do (our service, company,
 * pricing and legal pages), not general advice in an article.
 */
function searchFor(
  text: string,
  kb: Knowledge,
  limit?: number,
  within?: (passage: Passage) => boolean,
): PassageMatch[] {
  const kinds =
    ABOUT_US.test(text) && !(ROUTES.advice.test(text) && !ROUTES.articleList.test(text))
      ? (['service', 'company', 'pricing', 'legal'] as const)
      : undefined;
  return findPassages(text, kb.passages, {
    ...(kinds ? { kinds } : {}),
    ...(limit ? { limit } : {}),
    ...(within ? { within } : {}),
  });
}

/**
 * Words that name a service only loosely: "content", "blog", "website", "reviews", "ads". Chosen on
 * the five-fold dev part (2026-11-27: +8 of 2,492, dev +29).
 */
const LOOSE_SERVICE_WORD =
  /^(?:blog\w*|articles?|content|reviews?|ads|social|rank(?:ing)?s?|organic|search engine|websites?|web)$/;

/**
 * The pages of the SEO services: "/local-seo-services", "/ecommerce-seo". Not the white-label
 * programme (sold to agencies) or the free audit (the tool's own limits).
 */
const SEO_PAGE = /^\/(?!white-label-seo|free-seo-audit)[a-z-]*\bseo\b/;

/**
 * Words that ask about a service as a whole ("what is", "do you offer", "how does your ... work"):
 * with nothing else, the service's own answer fits better than any one sentence of its page.
 */
const OVERVIEW_WORDS = new Set(
  termsOf(
    'offer offers do does provide provides service services work works working help helps business businesses explain management manage managing handle handles company agency include includes included good benefit benefits build builds make makes create creates involve involves entail actually exactly basically improve increase boost grow better more get price prices pricing cost costs plan plans package packages tier tiers rank ranks ranking rankings higher top visible visibility found traffic customers leads sales',
  ),
);

/**
 * What a question asks in particular: its terms without the service's name and the words of an
 * overview or of a goal every service serves ("improve", "rank higher", "more customers").
 */
export function particularTerms(text: string, understood: Understanding, named = namedTerms(understood)): string[] {
  return termsOf(text).filter((term) => !named.has(term) && !OVERVIEW_WORDS.has(term));
}

/**
 * Whether the sentence of `match` holds, in its own text or heading (a word or its variant), a term
 * the question asks in particular: more than the service's name and the words of an overview.
 */
function holdsParticular(match: PassageMatch, text: string, understood: Understanding, kb: Knowledge): boolean {
  const own = kb.passages.terms[match.passage.id];
  return particularTerms(text, understood).some((term) =>
    variantsOf(term).some((variant) => own?.text.has(variant) || own?.heading.has(variant)),
  );
}

/** The terms a question names its service by (its own words and the service's title), and `also`. */
function namedTerms(understood: Understanding, also = ''): Set<string> {
  const service = understood.service && understood.service !== 'web' ? services[understood.service].header.title : '';
  return new Set(termsOf(`${understood.serviceWords ?? ''} ${service} ${also}`));
}

/** The sentence of the site that answers the question, quoted and linked, when one is confident. */
export function passageAnswer(
  text: string,
  kb: Knowledge,
  understood: Understanding,
  minCoverage = MIN_COVERAGE,
  minMatched = 1,
  askedOnly = false,
): ChatReply | undefined {
  // The question without the service's name and the words of an overview: what it asks in particular.
  const named = namedTerms(understood);
  if (particularTerms(text, understood, named).length === 0) return undefined;
  // What we do is on our service and company pages; an article says what anyone could do.
  const found = searchFor(text, kb);
  const best = namingSentence(found, understood) ?? found[0];
  if (!best || !confident(best, askedOnly) || best.coverage < minCoverage || best.matched < minMatched)
    return undefined;
  // A service question ("what is local seo?") keeps its service answer unless the sentence is
  // from that service's page and holds more than the service's own name.
  // Asked about us, an article must be on that service too; asked for advice, any article may answer.
  if (understood.service) {
    const page = servicePage(understood.service);
    const own =
      best.passage.href.startsWith(page) ||
      // SEO in general is answered from the other SEO services' pages as well (local, small
      // business, e-commerce), unless it asks a price or a plan's feature.
      (understood.service === 'seo-services' &&
        SEO_PAGE.test(best.passage.href) &&
        !ROUTES.price.test(text) &&
        // Whether we help at all ("our rankings tanked, can you help?") is the summary's to answer,
        // unless the sentence itself holds what the question asks in particular ("can you help
        // with seo for multiple locations").
        (!understood.asksOffer || holdsParticular(best, text, understood, kb)) &&
        understood.features.length === 0);
    const heldNames = termsOf(`${best.passage.text} ${best.passage.heading}`);
    const article = best.passage.kind === 'article';
    const onTopic = article && (!ABOUT_US.test(text) || [...named].some((term) => heldNames.includes(term)));
    // "Does the free audit check my whole website?" names the audit's page, not the websites we build.
    const asked = termsOf(text);
    const pageTerms = termsOf(best.passage.page);
    const namesPage = pageTerms.length > 0 && pageTerms.every((term) => asked.includes(term));
    // A service read from a loose word ("who owns the content you create", "your website terms")
    // does not keep a sentence of another page out when that sentence holds most of the question.
    // A price asked of it stays with its price list ("how much would you charge for a website?").
    const loosely =
      LOOSE_SERVICE_WORD.test(understood.serviceWords ?? '') &&
      !ROUTES.price.test(text) &&
      best.coverage >= STRONG_COVERAGE &&
      // Nor does a question whether we do something ("would you host our website?"), or one about
      // a plan's feature ("how many blog posts are included?").
      !understood.asksOffer &&
      understood.features.length === 0;
    if (!own && !onTopic && !namesPage && !loosely) return undefined;
  }
  return quotedReply(best.passage, kb);
}

/**
 * How far below the best sentence one that names what the visitor named may be and still be
 * quoted first. Chosen on the five-fold dev part (2026-11-28, 4,295 cases): 0.05 +2, 0.1 +4, 0.2 +2.
 */
const NAMED_MARGIN = 0.1;

/**
 * A service named by a word of its own that is not the service's name ("do you do seo for shopify
 * stores" is e-commerce SEO): the sentence of that service's page that says the word ("…on Shopify,
 * WooCommerce, Magento…"), over one a little nearer the question that does not. The sentence that
 * names it is what tells the visitor yes.
 */
function namingSentence(found: readonly PassageMatch[], understood: Understanding): PassageMatch | undefined {
  const words = understood.serviceWords;
  const [top] = found;
  if (!top || !words || !understood.service || LOOSE_SERVICE_WORD.test(words)) return undefined;
  // "social media" is the name of the service: any of its sentences says it.
  if (understood.service !== 'web' && services[understood.service].header.title.toLowerCase().includes(words))
    return undefined;
  const word = new RegExp(`\\b${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
  const names = (match: PassageMatch) => word.test(match.passage.text.toLowerCase());
  if (names(top)) return undefined;
  const page = servicePage(understood.service);
  return found.find(
    (match) => match.coverage >= top.coverage - NAMED_MARGIN && onPage(match.passage, page) && names(match),
  );
}

/**
 * The coverage of a follow-up a sentence of the page just answered from needs. Chosen on the
 * five-fold dev part (2026-11-27, 3,530 cases): 0.5 and 0.67 +8, 0.75 and 0.85 +6; the stricter of the two best.
 */
const SAME_PAGE_COVERAGE = 0.67;

/**
 * A short follow-up that names nothing of its own ("how long do u keep it", "does it check my
 * whole site") after an answer from a page (`path`, or one section of it: `path#anchor`): the
 * sentence of that page that answers it, searched among that page's (or section's) sentences alone.
 */
export function samePageAnswer(
  text: string,
  path: string,
  kb: Knowledge,
  coverage = SAME_PAGE_COVERAGE,
): ChatReply | undefined {
  // A path with an anchor is that section of the page only.
  const within = path.includes('#')
    ? (passage: Passage) => passage.href === path
    : (passage: Passage) => onPage(passage, path);
  const found = findPassages(text, kb.passages, { limit: 80, within }).find(
    (match) => match.coverage >= coverage && match.inText >= 1,
  );
  return found ? quotedReply(found.passage, kb) : undefined;
}

/**
 * The sentence of a page (`path`) that says what `pattern` matches (and meets `also`), quoted, if the
 * page has one.
 */
export function sentenceSaying(
  path: string,
  pattern: RegExp,
  kb: Knowledge,
  also: (passage: Passage) => boolean = () => true,
): ChatReply | undefined {
  const found = kb.passages.passages.find(
    (passage) => onPage(passage, path) && pattern.test(passage.text) && also(passage),
  );
  return found ? quotedReply(found, kb) : undefined;
}

/** A sentence that says not everything listed is needed: "few businesses need all six". */
const SAYS_NOT_ALL = /\bneed (?:to \w+ )?all\b|\bnot all\b/i;

/**
 * "Do I need all of them?" after a list: the sentence of that page (`path`) that says whether all
 * of it is needed ("need" and "all" say too little to search by), when it (or its heading) is about
 * what the visitor's last message asked for: the networks, not the steps of the work.
 */
export function notAllAnswer(path: string, previous: string, kb: Knowledge): ChatReply | undefined {
  // "Which social media sites do you manage": the networks, which the page calls its platforms.
  const asked = new Set([
    ...termsOf(previous).flatMap(variantsOf),
    ...(/\b(?:sites|apps|channels|networks|platforms|socials)\b/.test(previous) ? ['platform'] : []),
  ]);
  // The page's own name ("social media") is in every heading of it: it says nothing of the list.
  const about = (passage: Passage) => {
    const named = new Set(termsOf(passage.page));
    return termsOf(`${passage.text} ${passage.heading}`).some((term) => asked.has(term) && !named.has(term));
  };
  return sentenceSaying(path, SAYS_NOT_ALL, kb, about);
}

/** A sentence of the site as the answer: quoted (quotation) with where it stands, linked to its section. */
function quotedReply(passage: Passage, kb: Knowledge): ChatReply {
  const where = passage.kind === 'article' ? `Our article **${passage.page}**` : `Our **${passage.page}** page`;
  const pageLink: ReplyLink = { href: passage.href, title: passage.page };
  return reply(`${where} says: "${quotation(passage.id, kb)}"`, false, [pageLink]);
}

/** "How does a white-label partnership get going?", "first thing you do on a reputation project?" */
const START_QUESTION =
  /\b(?:how (?:do|does|would|will) (?:you|u|it|we|that|this|a \w+(?: \w+)?) (?:\w+ )?(?:start|begin|get going|get started|kick off|get set up|set up)|(?:first|1st) (?:thing|steps?)|step one|where do (?:you|u) (?:start|begin)|kick(?:s|ing)? (?:it |things )?off|onboarding|get(?:ting)? (?:it )?(?:going|started|set up)|what happens first)\b/;

/** Sentences that say how work starts. */
const START_SENTENCE = /\b(?:starts?|begins?|first|onboarding|kick|we start|before launch)\b/i;

/**
 * How a service's work starts, asked of that service ("ecommerce seo - how do you kick it off"):
 * the sentence of its page that says so, best match first.
 */
export function serviceStartAnswer(text: string, kb: Knowledge, understood: Understanding): ChatReply | undefined {
  const slug = understood.service;
  if (!slug || slug === 'web' || !START_QUESTION.test(text)) return undefined;
  const page = `/${slug}`;
  const found = findPassages(`${text} start first`, kb.passages, { limit: 40, kinds: ['service'] }).find(
    (match) => match.passage.href.startsWith(page) && START_SENTENCE.test(match.passage.text),
  );
  return found ? quotedReply(found.passage, kb) : undefined;
}

/** The most characters of a list's item that a quotation goes on after. */
const LIST_ITEM_CHARS = 120;

/** The most characters a quotation runs to, its list included. */
const QUOTE_CHARS = 480;

/**
 * A sentence as the answer quotes it: with the sentence after it when that one goes on in the same
 * section, and with the items of a list it introduces (it ends with a colon, or named items follow
 * it), so "made of three components:" comes with the three, and "...one of four broad groups."
 * with the four.
 */
export function quotation(id: number, kb: Knowledge): string {
  const passages = kb.passages.passages;
  const first = passages[id];
  if (!first) return '';
  const parts = [first.text];
  let length = first.text.length;
  // A list goes on after its colon; a question the page asks ("Saw our bot in your logs?") is
  // answered by what follows it.
  const list = /[:?]$/.test(first.text);
  const labels = list ? listLabels(id, passages) : namedItems(id, passages);
  if (labels.length >= 2) return `${first.text} ${labels.join('; ')}.`;
  for (let next = id + 1; next < passages.length; next += 1) {
    const candidate = passages[next];
    if (!candidate || candidate.href !== first.href || length + candidate.text.length > QUOTE_CHARS) break;
    // A sentence takes one more sentence, not an item of a list that follows it ("…never bought. A
    // crawl-based technical audit with a fix list").
    if (!list && !/[.!?]["”)]?$/.test(candidate.text)) break;
    parts.push(candidate.text);
    length += candidate.text.length;
    // A list goes on while its items are short; a sentence takes one more.
    if (!list || candidate.text.length > LIST_ITEM_CHARS || parts.length > 6) break;
  }
  // A list item has no full stop of its own: "delete your information; object to or ask us to...".
  const quoted = parts.reduce((text, part) => `${text}${/[.!?:;"”)]$/.test(text) ? ' ' : '; '}${part}`);
  const intro = listIntro(id, passages);
  return intro ? `${intro.text}${intro.id === id - 1 ? '' : ' …'} ${quoted}` : quoted;
}

/**
 * The sentence that opens the list a quoted item belongs to ("We do not use:"), so an item is
 * never quoted without what it is a list of: "cookies to identify you" alone reads as the opposite
 * of what the page says. Undefined when the passage is a sentence of its own.
 */
function listIntro(id: number, passages: readonly Passage[]): Passage | undefined {
  const item = passages[id];
  if (!item || /[.!?:"”)]$/.test(item.text)) return undefined;
  for (let previous = id - 1; previous >= 0 && previous >= id - 8; previous -= 1) {
    const candidate = passages[previous];
    if (!candidate || candidate.href !== item.href) return undefined;
    if (/:$/.test(candidate.text)) return candidate;
    // Another item of the same list (no full stop of its own), or the list has ended.
    if (/[.!?"”)]$/.test(candidate.text)) return undefined;
  }
  return undefined;
}

/** Whether passage `id` opens a list, with a colon or followed by named items ("- **Informational.** ..."). */
export function opensList(id: number, kb: Knowledge): boolean {
  const passages = kb.passages.passages;
  return /:$/.test(passages[id]?.text ?? '') || namedItems(id, passages).length >= 2;
}

/** How many passages hold each text: a label an article repeats ("What to do.") is not an item's name. */
const textCounts = new WeakMap<readonly Passage[], Map<string, number>>();

/**
 * The names of the items of a list that follows passage `id` without a colon ("...four broad
 * groups." then "- **Informational.** ..."): its labels, when none of them is a label the site
 * repeats elsewhere ("What is changing.", "What to do.").
 */
function namedItems(id: number, passages: readonly Passage[]): string[] {
  let counts = textCounts.get(passages);
  if (!counts) {
    counts = new Map();
    for (const passage of passages) counts.set(passage.text, (counts.get(passage.text) ?? 0) + 1);
    textCounts.set(passages, counts);
  }
  const labels = listLabels(id, passages);
  return labels.every((label) => counts.get(`${label}.`) === 1) ? labels : [];
}

/** The most words of a list item's name ("Expected click-through rate."). */
const LABEL_WORDS = 5;

/**
 * The names of the items of a list that opens at passage `id`, when each item starts with one
 * ("- **Ad relevance.** How closely your ad matches..."): the short sentence that heads each
 * item, without the sentences that explain it. None when the items have no names, or when the first
 * one's explanation is short enough to quote with it (a list quotation goes on while items are short).
 */
function listLabels(id: number, passages: readonly Passage[]): string[] {
  const first = passages[id];
  const labels: string[] = [];
  let explanation = 0;
  for (let next = id + 1; next < passages.length && labels.length < 8; next += 1) {
    const candidate = passages[next];
    // The section ends the list, and so does the next list's opening sentence.
    if (!candidate || candidate.href !== first?.href || /:$/.test(candidate.text)) break;
    const label = /^[^.!?:;]+\.$/.test(candidate.text) && candidate.text.split(' ').length <= LABEL_WORDS;
    const explained = (passages[next + 1]?.text.length ?? 0) > candidate.text.length;
    if (label && explained) labels.push(candidate.text.slice(0, -1));
    else if (labels.length === 0) return [];
    else if (labels.length === 1 && !explanation) explanation = candidate.text.length;
  }
  // Items short enough to quote whole ("Quality score of 8. 24 ÷ 8 + $0.01 = $3.01 per click.") are.
  return explanation > LIST_ITEM_CHARS ? labels : [];
}

/** Asking for something to be made. */
const MAKING = /\b(?:build|make|create|design|develop|set up|setup|write|produce|install|integrate|configure)\b/;

/** Whether the service or pricing pages describe what a question asks about, closely enough to quote. */
export function describedOnServicePages(text: string, kb: Knowledge): boolean {
  // Word for word: a synonym must not turn work we do not list into work we describe. The legal
  // pages say what the site does with what a visitor sends, never what we make: "would you build
  // a chatbot like this one?" is not answered by the terms' sentence on the site's chat assistant.
  const makes = MAKING.test(text);
  const [best] = findPassages(text, kb.passages, {
    kinds: makes ? ['service', 'pricing', 'company'] : ['service', 'pricing', 'company', 'legal'],
    synonyms: false,
  });
  return best !== undefined && confident(best);
}

/**
 * Whether a sentence of our service, pricing or company pages holds two of a request's words, word
 * for word: looser than describedOnServicePages, enough to keep "can you recover our lost traffic"
 * (the content service's words) from being said not to be listed.
 */
export const nearOurWork = (text: string, kb: Knowledge) =>
  findPassages(text, kb.passages, { kinds: ['service', 'pricing', 'company'], synonyms: false }).some(
    (match) => match.inText >= 2,
  );

/**
 * The sentence of a service's own page that holds most of what a question about that service asks
 * in particular (beyond the service's name and the words of an overview), if one holds any of it:
 * quoted after the service's summary, so "what does reputation management do about fake reviews?"
 * gets the page's sentence on fake reviews, linked, and not the summary alone. `others` are more pages to
 * look on, `answered` the words the answer covers anyway, `said` what it says already (never
 * quoted twice).
 */
export function servicePageDetail(
  text: string,
  kb: Knowledge,
  understood: Understanding,
  others: readonly string[] = [],
  answered = '',
  said = '',
): Detail | undefined {
  const pages = [...(understood.service ? [servicePage(understood.service)] : []), ...others];
  if (pages.length === 0) return undefined;
  const onPage = (href: string) => pages.some((page) => href === page || href.startsWith(`${page}#`));
  const particular = particularTerms(text, understood, namedTerms(understood, answered));
  if (particular.length === 0) return undefined;
  const matches = findPassages(particular.join(' '), kb.passages, { limit: 200 });
  const best = matches.find(
    (match) =>
      onPage(match.passage.href) &&
      // A company fact's heading is its own title on the page ("A live dashboard"), so counts as its text.
      (match.inText > 0 ||
        (match.passage.kind === 'company' &&
          termsOf(match.passage.heading).some((term) => particular.includes(term)))) &&
      match.coverage >= NEAREST_COVERAGE &&
      // Not what the answer says already.
      !said.includes(match.passage.text),
  );
  return best
    ? { text: quotation(best.passage.id, kb), link: { href: best.passage.href, title: best.passage.page } }
    : undefined;
}

/**
 * The coverage from which the nearest sentence is offered, said to be the nearest, rather than
 * nothing. Chosen on the dev part, five-fold (2026-11-27, 842 cases): 0.45 answered 591 right, 0.35
 * 597, 0.30 603, 0.25 604, 0.20 605, none misleading once a question whether we offer something is
 * kept from it (at 0.30 without that, one was: "can I buy followers from you?" met a sentence on
 * follower counts). 0.30 takes most of the gain with sentences that still hold a third of the question.
 */
export const NEAREST_COVERAGE = 0.3;

/**
 * The least a sentence that holds none of a question's terms itself (only its heading and the
 * visitors' words for it do) must hold to be offered as the nearest. Chosen on the five-fold dev
 * part (2026-11-27, 2,980 cases): three terms and 0.35, +10 (dev +10); four terms +7; three terms
 * and 0.5 +9. Before, such a sentence was never offered, and a question put wholly in other words
 * than its sentence's met "I don't know".
 */
const NEAREST_BY_EXAMPLES = { matched: 3, coverage: 0.35 };

/**
 * The least the nearest sentence must hold of a question whether we do something ("will you just
 * copy paste the same post onto every network?"), whose loose neighbour would read as "yes". Chosen
 * on the five-fold dev part (2026-11-27, 3,096 cases): three terms and 0.5 answered 12 more right
 * with none misleading; four terms and 0.5 +8 (on 2,980), three and 0.6 +6. Before, such a question
 * never got the nearest sentence, and "can you get bad reviews deleted?" met "I don't know".
 */
export const NEAREST_FOR_OFFER = { matched: 3, coverage: 0.5 };

/**
 * When no sentence answers confidently but one comes near (`least`: by default NEAREST_COVERAGE and
 * two of the question's terms, one in the sentence itself): the sentence, said to be the closest the site comes, with the
 * way to ask a person. Never stated as the answer, so a near miss does not read as a fact.
 */
export function nearestAnswer(
  text: string,
  kb: Knowledge,
  least = { matched: 2, coverage: NEAREST_COVERAGE },
  within?: (passage: Passage) => boolean,
): ChatReply | undefined {
  const [best] = searchFor(text, kb, undefined, within);
  if (!best || best.coverage < least.coverage || best.matched < least.matched) return undefined;
  // A sentence that holds none of the question's terms itself comes near through the words
  // visitors ask it with (its examples) only when they hold three terms and more of the question.
  if (best.inText < 1 && (best.matched < NEAREST_BY_EXAMPLES.matched || best.coverage < NEAREST_BY_EXAMPLES.coverage))
    return undefined;
  const { passage } = best;
  const where = passage.kind === 'article' ? `our article **${passage.page}**` : `our **${passage.page}** page`;
  return reply(
    `I'm not sure our site answers exactly that. The closest it comes is ${where}: "${quotation(passage.id, kb)}" If that doesn't answer it, a member of our team can: leave your question in a **support ticket**, or write to us.`,
    false,
    [{ href: passage.href, title: passage.page }],
  );
}

/** Where the Terms say the published prices are not a quote. */
const NOT_AN_OFFER = '/terms-and-conditions#information-only-not-an-offer';

/**
 * "Is that a quote or just an estimate?", "are your prices binding?": the Terms' sentence that the
 * site's prices are not a binding offer or a quote, with what follows it. "Are the prices final or
 * can they change?": the sentence that they are starting points, with how the final price is set.
 */
export function pricesBindingAnswer(kb: Knowledge, asked: 'binding' | 'final'): ChatReply | undefined {
  const sentence = asked === 'binding' ? /\bbinding\b/ : /\bstarting points\b/;
  const passage = kb.passages.passages.find((entry) => entry.href === NOT_AN_OFFER && sentence.test(entry.text));
  return passage ? quotedReply(passage, kb) : undefined;
}

/** Whether ad spend is part of our fee: the PPC price list's note that it is not. */
export function adSpendAnswer(kb: Knowledge): ChatReply | undefined {
  const passage = kb.passages.passages.findLast(
    (entry) => entry.kind === 'pricing' && /\bad spend\b.*\bnot part of our fee\b/i.test(entry.text),
  );
  return passage ? quotedReply(passage, kb) : undefined;
}

/** Nothing on the site answers: say so, and hand over to a person. */
export function unknownAnswer(understood: Understanding): ChatReply {
  void understood;
  return escalate('unknown');
}

/**
 * The fewest question terms, and the least share of its weight, a sentence must hold to answer a
 * question about a service in place of the service's summary. Chosen on the five-fold dev part
 * (2026-11-27, 2,757 cases): four terms and 0.3 answered 38 more right (dev +14), with questions
 * whether we do something left to the summary (48 without that, but "can you help with local seo?"
 * met a sentence on approving changes); five terms fewer, a coverage of 0.5 fewer, requiring two
 * terms in the sentence itself fewer still. The same holds a sentence in place of "we have not
 * published an article on that" (five-fold +9 of 2,874; three terms +12).
 */
export const INSTEAD_OF_SUMMARY = { matched: 4, coverage: 0.3 };

/**
 * The sentence that holds much of a question about a service, when no rule before it answered:
 * "how will my seo strategist keep me in the loop each month?" is the about page's sentence on the
 * monthly review call, not a summary of SEO. A short question ("what is local seo?") has too few
 * terms for it and keeps the summary.
 */
export function sentenceOverSummary(text: string, kb: Knowledge, understood: Understanding): ChatReply | undefined {
  // Whether we do something ("can you help a small bakery with local seo?") is the summary's to answer.
  if (understood.asksOffer) return undefined;
  // An article's sentence must itself (or its heading) hold something the question asks in
  // particular: one that only visitors' words tie to "how to rank higher in google maps" does not
  // replace the summary of local SEO.
  return heldSentence(text, kb, INSTEAD_OF_SUMMARY, {
    also: (match) => match.passage.kind !== 'article' || holdsParticular(match, text, understood, kb),
  });
}

/**
 * The best sentence for a question that holds at least `least` of it, quoted. (Preferring one on
 * the service's own page cost 3 of the five-fold dev part.)
 */
export function heldSentence(
  text: string,
  kb: Knowledge,
  least: { matched: number; coverage: number },
  options: {
    kinds?: readonly Passage['kind'][];
    /** What else the sentence must meet. */
    also?: (match: PassageMatch) => boolean;
  } = {},
): ChatReply | undefined {
  const { kinds, also = () => true } = options;
  const found = kinds ? findPassages(text, kb.passages, { kinds, limit: 60 }) : searchFor(text, kb, 60);
  const best = found.find((match) => match.matched >= least.matched && match.coverage >= least.coverage && also(match));
  return best ? quotedReply(best.passage, kb) : undefined;
}
