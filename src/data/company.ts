import { claimsSchema, claimTextSchema, iconPointsSchema } from '../lib/schemas/company.schema.ts';
import { site } from './site.ts';

/** The claims as the copy states them (docs/requirements.md#the-product). */
export const claimText = claimTextSchema.parse({
  /** "100+" */
  clients: `${site.claims.clients}+`,
  /** "more than 100" */
  clientsInWords: `more than ${site.claims.clients}`,
  /** "over 90%" */
  retention: `over ${site.claims.retention}%`,
  /** ">90%" */
  retentionShort: `>${site.claims.retention}%`,
});

/**
 * The agency's story, as the about page tells it and the chat quotes it: why it started, how it
 * works, and what it is proudest of.
 */
export const story = {
  heading: 'Built for business owners who want straight answers',
  paragraphs: [
    `${site.name} started in ${site.foundingYear} with a simple observation: most small and mid-sized businesses were paying for marketing they could not see or measure. Reports were full of impressions and rankings for terms nobody searched, while the phone did not ring any more often.`,
    "We set out to run marketing the way an owner would: begin with what brings in revenue, spend where the data says it pays back, and explain every decision in plain language. Today one team of specialists works on each client's account, so your search, social, paid and website work pull in the same direction.",
    `The result is the number we are proudest of: ${claimText.retention} of our clients stay with us year after year, because the work keeps paying for itself.`,
  ],
} as const;

/** How an engagement runs, shown on the home page (About explains it through its reporting instead). */
export const processSteps = iconPointsSchema.parse([
  {
    icon: 'ScanSearch',
    title: 'Audit',
    content:
      'We study your site, your competitors and your current marketing numbers, and show you where the quickest, largest gains are.',
  },
  {
    icon: 'Map',
    title: 'Plan',
    content:
      'You get a written plan with priorities, deliverables and the measures we will report on, agreed before any work starts.',
  },
  {
    icon: 'Rocket',
    title: 'Execute',
    content:
      'Specialists in search, social, ads and development do the work, with one strategist as your single point of contact.',
  },
  {
    icon: 'ChartNoAxesCombined',
    title: 'Report and refine',
    content:
      'Every month you see what was done and what it produced in leads and sales, and we adjust the plan to what the data says.',
  },
]);

/** What the agency stands for, shown on the about page. */
export const values = iconPointsSchema.parse([
  {
    icon: 'Eye',
    title: 'Transparent by default',
    content:
      'You own your accounts, your data and everything we create. Reports show the work done and the results, good or bad.',
  },
  {
    icon: 'Target',
    title: 'Measured in revenue, not vanity metrics',
    content:
      'Impressions and followers matter only when they turn into inquiries and sales, so that is what we track and report.',
  },
  {
    icon: 'ShieldCheck',
    title: 'No shortcuts that put you at risk',
    content:
      'No bought links, fake reviews or automated spam. Search engines and customers punish them, and your brand deserves better.',
  },
  {
    icon: 'Handshake',
    title: 'A partner who picks up the phone',
    content: `Support runs ${site.claims.support}, and during business hours (${site.businessHours.short}) you reach a person who knows your account.`,
  },
]);

/**
 * Who works on a client's account, shown beside the story on the about page. Home states the
 * claims as figures; About introduces the people instead of repeating them.
 */
export const team = iconPointsSchema.parse([
  {
    icon: 'UserRoundCheck',
    title: 'Your strategist',
    content: 'One person who knows your account, plans the work with you and is the person you call.',
  },
  {
    icon: 'Search',
    title: 'SEO specialists',
    content: 'Technical audits, keyword research, on-page changes and outreach for earned links.',
  },
  {
    icon: 'Megaphone',
    title: 'Advertising managers',
    content: 'Google and social ad campaigns, bids and budgets, checked against the leads they bring.',
  },
  {
    icon: 'Share2',
    title: 'Social media managers',
    content: 'Content calendars, publishing and replies on the networks your customers use.',
  },
  {
    icon: 'PenLine',
    title: 'Designers and developers',
    content: 'Fast, accessible websites and landing pages that turn visits into inquiries.',
  },
]);

/** The claims bar: numbers the agency states about itself (docs/requirements.md#the-product). */
export const claims = claimsSchema.parse([
  { value: claimText.clients, label: 'satisfied clients' },
  { value: claimText.retentionShort, label: 'client retention' },
  { value: site.claims.support, label: 'support' },
  { value: String(site.foundingYear), label: 'in business since' },
]);
