import { describe, expect, it } from 'vitest';
import { routesOfKind } from '../../src/data/routes.ts';
import { site } from '../../src/data/site.ts';
import { requiredFigures, requiredPrices } from '../fixtures/requirements.ts';
import { htmlFiles, pathOfHtml, read } from './helpers.ts';

/*
 * Prices a buyer can read: on the built pages every plan price carries the currency's symbol, its
 * digit grouping and its period; the PPC rupee figures keep their sign, grouped, with a note
 * beside the prices; every Offer in the structured data names its currency.
 */

/** The built file of a page path ("/seo-pricing" -> "seo-pricing.html"). */
const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** Digits grouped in threes with commas, written here by hand so the test does not reuse Intl. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The text a visitor reads in the page's main content: no tags, scripts, styles or structured data. */
function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Texts of the elements with a class, in document order (the class on a tag without nested tags of its own kind). */
function textsOfClass(html: string, className: string): string[] {
  const pattern = new RegExp(`<(\\w+)[^>]*class="[^"]*\\b${className}\\b[^"]*"[^>]*>([\\s\\S]*?)</\\1>`, 'g');
  return [...html.matchAll(pattern)].map((m) =>
    (m[2] ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** The JSON-LD nodes of a page, flattened (arrays and @graph opened). */
function jsonLdNodes(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as unknown,
  );
  const nodes: Record<string, unknown>[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const node = value as Record<string, unknown>;
      nodes.push(node);
      Object.values(node).forEach(visit);
    }
  };
  blocks.forEach(visit);
  return nodes;
}

const pricingPaths = routesOfKind('pricing').map((route) => route.path);
const SYMBOL = { USD: '$' }[site.priceCurrency as 'USD'];

describe('prices on the built pages', () => {
  it('holds plan prices in US dollars unless the site setting says otherwise', () => {
    // The checks below spell the symbol out; a new currency is a new symbol here.
    expect(SYMBOL, `no symbol known to this test for ${site.priceCurrency}`).toBeDefined();
  });

  it.each(Object.entries(requiredPrices))('%s: every plan price with symbol, grouping and period', (path, plans) => {
    const html = read(fileOf(path));
    const period = path === '/web-development-pricing' ? 'per project' : 'per month';
    const cards = textsOfClass(html, 'plan__price');
    expect(cards).toEqual(plans.map(([, price]) => `${SYMBOL}${grouped(price)} ${period}`));
    // The comparison table's plan row: name, price and period of every plan.
    const heads = textsOfClass(html, 'compare__price');
    expect(heads).toEqual(plans.map(([, price]) => `${SYMBOL}${grouped(price)}`));
    expect(textsOfClass(html, 'compare__billing')).toEqual(plans.map(() => period));
  });

  it('shows no amount without its grouping, and no plan price without its symbol', () => {
    const pages = [...pricingPaths, '/'];
    for (const path of pages) {
      const text = mainText(read(fileOf(path)));
      // "$1999" or "₹16700": an amount of four digits or more written without grouping.
      expect(text.match(/[$₹€£]\d{4,}/g) ?? [], path).toEqual([]);
      for (const [, price] of Object.values(requiredPrices).flat()) {
        const bare = new RegExp(`(?<![$\\d,])${grouped(price)}(?![\\d,])`);
        expect(bare.exec(text)?.[0], `${path}: ${price} without ${SYMBOL}`).toBeUndefined();
      }
    }
  });

  it('writes the PPC setup fees and budgets in rupees, grouped, with a note beside the prices', () => {
    const html = read('ppc-pricing.html');
    const text = mainText(html);
    const rupees = requiredFigures['/ppc-pricing']
      ?.flatMap(([, values]) => values)
      .filter((value): value is string => typeof value === 'string' && value.startsWith('₹'));
    expect(rupees?.length).toBe(8);
    for (const figure of rupees ?? []) expect(text).toContain(`₹${grouped(figure.slice(1))}`);
    // The note sits above the plan cards, where the prices are, not only under the table.
    const note = textsOfClass(html, 'currency')[0] ?? '';
    expect(note).toMatch(/US dollars/);
    expect(note).toMatch(/Indian rupees \(₹\)/);
    expect(html.indexOf('class="currency"')).toBeLessThan(html.indexOf('class="plan'));
  });

  it('gives the home page teaser each pricing page with its lowest price and period', () => {
    const text = mainText(read('index.html'));
    for (const [path, plans] of Object.entries(requiredPrices)) {
      const lowest = Math.min(...plans.map(([, price]) => Number(price)));
      const period = path === '/web-development-pricing' ? 'per project' : 'per month';
      expect(text, path).toContain(`From ${SYMBOL}${grouped(String(lowest))} ${period}`);
    }
  });
});

describe('prices in the structured data', () => {
  it('names the currency of every Offer on every page', () => {
    let offers = 0;
    for (const file of htmlFiles()) {
      for (const node of jsonLdNodes(read(file))) {
        if (node['@type'] !== 'Offer') continue;
        offers += 1;
        expect(node['priceCurrency'], `${pathOfHtml(file)}: ${String(node['name'])}`).toBe(site.priceCurrency);
        expect(node['price'], pathOfHtml(file)).toMatch(/^\d+(\.\d+)?$/);
      }
    }
    // Every plan of the four pricing pages.
    expect(offers).toBe(Object.values(requiredPrices).flat().length);
  });

  it("gives the agency the address of the site's data", () => {
    const organization = jsonLdNodes(read('index.html')).find((node) => node['@type'] === 'ProfessionalService');
    expect(organization?.['address']).toEqual({
      '@type': 'PostalAddress',
      streetAddress: site.address.streetAddress,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    });
  });
});
