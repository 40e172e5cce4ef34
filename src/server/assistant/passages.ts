import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';
import { auditAreas, auditAreasIntro, auditBot, auditHeader, auditLimits, auditRoute } from '../../data/audit-page.ts';
import { processSteps, story, team, values } from '../../data/company.ts';
import { contactGuide } from '../../data/contact-page.ts';
import { pricing, pricingSlugs } from '../../data/pricing.ts';
import { reporting, REPORTING_ANCHOR } from '../../data/reporting.ts';
import { routesOfKind } from '../../data/routes.ts';
import { services, type ServiceSlug } from '../../data/services.ts';
import type { ArticleDigest, PageDigest } from '../../lib/schemas/article-digest.schema.ts';
import { lowerFirst } from '../../lib/text.ts';
// Written by scripts/content/assistant-examples.mjs from the development questions (see there).
import askedExamples from './asked-examples.json' with { type: 'json' };
import { sentencesOf } from './sentences.ts';

/*
 * The sentences of the site, one passage each, for the answers no figure of the typed data gives:
 * "do you guarantee rankings?" is answered by the SEO page's sentence that says so, "how long
 * should a meta description be?" by the article's sentence with the figure. Each passage keeps
 * the page (and section) it stands on, so the answer quotes it and links there.
 */

/** One sentence of the site. */
export interface Passage {
  id: number;
  /** The sentence, as the page shows it. */
  text: string;
  /** The heading it stands under (and the page's title), which says what it is about too. */
  heading: string;
  /** The page's name ("SEO Services", an article's headline). */
  page: string;
  /** Where it stands: the page, with the section's anchor when it has one. */
  href: string;
  /** What kind of page. */
  kind: 'service' | 'company' | 'pricing' | 'article' | 'legal';
}

/** Words too common to say what a question is about (with question words and the agency's name). */
const STOP_WORDS = new Set(
  (
    'a about above after again all also am an and any are as at be been before being both but by can could did do does doing ' +
    'for from further get gets got had has have having he her here hers him his how i if in into is it its itself just ' +
    'let me more most my no nor not now of off on once only or other our ours out over own please same she should so some ' +
    'such than that the their them then there these they this those through to too under until up us very was we were ' +
    'what when where which while who whom why will with would you your yours tidewell digital tell know want need like ' +
    'guys u ur pls plz really actually thing things ones much many way good ideal best right hi hello hey thanks ' +
    'somewhere anywhere anything something someone anyone ever even still just also else stuff lot lots kind sort ' +
    'go goes going use using used send sent put see look let try say think give work works working come take does doing done ' +
    'though tho although anyway btw lol haha ok okay yeah yep yes um uh hmm cool great wait show shows showing'
  ).split(' '),
);

