/*
 * The last check on a model's reply before a visitor sees it: it must not carry the model's rules
 * (their confidential marker, or a run of their words) nor a secret of this deployment (the
 * provider keys). The model never sees a secret, so the second check guards against a mistake
 * of ours more than against the model; it costs microseconds.
 */

/** What a reply must not carry. */
export interface Confidential {
  /** The model's rules (not the facts: quoting a fact is the point of the assistant). */
  rules: string;
  /** The confidential marker written into the rules. */
  marker: string;
  /** Keys and other secrets of the environment; blank or very short ones are ignored. */
  secrets: readonly (string | undefined)[];
}

/** Consecutive words of the rules that count as quoting them. */
export const QUOTED_WORDS = 10;
/** Consecutive characters of a secret that count as revealing it. */
export const SECRET_SPAN = 16;
/** Shorter "secrets" are placeholders, not keys, and would match ordinary text. */
const MIN_SECRET_LENGTH = 8;

/** The words of a text, lower case, letters and digits only. */
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Every run of `size` consecutive words, joined by spaces. */
function wordRuns(text: string, size: number): Set<string> {
  const list = words(text);
  const runs = new Set<string>();
  for (let start = 0; start + size <= list.length; start += 1) runs.add(list.slice(start, start + size).join(' '));
  return runs;
}

/**
 * A secret as it might appear in text: whitespace, PEM armour lines and pasted "\n" sequences
 * removed, so a private key matches however its lines were broken.
 */
const secretCore = (secret: string) =>
  secret
    .replace(/-----(BEGIN|END) [A-Z ]+-----/g, '')
    .replace(/\\n/g, '')
    .replace(/\s+/g, '');

/** True when `text` contains SECRET_SPAN consecutive characters of `secret` (or all of a shorter one). */
function revealsSecret(text: string, secret: string): boolean {
  const core = secretCore(secret);
  if (core.length < MIN_SECRET_LENGTH) return false;
  const haystack = text.replace(/\s+/g, '');
  if (core.length <= SECRET_SPAN) return haystack.includes(core);
  const spans = new Set<string>();
  for (let start = 0; start + SECRET_SPAN <= core.length; start += 1) spans.add(core.slice(start, start + SECRET_SPAN));
  for (let start = 0; start + SECRET_SPAN <= haystack.length; start += 1) {
    if (spans.has(haystack.slice(start, start + SECRET_SPAN))) return true;
  }
  return false;
}

/** The rules' word runs, kept while the rules stay the same (they change only with the marker). */
let ruleRuns: { rules: string; runs: Set<string> } | undefined;

/**
 * Why `text` must not reach a visitor, or undefined when it may: it names the marker, quotes
 * QUOTED_WORDS consecutive words of the rules, or reveals a secret.
 */
export function leakIn(text: string, confidential: Confidential): 'marker' | 'rules' | 'secret' | undefined {
  if (confidential.marker !== '' && text.toLowerCase().includes(confidential.marker.toLowerCase())) return 'marker';
  if (ruleRuns?.rules !== confidential.rules) {
    ruleRuns = { rules: confidential.rules, runs: wordRuns(confidential.rules, QUOTED_WORDS) };
  }
  for (const run of wordRuns(text, QUOTED_WORDS)) if (ruleRuns.runs.has(run)) return 'rules';
  if (confidential.secrets.some((secret) => secret !== undefined && revealsSecret(text, secret))) return 'secret';
  return undefined;
}
