/*
 * Whether a message is written in another language than English. The assistant answers in English
 * only, and says so, rather than matching English patterns against another language's words (where
 * "que" or "plan" would be read as English and answered with something unrelated).
 *
 * Messages are short (a few words), where letter-statistics detectors guess poorly, so the test is
 * on words: a message in another script is another language; a message in the Latin script is
 * when at least two of its words are common function words of Spanish, French, German,
 * Portuguese, Italian or Dutch and outnumber its English function words. Brand and service names
 * ("SEO", "Google Ads") are the same in every language and count for neither.
 */

/** Function words of other languages that are not English words too. */
const FOREIGN = new Set(
  // Spanish
  (
    'el los las una unos unas del al que qué cuánto cuanto cuánta cuesta cuestan cómo como dónde donde por para con sin ' +
    'es son está están hay tienen tiene ustedes usted necesito quiero puedo pueden mi mis su sus sitio precio precios ' +
    'hola gracias página servicios también pero muy más ' +
    // French
    'le les une des du au aux est sont avez vous nous je combien coûte coute quel quelle quels pourquoi ' +
    'comment où avec sans mon ma mes votre vos prix bonjour merci site est-ce qu pouvez faites proposez offrez ' +
    // German
    'der die das ein eine einen ist sind haben sie wir ich wie viel kostet kosten was warum wo mit ohne ' +
    'mein meine ihr ihre preis preise hallo danke bitte können bieten und nicht auch ' +
    // Portuguese
    'os um uma quanto custa vocês voce você tem têm preço preços obrigado olá não sim meu minha seu sua ' +
    // Italian
    'il gli lo della dei quanto costa perché sono avete cosa grazie ciao prezzo prezzi vostro ' +
    // Dutch
    'het een wat hoeveel kost jullie zijn hebben ik wij mijn prijs prijzen hoi bedankt niet ook'
  ).split(' '),
);

/** English function words, to weigh against them. */
const ENGLISH = new Set(
  'the a an is are do does you your we our i my me how what which who when where why can could would should much many price cost of for to in on with and or it this that there have has'.split(
    ' ',
  ),
);

/** Scripts other than Latin that a message may be written in. */
const OTHER_SCRIPT =
  /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}\p{Script=Thai}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** True when `folded` (lower case, NFKC) reads as another language than English. */
export function isOtherLanguage(folded: string): boolean {
  const letters = folded.replace(/[^\p{L}]/gu, '');
  const otherScript = [...letters].filter((letter) => OTHER_SCRIPT.test(letter)).length;
  if (otherScript >= 2 && otherScript >= letters.length / 3) return true;
  // "necesito traducir mi web - do you provide translation?": a question asked in English too is
  // answered in English.
  const clauses = folded.split(/\s+[-–—]\s+|[.?!;:]\s+/);
  if (clauses.length > 1 && clauses.some((clause) => isEnglishClause(clause))) return false;
  // "proposez-vous" is two words of French; "e-mail" is one of English, and counts for neither.
  const words = (folded.match(/[\p{L}]+(?:[-'][\p{L}]+)*/gu) ?? []).flatMap((word) =>
    FOREIGN.has(word) ? [word] : word.split('-'),
  );
  const foreign = words.filter((word) => FOREIGN.has(word)).length;
  const english = words.filter((word) => ENGLISH.has(word)).length;
  const marks = /[¿¡ñ]|[àâçéèêëîïôûùüÿœæäöß]/u.test(folded) ? 1 : 0;
  return foreign + marks >= 2 && foreign + marks > english;
}

/** A clause with two English function words and none of another language's. */
function isEnglishClause(clause: string): boolean {
  const words = clause.match(/[\p{L}]+/gu) ?? [];
  return words.filter((word) => ENGLISH.has(word)).length >= 2 && !words.some((word) => FOREIGN.has(word));
}
