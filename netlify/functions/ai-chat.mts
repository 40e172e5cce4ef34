import type { Config } from '@netlify/functions';
import { chatRequestSchema } from '../../src/lib/calls/chat.ts';
import { answerChat } from '../../src/server/assistant/answer-chat.ts';
import { jsonReplyEndpoint } from '../../src/server/http.ts';

/** POST /api/ai/chat: the assistant's reply to a visitor's message (see the README). */
export default jsonReplyEndpoint(chatRequestSchema, answerChat);

export const config: Config = {
  path: '/api/ai/chat',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
