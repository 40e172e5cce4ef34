import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';

export const DIST = 'dist';

/** Every file under dist/, as paths relative to it with forward slashes. */
export function distFiles(dir = DIST): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? distFiles(full) : [relative(DIST, full).split('\\').join('/')];
  });
}

export const htmlFiles = () => distFiles().filter((f) => f.endsWith('.html'));

export const read = (file: string) => readFileSync(join(DIST, file), 'utf8');

/** The URL path a built HTML file is served at ("about.html" -> "/about"). */
export function pathOfHtml(file: string): string {
  if (file === 'index.html') return '/';
  return `/${file.replace(/(?:\/index)?\.html$/, '')}`;
}

/** Whether a site path is served by a file in dist/ (Netlify's pretty-URL rules). */
export function resolves(path: string, files: ReadonlySet<string>): boolean {
  const clean = decodeURI(path.split(/[?#]/, 1)[0] ?? '/').replace(/^\//, '');
  if (clean === '') return files.has('index.html');
  return [clean, `${clean}.html`, `${clean}/index.html`].some((candidate) => files.has(candidate));
}

/** The CSS a page loads, linked and inline, in document order (the order the browser meets it). */
export function stylesheetsOf(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"|<style>([\s\S]*?)<\/style>/g)].map((m) =>
    m[1] ? read(m[1].replace(/^\//, '')) : (m[2] ?? ''),
  );
}

/** Values of an attribute in the HTML, e.g. all `href`s. */
export function attributeValues(html: string, attribute: string): string[] {
  const pattern = new RegExp(`\\s${attribute}="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((m) => m[1] ?? '');
}

/** A page in the site search's index: its file's URL, its indexed text and its metadata. */
export interface SearchFragment {
  url: string;
  content: string;
  meta: Record<string, string>;
}

/**
 * The page records of the search index the build wrote into `dist`/pagefind. Pagefind writes one
 * gzipped fragment per page: a `pagefind_dcd` signature, then JSON with the page's URL, text and
 * metadata.
 */
export function searchFragments(dist = DIST): SearchFragment[] {
  const dir = join(dist, 'pagefind', 'fragment');
  return readdirSync(dir).map((name) => {
    const text = gunzipSync(readFileSync(join(dir, name))).toString('utf8');
    if (!text.startsWith('pagefind_dcd')) throw new Error(`${name} is not a Pagefind fragment`);
    return JSON.parse(text.slice('pagefind_dcd'.length)) as SearchFragment;
  });
}

/** The size a PNG file declares in its header; null when there is no such file or it is no PNG. */
export function pngSize(path: string): { width: number; height: number } | null {
  if (!existsSync(path)) return null;
  const header = readFileSync(path).subarray(0, 24);
  if (header.toString('latin1', 1, 4) !== 'PNG' || header.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
}
