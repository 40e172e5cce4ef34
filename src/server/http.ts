// The full library on the server; safeParse takes the browser's zod/mini schemas just the same.
import * as z from 'zod';
import { functionEnv, type ServerEnv } from './env.ts';
import { json, VisitorError } from './json.ts';
import { NotConfiguredError, ProviderError } from './providers.ts';

export { API_HEADERS, json, VisitorError } from './json.ts';

/** Largest request body the functions read. */
export const MAX_BODY_BYTES = 32 * 1024;

/** Reads at most `limit` bytes of the body; undefined when there are more. */
async function readLimited(req: Request, limit: number): Promise<string | undefined> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > limit) return undefined;
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The field errors of a failed parse, by field name. */
function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    errors[field] ??= issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : issue.message;
  }
  return errors;
}

/**
 * The life of a JSON POST endpoint: method, size, JSON, schema, then the action. Provider errors
 * become 502/503, a VisitorError its own status and message; anything unexpected becomes a plain
 * 500 without details.
 */
export async function handleJsonPost<S extends z.core.$ZodType>(
  req: Request,
  schema: S,
  action: (data: z.output<S>) => Promise<Response>,
): Promise<Response> {
  if (req.method !== 'POST') return json(405, { message: 'Method not allowed' }, { allow: 'POST' });
  // JSON only: a form-encoded or text/plain POST is what another site could send unseen.
  if (!/^application\/json\b/i.test(req.headers.get('content-type') ?? '')) {
    return json(400, { message: 'Send the message as JSON' });
  }
  let text: string | undefined;
  try {
    text = await readLimited(req, MAX_BODY_BYTES);
  } catch {
    return json(400, { message: 'The request body could not be read' });
  }
  if (text === undefined) return json(413, { message: 'The message is too large' });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json(400, { message: 'The request body is not valid JSON' });
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) {
    return json(422, { message: 'Please check the form and try again', errors: fieldErrors(parsed.error) });
  }
  try {
    return await action(parsed.data);
  } catch (error) {
    if (error instanceof VisitorError) return json(error.status, { ...error.details, message: error.message });
    if (error instanceof NotConfiguredError) {
      console.error(`[api] not configured: ${error.message}`);
      return json(503, { message: 'This service is not available right now. Please contact us directly.' });
    }
    if (error instanceof ProviderError) {
      console.error(`[api] provider failed: ${error.message}`);
      return json(502, { message: 'We could not process your message right now. Please try again later.' });
    }
    console.error('[api] unexpected error', error);
    return json(500, { message: 'Something went wrong on our side. Please try again later.' });
  }
}

/**
 * The handler of a function that answers with what its use case returns: handleJsonPost checks
 * the request against `schema`, `useCase` gets the data and the call's environment, and its
 * result is answered 200. Errors are answered as handleJsonPost says.
 */
export const jsonReplyEndpoint =
  <S extends z.core.$ZodType>(
    schema: S,
    useCase: (data: z.output<S>, env: ServerEnv) => Promise<Record<string, unknown>>,
  ) =>
  async (req: Request, context: Parameters<typeof functionEnv>[0]): Promise<Response> =>
    handleJsonPost(req, schema, async (data) => json(200, await useCase(data, functionEnv(context))));

/**
 * The handler of a function that verifies, then delegates, and answers a fixed body: as
 * jsonReplyEndpoint, with `answer` as the reply to every success.
 */
export const jsonPostEndpoint = <S extends z.core.$ZodType>(
  schema: S,
  useCase: (data: z.output<S>, env: ServerEnv) => Promise<unknown>,
  answer: Record<string, unknown>,
) =>
  jsonReplyEndpoint(schema, async (data, env) => {
    await useCase(data, env);
    return answer;
  });
