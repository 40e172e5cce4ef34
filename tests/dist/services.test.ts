import { describe, expect, it } from 'vitest';
import { pricing, pricingSlugs } from '../../src/data/pricing.ts';
import { routesOfKind } from '../../src/data/routes.ts';
import { services, type ServiceSlug } from '../../src/data/services.ts';
import { read } from './helpers.ts';

/*
 * The nine service pages as a buyer scans them: a "What you get" list beside the first section
 * that leads on to the service's prices where it has a pricing page (to a consultation where it
 * has none), and section headings that belong to their page.
 */

const servicePages = routesOfKind('service').map((route) => ({
  slug: route.path.slice(1) as ServiceSlug,
  html: read(`${route.path.slice(1)}.html`),
}));

/** Text of an HTML fragment, tags dropped and entities a heading may hold decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

/** The page's main content. */
const mainOf = (html: string) => /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';

/** The "What you get" card: from its opening tag to the end of the first section. */
const cardOf = (html: string) => /<div class="card deliverables"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';

/** Headings of the main content, in document order, as [level, text]. */
const headingsOf = (html: string): [number, string][] =>
  [...mainOf(html).matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => [Number(m[1]), textOf(m[2] ?? '')]);

/** The pricing page of a service, if it has one. */
const pricingSlugOf = (slug: ServiceSlug) => pricingSlugs.find((candidate) => pricing[candidate].service === slug);

describe('the "What you get" list', () => {
  it('is on all nine service pages', () => {
    expect(servicePages).toHaveLength(9);
  });

  it.each(servicePages)('$slug: lists the deliverables of its data under a "What you get" heading', ({ slug, html }) => {
    const card = cardOf(html);
    expect(card, 'no card').not.toBe('');
    expect(textOf(/<h3[^>]*>([\s\S]*?)<\/h3>/.exec(card)?.[1] ?? '')).toBe('What you get');
    const list = /<ul class="deliverables__list"[^>]*>([\s\S]*?)<\/ul>/.exec(card)?.[1] ?? '';
    const items = [...list.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((m) => textOf(m[1] ?? ''));
    expect(items).toEqual(services[slug].deliverables);
  });

  it.each(servicePages)('$slug: leads to its pricing page and lowest price, or to a consultation', ({ slug, html }) => {
    const card = cardOf(html);
    const links = [...card.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
      href: (m[1] ?? '').replace(/&amp;/g, '&'),
      text: textOf(m[2] ?? ''),
    }));
    const pricingSlug = pricingSlugOf(slug);
    if (pricingSlug) {
      const group = pricing[pricingSlug];
      expect(links).toEqual([{ href: `/${pricingSlug}`, text: `See ${group.id} plans and prices` }]);
      // The lowest plan, in dollars grouped by hand ("$1,999"), with what it covers.
      const lowest = String(Math.min(...group.plans.map((plan) => Number(plan.price))));
      expect(textOf(card)).toContain(`from $${lowest.replace(/\B(?=(\d{3})+(?!\d))/g, ',')} ${group.billing}`);
    } else {
      expect(links).toEqual([{ href: `/contact?service=${slug}#message`, text: 'Ask for a plan and a price' }]);
    }
  });

  it('has a pricing link on exactly the services with a pricing page: SEO, SMO and PPC', () => {
    const withPrices = servicePages.filter(({ html }) => /href="\/[a-z-]+-pricing"/.test(cardOf(html)));
    expect(withPrices.map(({ slug }) => slug).sort()).toEqual(['pay-per-click', 'seo-services', 'smo-services']);
  });
});

describe('service page headings', () => {
  it.each(servicePages)('$slug: one h1, then h2 and h3 without skipping a level', ({ html }) => {
    const levels = headingsOf(html).map(([level]) => level);
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    for (const [index, level] of levels.entries()) {
      if (index > 0) expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1);
    }
  });

  it.each(servicePages)('$slug: titles its agency cards with its own heading', ({ slug, html }) => {
    const h2s = headingsOf(html)
      .filter(([level]) => level === 2)
      .map(([, text]) => text);
    expect(h2s).toContain(services[slug].cardsHeading);
    expect(h2s).toContain(services[slug].secondSection.heading);
  });

  it('repeats no section heading across the nine pages', () => {
    const h2s = servicePages.flatMap(({ html }) =>
      headingsOf(html)
        .filter(([level]) => level === 2)
        .map(([, text]) => text),
    );
    expect(h2s.length).toBeGreaterThanOrEqual(9 * 4);
    expect(h2s.filter((text, index) => h2s.indexOf(text) !== index)).toEqual([]);
  });
});
