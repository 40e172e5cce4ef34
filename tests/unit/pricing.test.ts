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
  sharedFeatures,
} from '../../src/lib/plans.ts';
import {
  pricingGroupSchema as pricingGroupSchemaFor,
  type PricingGroup,
} from '../../src/lib/schemas/pricing.schema.ts';
import { requiredFigures, requiredPrices } from '../fixtures/requirements.ts';

const pricingGroupSchema = pricingGroupSchemaFor(serviceSlugs);
const groups = new Map<string, PricingGroup>(Object.entries(pricing));

const groupAt = (path: string): PricingGroup => {
  const group = groups.get(path.slice(1));
  if (!group) throw new Error(`no pricing for ${path}`);
  return group;
};

describe('plan prices (docs/requirements.md#plans-and-prices)', () => {
  for (const [path, plans] of Object.entries(requiredPrices)) {
    it(`${path} has exactly the required plans and prices`, () => {
      expect(groupAt(path).plans.map((p) => [p.type, p.price])).toEqual(plans);
    });
  }

  it('uses the tagline "Essential Services" on every plan', () => {
    for (const group of Object.values(pricing))
      for (const plan of group.plans) expect(plan.tagline).toBe('Essential Services');
  });
});

describe('plan figures (docs/requirements.md#plans-and-prices)', () => {
  for (const [path, rows] of Object.entries(requiredFigures)) {
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
      const highlighted = planCards(group, 'USD')
        .filter((c) => c.isHighlighted)
        .map((c) => c.planName);
      expect(highlighted).toEqual(['Gold']);
    }
    expect(isHighlighted({ type: 'gold' })).toBe(true);
    expect(isHighlighted({ type: 'platinum' })).toBe(false);
  });

  it('turns feature rows into plan card lines', () => {
    const seo = groupAt('/seo-pricing');
    const silver = planLines(seo, 'silver');
    expect(silver[0]).toMatchObject({ text: 'Keyword research and on-page', included: true, isHeading: true });
    expect(silver).toContainEqual(
      expect.objectContaining({ text: 'Keywords targeted: 30', included: true, isHeading: false }),
    );
    expect(silver).toContainEqual(
      expect.objectContaining({ text: 'Facebook posts per month', included: false, isHeading: false }),
    );
    expect(planLines(seo, 'diamond')).toContainEqual(
      expect.objectContaining({ text: 'Backlinks per month: 600', included: true, isHeading: false }),
    );
  });

  it('keeps the figure of a line apart from its label, amounts formatted', () => {
    const ppc = groupAt('/ppc-pricing');
    expect(planLines(ppc, 'gold')).toContainEqual({
      text: 'Monthly ad budget managed (maximum): ₹167,900',
      label: 'Monthly ad budget managed (maximum)',
      figure: '₹167,900',
      included: true,
      isHeading: false,
      sharedByAll: false,
    });
    const tracking = planLines(ppc, 'silver').find((line) => line.label === 'Conversion tracking setup');
    expect(tracking).toMatchObject({ included: true, sharedByAll: true });
    expect(tracking).not.toHaveProperty('figure');
  });

  it('marks as shared only what every plan includes alike', () => {
    expect(sharedFeatures(groupAt('/ppc-pricing'))).toEqual([
      'Conversion tracking setup',
      'Monthly spend and conversion report',
    ]);
    // Layered sliders: 5 in every web plan, a figure all plans share, said with it.
    expect(sharedFeatures(groupAt('/web-development-pricing'))).toContain('Layered sliders: 5');
    // Facebook posts: not in Silver, so it sets plans apart.
    expect(sharedFeatures(groupAt('/seo-pricing'))).not.toContain('Facebook posts per month');
  });

  it('prices cards in the given currency, with symbol and grouping', () => {
    const seo = planCards(groupAt('/seo-pricing'), 'USD');
    expect(seo.map((card) => [card.price, card.priceText])).toEqual([
      ['599', '$599'],
      ['899', '$899'],
      ['1199', '$1,199'],
      ['1999', '$1,999'],
    ]);
    expect(planCards(groupAt('/smo-pricing'), 'EUR').map((card) => card.priceText)).toEqual(['€299', '€349', '€499']);
  });

  it('formats names, lines and cells', () => {
    expect(planName('platinum')).toBe('Platinum');
    expect(lineText('Ad groups', '10')).toBe('Ad groups: 10');
    expect(lineText('One-time setup fee', '₹16700')).toBe('One-time setup fee: ₹16,700');
    expect(lineText('Conversion tracking', true)).toBe('Conversion tracking');
    expect([cellText(true), cellText(false), cellText('₹16700'), cellText('Up to 300 products')]).toEqual([
      'Included',
      'Not included',
      '₹16,700',
      'Up to 300 products',
    ]);
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

  it('takes an amount only as its currency sign and digits, and then wants a note on its currency', () => {
    const ppc = groupAt('/ppc-pricing');
    const withFee = (fee: string) => {
      const changed = structuredClone(ppc);
      const row = changed.features.find((r) => r.kind === 'feature' && r.label === 'One-time setup fee');
      if (row?.kind === 'feature') row.values.silver = fee;
      return changed;
    };
    expect(pricingGroupSchema.safeParse(withFee('₹16700')).success).toBe(true);
    for (const fee of ['₹16,700', '₹ 16700', '₹16.7k']) {
      const result = pricingGroupSchema.safeParse(withFee(fee));
      expect(result.error?.issues[0]?.message).toMatch(/currency sign and digits only/);
    }
    const withoutNote = structuredClone(ppc);
    delete withoutNote.currencyNote;
    expect(pricingGroupSchema.safeParse(withoutNote).error?.issues[0]?.path).toEqual(['currencyNote']);
  });

  it('rejects a price with a currency sign and unknown fields', () => {
    expect(pricingGroupSchema.safeParse({ ...base, plans: [{ ...base.plans[0], price: '$299' }] }).success).toBe(false);
    expect(pricingGroupSchema.safeParse({ ...base, colour: 'red' }).success).toBe(false);
  });
});
