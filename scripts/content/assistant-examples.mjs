// Writes src/server/assistant/asked-examples.json: for each sentence of the site (by its key, a hash
// of its text: passages.ts's sentenceKey) that answers a
// question of the assistant's development set (tests/assistant-eval/dev.json), the words that
// question used that the sentence and its heading do not. The sentence search counts them for part
// of a term's weight (src/server/assistant/passages.ts), so a visitor who asks in the words an
// earlier visitor used finds the same sentence: "who else can read what I type in the chat" meets
// the privacy policy's sentence on OpenAI. The held-out part is never read here.
//
//   npm run assistant-examples        after adding dev cases or changing the site's wording
//
// A unit test fails while the committed file differs from what this script writes.
import { readFileSync, writeFileSync } from 'node:fs';

/** Where the examples go, from the project root. */
export const EXAMPLES_FILE = 'src/server/assistant/asked-examples.json';
/** The questions each sentence of the site answers, in a visitor's words, written with the content. */
export const SENTENCE_QUESTIONS_FILE = 'src/data/sentence-questions.json';

/** The kinds of question a sentence of the site answers (a plan's figure comes from the price data). */
const SENTENCE_INTENTS = new Set(['site-says', 'article', 'service', 'process', 'reporting', 'company']);
/** A fact found in more sentences than this says too little about which one answers. */
const MOST_SENTENCES = 3;

