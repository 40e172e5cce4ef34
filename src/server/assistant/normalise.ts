/*
 * Stage 1 of the local assistant: the visitor's text made comparable. Unicode compatibility forms
 * folded (NFKC: fullwidth letters, ligatures), invisible format characters dropped, one kind of
 * apostrophe, lower case, accents kept apart from the letters (so "Cuánto" stays readable for the
 * language check but "café" still matches "cafe"), punctuation turned into spaces, and each word
 * that is not a word of the site's vocabulary corrected to the nearest word of the lexicon the
 * assistant understands ("platnium" → "platinum", "pirce" → "price"), when one is near enough.
 */

/** A word of the lexicon, with how often the site uses it (the tie-break between two near words). */
export interface Lexicon {
  /** Words the assistant understands (tiers, groups, features, services, facts), lower case. */
  targets: ReadonlyMap<string, number>;
  /** Every word the site and ordinary questions use: never corrected. */
  known: ReadonlySet<string>;
}

/** The visitor's message, ready to understand. */
export interface Normalised {
  /** The message as typed, trimmed. */
  original: string;
  /** Lower case, folded, spelling corrected, words separated by single spaces. */
  text: string;
  /** The words of `text`. */
  words: readonly string[];
  /** The corrections made, "typed → corrected". */
  corrections: readonly string[];
  /** Letters outside Latin-1 and Latin Extended, or accented letters: a hint of another language. */
  foreignLetters: number;
  /** Words of `text` neither the site nor ordinary questions use (a brand, a place, a rare word). */
  unknown: readonly string[];
}

/** Characters that carry nothing a reader sees: zero-width spaces and joiners, bidi controls, soft hyphens. */
const INVISIBLE = /\p{Cf}/gu;

/**
 * The edit distance between two words counting a swap of neighbours as one edit (optimal string
 * alignment): "pirce" is one edit from "price", where plain Levenshtein counts two.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * Chat shorthand, written out before anything else reads the words: too short for the spelling
 * correction, and common enough to matter.
 */
const SHORTHAND: Readonly<Record<string, string>> = {
  u: 'you',
  ur: 'your',
  r: 'are',
  y: 'why',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  ty: 'thanks',
  wat: 'what',
  wht: 'what',
  shld: 'should',
  shud: 'should',
  cld: 'could',
  wld: 'would',
  abt: 'about',
  hw: 'how',
  bc: 'because',
  cuz: 'because',
  w: 'with',
  im: "i'm",
  dont: "don't",
  doesnt: "doesn't",
  cant: "can't",
  whats: "what's",
  hows: "how's",
  wheres: "where's",
  whos: "who's",
  ive: "i've",
  youre: "you're",
  theyre: "they're",
  isnt: "isn't",
  hasnt: "hasn't",
  havent: "haven't",
  didnt: "didn't",
  wasnt: "wasn't",
  arent: "aren't",
  werent: "weren't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  wont: "won't",
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'have to',
  info: 'information',
  asap: 'soon',
  approx: 'about',
  mo: 'month',
  '2nd': 'second',
  '3rd': 'third',
  yall: 'you',
  "y'all": 'you',
  rn: 'now',
  tho: 'though',
  thru: 'through',
  bout: 'about',
  biz: 'business',
  mgmt: 'management',
  msg: 'message',
  msgs: 'messages',
  hrs: 'hours',
  fb: 'facebook',
  insta: 'instagram',
  ig: 'instagram',
  yt: 'youtube',
};

/** "you guys", "you folks", "you all": you, so every pattern that reads "you" reads them too. */
const YOU_GROUP = /\byou (?:guys|folks|all|lot)\b/g;

/**
 * Ways of asking for a sign-off in the site's own word: "do i get to see the posts before they go
 * out?" asks whether we approve them with the visitor first.
 */
const APPROVAL =
  /\b(?:see|check|ok|okay|look over|sign off on|vet)((?: (?:the|all|each|every|our|my|your|any))? (?:posts?|content|captions?|graphics?|it|them|everything))? before (?:they |it |anything |the posts? |them |its? )?(?:go |goes |going |gets? |is |are )?(?:out|up|live|posted|published)\b/g;

/** How many edits a word of this length may be from the word it was meant to be. */
const editsAllowed = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

