import type { IconName } from '../lib/schemas/icon.schema.ts';
import { routeAt, routesOfKind, type TableRoute } from './routes.ts';
import type { ServiceSlug } from './services.ts';

/*
 * The free website audit's page (src/pages/free-seo-audit.astro) and the pages that lead to it:
 * what the audit looks at, in words for a business owner (the checks themselves, their weights
 * and categories, are published from the code in "How we score"), and which pages invite a
 * visitor to run it.
 */

/** The audit page's route. */
export const auditRoute = routeAt('/free-seo-audit');

/**
 * The page's header: what the audit is, how long it takes and what it costs. The chat quotes it
 * too (src/server/assistant/passages.ts).
 */
export const auditHeader = {
  eyebrow: 'Free website audit',
  title: 'See what holds your website back, in about ten seconds',
  /** The lead, with the number of checks when there are any. */
  lead: (checks: number) =>
    `Enter your address: we check the page as a search engine and a customer meet it${checks > 0 ? ` (${checks} checks)` : ''} and tell you what to fix, and how.`,
  /**
   * The promises beside the form (from a laptop's width). The chat quotes them for what the audit
   * costs, but not for how far it reaches ("does it check my whole website?"): see auditPassages.
   */
  promises: [
    'No sign-up and no e-mail: the whole report, free',
    'A score out of 100, by category',
    'Every finding with its fix',
  ],
} as const;

/** The section above the cards of what the audit looks at. */
export const auditAreasIntro = {
  anchor: 'areas-heading',
  eyebrow: 'What the audit checks',
  heading: 'Six things that decide whether a page brings in customers',
  lead: 'The audit reads your page as a search engine first does, with its robots.txt and sitemap, and looks at each of these.',
} as const;

/** What the audit looks at, one card per category of the report. */
export const auditAreas: readonly { icon: IconName; heading: string; text: string }[] = [
  {
    icon: 'Search',
    heading: 'Findability',
    text: 'Whether search engines may crawl and list the page: robots.txt, meta robots, the canonical address, the sitemap.',
  },
  {
    icon: 'FileText',
    heading: 'On-page content',
    text: 'The title and meta description, headings, the amount of text, image descriptions, links, and your search phrase where it counts.',
  },
  {
    icon: 'Wrench',
    heading: 'Technical health',
    text: 'HTTPS, the answer the server gives, the mobile viewport, the page language, mixed content and security headers.',
  },
  {
    icon: 'Gauge',
    heading: 'Speed and weight',
    text: 'How fast the server answers, how heavy the page is and whether it is sent compressed.',
  },
  {
    icon: 'Share2',
    heading: 'Social and structured data',
    text: 'Open Graph for link previews, and JSON-LD that tells search engines who you are (Organization, LocalBusiness).',
  },
  {
    icon: 'ShieldCheck',
    heading: 'Trust and contact',
    text: 'Whether a customer can reach you from the page: a phone number, an e-mail address or a form.',
  },
];

/**
 * What an automated audit cannot see: the page's section of that name, and what the chat answers
 * when asked (src/server/assistant/passages.ts). Each item is its bold lead and the rest of its
 * sentence as written after it (a space or the punctuation that follows the lead).
 */
export const auditLimits = {
  anchor: 'limits-heading',
  eyebrow: 'What an automated audit cannot see',
  heading: 'A fast first look, not the whole picture',
  intro:
    'The audit reads the one page you enter, once, as a search engine first reads it. Each report ends with what it could not see on your page. In general:',
  items: [
    {
      lead: 'Content that only JavaScript adds',
      rest: ' is not read: a page built in the browser can look empty to the audit (and, at first, to search engines).',
    },
    // What the chat quotes, after the intro's first sentence, for how far the audit reaches.
    { lead: 'Pages behind a login', rest: ', and the rest of your site, are not checked.', reach: true },
    {
      lead: "Speed is a sample, not every visitor's experience",
      rest: ": the audit times one fetch from our server and weighs the page. Where the report shows Google's speed test, that is one load in a real browser on an emulated phone, with what Chrome users experienced when Google has enough visits to say.",
    },
    {
      lead: 'Rankings, links from other sites and your competitors',
      rest: ' need a person and other tools: that is what the free review under your report is for.',
    },
  ],
} as const;