/** The comparable form of a text: NFKC, lower case, plain apostrophes, no bold marks, single spaces. */
const comparable = (/** @type {string} */ text) =>
  text.normalize('NFKC').toLowerCase().replace(/[’‘`]/g, "'").replace(/\*+/g, '').replace(/\s+/g, ' ').trim();

/**
 * The sentences each question of the site's own list (SENTENCE_QUESTIONS_FILE) is answered by: the
 * sentence (or the same sentence on two pages) that starts with the entry's `answer`. An entry whose
 * sentence was reworded since starts none: it is left out (`stale` names it), as a dev question's
 * sentence edited since is, and the site's own words still find the sentence.
 * @param {readonly { answer: string; asks: readonly string[] }[]} anticipated
 * @param {readonly string[]} sentences the site's sentences, comparable
 * @returns {{ targets: { ask: string; ids: number[] }[]; stale: string[] }}
 */
function anticipatedTargets(anticipated, sentences) {
  /** @type {string[]} */
  const stale = [];
  const targets = anticipated.flatMap(({ answer, asks }) => {
    const start = comparable(answer);
    // The whole sentence when it is given whole (a short sentence can start a longer one).
    const whole = sentences.flatMap((text, id) => (text === start ? [id] : []));
    const ids = whole.length > 0 ? whole : sentences.flatMap((text, id) => (text.startsWith(start) ? [id] : []));
    if (ids.length === 0) {
      stale.push(answer);
      return [];
    }
    if (new Set(ids.map((id) => sentences[id])).size > 1) {
      throw new Error(`${SENTENCE_QUESTIONS_FILE}: "${answer}" starts more than one sentence (give more of it)`);
    }
    return asks.map((ask) => ({ ask, ids }));
  });
  return { targets, stale };
}

/**
 * The entries of the site's own list whose sentence was reworded since (they start no sentence).
 * @param {import('../../src/server/assistant/passages.ts').PassageIndex} index
 * @param {readonly { answer: string; asks: readonly string[] }[]} anticipated
 * @returns {string[]}
 */
export function staleQuestions(index, anticipated) {
  return anticipatedTargets(
    anticipated,
    index.passages.map((passage) => comparable(passage.text)),
  ).stale;
}

/** Whether a passage is on the page at `path` ("/seo-services" holds "/seo-services#second-heading"). */
const onPage = (passage, path) => passage !== undefined && passage.href.split('#')[0] === path;

/**
 * The examples as the text of the JSON file.
 * @param {import('../../tests/assistant-eval/cases.ts').AssistantCase[]} cases
 * @param {import('../../src/server/assistant/passages.ts').PassageIndex} index
 * @param {(text: string) => string[]} termsOf
 * @param {(text: string) => string} sentenceKey the key of a sentence (passages.ts)
 * @param {readonly { answer: string; asks: readonly string[] }[]} [anticipated] the questions the
 *   site's sentences answer, written with the content (SENTENCE_QUESTIONS_FILE)
 * @returns {string}
 */
export function examplesFile(cases, index, termsOf, sentenceKey, anticipated = []) {
  // Two of the site's sentences with one key would share their examples.
  /** @type {Map<string, string>} */
  const keyed = new Map();
  for (const { text } of index.passages) {
    const key = sentenceKey(text);
    const other = keyed.get(key);
    if (other !== undefined && other !== text) {
      throw new Error(`Two sentences share the key ${key} (reword one): "${other}" and "${text}"`);
    }
    keyed.set(key, text);
  }
  const sentences = index.passages.map((passage) => comparable(passage.text));
  /** @type {{ ask: string; ids: number[] }[]} */
  const asked = cases.flatMap((entry) => {
    if (!SENTENCE_INTENTS.has(entry.intent) || entry.context) return [];
    const facts = entry.must.flat().filter((fact) => !fact.startsWith('@') && fact.length >= 8);
    const found = new Set(
      facts.flatMap((fact) => {
        const all = sentences.flatMap((text, id) => (text.includes(comparable(fact)) ? [id] : []));
        // A fact several pages state ("guidelines") is taught to the page the case links, when it
        // is one of them.
        const onLinked = all.filter((id) => entry.link !== undefined && onPage(index.passages[id], entry.link));
        const ids = onLinked.length > 0 ? onLinked : all;
        return ids.length <= MOST_SENTENCES ? ids : [];
      }),
    );
    return [{ ask: entry.ask, ids: [...found] }];
  });
  /** @type {Map<string, Set<string>>} sentence key → words */
  const examples = new Map();
  for (const { ask, ids } of [...asked, ...anticipatedTargets(anticipated, sentences).targets]) {
    for (const id of ids) {
      const passage = index.passages[id];
      const own = index.terms[id];
      if (!passage || !own) continue;
      const words = termsOf(ask).filter((term) => !own.text.has(term) && !own.heading.has(term));
      if (words.length === 0) continue;
      const key = sentenceKey(passage.text);
      const kept = examples.get(key) ?? new Set();
      for (const word of words) kept.add(word);
      examples.set(key, kept);
    }
  }
  const sorted = Object.fromEntries(
    [...examples].sort(([a], [b]) => (a < b ? -1 : 1)).map(([text, words]) => [text, [...words].sort().join(' ')]),
  );
  // One sentence per line, without indentation: the file ships in the chat function's zip.
  const lines = Object.entries(sorted).map(([key, words]) => `${JSON.stringify(key)}:${JSON.stringify(words)}`);
  return `{\n${lines.join(',\n')}\n}\n`;
}

/**
 * The questions the site's sentences answer, written with the content.
 * @returns {{ answer: string; asks: string[] }[]}
 */
export function sentenceQuestions() {
  return JSON.parse(readFileSync(SENTENCE_QUESTIONS_FILE, 'utf8'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { loadCases } = await import('../../tests/assistant-eval/cases.ts');
  const { buildPassages, sentenceKey, termsOf } = await import('../../src/server/assistant/passages.ts');
  const digest = JSON.parse(readFileSync('src/server/assistant/articles.generated.json', 'utf8'));
  const index = buildPassages(digest.articles, digest.pages, new Map());
  const anticipated = sentenceQuestions();
  const text = examplesFile(loadCases('dev'), index, termsOf, sentenceKey, anticipated);
  writeFileSync(EXAMPLES_FILE, text);
  for (const answer of staleQuestions(index, anticipated)) {
    console.warn(`! ${SENTENCE_QUESTIONS_FILE}: "${answer}" starts no sentence of the site now (reworded?): left out`);
  }
  console.log(`✓ ${Object.keys(JSON.parse(text)).length} sentences with examples written to ${EXAMPLES_FILE}`);
}
