import type { ChatReply, ChatRequest } from '../../lib/forms/chat.ts';
import { answerLocally } from './local.ts';

/**
 * The chat use case: a visitor's message (and the recent turns) in, the assistant's reply out.
 * For now the local assistant answers every call; an OpenAI adapter, chosen by the environment the
 * endpoint hands in, will stand on the same knowledge base.
 */
export async function answerChat(request: ChatRequest): Promise<ChatReply> {
  return answerLocally(request);
}
