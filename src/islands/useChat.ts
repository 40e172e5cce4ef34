import { useCallback, useEffect, useRef, useState } from 'react';
import { postJson } from '../lib/api.ts';
import {
  CHAT_FAILURE_MESSAGE,
  CHAT_HISTORY_KEY,
  chatReplySchema,
  readHistory,
  recentTurns,
  storedHistory,
  type ChatMessage,
  type ChatReply,
  type ChatRequestInput,
} from '../lib/calls/chat.ts';
import { browserStorage } from './storage.ts';

const storage = () => browserStorage('localStorage');

/** What the widget needs of a conversation. */
export interface Chat {
  messages: ChatMessage[];
  /** A question is waiting for its reply: input and send are locked, the typing indicator shows. */
  pending: boolean;
  /** Sends a question; resolves with the reply, or undefined when the call failed or nothing was sent. */
  send: (text: string) => Promise<ChatReply | undefined>;
  /** Adds a message of the assistant's own (a ticket's confirmation). */
  addBotMessage: (text: string) => void;
  /** Forgets the conversation, here and in storage. */
  clear: () => void;
}

/**
 * The conversation of docs/requirements.md#chat-widget: loaded from localStorage on start, saved
 * whenever it is not empty, removed by clear. Sending appends the visitor's message, locks input
 * while the reply is pending, and appends the reply (or CHAT_FAILURE_MESSAGE).
 */
export function useChat(): Chat {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  // The latest messages, for the context of a question sent from a stale closure.
  const latest = useRef<ChatMessage[]>([]);
  const busy = useRef(false);
  const loaded = useRef(false);

  // Loaded after hydration: the server rendered an empty chat, so the first render must match it.
  useEffect(() => {
    const history = readHistory(storage()?.getItem(CHAT_HISTORY_KEY) ?? null);
    loaded.current = true;
    if (history.length > 0) setMessages((current) => [...history, ...current]);
  }, []);

  useEffect(() => {
    latest.current = messages;
    // Saved when non-empty; an empty conversation is removed by clear, never written.
    if (!loaded.current || messages.length === 0) return;
    try {
      storage()?.setItem(CHAT_HISTORY_KEY, storedHistory(messages));
    } catch {
      // Storage full or blocked: the conversation still lives on this page.
    }
  }, [messages]);

  const append = useCallback((message: ChatMessage) => setMessages((current) => [...current, message]), []);

  const send = useCallback(
    async (text: string) => {
      const question = text.trim();
      if (question === '' || busy.current) return undefined;
      busy.current = true;
      const request: ChatRequestInput = { message: question, context: recentTurns(latest.current) };
      append({ text: question, sender: 'user', timestamp: Date.now() });
      setPending(true);
      try {
        const reply = chatReplySchema.parse(await postJson('/ai/chat', request));
        append({
          text: reply.response,
          sender: 'bot',
          timestamp: Date.now(),
          ...(reply.links?.length ? { links: reply.links } : {}),
        });
        return reply;
      } catch (error) {
        console.warn('The chat call failed:', error);
        append({ text: CHAT_FAILURE_MESSAGE, sender: 'bot', timestamp: Date.now() });
        return undefined;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [append],
  );

  const addBotMessage = useCallback((text: string) => append({ text, sender: 'bot', timestamp: Date.now() }), [append]);

  const clear = useCallback(() => {
    setMessages([]);
    try {
      storage()?.removeItem(CHAT_HISTORY_KEY);
    } catch {
      // Blocked storage held nothing.
    }
  }, []);

  return { messages, pending, send, addBotMessage, clear };
}
