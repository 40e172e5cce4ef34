import type { APIRoute } from 'astro';
import { routes } from '../data/routes.ts';
import { site } from '../data/site.ts';
import { renderSitemap } from '../lib/sitemap.ts';

/** Every page of the route table that belongs in search results, with the spec's priorities. */
export const GET: APIRoute = () =>
  new Response(
    renderSitemap(
      site.url,
      routes.filter((route) => route.inSitemap).map((route) => ({ path: route.path, priority: route.priority })),
    ),
    { headers: { 'content-type': 'application/xml; charset=utf-8' } },
  );
