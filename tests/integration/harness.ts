import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Context } from '@netlify/functions';
import PostalMime from 'postal-mime';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeProvider,
  GOOGLE_APPENDED,
  GOOGLE_TOKEN,
  googleEnv,
  OPENAI_TEST_KEY,
  openAIEnv,
  openaiReply,
  openaiResponse,
  PAGESPEED_TEST_KEY,
  pagespeedEnv,
  privateKey,
  sendGridEnv,
  type Behaviour,
} from './fake-providers.ts';
import { SERVER_ENV_VARIABLES } from '../../src/server/env.ts';
import { MOSTLY_FAST_FIELD, pagespeedAnswer } from '../fixtures/audit/pagespeed.ts';

export { GOOGLE_APPENDED, GOOGLE_TOKEN, OPENAI_TEST_KEY, openaiReply, openaiResponse, PAGESPEED_TEST_KEY, privateKey };

/*
 * What the integration tests of the functions share: a clean environment and outbox per test,
 * requests and calls, the fake SendGrid, Google, OpenAI and PageSpeed Insights servers, and the readers of the local
 * outbox.
 */

/** The provider timeout of the tests: short, so a hanging provider costs little. */
export const TIMEOUT_MS = 1_500;
/** The call contexts of the local emulator and of a production deploy. */
export const dev = { deploy: { context: 'dev' } } as unknown as Context;
export const production = { deploy: { context: 'production' } } as unknown as Context;

/** A function's default export. */
export type Handler = (req: Request, context: Context) => Promise<Response>;

/**
 * Gives each test of the file an environment without provider credentials and a fresh outbox
 * folder (removed after it); `dir` is the current test's outbox.
 */
export function useOutbox(): { readonly dir: string } {
  const outbox = { dir: '' };
  beforeEach(() => {
    // Each test starts with none of the functions' variables set.
    for (const key of SERVER_ENV_VARIABLES) vi.stubEnv(key, undefined);
    outbox.dir = mkdtempSync(join(tmpdir(), 'tidewell-outbox-'));
    vi.stubEnv('OUTBOX_DIR', outbox.dir);
    vi.stubEnv('PROVIDER_TIMEOUT_MS', String(TIMEOUT_MS));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(outbox.dir, { recursive: true, force: true });
  });
  return outbox;
}

/** Makes JSON POST requests to a path; a string body is sent as it is. */
export const poster =
  (path: string) =>
  (body: unknown, init: RequestInit = {}): Request =>
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...init,
    });

/** A POST whose body is streamed, so it declares no length. */
export function undeclaredPost(path: string, body: string): Request {
  const stream = new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(body));
      controller.close();
    },
  });
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: stream,
    duplex: 'half',
  } as RequestInit);
}

/** Runs a handler and returns status, headers, body and how long it took. */
export async function call(handler: Handler, request: Request, context = dev) {
  const started = performance.now();
  const response = await handler(request, context);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
    ms: performance.now() - started,
  };
}

/** The .eml files of an outbox, parsed as a mail client reads them. */
export async function outboxMails(outbox: string) {
  const dir = join(outbox, 'mail');
  return Promise.all(readdirSync(dir).map((file) => PostalMime.parse(readFileSync(join(dir, file)))));
}

/** Sets every variable of `vars` for the current test. */
const stubAll = (vars: Record<string, string>) => {
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
};

/** Points SendGrid at `url`, with the addresses a deploy needs. */
export const stubSendGrid = (url: string): void => stubAll(sendGridEnv(url));

/** Points Google at `url` with a service account; `sheet` is the spreadsheet id. */
export const stubGoogle = (url: string, sheet = 'sheet-123'): void => stubAll(googleEnv(url, sheet));

/** Points Google at an address where nothing listens, with a key that is not one. */
export function stubUnreachableGoogle(): void {
  vi.stubEnv('GOOGLE_SERVICE_ACCOUNT_EMAIL', 'site@tidewell-test.iam.gserviceaccount.com');
  vi.stubEnv('GOOGLE_PRIVATE_KEY', 'not a key');
  vi.stubEnv('GOOGLE_SHEETS_ID', 'sheet-unreachable');
  vi.stubEnv('GOOGLE_OAUTH_URL', 'http://127.0.0.1:1');
  vi.stubEnv('GOOGLE_SHEETS_URL', 'http://127.0.0.1:1');
}

/**
 * A fake provider for the tests of a describe block: started once, answering `routes` and with
 * nothing received at the start of each test, and the environment pointed at it by `point`.
 */
function useFake(routes: Record<string, Behaviour>, point: (url: string) => void): FakeProvider {
  const fake = new FakeProvider({ ...routes });
  let url = '';
  beforeAll(async () => {
    url = await fake.start();
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.received.length = 0;
    for (const [route, behaviour] of Object.entries(routes)) fake.set(route, behaviour);
    point(url);
  });
  return fake;
}

/** A fake SendGrid that accepts every mail (202), with the environment pointing at it. */
export const useFakeSendGrid = (): FakeProvider => useFake({ 'POST /v3/mail/send': { status: 202 } }, stubSendGrid);

/** A fake Google (OAuth token and Sheets) that answers every call, with the environment pointing at it. */
export const useFakeGoogle = (): FakeProvider =>
  useFake({ 'POST /token': GOOGLE_TOKEN, 'POST /v4/spreadsheets/': GOOGLE_APPENDED }, (url) => stubGoogle(url));

