import { siteSchema, type AgencyContact } from '../lib/schemas/site.schema.ts';

/**
 * The agency's facts. Change a phone number, an address or a claim here and every page, the
 * structured data and the footer follow.
 */
export const site = siteSchema.parse({
  name: 'Tidewell Digital',
  legalName: 'Tidewell Digital LLC',
  url: 'https://tidewell.digital',
  tagline: 'Your personal AI manager that helps your business grow.',
  pitch:
    'Tidewell Digital is a digital-marketing and web-development agency: SEO, social media, pay-per-click, reputation management, content and websites that bring in customers.',
  email: 'hello@tidewell.digital',
  phone: { display: '+1 (646) 555-0142', e164: '+16465550142' },
  socials: [
    { network: 'facebook', url: 'https://www.facebook.com/tidewelldigital', label: 'Tidewell Digital on Facebook' },
    {
      network: 'linkedin',
      url: 'https://www.linkedin.com/company/tidewell-digital',
      label: 'Tidewell Digital on LinkedIn',
    },
    { network: 'instagram', url: 'https://www.instagram.com/tidewelldigital', label: 'Tidewell Digital on Instagram' },
  ],
  businessHours: {
    label: 'Monday to Friday, 10 am to 7 pm EST',
    short: 'Mon–Fri, 10 am–7 pm EST',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '10:00',
    closes: '19:00',
    timeZone: 'America/New_York',
  },
  claims: { clients: 100, support: '24x7', retention: 90 },
  foundingYear: 2014,
  // A placeholder the agency must replace with its registered office: it matches the New York
  // phone number (646) and the Eastern-time hours, but no office has been confirmed.
  address: {
    streetAddress: '200 Park Avenue South, Suite 1100',
    locality: 'New York',
    region: 'NY',
    postalCode: '10003',
    country: 'US',
  },
  // The requirements state no currency for plan prices (docs/requirements.md#prices-in-us-dollars);
  // the hours are Eastern time and the phone input defaults to the United States, so prices are in
  // US dollars. Change it here and every price follows.
  priceCurrency: 'USD',
});

/** The ways to reach the agency that a form shows after sending or failing to send. */
export const agencyContact: AgencyContact = {
  email: site.email,
  phone: site.phone,
  hours: site.businessHours.short,
};
