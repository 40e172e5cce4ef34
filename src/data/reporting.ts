import { reportingSchema } from '../lib/schemas/company.schema.ts';
import { sentenceCase } from '../lib/text.ts';
import { routes } from './routes.ts';

const pagePaths = routes.map((route) => route.path) as [string, ...string[]];

/** The id of the about page's reporting section, so the chat assistant can link straight to it. */
export const REPORTING_ANCHOR = 'reporting';

/**
 * The reporting every client gets, shown on the about page ("The reporting you get") and given by
 * the chat assistant when a visitor asks how we report on results. What each service's report
 * measures matches what its service page promises (src/data/services.ts).
 */
export const reporting = reportingSchema(pagePaths).parse({
  summary:
    'Whatever you hire us for, you get a written report every month, a call with your strategist to go through it and a live dashboard in between, all drawn from accounts that stay in your name.',
  deliverables: [
    {
      icon: 'FileChartColumn',
      title: 'A written report every month',
      content:
        'The work we completed, the results against the measures agreed in your plan, and what we will do next, explained in plain language rather than a wall of charts.',
    },
    {
      icon: 'Presentation',
      title: 'A monthly review call',
      content:
        'Your strategist walks you through the report, answers your questions and agrees the priorities for the month ahead with you.',
    },
    {
      icon: 'Gauge',
      title: 'A live dashboard',
      content:
        'Your key numbers in one place, updated automatically from your analytics, Search Console and ad accounts, so you can check progress without waiting for the report.',
    },
    {
      icon: 'LockKeyhole',
      title: 'Your accounts, your data',
      content:
        'Analytics, ad and social media accounts are set up in your name. You see everything we see, and it all stays with you if you ever move on.',
    },
  ],
  measures: [
    {
      service: 'SEO',
      href: '/seo-services',
      metrics: [
        'keyword positions',
        'organic traffic',
        'leads and sales from organic visitors',
        'pages optimized',
        'links earned',
      ],
    },
    {
      service: 'Local SEO',
      href: '/local-seo-services',
      metrics: [
        'map rankings across your service area',
        'calls from your profile',
        'direction requests',
        'reviews by location',
      ],
    },
    {
      service: 'E-commerce SEO',
      href: '/ecommerce-seo',
      metrics: ['organic revenue', 'transactions', 'conversion rate by category'],
    },
    {
      service: 'Social media',
      href: '/smo-services',
      metrics: ['reach', 'engagement', 'follower growth', 'website visits from social', 'posts published'],
    },
    {
      service: 'Pay-per-click',
      href: '/pay-per-click',
      metrics: ['ad spend against budget', 'conversions', 'cost per conversion', 'return on ad spend by campaign'],
    },
    {
      service: 'Reputation',
      href: '/online-reputation-management',
      metrics: ['average rating', 'review volume', 'response times', 'review sentiment'],
    },
    {
      service: 'Content',
      href: '/content-marketing',
      metrics: ['organic traffic by piece', 'engagement', 'leads each piece influenced'],
    },
    {
      service: 'Websites',
      href: '/web-development-pricing',
      metrics: ['maintenance hours used', 'the updates and fixes we made', "inquiries from your site's forms"],
    },
  ],
});

/**
 * What the monthly report measures for the service whose page is at `path`, as labels
 * ("Keyword positions"); empty when the reporting data names no measures for that page.
 */
export function reportMeasuresFor(path: string): string[] {
  return (reporting.measures.find((measure) => measure.href === path)?.metrics ?? []).map(sentenceCase);
}
