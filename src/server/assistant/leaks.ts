/*
 * The last check on a model's reply before a visitor sees it: it must not carry the model's rules
 * (their confidential marker, or a run of their text) nor a secret of this deployment (the
 * provider keys), however it is disguised. The model never sees a secret, so that check guards
 * against a mistake of ours more than against the model.
 *
 * Every comparison is made on a skeleton of the text (see `skeleton`): invisible characters,
 * compatibility forms, accents, case, spacing and punctuation are gone from it, so the rules with
 * a zero-width space or a space between letters, in fullwidth letters or with soft hyphens are
 * the rules still. Encodings are the other disguise: a reply is read again as the escapes it holds
 * would read (%xx, entities, \u...), and as base64, hex or character codes would decode, and each
 * reading is checked the same way; a long run of encoded text is refused even when nothing in it
 * is recognised, as it could carry anything. A reply of the usual length (120 words) is checked in
 * under half a millisecond, one of the most tokens the model may write in about two.
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

/** Why a reply must not reach a visitor: what it carries. */
export type Leak = 'marker' | 'rules' | 'secret' | 'encoding';

/**
 * Consecutive skeleton characters of the rules that count as quoting them: about ten words (ten
 * words of the rules are 30 to 64 skeleton characters, 43 in the middle; twelve are 39 or more).
 * Measured against the rules (prompt.ts; the role line is not among them): no document of the
 * knowledge base shares more than 14 consecutive skeleton characters with them, no answer of the
 * local assistant more than 15, nor the news articles in full; honest replies that say what the
 * rules say ("a person from the team will follow up", "questions about the agency", "a custom
 * quote, proposal or discount") share 19 to 30.
 */
export const QUOTED_CHARS = 40;
/** Consecutive skeleton characters of a secret, or of the marker, that count as revealing it. */
export const SECRET_SPAN = 16;
/**
 * Characters of an unbroken run of base64 or hex characters that count as encoded text, unless it
 * is made of words ("search-engine-optimisation"). No run of the knowledge base is longer than 17
 * characters, the news articles' longest is a path of 35 made of words, and none is not made of
 * words; 24 characters hold 18 bytes in base64 or 12 in hex, less than a secret span in hex, and
 * shorter runs are decoded and checked all the same.
 */
export const ENCODED_RUN = 24;
/** Escapes in one reply (%xx, &#...; and other entities, \u..., \x..., 0x..., =XX) that count as encoded text. */
export const ESCAPES = 6;
/** Shorter "secrets" are placeholders, not keys, and would match ordinary text. */
const MIN_SECRET_LENGTH = 8;

/** Cyrillic and Greek letters that look like Latin ones, and the Latin letters they pass for. */
const LOOKALIKES_FROM = 'АВЕКМНОРСТХУЅІЈԚԜΑΒΕΖΗΙΚΜΝΟΡΤΥΧаеорсухіјѕԁһӏԛԝοανικυρ';
const LOOKALIKES_TO = 'ABEKMHOPCTXYSIJQWABEZHIKMNOPTYXaeopcyxijsdhlqwoavikup';
const LOOKALIKE = new RegExp(`[${LOOKALIKES_FROM}]`, 'gu');
const lookalike = (letter: string) => LOOKALIKES_TO[LOOKALIKES_FROM.indexOf(letter)] ?? letter;

/**
 * The skeleton of a text: what is left to read once every disguise that keeps it legible is
 * undone. Invisible characters (Unicode format characters such as zero-width spaces and joiners,
 * soft hyphens, bidi controls and tag characters, and the other default-ignorable ones) removed;
 * compatibility forms folded as NFKC folds them (fullwidth, mathematical and circled letters,
 * ligatures), accents dropped (NFKD, so "ŕ" cannot hide an "r"), Cyrillic and Greek lookalikes read
 * as Latin, then lower case, letters and digits only.
 */
