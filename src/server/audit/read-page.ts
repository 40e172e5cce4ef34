import { DomUtils, ElementType, parseDocument } from 'htmlparser2';
import type { FetchedPage } from './types.ts';

/*
 * Reads a fetched page once (htmlparser2 builds the tree, one walk over it collects everything),
 * so that each check is a small pure function over plain data. Nothing here judges the page.
 */

type Document = ReturnType<typeof parseDocument>;
type Node = Document['children'][number];
type Element = Parameters<typeof DomUtils.getAttributeValue>[0];

/** A `<meta>` tag: its name (or property, or http-equiv) in lower case, and its content. */
export interface MetaTag {
  name: string | undefined;
  property: string | undefined;
  httpEquiv: string | undefined;
  content: string;
}

export interface Heading {
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** Its text, white space collapsed (an image's alt text when it holds only an image). */
  text: string;
}

export interface Link {
  /** The href as written. */
  raw: string;
  /** The href resolved against the page's final address; undefined when it is not a valid URL. */
  url: URL | undefined;
  /** Its text as a reader hears it: the text, else aria-label, else an image's alt, else title. */
  text: string;
  /** A web link (http or https) to the same site, `www.` or not. */
  internal: boolean;
  /** A web link to another site. */
  external: boolean;
  /** The rel values, in lower case. */
  rel: ReadonlySet<string>;
}

export interface Image {
  src: string | undefined;
  /** The alt attribute; undefined when absent ("" is a decorative image, which is right). */
  alt: string | undefined;
  width: string | undefined;
  height: string | undefined;
  loading: string | undefined;
  /** Loaded by a script (data-src and no src, or a lazy-loading class): not a native lazy image. */
  scriptLazy: boolean;
  /** Hidden from assistive technology (aria-hidden, role="presentation" or "none"). */
  presentational: boolean;
}

export interface Script {
  /** The resolved address of an external script. */
  src: string | undefined;
  /** The type attribute, lower case ("" when absent). */
  type: string;
  async: boolean;
  defer: boolean;
  /** Bytes of an inline script's text (UTF-8). */
  inlineBytes: number;
  inHead: boolean;
}

export interface Stylesheet {
  href: string;
  media: string | undefined;
  inHead: boolean;
}

export interface JsonLdBlock {
  /** The parsed value, when it parsed. */
  value: unknown;
  /** JSON.parse's message, when it did not. */
  error: string | undefined;
  /** Every "@type" in it, nested ones and those of "@graph" included. */
  types: string[];
}

export interface Form {
  action: string | undefined;
  method: string;
  /** Input types ("email", "tel", "text", ...), select and textarea included. */
  fields: string[];
  /** A search box (role="search", a search input, or a lone query field), not a way to reach you. */
  search: boolean;
}

/** A resource the page asks the browser to load: what kind, and its resolved address. */
export interface Resource {
  kind: 'script' | 'stylesheet' | 'image' | 'iframe' | 'media' | 'preload' | 'icon' | 'object';
  url: string;
}

export interface ReadPage {
  /** What was fetched (the headers, the robots.txt, the sitemap, the timings). */
  fetched: FetchedPage;
  /** The page's final address. */
  url: URL;
  /** The doctype as written ("!DOCTYPE html"); undefined when there is none before the content. */
  doctype: string | undefined;
  /** `<html lang>`; undefined when absent. */
  lang: string | undefined;
  /** The charset a `<meta>` declares, lower case, with the byte offset of that tag. */
  metaCharset: { charset: string; offset: number } | undefined;
  /** Every `<title>` text outside SVG, white space collapsed. */
  titles: string[];
  metas: MetaTag[];
  /** `<link rel=canonical>` hrefs, resolved. */
  canonicals: string[];
  /** `<link rel=alternate hreflang>`: the language and the resolved href. */
  hreflangs: { lang: string; href: string }[];
  /** `<link rel~=icon>` hrefs, resolved (apple-touch-icon included). */
  icons: string[];
  headings: Heading[];
  links: Link[];
  images: Image[];
  scripts: Script[];
  stylesheets: Stylesheet[];
  /** Bytes of inline `<style>` text. */
  inlineStyleBytes: number;
  jsonLd: JsonLdBlock[];
  /** schema.org types named by microdata (`itemtype`), the last path segment ("LocalBusiness"). */
  microdataTypes: string[];
  /** Open Graph tags by property ("og:title"), first value of each. */
  openGraph: ReadonlyMap<string, string>;
  /** Twitter tags by name ("twitter:card"), first value of each. */
  twitter: ReadonlyMap<string, string>;
  forms: Form[];
  /** Numbers of `tel:` links, and addresses of `mailto:` links, as written after the scheme. */
  telLinks: string[];
  mailtoLinks: string[];
  /** Texts of buttons and submit inputs (to tell a shop page by its "Add to cart"). */
  buttons: string[];
  /** The visible text of the page: no head, script, style, noscript, template or SVG. */
  text: string;
  wordCount: number;
  /** Everything the page asks the browser to load, in document order. */
  resources: Resource[];
  /** Resources (and form targets) addressed over plain http:// while the page is on https. */
  insecure: Resource[];
  /** Form actions over plain http:// while the page is on https. */
  insecureForms: string[];
}

/** Elements whose content a visitor does not read. */
const HIDDEN = new Set(['head', 'title', 'script', 'style', 'noscript', 'template', 'svg']);

/** Elements whose content the walk does not enter. */
const SKIPPED = new Set(['script', 'style', 'noscript', 'template']);

/** Elements that run inside a line of text (no word break around them). */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'font',
  'i',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);

