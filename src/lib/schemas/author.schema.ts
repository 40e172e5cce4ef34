import * as z from 'zod';

/**
 * A person of the agency who writes articles: shown in the article's byline and in the "About the
 * author" card at its end, and named as the BlogPosting's `author` in structured data.
 */
export const authorSchema = z.strictObject({
  /** Full name, as the byline shows it. */
  name: z.string().trim().min(3).max(60),
  /** The person's role at the agency ("Head of SEO"), shown beside the name. */
  role: z.string().trim().min(3).max(60),
  /** Two or three sentences about what the person does at the agency: no invented client results. */
  bio: z.string().trim().min(80).max(320),
  /**
   * Optional portrait: a file name in `src/assets/authors/`, a real photo at least 128 px square.
   * Without one, the byline shows the person's initials.
   */
  portrait: z
    .string()
    .regex(/^[a-z0-9-]+\.(?:png|jpe?g|webp|avif)$/, {
      error: 'A photo file name in src/assets/authors/, like maya-okafor.jpg',
    })
    .optional(),
});

export type Author = z.output<typeof authorSchema>;

/** An author's key, as an article's front matter names it: the person's name in lower-case words joined by hyphens. */
export const authorIdSchema = z.string().regex(/^[a-z]+(?:-[a-z]+)+$/, {
  error: 'Use the name in lower-case words joined by hyphens, like maya-okafor',
});
