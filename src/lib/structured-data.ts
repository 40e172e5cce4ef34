import { isoDate } from './dates.ts';
import type { PricingGroup } from './schemas/pricing.schema.ts';
import type { Site } from './schemas/site.schema.ts';
import { canonicalUrl } from './url.ts';

/** A JSON-LD node: plain data, serialised once into the page head. */
export type JsonLd = Record<string, unknown>;

/** A breadcrumb step; the last one is the current page. */
export interface Crumb {
  name: string;
  path: string;
}

const organizationId = (site: Site) => `${site.url}/#organization`;

const allWeek = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A ContactPoint reachable by the agency's e-mail and phone during the given hours. */
function contactPoint(site: Site, contactType: string, dayOfWeek: readonly string[], opens: string, closes: string) {
  return {
    '@type': 'ContactPoint',
    contactType,
    email: site.email,
    telephone: site.phone.e164,
    availableLanguage: ['English'],
    hoursAvailable: { '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes },
  };
}

/** The agency as a schema.org Organization (a ProfessionalService), on every page. */
export function organizationJsonLd(site: Site, logoPath: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organizationId(site),
    name: site.name,
    legalName: site.legalName,
    url: `${site.url}/`,
    logo: canonicalUrl(site.url, logoPath),
    image: canonicalUrl(site.url, logoPath),
    description: site.pitch,
    slogan: site.tagline,
    email: site.email,
    telephone: site.phone.e164,
    foundingDate: String(site.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.streetAddress,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    sameAs: site.socials.map((s) => s.url),
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: site.businessHours.days,
      opens: site.businessHours.opens,
      closes: site.businessHours.closes,
    },
    contactPoint: [
      contactPoint(site, 'sales', site.businessHours.days, site.businessHours.opens, site.businessHours.closes),
      // "24x7" support: every day, the whole day.
      contactPoint(site, 'customer support', allWeek, '00:00', '23:59'),
    ],
  };
}

/** A BreadcrumbList for the trail from the home page to the current page. */
export function breadcrumbJsonLd(site: Site, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(site.url, crumb.path),
    })),
  };
}

/**
 * A Service offered by the agency, optionally with its plans as offers: each in the site's price
 * currency (`site.priceCurrency`), the price as the data holds it (digits, no sign or grouping).
 */
export function serviceJsonLd(
  site: Site,
  service: { name: string; description: string; path: string },
  pricing?: { group: PricingGroup; path: string; planName: (type: string) => string },
): JsonLd {
  const node: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url: canonicalUrl(site.url, service.path),
    serviceType: service.name,
    provider: { '@id': organizationId(site) },
    areaServed: 'Worldwide',
  };
  if (pricing) {
    node['offers'] = pricing.group.plans.map((plan) => ({
      '@type': 'Offer',
      name: `${pricing.planName(plan.type)} plan`,
      description: `${plan.tagline}: ${plan.bestFor}`,
      price: plan.price,
      priceCurrency: site.priceCurrency,
      url: canonicalUrl(site.url, pricing.path),
      seller: { '@id': organizationId(site) },
    }));
  }
  return node;
}

/** What a BlogPosting node says about an article. */
export interface PostingFacts {
  headline: string;
  description: string;
  path: string;
  /** Root-relative or absolute URL of the cover image. */
  image: string;
  published: Date;
  updated?: Date | undefined;
  tags: readonly string[];
  words: number;
  /** The person who wrote it. */
  author: { name: string; role: string };
}

/** A news article as a schema.org BlogPosting, written by a person of the agency and published by it. */
export function blogPostingJsonLd(site: Site, post: PostingFacts): JsonLd {
  const url = canonicalUrl(site.url, post.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.headline,
    description: post.description,
    image: canonicalUrl(site.url, post.image),
    // Calendar days, as the editor wrote them: a midnight-UTC time would be the evening before in the US.
    datePublished: isoDate(post.published),
    dateModified: isoDate(post.updated ?? post.published),
    author: {
      '@type': 'Person',
      name: post.author.name,
      jobTitle: post.author.role,
      worksFor: { '@id': organizationId(site) },
    },
    publisher: { '@id': organizationId(site) },
    inLanguage: 'en-US',
    wordCount: post.words,
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
  };
}

/**
 * Serialises JSON-LD for a `<script type="application/ld+json">` body. `<` is escaped so text in
 * the data can never close the script element.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
