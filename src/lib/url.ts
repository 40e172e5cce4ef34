/**
 * The canonical absolute URL of a path on the site: no trailing slash (except the home page), no
 * `.html`, no query or hash, and a single slash between segments.
 */
export function canonicalUrl(origin: string, path: string): string {
  const base = origin.replace(/\/+$/, '');
  let clean = path.split(/[?#]/, 1)[0] ?? '/';
  clean = clean.replace(/\/{2,}/g, '/').replace(/(?:\/index)?\.html$/, '');
  if (!clean.startsWith('/')) clean = `/${clean}`;
  if (clean.length > 1) clean = clean.replace(/\/+$/, '');
  return `${base}${clean}`;
}

/**
 * How a navigation link relates to the current page: `page` when it is the page, `true` when the
 * page lies inside the link's section (an article under News), otherwise nothing.
 */
export function ariaCurrent(link: string, currentPath: string): 'page' | 'true' | undefined {
  if (link === currentPath) return 'page';
  if (link !== '/' && currentPath.startsWith(`${link}/`)) return 'true';
  return undefined;
}

/** The last segment of a path: "/seo-services" -> "seo-services", "/news/a-b" -> "a-b". */
type LastSegment<Path extends string> = Path extends `${string}/${infer Rest}` ? LastSegment<Rest> : Path;

/**
 * The last path segment, used as the dynamic route parameter ("seo-services", "ppc-campaign"); of
 * a service or pricing route, typed as the key of its content.
 */
export function slugOf<Path extends string>(route: { path: Path }): LastSegment<Path> {
  return route.path.slice(route.path.lastIndexOf('/') + 1) as LastSegment<Path>;
}
