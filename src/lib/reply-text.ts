/*
 * How the chat shows an assistant's reply (docs/requirements.md#reply-formatting): bold and italic
 * stay as emphasis; headings, bullets, numbering and links are stripped to their text. The result
 * is data (lines of text runs) that the widget renders as React elements, so nothing in a reply is
 * ever HTML.
 */

/** How a run of text is emphasised: `**bold**`, `*italic*`, or `***both***`. */
export type Emphasis = 'strong' | 'em' | 'strong-em';

/** A stretch of text with one emphasis (or none). */
export interface TextRun {
  text: string;
  emphasis?: Emphasis;
}

/** A line of a paragraph, as runs. */
export type ReplyLine = TextRun[];

/** A paragraph: the lines between blank lines. */
export type ReplyParagraph = ReplyLine[];

/** Markdown that starts a line and only structures it: heading marks, quote marks, bullets, numbers. */
const LINE_PREFIX = /^\s*(?:#{1,6}(?:\s+|$)|>\s?|[-*+•]\s+|\d{1,3}[.)]\s+|\[[ xX]\]\s+)/;
/** A line that is only a rule or a setext heading underline ("---", "===", "***"). */
const RULE = /^\s*(?:[-=_*]\s*){3,}$/;
/** Trailing heading marks ("## Pricing ##"). */
const CLOSING_HASHES = /\s+#+\s*$/;

/**
 * Links and their kin, replaced by their text: images `![alt](src)` by the alt text, `[text](url)`
 * and `[text][ref]` by the text, `<https://…>` autolinks by the address, and reference definitions
 * (`[ref]: https://…`) removed.
 */
function withoutLinks(line: string): string {
  return line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/<((?:https?:\/\/|mailto:)[^>\s]+)>/g, (_, address: string) => address.replace(/^mailto:/, ''));
}

/** A line's text with its structural markdown removed; undefined when nothing is left of it. */
function plainLine(line: string): string | undefined {
  if (RULE.test(line) || /^\s*\[[^\]]+\]:\s*\S+/.test(line)) return undefined;
  let text = line;
  // Nested markers ("> - 1. item") are removed one after the other.
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(LINE_PREFIX, '');
  }
  text = withoutLinks(text.replace(CLOSING_HASHES, '')).replace(/`+/g, '');
  return text.trim() === '' ? undefined : text.trim().replace(/\s+/g, ' ');
}

/**
 * Emphasis markers, outermost first: `***x***`, `**x**` or `__x__`, `*x*` or `_x_`. Underscores
 * count only at word edges, so snake_case and file_names stay as they are; a marker needs text
 * that does not start or end with a space ("2 * 3 * 4" is arithmetic, not emphasis).
 */
const EMPHASIS = [
  { pattern: /\*\*\*(?=\S)(.+?)(?<=\S)\*\*\*/, emphasis: 'strong-em' },
  { pattern: /\*\*(?=\S)(.+?)(?<=\S)\*\*/, emphasis: 'strong' },
  { pattern: /(?<![\p{L}\p{N}_])__(?=\S)(.+?)(?<=\S)__(?![\p{L}\p{N}_])/u, emphasis: 'strong' },
  { pattern: /\*(?=\S)(.+?)(?<=\S)\*/, emphasis: 'em' },
  { pattern: /(?<![\p{L}\p{N}_])_(?=\S)(.+?)(?<=\S)_(?![\p{L}\p{N}_])/u, emphasis: 'em' },
] as const satisfies readonly { pattern: RegExp; emphasis: Emphasis }[];

/** The emphasis of text that is inside both `outer` and `inner`. */
function combine(outer: Emphasis | undefined, inner: Emphasis): Emphasis {
  if (!outer || outer === inner) return inner;
  return 'strong-em';
}

/** The runs of a line's text: the earliest emphasis marker found splits it, recursively. */
function runs(text: string, outer?: Emphasis): TextRun[] {
  let first: { index: number; length: number; inner: string; emphasis: Emphasis } | undefined;
  for (const { pattern, emphasis } of EMPHASIS) {
    const match = pattern.exec(text);
    if (match && (!first || match.index < first.index)) {
      first = { index: match.index, length: match[0].length, inner: match[1] ?? '', emphasis };
    }
  }
  if (!first) return text === '' ? [] : [outer ? { text, emphasis: outer } : { text }];
  return [
    ...runs(text.slice(0, first.index), outer),
    ...runs(first.inner, combine(outer, first.emphasis)),
    ...runs(text.slice(first.index + first.length), outer),
  ];
}

/** Neighbouring runs of the same emphasis joined, and markdown escapes (`\*`) resolved. */
function tidy(line: TextRun[]): TextRun[] {
  const joined: TextRun[] = [];
  for (const run of line) {
    const text = run.text.replace(/\\([\\`*_[\]{}()#+\-.!>~|])/g, '$1');
    const last = joined.at(-1);
    if (last && last.emphasis === run.emphasis) last.text += text;
    else joined.push({ ...run, text });
  }
  return joined;
}

/**
 * A reply as paragraphs of lines of text runs: headings, bullets, numbering, quotes, rules, code
 * marks and links stripped to their text; bold and italic kept as emphasis.
 */
export function replyParagraphs(markdown: string): ReplyParagraph[] {
  const paragraphs: ReplyParagraph[] = [];
  let current: ReplyParagraph = [];
  // Control characters other than line breaks and tabs carry no text (and U+0001/2 are used below).
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = markdown.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
  for (const raw of clean.split('\n')) {
    if (raw.trim() === '') {
      if (current.length > 0) paragraphs.push(current);
      current = [];
      continue;
    }
    const text = plainLine(raw);
    if (text !== undefined) current.push(tidy(runs(hideEscapes(text)).map(showEscapes)));
  }
  if (current.length > 0) paragraphs.push(current);
  return paragraphs;
}

/** Escaped stars and underscores (`\*`, `\_`) hidden from the emphasis parser as U+0001 and U+0002. */
const hideEscapes = (text: string) => text.replace(/\\\*/g, '\u0001').replace(/\\_/g, '\u0002');
/** The hidden stars and underscores shown as themselves. */
const showEscapes = (run: TextRun): TextRun => ({
  ...run,
  text: run.text.replaceAll('\u0001', '*').replaceAll('\u0002', '_'),
});

/** A reply as plain text, without any markdown: for storage checks, tests and screen-reader labels. */
export function replyText(markdown: string): string {
  return replyParagraphs(markdown)
    .map((paragraph) => paragraph.map((line) => line.map((run) => run.text).join('')).join('\n'))
    .join('\n\n');
}
