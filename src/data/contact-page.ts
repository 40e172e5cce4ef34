import type { ContactTopics } from '../lib/contact-topics.ts';
import { planName, planSlug } from '../lib/plans.ts';
import { contactDetailsSchema } from '../lib/schemas/contact-detail.schema.ts';
import { keepTogether } from '../lib/text.ts';
import { slugOf } from '../lib/url.ts';
import { pricingFor } from './pricing.ts';
import { routesOfKind } from './routes.ts';
import { site } from './site.ts';

/**
 * The contact page's list, built from the site facts so a change there shows here. The hours are
 * stated once, in their own card; the e-mail and phone cards point to it rather than repeat them.
 */
export const contactDetails = contactDetailsSchema.parse([
  {
    icon: 'Mail',
    heading: 'E-mail us',
    content: site.email,
    href: `mailto:${site.email}`,
    time: 'Read and answered during business hours',
  },
  {
    icon: 'Phone',
    heading: 'Call us',
    content: keepTogether(site.phone.display),
    href: `tel:${site.phone.e164}`,
    time: 'Answered during business hours',
  },
  {
    icon: 'Clock',
    heading: 'Business hours',
    content: site.businessHours.label,
    time: 'Strategy calls and new-client consultations',
  },
  {
    icon: 'Headset',
    heading: `Support ${site.claims.support}`,
    content: 'Existing clients can reach our support team at any hour.',
    time: 'Around the clock, seven days a week',
  },
]);

/**
 * The contact page's two lists under the form: what helps us answer a first message, and what
 * happens after it. The chat assistant answers "what should I put in my message?" and "what happens
 * after I send the form?" from them.
 */
export const contactGuide = {
  include: {
    anchor: 'before-you-write',
    eyebrow: 'Before you write',
    heading: 'What helps us give you a useful answer',
    items: [
      'Your website address and the area or market you serve.',
      'The service you are interested in: SEO, social media, pay-per-click, reputation, content or a website.',
      'What success looks like for you: more calls, more online sales, more bookings or a stronger reputation.',
      'A rough monthly budget, if you have one, so we can suggest the right plan.',
    ],
  },
  next: {
    anchor: 'what-happens-next',
    eyebrow: 'What happens next',
    heading: 'From first message to a clear plan',
    items: [
      `A strategist reads your message and replies during business hours (${site.businessHours.short}).`,
      'We book a short call to understand your goals and look at your current marketing together.',
      'You receive a written recommendation with the plan, the price and what we will report on.',
    ],
  },
} as const;

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