/** Points OpenAI at `url` (the SDK adds the API's /v1 path itself only to the default address). */
export const stubOpenAI = (url: string): void => stubAll(openAIEnv(url));

/** A fake OpenAI that answers every call with a plain reply, with the environment pointing at it. */
export const useFakeOpenAI = (): FakeProvider =>
  useFake(
    { 'POST /v1/responses': openaiReply({ response: 'Happy to help.', shouldEscalate: false, sources: [] }) },
    stubOpenAI,
  );

/** Points PageSpeed Insights at `url`. */
export const stubPagespeed = (url: string): void => stubAll(pagespeedEnv(url));

/**
 * A fake PageSpeed Insights that measures every page as QUICK_LAB with field data, with the
 * environment pointing at it; tests set other answers with `set(PAGESPEED_ROUTE, ...)`.
 */
export const useFakePagespeed = (): FakeProvider =>
  useFake(
    {
      [PAGESPEED_ROUTE]: (request) => ({
        status: 200,
        body: pagespeedAnswer({
          url: new URL(request.path, 'http://fake').searchParams.get('url') ?? '',
          page: { metrics: MOSTLY_FAST_FIELD, overall: 'AVERAGE' },
        }),
      }),
    },
    stubPagespeed,
  );

/** The route of PageSpeed Insights' one call. */
export const PAGESPEED_ROUTE = 'GET /pagespeedonline/v5/runPagespeed';

/** The JSON payload a fake provider received at index `index`. */
export const receivedJson = <T = Record<string, unknown>>(provider: FakeProvider, index = 0): T =>
  JSON.parse(provider.received[index]?.body ?? '{}') as T;

/** The rows Google was asked to append, by request path. */
export function googleAppends(google: FakeProvider): { path: string; values: string[][] }[] {
  return google.received
    .filter((request) => request.path.startsWith('/v4/'))
    .map((request) => ({ path: request.path, values: (JSON.parse(request.body) as { values: string[][] }).values }));
}

/** The URL path of a RAW append to a tab (its name as A1 notation writes it) of sheet-123. */
export const appendPath = (a1Tab: string) =>
  `/v4/spreadsheets/sheet-123/values/${encodeURIComponent(`${a1Tab}!A1`)}:append?valueInputOption=RAW&insertDataOption=INSERT_ROWS`;

/** The headers every function response carries, spelt out so a change to API_HEADERS changes this too. */
export const EXPECTED_API_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

/** Checks that a response carries EXPECTED_API_HEADERS and is JSON. */
export function expectApiHeaders(headers: Headers): void {
  expect(Object.fromEntries(Object.keys(EXPECTED_API_HEADERS).map((name) => [name, headers.get(name)]))).toEqual(
    EXPECTED_API_HEADERS,
  );
  expect(headers.get('content-type')).toMatch(/^application\/json\b/);
}

/**
 * Checks the headers of two endpoints that take the same body on each answer they give: 200,
 * 400, 405, 413, 422, 500 (an outbox that cannot be written), 502 (every provider failing) and
 * 503 (a deploy without credentials). `invalid` is a body that fails validation.
 */
export function describeResponseHeaders(
  endpoints: readonly (readonly [path: string, handler: Handler])[],
  outbox: { readonly dir: string },
  bodies: { valid: Record<string, unknown>; invalid: Record<string, unknown> },
): void {
  // One provider that answers 404 to everything: SendGrid and Google both fail, so both functions 502.
  const broken = new FakeProvider({});
  let brokenUrl = '';
  beforeAll(async () => {
    brokenUrl = await broken.start();
  });
  afterAll(() => broken.stop());

  describe.each(endpoints)('of POST %s', (path, handler) => {
    const post = poster(path);
    const big = JSON.stringify({ ...bodies.valid, padding: 'x'.repeat(33 * 1024) });
    const scenarios: [number, () => { request: Request; context?: Context }][] = [
      [200, () => ({ request: post(bodies.valid) })],
      [400, () => ({ request: post('{"name": "Dana",') })],
      [405, () => ({ request: new Request(`http://localhost${path}`, { method: 'GET' }) })],
      [413, () => ({ request: post(big) })],
      [422, () => ({ request: post(bodies.invalid) })],
      [
        500,
        () => {
          // An outbox that is a file: the local stand-ins fail with an error no provider explains.
          const file = join(outbox.dir, 'not-a-folder');
          writeFileSync(file, '');
          vi.stubEnv('OUTBOX_DIR', file);
          return { request: post(bodies.valid) };
        },
      ],
      [
        502,
        () => {
          stubSendGrid(brokenUrl);
          vi.stubEnv('SUPPORT_TO_EMAIL', 'support@tidewell.example');
          stubGoogle(brokenUrl, `sheet-${Math.random()}`);
          return { request: post(bodies.valid) };
        },
      ],
      [503, () => ({ request: post(bodies.valid), context: production })],
    ];

    it.each(scenarios)('are on a %i answer', async (status, setup) => {
      const { request, context } = setup();
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const result = await call(handler, request, context);
        expect(result.status).toBe(status);
        expectApiHeaders(result.headers);
        if (status === 405) expect(result.headers.get('allow')).toBe('POST');
      } finally {
        errors.mockRestore();
      }
    });
  });
}
