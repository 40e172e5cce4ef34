import type { Route } from '../lib/schemas/route.schema.ts';
import {
  metadataRegistrySchema,
  pageMetaSchema,
  type MetadataRegistry,
  type PageMeta,
} from '../lib/schemas/seo.schema.ts';
import { claimText } from './company.ts';
import { site } from './site.ts';

/** Title and description of every page, by its metadata key (docs/requirements.md#page-metadata). */
export const metadata: MetadataRegistry = metadataRegistrySchema.parse({
  HOME: {
    title: 'Tidewell Digital | SEO, PPC & Web Development Agency',
    description: `SEO, social media, PPC, reputation management and websites that bring in customers. Join the ${claimText.clients} businesses growing with ${site.name}.`,
  },
  ABOUT_US: {
    title: `About ${site.name} | Marketing Agency Since ${site.foundingYear}`,
    description: `Meet the team behind ${site.name}: marketers and developers growing businesses since ${site.foundingYear}, with ${claimText.retention} of our clients staying on.`,
  },
  SEO_SERVICES: {
    title: 'SEO Services That Grow Organic Traffic | Tidewell Digital',
    description:
      'Technical audits, keyword research, on-page fixes and link building in one plan. See how our SEO services turn search visibility into leads.',
  },
  SEO_PRICING: {
    title: 'SEO Pricing Plans | Tidewell Digital',
    description:
      'Compare our monthly SEO packages side by side: what each plan includes, how many keywords it covers and which suits a business of your size.',
  },
  SMO_PRICING: {
    title: 'Social Media Optimization Pricing | Tidewell Digital',
    description:
      'Transparent SMO plans for Facebook, Instagram, LinkedIn and more. Compare creatives, monthly postings and reporting, then pick your package.',
  },
  PPC_PRICING: {
    title: 'PPC Management Pricing | Tidewell Digital',
    description:
      'Clear pay-per-click management plans: setup fees, managed ad budgets, ad groups, keywords and monthly optimizations compared tier by tier.',
  },
  WEB_PRICING: {
    title: 'Website Development Pricing | Tidewell Digital',
    description:
      'Website packages with published prices. Compare design iterations, hosted e-mail accounts, product migration and monthly maintenance hours.',
  },
  NEWS: {
    title: 'Digital Marketing News & Guides | Tidewell Digital',
    description:
      'Practical articles on SEO, pay-per-click, keywords, backlinks and social media from the Tidewell Digital team, written for business owners.',
  },
  CONTACT_US: {
    title: 'Contact Tidewell Digital | Talk to Our Team',
    description: `Tell us about your business and goals. Reach our team ${site.businessHours.label}, or send a message anytime: support runs ${site.claims.support}.`,
  },
  SMO_SERVICES: {
    title: 'Social Media Optimization Services | Tidewell Digital',
    description:
      'Profile optimization, content calendars and community management across YouTube, Facebook, Instagram, LinkedIn, X and Pinterest.',
  },
  ONLINE_REPUTATION: {
    title: 'Online Reputation Management | Tidewell Digital',
    description:
      'Monitor reviews, respond with care and build a search presence that reflects your real work. Protect the name customers check before they buy.',
  },
  SMALL_BUSINESS_SEO: {
    title: 'Small Business SEO Services | Tidewell Digital',
    description:
      'SEO sized for small budgets: fix what holds your site back, target the searches your customers make and track the calls and leads that follow.',
  },
  ECOMMERCE_SEO: {
    title: 'E-commerce SEO for Online Stores | Tidewell Digital',
    description:
      'Get product and category pages found by shoppers ready to buy. Site structure, product copy, schema markup and speed fixes for online stores.',
  },
  LOCAL_SEO_SERVICES: {
    title: 'Local SEO Services | Tidewell Digital',
    description:
      'Show up in the map pack and "near me" searches. We optimize your Google Business Profile, local listings and reviews to bring in nearby customers.',
  },
  WHITE_LABEL_SEO: {
    title: 'White-Label SEO for Agencies | Tidewell Digital',
    description:
      'Offer SEO under your own brand. Our team does the audits, content and link building behind the scenes, with unbranded reports for your clients.',
  },
  PAY_PER_CLICK: {
    title: 'Pay-Per-Click Advertising Management | Tidewell Digital',
    description:
      'Google Ads and paid social campaigns built around your margins: tight keyword targeting, tested ad copy and landing pages that convert clicks.',
  },
  CONTENT_MARKETING: {
    title: 'Content Marketing Services | Tidewell Digital',
    description:
      'Blog posts, guides and landing pages planned around what your buyers search for, written to rank and to answer the questions that close sales.',
  },
  PRIVACY_POLICY: {
    title: 'Privacy Policy | Tidewell Digital',
    description:
      'What personal data Tidewell Digital collects through its contact forms, chat assistant and support tickets, how we use it, and the rights you have.',
  },
  TERMS_CONDITIONS: {
    title: 'Terms of Service | Tidewell Digital',
    description:
      'The rules for using the Tidewell Digital website and its AI chat assistant: acceptable use, intellectual property, disclaimers and limits of liability.',
  },
  FREE_AUDIT: {
    title: 'Free SEO Audit of Your Website | Tidewell Digital',
    description:
      'A free SEO audit of your page in about ten seconds: a score out of 100, every finding explained and how to fix it. No sign-up, no e-mail needed.',
  },
  COOKIES: {
    title: 'Cookie Policy | Tidewell Digital',
    description:
      'Our website sets no cookies and runs no trackers. Learn what the chat assistant keeps in your browser storage and how to clear it at any time.',
  },
});

/** Title and description of the 404 page. */
export const notFoundMeta = pageMetaSchema.parse({
  title: 'Page not found | Tidewell Digital',
  description:
    'Sorry, this page does not exist or has moved. Head back to the Tidewell Digital home page, browse our services or contact our team for help.',
});

/** A route's title and description from the registry; a page whose metadata comes from its content has none. */
export function metaFor(route: Pick<Route, 'path' | 'metaKey'>): PageMeta {
  if (!route.metaKey) throw new Error(`${route.path} has no metadata key: its title comes from its content`);
  return metadata[route.metaKey];
}
