import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EXAMPLES_FILE,
  examplesFile,
  SENTENCE_QUESTIONS_FILE,
  sentenceQuestions,
  staleQuestions,
} from '../../scripts/content/assistant-examples.mjs';
import { ASKED_SHARE, buildPassages, findPassages, sentenceKey, termsOf } from '../../src/server/assistant/passages.ts';
import { legalPages, publishedArticles } from '../../src/server/assistant/published-articles.ts';
import { nearestAnswer } from '../../src/server/assistant/check.ts';
import { knowledge } from '../../src/server/assistant/knowledge.ts';
import { loadCases, type AssistantCase } from '../assistant-eval/cases.ts';

/*
 * The words visitors asked a sentence with (scripts/content/assistant-examples.mjs →
 * src/server/assistant/asked-examples.json): written from the dev questions only, attached to the
 * sentences that answer them, and counted by the sentence search for part of a term's weight.
 */

const bare = buildPassages(publishedArticles(), legalPages(), new Map());
const committed = JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8')) as Record<string, string>;

const entry = (fields: Partial<AssistantCase> & Pick<AssistantCase, 'ask' | 'must'>): AssistantCase => ({
  id: 'dev-900',
  intent: 'site-says',
  escalate: false,
  ...fields,
});

describe('the examples file', () => {
  it('keys sentences by a hash that tells them apart', () => {
    const keys = new Set(bare.passages.map((passage) => sentenceKey(passage.text)));
    expect(keys.size).toBe(new Set(bare.passages.map((passage) => passage.text)).size);
    // Were two of them to share one, writing the file would fail rather than mix their examples.
    expect(() => examplesFile([], bare, termsOf, () => 'one key')).toThrow(/share the key/);
  });

  it('attaches to sentences the site has (a sentence edited since leaves its examples unused, nothing more)', () => {
    const sentences = new Set(bare.passages.map((passage) => sentenceKey(passage.text)));
    const keys = Object.keys(committed);
    expect(keys.length).toBeGreaterThan(100);
    const found = keys.filter((key) => sentences.has(key)).length;
    expect(found / keys.length).toBeGreaterThanOrEqual(0.9);
  });

  it("holds only words of the dev questions and of the site's own list: the held-out part never teaches it", () => {
    const devWords = new Set([
      ...loadCases('dev').flatMap((c) => termsOf(c.ask)),
      ...sentenceQuestions().flatMap((entry) => entry.asks.flatMap(termsOf)),
    ]);
    const words = Object.values(committed).flatMap((list) => list.split(' '));
    expect(words.filter((word) => !devWords.has(word))).toEqual([]);
  });
});

describe('writing the examples', () => {
  const sentence = bare.passages.find((passage) => /do not buy links/i.test(passage.text));

  it('gives the sentence that states a fact the words of the question it does not hold', () => {
    const written = JSON.parse(
      examplesFile(
        [entry({ ask: 'do you pay for backlinks from spammy sellers', must: ['do not buy links'] })],
        bare,
        termsOf,
        sentenceKey,
      ),
    ) as Record<string, string>;
    expect(sentence).toBeDefined();
    const key = sentenceKey(sentence?.text ?? '');
    expect(Object.keys(written)).toEqual([key]);
    const words = written[key] ?? '';
    expect(words.split(' ')).toEqual(expect.arrayContaining(['spammi', 'seller']));
    // Words the sentence holds already are not repeated.
    expect(words.split(' ')).not.toContain('link');
  });

  it('teaches a fact several pages state to the page the case links, when that page states it', () => {
    const stating = bare.passages.filter((passage) => passage.text.toLowerCase().includes('guidelines'));
    const pages = new Set(stating.map((passage) => passage.href.split('#')[0]));
    expect(pages.size).toBeGreaterThan(1);
    const linked = '/news/leading-seo-trends';
    expect(pages).toContain(linked);
    const written = (link?: string) =>
      Object.keys(
        JSON.parse(
          examplesFile(
            [entry({ ask: 'should my business name have best plumber in it', must: ['guidelines'], link })],
            bare,
            termsOf,
            sentenceKey,
          ),
        ) as Record<string, string>,
      );
    const onLinked = stating.filter((passage) => passage.href.startsWith(`${linked}#`)).map((p) => sentenceKey(p.text));
    expect(written(linked).sort()).toEqual([...new Set(onLinked)].sort());
    // Linked to a page that does not state it, or to none: every sentence that states it.
    expect(written('/contact').length).toBeGreaterThan(onLinked.length);
    expect(written().length).toBe(written('/contact').length);
  });

  it('leaves out follow-ups, plan questions, markers, short facts and facts many sentences state', () => {
    const cases = [
      entry({
        ask: 'and do you pay for them',
        must: ['do not buy links'],
        context: [{ sender: 'user', text: 'links?' }],
      }),
      entry({ ask: 'seo gold price', intent: 'price', must: ['do not buy links'] }),
      entry({ ask: 'who can read my chat', must: ['@unknown', 'SEO'] }),
      entry({ ask: 'what do you do', must: ['search'] }),
      entry({ ask: 'tell me something about your work', must: ['your business'] }),
    ];
    expect(JSON.parse(examplesFile(cases, bare, termsOf, sentenceKey))).toEqual({});
  });
});

