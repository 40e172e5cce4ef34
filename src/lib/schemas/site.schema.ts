import * as z from 'zod';
import { currencyCodeSchema } from '../money.ts';

/** Social networks the agency has a profile on, in the order the footer shows them. */
export const socialNetworkSchema = z.enum(['facebook', 'linkedin', 'instagram']);
export type SocialNetwork = z.infer<typeof socialNetworkSchema>;

/** Facts about the agency that pages, the SEO head and the chat assistant all read. */
export const siteSchema = z.strictObject({
  /** Brand name as visitors see it. */
  name: z.string().min(2),
  /** Registered company name for legal text. */
  legalName: z.string().min(2),
  /** Production origin, no trailing slash. */
  url: z.url().refine((url) => !url.endsWith('/'), { error: 'No trailing slash' }),
  /** Footer tagline under the logo. */
  tagline: z.string().min(10),
  /** One-sentence pitch used in the Organization JSON-LD and social cards. */
  pitch: z.string().min(20),
  email: z.email(),
  phone: z.strictObject({
    /** How the number is written on the page. */
    display: z.string().min(7),
    /** The same number in E.164 for `tel:` links and structured data. */
    e164: z.string().regex(/^\+[1-9]\d{6,14}$/),
  }),
  socials: z.array(z.strictObject({ network: socialNetworkSchema, url: z.url(), label: z.string().min(3) })).min(1),
  businessHours: z.strictObject({
    /** Human-readable form, e.g. "Monday to Friday, 10 am to 7 pm EST". */
    label: z.string().min(5),
    /** Short form for tight spaces. */
    short: z.string().min(5),
    days: z.array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])).min(1),
    opens: z.string().regex(/^\d{2}:\d{2}$/),
    closes: z.string().regex(/^\d{2}:\d{2}$/),
    timeZone: z.string().min(3),
  }),
  claims: z.strictObject({
    /** Satisfied clients: the site says "N+" or "more than N". */
    clients: z.number().int().positive(),
    /** Support availability ("24x7"). */
    support: z.string().min(1),
    /** Client retention in percent: the site says "over N%". */
    retention: z.number().min(0).max(100),
  }),
  /** Year the agency was founded, for the About page and structured data. */
  foundingYear: z.number().int().min(1990).max(2100),
  /**
   * The office's postal address, for the Organization in structured data (schema.org
   * PostalAddress): search engines match it with the phone number and hours.
   */
  address: z.strictObject({
    /** Street, number and suite: "200 Park Avenue South, Suite 1100". */
    streetAddress: z.string().trim().min(3),
    /** City. */
    locality: z.string().trim().min(2),
    /** State or region, as the post writes it ("NY"). */
    region: z.string().trim().min(2),
    postalCode: z.string().trim().min(3).max(10),
    /** ISO 3166-1 alpha-2 country code ("US"). */
    country: z.string().regex(/^[A-Z]{2}$/),
  }),
  /**
   * The currency of plan prices (ISO 4217, "USD"): the pricing pages, the home page, the chat
   * assistant and the Offer structured data all write prices in it. Figures the pricing data
   * writes with their own sign (the PPC setup fees in rupees, "₹16700") keep their currency.
   */
  priceCurrency: currencyCodeSchema,
});
export type Site = z.infer<typeof siteSchema>;

/** What a form shows a visitor about reaching the agency: handed to islands as plain props. */
export interface AgencyContact {
  email: Site['email'];
  phone: Site['phone'];
  /** Business hours, short form ("Mon–Fri, 10 am–7 pm EST"). */
  hours: string;
}
