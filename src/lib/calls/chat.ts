// zod/mini: the same schema validates in the browser (the chat widget) and on the server (the
// function), and the browser should not pay for the full library.
import * as z from 'zod/mini';

/*
 * The chat assistant's call (docs/requirements.md#assistant-contract): what the widget sends to
 * /api/ai/chat and what it gets back.
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

/** The bot's message when the chat call fails (docs/requirements.md#error-catalogue). */
export const CHAT_FAILURE_MESSAGE = 'Sorry, I encountered an error. Please try again or contact our support team.';

/** A recent turn of the conversation, as the widget sends it with a question: who wrote what. */
export const chatTurnSchema = z.object({
  /** Who wrote it. */
  sender: z.enum(['user', 'bot']),
  /** What was written, capped. */
  text: z.string().check(z.maxLength(CHAT_LIMITS.turnText)),
});
export type ChatTurn = z.output<typeof chatTurnSchema>;

/** A request to the assistant: message and context, context defaulting to empty. */
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

/** The assistant's answer: response and shouldEscalate, with the pages it drew on. */
export const chatReplySchema = z.strictObject({
  /** Plain text; at most bold and italic markdown. */
  response: z.string().check(z.minLength(1)),
  /** True when a person should follow up: the widget opens the ticket form. */
  shouldEscalate: z.boolean(),
  /** Up to three pages of this site the answer drew on. */
  links: z.optional(z.array(replyLinkSchema).check(z.maxLength(MAX_REPLY_LINKS))),
});
export type ChatReply = z.output<typeof chatReplySchema>;

/*
 * The widget's side of the conversation (docs/requirements.md#chat-widget): the messages it shows
 * and keeps in the browser, and what it sends as context.
 */

/** Where the conversation is kept in localStorage. */
export const CHAT_HISTORY_KEY = 'chatbot-history';
/** Where sessionStorage remembers that the chat is open, so the next page opens it again. */
export const CHAT_OPEN_KEY = 'chatbot-open';
/** How long after an escalating reply the ticket form opens (docs/requirements.md#escalation). */
export const ESCALATION_DELAY_MS = 500;
/** The most messages kept: a long conversation keeps its latest part. */
export const MAX_STORED_MESSAGES = 100;

/** A message of the conversation: text, sender and timestamp in ms, with the reply's links. */
export const chatMessageSchema = z.object({
  /** What was written; a bot message may carry bold and italic markdown. */
  text: z.string().check(z.minLength(1), z.maxLength(CHAT_LIMITS.turnText * 4)),
  /** Who wrote it. */
  sender: z.enum(['user', 'bot']),
  /** When, in epoch milliseconds. */
  timestamp: z.number(),
  /** The pages of this site a reply drew on. */
  links: z.optional(z.array(replyLinkSchema).check(z.maxLength(MAX_REPLY_LINKS))),
});
export type ChatMessage = z.output<typeof chatMessageSchema>;

/**
 * The conversation stored under CHAT_HISTORY_KEY, or an empty one. Storage is the visitor's own and
 * may hold anything (an older format, a hand edit): only well-formed messages are read back.
 */
export function readHistory(stored: string | null): ChatMessage[] {
  if (!stored) return [];
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data
    .flatMap((item) => {
      const message = chatMessageSchema.safeParse(item);
      return message.success ? [message.data] : [];
    })
    .slice(-MAX_STORED_MESSAGES);
}

/** The conversation as stored: its latest MAX_STORED_MESSAGES messages. */
export const storedHistory = (messages: readonly ChatMessage[]) => JSON.stringify(messages.slice(-MAX_STORED_MESSAGES));

/** The recent turns sent with a question as its context: the last CHAT_LIMITS.turns, each capped. */
export function recentTurns(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages
    .slice(-CHAT_LIMITS.turns)
    .map(({ sender, text }) => ({ sender, text: text.slice(0, CHAT_LIMITS.turnText) }));
}

/**
 * A script for the <head> of every page: when the chat was open on the previous page, it marks the
 * root `data-chat-restoring` before the page is first painted, so the docked chat's room is there
 * from the start instead of pushing the page aside when the widget arrives (src/islands/chat.css).
 * It runs inline, so the content security policy lists its hash (astro.config.mjs).
 */
export const CHAT_RESTORING_SCRIPT = `try{sessionStorage.getItem(${JSON.stringify(CHAT_OPEN_KEY)})&&document.documentElement.setAttribute("data-chat-restoring","")}catch(e){}`;
