import type { Route } from '../lib/schemas/route.schema.ts';
import { routeAt, routesOfKind } from './routes.ts';

/** A link in a menu or link group: where it goes and what it says. */
export interface NavLink {
  link: string;
  name: string;
}

/** A named group of links, as the footer groups its quick links. */
export interface LinkGroup {
  name: string;
  links: NavLink[];
}

/** An item of the main navigation: a plain link or a dropdown of links. */
export type NavItem = ({ type: 'link' } & NavLink) | ({ type: 'menu'; id: string } & LinkGroup);

const toLink = (route: Route): NavLink => ({ link: route.path, name: route.label });

/**
 * The main navigation bar, in its required order (docs/requirements.md#navigation-bar). The
 * Register button is separate.
 */
export const mainNav: NavItem[] = [
  { type: 'link', ...toLink(routeAt('/')) },
  { type: 'link', ...toLink(routeAt('/about')) },
  { type: 'menu', id: 'services', name: 'Services', links: routesOfKind('service').map(toLink) },
  { type: 'menu', id: 'pricing', name: 'Pricing', links: routesOfKind('pricing').map(toLink) },
  { type: 'link', ...toLink(routeAt('/news')) },
  { type: 'link', ...toLink(routeAt('/contact')) },
];

/** Where the Register button goes. */
export const registerLink: NavLink = { link: routeAt('/contact').path, name: 'Register' };

/** The navigation's call to action beside Register: the free website audit (a tool, not a service). */
export const auditLink: NavLink = { link: routeAt('/free-seo-audit').path, name: 'Free audit' };

/**
 * How many articles the footer's News group lists: eight, the newest (docs/requirements.md#footer).
 * The footer is on every page, so it must not grow with the archive; the news list has them all.
 */
export const FOOTER_ARTICLES = 8;

/**
 * The footer's quick links, in their four groups (docs/requirements.md#footer). The News group
 * lists the newest `FOOTER_ARTICLES` articles of those passed in (the news collection, newest
 * first).
 */
export function footerGroups(articles: readonly Route[]): LinkGroup[] {
  return [
    { name: 'About', links: [routeAt('/about'), routeAt('/contact')].map(toLink) },
    { name: 'Service', links: routesOfKind('service').map(toLink) },
    { name: 'Pricing', links: routesOfKind('pricing').map(toLink) },
    { name: 'News', links: articles.slice(0, FOOTER_ARTICLES).map(toLink) },
  ];
}

/** Legal links at the foot of every page. */
export const legalLinks: NavLink[] = routesOfKind('legal').map(toLink);

/**
 * Ids of the home page's sections that other pages link into: the home page sets them on its
 * headings, the not-found page links to them (the site has no index page of services or prices).
 */
export const homeSections = { services: 'services-heading', pricing: 'pricing-heading' } as const;

/** A way on from a dead end: a link with one line on what the visitor finds there. */
export interface WayOn extends NavLink {
  line: string;
}

const home = routeAt('/').path;

/** The not-found page's ways on: home, services, pricing, the free audit, news and contact, one line each. */
export const waysOn: WayOn[] = [
  { ...toLink(routeAt('/')), line: 'What we do, how we work and what clients say, on one page.' },
  {
    link: `${home}#${homeSections.services}`,
    name: 'Services',
    line: `All ${routesOfKind('service').length} services, from SEO and social media to ads and content.`,
  },
  {
    link: `${home}#${homeSections.pricing}`,
    name: 'Pricing',
    line: `Published plans and prices for ${routesOfKind('pricing').length} kinds of work.`,
  },
  {
    link: routeAt('/free-seo-audit').path,
    name: 'Free website audit',
    line: 'See how your own site scores, and what to fix, in about ten seconds.',
  },
  { ...toLink(routeAt('/news')), line: 'Practical articles on search, social media and paid ads.' },
  { ...toLink(routeAt('/contact')), line: 'Call, write or send a message: we answer during business hours.' },
];
