import * as z from 'zod';
import { iconNameSchema } from './icon.schema.ts';

const text = z.string().trim().min(1);

/** The agency's claims as the copy words them (docs/requirements.md#the-product), written from the site facts. */
export const claimTextSchema = z.strictObject({
  /** The client count as a figure: "100+". */
  clients: text.max(12),
  /** The client count in a sentence: "more than 100". */
  clientsInWords: text.max(40),
  /** Client retention in a sentence: "over 90%". */
  retention: text.max(40),
  /** Client retention as a figure: ">90%". */
  retentionShort: text.max(12),
});

/** A titled point with an icon: a step of how an engagement runs, or a value the agency holds. */
const iconPointSchema = z.strictObject({
  /** The icon shown with the point. */
  icon: iconNameSchema,
  /** A few words ("Audit", "Transparent by default"). */
  title: text.max(60),
  /** One or two sentences that explain the title. */
  content: text.min(40).max(320),
});

/** A list of points, in the order the page shows them. */
export const iconPointsSchema = z.array(iconPointSchema).min(2);

/** One figure of the claims bar. */
const claimSchema = z.strictObject({
  /** The figure as shown ("100+", "24x7", "2014"). */
  value: text.max(12),
  /** What the figure counts ("satisfied clients"). */
  label: text.max(40),
});

/** The claims bar, in the order it shows them. */
export const claimsSchema = z.array(claimSchema).min(1);

/**
 * The reporting every client gets: what arrives each month and what it measures per service.
 * `pagePaths` are the site's pages (src/data/routes.ts), so each service links to a real page.
 */
export const reportingSchema = (pagePaths: readonly [string, ...string[]]) =>
  z.strictObject({
    /** One or two sentences: what every client receives, whatever they hire us for. */
    summary: text.min(60).max(260),
    /** What every client receives, each with what it holds. */
    deliverables: iconPointsSchema,
    /** What the monthly report measures, service by service. */
    measures: z
      .array(
        z.strictObject({
          /** The service as the copy names it ("SEO", "Social media"). */
          service: text.max(40),
          /** Its page on this site. */
          href: z.enum(pagePaths),
          /** What the report tracks for it, in lower case ("keyword positions"). */
          metrics: z.array(text.max(60)).min(2).max(6),
        }),
      )
      .min(1),
  });
export type Reporting = z.infer<ReturnType<typeof reportingSchema>>;
