import type { Route } from '../lib/schemas/route.ts';
import type { PageMeta } from '../lib/schemas/seo.ts';
import type { Crumb } from '../lib/structured-data.ts';
import { metadata, notFoundMeta } from './metadata.ts';
import { pricing } from './pricing.ts';
import { routeAt, slugOf } from './routes.ts';
import { services } from './services.ts';

/** A route's title and description from the metadata registry. */
export function metaFor(route: Route): PageMeta {
  return route.metaKey ? metadata[route.metaKey] : notFoundMeta;
}

/** The breadcrumb trail of a page: home, then the page itself. */
export function crumbsFor(route: Route): Crumb[] {
  const home = routeAt('/');
  return route.path === home.path
    ? []
    : [
        { name: home.label, path: home.path },
        { name: route.label, path: route.path },
      ];
}

/** The content of a service route; throws at build time if the data is missing. */
export function serviceFor(route: Route) {
  const content = services[slugOf(route)];
  if (!content) throw new Error(`No service content for ${route.path} in src/data/services.ts`);
  return content;
}

/** The plans of a pricing route; throws at build time if the data is missing. */
export function pricingFor(route: Route) {
  const group = pricing[slugOf(route)];
  if (!group) throw new Error(`No pricing for ${route.path} in src/data/pricing.ts`);
  return group;
}