const HEADINGS: Readonly<Record<string, Heading['level']>> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

const encoder = new TextEncoder();

/** Collapses runs of white space and trims. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const SPACE = /\s/;

/**
 * How many words a text has: runs between white space holding at least one letter or digit.
 * One pass over the characters (a 2 MB page has some 300,000 words), ASCII decided without a
 * regular expression.
 */
export function countWords(text: string): number {
  let words = 0;
  let inRun = false;
  let counted = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const space = code < 128 ? code === 32 || (code >= 9 && code <= 13) : SPACE.test(text.charAt(i));
    if (space) {
      inRun = false;
      continue;
    }
    if (!inRun) {
      inRun = true;
      counted = false;
    }
    if (counted) continue;
    const wordy =
      code < 128
        ? (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
        : LETTER_OR_DIGIT.test(String.fromCodePoint(text.codePointAt(i) ?? code));
    if (wordy) {
      words++;
      counted = true;
    }
  }
  return words;
}

function resolve(href: string | undefined, base: URL): URL | undefined {
  if (href === undefined) return undefined;
  const trimmed = href.trim();
  if (trimmed === '') return undefined;
  try {
    return new URL(trimmed, base);
  } catch {
    return undefined;
  }
}

/** A host name without a leading `www.`, so example.com and www.example.com are one site. */
export function siteOf(host: string): string {
  const lower = host.toLowerCase();
  return lower.startsWith('www.') ? lower.slice(4) : lower;
}

/** A URL part decoded ("%20" → " "), or as written when its escapes are broken. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part).trim();
  } catch {
    return part.trim();
  }
}

function relOf(element: Element): Set<string> {
  const rel = element.attribs['rel'];
  return new Set(rel ? rel.toLowerCase().split(/\s+/).filter(Boolean) : []);
}

function attr(element: Element, name: string): string | undefined {
  return element.attribs[name];
}

function isElement(node: Node): node is Element {
  return 'attribs' in node;
}

/** Every "@type" in a JSON-LD value, nested objects and arrays included (depth-limited). */
function typesOf(value: unknown, into: string[] = [], depth = 0): string[] {
  if (depth > 12 || value === null || typeof value !== 'object') return into;
  if (Array.isArray(value)) {
    for (const item of value) typesOf(item, into, depth + 1);
    return into;
  }
  const record = value as Record<string, unknown>;
  const type = record['@type'];
  if (typeof type === 'string') into.push(type);
  else if (Array.isArray(type)) for (const t of type) if (typeof t === 'string') into.push(t);
  for (const [key, child] of Object.entries(record)) if (key !== '@type') typesOf(child, into, depth + 1);
  return into;
}

