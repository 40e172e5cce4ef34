import { contactDetailsSchema } from '../lib/schemas/contact-detail.schema.ts';
import { keepTogether } from '../lib/text.ts';
import { site } from './site.ts';

/** The contact page's list, built from the site facts so a change there shows here. */
export const contactDetails = contactDetailsSchema.parse([
  {
    icon: 'Mail',
    heading: 'E-mail us',
    content: site.email,
    href: `mailto:${site.email}`,
    time: `Read and answered ${site.businessHours.label}`,
  },
  {
    icon: 'Phone',
    heading: 'Call us',
    content: keepTogether(site.phone.display),
    href: `tel:${site.phone.e164}`,
    time: site.businessHours.label,
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
