import type { z } from 'zod';
import { articlePath, topicPath } from '../lib/articles.ts';
import { pagePath } from '../lib/paging.ts';
import { routeSchema, routeTableSchema, type PageKind, type Route } from '../lib/schemas/route.schema.ts';
import type { Crumb } from '../lib/structured-data.ts';
import { pricingSlugs } from './pricing.ts';
import { serviceSlugs } from './services.ts';

const routeTable = routeTableSchema({ service: serviceSlugs, pricing: pricingSlugs });

/**
 * Every page of the site with its template, metadata key and sitemap priority
 * (docs/requirements.md#routes-and-priorities). The sitemap, the navigation bar, the footer's quick
 * links and the tests all read this table; the order within a kind is the order menus show.
 */
const table = [
  { path: '/', kind: 'home', label: 'Home', metaKey: 'HOME', priority: 1, inSitemap: true },
  { path: '/about', kind: 'about', label: 'About', metaKey: 'ABOUT_US', priority: 0.8, inSitemap: true },
  { path: '/news', kind: 'news', label: 'News', metaKey: 'NEWS', priority: 0.7, inSitemap: true },
  {
    path: '/view-article',
    kind: 'article-view',
    label: 'Latest article',
    metaKey: null,
    priority: 0.5,
    inSitemap: true,
  },
  { path: '/contact', kind: 'contact', label: 'Contact', metaKey: 'CONTACT_US', priority: 0.7, inSitemap: true },
  {
    path: '/free-seo-audit',
    kind: 'audit',
    label: 'Free website audit',
    metaKey: 'FREE_AUDIT',
    priority: 0.7,
    inSitemap: true,
  },

  {
    path: '/seo-services',
    kind: 'service',
    label: 'SEO Services',
    metaKey: 'SEO_SERVICES',
    priority: 0.6,
    inSitemap: true,
  },
  {
    path: '/smo-services',
    kind: 'service',
    label: 'Social Media Optimization',
    metaKey: 'SMO_SERVICES',
    priority: 0.6,
    inSitemap: true,
  },
  {
    path: '/online-reputation-management',
    kind: 'service',
    label: 'Online Reputation Management',
    metaKey: 'ONLINE_REPUTATION',
    priority: 0.5,
    inSitemap: true,
  },
  {
    path: '/small-business-seo',
    kind: 'service',
    label: 'Small Business SEO',
    metaKey: 'SMALL_BUSINESS_SEO',
    priority: 0.5,
    inSitemap: true,
  },
  {
    path: '/ecommerce-seo',
    kind: 'service',
    label: 'E-commerce SEO',
    metaKey: 'ECOMMERCE_SEO',
    priority: 0.5,
    inSitemap: true,
  },
  {
    path: '/local-seo-services',
    kind: 'service',
    label: 'Local SEO',
    metaKey: 'LOCAL_SEO_SERVICES',
    priority: 0.5,
    inSitemap: true,
  },
  {
    path: '/white-label-seo',
    kind: 'service',
    label: 'White-Label SEO',
    metaKey: 'WHITE_LABEL_SEO',
    priority: 0.5,
    inSitemap: true,
  },
  {
    path: '/pay-per-click',
    kind: 'service',
    label: 'Pay-Per-Click Advertising',
    metaKey: 'PAY_PER_CLICK',
    priority: 0.5,
    inSitemap: true,
  },
  {
    path: '/content-marketing',
    kind: 'service',
    label: 'Content Marketing',
    metaKey: 'CONTENT_MARKETING',
    priority: 0.5,
    inSitemap: true,
  },

  {
    path: '/seo-pricing',
    kind: 'pricing',
    label: 'SEO Pricing',
    metaKey: 'SEO_PRICING',
    priority: 0.6,
    inSitemap: true,
  },
  {
    path: '/smo-pricing',
    kind: 'pricing',
    label: 'SMO Pricing',
    metaKey: 'SMO_PRICING',
    priority: 0.6,
    inSitemap: true,
  },
  {
    path: '/ppc-pricing',
    kind: 'pricing',
    label: 'PPC Pricing',
    metaKey: 'PPC_PRICING',
    priority: 0.6,
    inSitemap: true,
  },
  {
    path: '/web-development-pricing',
    kind: 'pricing',
    label: 'Web Development Pricing',
    metaKey: 'WEB_PRICING',
    priority: 0.6,
    inSitemap: true,
  },

  {
    path: '/terms-and-conditions',
    kind: 'legal',
    label: 'Terms of Service',
    metaKey: 'TERMS_CONDITIONS',
    priority: 0.5,
    inSitemap: true,
  },
  {
    path: '/privacy-policy',
    kind: 'legal',
    label: 'Privacy Policy',
    metaKey: 'PRIVACY_POLICY',
    priority: 0.5,
    inSitemap: true,
  },
  { path: '/cookies', kind: 'legal', label: 'Cookies', metaKey: 'COOKIES', priority: 0.5, inSitemap: true },

  { path: '/404', kind: 'not-found', label: 'Page not found', metaKey: null, priority: 0.1, inSitemap: false },
] as const satisfies z.input<typeof routeTable>;

