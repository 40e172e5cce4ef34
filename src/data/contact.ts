import type { IconName } from '../lib/schemas/icon.schema.ts';
import { keepTogether } from '../lib/text.ts';
import { site } from './site.ts';

/** A way to reach the agency (the spec's contact details: heading, content, time). */
export interface ContactDetail {
  icon: IconName;
  heading: string;
  content: string;
  /** When this channel is answered. */
  time: string;
  href?: string;
}

/** The contact page's list, built from the site facts so a change there shows here. */
export const contactDetails: ContactDetail[] = [
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
];
