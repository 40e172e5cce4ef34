import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { metadata, metaFor } from '../../src/data/metadata.ts';
import { routesOfKind } from '../../src/data/routes.ts';
import { serviceSlugs, services } from '../../src/data/services.ts';
import { site } from '../../src/data/site.ts';
import { testimonials } from '../../src/data/testimonials.ts';
import { claimText } from '../../src/data/company.ts';
import { claimsSchema, claimTextSchema, iconPointsSchema } from '../../src/lib/schemas/company.schema.ts';
import { contactDetailsSchema } from '../../src/lib/schemas/contact-detail.schema.ts';
import { iconNames, iconNameSchema, type IconName } from '../../src/lib/schemas/icon.schema.ts';
import {
  DELIVERABLE_MAX,
  HEADING_MAX,
  PARAGRAPH_MAX,
  servicePageSchema,
  type ServicePage,
} from '../../src/lib/schemas/service.schema.ts';
import { testimonialSchema } from '../../src/lib/schemas/testimonial.schema.ts';
import { metaKeys, pageMetaSchema } from '../../src/lib/schemas/seo.schema.ts';
import { ownMetaKeys } from '../fixtures/own-pages.ts';
import { requiredMetaKeys, requiredSmoPlatforms, requiredSmoSteps } from '../fixtures/requirements.ts';

describe('metadata registry', () => {
  it('knows all 27 required keys and our own pages: pages in the registry, articles in their front matter', () => {
    // metaKeys is pageMetaKeys then articleMetaKeys; the registry is parsed as a record over
    // pageMetaKeys, which zod holds to have every key.
    expect([...metaKeys].sort()).toEqual([...requiredMetaKeys, ...ownMetaKeys].sort());
  });

  it('gives every page its own title and description (legal pages included)', () => {
    const all = Object.values(metadata);
    expect(new Set(all.map((m) => m.title)).size).toBe(all.length);
    expect(new Set(all.map((m) => m.description)).size).toBe(all.length);
  });

  // The registry and the 404 page's metadata are parsed with this schema at import.
  it('keeps titles within 60 characters and descriptions within 70-160', () => {
    const ok = (title: string, description: string) => pageMetaSchema.safeParse({ title, description }).success;
    expect(ok('x'.repeat(60), 'y'.repeat(100))).toBe(true);
    expect(ok('x'.repeat(61), 'y'.repeat(100))).toBe(false);
    expect(ok('A fine title', 'y'.repeat(70))).toBe(true);
    expect(ok('A fine title', 'y'.repeat(69))).toBe(false);
    expect(ok('A fine title', 'y'.repeat(160))).toBe(true);
    expect(ok('A fine title', 'y'.repeat(161))).toBe(false);
  });
});

describe('icons', () => {
  // Every name of the set is a Lucide export: Icon.astro indexes Lucide's icons by IconName, which
  // `astro check` (npm run typecheck) holds to the package's own exports.
  it('refuses a misspelt icon, in the types and in the schema, naming the icons it allows', () => {
    // @ts-expect-error "ChartLines" is not an icon of the set
    const misspelt: IconName = 'ChartLines';
    const result = iconNameSchema.safeParse(misspelt);
    expect(result.error?.issues[0]?.message).toBe(
      `Invalid option: expected one of ${iconNames.map((name) => `"${name}"`).join('|')}`,
    );
  });
});

