import { describe, expect, it } from 'vitest';
import type { ChatReply } from '../../src/lib/calls/chat.ts';
import { buildKnowledge } from '../../src/server/assistant/knowledge.ts';
import { answerLocally } from '../../src/server/assistant/local-assistant.ts';
import { INTENTS, loadCases, PARTS, type AssistantCase } from '../assistant-eval/cases.ts';
import { describeMiss, evaluate } from '../assistant-eval/evaluate.ts';
import { grade, inventions } from '../assistant-eval/grade.ts';

/*
 * The local assistant over the whole labelled question set (tests/assistant-eval, docs/assistant.md):
 * each part must stay at or above its floor, and no answer may mislead beyond the count below. The
 * floors are ratchets: the accuracy the assistant has reached, raised as it improves, so a change
 * that makes it worse fails here. The targets (97 % held-out, no misleading answer) are in
 * `npm run bench:assistant`.
 */

/**
 * The least share of each part answered right. The held-out floor keeps two points of room: any
 * general change moves a case or two of 190 either way, and a floor at the last figure would push
 * whoever changes the assistant to look at the held-out misses, which the part exists to prevent.
 * The dev floor follows the dev part as it grows: 210 questions added blind on 2026-11-27, mostly
 * sentences of the pages and articles asked in other words, took it from 83 % of 632 to 79 % of
 * 842 while the held-out part rose; the floor was set again where the larger part stands. Both
 * raised at the end of the next stop: dev 81.5 % of 2,216, held-out 84.7 % of 190. The stop after
 * added 541 blind dev questions (answered 61 % right, where the 2,216 before them stand at 84 %, up
 * from 81.5 %): the dev floor was set again where the larger part stands (79.6 % of 2,757), and the
 * held-out floor raised with the part (86.3 %). Both raised at the end of the stop after: dev 80.7 %
 * of 2,980, held-out 88.4 % (168 of 190). The stop after added 333 blind dev questions (most of
 * them follow-ups and questions in other voices; dev 80.2 % of 3,313) and raised the held-out
 * floor with the part (89.5 %, 170 of 190).
 */
const FLOORS = { dev: 0.8, 'held-out': 0.88 } as const;
/** The most misleading answers each part may have (the target is none). */
const MISLEADING = { dev: 0, 'held-out': 0 } as const;

const kb = buildKnowledge();
const assistant = (request: Parameters<typeof answerLocally>[0]) => answerLocally(request, kb);

describe('the question set', () => {
  const dev = loadCases('dev');
  const heldOut = loadCases('held-out');

  it('has at least 400 questions, a development and a held-out part, every intent in both', () => {
    expect(dev.length + heldOut.length).toBeGreaterThanOrEqual(400);
    expect(heldOut.length).toBeGreaterThanOrEqual(150);
    for (const intent of INTENTS) {
      expect(
        dev.some((entry) => entry.intent === intent),
        `dev has no ${intent} case`,
      ).toBe(true);
      expect(
        heldOut.some((entry) => entry.intent === intent),
        `held-out has no ${intent} case`,
      ).toBe(true);
    }
  });

  it('never asks the same question in both parts', () => {
    const asked = new Set(dev.map((entry) => entry.ask.toLowerCase().trim()));
    expect(heldOut.filter((entry) => asked.has(entry.ask.toLowerCase().trim())).map((entry) => entry.id)).toEqual([]);
  });
});

describe('the grader', () => {
  const entry: AssistantCase = {
    id: 'dev-999',
    ask: 'how much is seo gold',
    intent: 'price',
    must: ['$899', ['Backlinks per month: 210', '210 backlinks']],
    mustNot: ['free'],
    escalate: false,
    link: '/seo-pricing',
  };
  const answer = (response: string, extra: Partial<ChatReply> = {}): ChatReply => ({
    response,
    shouldEscalate: false,
    links: [{ href: '/seo-pricing', title: 'SEO Pricing' }],
    ...extra,
  });

  it('passes an answer that states every fact, links the page and hands over as expected', () => {
    expect(grade(entry, answer('The **SEO Gold** plan costs $899 per month: 210 backlinks.'))).toMatchObject({
      right: true,
      misleading: false,
    });
  });

  it.each([
    ['a missing fact', answer('The SEO Gold plan costs $899 per month.'), false],
    ['a missing link', answer('$899, Backlinks per month: 210', { links: [] }), false],
    ['a hand-over nobody asked for', answer('$899, 210 backlinks', { shouldEscalate: true }), false],
    ['a statement that misleads', answer('$899, 210 backlinks, and the audit is free'), true],
    ['an amount the site does not state', answer('$899, 210 backlinks, or $850 if you pay yearly'), true],
  ])('fails %s', (_, reply, misleading) => {
    const verdict = grade(entry, reply);
    expect(verdict.right).toBe(false);
    expect(verdict.misleading).toBe(misleading);
  });

  it('counts an unlisted service answered without saying so as misleading', () => {
    const tiktok: AssistantCase = {
      id: 'dev-998',
      ask: 'tiktok ads?',
      intent: 'not-offered',
      must: ['@not-listed'],
      escalate: true,
    };
    expect(grade(tiktok, answer('We run Google Ads campaigns for you.')).misleading).toBe(true);
    expect(grade(tiktok, answer('Our site does not list TikTok.', { shouldEscalate: true })).right).toBe(true);
  });

  it('reads amounts, e-mail addresses and phone numbers that are not the site’s as invented', () => {
    expect(inventions('Silver ₹16,700, Gold ₹29,300, and $1,199.')).toEqual([]);
    expect(inventions('Write to sales@example.com or call +1 (212) 555-0199; it costs $42.')).toHaveLength(3);
  });

  it('reads how much more one plan is than another of its group as stated, and no other difference', () => {
    // SEO Diamond $1,999 and Platinum $1,199; PPC setup fees ₹50,300 and ₹37,700.
    expect(inventions('Diamond is $800 per month more; the setup fee is ₹12,600 more on Diamond.')).toEqual([]);
    // $1,999 less the PPC Silver plan's $299 mixes two groups: not a figure of the site.
    expect(inventions('Diamond is $1,700 more.')).toHaveLength(1);
  });
});

describe.each(PARTS)('the local assistant on the %s part', (part) => {
  const evaluation = evaluate(assistant, part);

  // A failure names the held-out part's cases by id only: their questions stay in their file.
  const named = (result: (typeof evaluation.results)[number]) =>
    part === 'held-out' ? `${result.entry.id} [${result.entry.intent}]` : describeMiss(result);

  it(`answers at least ${FLOORS[part] * 100} % right`, () => {
    expect(evaluation.accuracy, evaluation.misses.map(named).join('\n')).toBeGreaterThanOrEqual(FLOORS[part]);
  });

  it(`gives at most ${MISLEADING[part]} misleading answers`, () => {
    const misleading = evaluation.results.filter((result) => result.verdict.misleading);
    expect(misleading.length, misleading.map(named).join('\n')).toBeLessThanOrEqual(MISLEADING[part]);
  });
});
