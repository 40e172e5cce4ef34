import * as z from 'zod';
import { metaKeySchema } from './seo.schema.ts';

/** What template renders a route. */
export const pageKindSchema = z.enum([
  'home',
  'about',
  'contact',
  'audit',
  'service',
  'pricing',
  'news',
  'article',
  'article-view',
  'topic',
  'legal',
  'not-found',
]);
export type PageKind = z.infer<typeof pageKindSchema>;

/**
 * Absolute path without trailing slash ("/" for home, "/news/ppc-campaign" for an article,
 * "/news/topic/local-seo/2" for the second page of a topic).
 */
const pathSchema = z.string().regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/, {
  error: 'Lower-case kebab path',
});

/** What a route says besides its path and kind. */
const routeFields = {
  /** Short label for links to the page. */
  label: z.string().min(2),
  /**
   * Key into the metadata registry; null where the metadata comes from an article (articles and the
   * latest-article view), from a tag (topic pages) or for the not-found page.
   */
  metaKey: metaKeySchema.nullable(),
  /** Sitemap priority (docs/requirements.md#routes-and-priorities). */
  priority: z.number().min(0).max(1),
  /** Whether the page is listed in the sitemap. */
  inSitemap: z.boolean(),
};

/** A page of the site: a row of the route table, or an article of the news collection. */
export const routeSchema = z.strictObject({ path: pathSchema, kind: pageKindSchema, ...routeFields });
export type Route = z.infer<typeof routeSchema>;

/** The keys of the data that service and pricing pages are rendered from, in page order. */
interface PageKeys<ServiceSlug extends string, PricingSlug extends string> {
  service: readonly [ServiceSlug, ...ServiceSlug[]];
  pricing: readonly [PricingSlug, ...PricingSlug[]];
}

/**
 * The route table: the single source for the sitemap, the navigation and the tests. A service or
 * pricing page is rendered from the entry of its data with the same key, so its path is "/" and
 * one of `keys` (typed as such), every key has its page, and no two rows share a path.
 */
export function routeTableSchema<ServiceSlug extends string, PricingSlug extends string>(
  keys: PageKeys<ServiceSlug, PricingSlug>,
) {
  const keyedRoute = <Kind extends keyof typeof keys, Slug extends string>(
    kind: Kind,
    slugs: readonly [Slug, ...Slug[]],
  ) =>
    z.strictObject({
      ...routeFields,
      kind: z.literal(kind),
      path: z.templateLiteral(['/', z.enum(slugs)], {
        error: `A ${kind} page's path is "/" and the key of its content: ${slugs.map((slug) => `/${slug}`).join(', ')}`,
      }),
    });
  return z
    .array(
      z.discriminatedUnion('kind', [
        keyedRoute('service', keys.service),
        keyedRoute('pricing', keys.pricing),
        z.strictObject({ ...routeFields, kind: pageKindSchema.exclude(['service', 'pricing']), path: pathSchema }),
      ]),
    )
    .superRefine((routes, ctx) => {
      if (new Set(routes.map((r) => r.path)).size !== routes.length) {
        ctx.addIssue({ code: 'custom', message: 'Duplicate path in the route table' });
      }
      for (const kind of ['service', 'pricing'] as const) {
        for (const slug of keys[kind]) {
          if (!routes.some((r) => r.kind === kind && r.path === `/${slug}`)) {
            ctx.addIssue({
              code: 'custom',
              message: `The ${kind} "${slug}" has no page: add /${slug} to the route table`,
            });
          }
        }
      }
    });
}