/** A word as the index reads it: lower case, stop words dropped, stemmed ("rankings" → "rank"). */
export function termOf(word: string): string | null {
  // "we're", "i'm", "you'll" are their pronouns. (Dropping negations too, "isn't" as "not", lost
  // "the seo just isn't working" its sentence.)
  const lower = word.toLowerCase().replace(/'(?:s|re|m|ll|ve|d)$/, '');
  // "x" is the network; every other single letter is noise.
  if ((lower.length < 2 && lower !== 'x') || STOP_WORDS.has(lower)) return null;
  return /^\d/.test(lower) ? lower : stemmer(lower);
}

/**
 * Words a visitor uses for what the site says in other words, as the index reads them: a question
 * term matches a sentence that holds the term or one of these. A small thesaurus of the site's
 * subjects, not of any one question.
 */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  (
    [
      ['buy', ['bought', 'purchas', 'paid', 'pay']],
      ['purchas', ['buy', 'bought']],
      ['pai', ['pai', 'paid', 'buy', 'bought', 'purchas']],
      ['delet', ['remov', 'eras', 'take down']],
      ['remov', ['delet', 'eras']],
      ['pbn', ['privat', 'network']],
      ['penalis', ['penalti', 'penal', 'punish', 'demot']],
      ['penaliz', ['penalti', 'penal', 'punish', 'demot']],
      ['fake', ['fabric', 'paid']],
      ['conversat', ['chat', 'histori', 'messag']],
      ['network', ['platform', 'network', 'channel']],
      ['platform', ['platform', 'network', 'channel']],
      ['wipe', ['clear', 'delet', 'eras', 'remov']],
      // "reach out to".
      ['reach', ['reach', 'contact']],
      // "get rid of".
      ['rid', ['clear', 'delet', 'eras', 'remov']],
      ['clear', ['clear', 'delet', 'eras', 'remov']],
      ['impress', ['impress', 'reach', 'vaniti']],
      ['success', ['result', 'success', 'revenu', 'lead', 'sale']],
      ['save', ['store', 'keep', 'retain']],
      ['store', ['save', 'keep', 'retain']],
      ['keep', ['retain', 'store']],
      ['sell', ['sold']],
      ['backlink', ['link', 'backlink']],
      ['data', ['data', 'inform', 'detail']],
      ['parti', ['parti', 'provid', 'share']],
      ['third', ['third', 'provid', 'share']],
      ['track', ['tracker', 'analyt', 'cooki']],
      ['faster', ['quick', 'fast', 'immedi', 'dai']],
      ['quicker', ['quick', 'fast', 'immedi']],
      ['own', ['owner', 'ownership']],
      ['chatbot', ['assist', 'chat']],
      ['bot', ['assist', 'chat']],
      ['approv', ['sign', 'approv', 'review']],
      ['post', ['publish', 'post']],
      ['guarante', ['guarante', 'promis']],
      ['cancel', ['cancel', 'termin']],
      ['refund', ['refund', 'monei']],
      ['chatgpt', ['ai', 'gener']],
      ['ai', ['artifici', 'gener']],
      ['length', ['long', 'charact']],
      ['long', ['month', 'week', 'dai', 'year', 'charact', 'time']],
      ['often', ['week', 'dai', 'month', 'per', 'time']],
      ['cost', ['price', 'fee', 'cost', 'spend']],
      ['price', ['cost', 'fee', 'price']],
      ['client', ['client', 'custom']],
      ['competitor', ['competitor', 'rival']],
      ['increas', ['grow', 'rais', 'boost', 'improv']],
      ['improv', ['increas', 'boost', 'better']],
      ['rank', ['posit', 'rank']],
      ['result', ['outcom', 'rank', 'traffic', 'lead']],
      ['law', ['law', 'govern', 'jurisdict']],
      ['ag', ['old', 'ag']],
      ['minimum', ['least', 'minimum']],
      ['newslett', ['newslett', 'email']],
      ['spam', ['spam', 'email']],
      ['recaptcha', ['captcha']],
      ['captcha', ['captcha', 'recaptcha']],
      ['bind', ['bind', 'commit', 'offer']],
      ['reus', ['reus', 'copi', 'republish']],
      ['copi', ['copi', 'republish', 'reproduc']],
      ['popup', ['banner']],
      ['banner', ['banner', 'popup']],
      ['includ', ['includ', 'part', 'cover']],
      ['hide', ['hide', 'hidden']],
      ['charg', ['charg', 'price', 'fee', 'bill']],
      // "before you start" is "before work begins", and the other way round. (Not "launch": "what
      // happens before you start" met "what happens after launch".)
      ['start', ['begin']],
      ['begin', ['start']],
      // The stemmer's two forms of one word.
      ['liabl', ['liabil']],
      ['liabil', ['liabl']],
      ['expir', ['expiri']],
      ['expiri', ['expir']],
    ] as const
  ).map(([term, others]) => [term, others]),
);

/** The terms a question term stands for in a sentence: itself and its synonyms. */
export const variantsOf = (term: string): readonly string[] => [term, ...(SYNONYMS[term] ?? [])];

/**
 * "In writing" asked is what is written ("do i get something in writing": "a written plan"), not the
 * writing of articles; a sentence that says "in writing" ("confirmed in writing") holds both.
 */
