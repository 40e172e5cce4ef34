import { describe, expect, it } from 'vitest';
import {
  CHAT_LIMITS,
  chatRequestSchema,
  MAX_STORED_MESSAGES,
  readHistory,
  recentTurns,
  storedHistory,
  type ChatMessage,
} from '../../src/lib/calls/chat.ts';

const message = (n: number, sender: ChatMessage['sender'] = n % 2 ? 'bot' : 'user'): ChatMessage => ({
  text: `message ${n}`,
  sender,
  timestamp: 1_790_000_000_000 + n,
});

describe('the stored conversation', () => {
  it('reads back what was stored', () => {
    const messages = [message(0), { ...message(1), links: [{ href: '/seo-pricing', title: 'SEO Pricing' }] }];
    expect(readHistory(storedHistory(messages))).toEqual(messages);
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['not JSON', '{oops'],
    ['not a list', '{"text":"hi"}'],
  ])('is empty for %s', (_, stored) => {
    expect(readHistory(stored)).toEqual([]);
  });

  it('skips malformed messages and keeps the rest', () => {
    const stored = JSON.stringify([
      message(0),
      { text: '', sender: 'user', timestamp: 1 },
      { text: 'x', sender: 'admin', timestamp: 1 },
      { text: 'x', sender: 'bot' },
      { ...message(1), links: [{ href: 'https://evil.example', title: 'x' }] },
      'text',
      message(2),
    ]);
    expect(readHistory(stored)).toEqual([message(0), message(2)]);
  });

  it(`keeps the latest ${MAX_STORED_MESSAGES} messages`, () => {
    const messages = Array.from({ length: MAX_STORED_MESSAGES + 5 }, (_, n) => message(n));
    const read = readHistory(storedHistory(messages));
    expect(read).toHaveLength(MAX_STORED_MESSAGES);
    expect(read[0]).toEqual(message(5));
    expect(readHistory(JSON.stringify(messages)).at(-1)).toEqual(message(MAX_STORED_MESSAGES + 4));
  });
});

describe('recentTurns: the context sent with a question', () => {
  it(`is the last ${CHAT_LIMITS.turns} turns, each capped, and the function accepts it`, () => {
    const messages = Array.from({ length: 20 }, (_, n) => message(n));
    messages.push({ text: 'x'.repeat(CHAT_LIMITS.turnText + 50), sender: 'bot', timestamp: 2 });
    const turns = recentTurns(messages);
    expect(turns).toHaveLength(CHAT_LIMITS.turns);
    expect(turns[0]).toEqual({ sender: 'bot', text: 'message 9' });
    expect(turns.at(-1)?.text).toHaveLength(CHAT_LIMITS.turnText);
    expect(chatRequestSchema.safeParse({ message: 'And the price?', context: turns }).success).toBe(true);
  });

  it('is empty for an empty conversation', () => {
    expect(recentTurns([])).toEqual([]);
  });
});
