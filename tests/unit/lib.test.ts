import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from '../../scripts/check-node.mjs';
import { site } from '../../src/data/site.ts';
import { nextSticky, STICKY_OFF, STICKY_ON } from '../../src/lib/sticky.ts';
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd, serviceJsonLd } from '../../src/lib/structured-data.ts';
import { initialsOf, sentenceCase } from '../../src/lib/text.ts';
import { ariaCurrent, canonicalUrl } from '../../src/lib/url.ts';
import { pricing } from '../../src/data/pricing.ts';
import { planName } from '../../src/lib/plans.ts';

describe('canonicalUrl', () => {
  it.each([
    ['/', 'https://example.com/'],
    ['', 'https://example.com/'],
    ['/about', 'https://example.com/about'],
    ['/about/', 'https://example.com/about'],
    ['about', 'https://example.com/about'],
    ['/about.html', 'https://example.com/about'],
    ['/index.html', 'https://example.com/'],
    ['/seo-pricing?ref=nav#plans', 'https://example.com/seo-pricing'],
    ['//double//slash', 'https://example.com/double/slash'],
  ])('%s -> %s', (path, expected) => {
    expect(canonicalUrl('https://example.com', path)).toBe(expected);
    expect(canonicalUrl('https://example.com/', path)).toBe(expected);
  });
});

describe('sticky navigation thresholds (on past 200 px, off below 130 px)', () => {
  it('uses the required values', () => {
    expect([STICKY_ON, STICKY_OFF]).toEqual([200, 130]);
  });

  it.each([
    [false, 0, false],
    [false, 150, false],
    [false, 200, false],
    [false, 201, true],
    [true, 201, true],
    [true, 150, true],
    [true, 130, true],
    [true, 129, false],
    [true, 0, false],
  ])('sticky=%s at %i px -> %s', (sticky, y, expected) => {
    expect(nextSticky(sticky, y)).toBe(expected);
  });
});

describe('structured data', () => {
  it('describes the agency with contact details, hours and profiles', () => {
    const org = organizationJsonLd(site, '/icon-512.png');
    expect(org).toMatchObject({
      '@type': 'ProfessionalService',
      name: site.name,
      url: `${site.url}/`,
      email: site.email,
      telephone: site.phone.e164,
      logo: `${site.url}/icon-512.png`,
      sameAs: site.socials.map((s) => s.url),
    });
    expect(org['openingHoursSpecification']).toMatchObject({ opens: '10:00', closes: '19:00' });
  });

  it("gives the agency the postal address the site's data sets", () => {
    const moved = { ...site, address: { ...site.address, streetAddress: '1 Test Plaza', postalCode: '10001' } };
    expect(organizationJsonLd(moved, '/icon-512.png')['address']).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1 Test Plaza',
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: '10001',
      addressCountry: site.address.country,
    });
  });

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    const list = breadcrumbJsonLd(site, [
      { name: 'Home', path: '/' },
      { name: 'About', path: '/about' },
    ]);
    expect(list['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'About', item: `${site.url}/about` },
    ]);
  });

  it('lists each plan as an Offer on pricing pages', () => {
    const group = pricing['smo-pricing'];
    if (!group) throw new Error('missing smo pricing');
    const node = serviceJsonLd(
      site,
      { name: 'SMO Pricing', description: 'Plans', path: '/smo-pricing' },
      { group, path: '/smo-pricing', planName },
    );
    expect(node['@type']).toBe('Service');
    expect(node['offers']).toEqual([
      expect.objectContaining({ '@type': 'Offer', name: 'Silver plan', price: '299', priceCurrency: 'USD' }),
      expect.objectContaining({ '@type': 'Offer', name: 'Gold plan', price: '349', priceCurrency: 'USD' }),
      expect.objectContaining({ '@type': 'Offer', name: 'Platinum plan', price: '499', priceCurrency: 'USD' }),
    ]);
    // The currency is the site's setting, not a constant.
    const inEuros = serviceJsonLd(
      { ...site, priceCurrency: 'EUR' },
      { name: 'SMO Pricing', description: 'Plans', path: '/smo-pricing' },
      { group, path: '/smo-pricing', planName },
    );
    expect((inEuros['offers'] as { priceCurrency: string }[]).map((offer) => offer.priceCurrency)).toEqual([
      'EUR',
      'EUR',
      'EUR',
    ]);
    expect(serviceJsonLd(site, { name: 'SEO', description: 'd', path: '/seo-services' })['offers']).toBeUndefined();
  });

  it('cannot be broken out of its script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('Node version guard', () => {
  it.each([
    ['20.20.2', false],
    ['v21.7.0', false],
    ['22.0.0', true],
    ['24.21.0', true],
  ])('Node %s is accepted: %s', (version, ok) => {
    const problem = nodeVersionProblem(version);
    if (ok) expect(problem).toBeNull();
    else expect(problem).toMatch(/needs Node 22 or newer.*allowScripts/s);
  });
});

describe('ariaCurrent', () => {
  it.each([
    ['/news', '/news', 'page'],
    ['/news', '/news/ppc-campaign', 'true'],
    ['/news', '/newsletter', undefined],
    ['/', '/about', undefined],
    ['/', '/', 'page'],
    ['/about', '/contact', undefined],
  ])('link %s on page %s is %s', (link, path, expected) => {
    expect(ariaCurrent(link, path)).toBe(expected);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Dr. Priya Raman', 'PR'],
    ['Marcus Bell', 'MB'],
    ['Elena  Vasquez ', 'EV'],
    ['Hannah Jane Cole', 'HC'],
    ['Cher', 'C'],
    ['ms. ana de la cruz', 'AC'],
  ])('%s -> %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('sentenceCase', () => {
  it('capitalises the first letter only', () => {
    expect(sentenceCase('keyword positions')).toBe('Keyword positions');
    expect(sentenceCase("inquiries from your site's forms")).toBe("Inquiries from your site's forms");
    expect(sentenceCase('')).toBe('');
  });
});
