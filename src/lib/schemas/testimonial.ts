import { z } from 'zod';

/** A client's words about working with the agency. */
export const testimonialSchema = z.strictObject({
  name: z.string().trim().min(2),
  /** The client's role at the company, e.g. "Founder". */
  role: z.string().trim().min(2),
  company: z.string().trim().min(2),
  /** File name of the portrait in `src/assets/testimonials/`. */
  image: z.string().regex(/^[a-z0-9-]+\.(?:svg|png|jpe?g|webp|avif)$/),
  review: z.string().trim().min(80).max(480),
  /** Which service the review is about, by service slug. */
  service: z.string().regex(/^[a-z0-9-]+$/),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
