import { safeParse, type $ZodError, type $ZodType, type output } from 'zod/v4/core';

/** Largest request body the functions read. */
export const MAX_BODY_BYTES = 32 * 1024;

/**
 * Headers on every function response. Netlify applies the `[[headers]]` of netlify.toml to static
 * files only, so the functions send their own, chosen for a JSON API rather than for pages:
 * - `cache-control: no-store`: every answer is about one request; no browser or CDN may keep it.
 * - `x-content-type-options: nosniff`: JSON is only ever read as JSON, never sniffed into HTML or script.
 * - `content-security-policy: default-src 'none'; frame-ancestors 'none'`: should a browser ever
 *   render an answer as a document (opened directly, or sniffed), it may load and run nothing,
 *   and no page may frame it.
 * - `x-frame-options: DENY`: the same refusal to be framed for browsers without frame-ancestors.
 * - `referrer-policy: no-referrer`: an answer links nowhere, and should leak nothing if it did.
 * - `cross-origin-resource-policy: same-origin`: other sites cannot pull an answer into their
 *   pages as an image or script (and so into their process, where side channels could read it).
 * Left out: Strict-Transport-Security, Permissions-Policy and Cross-Origin-Opener-Policy, which
 * act on pages and the host; the pages send them.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * A JSON response with API_HEADERS, the one way every function answers; errors are always
 * `{ message }` (plus field errors on 422), never a stack trace. `headers` adds to API_HEADERS
 * (e.g. `allow` on a 405) and cannot weaken them.
 */
export function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  const response = Response.json(body, { status, headers });
  for (const [name, value] of Object.entries(API_HEADERS)) response.headers.set(name, value);
  return response;
}

/** A provider that is not set up on this deploy (answered 503). */
export class NotConfiguredError extends Error {}

/** A provider that failed, refused or did not answer in time (answered 502). */
export class ProviderError extends Error {}

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
function fieldErrors(error: $ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    errors[field] ??= issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : issue.message;
  }
  return errors;
}

/**
 * The life of a JSON POST endpoint: method, size, JSON, schema, then the action. Provider errors
 * become 502/503; anything unexpected becomes a plain 500 without details.
 */
export async function handleJsonPost<S extends $ZodType>(
  req: Request,
  schema: S,
  action: (data: output<S>) => Promise<Response>,
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
  const parsed = safeParse(schema, body);
  if (!parsed.success) {
    return json(422, { message: 'Please check the form and try again', errors: fieldErrors(parsed.error) });
  }
  try {
    return await action(parsed.data);
  } catch (error) {
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

/** Rejects after `ms` with a ProviderError, so a hanging provider cannot hold the function. */
export async function withDeadline<T>(work: (signal: AbortSignal) => Promise<T>, ms: number, what: string): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ProviderError(`${what} did not answer within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } catch (error) {
    if (error instanceof ProviderError || error instanceof NotConfiguredError) throw error;
    throw new ProviderError(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}
