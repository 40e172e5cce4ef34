import type { ChatReply, ChatRequest } from '../../lib/calls/chat.ts';
import type { ServerEnv } from '../env.ts';
import { ProviderUnavailableError } from '../providers.ts';
import { answerLocally, settledAnswer } from './local-assistant.ts';

/*
 * The chat use case: a visitor's message (and the recent turns) in, the assistant's reply out.
 * Without OPENAI_API_KEY the local assistant answers every message. With it, OpenAI answers from
 * the same knowledge base, except where the local rules settle a message exactly (see below),
 * and the local assistant stands in whenever the model is unavailable.
 */

/** The assistant's reply to a visitor's message, by the assistant the environment calls for. */
export async function answerChat(request: ChatRequest, env: ServerEnv): Promise<ChatReply> {
  if (!env.openai) return answerLocally(request);
  // A price or plan question gets the price list's own lines: a model could only paraphrase
  // them, at the risk of a wrong figure, and it would cost a second or two and tokens to do so.
  // An attempt to change the rules gets the usual offer of help without reaching the model.
  const settled = settledAnswer(request);
  if (settled) return settled;
  const { answerWithOpenAI } = await import('./openai.ts');
  try {
    return await answerWithOpenAI(request, env);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    console.warn(`[assistant] the model is unavailable, the local assistant answered: ${error.message}`);
    return answerLocally(request);
  }
}
