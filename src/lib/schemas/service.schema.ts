import * as z from 'zod';
import { iconNameSchema } from './icon.schema.ts';

const text = z.string().trim().min(1);

/** Longest paragraph of a service page, in characters (about 60 words): a buyer scans the page. */
export const PARAGRAPH_MAX = 420;
/** Longest section heading of a service page, in characters. */
export const HEADING_MAX = 90;
/** Longest line of a "what you get" list, in characters: one line a buyer can take in at a glance. */
export const DELIVERABLE_MAX = 80;

const paragraph = text.min(80).max(PARAGRAPH_MAX);
const heading = text.max(HEADING_MAX);

/** A card in the "why us" grid of a service page. */
export const agencyCardSchema = z.strictObject({
  icon: iconNameSchema,
  heading: text.max(60),
  content: text.min(40).max(320),
});

/** The social platforms the SMO page lists (docs/requirements.md#service-pages). */
export const socialPlatformSchema = z.enum(['YouTube', 'Facebook', 'Instagram', 'LinkedIn', 'X', 'Pinterest']);

/**
 * A service page: the required page shape (docs/requirements.md#service-pages), with our field
 * names (docs/requirements.md#field-names-are-ours). Its path, label and metadata key
 * live in the route table; this is the content. Every section heading is the page's own (no
 * template with the service's name dropped in), so a heading says what its section is about.
 */
export const servicePageSchema = z.strictObject({
  /** One line for the services overview on the home page. */
  summary: text.min(40).max(180),
  /** Topics the service covers, shown as tags on overview cards. */
  tags: z.array(text.max(32)).min(2).max(5),
  header: z.strictObject({
    title: text.max(70),
    subTitle: text.max(120),
    tagline: text.max(200),
  }),
  firstSection: z.strictObject({
    icon: iconNameSchema,
    heading,
    /** One or two paragraphs (the second may be left out). */
    paragraphs: z.array(paragraph).min(1).max(2),
  }),
  /**
   * What a client receives, one short line each ("A monthly report on ..."): the list a buyer
   * scans beside the first section. Things delivered, not promises of results.
   */
  deliverables: z.array(text.min(20).max(DELIVERABLE_MAX)).min(4).max(6),
  secondSection: z.strictObject({ heading, paragraph }),
  thirdSection: z.strictObject({ heading, content: paragraph }).optional(),
  /** The heading over the six agency cards: what they add up to on this page. */
  cardsHeading: heading,
  /** Exactly six cards. */
  agencyCards: z.array(agencyCardSchema).length(6),
  /** What the service includes, as a list (the SMO page's list of services), under its heading. */
  serviceList: z
    .strictObject({
      heading,
      items: z.array(z.strictObject({ heading: text.max(60), content: text.min(20).max(240) })).min(1),
    })
    .optional(),
  /** Social platforms covered (SMO page). */
  platforms: z.array(socialPlatformSchema).optional(),
  /** Ordered process steps (SMO page: six), under their heading. */
  process: z
    .strictObject({
      heading,
      steps: z.array(z.strictObject({ title: text.max(60), content: text.min(40).max(320) })).min(1),
    })
    .optional(),
});
export type ServicePage = z.infer<typeof servicePageSchema>;