describe('services', () => {
  it('lists the SMO platforms and the six required process steps, in order', () => {
    const smo = services['smo-services'];
    expect(smo.platforms).toEqual(requiredSmoPlatforms);
    expect(smo.process?.steps.map((s) => s.title)).toEqual(requiredSmoSteps);
    expect(smo.thirdSection).toBeDefined();
    expect(smo.serviceList?.items.length).toBeGreaterThan(0);
  });

  it('does not repeat copy across pages', () => {
    const paragraphs = Object.values(services).flatMap((s) => [
      ...s.firstSection.paragraphs,
      s.secondSection.paragraph,
      ...s.agencyCards.map((c) => c.content),
    ]);
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
  });

  /** Every section heading (h2) of a service page, from its data. */
  const sectionHeadings = (page: ServicePage) => [
    page.firstSection.heading,
    page.secondSection.heading,
    page.cardsHeading,
    ...(page.thirdSection ? [page.thirdSection.heading] : []),
    ...(page.serviceList ? [page.serviceList.heading] : []),
    ...(page.process ? [page.process.heading] : []),
  ];

  it('gives every section of the nine pages a heading of its own, none repeated across pages', () => {
    const headings = Object.values(services).flatMap(sectionHeadings);
    expect(headings.length).toBeGreaterThanOrEqual(9 * 3);
    expect(headings.filter((heading, index) => headings.indexOf(heading) !== index)).toEqual([]);
    // The old templates ("Why businesses choose us for SEO Services") said nothing of the page.
    for (const heading of headings) {
      expect(heading).not.toMatch(/^(Why businesses choose us|What our .* includes|What you can expect)/);
    }
  });

  it('lists four to six deliverables per page, each one scannable line, none shared with another page', () => {
    for (const [slug, page] of Object.entries(services)) {
      expect(page.deliverables.length, slug).toBeGreaterThanOrEqual(4);
      expect(page.deliverables.length, slug).toBeLessThanOrEqual(6);
      for (const item of page.deliverables) expect(item.length, item).toBeLessThanOrEqual(DELIVERABLE_MAX);
    }
    const all = Object.values(services).flatMap((page) => page.deliverables);
    expect(new Set(all).size).toBe(all.length);
  });

  it('keeps every paragraph short enough to scan', () => {
    for (const page of Object.values(services)) {
      const paragraphs = [
        ...page.firstSection.paragraphs,
        page.secondSection.paragraph,
        ...(page.thirdSection ? [page.thirdSection.content] : []),
      ];
      for (const paragraph of paragraphs) {
        expect(paragraph.length, paragraph).toBeLessThanOrEqual(PARAGRAPH_MAX);
        // About 60 words: the schema holds characters, this holds the words they make.
        expect(paragraph.split(/\s+/).length, paragraph).toBeLessThanOrEqual(66);
      }
    }
  });

  describe('the service page schema', () => {
    const page = services['seo-services'];
    const errorsOf = (input: unknown) =>
      servicePageSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

    it('accepts a page as the data has it', () => {
      expect(errorsOf(page)).toEqual([]);
    });

    it('refuses a long paragraph, in either section', () => {
      const long = 'word '.repeat(PARAGRAPH_MAX / 5 + 1).trim();
      expect(errorsOf({ ...page, firstSection: { ...page.firstSection, paragraphs: [long] } })).toEqual([
        'firstSection.paragraphs.0',
      ]);
      expect(errorsOf({ ...page, secondSection: { ...page.secondSection, paragraph: long } })).toEqual([
        'secondSection.paragraph',
      ]);
    });

    it('refuses fewer than four or more than six deliverables, and a deliverable over one line', () => {
      const items = (n: number) => Array.from({ length: n }, (_, i) => `A deliverable a buyer can scan, number ${i}`);
      expect(errorsOf({ ...page, deliverables: items(4) })).toEqual([]);
      expect(errorsOf({ ...page, deliverables: items(6) })).toEqual([]);
      expect(errorsOf({ ...page, deliverables: items(3) })).toEqual(['deliverables']);
      expect(errorsOf({ ...page, deliverables: items(7) })).toEqual(['deliverables']);
      const long = [...items(4), 'x'.repeat(DELIVERABLE_MAX + 1)];
      expect(errorsOf({ ...page, deliverables: long })).toEqual(['deliverables.4']);
    });

    it('refuses a page without its cards heading, or with a heading over the limit', () => {
      expect(errorsOf({ ...page, cardsHeading: undefined })).toEqual(['cardsHeading']);
      expect(errorsOf({ ...page, cardsHeading: 'x'.repeat(HEADING_MAX + 1) })).toEqual(['cardsHeading']);
    });
  });
});

