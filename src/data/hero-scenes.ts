import type { PricingSlug } from './pricing.ts';
import { pricing } from './pricing.ts';
import type { ServiceSlug } from './services.ts';

/**
 * The illustrations a page header can show beside its text (src/components/hero-art/): each an
 * interface sketch of the work a page sells, in the visual language of the article covers. They
 * show what the work looks like, never results: no figures, no client names.
 */
export const heroScenes = [
  'overview', // home: search, ads, social and the report around one website
  'report', // about: the monthly report, review call and dashboard every client gets
  'message', // contact: a visitor's message and the agency's reply
  'articles', // news: a stack of articles and the feed
  'ranking', // SEO: a results page with the client's page rising, and the report
  'small-business', // small-business SEO: a shop front, its search result and a call
  'store', // e-commerce SEO: a category page and a product's rich result
  'local', // local SEO: a map with pins and the map listing
  'white-label', // white-label SEO: a report under the partner's brand
  'campaign', // pay-per-click: a campaign's spend against budget and the ad
  'calendar', // social media: a week's posting calendar by network and a post
  'reviews', // reputation: reviews with replies and the rating summary
  'content', // content marketing: a draft and the editorial board
  'site', // web development: a site in a browser and on a phone
] as const;
/** One of the page-header illustrations. */
export type HeroScene = (typeof heroScenes)[number];

/** The illustration of each service page. A new service must pick one (a type error otherwise). */
const serviceScenes = {
  'seo-services': 'ranking',
  'smo-services': 'calendar',
  'online-reputation-management': 'reviews',
  'small-business-seo': 'small-business',
  'ecommerce-seo': 'store',
  'local-seo-services': 'local',
  'white-label-seo': 'white-label',
  'pay-per-click': 'campaign',
  'content-marketing': 'content',
} as const satisfies Record<ServiceSlug, HeroScene>;

/** The illustration of a service page, by the page's slug. */
export function sceneForService(slug: ServiceSlug): HeroScene {
  return serviceScenes[slug];
}

/**
 * The illustration of a pricing page: its group's service, or a website for a group without a
 * service page (web development).
 */
export function sceneForPricing(slug: PricingSlug): HeroScene {
  const service = pricing[slug].service;
  return service ? serviceScenes[service] : 'site';
}