export function skeleton(text: string): string {
  return text
    .replace(/[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(LOOKALIKE, lookalike)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * A secret as it might appear in text: PEM armour lines and pasted "\n" sequences removed, so a
 * private key matches however its lines were broken; then its skeleton.
 */
const secretSkeleton = (secret: string) =>
  skeleton(secret.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\\n/g, ''));

/** Every run of `size` consecutive characters of `text`. */
function spans(text: string, size: number): string[] {
  const list: string[] = [];
  for (let start = 0; start + size <= text.length; start += 1) list.push(text.slice(start, start + size));
  return list;
}

/** What is looked for in a skeleton, built once while the rules, the marker and the secrets stay the same. */
interface Needles {
  key: string;
  /** Every QUOTED_CHARS-long run of the rules' skeleton. */
  rules: Set<string>;
  /** Every SECRET_SPAN-long span of the marker and of the secrets, by what it reveals. */
  spans: Map<string, 'marker' | 'secret'>;
  /** The marker and the secrets no longer than a span, looked for whole. */
  whole: [string, 'marker' | 'secret'][];
}

/** The needles of the last call: every call of a function instance has the same rules and secrets. */
let cached: Needles | undefined;

/** The needles for `confidential`, from the cache while it stays the same. */
function needlesFor(confidential: Confidential): Needles {
  const key = [confidential.rules, confidential.marker, ...confidential.secrets].join('\u0000');
  if (cached?.key === key) return cached;
  const needles: Needles = {
    key,
    rules: new Set(spans(skeleton(confidential.rules), QUOTED_CHARS)),
    spans: new Map(),
    whole: [],
  };
  const add = (core: string, kind: 'marker' | 'secret') => {
    if (core.length < MIN_SECRET_LENGTH) return;
    if (core.length <= SECRET_SPAN) needles.whole.push([core, kind]);
    else for (const span of spans(core, SECRET_SPAN)) needles.spans.set(span, kind);
  };
  add(skeleton(confidential.marker), 'marker');
  for (const secret of confidential.secrets) if (secret !== undefined) add(secretSkeleton(secret), 'secret');
  cached = needles;
  return needles;
}

/** What a skeleton reveals: the marker before the rules, the rules before a secret. */
function leakInSkeleton(text: string, needles: Needles): Leak | undefined {
  let secret = false;
  for (const [core, kind] of needles.whole) {
    if (!text.includes(core)) continue;
    if (kind === 'marker') return kind;
    secret = true;
  }
  for (let start = 0; start + SECRET_SPAN <= text.length; start += 1) {
    const kind = needles.spans.get(text.slice(start, start + SECRET_SPAN));
    if (kind === 'marker') return kind;
    if (kind) secret = true;
  }
  for (let start = 0; start + QUOTED_CHARS <= text.length; start += 1) {
    if (needles.rules.has(text.slice(start, start + QUOTED_CHARS))) return 'rules';
  }
  return secret ? 'secret' : undefined;
}

/** Named entities worth reading; any other name reads as nothing. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** One escape of a character, in any of the notations a reply might use. */
const ESCAPE =
  /%([0-9a-f]{2})|&#(\d{1,7});?|&#x([0-9a-f]{1,6});?|&([a-z][a-z\d]{1,31});|\\u\{([0-9a-f]{1,6})\}|\\u([0-9a-f]{4})|\\x([0-9a-f]{2})|\b0x([0-9a-f]{2})\b|=([0-9A-F]{2})|\bU\+([0-9a-f]{4,6})\b/gi;

/** A code point as a character; nothing for a number that is none. */
const character = (code: number) => (code <= 0x10ffff ? String.fromCodePoint(code) : '');

/** The text as its escapes read: %73, &#115;, &#x73;, \u0073, \x73, 0x73, =73 and U+0073 as "s". */
function unescaped(text: string): string {
  return (
    text
      .replace(/\\[nrt]/g, ' ')
      // The captures come first among the arguments, one per notation.
      .replace(ESCAPE, (_, ...groups: (string | undefined)[]) => {
        const [percent, decimal, hexEntity, name, braced, unicode, hexByte, zeroX, printable, plus] = groups;
        if (name !== undefined) return ENTITIES[name.toLowerCase()] ?? '';
        if (decimal !== undefined) return character(Number(decimal));
        const hex = percent ?? hexEntity ?? braced ?? unicode ?? hexByte ?? zeroX ?? printable ?? plus ?? '';
        return character(Number.parseInt(hex, 16));
      })
  );
}

/**
 * What the encodings in a text may stand for, each a text to check: its escapes read; tag
 * characters (invisible copies of ASCII) read as ASCII; its base64 characters decoded from each of
 * the four positions a run may start at, so a run amid words, or broken by spaces, decodes too; its
 * hex digits decoded likewise from both positions; its numbers read as character codes. Decoding
 * ordinary text gives noise, which matches nothing.
 */
function readings(text: string): string[] {
  const list = [unescaped(text)];
  const tags = [...text].flatMap((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code >= 0xe0020 && code <= 0xe007e ? [String.fromCharCode(code - 0xe0000)] : [];
  });
  if (tags.length > 0) list.push(tags.join(''));
  const base64 = text.replace(/[^A-Za-z0-9+/_-]/g, '');
  for (let start = 0; start < 4 && start < base64.length; start += 1) {
    list.push(Buffer.from(base64.slice(start), 'base64').toString('utf8'));
  }
  const hex = text.replace(/\\x|\b0x/gi, '').replace(/[^0-9a-f]/gi, '');
  for (let start = 0; start < 2 && start < hex.length; start += 1) {
    list.push(Buffer.from(hex.slice(start), 'hex').toString('utf8'));
  }
  const codes = text.match(/\d{2,7}/g);
  if (codes) list.push(codes.map((code) => character(Number(code))).join(''));
  return list;
}

/** ROT13 of a skeleton: the rules sent through the oldest cipher are the rules still. */
const rot13 = (text: string) =>
  text.replace(/[a-z]/g, (letter) => String.fromCharCode(((letter.charCodeAt(0) - 97 + 13) % 26) + 97));

/**
 * A piece of a run that reads as a word as people write it: letters in one case, a capital first,
 * a brand in camel case ("WooCommerce"), or a short code with digits ("GA4", "2024"). Random base64
 * mixes cases inside a piece: with case ignored, 0.8 % of random 24-byte keys split into word-like
 * pieces and passed.
 */
const WORDLIKE =
  /^(?:[a-z]{1,20}|[A-Z][a-z]{0,19}|[A-Z]{1,20}|[A-Z]?[a-z]{2,}(?:[A-Z][a-z]{2,}){1,3}|[a-z\d]{1,8}|[A-Z\d]{1,8})$/;

/**
 * True when `text` holds a long encoded run: ENCODED_RUN base64 or hex characters in a row that
 * are not words joined by hyphens or slashes; twelve hex bytes or six binary octets spaced out;
 * or ESCAPES escapes in all.
 */
export function hasEncodedRun(text: string): boolean {
  for (const run of text.match(/[A-Za-z0-9+/=_-]+/g) ?? []) {
    if (run.length >= ENCODED_RUN && run.split(/[-_+/=]+/).some((piece) => piece !== '' && !WORDLIKE.test(piece))) {
      return true;
    }
  }
  if (/\b[0-9a-f]{2}(?:[\s:,;.-]+[0-9a-f]{2}\b){11}|\b[01]{7,8}(?:[\s,;]+[01]{7,8}\b){5}/i.test(text)) return true;
  return (text.match(ESCAPE)?.length ?? 0) >= ESCAPES;
}

/**
 * Why `text` must not reach a visitor, or undefined when it may: it names the marker, quotes
 * QUOTED_CHARS consecutive skeleton characters of the rules, reveals SECRET_SPAN characters of a
 * secret (as it is, reversed, in ROT13 or in any of its readings), or holds a long encoded run.
 */
export function leakIn(text: string, confidential: Confidential): Leak | undefined {
  const needles = needlesFor(confidential);
  const plain = skeleton(text);
  // A set: most readings of an ordinary reply are the reply itself or noise that skeletons to little.
  const skeletons = new Set([
    plain,
    [...plain].reverse().join(''),
    rot13(plain),
    ...readings(text).map((reading) => skeleton(reading)),
  ]);
  let found: Leak | undefined;
  for (const candidate of skeletons) {
    const leak = leakInSkeleton(candidate, needles);
    // The marker is the surest sign; otherwise the first reading that reveals something.
    if (leak === 'marker') return leak;
    found ??= leak;
  }
  return found ?? (hasEncodedRun(text) ? 'encoding' : undefined);
}
