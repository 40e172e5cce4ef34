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
 * The service pages that invite their visitors to audit their own site: the SEO family (each
 * sells work the audit's findings point to).
 */
export const auditInviteServices = [
  'seo-services',
  'local-seo-services',
  'small-business-seo',
  'ecommerce-seo',
  'white-label-seo',
] as const satisfies readonly ServiceSlug[];

/** The pricing pages that invite the same. */
export const auditInvitePricing = ['seo-pricing'] as const;

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
