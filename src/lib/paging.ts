import { DESCRIPTION_MAX, TITLE_MAX, type PageMeta } from './schemas/seo.schema.ts';
import type { Crumb } from './structured-data.ts';

/*
 * The news list and every topic page show their articles a page at a time (Astro's `paginate()`
 * slices them): page 1 at the list's own address, then `<address>/2`, `<address>/3`... These are
 * the pure parts around it: how many pages, their addresses, which numbers the page links show,
 * and each page's title, description and breadcrumbs.
 */

/** Articles per page of the news list and of each topic page: four rows of the three-column grid. */
export const NEWS_PAGE_SIZE = 12;

/** How many pages a list of `items` takes; one at least (an empty list still has its page). */
export function pageCount(items: number, size = NEWS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(items / size));
}

/** The address of page `page` of the list at `firstPath`: page 1 is the list itself ("/news", "/news/2"). */
export function pagePath(firstPath: string, page: number): string {
  return page === 1 ? firstPath : `${firstPath}/${page}`;
}

/**
 * The page numbers a page's navigation links, in order, with `null` where numbers are left out:
 * the first and the last page, the current one and `around` on each side of it. A gap of a single
 * number shows that number instead, since a gap mark would take the same room.
 * (5 of 20 -> 1 … 4 5 6 … 20; 3 of 7 -> 1 2 3 4 … 7)
 */
export function pageLinks(current: number, last: number, around = 1): (number | null)[] {
  const shown = new Set([1, last]);
  for (let page = current - around; page <= current + around; page++) {
    if (page >= 1 && page <= last) shown.add(page);
  }
  const links: (number | null)[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) links.push(page - 1);
    else if (page - previous > 2) links.push(null);
    links.push(page);
    previous = page;
  }
  return links;
}

/** "Page 2 of 9". */
export function pageLabel(page: number, last: number): string {
  return `Page ${page} of ${last}`;
}

/** The text cut at a word boundary so that it and `suffix` fit in `max` characters, marked with "…". */
function fitWithSuffix(text: string, suffix: string, max: number): string {
  if (text.length + suffix.length <= max) return `${text}${suffix}`;
  const room = max - suffix.length - 1;
  const cut = text.slice(0, room + 1).replace(/\s+\S*$/, '');
  return `${cut.replace(/[\s,.;:]+$/, '')}…${suffix}`;
}

/**
 * Title and description of page `page` of a list whose first page has `meta`. Page 1 keeps them
 * as they are; a later page says which page it is in both, so no two pages share a title or a
 * description: "News & Guides, page 2 | Brand" (the brand left out when the whole would not fit
 * in `TITLE_MAX`), and the description followed by " Page 2 of 9." (shortened to fit).
 */
export function listPageMeta(meta: PageMeta, page: number, last: number, brand: string): PageMeta {
  if (page === 1) return meta;
  const brandSuffix = ` | ${brand}`;
  const stem = meta.title.endsWith(brandSuffix) ? meta.title.slice(0, -brandSuffix.length) : meta.title;
  const numbered = `${stem}, page ${page}`;
  const branded = `${numbered}${brandSuffix}`;
  return {
    title: branded.length <= TITLE_MAX ? branded : numbered,
    description: fitWithSuffix(meta.description, ` ${pageLabel(page, last)}.`, DESCRIPTION_MAX),
  };
}

/**
 * The breadcrumbs of page `page` of a list whose first page has `crumbs` (ending with the list
 * itself): page 1 keeps them, a later page adds itself ("Page 2") after the list, which then links
 * back to the first page.
 */
export function listPageCrumbs(crumbs: readonly Crumb[], page: number): Crumb[] {
  const list = crumbs.at(-1);
  if (page === 1 || !list) return [...crumbs];
  return [...crumbs, { name: `Page ${page}`, path: pagePath(list.path, page) }];
}
