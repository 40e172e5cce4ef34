import * as z from 'zod';
import { authorIdSchema, authorSchema, type Author } from '../lib/schemas/author.schema.ts';

/**
 * The people of the agency who write the news articles, keyed by the id an article's front matter
 * names (`author: maya-okafor`). The keys stay literal (`AuthorId`), so the content schema accepts
 * only an author who is here and the build names any other. To add a writer, add an entry; a
 * portrait is optional (a photo in src/assets/authors/), the byline shows initials without one.
 */
const authorEntries = {
  'maya-okafor': {
    name: 'Maya Okafor',
    role: 'Head of SEO',
    bio: "Maya leads the agency's search team: technical audits, site structure and the content plans that follow from them. She writes about the changes in Google that a business owner can act on, and the ones that can safely wait.",
  },
  'daniel-reyes': {
    name: 'Daniel Reyes',
    role: 'Paid Media Lead',
    bio: 'Daniel plans and runs the pay-per-click accounts the agency manages, from conversion tracking to the weekly review of search terms. He writes about spending an ad budget on the searches that turn into customers.',
  },
  'sofia-lind': {
    name: 'Sofia Lind',
    role: 'Content and Social Strategist',
    bio: "Sofia plans the content and social media work for the agency's clients: what to publish, where, how often, and how to tell whether it is working. She writes about keywords, content and social profiles that bring in customers.",
  },
} satisfies Record<string, z.input<typeof authorSchema>>;

/** An author's key, as an article's front matter names it ("maya-okafor"). */
export type AuthorId = keyof typeof authorEntries;
export const authorIds = Object.keys(authorEntries) as [AuthorId, ...AuthorId[]];

/** The authors, checked: their keys and fields. */
export const authors: Readonly<Record<AuthorId, Author>> = z
  .record(authorIdSchema.pipe(z.enum(authorIds)), authorSchema)
  .parse(authorEntries);
