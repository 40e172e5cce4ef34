import * as z from 'zod';
import { hasCurrencySign, moneyOf } from '../money.ts';

/** Plan tiers, cheapest first. */
export const planTypes = ['silver', 'gold', 'platinum', 'premium', 'diamond'] as const;
export const planTypeSchema = z.enum(planTypes);
export type PlanType = z.infer<typeof planTypeSchema>;

/** The plan groups, one per pricing page. */
export const pricingGroupIdSchema = z.enum(['WEB', 'SEO', 'SMO', 'PPC']);

/**
 * A plan's value for one feature line: `true` included, `false` not included, or the figure
 * that applies to the plan ("30", "₹16700", "Up to 300 products"), which counts as included. An
 * amount is its currency's sign and digits ("₹16700"): the pages format
 * it ("₹16,700"), so it is never written pre-formatted here.
 */
export const featureValueSchema = z.union([
  z.boolean(),
  z
    .string()
    .trim()
    .min(1)
    .refine((figure) => !hasCurrencySign(figure) || moneyOf(figure) !== undefined, {
      error: (issue) => `"${String(issue.input)}": write an amount as its currency sign and digits only, e.g. "₹16700"`,
    }),
]);
export type FeatureValue = z.infer<typeof featureValueSchema>;

/** A row of a group's feature matrix: a heading that starts a block, or a feature line. */
export const featureRowSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('heading'), text: z.string().trim().min(2) }),
  z.strictObject({
    kind: z.literal('feature'),
    /** What the line is about, e.g. "Keywords optimized". */
    label: z.string().trim().min(2),
    /** One value per plan of the group. */
    values: z.partialRecord(planTypeSchema, featureValueSchema),
  }),
]);
export type FeatureRow = z.infer<typeof featureRowSchema>;

export const planSchema = z.strictObject({
  type: planTypeSchema,
  /** The price: digits only; its currency is the site's (`site.priceCurrency`). */
  price: z.string().regex(/^\d+$/),
  tagline: z.string().trim().min(2),
  /** Who the plan suits, one sentence. */
  bestFor: z.string().trim().min(20).max(140),
});
export type Plan = z.infer<typeof planSchema>;

/**
 * The plans of one pricing page. A page that belongs to a service names it by one of
 * `serviceSlugs`, the keys of the service pages.
 */
export const pricingGroupSchema = <ServiceSlug extends string>(
  serviceSlugs: readonly [ServiceSlug, ...ServiceSlug[]],
) =>
  z
    .strictObject({
      id: pricingGroupIdSchema,
      /** Heading of the pricing page. */
      heading: z.string().trim().min(10).max(90),
      intro: z.string().trim().min(60).max(400),
      /** What a price covers, shown under it ("per month"). */
      billing: z.string().trim().min(3).max(40),
      /** The service page this pricing belongs to, by its key, when there is one. */
      service: z.enum(serviceSlugs).optional(),
      plans: z.array(planSchema).min(2),
      features: z.array(featureRowSchema).min(2),
      /**
       * Which figures are in another currency than the plan prices, shown beside the prices
       * ("Setup fees and ad budgets are in Indian rupees (₹)."); required when a figure is.
       */
      currencyNote: z.string().trim().min(10).max(160).optional(),
      /** Footnotes under the comparison table (what is billed separately). */
      notes: z.array(z.string().trim().min(10)).default([]),
    })
    .superRefine((group, ctx) => {
      const types = group.plans.map((p) => p.type);
      if (new Set(types).size !== types.length) ctx.addIssue({ code: 'custom', message: 'Duplicate plan type' });
      const amounts = group.features.some(
        (row) => row.kind === 'feature' && Object.values(row.values).some((v) => typeof v === 'string' && moneyOf(v)),
      );
      if (amounts && !group.currencyNote) {
        ctx.addIssue({
          code: 'custom',
          path: ['currencyNote'],
          message: 'Some figures are amounts with their own currency: say which beside the prices (currencyNote)',
        });
      }
      group.features.forEach((row, index) => {
        if (row.kind !== 'feature') return;
        for (const type of types) {
          if (row.values[type] === undefined) {
            ctx.addIssue({
              code: 'custom',
              path: ['features', index, 'values', type],
              message: `"${row.label}" has no value for the ${type} plan`,
            });
          }
        }
        for (const key of Object.keys(row.values)) {
          if (!types.includes(key as PlanType)) {
            ctx.addIssue({
              code: 'custom',
              path: ['features', index, 'values', key],
              message: `"${row.label}" has a value for ${key}, which is not a plan of ${group.id}`,
            });
          }
        }
      });
    });
export type PricingGroup = z.infer<ReturnType<typeof pricingGroupSchema<string>>>;
