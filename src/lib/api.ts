/*
 * The one way islands talk to the functions: JSON in, JSON out. A failed call throws an Error whose
 * message is the response's `message` field, or "HTTP error! status: {code}"
 * (docs/requirements.md#the-error-rule), so a bare 429 from Netlify's rate limiter reads the same
 * as any other failure.
 */

/** The message of a failed response: its JSON `message`, or the status. */
export function errorMessage(status: number, body: unknown): string {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return `HTTP error! status: ${status}`;
}

/** A failed response: its status and its JSON body (undefined when it was not JSON) beside the message. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super(errorMessage(status, body));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** How long the browser waits for a function before calling the attempt failed. */
export const REQUEST_TIMEOUT_MS = 20_000;

/** POSTs JSON to `/api{path}` and returns the parsed response; throws with errorMessage() on failure. */
export async function postJson<T = unknown>(
  path: string,
  body: unknown,
  {
    fetch: fetchImpl = fetch,
    timeoutMs = REQUEST_TIMEOUT_MS,
    keepalive = false,
  }: { fetch?: typeof fetch; timeoutMs?: number; keepalive?: boolean } = {},
): Promise<T> {
  const response = await fetchImpl(`/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
    keepalive,
  });
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page, a bare 429): the status speaks for it.
  }
  if (!response.ok) throw new ApiError(response.status, data);
  return data as T;
}
