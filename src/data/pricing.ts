import * as z from 'zod';
import { pricingGroupSchema } from '../lib/schemas/pricing.schema.ts';
import { slugOf } from '../lib/url.ts';
import { serviceSlugs } from './services.ts';

const TAGLINE = 'Essential Services';

const groupSchema = pricingGroupSchema(serviceSlugs);

/**
 * Plans of the four pricing pages, keyed by the page's path segment; the keys stay literal
 * (`PricingSlug`), so the route table can only name a pricing page that is here. Each feature row
 * holds one value per plan: `true`/`false` for included/not included, or the figure for that plan.
 * Card lines and the comparison table are both derived from these rows.
 */
const pricingGroups = {
  'seo-pricing': {
    id: 'SEO',
    heading: 'SEO plans that grow with your search visibility',
    intro:
      'Every plan includes keyword research, on-page optimization of your landing pages, monthly link building and a written report. Higher tiers widen the keyword set, add more pages and blog content, and support your rankings with social posting.',
    billing: 'per month',
    service: 'seo-services',
    plans: [
      {
        type: 'silver',
        price: '599',
        tagline: TAGLINE,
        bestFor: 'Local businesses and new sites building their first rankings.',
      },
      {
        type: 'gold',
        price: '899',
        tagline: TAGLINE,
        bestFor: 'Growing companies competing for a wider set of commercial searches.',
      },
      {
        type: 'platinum',
        price: '1199',
        tagline: TAGLINE,
        bestFor: 'Established brands defending and extending page-one positions.',
      },
      {
        type: 'diamond',
        price: '1999',
        tagline: TAGLINE,
        bestFor: 'Multi-location and national sites in crowded, high-value markets.',
      },
    ],
    features: [
      { kind: 'heading', text: 'Keyword research and on-page' },
      {
        kind: 'feature',
        label: 'Keywords targeted',
        values: { silver: '30', gold: '40', platinum: '50', diamond: '100' },
      },
      {
        kind: 'feature',
        label: 'Landing pages optimized',
        values: { silver: '5', gold: '10', platinum: '15', diamond: '20' },
      },
      {
        kind: 'feature',
        label: 'Technical SEO audit and fixes',
        values: { silver: true, gold: true, platinum: true, diamond: true },
      },
      {
        kind: 'feature',
        label: 'Meta titles and descriptions',
        values: { silver: true, gold: true, platinum: true, diamond: true },
      },
      { kind: 'heading', text: 'Off-page' },
      {
        kind: 'feature',
        label: 'Backlinks per month',
        values: { silver: '120', gold: '210', platinum: '300', diamond: '600' },
      },
      {
        kind: 'feature',
        label: 'Google Business Profile optimization',
        values: { silver: true, gold: true, platinum: true, diamond: true },
      },
      { kind: 'heading', text: 'Content' },
      {
        kind: 'feature',
        label: 'On-site blog posts per month',
        values: { silver: '1', gold: '2', platinum: '3', diamond: '4' },
      },
      { kind: 'heading', text: 'Social signals' },
      {
        kind: 'feature',
        label: 'Facebook posts per month',
        values: { silver: false, gold: '4', platinum: '8', diamond: '16' },
      },
      {
        kind: 'feature',
        label: 'Instagram posts per month',
        values: { silver: false, gold: '4', platinum: '8', diamond: '16' },
      },
      {
        kind: 'feature',
        label: 'Twitter (X) posts per month',
        values: { silver: false, gold: '4', platinum: '8', diamond: '12' },
      },
      { kind: 'heading', text: 'Reporting' },
      {
        kind: 'feature',
        label: 'Monthly ranking and traffic report',
        values: { silver: true, gold: true, platinum: true, diamond: true },
      },
    ],
    notes: ['Backlink counts are delivered over the month from relevant, editorially reviewed sites.'],
  },
  'smo-pricing': {
    id: 'SMO',
    heading: 'Social media plans with a steady publishing rhythm',
    intro:
      'We plan, design and publish for you, so your profiles stay active and on brand. Each plan sets how many original creatives we design and how many posts we publish a month; strategy, scheduling and a monthly report come with all of them.',
    billing: 'per month',
    service: 'smo-services',
    plans: [
      {
        type: 'silver',
        price: '299',
        tagline: TAGLINE,
        bestFor: 'Businesses that need one consistent, professional weekly post.',
      },
      {
        type: 'gold',
        price: '349',
        tagline: TAGLINE,
        bestFor: 'Brands ready to post twice a week and grow an engaged audience.',
      },
      {
        type: 'platinum',
        price: '499',
        tagline: TAGLINE,
        bestFor: 'Active brands running campaigns across several networks.',
      },
    ],
    features: [
      { kind: 'heading', text: 'Content' },
      { kind: 'feature', label: 'Creatives designed per month', values: { silver: '4', gold: '8', platinum: '16' } },
      { kind: 'feature', label: 'Postings per month', values: { silver: '4', gold: '8', platinum: '16' } },
      { kind: 'feature', label: 'Captions and hashtag research', values: { silver: true, gold: true, platinum: true } },
      { kind: 'heading', text: 'Management' },
      { kind: 'feature', label: 'Profile optimization', values: { silver: true, gold: true, platinum: true } },
      {
        kind: 'feature',
        label: 'Content calendar and scheduling',
        values: { silver: true, gold: true, platinum: true },
      },
      { kind: 'feature', label: 'Monthly performance report', values: { silver: true, gold: true, platinum: true } },
    ],
    notes: [],
  },
  'ppc-pricing': {
    id: 'PPC',
    heading: 'Pay-per-click management that spends every rupee with intent',
    intro:
      'A one-time setup builds your account, conversion tracking and first campaigns; the monthly fee covers management and optimization within the ad budget your plan supports. Ad spend is paid to the ad platform and is not part of our fee.',
    billing: 'per month',
    service: 'pay-per-click',
    plans: [
      {
        type: 'silver',
        price: '299',
        tagline: TAGLINE,
        bestFor: 'A first search campaign with a focused set of keywords.',
      },
      { type: 'gold', price: '399', tagline: TAGLINE, bestFor: 'Growing accounts testing more ad groups and offers.' },
      {
        type: 'platinum',
        price: '549',
        tagline: TAGLINE,
        bestFor: 'Multi-campaign accounts that need attention several times a month.',
      },
      {
        type: 'diamond',
        price: '699',
        tagline: TAGLINE,
        bestFor: 'Large accounts with broad keyword sets and frequent optimization.',
      },
    ],
    features: [
      { kind: 'heading', text: 'Account setup' },
      {
        kind: 'feature',
        label: 'One-time setup fee',
        values: { silver: '₹16700', gold: '₹29300', platinum: '₹37700', diamond: '₹50300' },
      },
      {
        kind: 'feature',
        label: 'Conversion tracking setup',
        values: { silver: true, gold: true, platinum: true, diamond: true },
      },
      { kind: 'heading', text: 'Campaign management' },
      {
        kind: 'feature',
        label: 'Monthly ad budget managed (maximum)',
        values: { silver: '₹83900', gold: '₹167900', platinum: '₹251900', diamond: '₹251900' },
      },
      {
        kind: 'feature',
        label: 'Optimizations per month',
        values: { silver: '1', gold: '2', platinum: '3', diamond: '5' },
      },
      { kind: 'feature', label: 'Ad groups', values: { silver: '5', gold: '10', platinum: '20', diamond: '40' } },
      { kind: 'feature', label: 'Keywords', values: { silver: '50', gold: '100', platinum: '200', diamond: '500' } },
      { kind: 'heading', text: 'Reporting' },
      {
        kind: 'feature',
        label: 'Monthly spend and conversion report',
        values: { silver: true, gold: true, platinum: true, diamond: true },
      },
    ],
    currencyNote: 'The one-time setup fees and the ad budgets are in Indian rupees (₹).',
    notes: ['Ad spend is billed to you by the ad platform and is not part of our fee.'],
  },
  'web-development-pricing': {
    id: 'WEB',
    heading: 'Websites built to win customers, maintained after launch',
    intro:
      'Each plan covers design, a responsive build, hosted e-mail accounts and monthly maintenance hours after launch. Choose by how many design rounds you want, how many mailboxes your team needs and how much ongoing care the site will get.',
    billing: 'per project',
    plans: [
      { type: 'silver', price: '599', tagline: TAGLINE, bestFor: 'A clear, fast brochure site for a small team.' },
      {
        type: 'gold',
        price: '999',
        tagline: TAGLINE,
        bestFor: 'Businesses moving an existing catalog to a new site.',
      },
      {
        type: 'premium',
        price: '1599',
        tagline: TAGLINE,
        bestFor: 'Larger teams that want more mailboxes and hands-on care.',
      },
    ],
    features: [
      { kind: 'heading', text: 'Design' },
      { kind: 'feature', label: 'Design iterations', values: { silver: '1', gold: '2', premium: '2' } },
      { kind: 'feature', label: 'Layered sliders', values: { silver: '5', gold: '5', premium: '5' } },
      {
        kind: 'feature',
        label: 'Responsive on phone, tablet and desktop',
        values: { silver: true, gold: true, premium: true },
      },
      { kind: 'heading', text: 'Build and migration' },
      {
        kind: 'feature',
        label: 'Product migration',
        values: { silver: false, gold: 'Up to 300 products', premium: false },
      },
      {
        kind: 'feature',
        label: 'Contact form and basic on-page SEO',
        values: { silver: true, gold: true, premium: true },
      },
      { kind: 'heading', text: 'Hosting and care' },
      { kind: 'feature', label: 'Hosted e-mail accounts', values: { silver: '10', gold: '18', premium: '30' } },
      { kind: 'feature', label: 'Maintenance (hours per month)', values: { silver: '5', gold: '10', premium: '25' } },
    ],
    notes: [],
  },
} satisfies Record<string, z.input<typeof groupSchema>>;

/** The path segment of a pricing page and key of its plans ("seo-pricing"). */
export type PricingSlug = keyof typeof pricingGroups;
export const pricingSlugs = Object.keys(pricingGroups) as [PricingSlug, ...PricingSlug[]];

export const pricing: Readonly<Record<PricingSlug, z.output<typeof groupSchema>>> = z
  .record(z.enum(pricingSlugs), groupSchema)
  .parse(pricingGroups);

/** The plans of a pricing page. */
export function pricingFor(route: { path: `/${PricingSlug}` }): (typeof pricing)[PricingSlug] {
  return pricing[slugOf(route)];
}
