// zod/mini: the same schema validates in the browser (the chat widget) and on the server (the
// function), and the browser should not pay for the full library.
import * as z from 'zod/mini';

/*
 * The chat assistant's call (spec sections 3 and 7): what the widget sends to /api/ai/chat and
 * what it gets back.
 */

/** Length caps of a chat request: a question, not a document. */
export const CHAT_LIMITS = {
  /** Characters of the visitor's message. */
  message: 1_000,
  /** Characters of the old client's context string. */
  contextText: 4_000,
  /** Recent turns a client may send as context. */
  turns: 12,
  /** Characters of one turn's text. */
  turnText: 2_000,
} as const;

/** The most site links a reply carries. */
export const MAX_REPLY_LINKS = 3;

/** The bot's message when the chat call fails (spec section 8). */
export const CHAT_FAILURE_MESSAGE = 'Sorry, I encountered an error. Please try again or contact our support team.';

/** A recent turn of the conversation, as the widget keeps it (spec section 3's chat message). */
export const chatTurnSchema = z.object({
  /** Who wrote it. */
  sender: z.enum(['user', 'bot']),
  /** What was written, capped. */
  text: z.string().check(z.maxLength(CHAT_LIMITS.turnText)),
});
export type ChatTurn = z.output<typeof chatTurnSchema>;

/** A request to the assistant (spec section 3: message and context, context defaulting to empty). */
export const chatRequestSchema = z.strictObject({
  /** The visitor's question: trimmed, not blank, capped. */
  message: z
    .string({ error: 'Enter a message' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Enter a message' }),
      z.maxLength(CHAT_LIMITS.message, { error: `Keep the message under ${CHAT_LIMITS.message} characters` }),
    ),
  /**
   * What came before: the old client's free text, or the recent turns. Optional; untrusted like
   * the message itself.
   */
  context: z._default(
    z.union([
      z.string().check(z.maxLength(CHAT_LIMITS.contextText)),
      z.array(chatTurnSchema).check(z.maxLength(CHAT_LIMITS.turns)),
    ]),
    '',
  ),
});
export type ChatRequest = z.output<typeof chatRequestSchema>;
export type ChatRequestInput = z.input<typeof chatRequestSchema>;

/** A path of this site ("/seo-pricing", "/news/ai-in-seo#costs"), never another host. */
const sitePath = z.string().check(z.regex(/^\/(?!\/)[A-Za-z0-9\-._~/#?=&%]*$/), z.maxLength(200));

/** A page of the site a reply drew on. */
export const replyLinkSchema = z.strictObject({
  /** The page's path on this site. */
  href: sitePath,
  /** The page's name, as menus show it. */
  title: z.string().check(z.minLength(1), z.maxLength(120)),
});
export type ReplyLink = z.output<typeof replyLinkSchema>;

/** The assistant's answer (spec section 3: response and shouldEscalate), with the pages it drew on. */
export const chatReplySchema = z.strictObject({
  /** Plain text; at most bold and italic markdown. */
  response: z.string().check(z.minLength(1)),
  /** True when a person should follow up: the widget opens the ticket form. */
  shouldEscalate: z.boolean(),
  /** Up to three pages of this site the answer drew on. */
  links: z.optional(z.array(replyLinkSchema).check(z.maxLength(MAX_REPLY_LINKS))),
});
export type ChatReply = z.output<typeof chatReplySchema>;
