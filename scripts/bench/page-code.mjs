// The code a built page carries inside its HTML, as the benchmarks count it: inline scripts (JSON-LD
// is data, not code) and inline style blocks.

const INLINE_SCRIPT = /<script(?![^>]*type="application\/ld\+json")(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;

/**
 * The text of every inline script of a page that runs as code, in document order.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? '').filter((code) => code.trim() !== '');
}

/**
 * The text of every inline style block of a page, in document order.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineStyles(html) {
  return [...html.matchAll(INLINE_STYLE)].map((match) => match[1] ?? '');
}
