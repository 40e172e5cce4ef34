import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FOOTER_ARTICLES, mainNav, footerGroups, legalLinks, registerLink } from '../../src/data/navigation.ts';
import { metadata, metaFor } from '../../src/data/metadata.ts';
import { pricing, pricingFor } from '../../src/data/pricing.ts';
import { articleRoute, crumbsFor, routeAt, routes, routesOfKind } from '../../src/data/routes.ts';
import { serviceFor, services } from '../../src/data/services.ts';
import { routeTableSchema } from '../../src/lib/schemas/route.schema.ts';
import { slugOf } from '../../src/lib/url.ts';
import { ownRoutes } from '../fixtures/own-pages.ts';
import {
  requiredArticlePriority,
  requiredPricingMenu,
  requiredRoutes,
  requiredServicesMenu,
} from '../fixtures/requirements.ts';

describe('route table', () => {
  it('has every required route with its required priority, and our own pages with theirs', () => {
    const table = routes.filter((r) => r.inSitemap).map((r) => [r.path, r.priority]);
    expect(new Map(table as [string, number][])).toEqual(new Map([...requiredRoutes, ...ownRoutes]));
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

  it('looks routes up; an unknown path is a type error, and throws', () => {
    expect(routeAt('/about').kind).toBe('about');
    // @ts-expect-error "/nope" is not a path of the table
    expect(() => routeAt('/nope')).toThrow(/No route at "\/nope"/);
    expect(slugOf(routeAt('/seo-pricing'))).toBe('seo-pricing');
  });

  it('builds article routes with the required priority, and rejects bad slugs', () => {
    const route = articleRoute({ slug: 'ppc-campaign', title: 'How to Plan a PPC Campaign' });
    expect(route).toEqual({
      path: '/news/ppc-campaign',
      kind: 'article',
      label: 'How to Plan a PPC Campaign',
      metaKey: null,
      priority: requiredArticlePriority,
      inSitemap: true,
    });
    expect(slugOf(route)).toBe('ppc-campaign');
    expect(() => articleRoute({ slug: 'My Post', title: 'A title' })).toThrow(/kebab/);
  });
});

describe('route table schema', () => {
  const schema = routeTableSchema({ service: ['web-design'], pricing: ['web-pricing'] });
  const row = { kind: 'about', path: '/about', label: 'About', metaKey: 'ABOUT_US', priority: 0.5, inSitemap: true };
  const service = { ...row, kind: 'service', path: '/web-design', label: 'Web design', metaKey: 'SEO_SERVICES' };
  const pricingRow = { ...row, kind: 'pricing', path: '/web-pricing', label: 'Web pricing', metaKey: 'WEB_PRICING' };
  const messages = (table: unknown[]) => schema.safeParse(table).error?.issues.map((issue) => issue.message) ?? [];

  it('accepts a table with a page for every key', () => {
    expect(messages([row, service, pricingRow])).toEqual([]);
  });

  it('rejects duplicate paths and bad paths', () => {
    expect(messages([row, row, service, pricingRow])).toEqual(['Duplicate path in the route table']);
    expect(messages([{ ...row, path: '/About/' }, service, pricingRow])).toEqual(['Lower-case kebab path']);
  });

  it('rejects a service or pricing path that is not a key of its content, naming the keys', () => {
    expect(messages([row, { ...service, path: '/web-desing' }, pricingRow])).toContain(
      `A service page's path is "/" and the key of its content: /web-design`,
    );
    expect(messages([row, service, { ...pricingRow, path: '/about-pricing' }])).toContain(
      `A pricing page's path is "/" and the key of its content: /web-pricing`,
    );
  });

  it('rejects a key without its page', () => {
    expect(messages([row, pricingRow])).toEqual([
      'The service "web-design" has no page: add /web-design to the route table',
    ]);
    expect(messages([row, service, { ...pricingRow, kind: 'about' }])).toContain(
      'The pricing "web-pricing" has no page: add /web-pricing to the route table',
    );
  });
});

describe('page data', () => {
  it('looks up the content and plans of a page by its route', () => {
    for (const route of routesOfKind('service')) expect(serviceFor(route)).toBe(services[slugOf(route)]);
    for (const route of routesOfKind('pricing')) expect(pricingFor(route)).toBe(pricing[slugOf(route)]);
    expect(serviceFor(routeAt('/local-seo-services')).header.title).toBe('Local SEO Services');
    expect(pricingFor(routeAt('/ppc-pricing')).id).toBe('PPC');
  });

  it('has a Markdown file for every legal route', () => {
    for (const route of routesOfKind('legal')) {
      expect(existsSync(`src/content/legal/${slugOf(route)}.md`), route.path).toBe(true);
    }
  });

  it('resolves metadata and breadcrumbs for every route', () => {
    for (const route of routes) {
      if (route.metaKey) expect(metaFor(route)).toBe(metadata[route.metaKey]);
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
  it('follows the required order: Home, About, Services, Pricing, News, Contact', () => {
    expect(mainNav.map((item) => item.name)).toEqual(['Home', 'About', 'Services', 'Pricing', 'News', 'Contact']);
    expect(mainNav.find((item) => item.name === 'News')).toEqual({ type: 'link', name: 'News', link: '/news' });
    const menu = (name: string) => mainNav.find((item) => item.name === name);
    const links = (name: string) => {
      const item = menu(name);
      return item?.type === 'menu' ? item.links.map((l) => l.link) : [];
    };
    expect(links('Services')).toEqual(requiredServicesMenu);
    expect(links('Pricing')).toEqual(requiredPricingMenu);
    expect(registerLink).toEqual({ link: '/contact', name: 'Register' });
  });

  it('groups the footer quick links as required, articles in the order given', () => {
    const articles = ['b-post', 'a-post'].map((slug) => articleRoute({ slug, title: `Title of ${slug}` }));
    const groups = footerGroups(articles);
    expect(groups.map((g) => g.name)).toEqual(['About', 'Service', 'Pricing', 'News']);
    expect(groups[0]?.links.map((l) => l.link)).toEqual(['/about', '/contact']);
    expect(groups[1]?.links.map((l) => l.link)).toEqual(requiredServicesMenu);
    expect(groups[2]?.links.map((l) => l.link)).toEqual(requiredPricingMenu);
    expect(groups[3]?.links).toEqual([
      { link: '/news/b-post', name: 'Title of b-post' },
      { link: '/news/a-post', name: 'Title of a-post' },
    ]);
    expect(legalLinks.map((l) => l.name)).toEqual(['Terms of Service', 'Privacy Policy', 'Cookies']);
  });

  it('lists only the newest eight articles in the footer, however many there are', () => {
    // Newest first, as src/data/news.ts hands them over: twelve articles, the footer keeps the first eight.
    const articles = Array.from({ length: 12 }, (_, index) =>
      articleRoute({ slug: `post-${index + 1}`, title: `Post number ${index + 1}` }),
    );
    const news = footerGroups(articles).find((group) => group.name === 'News');
    expect(FOOTER_ARTICLES).toBe(8);
    expect(news?.links.map((l) => l.link)).toEqual(articles.slice(0, 8).map((route) => route.path));
    expect(footerGroups(articles.slice(0, 3)).find((group) => group.name === 'News')?.links).toHaveLength(3);
  });
});
