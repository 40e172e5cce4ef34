import { describe, expect, it } from 'vitest';
import { pricing } from '../../src/data/pricing.ts';
import { serviceSlugs } from '../../src/data/services.ts';
import {
  cellText,
  comparisonGroups,
  isHighlighted,
  lineText,
  planCards,
  planLines,
  planName,
} from '../../src/lib/plans.ts';
import {
  pricingGroupSchema as pricingGroupSchemaFor,
  type PricingGroup,
} from '../../src/lib/schemas/pricing.schema.ts';
import { specFigures, specPrices } from '../fixtures/spec.ts';

const pricingGroupSchema = pricingGroupSchemaFor(serviceSlugs);
const groups = new Map<string, PricingGroup>(Object.entries(pricing));

const groupAt = (path: string): PricingGroup => {
  const group = groups.get(path.slice(1));
  if (!group) throw new Error(`no pricing for ${path}`);
  return group;
};

describe('plan prices (spec section 9)', () => {
  for (const [path, plans] of Object.entries(specPrices)) {
    it(`${path} has exactly the spec's plans and prices`, () => {
      expect(groupAt(path).plans.map((p) => [p.type, p.price])).toEqual(plans);
    });
  }

  it('uses the tagline "Essential Services" on every plan', () => {
    for (const group of Object.values(pricing))
      for (const plan of group.plans) expect(plan.tagline).toBe('Essential Services');
  });
});

describe('plan figures (spec section 9)', () => {
  for (const [path, rows] of Object.entries(specFigures)) {
    for (const [label, values] of rows) {
      it(`${path}: ${label.source}`, () => {
        const group = groupAt(path);
        const row = comparisonGroups(group)
          .flatMap((block) => block.rows)
          .find((r) => label.test(r.label));
        expect(row, `no feature row matching ${label}`).toBeDefined();
        expect(row?.cells.map((c) => c.value)).toEqual(values);
      });
    }
  }
});

describe('derived plan cards', () => {
  it('highlights Gold and only Gold', () => {
    for (const group of Object.values(pricing)) {
      const highlighted = planCards(group)
        .filter((c) => c.isHighlighted)
        .map((c) => c.planName);
      expect(highlighted).toEqual(['Gold']);
    }
    expect(isHighlighted({ type: 'gold' })).toBe(true);
    expect(isHighlighted({ type: 'platinum' })).toBe(false);
  });

  it('turns feature rows into spec-shaped lines', () => {
    const seo = groupAt('/seo-pricing');
    const silver = planLines(seo, 'silver');
    expect(silver[0]).toEqual({ text: 'Keyword research and on-page', included: true, isHeading: true });
    expect(silver).toContainEqual({ text: 'Keywords targeted: 30', included: true, isHeading: false });
    expect(silver).toContainEqual({ text: 'Facebook posts per month', included: false, isHeading: false });
    expect(planLines(seo, 'diamond')).toContainEqual({
      text: 'Backlinks per month: 600',
      included: true,
      isHeading: false,
    });
  });

  it('formats names, lines and cells', () => {
    expect(planName('platinum')).toBe('Platinum');
    expect(lineText('Ad groups', '10')).toBe('Ad groups: 10');
    expect(lineText('Conversion tracking', true)).toBe('Conversion tracking');
    expect([cellText(true), cellText(false), cellText('₹16700')]).toEqual(['Included', 'Not included', '₹16700']);
  });

  it('marks the Gold column of the comparison table', () => {
    const blocks = comparisonGroups(groupAt('/smo-pricing'));
    expect(blocks[0]?.rows[0]?.cells.map((c) => c.highlighted)).toEqual([false, true, false]);
  });

  it('groups the comparison rows under their headings', () => {
    const blocks = comparisonGroups(groupAt('/web-development-pricing'));
    expect(blocks.map((b) => b.heading)).toEqual(['Design', 'Build and migration', 'Hosting and care']);
    expect(blocks.flatMap((b) => b.rows).length).toBe(
      groupAt('/web-development-pricing').features.filter((r) => r.kind === 'feature').length,
    );
  });
});

describe('pricing schema', () => {
  const base = groupAt('/smo-pricing');

  it('rejects a feature row without a value for one of the plans', () => {
    const broken = structuredClone(base);
    const row = broken.features.find((r) => r.kind === 'feature');
    if (row?.kind === 'feature') delete row.values.gold;
    const result = pricingGroupSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/no value for the gold plan/);
  });

  it('rejects a value for a plan the group does not have', () => {
    const broken = structuredClone(base);
    const row = broken.features.find((r) => r.kind === 'feature');
    if (row?.kind === 'feature') row.values.diamond = '32';
    expect(pricingGroupSchema.safeParse(broken).success).toBe(false);
  });

  it('rejects a service that has no page, naming the services', () => {
    const result = pricingGroupSchema.safeParse({ ...base, service: 'social-media' });
    expect(result.error?.issues[0]?.message).toMatch(/^Invalid option: expected one of "seo-services"\|/);
    expect(pricingGroupSchema.safeParse({ ...base, service: 'smo-services' }).success).toBe(true);
  });

  it('rejects a price with a currency sign and unknown fields', () => {
    expect(pricingGroupSchema.safeParse({ ...base, plans: [{ ...base.plans[0], price: '$299' }] }).success).toBe(false);
    expect(pricingGroupSchema.safeParse({ ...base, colour: 'red' }).success).toBe(false);
  });
});