const IN_WRITING = /\bin writing\b/gi;
/**
 * A sentence that states a formula ("ad rank = maximum bid × quality score") holds what "whats the
 * formula for ad rank" asks, in words (five-fold +3).
 */
const FORMULA = /\s=\s/;
/** A sentence's text as the index reads it: with "written" beside "in writing", and "formula" beside one. */
const writtenToo = (sentence: string) =>
  `${sentence.replace(IN_WRITING, 'in writing written')}${FORMULA.test(sentence) ? ' formula' : ''}`;

/**
 * Asking to see something before it goes out ("without me seeing it first", "can i see the posts
 * before they go out"): asking to approve it, which is how the pages say it ("you approve each
 * month's content calendar"). The word is added, not swapped: "check the articles before they go
 * live" keeps "check" ("your experts check drafts").
 */
const SEEN_FIRST =
  /\bwithout (?:me|us|my|our|the client|them) (?:\w+ )?(?:seeing|checking|reading|approving|okaying|ok'?ing|signing off)(?: (?:on )?(?:it|them|that|this|anything))?(?: first)?\b|\b(?:see|check|read|ok|okay|review|look at) (?:\w+ ){0,4}before (?:it|they|anything|stuff|the \w+|posts?|we|you) (?:\w+ )?(?:go(?:es)? (?:out|live|up)|(?:is|are|gets?|get) (?:posted|published|sent))\b/gi;

/** "E-E-A-T" as one word ("eeat"), as visitors also write it: letters joined by hyphens spell one. */
const spelledOut = (text: string) =>
  text.replace(/(?<![\p{L}\p{N}-])\p{L}(?:-\p{L}){2,}(?![\p{L}\p{N}-])/gu, (letters) => letters.replaceAll('-', ''));

/** The terms of a text, in order, without repeats. */
export const termsOf = (text: string) => [
  ...new Set(
    (
      spelledOut(text)
        .toLowerCase()
        .match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu) ?? []
    )
      .flatMap((word) => word.split('-'))
      .map(termOf)
      .filter((term): term is string => term !== null),
  ),
];

/** The passages of the nine service pages. */
function servicePassages(): Omit<Passage, 'id'>[] {
  return routesOfKind('service').flatMap((route) => {
    const slug = route.path.slice(1) as ServiceSlug;
    const page = services[slug];
    const title = page.header.title;
    const at = (anchor?: string) => (anchor ? `${route.path}#${anchor}` : route.path);
    const of = (texts: readonly string[], heading: string, anchor?: string) =>
      texts.flatMap(sentencesOf).map((text) => ({
        text,
        heading: `${heading}. ${title}`,
        page: title,
        href: at(anchor),
        kind: 'service' as const,
      }));
    return [
      ...of([page.summary, page.header.subTitle, page.header.tagline], title),
      ...of(page.firstSection.paragraphs, page.firstSection.heading, 'first-heading'),
      ...of(page.deliverables, `What you get: ${page.firstSection.heading}`, 'first-heading'),
      ...of([page.secondSection.paragraph], page.secondSection.heading, 'second-heading'),
      ...(page.thirdSection ? of([page.thirdSection.content], page.thirdSection.heading, 'third-heading') : []),
      ...page.agencyCards.flatMap((card) => of([card.content], `${card.heading}. ${page.cardsHeading}`)),
      ...(page.serviceList?.items.flatMap((item) =>
        of([item.content], `${item.heading}. ${page.serviceList?.heading}`),
      ) ?? []),
      ...(page.process?.steps.flatMap((step) => of([step.content], `${step.title}. ${page.process?.heading}`)) ?? []),
    ];
  });
}

/** Where the about page shows the reporting every client gets. */
const REPORTING_PATH = `/about#${REPORTING_ANCHOR}`;

