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

/** A label inside a sentence: its first letter in lower case ("Keywords targeted" -> "keywords targeted"). */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * The initials of a person's name for an avatar without a portrait: the first letters of the first
 * and last words, leaving out a title such as "Dr." and anything without a letter ("Maya Okafor" ->
 * "MO", "Dr. Priya Raman" -> "PR", "Cher" -> "C").
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word) && !/^(?:dr|mr|mrs|ms|mx|prof|sir|dame)\.?$/i.test(word));
  const first = words[0];
  const last = words.length > 1 ? words.at(-1) : undefined;
  return [first, last]
    .map((word) => /\p{L}/u.exec(word ?? '')?.[0] ?? '')
    .join('')
    .toLocaleUpperCase('en-US');
}
