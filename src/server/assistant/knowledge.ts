import MiniSearch from 'minisearch';
import { claims, processSteps, values } from '../../data/company.ts';
import { metadata } from '../../data/metadata.ts';
import { pricing, pricingSlugs, type PricingSlug } from '../../data/pricing.ts';
import { routes, routesOfKind } from '../../data/routes.ts';
import { services, type ServiceSlug } from '../../data/services.ts';
import { site } from '../../data/site.ts';
import { lineText, planName } from '../../lib/plans.ts';
import type { PlanType } from '../../lib/schemas/pricing.schema.ts';

/*
 * What the assistant knows: documents written from the site's typed data (services, every plan of
 * every pricing group, hours, contact details, claims, company facts, the pages and their
 * descriptions), each with the site page it comes from. Figures are copied from the data, so a
 * price changed in src/data/pricing.ts changes here too. Articles are not included yet: their
 * front matter lives in MDX that only Astro's build reads (see the README).
 */

/** What a document is about. */
export type DocumentKind = 'service' | 'pricing' | 'plan' | 'hours' | 'contact' | 'company' | 'page';

/** A piece of knowledge with the page it comes from. */
export interface KnowledgeDocument {
  id: string;
  kind: DocumentKind;
  /** The name of the thing, as the site calls it ("SEO Gold plan", "SEO Services"). */
  title: string;
  /** Keywords and tags. */
  tags: string;
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

/** The name the site gives the page at `path` (its route label), for links to it. */
export const pageLabel = (path: string) => routes.find((route) => route.path === path)?.label ?? path;

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

/** A plan's contents as sentences: "Keywords targeted: 30. Backlinks per month: 120." */
export function planFacts(slug: PricingSlug, type: PlanType): string[] {
  const group = pricing[slug];
  return group.features.flatMap((row) => {
    if (row.kind === 'heading') return [];
    const value = row.values[type];
    if (value === undefined || value === false) return [];
    return [lineText(row.label, value)];
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
        .map((plan) => `${planName(plan.type)} ${plan.price} ${group.billing}`)
        .join(', ')}. ${group.notes.join(' ')}`,
      href,
      linkTitle: pageLabel(href),
    };
    const plans = group.plans.map((plan): KnowledgeDocument => ({
      id: `plan:${group.id}:${plan.type}`,
      kind: 'plan',
      title: `${group.id} ${planName(plan.type)} plan`,
      tags: `${group.id}, ${plan.type}, price, plan`,
      text: `${plan.price} ${group.billing}. ${plan.bestFor} ${planFacts(slug, plan.type).join('. ')}.`,
      href,
      linkTitle: pageLabel(href),
    }));
    return [page, ...plans];
  });
}

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
  index: MiniSearch<KnowledgeDocument>;
  /** How the index reads a word: lower case, stop words dropped (null). */
  processTerm: (term: string) => string | null;
}

/** Builds the knowledge base from the typed data. */
export function buildKnowledge(): Knowledge {
  const documents = [...serviceDocuments(), ...pricingDocuments(), ...companyDocuments(), ...pageDocuments()];
  const index = new MiniSearch<KnowledgeDocument>({
    fields: ['title', 'tags', 'text'],
    storeFields: ['id'],
    processTerm,
    searchOptions: { processTerm, boost: { title: 3, tags: 2 }, prefix: (term) => term.length > 4, fuzzy: 0.15 },
  });
  index.addAll(documents);
  return { documents, index, processTerm };
}

let built: Knowledge | undefined;

/** The knowledge base, built once per function instance. */
export function knowledge(): Knowledge {
  built ??= buildKnowledge();
  return built;
}
