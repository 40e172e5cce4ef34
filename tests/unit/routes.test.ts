import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mainNav, footerGroups, legalLinks, registerLink } from '../../src/data/navigation.ts';
import { crumbsFor, metaFor, pricingFor, serviceFor } from '../../src/data/pages.ts';
import { pricing } from '../../src/data/pricing.ts';
import { articleRoute, routeAt, routes, routesOfKind, slugOf } from '../../src/data/routes.ts';
import { services } from '../../src/data/services.ts';
import { routeTableSchema } from '../../src/lib/schemas/route.ts';
import { specArticlePriority, specPricingMenu, specRoutes, specServicesMenu } from '../fixtures/spec.ts';

describe('route table', () => {
  it('has every spec route with the spec priority', () => {
    const table = routes.filter((r) => r.inSitemap).map((r) => [r.path, r.priority]);
    expect(new Map(table as [string, number][])).toEqual(new Map(specRoutes));
  });

  it('keeps the not-found page out of the sitemap with priority 0.1', () => {
    const notFound = routesOfKind('not-found');
    expect(notFound).toHaveLength(1);
    expect(notFound[0]).toMatchObject({ priority: 0.1, inSitemap: false, metaKey: null });
  });

  it('gives every page a metadata key, except those whose metadata comes from an article', () => {
    const fromArticle = new Set(['not-found', 'article-view']);
    for (const route of routes.filter((r) => !fromArticle.has(r.kind)))
      expect(route.metaKey, route.path).not.toBeNull();
    for (const route of routes.filter((r) => fromArticle.has(r.kind))) expect(route.metaKey, route.path).toBeNull();
    const keys = routes.map((r) => r.metaKey).filter(Boolean);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('rejects duplicate paths and bad paths', () => {
    const row = { path: '/a', kind: 'about', label: 'A', metaKey: 'ABOUT_US', priority: 0.5, inSitemap: true };
    expect(routeTableSchema.safeParse([row, row]).success).toBe(false);
    expect(routeTableSchema.safeParse([{ ...row, path: '/About/' }]).success).toBe(false);
  });

  it('looks routes up and throws on unknown paths', () => {
    expect(routeAt('/about').kind).toBe('about');
    expect(() => routeAt('/nope')).toThrow(/No route at "\/nope"/);
    expect(slugOf(routeAt('/seo-pricing'))).toBe('seo-pricing');
  });

  it('builds article routes with the spec priority, and rejects bad slugs', () => {
    const route = articleRoute({ slug: 'ppc-campaign', title: 'How to Plan a PPC Campaign' });
    expect(route).toEqual({
      path: '/news/ppc-campaign',
      kind: 'article',
      label: 'How to Plan a PPC Campaign',
      metaKey: null,
      priority: specArticlePriority,
      inSitemap: true,
    });
    expect(slugOf(route)).toBe('ppc-campaign');
    expect(() => articleRoute({ slug: 'My Post', title: 'A title' })).toThrow(/kebab/);
  });
});

describe('page data', () => {
  it('has service content for exactly the service routes', () => {
    expect(Object.keys(services).sort()).toEqual(routesOfKind('service').map(slugOf).sort());
    for (const route of routesOfKind('service')) expect(serviceFor(route).agencyCards).toHaveLength(6);
  });

  it('has pricing for exactly the pricing routes', () => {
    expect(Object.keys(pricing).sort()).toEqual(routesOfKind('pricing').map(slugOf).sort());
    for (const route of routesOfKind('pricing')) expect(pricingFor(route).plans.length).toBeGreaterThan(1);
  });

  it('has a Markdown file for every legal route', () => {
    for (const route of routesOfKind('legal')) {
      expect(existsSync(`src/content/legal/${slugOf(route)}.md`), route.path).toBe(true);
    }
  });

  it('links each pricing page to a real page', () => {
    for (const group of Object.values(pricing)) {
      if (group.servicePath) expect(routeAt(group.servicePath).kind).toBe('service');
    }
  });

  it('resolves metadata and breadcrumbs for every route', () => {
    for (const route of routes) {
      if (route.metaKey) expect(metaFor(route).title.length).toBeGreaterThan(4);
      else expect(() => metaFor(route)).toThrow(/no metadata key/);
      const crumbs = crumbsFor(route);
      if (route.path === '/') expect(crumbs).toEqual([]);
      else
        expect(crumbs).toEqual([
          { name: 'Home', path: '/' },
          { name: route.label, path: route.path },
        ]);
    }
  });

  it('puts News between home and an article in its breadcrumbs', () => {
    const route = articleRoute({ slug: 'ppc-campaign', title: 'How to Plan a PPC Campaign' });
    expect(crumbsFor(route)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'News', path: '/news' },
      { name: 'How to Plan a PPC Campaign', path: '/news/ppc-campaign' },
    ]);
  });
});

describe('navigation', () => {
  it('follows the spec order: Home, About, Services, Pricing, News, Contact', () => {
    expect(mainNav.map((item) => item.name)).toEqual(['Home', 'About', 'Services', 'Pricing', 'News', 'Contact']);
    expect(mainNav.find((item) => item.name === 'News')).toEqual({ type: 'link', name: 'News', link: '/news' });
    const menu = (name: string) => mainNav.find((item) => item.name === name);
    const links = (name: string) => {
      const item = menu(name);
      return item?.type === 'menu' ? item.links.map((l) => l.link) : [];
    };
    expect(links('Services')).toEqual(specServicesMenu);
    expect(links('Pricing')).toEqual(specPricingMenu);
    expect(registerLink).toEqual({ link: '/contact', name: 'Register' });
  });

  it('groups the footer quick links as the spec does, articles in the order given', () => {
    const articles = ['b-post', 'a-post'].map((slug) => articleRoute({ slug, title: `Title of ${slug}` }));
    const groups = footerGroups(articles);
    expect(groups.map((g) => g.name)).toEqual(['About', 'Service', 'Pricing', 'News']);
    expect(groups[0]?.links.map((l) => l.link)).toEqual(['/about', '/contact']);
    expect(groups[1]?.links.map((l) => l.link)).toEqual(specServicesMenu);
    expect(groups[2]?.links.map((l) => l.link)).toEqual(specPricingMenu);
    expect(groups[3]?.links).toEqual([
      { link: '/news/b-post', name: 'Title of b-post' },
      { link: '/news/a-post', name: 'Title of a-post' },
    ]);
    expect(legalLinks.map((l) => l.name)).toEqual(['Terms of Service', 'Privacy Policy', 'Cookies']);
  });
});