/** The passages of the company's facts: values, team, process, reporting and the contact page's lists. */
function companyPassages(): Omit<Passage, 'id'>[] {
  const of = (title: string, content: string, href: string, page: string) =>
    sentencesOf(content).map((text) => ({ text, heading: title, page, href, kind: 'company' as const }));
  return [
    ...story.paragraphs.flatMap((paragraph) => of(`Our story: ${story.heading}`, paragraph, '/about', 'About')),
    ...values.flatMap((value) => of(value.title, value.content, '/about', 'About')),
    ...team.flatMap((member) => of(member.title, member.content, '/about', 'About')),
    ...processSteps.flatMap((step) => of(`${step.title}: how an engagement runs`, step.content, '/', 'Home')),
    ...of('The reporting you get', reporting.summary, REPORTING_PATH, 'About'),
    ...reporting.deliverables.flatMap((item) => of(`${item.title}: reporting`, item.content, REPORTING_PATH, 'About')),
    // The contact page's lists, each opened by its eyebrow and heading ("What happens next, from
    // first message to a clear plan:") so a quotation takes the whole list.
    ...Object.values(contactGuide).flatMap((list) =>
      of(
        `${list.eyebrow}: ${list.heading}. Contact`,
        `${list.eyebrow}, ${lowerFirst(list.heading)}:\n${list.items.map((item) => `- ${item}`).join('\n')}`,
        `/contact#${list.anchor}`,
        'Contact',
      ),
    ),
  ];
}

/**
 * The passages of the free audit's page: its title and lead (how long it takes), the promises
 * beside the form (what it costs), what it checks, what it cannot see, and its robot. The number
 * of checks is the digest's ("46 checks in 6 categories"), written from the audit's code at build
 * time. A question of how far the audit reaches is answered from what it cannot see, not from
 * "the whole report, free" (local-assistant.ts).
 */
function auditPassages(): Omit<Passage, 'id'>[] {
  const page = auditRoute.label;
  const of = (texts: readonly string[], heading: string, anchor?: string) =>
    texts.flatMap(sentencesOf).map((text) => ({
      text,
      heading: `${heading}. Free website audit`,
      page,
      href: anchor ? `${auditRoute.path}#${anchor}` : auditRoute.path,
      kind: 'service' as const,
    }));
  const areas = `${auditAreasIntro.eyebrow}: ${auditAreasIntro.heading}`;
  return [
    ...of([`${auditHeader.title}.`, auditHeader.lead(0)], auditHeader.title),
    ...of(
      auditHeader.promises.map((promise) => `${promise}.`),
      auditHeader.title,
    ),
    ...of([auditAreasIntro.lead], areas, auditAreasIntro.anchor),
    ...auditAreas.flatMap((area) =>
      of([area.text], `${auditAreasIntro.eyebrow}: ${area.heading}`, auditAreasIntro.anchor),
    ),
    ...of(
      [auditLimits.intro, ...auditLimits.items.map((item) => `${item.lead}${item.rest}`)],
      `${auditLimits.eyebrow}: ${auditLimits.heading}`,
      auditLimits.anchor,
    ),
    ...of([`Saw ${auditBot.name}${auditBot.rest}`], `${auditBot.heading}, ${auditBot.name}`, 'about-the-audit'),
  ];
}

/** The passages of the pricing pages: their introductions and notes. */
function pricingPassages(): Omit<Passage, 'id'>[] {
  return pricingSlugs.flatMap((slug) => {
    const group = pricing[slug];
    const page = `${group.id} pricing`;
    return [group.intro, ...group.notes, group.currencyNote ?? '']
      .filter(Boolean)
      .flatMap(sentencesOf)
      .map((text) => ({
        text,
        heading: `${group.heading}. ${page}`,
        page,
        href: `/${slug}`,
        kind: 'pricing' as const,
      }));
  });
}

/** The passages of the articles: every sentence of every section but the closing invitation. */
function articlePassages(articles: readonly ArticleDigest[]): Omit<Passage, 'id'>[] {
  return articles.flatMap((article) =>
    article.sections
      .filter((section) => !section.invitation)
      .flatMap((section) =>
        section.sentences.map((text) => ({
          text,
          heading: `${section.heading}. ${section.topics.join('. ')}`,
          page: article.title,
          href: `${article.path}#${section.anchor}`,
          kind: 'article' as const,
        })),
      ),
  );
}

