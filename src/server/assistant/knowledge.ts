import MiniSearch from 'minisearch';
import { claims, processSteps, values } from '../../data/company.ts';
import { metadata } from '../../data/metadata.ts';
import { pricing, pricingSlugs, type PricingSlug } from '../../data/pricing.ts';
import { reporting, REPORTING_ANCHOR } from '../../data/reporting.ts';
import { routes, routesOfKind } from '../../data/routes.ts';
import { services, type ServiceSlug } from '../../data/services.ts';
import { site } from '../../data/site.ts';
import { formatFigure, formatPrice, moneyOf } from '../../lib/money.ts';
import { planName } from '../../lib/plans.ts';
import { lowerFirst } from '../../lib/text.ts';
import type { ArticleDigest } from '../../lib/schemas/article-digest.schema.ts';
import type { FeatureValue, PlanType } from '../../lib/schemas/pricing.schema.ts';
import { legalPages, publishedArticles } from './published-articles.ts';
import type { Lexicon } from './normalise.ts';
import { buildPassages, type PassageIndex } from './passages.ts';
import { buildLexicon } from './understand.ts';

/*
 * What the assistant knows: documents written from the site's typed data (services, every plan of
 * every pricing group, hours, contact details, claims, company facts, the pages and their
 * descriptions) and from the published news articles, each with the site page it comes from.
 * Figures are copied from the data, so a price changed in src/data/pricing.ts changes here too.
 * The articles are MDX that only Astro's build reads, so the build writes a digest of them
 * (article-digest.ts) that this module reads through published-articles.ts: a new article file is in the
 * knowledge after the next build, with nothing else to change.
 */

/** What a document is about. */
export type DocumentKind = 'service' | 'pricing' | 'plan' | 'hours' | 'contact' | 'company' | 'page' | 'article';

/** A piece of knowledge with the page it comes from. */
export interface KnowledgeDocument {
  id: string;
  kind: DocumentKind;
  /** The name of the thing, as the site calls it ("SEO Gold plan", "SEO Services"). */
  title: string;
  /** Keywords and tags. */
  tags: string;
  /** An article's section headings and the terms they cover; absent for other documents. */
  topics?: string;
  /** The facts, in sentences. */
  text: string;
  /** The site page it comes from. */
  href: string;
  /** That page's name. */
  linkTitle: string;
}

/** Texts as sentences: each ends with one full stop. */
const sentences = (texts: readonly (string | undefined)[]) =>
  texts.flatMap((text) => (text ? [`${text.replace(/[.\s]+$/, '')}.`] : [])).join(' ');

