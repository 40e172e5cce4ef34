import * as z from 'zod';
import { iconNameSchema } from './icon.schema.ts';

const text = z.string().trim().min(1);

/** A way to reach the agency, as the contact page lists it: heading, content, time. */
export const contactDetailSchema = z.strictObject({
  /** The icon beside the heading. */
  icon: iconNameSchema,
  /** What the channel is ("Call us"). */
  heading: text.max(40),
  /** The address, number or hours as shown. */
  content: text.max(120),
  /** When this channel is answered. */
  time: text.max(120),
  /** Where the content links (`mailto:` or `tel:`), when it is a link. */
  href: z
    .string()
    .regex(/^(?:mailto|tel):\S+$/)
    .optional(),
});

/** The contact page's list, in the order it shows them. */
export const contactDetailsSchema = z.array(contactDetailSchema).min(1);
