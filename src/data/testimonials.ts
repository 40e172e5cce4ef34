import * as z from 'zod';
import { testimonialSchema } from '../lib/schemas/testimonial.schema.ts';
import { serviceSlugs } from './services.ts';

/** What clients say, shown on the home and about pages. */
export const testimonials = z
  .array(testimonialSchema(serviceSlugs))
  .min(6)
  .parse([
    {
      name: 'Dr. Priya Raman',
      role: 'Practice Owner',
      company: 'Brightside Family Dental',
      review:
        'Our Google Business Profile was half finished and two old listings still showed our previous address. Tidewell cleaned all of that up, set up a simple way to ask patients for reviews and added service pages for each neighborhood we serve. Within a few months we started showing in the map results for "dentist near me", and the front desk now asks new patients how they found us. More and more say Google.',
      service: 'local-seo-services',
    },
    {
      name: 'Marcus Bell',
      role: 'Founder',
      company: 'Copper & Pine Candle Co.',
      review:
        'We had 200 products and almost all of them shared the same copied description. The team rewrote our category pages, fixed duplicate URLs from our filters and added product schema. It took patience, but organic sales now make up a real share of our month instead of relying on ads alone.',
      service: 'ecommerce-seo',
    },
    {
      name: 'Elena Vasquez',
      role: 'Managing Partner',
      company: 'Vasquez & Hale Family Law',
      review:
        'We were paying for clicks on searches like "free legal advice" that never turned into clients. Tidewell rebuilt our Google Ads account around the cases we actually take, added negative keywords and call tracking, and gave us a landing page for each practice area. We spend about the same each month, but the consultations we book are the right ones.',
      service: 'pay-per-click',
    },
    {
      name: 'Tony Marchetti',
      role: 'Director of Operations',
      company: 'Harbor Table Restaurant Group',
      review:
        'With three locations, reviews were piling up faster than we could read them. Now every review gets a thoughtful reply within a day or two, problems reach the right manager, and happy guests get a gentle nudge to share their visit. Our ratings have steadily improved, and guests mention the replies.',
      service: 'online-reputation-management',
    },
    {
      name: 'Hannah Cole',
      role: 'Head of Growth',
      company: 'Tallyroot Software',
      review:
        'As a small SaaS team we knew we needed content but kept publishing posts nobody searched for. Tidewell built a plan around the questions our buyers ask before they pick bookkeeping software, and their writers actually understand the product. Demo requests from the blog went from rare to a steady weekly source.',
      service: 'content-marketing',
    },
    {
      name: 'Darnell Brooks',
      role: 'Owner',
      company: 'Brooks Comfort Heating & Air',
      review:
        "I'm not a marketing guy and didn't want to become one. They explained in plain English what was wrong with our website, fixed the slow pages, wrote proper pages for furnace repair and AC installs, and send me a short report every month. Phones are busier in the off-season than they used to be, and I know which calls came from the website.",
      service: 'small-business-seo',
    },
  ]);

/** One client's testimonial, as the data above holds it. */
export type Testimonial = (typeof testimonials)[number];

/** Home's three testimonials; About shows the other three, so neither page repeats the other. */
export const homeTestimonials = testimonials.slice(0, 3);

/** About's three testimonials: the ones Home does not show. */
export const aboutTestimonials = testimonials.slice(3, 6);
