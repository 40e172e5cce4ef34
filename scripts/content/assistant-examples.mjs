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

/** The kinds of question a sentence of the site answers (a plan's figure comes from the price data). */
const SENTENCE_INTENTS = new Set(['site-says', 'article', 'service', 'process', 'reporting', 'company']);
/** A fact found in more sentences than this says too little about which one answers. */
const MOST_SENTENCES = 3;

/**
 * The examples as the text of the JSON file.
 * @param {import('../../tests/assistant-eval/cases.ts').AssistantCase[]} cases
 * @param {import('../../src/server/assistant/passages.ts').PassageIndex} index
 * @param {(text: string) => string[]} termsOf
 * @param {(text: string) => string} sentenceKey the key of a sentence (passages.ts)
 * @returns {string}
 */
export function examplesFile(cases, index, termsOf, sentenceKey) {
  const comparable = (/** @type {string} */ text) =>
    text.normalize('NFKC').toLowerCase().replace(/[’‘`]/g, "'").replace(/\*+/g, '').replace(/\s+/g, ' ').trim();
  const sentences = index.passages.map((passage) => comparable(passage.text));
  /** @type {Map<string, Set<string>>} sentence key → words */
  const examples = new Map();
  for (const entry of cases) {
    if (!SENTENCE_INTENTS.has(entry.intent) || entry.context) continue;
    const facts = entry.must.flat().filter((fact) => !fact.startsWith('@') && fact.length >= 8);
    const found = new Set(
      facts.flatMap((fact) => {
        const ids = sentences.flatMap((text, id) => (text.includes(comparable(fact)) ? [id] : []));
        return ids.length <= MOST_SENTENCES ? ids : [];
      }),
    );
    for (const id of found) {
      const passage = index.passages[id];
      const own = index.terms[id];
      if (!passage || !own) continue;
      const words = termsOf(entry.ask).filter((term) => !own.text.has(term) && !own.heading.has(term));
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
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { loadCases } = await import('../../tests/assistant-eval/cases.ts');
  const { buildPassages, sentenceKey, termsOf } = await import('../../src/server/assistant/passages.ts');
  const digest = JSON.parse(readFileSync('src/server/assistant/articles.generated.json', 'utf8'));
  const index = buildPassages(digest.articles, digest.pages, new Map());
  const text = examplesFile(loadCases('dev'), index, termsOf, sentenceKey);
  writeFileSync(EXAMPLES_FILE, text);
  console.log(`✓ ${Object.keys(JSON.parse(text)).length} sentences with examples written to ${EXAMPLES_FILE}`);
}