describe("the site's own list of the questions its sentences answer", () => {
  const sentence = bare.passages.find((passage) => /do not buy links/i.test(passage.text));
  const write = (anticipated: { answer: string; asks: string[] }[]) =>
    JSON.parse(examplesFile([], bare, termsOf, sentenceKey, anticipated)) as Record<string, string>;

  it('names each sentence by how it starts, and nearly every entry still starts one', () => {
    const entries = sentenceQuestions();
    expect(entries.length).toBeGreaterThan(500);
    // A sentence reworded since leaves its entry unused, nothing more (the assistant-examples
    // script names it); the file is kept up to date when a page is rewritten.
    const stale = staleQuestions(bare, entries);
    expect(stale.length / entries.length, stale.join(' | ')).toBeLessThanOrEqual(0.05);
  });

  it('gives the sentence the words of its questions that it does not hold', () => {
    const start = (sentence?.text ?? '').split(' ').slice(0, 6).join(' ');
    const written = write([{ answer: start, asks: ['do you pay shady sellers for links'] }]);
    const words = written[sentenceKey(sentence?.text ?? '')]?.split(' ') ?? [];
    expect(words).toEqual(expect.arrayContaining(['shadi', 'seller']));
    expect(words).not.toContain('link');
  });

  it('leaves out an entry whose sentence was reworded, and refuses a start several sentences share', () => {
    const reworded = { answer: 'We happily buy links', asks: ['do you buy links'] };
    expect(write([reworded])).toEqual({});
    expect(staleQuestions(bare, [reworded])).toEqual(['We happily buy links']);
    expect(() => write([{ answer: 'We', asks: ['who are you'] }])).toThrow(
      `${SENTENCE_QUESTIONS_FILE}: "We" starts more than one sentence`,
    );
  });
});

describe('the search with examples', () => {
  const target = bare.passages.find((passage) => /do not buy links/i.test(passage.text));
  const withExamples = buildPassages(
    publishedArticles(),
    legalPages(),
    new Map([[sentenceKey(target?.text ?? ''), 'spammi seller']]),
  );

  it("offers such a sentence as the nearest only when the visitors' words hold three terms and more", () => {
    const kb = { ...knowledge(), passages: withExamples };
    expect(nearestAnswer('spammy sellers', kb)).toBeUndefined();
    const three = buildPassages(
      publishedArticles(),
      legalPages(),
      new Map([[sentenceKey(target?.text ?? ''), 'spammi seller bundl']]),
    );
    const nearest = nearestAnswer('spammy sellers bundles', { ...kb, passages: three });
    expect(nearest?.response).toContain("I'm not sure our site answers exactly that");
    expect(nearest?.response).toContain(target?.text);
  });

  it('finds a sentence by the words visitors asked it with, for part of their weight', () => {
    const question = 'spammy sellers';
    expect(findPassages(question, bare)[0]?.passage.text).not.toBe(target?.text);
    // The sentence, wherever the site says it (a sentence two pages share carries the same words).
    const [best] = findPassages(question, withExamples);
    expect(best?.passage.text).toBe(target?.text);
    expect(best?.coverage).toBeCloseTo(ASKED_SHARE, 5);
    // Never as if the sentence said them: it holds none of them itself.
    expect(best?.inText).toBe(0);
  });
});
