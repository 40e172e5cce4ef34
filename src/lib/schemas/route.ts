import { z } from 'zod';
import { metaKeySchema } from './seo.ts';

/** What template renders a route. */
export const pageKindSchema = z.enum([
  'home',
  'about',
  'contact',
  'service',
  'pricing',
  'news',
  'article',
  'article-view',
  'legal',
  'not-found',
]);
export type PageKind = z.infer<typeof pageKindSchema>;

/** One row of the route table: the single source for the sitemap, the navigation and the tests. */
export const routeSchema = z.strictObject({
  /** Absolute path without trailing slash ("/" for home, "/news/ppc-campaign" for an article). */
  path: z.string().regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/, {
    error: 'Lower-case kebab path',
  }),
  kind: pageKindSchema,
  /** Short label for links to the page. */
  label: z.string().min(2),
  /**
   * Key into the metadata registry; null where the metadata comes from an article (articles and the
   * latest-article view) or for the not-found page.
   */
  metaKey: metaKeySchema.nullable(),
  /** Sitemap priority from the spec. */
  priority: z.number().min(0).max(1),
  /** Whether the page is listed in the sitemap. */
  inSitemap: z.boolean(),
});
export type Route = z.infer<typeof routeSchema>;

export const routeTableSchema = z
  .array(routeSchema)
  .refine((routes) => new Set(routes.map((r) => r.path)).size === routes.length, {
    error: 'Duplicate path in the route table',
  });