/** Reads a JSON-LD script's text: HTML comment or CDATA wrappers some CMSs add are tolerated. */
function readJsonLd(raw: string): JsonLdBlock {
  const text = raw
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>$/g, '')
    .trim();
  try {
    const value: unknown = JSON.parse(text);
    return { value, error: undefined, types: typesOf(value) };
  } catch (error) {
    return { value: undefined, error: error instanceof Error ? error.message : String(error), types: [] };
  }
}

/** The text a link or heading offers a reader: its text, else its label, else an image's alt. */
function nameOf(element: Element): string {
  const text = squash(DomUtils.textContent(element));
  if (text) return text;
  const label = attr(element, 'aria-label') ?? '';
  if (label.trim()) return squash(label);
  const alts = DomUtils.findAll((el) => el.name === 'img', element.children)
    .map((img) => squash(attr(img, 'alt') ?? ''))
    .filter(Boolean);
  if (alts.length > 0) return alts.join(' ');
  return squash(attr(element, 'title') ?? '');
}

function isSearchForm(form: Element, fields: string[], names: string[]): boolean {
  if ((attr(form, 'role') ?? '').toLowerCase() === 'search') return true;
  if (fields.includes('search')) return true;
  if (/search/i.test(attr(form, 'action') ?? '')) return true;
  const textFields = fields.filter((type) => type === 'text');
  return textFields.length === 1 && fields.length === 1 && names.every((name) => /^(q|s|query|search)$/i.test(name));
}

const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

function readForm(form: Element, base: URL): Form {
  const fields: string[] = [];
  const names: string[] = [];
  for (const field of DomUtils.findAll(
    (el) => el.name === 'input' || el.name === 'textarea' || el.name === 'select',
    form.children,
  )) {
    const type = field.name === 'input' ? (attr(field, 'type') ?? 'text').toLowerCase() : field.name;
    if (NOT_TYPED.has(type)) continue;
    fields.push(type);
    names.push(attr(field, 'name') ?? '');
  }
  const action = resolve(attr(form, 'action'), base)?.href;
  return {
    action,
    method: (attr(form, 'method') ?? 'get').toLowerCase(),
    fields,
    search: isSearchForm(form, fields, names),
  };
}

