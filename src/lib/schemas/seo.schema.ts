import * as z from 'zod';

/**
 * The metadata keys of pages (docs/requirements.md#page-metadata): their titles and descriptions
 * live in the metadata registry.
 */
export const pageMetaKeys = [
  'HOME',
  'ABOUT_US',
  'SEO_SERVICES',
  'SEO_PRICING',
  'SMO_PRICING',
  'PPC_PRICING',
  'WEB_PRICING',
  'NEWS',
  'CONTACT_US',
  'SMO_SERVICES',
  'ONLINE_REPUTATION',
  'SMALL_BUSINESS_SEO',
  'ECOMMERCE_SEO',
  'LOCAL_SEO_SERVICES',
  'WHITE_LABEL_SEO',
  'PAY_PER_CLICK',
  'CONTENT_MARKETING',
  'PRIVACY_POLICY',
  'TERMS_CONDITIONS',
  'COOKIES',
  // Our own page, beside the original ones: the free website audit.
  'FREE_AUDIT',
] as const;

/**
 * The metadata keys of articles. An article's title and description live in its MDX front
 * matter (with the key), so an editor publishes one without touching code.
 */
export const articleMetaKeys = [
  'AI_IN_SEO',
  'LEADING_SEO_TRENDS',
  'PPC_CAMPAIGN',
  'USE_SEO_KEYWORDS',
  'SOCIAL_MEDIA_OPTIMIZATION',
  'BACKLINKS_IN_GOOGLE',
  'HIGH_INTENT_KEYWORDS',
] as const;

/** Every metadata key: 27 in all. */
export const metaKeys = [...pageMetaKeys, ...articleMetaKeys];

export const metaKeySchema = z.enum(pageMetaKeys);

/** Limits search engines show without truncating. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;
/** An article headline is also its document title, so it obeys the same limit. */
export const ARTICLE_TITLE_MIN = 10;
export const ARTICLE_TITLE_MAX = TITLE_MAX;

/** A page's search-engine title and description. */
export const pageMetaSchema = z.strictObject({
  /** The complete document title; include the brand where it fits. */
  title: z.string().trim().min(5).max(TITLE_MAX),
  /** The meta description: a sentence or two that earns the click. */
  description: z.string().trim().min(DESCRIPTION_MIN).max(DESCRIPTION_MAX),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** The registry: exactly one entry for every page key. */
export const metadataRegistrySchema = z.record(metaKeySchema, pageMetaSchema);
export type MetadataRegistry = z.infer<typeof metadataRegistrySchema>;
