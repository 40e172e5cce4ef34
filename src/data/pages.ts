import type { ContactTopics } from '../lib/contact-topics.ts';
import { planName, planSlug } from '../lib/pricing.ts';
import type { Route } from '../lib/schemas/route.ts';
import type { PageMeta } from '../lib/schemas/seo.ts';
import type { Crumb } from '../lib/structured-data.ts';
import { metadata } from './metadata.ts';
import { pricing, type PricingSlug } from './pricing.ts';
import { routeAt, routes, routesOfKind, slugOf } from './routes.ts';
import { services, type ServiceSlug } from './services.ts';

/** A route's title and description from the metadata registry. */
export function metaFor(route: Route): PageMeta {
  if (!route.metaKey) throw new Error(`${route.path} has no metadata key: its title comes from its content`);
  return metadata[route.metaKey];
}

/**
 * The breadcrumb trail of a page: home, every parent page in the route table (News for an
 * article), then the page itself. Empty on the home page.
 */
export function crumbsFor(route: Route): Crumb[] {
  const home = routeAt('/');
  if (route.path === home.path) return [];
  const segments = route.path.split('/').slice(1, -1);
  const parents = segments
    .map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)
    .flatMap((path) => routes.filter((r) => r.path === path));
  return [home, ...parents, route].map((r) => ({ name: r.label, path: r.path }));
}

/** The content of a service page. */
export function serviceFor(route: { path: `/${ServiceSlug}` }) {
  return services[slugOf(route)];
}

/** The plans of a pricing page. */
export function pricingFor(route: { path: `/${PricingSlug}` }) {
  return pricing[slugOf(route)];
}

/**
 * The subject each call to action stands for on the contact page: every plan of every pricing
 * page ("plan=seo-gold": "SEO Gold plan") and every service ("service=local-seo-services").
 */
export function contactTopics(): ContactTopics {
  const topics: Record<string, string> = {};
  for (const route of routesOfKind('pricing')) {
    const group = pricingFor(route);
    const groupName = route.label.replace(/ Pricing$/, '');
    for (const plan of group.plans) {
      topics[`plan=${planSlug(group.id, plan.type)}`] = `${groupName} ${planName(plan.type)} plan`;
    }
  }
  for (const route of routesOfKind('service')) topics[`service=${slugOf(route)}`] = route.label;
  return topics;
}
