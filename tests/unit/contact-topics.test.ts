import { describe, expect, it } from 'vitest';
import { contactTopics } from '../../src/data/contact-page.ts';
import { pricing } from '../../src/data/pricing.ts';
import { routesOfKind } from '../../src/data/routes.ts';
import { contactHref, topicFromQuery } from '../../src/lib/contact-topics.ts';
import { planSlug } from '../../src/lib/plans.ts';

describe('calls to action carry their context to the contact form', () => {
  const topics = contactTopics();

  it('knows a subject for every plan of every pricing page and for every service', () => {
    const plans = Object.values(pricing).flatMap((group) => group.plans.map((plan) => planSlug(group.id, plan.type)));
    expect(plans).toHaveLength(14);
    for (const plan of plans)
      expect(topics[`plan=${plan}`], plan).toMatch(/^[\w -]+ (Silver|Gold|Platinum|Premium|Diamond) plan$/);
    for (const route of routesOfKind('service')) expect(topics[`service=${route.path.slice(1)}`]).toBe(route.label);
    expect(Object.keys(topics)).toHaveLength(14 + 9);
  });

  it.each([
    ['?plan=seo-gold', 'SEO Gold plan'],
    ['?plan=web-premium', 'Web Development Premium plan'],
    ['?plan=ppc-diamond&utm_source=x', 'PPC Diamond plan'],
    ['?service=local-seo-services', 'Local SEO'],
    ['?plan=seo-gold&service=local-seo-services', 'SEO Gold plan'],
    ['?plan=gold-bars', undefined],
    ['?plan=__proto__', undefined],
    ['?plan=', undefined],
    ['', undefined],
  ])('reads %j as %j', (search, subject) => {
    expect(topicFromQuery(search, topics)).toBe(subject);
  });

  it('links with the context encoded in the query', () => {
    expect(contactHref('plan', planSlug('SEO', 'gold'))).toBe('/contact?plan=seo-gold#message');
    expect(contactHref('service', 'local-seo-services')).toBe('/contact?service=local-seo-services#message');
    expect(topicFromQuery(new URL(contactHref('plan', 'smo-silver'), 'https://x.example').search, topics)).toBe(
      'SMO Silver plan',
    );
  });
});
