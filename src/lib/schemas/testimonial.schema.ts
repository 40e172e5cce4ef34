import * as z from 'zod';

/** A client's words about working with the agency, about one of the services of `serviceSlugs`. */
export const testimonialSchema = <ServiceSlug extends string>(serviceSlugs: readonly [ServiceSlug, ...ServiceSlug[]]) =>
  z.strictObject({
    /** The client's name as the review is signed. */
    name: z.string().trim().min(2),
    /** The client's role at the company, e.g. "Founder". */
    role: z.string().trim().min(2),
    /** The client's company. */
    company: z.string().trim().min(2),
    /**
     * File name of the client's photo in `src/assets/testimonials/`, when they gave one; without it
     * the review is signed with the initials of `name`. A real photo or initials, never a drawing.
     */
    image: z
      .string()
      .regex(/^[a-z0-9-]+\.(?:png|jpe?g|webp|avif)$/)
      .optional(),
    /** The review in the client's words: a short paragraph. */
    review: z.string().trim().min(80).max(480),
    /** Which service the review is about, by the key of its page. */
    service: z.enum(serviceSlugs),
  });