/** The lexicon word `word` was meant to be, or `word` itself. */
function corrected(word: string, lexicon: Lexicon): string {
  if (lexicon.known.has(word) || lexicon.targets.has(word) || /\d/.test(word)) return word;
  const limit = editsAllowed(word.length);
  if (limit === 0) return word;
  let best: { word: string; distance: number; uses: number } | undefined;
  for (const [target, uses] of lexicon.targets) {
    if (Math.abs(target.length - word.length) > limit || (target[0] !== word[0] && limit < 2)) continue;
    const distance = editDistance(word, target, limit);
    if (distance > limit) continue;
    if (!best || distance < best.distance || (distance === best.distance && uses > best.uses)) {
      best = { word: target, distance, uses };
    }
  }
  return best?.word ?? word;
}

/** Text folded for comparison, without spelling correction. */
export function fold(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Stage 1: the message folded, split into words and its spelling corrected against `lexicon`. */
export function normalise(message: string, lexicon: Lexicon): Normalised {
  const folded = fold(message);
  const foreignLetters = [...folded.matchAll(/[^\p{Script=Latin}\p{N}\p{P}\p{S}\s]|[à-öø-ÿ¿¡]/gu)].length;
  // Words: letters and digits, with inner apostrophes, hyphens, dots and commas of figures kept
  // ("don't", "e-commerce", "1,199", "24x7"); everything else separates words.
  const raw = folded.match(/[\p{L}\p{N}]+(?:['’\-.,][\p{L}\p{N}]+)*/gu) ?? [];
  const corrections: string[] = [];
  const words = raw.map((word) => {
    const plain = word.normalize('NFD').replace(/\p{M}/gu, '');
    const fixed = SHORTHAND[plain] ?? corrected(plain, lexicon);
    if (fixed !== plain) corrections.push(`${word} → ${fixed}`);
    return fixed;
  });
  const text = words.join(' ').replace(YOU_GROUP, 'you').replace(APPROVAL, 'approve$1 before they go live');
  const unknown = words.filter((word) => /^[a-z]{3,}$/.test(word) && !lexicon.known.has(word));
  return { original: message.trim(), text, words: text ? text.split(' ') : [], corrections, foreignLetters, unknown };
}

/**
 * A clause in which visitors say who they are ("im a dentist", "garage owner here", "i run a yoga
 * studio"): their trade, which selects nothing we say (a photographer does not ask for photography,
 * a garage owner not for ours).
 */
const INTRODUCTION =
  /^(?:(?:hi|hello|hey)\W+)?(?:(?:i'?m|i am|im|we'?re|we are|were) (?:just |only )?(?:a|an|one) |(?:i|we) (?:run|own|manage) (?:a|an|my|our|the|one) )(?:[\w'&/-]+ ){0,4}[\w'&/-]+$|^(?:[\w'&/-]+ ){0,3}(?:owner|here)$|^(?:[\w'&/-]+ ){0,2}(?:photographer|dentist|plumber|realtor|lawyer|attorney|electrician|contractor|therapist|consultant|coach|baker|florist|mechanic)$/i;

/** A greeting before anything else: "hi, ", "hello there - ". */
const GREETING = /^\s*(?:hi+|hello|hey|hiya)(?: there)?\W+(?=\S)/i;

/** Where an introduction ends: at a stop, a comma or a dash, or where a question starts without one. */
const INTRODUCTION_ENDS = [
  /^\s*([^,.;:!?]+?)\s*(?:[,.;:!]+\s+|\s[-–—]\s+)(?=\S)/,
  /^\s*([^,.;:!?]+?)\s+(?=(?:what|whats|what's|how|do|does|can|could|is|are|which|who|where|when|will|would|should|any)\b)/i,
];

/**
 * The message without the introduction it opens with ("im a photographer, what happens after i
 * fill out your contact form"), when a question of three words or more follows it.
 */
export function withoutIntroduction(message: string): string {
  const text = message.replace(GREETING, '');
  for (const ends of INTRODUCTION_ENDS) {
    const clause = ends.exec(text);
    if (!clause?.[1] || !INTRODUCTION.test(clause[1].trim())) continue;
    const rest = text.slice(clause[0].length);
    if (rest.trim().split(/\s+/).length >= 3) return withoutIntroduction(rest);
  }
  return message;
}
