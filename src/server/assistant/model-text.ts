/*
 * A model's text as the chat may return it: words, with **bold** and *italic* at most. The widget
 * shows a reply as text and strips links itself (src/lib/reply-text.ts), but other clients of the
 * API may render markdown or HTML, so links, images and markup are taken out here, before the
 * reply leaves the function: an image that loads from another host (a tracking pixel with data in
 * its address), a link to another site, a script. The reply's links come from the facts the model
 * cites (prompt.ts), never from its text.
 */

/**
 * Where something was taken out, until the spaces around it are tidied: a private-use character,
 * which the model's text no longer holds by then (see INVISIBLE).
 */
const CUT = '\uE000';

/** Elements whose content is code or media, not text: removed with their content. */
const CODE_ELEMENTS = 'script|style|iframe|object|embed|noscript|template|svg|math|textarea|title';

/** A markdown destination: `(url)`, `(url "title")`, one level of parentheses inside. */
const DESTINATION = String.raw`\((?:[^()\n]|\([^()\n]*\))*\)`;

/**
 * What is taken out, in order, and what is left of it: images whole; links and reference links by
 * their text; reference definitions whole; autolinks whole, except an e-mail address; HTML
 * elements of code with their content, comments and other tags whole; addresses (a scheme and
 * "//", "www.", a javascript: or data: URI) whole.
 */
const REMOVALS: readonly [RegExp, string][] = [
  [new RegExp(String.raw`!\[[^\]\n]*\](?:${DESTINATION}|\[[^\]\n]*\])`, 'g'), CUT],
  [new RegExp(String.raw`\[([^\]\n]*)\]${DESTINATION}`, 'g'), `$1${CUT}`],
  [/\[([^\]\n]+)\]\[[^\]\n]*\]/g, `$1${CUT}`],
  [/^[ \t]{0,3}\[[^\]\n]+\]:.*$/gm, CUT],
  [/<mailto:([^<>\s]+)>/gi, '$1'],
  [/<([^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)>/g, '$1'],
  [/<[a-z][a-z\d+.-]{1,31}:[^<>\s]*>/gi, CUT],
  [/<www\.[^<>\s]*>/gi, CUT],
  [new RegExp(String.raw`<(${CODE_ELEMENTS})\b[\s\S]*?<\/\1\s*>`, 'gi'), CUT],
  [new RegExp(String.raw`<(?:${CODE_ELEMENTS})\b[\s\S]*$`, 'i'), CUT],
  [/<!--[\s\S]*?(?:-->|$)/g, CUT],
  [/<\/?[a-z][a-z\d:-]*(?:[\s/](?:[^<>"']|"[^"]*"|'[^']*')*)?>/gi, CUT],
  [/<[!?][^<>]*>/g, CUT],
  // A tag left open: whatever follows it on its line could be its attributes.
  [/<[a-z][a-z\d:-]*\s.*$/gim, CUT],
  [/\b[a-z][a-z\d+.-]*:\/\/[^\s<>"]*[^\s<>"'.,;:!?)\]}*_]/gi, CUT],
  [/\bwww\.[^\s<>"]*[^\s<>"'.,;:!?)\]}*_]/gi, CUT],
  [/\b(?:javascript|data|vbscript):\S+/gi, CUT],
];

/**
 * Invisible characters: control characters other than line breaks and tabs, the default-ignorable
 * ones (zero-width spaces, bidi controls, tag characters, variation selectors...) and private-use
 * ones, all of which could hide text from a reader or reorder it. Kept: what joins emoji (a zero-width joiner
 * between two, the emoji presentation selector after one).
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  /(\p{Extended_Pictographic}(?:\uFE0F?\u200D(?=\p{Extended_Pictographic})|\uFE0F))|[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\p{Default_Ignorable_Code_Point}\p{Co}]/gu;

/** The spaces around a place where something was taken out, and what replaces them. */
function tidyCut(cut: string, offset: number, text: string): string {
  const before = text[offset - 1];
  const after = text[offset + cut.length];
  if (before === undefined || after === undefined || before === '\n' || after === '\n') return '';
  if (/[.,;:!?)\]]/.test(after) || before === '(') return '';
  return /\s/.test(cut) ? ' ' : '';
}

/**
 * The model's text with links, images, markup and invisible characters taken out: a link keeps its
 * text, an e-mail address stays as it is, an address or an image leaves nothing, and the spaces
 * and blank lines around what was taken out are tidied (emphasis left empty goes too). Bold and
 * italic stay. A text with nothing else to take out comes back as it was, trimmed.
 */
export function cleanModelText(text: string): string {
  let clean = text.replace(/\r\n?/g, '\n').replace(INVISIBLE, (_, emoji: string | undefined) => emoji ?? '');
  for (const [pattern, replacement] of REMOVALS) clean = clean.replace(pattern, replacement);
  if (!clean.includes(CUT)) return clean.trim();
  return clean
    .replace(/(\*{1,3}|_{1,3})[ \t]*\uE000[\uE000 \t]*\1(?![*_])/g, CUT)
    .replace(/[ \t]*\uE000[\uE000 \t]*/g, tidyCut)
    .replace(/^[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