/** The passages of the digest's pages: privacy, cookies, the terms of the site, and how the audit scores. */
function legalPassages(pages: readonly PageDigest[]): Omit<Passage, 'id'>[] {
  return pages.flatMap((page) =>
    page.sections.flatMap((section) =>
      section.sentences.map((text) => ({
        text,
        heading: `${section.heading}. ${page.title}`,
        page: page.title,
        href: section.anchor ? `${page.path}#${section.anchor}` : page.path,
        // The audit page's rules of scoring are the page's own, not a legal page's.
        kind: page.path === auditRoute.path ? ('service' as const) : ('legal' as const),
      })),
    ),
  );
}

/** The passages and their index. */
export interface PassageIndex {
  passages: readonly Passage[];
  /**
   * Each passage's terms, by id: its sentence's, its heading's, and those visitors asked it with
   * (asked-examples.json).
   */
  terms: readonly { text: ReadonlySet<string>; heading: ReadonlySet<string>; asked: ReadonlySet<string> }[];
  index: MiniSearch<Passage & { asked: string }>;
  /** How much a term says about a passage: the log of passages over passages holding it (text or heading). */
  weightOf: (term: string) => number;
  /** Whether no sentence, heading or visitors' words hold the term. */
  unheard: (term: string) => boolean;
}

/**
 * A sentence's key in asked-examples.json: a 32-bit FNV-1a hash of its text, in base 36, so the
 * file holds words, not a second copy of the site's sentences. (scripts/content/assistant-examples.mjs
 * fails when two of the site's sentences share a key.)
 */
export function sentenceKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The words visitors asked each sentence with, by the sentence's key (asked-examples.json). */
const EXAMPLES: ReadonlyMap<string, string> = new Map(Object.entries(askedExamples as Record<string, string>));

/**
 * Indexes every sentence of the site's pages and of `articles`, with the words visitors asked
 * them with (`examples`: a sentence's key, sentenceKey, → its words, space-separated).
 */