/** A row of the route table: a service or pricing page's path is "/" and the key of its content. */
export type TableRoute = z.output<typeof routeTable>[number];
/** A path of the route table. */
export type RoutePath = (typeof table)[number]['path'];

export const routes: readonly TableRoute[] = routeTable.parse(table);

/** Sitemap priority of every article: 0.5 each (docs/requirements.md#routes-and-priorities). */
export const ARTICLE_PRIORITY = 0.5;

/**
 * The route of an article of the news collection. Articles are not listed in the table above: an
 * editor adds one by adding its MDX file, and every list of routes merges them in through this.
 */
export function articleRoute(article: { slug: string; title: string }): Route {
  return routeSchema.parse({
    path: articlePath(article.slug),
    kind: 'article',
    label: article.title,
    metaKey: null,
    priority: ARTICLE_PRIORITY,
    inSitemap: true,
  });
}

/**
 * Sitemap priority of a topic page (`/news/topic/local-seo`). The requirements have no topic pages
 * (docs/requirements.md#pages-the-requirements-do-not-have): a topic lists articles (0.5) it does
 * not replace, so it ranks below them and below the news list (0.7).
 */
export const TOPIC_PRIORITY = 0.4;

/**
 * Sitemap priority of the second and later pages of the news list and of a topic (`/news/2`,
 * `/news/topic/seo/2`): ways to older articles, not pages a search should land on first.
 */
export const LIST_PAGE_PRIORITY = 0.3;

/** The route of a topic page: its first page, named by the tag ("Local SEO" at /news/topic/local-seo). */
export function topicRoute(topic: { slug: string; name: string }): Route {
  return routeSchema.parse({
    path: topicPath(topic.slug),
    kind: 'topic',
    label: topic.name,
    metaKey: null,
    priority: TOPIC_PRIORITY,
    inSitemap: true,
  });
}

/**
 * The route of page `page` of a list (the news list or a topic) whose first page is `first`: page 1
 * is `first` itself, a later page is "Page 2" at `<first>/2` with the later pages' priority.
 */
export function listPageRoute(first: Route, page: number): Route {
  if (page === 1) return first;
  return routeSchema.parse({
    ...first,
    path: pagePath(first.path, page),
    label: `Page ${page}`,
    priority: LIST_PAGE_PRIORITY,
  });
}

/** Routes of one kind, in table order. */
export function routesOfKind<Kind extends PageKind>(kind: Kind): (TableRoute & { kind: Kind })[] {
  return routes.filter((route): route is TableRoute & { kind: Kind } => route.kind === kind);
}

/** The route at a path of the table (a mistyped path is a type error). */
export function routeAt<Path extends RoutePath>(path: Path): TableRoute & { path: Path } {
  const route = routes.find((r): r is TableRoute & { path: Path } => r.path === path);
  // Unreachable while the table and its type agree; it keeps a cast out.
  if (!route) throw new Error(`No route at "${path}" in src/data/routes.ts`);
  return route;
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