/** The name the site gives the page at `path` (its route label, "/about#reporting" too), for links to it. */
export const pageLabel = (path: string) => {
  const page = path.replace(/[#?].*$/, '');
  return routes.find((route) => route.path === page)?.label ?? path;
};

/** The service documents: what each of the nine services is. */
function serviceDocuments(): KnowledgeDocument[] {
  return routesOfKind('service').map((route) => {
    const page = services[route.path.slice(1) as ServiceSlug];
    const meta = route.metaKey ? metadata[route.metaKey] : undefined;
    return {
      id: `service:${route.path}`,
      kind: 'service',
      title: page.header.title,
      tags: [route.label, ...page.tags].join(', '),
      text: sentences([page.summary, page.header.subTitle, meta?.description]),
      href: route.path,
      linkTitle: route.label,
    };
  });
}

/** Names a feature label may start with, which keep their capital in a sentence. */
const NAMED = /^(?:Facebook|Instagram|Twitter|Google|LinkedIn|YouTube|TikTok|Pinterest)\b/;

/** A label as a sentence's words: "On-site blog posts per month" → "on-site blog posts per month". */
const inSentence = (label: string) => (NAMED.test(label) ? label : lowerFirst(label));

/** "hours of maintenance per month" → "hour of maintenance per month": the last plural before "per …". */
function singular(phrase: string): string {
  const [, head = phrase, per = ''] = /^(.*?)((?: per \w+)?)$/.exec(phrase) ?? [];
  return head.replace(/(\w{2,})s\b(?!.*\w{2,}s\b)/, '$1') + per;
}

/**
 * A feature a plan includes, as a sentence says it: a count before what it counts ("4 on-site blog
 * posts per month", "10 hours of maintenance per month"), an amount after its label ("a one-time
 * setup fee of ₹16,700"), other figures after the label ("product migration (up to 300 products)"),
 * included alone ("conversion tracking setup").
 */
export function featureText(label: string, value: FeatureValue): string {
  const words = inSentence(label);
  if (value === false) return `no ${words}`;
  if (value === true) return words;
  if (/^\d[\d,]*$/.test(value)) {
    // "Maintenance (hours per month)": the unit counted is in the brackets.
    const unit = /^(.+) \((\w+) (per \w+)\)$/.exec(words);
    const phrase = unit ? `${unit[2]} of ${unit[1]} ${unit[3]}` : words;
    return `${value} ${value === '1' ? singular(phrase) : phrase}`;
  }
  if (moneyOf(value)) return `a ${words} of ${formatFigure(value)}`;
  return `${words} (${inSentence(value)})`;
}

/** A plan's contents as phrases: "30 keywords targeted", "120 backlinks per month". */
export function planFacts(slug: PricingSlug, type: PlanType): string[] {
  const group = pricing[slug];
  return group.features.flatMap((row) => {
    if (row.kind === 'heading') return [];
    const value = row.values[type];
    if (value === undefined || value === false) return [];
    return [featureText(row.label, value)];
  });
}

/** The pricing documents: one per pricing page, one per plan. */
function pricingDocuments(): KnowledgeDocument[] {
  return pricingSlugs.flatMap((slug) => {
    const group = pricing[slug];
    const href = `/${slug}`;
    const page: KnowledgeDocument = {
      id: `pricing:${href}`,
      kind: 'pricing',
      title: `${group.id} pricing`,
      tags: `${pageLabel(href)}, plans, packages, price, cost`,
      text: `${group.heading}. ${group.intro} Plans: ${group.plans
        .map((plan) => `${planName(plan.type)} ${formatPrice(plan.price, site.priceCurrency, group.billing)}`)
        .join(', ')}. ${[group.currencyNote, ...group.notes].filter(Boolean).join(' ')}`,
      href,
      linkTitle: pageLabel(href),
    };
    const plans = group.plans.map((plan): KnowledgeDocument => ({
      id: `plan:${group.id}:${plan.type}`,
      kind: 'plan',
      title: `${group.id} ${planName(plan.type)} plan`,
      tags: `${group.id}, ${plan.type}, price, plan`,
      text: `${formatPrice(plan.price, site.priceCurrency, group.billing)}. ${plan.bestFor} ${planFacts(slug, plan.type).join('. ')}.${
        group.currencyNote ? ` ${group.currencyNote}` : ''
      }`,
      href,
      linkTitle: pageLabel(href),
    }));
    return [page, ...plans];
  });
}

/** Where the about page shows the reporting every client gets. */
export const REPORTING_PATH = `/about#${REPORTING_ANCHOR}`;

/** Hours, contact details, claims and company facts. */
function companyDocuments(): KnowledgeDocument[] {
  const hours = site.businessHours;
  return [
    {
      id: 'hours',
      kind: 'hours',
      title: 'Business hours',
      tags: 'hours, open, opening times, schedule, available, support',
      text: `Our team is available ${hours.label}. Support runs ${site.claims.support}.`,
      href: '/contact',
      linkTitle: pageLabel('/contact'),
    },
    {
      id: 'contact',
      kind: 'contact',
      title: 'Contact details',
      tags: 'contact, email, e-mail, phone, call, reach, message',
      text: `E-mail ${site.email}, phone ${site.phone.display}, ${hours.label}. The contact form is on the contact page.`,
      href: '/contact',
      linkTitle: pageLabel('/contact'),
    },
    {
      id: 'company',
      kind: 'company',
      title: `About ${site.name}`,
      tags: 'about, company, agency, team, history, clients, retention',
      text: `${site.pitch} In business since ${site.foundingYear}. ${claims.map((claim) => `${claim.value} ${claim.label}`).join(', ')}.`,
      href: '/about',
      linkTitle: pageLabel('/about'),
    },
    {
      id: 'process',
      kind: 'company',
      title: 'How an engagement runs',
      tags: 'process, steps, get started, onboarding, reporting',
      text: processSteps.map((step) => `${step.title}: ${step.content}`).join(' '),
      href: '/about',
      linkTitle: pageLabel('/about'),
    },
    {
      id: 'reporting',
      kind: 'company',
      title: 'The reporting you get',
      tags: 'reporting, reports, analytics, results, dashboard, metrics, measure, review call',
      text: `${reporting.summary} ${reporting.deliverables.map((item) => `${item.title}: ${item.content}`).join(' ')} ${reporting.measures
        .map((measure) => `${measure.service}: ${measure.metrics.join(', ')}.`)
        .join(' ')}`,
      href: REPORTING_PATH,
      linkTitle: pageLabel(REPORTING_PATH),
    },
    {
      id: 'values',
      kind: 'company',
      title: 'What we stand for',
      tags: 'values, why us, transparency, ethics',
      text: values.map((value) => `${value.title}: ${value.content}`).join(' '),
      href: '/about',
      linkTitle: pageLabel('/about'),
    },
  ];
}

/** The other pages of the route table, by their titles and descriptions. */
function pageDocuments(): KnowledgeDocument[] {
  return routes
    .filter((route) => route.metaKey && route.kind !== 'service' && route.kind !== 'pricing')
    .map((route) => {
      const meta = metadata[route.metaKey ?? 'HOME'];
      return {
        id: `page:${route.path}`,
        kind: 'page',
        title: route.label,
        tags: route.label,
        text: `${meta.title}. ${meta.description}`,
        href: route.path,
        linkTitle: route.label,
      };
    });
}

/**
 * One document per published article: its title, tags, section headings with their sub-headings
 * and bold terms, and in the text its description, opening and the first sentence of each
 * section. The closing invitation to get in touch is the same in every article, so it is left out.
 */
function articleDocuments(articles: readonly ArticleDigest[]): KnowledgeDocument[] {
  return articles.map((article) => {
    const sections = article.sections.filter((section) => !section.invitation);
    return {
      id: `article:${article.path}`,
      kind: 'article',
      title: article.title,
      tags: [...article.tags, 'article', 'guide'].join(', '),
      topics: sections.flatMap((section) => [section.heading, ...section.topics]).join('. '),
      text: sentences([article.description, article.lead, ...sections.map((section) => section.summary)]),
      href: article.path,
      linkTitle: article.title,
    };
  });
}

/** Words too common to say what a question is about. */
const STOP_WORDS = new Set(
  'a about an and any are as at be by can could do does for from get give have how i in is it me my of on or our please tell that the this to us we what when where which who why will with would you your'.split(
    ' ',
  ),
);

/** Lower-cases a term and drops stop words, for the index and the queries alike. */
const processTerm = (term: string): string | null => {
  const lower = term.toLowerCase();
  return lower.length < 2 || STOP_WORDS.has(lower) ? null : lower;
};

/** The knowledge base: the documents and their search index. */
export interface Knowledge {
  documents: readonly KnowledgeDocument[];
  /** The published articles, newest first, which article documents were written from. */
  articles: readonly ArticleDigest[];
  index: MiniSearch<KnowledgeDocument>;
  /** How the index reads a word: lower case, stop words dropped (null). */
  processTerm: (term: string) => string | null;
  /** Every sentence of the site's pages and articles, indexed: what the answers quote. */
  passages: PassageIndex;
  /** The words the spelling correction corrects to, and the words it leaves alone. */
  lexicon: Lexicon;
}

/** How often each word appears in the documents and passages: the site's vocabulary. */
function vocabularyOf(texts: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of text
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu) ?? []) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * Builds the knowledge base from the typed data and the articles (by default the published ones
 * the build digested; tests hand in others).
 */
export function buildKnowledge(articles: readonly ArticleDigest[] = publishedArticles()): Knowledge {
  const documents = [
    ...serviceDocuments(),
    ...pricingDocuments(),
    ...companyDocuments(),
    ...pageDocuments(),
    ...articleDocuments(articles),
  ];
  const index = new MiniSearch<KnowledgeDocument>({
    fields: ['title', 'tags', 'topics', 'text'],
    storeFields: ['id', 'kind'],
    processTerm,
    searchOptions: {
      processTerm,
      boost: { title: 3, tags: 2, topics: 2 },
      prefix: (term) => term.length > 4,
      fuzzy: 0.15,
    },
  });
  index.addAll(documents);
  const passages = buildPassages(articles, legalPages());
  const vocabulary = vocabularyOf([
    ...documents.flatMap((doc) => [doc.title, doc.tags, doc.topics ?? '', doc.text]),
    ...passages.passages.flatMap((passage) => [passage.text, passage.heading]),
  ]);
  const lexicon = buildLexicon(vocabulary, STOP_WORDS);
  return { documents, articles, index, processTerm, passages, lexicon };
}

let built: Knowledge | undefined;

/** The knowledge base, built once per function instance. */
export function knowledge(): Knowledge {
  built ??= buildKnowledge();
  return built;
}
