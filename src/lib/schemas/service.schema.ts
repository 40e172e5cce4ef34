import { z } from 'zod';
import { iconNameSchema } from './icon.schema.ts';

const text = z.string().trim().min(1);

/** A card in the "why us" grid of a service page. */
export const agencyCardSchema = z.strictObject({
  icon: iconNameSchema,
  heading: text.max(60),
  content: text.min(40).max(320),
});

/** The social platforms the SMO page lists, named as in the spec. */
export const socialPlatformSchema = z.enum(['YouTube', 'Facebook', 'Instagram', 'LinkedIn', 'X', 'Pinterest']);

/**
 * A service page: the spec's page shape, with our field names. Its path, label and metadata key
 * live in the route table; this is the content.
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
    heading: text.max(90),
    /** One or two paragraphs (the spec's second paragraph may be empty). */
    paragraphs: z.array(text.min(80)).min(1).max(2),
  }),
  secondSection: z.strictObject({
    heading: text.max(90),
    paragraph: text.min(80),
  }),
  thirdSection: z.strictObject({ heading: text.max(90), content: text.min(80) }).optional(),
  /** Exactly six cards, as in the spec. */
  agencyCards: z.array(agencyCardSchema).length(6),
  /** What the service includes, as a list (the SMO page's list of services). */
  serviceList: z.array(z.strictObject({ heading: text.max(60), content: text.min(20).max(240) })).optional(),
  /** Social platforms covered (SMO page). */
  platforms: z.array(socialPlatformSchema).optional(),
  /** Ordered process steps (SMO page: six). */
  processSteps: z.array(z.strictObject({ title: text.max(60), content: text.min(40).max(320) })).optional(),
});
export type ServicePage = z.infer<typeof servicePageSchema>;
