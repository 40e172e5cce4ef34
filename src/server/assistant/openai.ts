import { randomUUID } from 'node:crypto';
import OpenAI, { APIError } from 'openai';
import { zodTextFormat } from 'openai/helpers/zod';
import * as z from 'zod';
import { chatReplySchema, type ChatReply, type ChatRequest } from '../../lib/calls/chat.ts';
import type { ServerEnv } from '../env.ts';
import { NotConfiguredError, ProviderError, ProviderUnavailableError, withDeadline } from '../providers.ts';
import { knowledge } from './knowledge.ts';
import { leakIn, type Leak } from './leaks.ts';
import { scopeReply } from './local-assistant.ts';
import { buildPrompt, MODEL_LIMITS, modelReplySchema, replyFrom } from './prompt.ts';

/*
 * The chat's model: OpenAI's Responses API through the official SDK, asked for a structured reply
 * (modelReplySchema) from the facts that prompt.ts retrieves. Only answer-chat.ts imports this module,
 * and only when OPENAI_API_KEY is set, so the SDK loads nowhere else.
 *
 * Two ways it fails, on purpose told apart:
 * - the model is unavailable: no answer at all (unreachable, a timeout or a hang, a rate limit, a
 *   server error, a key or model the API rejects). ProviderUnavailableError: answer-chat.ts lets the local
 *   assistant answer instead, so the visitor still gets a real answer from the same data.
 * - the model answered, but not with something we can use: output that is not JSON or does not
 *   match the schema, a refusal, an answer cut off by the token cap. ProviderError: a 502, and the
 *   widget shows its error message with the way to reach the team. With structured outputs these
 *   are rare, so each points at something to look at (a model override that ignores the schema,
 *   a visitor who provoked a refusal); a silent stand-in would hide it from the function's error
 *   rate, and would answer a message the model declined.
 * A reply that carries the rules, a secret or a long run of encoded text is neither, nor is one that
 * was only links or markup: it is replaced by the usual offer of help.
 */

/** The API's address, unless a test points the SDK elsewhere (off Netlify only; see env.ts). */
const OPENAI_API = 'https://api.openai.com/v1';

/**
 * One retry, after a rate limit or a server error (the SDK waits about half a second, or what the
 * API's Retry-After asks). Every attempt, and the waits between them, share one deadline.
 */
export const OPENAI_MAX_RETRIES = 1;

/** The structured reply format, built once: the same schema on every call keeps it cacheable. */
const REPLY_FORMAT = zodTextFormat(modelReplySchema, 'chat_reply');

/** The confidential marker of this function instance's rules (see leaks.ts). */
const MARKER = `tidewell-rules-${randomUUID()}`;

/** What a withheld reply carried, for the log. */
const LEAK_NAMES: Record<Leak, string> = {
  marker: 'the marker',
  rules: 'the rules',
  secret: 'a secret',
  encoding: 'a long run of encoded text',
};

/** One client per configuration, so its connections are reused across calls. */
const clients = new Map<string, OpenAI>();

function clientFor(config: NonNullable<ServerEnv['openai']>, timeoutMs: number): OpenAI {
  const key = JSON.stringify([config.apiKey, config.baseUrl, timeoutMs]);
  let client = clients.get(key);
  if (!client) {
    client = new OpenAI({
      apiKey: config.apiKey,
      // Always given, so the SDK never reads OPENAI_BASE_URL itself, which a deploy must ignore.
      baseURL: config.baseUrl ?? OPENAI_API,
      // An attempt may use the whole budget; withDeadline below stops all attempts together at it.
      timeout: timeoutMs,
      maxRetries: OPENAI_MAX_RETRIES,
      // Failures are logged by answer-chat.ts and the HTTP layer, without the visitor's text.
      logLevel: 'off',
    });
    clients.set(key, client);
  }
  return client;
}

/** The statuses of a passing failure, which the SDK retries: a timeout, a conflict, a rate limit. */
const TRANSIENT_STATUSES = new Set([408, 409, 429]);

/** What a failed call to the API was, for the log: its status, or how the connection failed. */
const describeApiError = (error: APIError) =>
  `${error.status ? `HTTP ${error.status}` : error.constructor.name}: ${error.message}`;

/**
 * The model's answer to a visitor's message, or the usual offer of help when the answer would
 * leak the rules or a secret. Throws ProviderUnavailableError when the model gives no answer in
 * time (see above) and ProviderError when its answer cannot be used.
 */
export async function answerWithOpenAI(request: ChatRequest, env: ServerEnv): Promise<ChatReply> {
  const config = env.openai;
  if (!config) throw new NotConfiguredError('OPENAI_API_KEY is not set');
  const client = clientFor(config, env.providerTimeoutMs);
  const prompt = buildPrompt(request, knowledge(), MARKER);

  const response = await withDeadline(
    async (signal) => {
      try {
        return await client.responses.parse(
          {
            model: config.model,
            instructions: prompt.instructions,
            input: prompt.input,
            text: { format: REPLY_FORMAT },
            // A short answer from given facts needs no reasoning; reasoning would cost time and
            // output tokens.
            reasoning: { effort: 'none' },
            max_output_tokens: MODEL_LIMITS.outputTokens,
            // Visitors' conversations are not kept at OpenAI.
            store: false,
          },
          { signal },
        );
      } catch (error) {
        if (error instanceof APIError) {
          // A key or a model the API rejects does not pass by itself: said louder than an outage.
          if (error.status && error.status < 500 && !TRANSIENT_STATUSES.has(error.status)) {
            console.error(`[assistant] OpenAI rejects the call; check OPENAI_API_KEY and OPENAI_MODEL`);
          }
          throw new ProviderUnavailableError(`OpenAI ${describeApiError(error)}`);
        }
        // The SDK parses the output with the schema inside the call: JSON or schema errors land here.
        throw new ProviderError(
          `OpenAI's output is not a reply: ${error instanceof Error ? `${error.name}: ${error.message.slice(0, 200)}` : 'unknown error'}`,
        );
      }
    },
    env.providerTimeoutMs,
    'OpenAI',
  );

  const refused = response.output.some(
    (item) => item.type === 'message' && item.content.some((part) => part.type === 'refusal'),
  );
  if (refused) throw new ProviderError('OpenAI refused to answer');
  const parsed = response.output_parsed;
  if (response.status !== 'completed' || !parsed) {
    const reason = response.incomplete_details?.reason;
    throw new ProviderError(`OpenAI gave no reply (status ${response.status ?? 'none'}${reason ? `: ${reason}` : ''})`);
  }

  const reply = replyFrom(parsed, prompt.facts);
  const confidential = {
    rules: prompt.rules,
    marker: MARKER,
    secrets: [config.apiKey, env.sendgrid?.apiKey, env.google?.privateKey],
  };
  // The model's own text is checked as well as what is left of it once links and markup are out:
  // a reply that hides something in an address is withheld and logged, not quietly cut, and a
  // reply whose letters are split by markup is read whole.
  const leak = leakIn(parsed.response, confidential) ?? leakIn(reply.response, confidential);
  const onlyMarkup = reply.response === '' && parsed.response.trim() !== '';
  if (leak || onlyMarkup) {
    console.warn(
      `[assistant] the model's reply was withheld: ${leak ? `it carried ${LEAK_NAMES[leak]}` : 'it was nothing but links or markup'}`,
    );
    return scopeReply();
  }
  const checked = z.safeParse(chatReplySchema, reply);
  if (!checked.success) throw new ProviderError("OpenAI's reply does not fit the chat's reply schema");
  return checked.data;
}