/** Reads the fetched page's HTML into what the checks look at. */
export function readPage(fetched: FetchedPage): ReadPage {
  const url = new URL(fetched.finalUrl);
  const document = parseDocument(fetched.page.body, { withStartIndices: true });
  const https = url.protocol === 'https:';

  const page: ReadPage = {
    fetched,
    url,
    doctype: undefined,
    lang: undefined,
    metaCharset: undefined,
    titles: [],
    metas: [],
    canonicals: [],
    hreflangs: [],
    icons: [],
    headings: [],
    links: [],
    images: [],
    scripts: [],
    stylesheets: [],
    inlineStyleBytes: 0,
    jsonLd: [],
    microdataTypes: [],
    openGraph: new Map(),
    twitter: new Map(),
    forms: [],
    telLinks: [],
    mailtoLinks: [],
    buttons: [],
    text: '',
    wordCount: 0,
    resources: [],
    insecure: [],
    insecureForms: [],
  };
  const openGraph = new Map<string, string>();
  const twitter = new Map<string, string>();
  const text: string[] = [];
  let seenContent = false;

  const addResource = (kind: Resource['kind'], href: string | undefined): string | undefined => {
    const resolved = resolve(href, url);
    if (!resolved || resolved.protocol === 'data:' || resolved.protocol === 'blob:') return undefined;
    const resource = { kind, url: resolved.href };
    page.resources.push(resource);
    if (https && resolved.protocol === 'http:') page.insecure.push(resource);
    return resolved.href;
  };

  const readMeta = (element: Element) => {
    const name = attr(element, 'name')?.toLowerCase();
    const property = attr(element, 'property')?.toLowerCase();
    const httpEquiv = attr(element, 'http-equiv')?.toLowerCase();
    const content = attr(element, 'content') ?? '';
    const charset = attr(element, 'charset');
    if (charset !== undefined && page.metaCharset === undefined) {
      page.metaCharset = { charset: charset.trim().toLowerCase(), offset: element.startIndex ?? 0 };
    }
    if (httpEquiv === 'content-type' && page.metaCharset === undefined) {
      const match = /charset\s*=\s*["']?([\w-]+)/i.exec(content);
      if (match?.[1]) page.metaCharset = { charset: match[1].toLowerCase(), offset: element.startIndex ?? 0 };
    }
    if (name === undefined && property === undefined && httpEquiv === undefined) return;
    page.metas.push({ name, property, httpEquiv, content });
    const key = property ?? name;
    if (key?.startsWith('og:') && !openGraph.has(key)) openGraph.set(key, content.trim());
    if (key?.startsWith('twitter:') && !twitter.has(key)) twitter.set(key, content.trim());
  };

  const readLinkTag = (element: Element, inHead: boolean) => {
    const rel = relOf(element);
    const href = attr(element, 'href');
    if (rel.has('canonical')) {
      const resolved = resolve(href, url);
      if (resolved) page.canonicals.push(resolved.href);
    }
    if (rel.has('alternate') && attr(element, 'hreflang') !== undefined) {
      const resolved = resolve(href, url);
      if (resolved) page.hreflangs.push({ lang: (attr(element, 'hreflang') ?? '').trim(), href: resolved.href });
    }
    if (rel.has('icon') || rel.has('apple-touch-icon')) {
      const resolved = addResource('icon', href);
      if (resolved) page.icons.push(resolved);
    }
    if (rel.has('stylesheet')) {
      const resolved = addResource('stylesheet', href);
      if (resolved) page.stylesheets.push({ href: resolved, media: attr(element, 'media'), inHead });
    }
    if (rel.has('preload') || rel.has('modulepreload')) addResource('preload', href);
  };

  const readAnchor = (element: Element) => {
    const raw = attr(element, 'href');
    if (raw === undefined) return;
    const resolved = resolve(raw, url);
    const web = resolved !== undefined && (resolved.protocol === 'http:' || resolved.protocol === 'https:');
    const internal = web && siteOf(resolved.hostname) === siteOf(url.hostname);
    if (resolved?.protocol === 'tel:') page.telLinks.push(decoded(resolved.pathname));
    if (resolved?.protocol === 'mailto:') page.mailtoLinks.push(decoded(resolved.pathname));
    page.links.push({
      raw,
      url: resolved,
      text: nameOf(element),
      internal,
      external: web && !internal,
      rel: relOf(element),
    });
  };

  const readImage = (element: Element) => {
    const src = attr(element, 'src');
    const resolved = addResource('image', src);
    const role = (attr(element, 'role') ?? '').toLowerCase();
    page.images.push({
      src: resolved ?? src,
      alt: attr(element, 'alt'),
      width: attr(element, 'width'),
      height: attr(element, 'height'),
      loading: attr(element, 'loading')?.toLowerCase(),
      scriptLazy:
        (attr(element, 'data-src') !== undefined && (src === undefined || src.startsWith('data:'))) ||
        /\blazy(load)?\b/i.test(attr(element, 'class') ?? ''),
      presentational: attr(element, 'aria-hidden') === 'true' || role === 'presentation' || role === 'none',
    });
  };

  const readScript = (element: Element, inHead: boolean) => {
    const type = (attr(element, 'type') ?? '').trim().toLowerCase();
    const body = DomUtils.textContent(element);
    if (type === 'application/ld+json') {
      page.jsonLd.push(readJsonLd(body));
      return;
    }
    const src = attr(element, 'src') === undefined ? undefined : addResource('script', attr(element, 'src'));
    page.scripts.push({
      src,
      type,
      async: DomUtils.hasAttrib(element, 'async'),
      defer: DomUtils.hasAttrib(element, 'defer'),
      inlineBytes: src === undefined ? encoder.encode(body).length : 0,
      inHead,
    });
  };

  const readElement = (element: Element, inHead: boolean) => {
    const name = element.name;
    const itemtype = attr(element, 'itemtype');
    if (itemtype) {
      for (const type of itemtype.split(/\s+/)) {
        const last = type.split('/').pop();
        if (last) page.microdataTypes.push(last);
      }
    }
    switch (name) {
      case 'html':
        page.lang ??= attr(element, 'lang');
        break;
      case 'title':
        page.titles.push(squash(DomUtils.textContent(element)));
        break;
      case 'meta':
        readMeta(element);
        break;
      case 'link':
        readLinkTag(element, inHead);
        break;
      case 'a':
        readAnchor(element);
        break;
      case 'img':
        readImage(element);
        break;
      case 'script':
        readScript(element, inHead);
        break;
      case 'style':
        page.inlineStyleBytes += encoder.encode(DomUtils.textContent(element)).length;
        break;
      case 'iframe':
        addResource('iframe', attr(element, 'src'));
        break;
      case 'video':
      case 'audio':
      case 'source':
      case 'track':
        addResource('media', attr(element, 'src'));
        break;
      case 'embed':
        addResource('object', attr(element, 'src'));
        break;
      case 'object':
        addResource('object', attr(element, 'data'));
        break;
      case 'form': {
        const form = readForm(element, url);
        page.forms.push(form);
        if (https && form.action?.startsWith('http:')) page.insecureForms.push(form.action);
        break;
      }
      case 'button':
        page.buttons.push(squash(DomUtils.textContent(element)));
        break;
      case 'input': {
        const type = (attr(element, 'type') ?? '').toLowerCase();
        if (type === 'submit' || type === 'button') page.buttons.push(squash(attr(element, 'value') ?? ''));
        break;
      }
      default: {
        const level = HEADINGS[name];
        if (level !== undefined) page.headings.push({ level, text: nameOf(element) });
      }
    }
  };

  const walk = (nodes: readonly Node[], hidden: boolean, inHead: boolean, inSvg: boolean) => {
    for (const node of nodes) {
      if (node.type === ElementType.Directive) {
        if (!seenContent && /^!doctype/i.test(node.data)) page.doctype = node.data;
        continue;
      }
      if (node.type === ElementType.Text) {
        if (!hidden) text.push(node.data);
        if (node.data.trim() !== '') seenContent = true;
        continue;
      }
      if (!isElement(node)) continue;
      seenContent = true;
      const name = node.name;
      // A <title> inside SVG names a drawing, not the page.
      if (!(inSvg && name === 'title')) readElement(node, inHead);
      const block = !INLINE.has(name);
      if (block) text.push(' ');
      // Scripts and styles hold text, the reader took it; what noscript and template hold is not
      // what a browser running scripts shows or loads (a tracking pixel's <img>, say).
      if (!SKIPPED.has(name)) {
        walk(node.children, hidden || HIDDEN.has(name), inHead || name === 'head', inSvg || name === 'svg');
      }
      if (block) text.push(' ');
    }
  };
  walk(document.children, false, false, false);

  page.openGraph = openGraph;
  page.twitter = twitter;
  page.text = squash(text.join(''));
  page.wordCount = countWords(page.text);
  return page;
}

/** The first content of the named `<meta>` (robots, description, viewport, ...), lower-case name. */
export function metaNamed(page: ReadPage, name: string): string | undefined {
  return page.metas.find((meta) => meta.name === name)?.content;
}

/** Every content of the named `<meta>`. */
export function metasNamed(page: ReadPage, name: string): string[] {
  return page.metas.filter((meta) => meta.name === name).map((meta) => meta.content);
}

/** A response header by name (lower case), or undefined. */
export function header(page: ReadPage, name: string): string | undefined {
  return page.fetched.page.headers[name];
}
