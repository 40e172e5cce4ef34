/**
 * Keeps a short string such as a phone number on one line: spaces become no-break spaces and
 * hyphens non-breaking hyphens.
 */
export function keepTogether(text: string): string {
  return text.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}

/** A lower-case phrase as a label: its first letter capitalised ("keyword positions" -> "Keyword positions"). */
export function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