/**
 * The page's "How we score" section: its rules and tables are written from the audit's code
 * (src/lib/audit-method.ts), and the chat quotes the rules under this heading.
 */
export const auditMethod = {
  anchor: 'method-heading',
  eyebrow: 'How we score',
  heading: 'The method, in the open',
  lead: "This list is written from the audit's own code each time the site is built, so it is always the method your score came from.",
} as const;

/** The audit's robot, as site owners meet it in their logs: the page's "About the audit bot". */
export const auditBot = {
  heading: 'About the audit bot',
  /** The name its user agent starts with (src/server/audit/fetch-page.ts). */
  name: 'TidewellAuditBot',
  /** What follows "Saw TidewellAuditBot". */
  rest: " in your server's logs? It is this audit. It is not a crawler: it fetches a public page only when someone runs the audit on it, with that site's robots.txt and sitemap, and nothing else. It sends no cookies, follows at most five redirects, gives up after eight seconds, and fetches the same address at most once every five minutes.",
} as const;

/** An invitation to run the audit, in the words of the page it is on. */
export interface AuditInvitation {
  heading: string;
  text: string;
}

const NO_GATE = 'In about ten seconds, with no sign-up and no e-mail.';

/**
 * The service pages that invite their visitors to audit their own site: the SEO family (each
 * sells work the audit's findings point to), each in its own words (no two pages share a heading).
 */
export const auditInviteServices = {
  'seo-services': {
    heading: 'How does your website score?',
    text: `Run our free audit on your own page: a score out of 100, what holds it back in search and how to fix each thing. ${NO_GATE}`,
  },
  'local-seo-services': {
    heading: 'Is your site ready for local searches?',
    text: `Our free audit checks what a nearby customer and Google meet on your page: your phone number, your business markup, your title and more. ${NO_GATE}`,
  },
  'small-business-seo': {
    heading: 'What is holding your site back?',
    text: `Find out before you spend anything: our free audit scores your page out of 100 and says what to fix first, and how. ${NO_GATE}`,
  },
  'ecommerce-seo': {
    heading: 'How does a product page of yours score?',
    text: `Audit a product or category page for free: its title and description, structured data, speed and weight, each with its fix. ${NO_GATE}`,
  },
  'white-label-seo': {
    heading: "Audit a client's site before you pitch",
    text: `Run our free audit on a prospect's page: a score out of 100 and every finding with its fix, to open the conversation. ${NO_GATE}`,
  },
} as const satisfies Partial<Record<ServiceSlug, AuditInvitation>>;

/** The pricing pages that invite the same. */
export const auditInvitePricing = {
  'seo-pricing': {
    heading: 'Not sure which plan your site needs?',
    text: 'Run our free audit on your own page first: a score out of 100 and every fix it needs, in about ten seconds. The failures tell you where a plan’s work would go.',
  },
} as const satisfies Record<string, AuditInvitation>;

/** The invitation a service or pricing page shows, by its slug; none for the others. */
export function auditInvitationFor(slug: string): AuditInvitation | undefined {
  const invitations: Readonly<Record<string, AuditInvitation>> = { ...auditInviteServices, ...auditInvitePricing };
  return invitations[slug];
}

/**
 * The pages a finding of the report may point to, by path, with the name its link gives them: the
 * services by their names, the pricing pages by the work they price ("Web Development").
 */
export function auditServiceNames(): Record<string, string> {
  const name = (route: TableRoute) => (route.kind === 'pricing' ? route.label.replace(/ Pricing$/, '') : route.label);
  return Object.fromEntries(
    [...routesOfKind('service'), ...routesOfKind('pricing')].map((route) => [route.path, name(route)]),
  );
}