export function buildPassages(
  articles: readonly ArticleDigest[],
  pages: readonly PageDigest[] = [],
  examples: ReadonlyMap<string, string> = EXAMPLES,
): PassageIndex {
  const passages = [
    ...servicePassages(),
    ...companyPassages(),
    ...pricingPassages(),
    ...auditPassages(),
    ...articlePassages(articles),
    ...legalPassages(pages),
  ].map((passage, id) => ({ ...passage, id }));
  const index = new MiniSearch<Passage & { asked: string }>({
    fields: ['text', 'heading', 'asked'],
    storeFields: [],
    processTerm: termOf,
    tokenize: (text) => spelledOut(text).split(/[^\p{L}\p{N}']+/u),
    searchOptions: { boost: { text: 2, heading: 1, asked: 1 }, processTerm: termOf },
  });
  const asked = passages.map((passage) => examples.get(sentenceKey(passage.text)) ?? '');
  index.addAll(passages.map((passage, id) => ({ ...passage, text: writtenToo(passage.text), asked: asked[id] ?? '' })));
  const terms = passages.map((passage, id) => ({
    text: new Set(termsOf(writtenToo(passage.text))),
    heading: new Set(termsOf(passage.heading)),
    // Already terms (stems), as the script wrote them.
    asked: new Set((asked[id] ?? '').split(' ').filter(Boolean)),
  }));
  const holding = new Map<string, number>();
  for (const { text, heading } of terms) {
    for (const term of new Set([...text, ...heading])) holding.set(term, (holding.get(term) ?? 0) + 1);
  }
  // A term no passage holds weighs as much as the rarest: the visitor asked about it, and no
  // sentence answers it, so it counts against every match (half as much beside three known words,
  // when no visitor asked with it either: findPassages, UNSEEN_SHARE).
  const weightOf = (term: string) => Math.log((passages.length + 1) / ((holding.get(term) ?? 0) + 1)) + 0.1;
  const heard = new Set(terms.flatMap((own) => [...own.asked]));
  const unheard = (term: string) => !holding.has(term) && !heard.has(term);
  return { passages, terms, index, weightOf, unheard };
}

/** How much the search's own score (BM25, relative to the best) adds to a match's rank. */
export const SCORE_SHARE = 0.2;

/** What a question term counts for when only a sentence's heading holds it. */
export const HEADING_SHARE = 0.6;

/**
 * What a question term counts for when the sentence holds only a synonym of it: a little less than
 * the word itself, so "where do the backlinks come from" meets "Backlink counts are delivered..."
 * before "...and link building". Chosen on the five-fold dev part (0.8: 1,653, 0.9: 1,658, 1: 1,653
 * of 2,216).
 */
const SYNONYM_SHARE = 0.9;

/** Whether `passage` is on the page at `path` ("/seo-services" holds "/seo-services#second-heading"). */
export const onPage = (passage: Passage, path: string): boolean => passage.href.split('#')[0] === path;

/**
 * A time, for a question of how long: an amount and its unit ("in about ten seconds", "within
 * days", "over months"), not "time of day" or "each month".
 */
export const DURATION =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|few|several|within|about|over|under|after|in)(?: \w+)? (?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b(?! of\b)/;

/** A counted word's singular: "checks" → "check", "categories" → "category". */
const singular = (word: string) => word.replace(/ies$/, 'y').replace(/(?<=[^s])s$/, '');

/** What a sentence that counts the thing a question asks "how many" of ("46 checks") adds to its rank. */
const COUNTED_SHARE = 0.3;

/**
 * What a word that neither the site nor the words visitors asked with hold counts for, in a
 * question of UNSEEN_AFTER words they do hold or more. Chosen on the five-fold dev part (2026-11-28,
 * 3,946 cases): 0.5 and three words +12, 0.5 alone +9, 0.7 +7, 0.25 +5 with one misleading, 0.5 and
 * four words +2 (the first four counting the words visitors asked with as unknown too).
 */
export const UNSEEN_SHARE = 0.5;
export const UNSEEN_AFTER = 3;

/** What a question term counts for when only the words visitors asked the sentence with hold it. */
export const ASKED_SHARE = 0.9;

/** A term weighing this share of the question's rarest term is as specific, and must be held too. */
export const SPECIFIC_SHARE = 0.8;

/** A passage found for a question, with how much of the question it holds. */
export interface PassageMatch {
  passage: Passage;
  /** The question's terms the sentence itself holds. */
  inText: number;
  /** The question's terms the sentence or its heading hold. */
  matched: number;
  /** The question's terms. */
  asked: number;
  /** The share of the question's weight (weightOf) the sentence and its heading hold, 0 to 1. */
  coverage: number;
  /**
   * Whether it holds the question's specific terms: the rarest, and every term nearly as rare
   * (weighing at least SPECIFIC_SHARE of the rarest's weight).
   */
  holdsRarest: boolean;
  /** What the matches are ordered by: the coverage, and a figure for a question of how much. */
  rank: number;
  score: number;
}

/**
 * The passages that answer `question` best, best first: the search's results re-ranked by how many
 * of the question's terms the sentence itself holds, then its heading, then the search's score.
 */
export function findPassages(
  question: string,
  passages: PassageIndex,
  options: {
    limit?: number;
    kinds?: readonly Passage['kind'][];
    /** Whether a question term matches its synonyms too. */
    synonyms?: boolean;
    /** Only the passages this admits (those of one page, or one section of it). */
    within?: (passage: Passage) => boolean;
  } = {},
): PassageMatch[] {
  const asked = termsOf(question.replace(IN_WRITING, 'written').replace(SEEN_FIRST, (seen) => `${seen} approve`));
  if (asked.length === 0) return [];
  // A word no sentence holds weighs as the rarest (weightOf). When no visitor asked with it either,
  // beside three words the site does know, it is more likely the visitor's own situation ("for my
  // nail salon", "i usually do like 25") than what is asked, and counts UNSEEN_SHARE of that.
  const share = asked.filter((term) => !passages.unheard(term)).length >= UNSEEN_AFTER ? UNSEEN_SHARE : 1;
  const weights = new Map(asked.map((term) => [term, passages.weightOf(term) * (passages.unheard(term) ? share : 1)]));
  const weightOf = (term: string) => weights.get(term) ?? passages.weightOf(term);
  const total = asked.reduce((sum, term) => sum + weightOf(term), 0);
  const variants = options.synonyms === false ? (term: string) => [term] : variantsOf;
  const query = [...new Set(asked.flatMap(variants))].join(' ');
  const results = passages.index.search(query, { combineWith: 'OR', fuzzy: false, prefix: false });
  // "how long", "how many", "what's a good density": a sentence with a figure answers it.
  const lowered = question.toLowerCase();
  const quantity =
    /\bhow (?:long|many|much|often|soon|fast|quickly)\b|\blength\b|\bdensity\b|\bideal\b|\bthresholds?\b|\bpercent|\bformula\b|\bcalculat|\bequation\b/.test(
      lowered,
    );
  // "How long does it take": a time answers it; "how long should a blog post be" asks a length.
  const howLong =
    /\bhow (?:long|soon|fast|quickly)\b/.test(lowered) &&
    !/\bhow long (?:should|is|are|can|must) .*\bbe\b/.test(lowered);
  // "how many checks": a sentence that counts them ("46 checks") answers it.
  const counted = /\bhow many (\w{3,})\b/.exec(lowered)?.[1];
  const counts = counted
    ? new RegExp(`\\b\\d{1,3}(?:,\\d{3})*\\+? (?:\\w+ )?(?:${counted}|${singular(counted)})\\b`)
    : undefined;
  const heaviest = Math.max(...asked.map((term) => weightOf(term)));
  const specific = asked.filter((term) => weightOf(term) >= heaviest * SPECIFIC_SHARE);
  return results
    .flatMap((result) => {
      const passage = passages.passages[result.id as number];
      const termsOfPassage = passages.terms[result.id as number];
      if (
        !passage ||
        !termsOfPassage ||
        (options.kinds && !options.kinds.includes(passage.kind)) ||
        (options.within && !options.within(passage))
      )
        return [];
      const own = termsOfPassage.text;
      const heading = termsOfPassage.heading;
      const lower = passage.text.toLowerCase();
      const holds = (set: ReadonlySet<string>, term: string) =>
        variants(term).some((variant) => set.has(variant) || (variant.includes(' ') && lower.includes(variant)));
      const byVisitors = termsOfPassage.asked;
      const held = asked.filter((term) => holds(own, term) || holds(heading, term) || byVisitors.has(term));
      const inOwn = new Set(asked.filter((term) => holds(own, term)));
      const inText = inOwn.size;
      // A term the sentence holds counts fully; its heading says what it is about; the words
      // visitors asked it with say what it answers.
      const shareOf = (term: string) =>
        inOwn.has(term)
          ? own.has(term)
            ? 1
            : SYNONYM_SHARE
          : holds(heading, term)
            ? Math.max(HEADING_SHARE, byVisitors.has(term) ? ASKED_SHARE : 0)
            : ASKED_SHARE;
      const weight = held.reduce((sum, term) => sum + weightOf(term) * shareOf(term), 0);
      const figure =
        (quantity && (/\d|×|=/.test(passage.text) || (howLong && DURATION.test(lower))) ? 0.15 : 0) +
        (counts?.test(lower) ? COUNTED_SHARE : 0);
      return [
        {
          passage,
          inText,
          matched: held.length,
          asked: asked.length,
          coverage: weight / total,
          holdsRarest: specific.every((term) => held.includes(term)),
          rank: weight / total + figure,
          score: result.score,
        },
      ];
    })
    .map((match, _, all) => ({
      ...match,
      rank: match.rank + SCORE_SHARE * (match.score / Math.max(...all.map((other) => other.score))),
    }))
    .sort((a, b) => b.rank - a.rank || b.inText - a.inText || b.score - a.score)
    .slice(0, options.limit ?? 3);
}