describe('site facts and testimonials', () => {
  it('states the required claims and hours', () => {
    expect(site.claims).toEqual({ clients: 100, support: '24x7', retention: 90 });
    expect(claimText).toEqual({
      clients: '100+',
      clientsInWords: 'more than 100',
      retention: 'over 90%',
      retentionShort: '>90%',
    });
    expect(site.businessHours).toMatchObject({
      opens: '10:00',
      closes: '19:00',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    });
    expect(site.businessHours.label).toMatch(/Monday to Friday, 10 am to 7 pm EST/);
    expect(site.socials.map((s) => s.network)).toEqual(['facebook', 'linkedin', 'instagram']);
  });

  it('has a portrait file for every testimonial that names one', () => {
    for (const t of testimonials.filter((t) => t.image)) {
      expect(existsSync(`src/assets/testimonials/${t.image}`), t.image).toBe(true);
    }
  });

  it('takes a photo as a portrait, not a drawing', () => {
    const [first] = testimonials;
    const schema = testimonialSchema(serviceSlugs);
    expect(schema.safeParse({ ...first, image: 'priya-raman.jpg' }).success).toBe(true);
    expect(schema.safeParse({ ...first, image: 'priya-raman.svg' }).success).toBe(false);
    expect(schema.safeParse({ ...first, image: undefined }).success).toBe(true);
  });

  it('refuses a testimonial about a service that has no page, naming the services', () => {
    const [first] = testimonials;
    const result = testimonialSchema(serviceSlugs).safeParse({ ...first, service: 'local-seo' });
    expect(result.error?.issues[0]?.message).toMatch(/^Invalid option: expected one of "seo-services"\|/);
  });
});

describe('company and contact schemas', () => {
  const point = { icon: 'Eye', title: 'Transparent by default', content: 'x'.repeat(60) };

  it('refuse a point with an unknown icon, a missing title or an unknown field', () => {
    expect(iconPointsSchema.safeParse([point, point]).success).toBe(true);
    expect(iconPointsSchema.safeParse([point, { ...point, icon: 'Eyes' }]).success).toBe(false);
    expect(iconPointsSchema.safeParse([point, { ...point, title: ' ' }]).success).toBe(false);
    expect(iconPointsSchema.safeParse([point, { ...point, colour: 'red' }]).success).toBe(false);
  });

  it('refuse claims text without a figure and a claim without a label', () => {
    expect(claimTextSchema.safeParse({ ...claimText, clients: '' }).success).toBe(false);
    expect(claimsSchema.safeParse([{ value: '100+' }]).success).toBe(false);
  });

  it('refuse a contact detail linking anywhere but mailto: or tel:', () => {
    const detail = { icon: 'Mail', heading: 'E-mail us', content: site.email, time: 'Weekdays' };
    expect(contactDetailsSchema.safeParse([{ ...detail, href: `mailto:${site.email}` }]).success).toBe(true);
    expect(contactDetailsSchema.safeParse([{ ...detail, href: 'https://example.com' }]).success).toBe(false);
    expect(contactDetailsSchema.safeParse([{ ...detail, icon: 'Email' }]).success).toBe(false);
  });
});

describe('legal pages', () => {
  /**
   * Subjects a legal page's description or summary may promise; each promised one must have a
   * section of its own in the page (a heading that names it), not a passing mention.
   */
  const subjects: Record<string, RegExp> = {
    payments: /\b(payments?|billing|invoices?|refunds?|subscriptions?)\b/i,
    accounts: /\baccounts?\b/i,
    'the chat assistant': /\bchat\b/i,
    'support tickets': /\bsupport tickets?\b/i,
    'acceptable use': /\bacceptable use\b/i,
    'intellectual property': /\bintellectual property\b/i,
    disclaimers: /\bdisclaimers?\b/i,
    liability: /\bliability\b/i,
    'governing law': /\bgoverning law\b/i,
    cookies: /\bcookies?\b/i,
    'browser storage': /\bbrowser storage\b/i,
    rights: /\brights\b/i,
  };

  for (const route of routesOfKind('legal')) {
    it(`${route.path}: its description and summary promise only what its sections cover`, () => {
      const file = readFileSync(`src/content/legal${route.path}.md`, 'utf8');
      const summary = /^summary: (.+)$/m.exec(file)?.[1] ?? '';
      expect(summary.length, route.path).toBeGreaterThan(40);
      const headings = file
        .split('\n')
        .filter((line) => line.startsWith('#'))
        .join('\n');
      for (const [text, kind] of [
        [metaFor(route).description, 'description'],
        [summary, 'summary'],
      ]) {
        for (const [subject, pattern] of Object.entries(subjects)) {
          if (pattern.test(text ?? '')) expect(headings, `${route.path} ${kind} promises ${subject}`).toMatch(pattern);
        }
      }
    });
  }
});
